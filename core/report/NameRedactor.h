#pragma once

#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace tb::core {

// Replaces the names of other providers in free text, so a review or a walkthrough about one provider never shows
// another one (an evidence note like "faster than <competitor>" must not leak into a client's PDF).
//
// Matching is on word boundaries. A name that reads as ordinary words ("Backend", "Hot Aisle") is matched only as a
// name is written (its own capitalisation or all capitals), so evidence such as "GDR enabled on every backend HCA"
// stays intact; a capitalised word at a sentence's start is still taken for the name. Any other name ("CoreWeave",
// "AWS", "Vast.ai") is matched in any case. Occurrences of the own provider's name are protected (in any case), so a
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
