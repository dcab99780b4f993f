#include "ui/cluster/KubeJobCalls.h"

#include "core/cluster/ClusterJobRelay.h"
#include "core/cluster/kube/KubeJobRunner.h"
#include "core/cluster/kube/Kubectl.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Store.h"

#include <utility>

namespace tb::ui {

KubeJobCalls::Detected KubeJobCalls::detect(core::Kubectl& kubectl) {
    return Detected{core::KubeJobRunner::detectForm(kubectl), core::KubeJobRunner::detectGang(kubectl)};
}

core::Result<core::ClusterJobRecord> KubeJobCalls::runCollective(
    core::Kubectl& kubectl, std::shared_ptr<core::Store> store, qint64 clusterId, int pollMs, int pendingLimitS,
    const core::KubeCollectiveSpec& spec, core::KubeJobForm form, const core::CancelToken& cancel,
    std::shared_ptr<core::ClusterJobRelay> relay) {
    core::KubeJobRunner::Limits limits;
    if (pollMs > 0) {
        limits.pollMs = pollMs;
    }
    limits.pendingLimitS = pendingLimitS;
    core::KubeJobObserver observer;
    // The runner saves the row before it reports a new state: the relay carries the row as stored, as Slurm's
    // watch does, so the jobs table and the live line read the same fields for both schedulers.
    observer.onState = [store, relay](qint64 id, const QString& state, const QString& reason) {
        core::ClusterJobRecord job;
        if (auto stored = store->run([id](QSqlDatabase& db) { return core::ClusterRepository(db).job(id); })) {
            job = *stored;
        } else {
            job.id = id;
        }
        job.state = state;
        job.reason = reason;
        relay->jobChanged(job);
    };
    observer.onLog = [relay](qint64 id, const QByteArray& bytes) { relay->jobLines(id, bytes); };
    observer.run = relay.get();
    core::KubeJobRunner runner(store, kubectl, clusterId, limits, observer);
    return runner.run(spec, form, cancel);
}

core::Result<core::ClusterJobRecord> KubeJobCalls::runNodeAudit(core::Kubectl& kubectl, core::Store& store,
                                                                qint64 clusterId, const core::KubeSettings& settings,
                                                                const core::KubeNodeAuditRunner::Options& options,
                                                                const core::CancelToken& cancel) {
    auto listed = kubectl.run(
        {QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("json")}, {}, 60, false);
    if (!listed) {
        return listed.error();
    }
    if (listed->exitCode != 0) {
        return core::makeError(
            core::ErrorCode::ProbeFailed,
            tr("kubectl could not list the nodes: %1").arg(QString::fromUtf8(listed->err.trimmed().left(300))));
    }
    auto nodes = core::KubeAudit::gpuNodes(listed->out);
    if (!nodes) {
        return nodes.error();
    }
    return core::KubeNodeAuditRunner::run(store, kubectl, clusterId, *nodes, settings, options, cancel);
}

core::Status KubeJobCalls::cleanup(core::Kubectl& kubectl, const QString& runLabel) {
    return core::KubeJobRunner::cleanup(kubectl, runLabel, 120);
}

}  // namespace tb::ui
