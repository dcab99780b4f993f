#include "core/report/NameRedactor.h"

#include <QVector>

#include <algorithm>

namespace tb::core {

namespace {
// A name that reads as ordinary words ("Backend", "Hot Aisle", "Salad"): each part a capital followed by lower-case
// letters. Written in lower case inside a sentence it is the word ("every backend HCA"), so such a name is matched
// only as a name is written: its own capitalisation or all capitals. Any other name carries a mark no common word
// has (inner capitals "CoreWeave", an acronym "AWS", digits "Core42", a dot "Vast.ai", a lower-case brand "dstack")
// and is matched in any case. The price: "nebius" typed in lower case is not caught; damaged evidence would be worse.
bool readsAsOrdinaryWords(const QString& name) {
    static const QRegularExpression shape(QStringLiteral("^\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)*$"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    return shape.match(name).hasMatch();
}

QRegularExpression alternation(QStringList names, bool asNames) {
    for (QString& name : names) {
        name = name.simplified();
    }
    names.removeAll(QString());
    // Longest first, so "Acme Cloud" wins over "Acme" where both are listed.
    std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    QStringList alternatives;
    for (const QString& name : names) {
        const QString escaped = QRegularExpression::escape(name);
        if (asNames && readsAsOrdinaryWords(name)) {
            alternatives << escaped << QRegularExpression::escape(name.toUpper());
        } else {
            alternatives << QStringLiteral("(?i:") + escaped + u')';
        }
    }
    if (alternatives.isEmpty()) {
        return {};
    }
    // \b fails next to non-word characters at a name's edges ("Crusoe."), so use look-arounds on word characters.
    return QRegularExpression(QStringLiteral("(?<![\\w])(?:") + alternatives.join(u'|') + QStringLiteral(")(?![\\w])"),
                              QRegularExpression::UseUnicodePropertiesOption);
}
}  // namespace

NameRedactor::NameRedactor(const QString& ownName, const QStringList& otherNames, QString replacement)
    : m_own(alternation({ownName}, false)),
      m_others(alternation(otherNames, true)),
      m_replacement(std::move(replacement)) {}

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
