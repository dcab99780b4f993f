#include "ui/cluster/KubeJobCalls.h"

#include "core/cluster/ClusterJobRelay.h"
#include "core/cluster/kube/KubeCollective.h"
#include "core/launch/kube/KubeLauncher.h"
#include "core/launch/kube/Kubectl.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Store.h"

#include <utility>

namespace tb::ui {

KubeJobCalls::Detected KubeJobCalls::detect(core::Kubectl& kubectl) {
    return Detected{core::KubeLauncher::detectForm(kubectl), core::KubeLauncher::detectGang(kubectl)};
}

core::Result<core::ClusterJobRecord> KubeJobCalls::runCollective(
    core::Kubectl& kubectl, std::shared_ptr<core::Store> store, qint64 clusterId, int pollMs, int pendingLimitS,
    const core::KubeCollectiveSpec& spec, core::KubeJobForm form, const core::CancelToken& cancel,
    std::shared_ptr<core::ClusterJobRelay> relay) {
    core::ClusterJobLimits limits;
    if (pollMs > 0) {
        limits.pollIntervalMs = pollMs;
    }
    limits.pendingLimitS = pendingLimitS;
    limits.silenceLimitS = 0;  // a collective's log may stay quiet for long between sizes
    // The watch reports the row as stored (jobChanged), the job's own lines and its runs' output and events, as a
    // Slurm job's watch does: the jobs table and the live output read the same fields for both schedulers.
    core::KubeCollective collective(store, clusterId, limits, relay.get());
    auto ran = collective.run(kubectl, spec, form, cancel);
    if (!ran) {
        return ran.error();
    }
    const qint64 jobId = ran->job.jobId;
    return store->run([jobId](QSqlDatabase& db) { return core::ClusterRepository(db).job(jobId); });
}

core::Result<core::ClusterJobRecord> KubeJobCalls::runNodeAudit(core::Kubectl& kubectl,
                                                                std::shared_ptr<core::Store> store, qint64 clusterId,
                                                                const core::KubeSettings& settings,
                                                                const core::KubeNodeAuditRunner::Options& options,
                                                                const core::CancelToken& cancel) {
    return core::KubeNodeAuditRunner::runOnGpuNodes(std::move(store), kubectl, clusterId, settings, options, cancel);
}

core::Status KubeJobCalls::cleanup(core::Kubectl& kubectl, const QString& runLabel) {
    return core::KubeLauncher::cleanup(kubectl, runLabel, 120);
}

}  // namespace tb::ui
