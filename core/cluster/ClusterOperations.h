#pragma once

#include "core/Result.h"
#include "core/launch/slurm/SlurmDiscovery.h"
#include "core/launch/slurm/SlurmLauncher.h"
#include "core/cluster/ClusterDeploy.h"
#include "core/cluster/ClusterJobPlan.h"
#include "core/cluster/ClusterJobRunner.h"
#include "core/cluster/NodeMatrix.h"
#include "core/cluster/slurm/SlurmAuditRunner.h"
#include "core/cluster/slurm/SlurmFaultDrill.h"
#include "core/cluster/ClusterQueries.h"

#include <QCoreApplication>

#include <memory>

namespace tb::core {

class Store;

// What the probes need to get onto a cluster.
struct ProbeSource {
    QString probesDir;    // the probe sources (always needed)
    QString prebuiltDir;  // optional prebuilt binaries that fit the nodes
};

struct NodeAuditOutcome {
    ClusterJobResult job;
    NodeMatrix matrix;
    QString deployHow;
};

// A collective (tb-coll) or the cluster's own nccl-tests across nodes.
struct CollectiveRequest {
    int nodes = 2;
    int tasksPerNode = 1;
    int gpusPerNode = 0;
    bool exclusive = false;
    int timeLimitMin = 0;                          // 0: the cluster's
    QStringList nodeList;                          // exactly these nodes
    QStringList args;                              // the probe's (or binary's) arguments
    QVector<QPair<QString, QString>> environment;  // on top of the cluster's NCCL variables; recorded with the run
    bool inContainer = false;                      // the cluster's image through Pyxis
    QString binary;  // empty: `probe` from the bundle; else the cluster's own program (all_reduce_perf)
    // The bundle's probe that runs across the nodes: tb-coll, or tb-train (one task per node, each starting that
    // node's ranks with --nproc-per-node).
    QString probe = QStringLiteral("tb-coll");
};

struct FaultDrillRun {
    qint64 runId = 0;  // the stored run "fault-drill" with its findings and timeline
    FaultDrillOutcome outcome;
};

struct PairwiseOutcome {
    QVector<ClusterJobResult> pairs;  // one job per node pair
    QStringList slowNodes;            // nodes in more slow pairs than fast ones
    QString summary;
};

// The cluster workflows the GUI's cluster view and `tierbench-cli cluster` share, each one call on the session's
// worker thread: discovery, the scheduler audit, the cross-node audit (tb-node on every node, one task per node,
// into the node matrix), collectives across nodes, the cluster's nccl-tests, pairwise runs to find a slow node,
// and cancel. Settings come from the stored cluster plus one discovery (PMI, accounting, Pyxis).
class ClusterOperations {
    Q_DECLARE_TR_FUNCTIONS(ClusterOperations)

public:
    ClusterOperations(std::shared_ptr<Store> store, ClusterListing cluster, ClusterJobObserver* observer = nullptr);

    void setLimits(const ClusterJobLimits& limits) { m_limits = limits; }
    // How a job watch makes its connection again after a drop (RemoteSession::reconnect, the session's own host-key
    // check and questions). Without it a dropped connection ends the watch at once; either way a job that is still
    // in the queue is cancelled with scancel at the next connection.
    void setReconnect(ClusterJobRunner::Reconnect reconnect) { m_reconnect = std::move(reconnect); }
    const ClusterJobLimits& limits() const { return m_limits; }
    const ClusterListing& cluster() const { return m_cluster; }

    Result<SlurmDiscovery> discover(RemoteConnection& connection);
    Result<SlurmAuditOutcome> audit(RemoteConnection& connection);
    // nodes 0: every node of the partition that can take a job.
    Result<NodeAuditOutcome> nodeAudit(RemoteConnection& connection, const ProbeSource& probes, int nodes,
                                       const QStringList& nodeList, const CancelToken& cancel,
                                       const std::function<void(const QString&)>& log = {});
    Result<ClusterJobResult> collective(RemoteConnection& connection, const ProbeSource& probes,
                                        const CollectiveRequest& request, const CancelToken& cancel,
                                        const std::function<void(const QString&)>& log = {});
    // Runs the collective once per pair of the given nodes (disjoint pairs at the same time, rounds until every
    // pair ran) and names the nodes that are in slower pairs: busbw of the pair's largest size below
    // `fraction` of the median pair.
    Result<PairwiseOutcome> pairwise(RemoteConnection& connection, const ProbeSource& probes,
                                     const CollectiveRequest& request, const QStringList& nodes, double fraction,
                                     const CancelToken& cancel, const std::function<void(const QString&)>& log = {});
    // The reliability phase's fault -> drain -> return drill on one node (SlurmFaultDrill), stored as a run
    // "fault-drill" of the login node: its findings, and the timeline kept beside it. A drill that could not start
    // or was cancelled stores nothing.
    Result<FaultDrillRun> faultDrill(RemoteConnection& connection, const FaultDrillOptions& options,
                                     const CancelToken& cancel, const std::function<void(const QString&)>& log = {});
    Status cancel(RemoteConnection& connection, const QString& schedulerId);
    // Cancels, with a verified scancel, the jobs left in this cluster's queue by a process that died (SIGKILL, a
    // crash) or by a watch whose connection dropped and did not come back (core/store/ClusterJobOwnership). Every
    // operation above calls it first; a failure is logged and tried again at the next connection. Returns how many
    // jobs it cancelled.
    int endLeftoverJobs(RemoteConnection& connection, const std::function<void(const QString&)>& log = {});

    SlurmSettings settings() const;

private:
    Result<ClusterDeployment> deployProbes(RemoteConnection& connection, const ProbeSource& probes, int nodes,
                                           const QStringList& nodeList, const CancelToken& cancel,
                                           const std::function<void(const QString&)>& log);
    ClusterJobPlan collectivePlan(const CollectiveRequest& request, const ClusterDeployment* deployed) const;
    Result<QVector<ClusterJobResult>> runPlans(RemoteConnection& connection, const QVector<ClusterJobPlan>& plans,
                                               const CancelToken& cancel);

    std::shared_ptr<Store> m_store;
    ClusterListing m_cluster;
    ClusterJobObserver* m_observer;
    ClusterJobLimits m_limits;
    ClusterJobRunner::Reconnect m_reconnect;
    std::optional<SlurmDiscovery> m_discovery;
    std::optional<ClusterDeployment> m_lastDeployment;  // what the last deploy found (ClusterDeploy's `earlier`)
};

}  // namespace tb::core
