#pragma once

#include "core/Result.h"
#include "core/domain/ReviewRows.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>
#include <optional>
#include <utility>

class QSqlQuery;

namespace tb::core {

// What a review reads (core/report/ReviewContentLoader): the provider, its evaluation with criteria, items,
// verdicts, evidence links and rating, its runs with their logs and sample groups, the samples of a group, and its
// interviews. Read only; storage thread, inside the caller's store job and read transaction. `whatFailed` is the
// caller's sentence for a database error.
class ReviewQueries {
public:
    explicit ReviewQueries(QSqlDatabase& db);
    ~ReviewQueries();
    ReviewQueries(const ReviewQueries&) = delete;
    ReviewQueries& operator=(const ReviewQueries&) = delete;

    Result<std::optional<qint64>> evaluationProvider(qint64 evaluationId, const QString& whatFailed) const;
    // Every provider name except the given provider's, by id.
    Result<QStringList> otherProviderNames(qint64 providerId, const QString& whatFailed) const;

    Result<std::optional<ReviewProviderRow>> provider(qint64 providerId, const QString& whatFailed) const;
    // The provider's newest evaluation, or evaluationId when it is not 0 (and the provider's).
    Result<std::optional<ReviewEvaluationRow>> evaluation(qint64 providerId, qint64 evaluationId,
                                                          const QString& whatFailed) const;
    // In rubric order.
    Result<QVector<ReviewCriterionRow>> criteria(qint64 evaluationId, qint64 rubricId, const QString& whatFailed) const;
    Result<QVector<ReviewItemRow>> items(qint64 evaluationId, qint64 rubricId, const QString& whatFailed) const;
    // (verdict id, run id) of the evaluation's evidence links, by run.
    Result<QVector<std::pair<qint64, qint64>>> evidenceLinks(qint64 evaluationId, const QString& whatFailed) const;
    Result<std::optional<ReviewRatingRow>> newestRating(qint64 evaluationId, const QString& whatFailed) const;

    // The evaluation's runs and the provider's runs of no evaluation, by start and id.
    Result<QVector<ReviewRunRow>> runs(qint64 providerId, qint64 evaluationId, const QString& whatFailed) const;
    // The raw logs of the provider's runs (their length, not their content), by run and stream.
    Result<QVector<ReviewRawLogRow>> rawLogs(qint64 providerId, const QString& whatFailed) const;
    // The sample groups of the same runs as runs(), counted in SQL.
    Result<QVector<ReviewSampleGroupRow>> sampleGroups(qint64 providerId, qint64 evaluationId,
                                                       const QString& whatFailed) const;
    // The samples of one group; one prepared statement serves every call on this object.
    Result<QVector<ReviewSampleRow>> samples(qint64 runId, const QString& metric, const QString& unit,
                                             const QString& whatFailed);

    Result<QVector<ReviewInterviewRow>> interviews(qint64 providerId, const QString& whatFailed) const;
    // The sentiments of the provider's interviews, by interview and criterion key.
    Result<QVector<ReviewSentimentRow>> sentiments(qint64 providerId, const QString& whatFailed) const;

private:
    QSqlDatabase& m_db;
    std::unique_ptr<QSqlQuery> m_samples;
};

}  // namespace tb::core
