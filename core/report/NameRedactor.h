#pragma once

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace tb::core {

// Replaces the names of other providers in free text, so a review or a walkthrough about one provider never shows
// another one (an evidence note like "faster than <competitor>" must not leak into a client's PDF).
//
// Matching is case-insensitive on word boundaries. Occurrences of the own provider's name are protected, so a
// competitor whose name is part of the own name ("Acme" inside "Acme Cloud") does not mangle it.
class NameRedactor {
public:
    NameRedactor() = default;
    NameRedactor(const QString& ownName, const QStringList& otherNames, QString replacement);

    QString redact(const QString& text) const;
    // Also withholds a person's name (full name and each part of three letters or more).
    static QString withholdPerson(const QString& text, const QString& personName, const QString& replacement);

private:
    QRegularExpression m_own;
    QRegularExpression m_others;
    QString m_replacement;
};

}  // namespace tb::core
