#include "core/report/NameRedactor.h"

#include <QVector>

#include <algorithm>

namespace tb::core {

namespace {
QRegularExpression alternation(QStringList names) {
    names.removeAll(QString());
    // Longest first, so "Acme Cloud" wins over "Acme" where both are listed.
    std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    QStringList escaped;
    for (const QString& name : names) {
        escaped << QRegularExpression::escape(name.trimmed());
    }
    if (escaped.isEmpty()) {
        return {};
    }
    // \b fails next to non-word characters at a name's edges ("Crusoe."), so use look-arounds on word characters.
    return QRegularExpression(
        QStringLiteral("(?<![\\w])(?:") + escaped.join(u'|') + QStringLiteral(")(?![\\w])"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}
}  // namespace

NameRedactor::NameRedactor(const QString& ownName, const QStringList& otherNames, QString replacement)
    : m_own(alternation({ownName})), m_others(alternation(otherNames)), m_replacement(std::move(replacement)) {}

QString NameRedactor::redact(const QString& text) const {
    if (text.isEmpty() || !m_others.isValid() || m_others.pattern().isEmpty()) {
        return text;
    }
    QVector<QPair<qsizetype, qsizetype>> protectedRanges;
    if (m_own.isValid() && !m_own.pattern().isEmpty()) {
        for (auto it = m_own.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            protectedRanges.append({m.capturedStart(), m.capturedEnd()});
        }
    }
    QString out;
    out.reserve(text.size());
    qsizetype last = 0;
    for (auto it = m_others.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const bool inOwn = std::any_of(protectedRanges.cbegin(), protectedRanges.cend(), [&](const auto& r) {
            return m.capturedStart() < r.second && m.capturedEnd() > r.first;
        });
        if (inOwn) {
            continue;
        }
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += m_replacement;
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out;
}

QString NameRedactor::withholdPerson(const QString& text, const QString& personName, const QString& replacement) {
    const QString name = personName.simplified();
    if (name.isEmpty()) {
        return text;
    }
    QStringList parts{name};
    for (const QString& part : name.split(u' ', Qt::SkipEmptyParts)) {
        if (part.size() >= 3) {
            parts << part;
        }
    }
    return NameRedactor(QString(), parts, replacement).redact(text);
}

}  // namespace tb::core
