#pragma once

#include "core/Result.h"
#include "core/domain/KubeSettings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QPair>
#include <QStringList>
#include <QVector>

namespace tb::core {

// How a multi-node job is expressed: an MPIJob when the MPI operator's CRD is served, else an indexed Job whose
// pods find each other through a headless Service (<job>-<index>.<service>).
enum class KubeJobForm { MpiJob, IndexedJob };

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
};

// Kubernetes objects as QJsonObject (kubectl takes JSON): the collective's, and the one-pod-per-node cross-node
// audit's. Every object and pod template carries the label tierbench.run, by which the run finds and deletes
// everything it made.
class KubeManifests {
    Q_DECLARE_TR_FUNCTIONS(KubeManifests)

public:
    static constexpr int kMaxNameLength = 16;
    static QString runLabelKey() { return QStringLiteral("tierbench.run"); }

    // InvalidArgument for a name, image, label or resource Kubernetes would refuse (checked before anything is sent).
    static Status validate(const KubeCollectiveSpec& spec);
    // The objects to create, in order (the Service before the Job that names it).
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
