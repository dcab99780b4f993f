#pragma once

#include "core/Result.h"
#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tb::core {

// Assembles a ReviewContent from the database. Thread contract: runs on the storage thread, inside a
// Store::submit()/run() job; reads only, in one transaction so the review is a consistent snapshot.
class ReviewContentLoader {
    Q_DECLARE_TR_FUNCTIONS(ReviewContentLoader)

public:
    // The provider's newest evaluation unless evaluationId is given (it must belong to the provider).
    // Samples are read only for what the review shows (limits); the rest is counted in SQL, so memory follows the
    // size of the review, not the number of runs.
    static Result<ReviewContent> load(QSqlDatabase& db, qint64 providerId, qint64 evaluationId = 0,
                                      const ReviewLimits& limits = {});
    // The evaluation's provider, then load(db, providerId, evaluationId).
    static Result<ReviewContent> loadEvaluation(QSqlDatabase& db, qint64 evaluationId);
    // Case-insensitive exact name, as the unique index compares it.
    static Result<qint64> findProvider(QSqlDatabase& db, const QString& name);
    // Every provider name in the database except the given one (for redaction and for tests).
    static Result<QStringList> otherProviderNames(QSqlDatabase& db, qint64 providerId);
};

}  // namespace tb::core
