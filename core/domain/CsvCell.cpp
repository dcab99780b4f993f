#include "core/domain/CsvCell.h"

#include <QStringDecoder>

namespace tb::core {

namespace {
QString quoted(const QString& field) {
    if (!field.contains(u',') && !field.contains(u'"') && !field.contains(u'\n') && !field.contains(u'\r')) {
        return field;
    }
    QString q = field;
    q.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + q + u'"';
}

// What a file that is not UTF-8 most likely is, for the message: the analyst re-saves it in that encoding's place.
QString likelyEncoding(const QByteArray& bytes) {
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        return QStringLiteral("UTF-16");
    }
    const qsizetype sample = qMin<qsizetype>(bytes.size(), 4096);
    qsizetype nul = 0;
    for (qsizetype i = 0; i < sample; ++i) {
        nul += bytes.at(i) == '\0';
    }
    if (nul * 4 > sample) {
        return QStringLiteral("UTF-16");
    }
    return QStringLiteral("Windows-1252 or Latin-1");
}
}  // namespace

bool CsvCell::startsLikeAFormula(const QString& value) {
    if (value.isEmpty()) {
        return false;
    }
    const QChar c = value.front();
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

QString CsvCell::text(const QString& value) {
    return quoted(startsLikeAFormula(value) ? u'\'' + value : value);
}

QString CsvCell::number(const QString& value) {
    return quoted(value);
}

QString CsvCell::read(const QString& cell) {
    if (cell.size() > 1 && cell.front() == u'\'' && startsLikeAFormula(cell.mid(1))) {
        return cell.mid(1);
    }
    return cell;
}

Result<QString> CsvCell::decode(const QByteArray& bytes, const QString& what) {
    QByteArray body = bytes;
    if (body.startsWith("\xEF\xBB\xBF")) {
        body.remove(0, 3);
    }
    const qsizetype nul = body.indexOf('\0');
    const QString encoding = likelyEncoding(bytes);
    // A NUL in otherwise plain text is named as such; many of them are UTF-16, which the next message names.
    if (nul >= 0 && encoding != QLatin1String("UTF-16")) {
        return makeError(ErrorCode::Parse, tr("%1 holds a NUL character (byte %2), which no text cell can hold; "
                                              "nothing was imported.")
                                               .arg(what)
                                               .arg(nul + 1));
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(body);
    if (utf8.hasError() || nul >= 0) {
        return makeError(ErrorCode::Parse,
                         tr("%1 is not UTF-8 text (it looks like %2): save it as UTF-8 and import it again; nothing "
                            "was imported.")
                             .arg(what, encoding));
    }
    return text;
}

}  // namespace tb::core
