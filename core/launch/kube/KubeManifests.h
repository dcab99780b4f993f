#pragma once

#include "core/Result.h"
#include "core/domain/KubeSettings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QPair>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// How a multi-node job is expressed: an MPIJob when the MPI operator's CRD is served, else a JobSet when JobSet's
// is (its own headless Service: <job>-workers-0-<index>.<job>), else an indexed Job whose pods find each other
// through a headless Service of ours (<job>-<index>.<service>). NodePods is no collective form: one bare pod pinned
// to each named node, the cross-node audit's (no CLI word picks it). New values go at the end (stored by key, not
// number).
enum class KubeJobForm { MpiJob, IndexedJob, JobSet, NodePods };

// "mpijob", "indexed-job", "jobset" (CLI words and cluster_job.spec.form); "node-pods", which FromKey refuses.
QString kubeJobFormKey(KubeJobForm form);
std::optional<KubeJobForm> kubeJobFormFromKey(const QString& key);

// Gang scheduling on submit: Kueue (the job carries kueue.x-k8s.io/queue-name and is created suspended; Kueue
// admits it whole), Volcano (schedulerName volcano and a PodGroup whose minMember is every pod), or none.
struct KubeGang {
    enum class Kind { None, Kueue, Volcano };
    Kind kind = Kind::None;
    QString queue;  // Kueue: the LocalQueue's name

    // "none", "kueue:QUEUE", "volcano" (the CLI's --gang and cluster_job.spec.gang).
    QString key() const;
    // InvalidArgument for anything else (a queue that is no DNS label included).
    static Result<KubeGang> fromKey(const QString& key);
    bool operator==(const KubeGang& o) const { return kind == o.kind && queue == o.queue; }
};

// A multi-node collective in structured values; the manifests are built from these, never from pasted text.
struct KubeCollectiveSpec {
    QString runLabel;  // tierbench.run=<value> on every object and pod
    QString name;      // the job's name (DNS label, at most 16 characters: pod hostnames append to it)
    QString image;
    int workers = 2;
    KubeSettings settings;  // GPUs and RDMA devices per worker, node selector, tolerations
    QStringList command;    // argv of each rank (MPIJob: what mpirun starts)
    QVector<QPair<QString, QString>> environment;
    int activeDeadlineS = 1800;
    KubeGang gang;            // none unless asked for or found on the cluster
    QStringList pinnedNodes;  // NodePods: one pod on each, its rank its position
};

// Kubernetes objects as QJsonObject (kubectl takes JSON): the collective's, and the one-pod-per-node cross-node
// audit's. Every object and pod template carries the label tierbench.run, by which the run finds and deletes
// everything it made.
class KubeManifests {
    Q_DECLARE_TR_FUNCTIONS(KubeManifests)

public:
    static constexpr int kMaxNameLength = 16;
    static QString runLabelKey() { return QStringLiteral("tierbench.run"); }
    static QString kueueQueueLabel() { return QStringLiteral("kueue.x-k8s.io/queue-name"); }
    static QString volcanoGroupAnnotation() { return QStringLiteral("scheduling.k8s.io/group-name"); }
    static QString jobSetNameLabel() { return QStringLiteral("jobset.sigs.k8s.io/jobset-name"); }
    // The JobSet form's one replicated job (its pods: <name>-workers-0-<index>).
    static QString jobSetReplicatedJob() { return QStringLiteral("workers"); }
    // A NodePods pod's rank (its position in pinnedNodes), as a label.
    static QString rankLabelKey() { return QStringLiteral("tierbench.rank"); }

    // InvalidArgument for a name, image, label or resource Kubernetes would refuse (checked before anything is sent).
    static Status validate(const KubeCollectiveSpec& spec);
    // The objects to create, in order (the Service or PodGroup before the job that names it).
    static Result<QJsonArray> collective(const KubeCollectiveSpec& spec, KubeJobForm form);
    // A v1 List holding objects: one `kubectl create -f -`.
    static QJsonObject list(const QJsonArray& objects);

    // One pod pinned to `node` (spec.nodeName: no scheduler decision) running `command` with the host's
    // /proc, /sys, /dev and /etc mounted read-only under /host, for the cross-node audit.
    static QJsonObject nodeAuditPod(const QString& name, const QString& node, const QString& image,
                                    const QStringList& command, const QString& runLabel, const KubeSettings& settings);

    static bool isDnsLabel(const QString& name, int maxLength = 63);
    static bool isLabelValue(const QString& value);
};

}  // namespace tb::core
