#include "core/launch/slurm/SlurmKeyValue.h"

namespace tb::core {

namespace {
// A field name: letters, digits and a few separators, starting with a letter ("CfgTRES", "Slurmctld(primary)" is
// not one, which is right: that line is a status line).
bool isKey(QStringView token) {
    if (token.isEmpty() || !token.front().isLetter()) {
        return false;
    }
    for (const QChar c : token) {
        if (!c.isLetterOrNumber() && c != u'_' && c != u':' && c != u'/' && c != u'.' && c != u'-') {
            return false;
        }
    }
    return true;
}

bool runsToEndOfLine(QStringView key) {
    return key == u"Reason" || key == u"Comment" || key == u"AdminComment" || key == u"SystemComment";
}
}  // namespace

QString SlurmRecord::value(QStringView key) const {
    for (const auto& f : fields) {
        if (f.first == key) {
            return f.second;
        }
    }
    return {};
}

bool SlurmRecord::has(QStringView key) const {
    for (const auto& f : fields) {
        if (f.first == key) {
            return true;
        }
    }
    return false;
}

QVector<SlurmRecord> SlurmKeyValue::records(const QString& text, const QStringList& leadKeys) {
    QVector<SlurmRecord> out;
    const QStringList lines = text.split(u'\n');
    for (const QString& rawLine : lines) {
        const QString line = rawLine.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const QStringList tokens = line.split(u' ', Qt::SkipEmptyParts);
        bool restOfLine = false;
        for (qsizetype t = 0; t < tokens.size(); ++t) {
            const QString& token = tokens.at(t);
            const qsizetype eq = token.indexOf(u'=');
            const QStringView key = eq > 0 ? QStringView(token).left(eq) : QStringView();
            if (!restOfLine && eq > 0 && isKey(key)) {
                if (leadKeys.contains(key)) {
                    out.append(SlurmRecord{});
                }
                if (out.isEmpty()) {
                    continue;  // fields before the first record (a header line) are not part of any
                }
                out.last().fields.append({key.toString(), token.mid(eq + 1)});
                restOfLine = runsToEndOfLine(key);
            } else if (!out.isEmpty() && !out.last().fields.isEmpty()) {
                QString& v = out.last().fields.last().second;
                v += (v.isEmpty() ? QString() : QStringLiteral(" ")) + token;
            }
        }
    }
    return out;
}

QVector<QPair<QString, QString>> SlurmKeyValue::configLines(const QString& text) {
    QVector<QPair<QString, QString>> out;
    QString section;
    for (const QString& rawLine : text.split(u'\n')) {
        const QString line = rawLine.trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (eq < 0) {
            if (line.endsWith(u':')) {
                section = line.section(u' ', 0, 0);
            }
            continue;
        }
        const QString key = line.left(eq).trimmed();
        if (!isKey(key)) {
            continue;
        }
        out.append({section.isEmpty() ? key : section + u'.' + key, line.mid(eq + 1).trimmed()});
    }
    return out;
}

bool SlurmKeyValue::isUnset(QStringView value) {
    const QStringView v = value.trimmed();
    return v.isEmpty() || v == u"(null)" || v == u"(null type)" || v == u"N/A" || v == u"NONE" || v == u"None" ||
           v == u"none" || v == u"n/a";
}

}  // namespace tb::core
