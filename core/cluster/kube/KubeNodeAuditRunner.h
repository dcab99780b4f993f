#pragma once

#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/KubeSettings.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/session/CancelToken.h"

#include <QCoreApplication>

namespace tb::core {

class Kubectl;
class Store;

// The cross-node audit on Kubernetes: tb-node in one pod per GPU node (spec.nodeName pinned, the host's /proc,
// /sys, /dev and /etc mounted read-only under /host, `tb-node --root /host`), each pod's output read back as tb-node's
// protocol into a run of its own linked to the job with its node, so ClusterWorkflow::nodeMatrix builds the same
// node-by-check matrix the Slurm path fills. Every pod is labelled tierbench.run=<label> and deleted afterwards;
// a node whose pod ends without output, or never ends, is a column that says so.
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
    static Result<ClusterJobRecord> run(Store& store, Kubectl& kubectl, qint64 clusterId,
                                        const QVector<KubeNode>& nodes, const KubeSettings& settings,
                                        const Options& options, const CancelToken& cancel);
    // The same over every GPU node the API server lists now: the GUI's and the CLI's one call.
    static Result<ClusterJobRecord> runOnGpuNodes(Store& store, Kubectl& kubectl, qint64 clusterId,
                                                  const KubeSettings& settings, const Options& options,
                                                  const CancelToken& cancel);
};

}  // namespace tb::core
