#pragma once

#include "core/Result.h"
#include "core/domain/ConflictRow.h"

#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// The conflict-of-interest register (reviewer_conflict) and the people of an evaluation it is checked against.
// Storage thread, inside the caller's store job and transaction; the caller (core/trust/Conflicts) checks the input,
// writes the audit log and words the failures: `whatFailed` is its sentence for a database error.
class ConflictRepository {
public:
    explicit ConflictRepository(QSqlDatabase& db) : m_db(db) {}

    // Every entry, or one provider's (providerId > 0), by reviewer, provider name, start and id.
    Result<QVector<ConflictRow>> list(qint64 providerId, const QString& whatFailed) const;
    // Inserts row (its id and row version are ignored; changed_by is the actor) and returns the new id.
    Result<qint64> insert(const ConflictRow& row, const QString& actor, const QString& whatFailed);
    // Sets the last day of the entry if its row version is still `rowVersion`: false when it moved on meanwhile.
    Result<bool> setUntil(qint64 id, qint64 rowVersion, const QString& until, const QString& actor,
                          const QString& whatFailed);
    // The provider's newest evaluation and the people on it; nullopt when it has none.
    Result<std::optional<EvaluationPeople>> newestEvaluationPeople(qint64 providerId,
                                                                   const QString& whatFailedEvaluation,
                                                                   const QString& whatFailedSheets) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
