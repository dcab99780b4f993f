#pragma once

#include "core/Result.h"
#include "core/domain/MeasuredCostRows.h"

#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// What core/cost/MeasuredInputs reads of a provider's newest evaluation, its nodes, runs, findings and samples to
// measure cost inputs. Read only; storage thread, inside the caller's store job. `whatFailed` is the caller's
// sentence for a database error; untrusted stored text comes back as stored, for the caller to check.
class MeasuredCostRepository {
public:
    explicit MeasuredCostRepository(QSqlDatabase& db) : m_db(db) {}

    // The provider's newest evaluation (by start, then id); nullopt when it has none.
    Result<std::optional<CostEvaluationRow>> newestEvaluation(qint64 providerId, const QString& whatFailed) const;
    // The newest end (or start) of the provider's runs of the evaluation, or of no evaluation since windowStart;
    // "" when none.
    Result<QString> windowEnd(qint64 providerId, qint64 evaluationId, const QString& windowStart,
                              const QString& whatFailed) const;
    // The GPUs of the evaluation's nodes.
    Result<int> gpuCount(qint64 evaluationId, const QString& whatFailed) const;
    // The failing per-code Xid and SXid findings (gpu.xid.<n>, nvswitch.sxid.<n>) of the same runs as windowEnd,
    // by run: the run and the finding's value (text).
    Result<QVector<RunValueRow>> hardFailureFindings(qint64 providerId, qint64 evaluationId, const QString& windowStart,
                                                     const QString& whatFailed) const;
    // The newest successful run's sample of the metric: the run and the value (number).
    Result<std::optional<RunValueRow>> newestSample(qint64 providerId, const QString& metric,
                                                    const QString& whatFailed) const;
    // The newest run's finding `key`: the run and the finding's value (text).
    Result<std::optional<RunValueRow>> newestFinding(qint64 providerId, const QString& key,
                                                     const QString& whatFailed) const;
    // The evaluation's first successful probe or recipe run: the run and its start (text).
    Result<std::optional<RunValueRow>> firstWorkingRun(qint64 evaluationId, const QString& whatFailed) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
