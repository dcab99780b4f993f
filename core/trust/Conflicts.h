#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

enum class Relationship { Consulting, Investment, Employment, Other };

// One entry of the conflict-of-interest register (issue 18.6): a reviewer's relationship with a provider over a
// period. An empty `until` is ongoing.
struct ConflictRecord {
    qint64 id = 0;
    QString reviewer;
    qint64 providerId = 0;
    QString providerName;
    Relationship relationship = Relationship::Consulting;
    QString from, until;  // ISO dates
    QString note;
    qint64 rowVersion = 0;

    bool currentOn(const QDate& day) const;
    bool overlaps(const QDate& first, const QDate& last) const;
    // "consulting since 2026-01-01" / "investment 2025-03-01 to 2025-12-31", translated; with the note.
    QString describe() const;
};

// The register: add, end, list, and the question asked before work starts. Storage thread; every write is one
// audited transaction.
class Conflicts {
    Q_DECLARE_TR_FUNCTIONS(Conflicts)

public:
    explicit Conflicts(QSqlDatabase& db);

    Result<qint64> add(const QString& reviewer, const QString& providerName, Relationship relationship,
                       const QString& from, const QString& until, const QString& note, const QString& actor);
    // Sets the last day of an ongoing relationship (it must not be before its first).
    Status end(qint64 id, const QString& until, const QString& actor);
    // Everything, or one reviewer's, or one provider's (empty filters match all).
    Result<QVector<ConflictRecord>> list(const QString& reviewer = {}, qint64 providerId = 0) const;
    // The reviewer's relationships with the provider current on `day`: what the warning before an evaluation, a
    // walkthrough or a tier assignment shows. Reviewer names compare without case and surrounding spaces.
    Result<QVector<ConflictRecord>> current(const QString& reviewer, qint64 providerId,
                                            const QDate& day = QDateTime::currentDateTimeUtc().date()) const;
    // Relationships of any of the reviewers with the provider that overlap [first, last]: what a review discloses.
    Result<QVector<ConflictRecord>> overlapping(const QStringList& reviewers, qint64 providerId, const QDate& first,
                                                const QDate& last) const;
    // The warning's text, one sentence per relationship; empty when there is none.
    static QString warning(const QVector<ConflictRecord>& current);
    // Records that the reviewer went ahead with a current relationship (audit only; `what`: "evaluation",
    // "walkthrough", "tier").
    Status acknowledge(const QVector<ConflictRecord>& current, const QString& what, const QString& actor);

    static QString relationshipKey(Relationship r);
    static std::optional<Relationship> relationshipFromKey(const QString& key);
    static QString relationshipName(Relationship r);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
