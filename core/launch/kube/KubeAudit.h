#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/launch/ClusterSnapshot.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QVector>

namespace tb::core {

// What kubectl told the audit, as the outputs of named commands (kept with the run as evidence).
struct KubeAuditInput {
    QVector<ClusterSnapshot::RawOutput> raw;  // "version", "nodes", "daemonsets", "crds", "storageclasses", ...
    QString pvcPhase;                         // the test claim's last phase ("Bound", "Pending", "" when not made)
    QString pvcError;                         // why it could not be made
    int pvcWaitedS = 0;
    QHash<QString, bool> canI;  // "create pods" -> allowed
    const ClusterSnapshot::RawOutput* output(const QString& name) const;
};

// A GPU node as the audit and the cross-node audit see it.
struct KubeNode {
    QString name;
    int gpus = 0;  // nvidia.com/gpu or amd.com/gpu capacity
    QString gpuResource;
    QString gpuProduct;  // nvidia.com/gpu.product label
    bool controlPlane = false;
    bool ready = false;
    QStringList rdmaResources;  // extended resources such as rdma/ib
};

// The Kubernetes audit: ClusterMAX's Kubernetes checklist judged from kubectl's JSON (`-o json` of the core
// objects: Node, DaemonSet, CustomResourceDefinition, StorageClass, PersistentVolumeClaim). Each check is a finding
// with a stable id (k8s.gpu_operator, ...), a status, a sentence why, and the name of the command whose output
// shows it. resources/recipes/kube-audit-suggestions.json maps ids to rubric items as suggested verdicts.
//
// The input is untrusted: a reply that is not the JSON shape asked for is a Parse error naming the command, and
// nothing is judged from it.
class Kubectl;

class KubeAudit {
    Q_DECLARE_TR_FUNCTIONS(KubeAudit)

public:
    static constexpr int kPvcBindLimitS = 10;
    static QString suggestionsPath() { return QStringLiteral(":/recipes/kube-audit-suggestions.json"); }

    static Result<QVector<FindingRecord>> findings(const KubeAuditInput& input);
    // GPU nodes from a NodeList (control-plane nodes left out).
    static Result<QVector<KubeNode>> gpuNodes(const QByteArray& nodeListJson);
    // `kubectl get nodes` now, read as above: the node listing and the node audit's one way to the GPU nodes.
    static Result<QVector<KubeNode>> listGpuNodes(Kubectl& kubectl);
    // The `items` of a kubectl list reply; Parse error for anything else.
    static Result<QJsonArray> items(const QByteArray& listJson, const QString& what);
};

}  // namespace tb::core
