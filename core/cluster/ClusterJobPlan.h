#pragma once

#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/launch/ClusterJob.h"
#include "core/run/ProbeRunner.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// One job to submit and where its output goes.
struct ClusterJobPlan {
    ClusterJobKind kind = ClusterJobKind::Probe;
    ClusterJobSpec spec;
    // RankZero: one run holds rank 0's output (a collective prints its samples there); the other ranks' lines go
    // to its stderr log, prefixed with their rank. PerNode: one run per rank (one task per node), named after its
    // node; an allocated node that wrote nothing gets a failed run with the finding "no result from node X".
    enum class Routing { RankZero, PerNode };
    Routing routing = Routing::RankZero;
    RunSpec run;  // the runs' provider, evaluation, login node, probe name, arguments, bundle hash
};

// How a job ended for Tierbench.
struct ClusterJobResult {
    qint64 jobId = 0;  // cluster_job row
    QString schedulerId;
    QString state;  // the scheduler's last word
    QString nodes;  // the allocation
    RunStatus outcome = RunStatus::Failed;
    std::optional<Error> error;  // why it is not ok: Timeout (deadline), ProbeFailed (job or node), Cancelled, ...
    bool deadline = false;       // cancelled by Tierbench at a pending or silence deadline
    QStringList failedNodes;     // nodes that failed or reported nothing
    QVector<int> failedRanks;
    QStringList silentNodes;  // allocated nodes without a result
    QVector<qint64> runIds;
    std::optional<int> exitCode;
    int samples = 0;
};

// Live view of cluster jobs, on the session's worker thread; a GUI adapter re-emits as queued signals.
class ClusterJobObserver : public RunObserver {
public:
    void runEvents(qint64 runId, const QVector<ProbeEvent>& events) override { (void)runId, (void)events; }
    virtual void jobChanged(const ClusterJobRecord& job) { (void)job; }
    virtual void jobLines(qint64 jobId, const QByteArray& text) { (void)jobId, (void)text; }
};

// When a job is given up on, and how often it is looked at.
struct ClusterJobLimits {
    int pendingLimitS = 900;  // still waiting after this long: cancelled, with the pending reason; 0: no limit
    int silenceLimitS = 600;  // running without a byte of new output this long: cancelled; 0: no limit
    int pollIntervalMs = 2000;
    int cancelWaitS = 60;         // how long scancel may take until the queue holds nothing of the job
    int reconnectAttempts = 3;    // after a dropped connection, before the watch gives up
    int reconnectPauseMs = 2000;  // before the first try; doubled before each further one
};

}  // namespace tb::core
