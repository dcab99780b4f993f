#pragma once

#include "core/Result.h"
#include "core/cluster/kube/KubeNodeAuditRunner.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/KubeSettings.h"
#include "core/launch/kube/KubeManifests.h"
#include "core/session/CancelToken.h"

#include <QCoreApplication>

#include <memory>

namespace tb::core {
class ClusterJobRelay;
class Kubectl;
class Store;
}  // namespace tb::core

namespace tb::ui {

// The one place the workbench calls Kubernetes' core (core::KubeLauncher for what the cluster serves and the clean-up,
// core::KubeCollective for a collective on the one cluster road, core::KubeNodeAuditRunner), whose jobs report
// through the relay both schedulers use (core::ClusterJobRelay).
//
// Thread contract: every function blocks (kubectl, store jobs waited for): call it on a kubectl thread or a session
// worker, never on the GUI thread.
class KubeJobCalls {
    Q_DECLARE_TR_FUNCTIONS(KubeJobCalls)

public:
    // What the cluster serves: the job form and the gang scheduler (each an error when it could not be read).
    struct Detected {
        Detected(core::Result<core::KubeJobForm> f, core::Result<core::KubeGang> g)
            : form(std::move(f)), gang(std::move(g)) {}
        explicit Detected(const core::Error& e) : form(e), gang(e) {}  // the login node could not be reached
        core::Result<core::KubeJobForm> form;
        core::Result<core::KubeGang> gang;
    };
    static Detected detect(core::Kubectl& kubectl);

    // A collective to its end, through ClusterJobRunner: the job's row reaches the relay as stored (jobChanged), the
    // rank pods' output as the run's output, its samples as runEvents.
    static core::Result<core::ClusterJobRecord> runCollective(core::Kubectl& kubectl,
                                                              std::shared_ptr<core::Store> store, qint64 clusterId,
                                                              int pollMs, int pendingLimitS,
                                                              const core::KubeCollectiveSpec& spec,
                                                              core::KubeJobForm form, const core::CancelToken& cancel,
                                                              std::shared_ptr<core::ClusterJobRelay> relay);

    // tb-node in one pod per GPU node (the GPU nodes listed first) into the node matrix.
    static core::Result<core::ClusterJobRecord> runNodeAudit(core::Kubectl& kubectl, std::shared_ptr<core::Store> store,
                                                             qint64 clusterId, const core::KubeSettings& settings,
                                                             const core::KubeNodeAuditRunner::Options& options,
                                                             const core::CancelToken& cancel);

    // Deletes everything labelled tierbench.run=<label> and waits until none of its pods is left.
    static core::Status cleanup(core::Kubectl& kubectl, const QString& runLabel);
};

}  // namespace tb::ui
