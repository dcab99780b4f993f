#pragma once

#include "core/Result.h"
#include "core/cost/CostInputs.h"
#include "core/cost/EventRateInterval.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

// What Tierbench measured of a provider that the calculator can use, read from the stored runs of its newest
// evaluation. Each figure names the runs it rests on.
struct MeasuredCost {
    qint64 evaluationId = 0;
    QString windowStart, windowEnd;  // ISO 8601 UTC: the evaluation's start to its newest run
    double windowHours = 0;
    int gpus = 0;                // GPUs of the evaluation's nodes
    long long hardFailures = 0;  // failing Xid and fatal SXid events in the window
    QList<qint64> failureRuns;   // runs holding those events (all runs whose health findings were read)
    std::optional<EventRateInterval> failureRate;  // exposure = gpus × windowHours; absent without GPUs or window
    std::optional<double> startupHours;            // import_torch + model_load recipe timings
    QList<qint64> startupRuns;
    std::optional<double> prologSeconds;  // Slurm audit: a full-node srun's prolog time (slurm.prolog_seconds)
    qint64 prologRun = 0;
    // Slurm audit: HealthCheckInterval of a configured HealthCheckProgram (slurm.healthcheck_interval_seconds). A
    // periodic check finds a failure half an interval after it happens, on average.
    std::optional<double> healthCheckIntervalSeconds;
    qint64 healthCheckRun = 0;
    // Time to a working cluster: from the hardware handed over (evaluation.handover_received) to the evaluation's
    // first successful run, the cluster time paid for before it did any work.
    QString handoverRequested, handoverReceived;
    std::optional<double> setupHours;
    qint64 firstWorkingRun = 0;
    QStringList notes;  // why a figure is absent, what it covers

    // Replaces the defaults of `inputs` with what was measured, marked as such with the evidence.
    void applyTo(CostInputs& inputs) const;
};

class MeasuredInputs {
    Q_DECLARE_TR_FUNCTIONS(MeasuredInputs)

public:
    explicit MeasuredInputs(QSqlDatabase& db);
    // Storage thread. A provider without an evaluation gets an empty MeasuredCost with a note, not an error.
    Result<MeasuredCost> read(qint64 providerId) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
