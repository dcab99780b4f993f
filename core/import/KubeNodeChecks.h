#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// One Kubernetes node as kubectl describe node, get node -o yaml or -o json shows it: what the checks need.
struct KubeNodeStatus {
    struct Taint {
        QString key, value, effect;
    };
    struct Condition {
        QString type, status, reason, message;
    };

    QString name;
    bool controlPlane = false;  // node-role.kubernetes.io/control-plane or master
    bool gpuLabelled = false;   // a label says the node has a GPU (nvidia.com/gpu.*, amd.com/gpu.*, PCI vendor)
    QString gpuProduct;         // nvidia.com/gpu.product
    // GPU resources (nvidia.com/gpu, amd.com/gpu, nvidia.com/mig-*) by name; a quantity that is not a believable
    // count is kept as nullopt, so it can never read as zero GPUs or as a pass.
    QMap<QString, std::optional<qint64>> capacity, allocatable;
    bool capacityShown = false;  // the capacity section was read (a resource not in it is absent, not unknown)
    bool unschedulable = false;  // cordoned
    QVector<Taint> taints;
    QVector<Condition> conditions;

    // "8", "0" -> count; anything else (8k, 1e9, -1, words) -> nullopt.
    static std::optional<qint64> gpuQuantity(const QString& text);
    static bool isGpuResource(const QString& name);
    // Records a label: control plane, GPU labels and product.
    void label(const QString& key, const QString& value);
};

// The checks every kubectl view of nodes gives, so a node read from any of them says the same thing:
// - k8s.nodes_out: a node not Ready fails; one cordoned, tainted out of service (node.kubernetes.io/*, a health
//   monitor's taint, any NoExecute that is not a GPU reservation) or with a problem condition warns.
// - k8s.node.<name>: a fact per node out of service or without its GPUs, with its conditions and taints.
// - k8s.auto_drain: a taint or condition set by a health monitor shows nodes are taken out automatically.
// - k8s.passive_health: conditions beyond the kubelet's own (node-problem-detector and the like) show a health
//   monitor runs.
// - k8s.gpu_capacity: a Ready worker that advertises no allocatable GPU fails when a label or its capacity says it
//   has GPUs, or when no node has any (a worker without any sign of a GPU beside GPU nodes is a CPU node); fewer
//   allocatable than in capacity warns.
class KubeNodeChecks {
    Q_DECLARE_TR_FUNCTIONS(KubeNodeChecks)

public:
    static constexpr int kMaxNodeFindings = 1000;

    static void apply(ParsedRun& run, const QVector<KubeNodeStatus>& nodes);
    // The kubelet's own conditions; any other is a health monitor's.
    static bool kubeletCondition(const QString& type);
};

}  // namespace tb::core
