#pragma once

#include "core/Result.h"
#include "core/cluster/ClusterJobPlan.h"
#include "core/launch/kube/KubeJobStatus.h"
#include "core/launch/kube/KubeManifests.h"
#include "core/session/CancelToken.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace tb::core {

class Kubectl;
class RemoteConnection;
class Store;

struct KubeCollectiveOutcome {
    ClusterJobResult job;
    KubeJobStatus last;  // what the last poll read of it (a pending kind and reason stay: why it never started)
};

// A collective (tb-coll, or the image's nccl-tests) across a Kubernetes cluster's nodes, on the one cluster road:
// KubeLauncher creates and reads the job, ClusterJobRunner watches it as it watches a Slurm job (its deadlines,
// batched writes, ownership, the leftovers of a process that died cancelled first), the rank-zero run gets its
// results, and nccl-tests' table is imported at the end (NcclRunImport), as for Slurm.
//
// Thread contract: a worker thread (kubectl blocks); store jobs are waited for.
class KubeCollective {
    Q_DECLARE_TR_FUNCTIONS(KubeCollective)

public:
    KubeCollective(std::shared_ptr<Store> store, qint64 clusterId, ClusterJobLimits limits,
                   ClusterJobObserver* observer = nullptr);

    // When kubectl runs on the login node, a connection that drops while the job is watched is made again with
    // kubectl.reconnect (as for a Slurm job: ClusterJobLimits::reconnectAttempts tries); without one, or when every
    // try fails, the job is flagged and cancelled at the next connection.
    Result<KubeCollectiveOutcome> run(Kubectl& kubectl, const KubeCollectiveSpec& spec, KubeJobForm form,
                                      const CancelToken& cancel, const std::function<void(const QString&)>& log = {});

    // The plan a spec becomes: kind (nccl-tests or tb-coll), the rank-zero run and its recorded arguments.
    static ClusterJobPlan plan(const KubeCollectiveSpec& spec, KubeJobForm form);
    // Whether the command is nccl-tests' (its table imported at the end) rather than tb-coll's JSON Lines.
    static bool isNcclTests(const QStringList& command);

private:
    std::shared_ptr<Store> m_store;
    qint64 m_clusterId;
    ClusterJobLimits m_limits;
    ClusterJobObserver* m_observer;
};

}  // namespace tb::core
