#pragma once

#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/KubeSettings.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/session/CancelToken.h"

#include <QCoreApplication>

#include <memory>

namespace tb::core {

class ClusterJobObserver;
class Kubectl;
class Store;

// The cross-node audit on Kubernetes, on the one cluster road: tb-node in one pod per GPU node (spec.nodeName
// pinned, the host's /proc, /sys, /dev and /etc mounted read-only under /host, `tb-node --root /host`), submitted
// and watched by ClusterJobRunner through KubeLauncher's NodePods form, so it has a Slurm job's deadlines,
// reconnects, ownership and leftover clean-up. Each pod's output is its node's run (per-node routing, as the Slurm
// audit's), linked to the job, so ClusterQueries::nodeMatrix builds the same node-by-check matrix. Every pod is
// labelled tierbench.run=<label> and deleted afterwards; a node whose pod ends without tb-node's result, or never
// ends, is a column that says so.
//
// Thread contract: a worker thread (kubectl blocks); store jobs are waited for.
class KubeNodeAuditRunner {
    Q_DECLARE_TR_FUNCTIONS(KubeNodeAuditRunner)

public:
    struct Options {
        QString image;  // an image with tb-node on its PATH
        QString runLabel;
        int waitS = 600;  // for every pod to end
        int pollMs = 2000;
        qint64 providerId = 0, loginNodeId = 0;
    };
    static QStringList command() {
        return {QStringLiteral("tb-node"), QStringLiteral("--root"), QStringLiteral("/host")};
    }
    // The job's row as it ended. observer: the watch's live view (nullptr: none).
    static Result<ClusterJobRecord> run(std::shared_ptr<Store> store, Kubectl& kubectl, qint64 clusterId,
                                        const QVector<KubeNode>& nodes, const KubeSettings& settings,
                                        const Options& options, const CancelToken& cancel,
                                        ClusterJobObserver* observer = nullptr);
    // The same over every GPU node the API server lists now: the GUI's and the CLI's one call.
    static Result<ClusterJobRecord> runOnGpuNodes(std::shared_ptr<Store> store, Kubectl& kubectl, qint64 clusterId,
                                                  const KubeSettings& settings, const Options& options,
                                                  const CancelToken& cancel, ClusterJobObserver* observer = nullptr);
};

}  // namespace tb::core
