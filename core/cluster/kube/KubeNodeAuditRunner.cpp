#include "core/cluster/kube/KubeNodeAuditRunner.h"

#include "core/cluster/ClusterJobRunner.h"
#include "core/launch/kube/KubeLauncher.h"
#include "core/launch/kube/KubeManifests.h"
#include "core/launch/kube/Kubectl.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Store.h"

namespace tb::core {

Result<ClusterJobRecord> KubeNodeAuditRunner::runOnGpuNodes(std::shared_ptr<Store> store, Kubectl& kubectl,
                                                            qint64 clusterId, const KubeSettings& settings,
                                                            const Options& options, const CancelToken& cancel,
                                                            ClusterJobObserver* observer) {
    auto nodes = KubeAudit::listGpuNodes(kubectl);
    if (!nodes) {
        return nodes.error();
    }
    return run(std::move(store), kubectl, clusterId, *nodes, settings, options, cancel, observer);
}

Result<ClusterJobRecord> KubeNodeAuditRunner::run(std::shared_ptr<Store> store, Kubectl& kubectl, qint64 clusterId,
                                                  const QVector<KubeNode>& nodes, const KubeSettings& settings,
                                                  const Options& o, const CancelToken& cancel,
                                                  ClusterJobObserver* observer) {
    if (nodes.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("No GPU node to audit: run the Kubernetes audit first"));
    }
    QStringList names;
    for (const KubeNode& n : nodes) {
        names << n.name;
    }
    // The pods: one per node, pinned to it, its rank its position; tb-node reads the host, so it needs no GPU
    // allocated (and must not wait for one). A pod still running at the deadline is ended by Kubernetes, Failed.
    KubeCollectiveSpec base;
    base.runLabel = o.runLabel;
    base.name = QStringLiteral("tb-node");
    base.image = o.image;
    base.workers = int(names.size());
    base.settings = settings;
    base.settings.gpusPerWorker = 0;
    base.command = command();
    base.activeDeadlineS = o.waitS;
    base.pinnedNodes = names;

    ClusterJobPlan plan;
    plan.kind = ClusterJobKind::NodeAudit;
    plan.routing = ClusterJobPlan::Routing::PerNode;  // one run per node, as the Slurm audit's
    plan.spec.name = base.name;
    plan.spec.nodes = base.workers;
    plan.spec.tasksPerNode = 1;
    plan.spec.nodeList = names;
    plan.spec.command = base.command;
    plan.run.providerId = o.providerId;
    if (o.loginNodeId > 0) {
        plan.run.nodeId = o.loginNodeId;
    }
    plan.run.name = base.name;
    plan.run.args = QJsonObject{{QStringLiteral("image"), o.image}};

    ClusterJobLimits limits;
    limits.pollIntervalMs = o.pollMs;
    limits.pendingLimitS = o.waitS;
    limits.silenceLimitS = 0;  // tb-node writes its lines at the end

    KubeLauncher launcher(kubectl, KubeJobForm::NodePods, base);
    ClusterJobRunner::endLeftovers(*store, launcher, kubectl.connection(), clusterId, limits.cancelWaitS);
    ClusterJobRunner runner(store, launcher, clusterId, limits, observer);
    runner.reconnect = kubectl.reconnect;
    auto results = runner.run(kubectl.connection(), {plan}, QStringLiteral("kubernetes"), cancel);
    if (!results) {
        return results.error();
    }
    if (results->isEmpty()) {
        return makeError(ErrorCode::Internal, tr("The job was not recorded"));
    }
    const qint64 jobId = results->first().jobId;
    return store->run([jobId](QSqlDatabase& db) { return ClusterRepository(db).job(jobId); });
}

}  // namespace tb::core
