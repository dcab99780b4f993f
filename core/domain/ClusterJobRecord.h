#pragma once

#include "core/domain/RunStatus.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

// What a cluster job is for (cluster_job.kind).
enum class ClusterJobKind { NodeAudit, Probe, NcclTests, Recipe, Pair };

// "node_audit", "probe", "nccl_tests", "recipe", "pair".
QString clusterJobKindKey(ClusterJobKind kind);
std::optional<ClusterJobKind> clusterJobKindFromKey(const QString& key);
QString clusterJobKindName(ClusterJobKind kind);  // translated ("cross-node audit", ...)

// One row of cluster_job: a job Tierbench submitted, as the scheduler last reported it, and how it ended for
// Tierbench (outcome: ok, failed, cancelled, interrupted when the connection was lost while it was watched).
struct ClusterJobRecord {
    qint64 id = 0;
    qint64 clusterId = 0;
    ClusterJobKind kind = ClusterJobKind::Probe;
    QString schedulerId;  // the Slurm job id
    QString name;
    QJsonObject spec;  // the structured values the script was written from
    QString script;    // the batch script as submitted
    QString state;     // the scheduler's word: PENDING, RUNNING, COMPLETED, NODE_FAIL, ...
    QString reason;    // pending reason, as the scheduler gives it
    QString nodes;     // the allocation ("node[1-2]")
    RunStatus outcome = RunStatus::Running;
    QString outcomeDetail;  // why it failed or was cancelled, naming nodes and ranks
    QStringList failedNodes;
    std::optional<int> exitCode;
    QByteArray log;  // the job's own lines: the script's and the scheduler's (srun errors), capped
    QString submittedAt, startedAt, endedAt;
};

// A run a job fed, and the compute node (and rank) it came from.
struct ClusterJobRun {
    qint64 jobId = 0;
    qint64 runId = 0;
    QString computeNode;
    std::optional<int> rank;
};

}  // namespace tb::core
