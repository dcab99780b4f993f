#include "core/launch/kube/KubeAudit.h"

#include "core/launch/kube/Kubectl.h"

#include "core/launch/kube/KubeJson.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace tb::core {

namespace {
FindingRecord check(const char* id, FindingStatus status, const QString& evidence, const QString& detail) {
    return FindingRecord::check(QString::fromLatin1(id), status, evidence, detail.left(2000));
}
FindingRecord fact(const char* id, const QString& value, const QString& source) {
    return FindingRecord::fact(QString::fromLatin1(id), value.left(500), source);
}
using kubejson::obj;
using kubejson::str;
// A resource quantity as kubectl prints it ("8", "8k" never for GPUs); anything else counts 0.
int count(const QJsonValue& v) {
    bool ok = false;
    const qint64 n = v.toString().toLongLong(&ok);
    return ok && n > 0 && n <= 1024 ? int(n) : 0;
}
QString list(const QStringList& names, int max = 8) {
    QString out = names.mid(0, max).join(QStringLiteral(", "));
    if (names.size() > max) {
        out += KubeAudit::tr(" and %n more", nullptr, int(names.size() - max));
    }
    return out;
}
const QStringList kGpuOperatorNamespaces{
    QStringLiteral("gpu-operator"), QStringLiteral("gpu-operator-resources"), QStringLiteral("nvidia-gpu-operator"),
    QStringLiteral("nvidia"),       QStringLiteral("kube-amd-gpu"),           QStringLiteral("amd-gpu-operator"),
    QStringLiteral("gpu")};
}  // namespace

const ClusterSnapshot::RawOutput* KubeAuditInput::output(const QString& name) const {
    for (const auto& r : raw) {
        if (r.name == name) {
            return &r;
        }
    }
    return nullptr;
}

Result<QJsonArray> KubeAudit::items(const QByteArray& listJson, const QString& what) {
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(listJson, &e);
    if (e.error != QJsonParseError::NoError || !doc.isObject()) {
        return makeError(ErrorCode::Parse, tr("kubectl's reply to \"%1\" is not JSON").arg(what), e.errorString());
    }
    const QJsonValue v = doc.object().value(QStringLiteral("items"));
    if (!v.isArray()) {
        return makeError(ErrorCode::Parse, tr("kubectl's reply to \"%1\" is not a list of objects").arg(what));
    }
    for (const QJsonValue& i : v.toArray()) {
        if (!i.isObject() || !i.toObject().value(QStringLiteral("metadata")).isObject()) {
            return makeError(ErrorCode::Parse,
                             tr("kubectl's reply to \"%1\" holds an item without metadata").arg(what));
        }
    }
    return v.toArray();
}

Result<QVector<KubeNode>> KubeAudit::gpuNodes(const QByteArray& nodeListJson) {
    auto nodes = items(nodeListJson, QStringLiteral("get nodes"));
    if (!nodes) {
        return nodes.error();
    }
    QVector<KubeNode> out;
    for (const QJsonValue& v : *nodes) {
        const QJsonObject n = v.toObject();
        const QJsonObject labels = obj(obj(n, "metadata"), "labels");
        KubeNode k;
        k.name = str(obj(n, "metadata"), "name").left(253);
        k.controlPlane = labels.contains(QStringLiteral("node-role.kubernetes.io/control-plane")) ||
                         labels.contains(QStringLiteral("node-role.kubernetes.io/master"));
        const QJsonObject capacity = obj(obj(n, "status"), "capacity");
        for (const char* r : {"nvidia.com/gpu", "amd.com/gpu"}) {
            if (const int g = count(capacity.value(QLatin1String(r))); g > 0) {
                k.gpus = g;
                k.gpuResource = QString::fromLatin1(r);
            }
        }
        for (auto it = capacity.begin(); it != capacity.end(); ++it) {
            if (it.key().startsWith(QLatin1String("rdma/")) && count(it.value()) > 0) {
                k.rdmaResources << it.key();
            }
        }
        k.gpuProduct = labels.value(QStringLiteral("nvidia.com/gpu.product")).toString().left(100);
        for (const QJsonValue& c : obj(n, "status").value(QStringLiteral("conditions")).toArray()) {
            if (str(c.toObject(), "type") == QLatin1String("Ready")) {
                k.ready = str(c.toObject(), "status") == QLatin1String("True");
            }
        }
        if (k.gpus > 0 && !k.controlPlane && !k.name.isEmpty()) {
            out << k;
        }
    }
    return out;
}

Result<QVector<FindingRecord>> KubeAudit::findings(const KubeAuditInput& in) {
    auto need = [&](const char* name) -> Result<QJsonArray> {
        const auto* r = in.output(QString::fromLatin1(name));
        if (!r) {
            return makeError(ErrorCode::NotFound,
                             tr("The audit has no output of \"%1\"").arg(QString::fromLatin1(name)));
        }
        if (r->exitCode.value_or(1) != 0) {
            return QJsonArray();  // kubectl refused (RBAC): judged as not visible, the evidence says why
        }
        return items(r->content, r->command);
    };
    QVector<FindingRecord> out;

    // Access and version.
    const auto* version = in.output(QStringLiteral("version"));
    const QJsonObject v = version ? QJsonDocument::fromJson(version->content).object() : QJsonObject();
    const QString server = str(obj(v, "serverVersion"), "gitVersion").left(64);
    out << fact("k8s.version", server, QStringLiteral("version"));
    out << fact("k8s.kubectl", str(obj(v, "clientVersion"), "gitVersion").left(64), QStringLiteral("version"));
    out << (server.isEmpty() ? check("k8s.access", FindingStatus::Fail, QStringLiteral("version"),
                                     tr("the API server did not answer with its version: %1")
                                         .arg(version ? QString::fromUtf8(version->content.left(300)) : QString()))
                             : check("k8s.access", FindingStatus::Pass, QStringLiteral("version"),
                                     tr("kubeconfig reaches the API server (%1)").arg(server)));

    // Nodes and GPUs.
    const auto* nodesRaw = in.output(QStringLiteral("nodes"));
    auto nodeItems = need("nodes");
    if (!nodeItems) {
        return nodeItems.error();
    }
    auto gpu = gpuNodes(nodesRaw ? nodesRaw->content : QByteArray("{\"items\":[]}"));
    if (!gpu) {
        return gpu.error();
    }
    int gpus = 0;
    QStringList notReady, products;
    for (const KubeNode& n : *gpu) {
        gpus += n.gpus;
        if (!n.ready) {
            notReady << n.name;
        }
        if (!n.gpuProduct.isEmpty() && !products.contains(n.gpuProduct)) {
            products << n.gpuProduct;
        }
    }
    out << fact("k8s.nodes", QString::number(nodeItems->size()), QStringLiteral("nodes"));
    out << fact("k8s.gpu_nodes", QString::number(gpu->size()), QStringLiteral("nodes"));
    out << fact("k8s.gpus", QString::number(gpus), QStringLiteral("nodes"));
    out << fact("k8s.gpu_product", products.join(u','), QStringLiteral("nodes"));
    if (gpu->isEmpty()) {
        out << check("k8s.gpu_nodes", FindingStatus::Fail, QStringLiteral("nodes"),
                     tr("no node advertises nvidia.com/gpu or amd.com/gpu capacity"));
    } else if (!notReady.isEmpty()) {
        out << check(
            "k8s.gpu_nodes", FindingStatus::Warn, QStringLiteral("nodes"),
            tr("GPUs: %1, on %n node(s); not Ready: %2", nullptr, int(gpu->size())).arg(gpus).arg(list(notReady)));
    } else {
        out << check("k8s.gpu_nodes", FindingStatus::Pass, QStringLiteral("nodes"),
                     tr("GPUs: %1, on %n Ready node(s)", nullptr, int(gpu->size())).arg(gpus));
    }

    // Operators: the GPU operator's and the network operator's DaemonSets, all scheduled pods ready.
    auto ds = need("daemonsets");
    if (!ds) {
        return ds.error();
    }
    static const QRegularExpression gpuNs(QStringLiteral("gpu-operator|nvidia-gpu"));
    static const QRegularExpression netNs(QStringLiteral("network-operator"));
    static const QRegularExpression netDs(QStringLiteral("mofed|rdma-shared-dp|sriov-device-plugin|nv-ipam|rdma"));
    QStringList gpuSets, gpuUnhealthy, netSets, netUnhealthy;
    for (const QJsonValue& i : *ds) {
        const QJsonObject d = i.toObject();
        const QString ns = str(obj(d, "metadata"), "namespace");
        const QString name = str(obj(d, "metadata"), "name");
        const QJsonObject st = obj(d, "status");
        const int desired = st.value(QStringLiteral("desiredNumberScheduled")).toInt(-1);
        const int ready = st.value(QStringLiteral("numberReady")).toInt(-1);
        const bool healthy = desired >= 0 && ready == desired;
        const QString label = ns + u'/' + name + QStringLiteral(" %1/%2").arg(ready).arg(desired);
        if (kGpuOperatorNamespaces.contains(ns) || gpuNs.match(ns).hasMatch()) {
            gpuSets << label;
            if (!healthy) {
                gpuUnhealthy << label;
            }
        } else if (netNs.match(ns).hasMatch() || netDs.match(name).hasMatch()) {
            netSets << label;
            if (!healthy) {
                netUnhealthy << label;
            }
        }
    }
    auto operatorCheck = [&](const char* id, const QStringList& sets, const QStringList& unhealthy,
                             const QString& what) {
        if (sets.isEmpty()) {
            out << check(id, FindingStatus::Fail, QStringLiteral("daemonsets"), tr("no %1 DaemonSet found").arg(what));
        } else if (!unhealthy.isEmpty()) {
            out << check(id, FindingStatus::Warn, QStringLiteral("daemonsets"),
                         tr("%1 present but not every pod is ready: %2").arg(what, list(unhealthy)));
        } else {
            out << check(id, FindingStatus::Pass, QStringLiteral("daemonsets"),
                         tr("%1 healthy: %2").arg(what, list(sets)));
        }
    };
    operatorCheck("k8s.gpu_operator", gpuSets, gpuUnhealthy, tr("GPU operator"));
    operatorCheck("k8s.network_operator", netSets, netUnhealthy, tr("network operator"));

    // CRDs: MPI operator, JobSet, gang schedulers.
    auto crds = need("crds");
    if (!crds) {
        return crds.error();
    }
    QStringList crdNames;
    for (const QJsonValue& i : *crds) {
        crdNames << str(obj(i.toObject(), "metadata"), "name");
    }
    const bool mpi = crdNames.contains(QStringLiteral("mpijobs.kubeflow.org"));
    const bool jobset = crdNames.contains(QStringLiteral("jobsets.jobset.x-k8s.io"));
    const bool kueue = crdNames.contains(QStringLiteral("workloads.kueue.x-k8s.io"));
    const bool volcano = crdNames.contains(QStringLiteral("jobs.batch.volcano.sh"));
    out << (mpi ? check("k8s.mpi_operator", FindingStatus::Pass, QStringLiteral("crds"),
                        tr("mpijobs.kubeflow.org is served"))
                : check("k8s.mpi_operator", jobset ? FindingStatus::Warn : FindingStatus::Fail, QStringLiteral("crds"),
                        jobset ? tr("no MPI operator; JobSet is there for multi-node jobs")
                               : tr("neither the MPI operator nor JobSet: multi-node jobs need an indexed Job")));
    out << fact("k8s.jobset", jobset ? QStringLiteral("yes") : QStringLiteral("no"), QStringLiteral("crds"));
    QStringList gang;
    if (kueue) {
        gang << QStringLiteral("Kueue");
    }
    if (volcano) {
        gang << QStringLiteral("Volcano");
    }
    out << (gang.isEmpty() ? check("k8s.gang_scheduling", FindingStatus::Fail, QStringLiteral("crds"),
                                   tr("no gang scheduler (Kueue, Volcano): multi-node jobs can deadlock half-placed"))
                           : check("k8s.gang_scheduling", FindingStatus::Pass, QStringLiteral("crds"),
                                   tr("gang scheduling through %1").arg(gang.join(QStringLiteral(", ")))));

    // Storage.
    auto classes = need("storageclasses");
    if (!classes) {
        return classes.error();
    }
    static const QRegularExpression rwx(QStringLiteral("nfs|cephfs|lustre|gpfs|spectrum|vast|weka|ddn|filestore|efs|"
                                                       "azurefile|juicefs|beegfs|csi-wekafs"),
                                        QRegularExpression::CaseInsensitiveOption);
    QStringList defaults, rwxClasses, all;
    QString defaultBinding;
    for (const QJsonValue& i : *classes) {
        const QJsonObject c = i.toObject();
        const QJsonObject meta = obj(c, "metadata");
        const QString name = str(meta, "name");
        const QString provisioner = str(c, "provisioner");
        all << name;
        if (obj(meta, "annotations").value(QStringLiteral("storageclass.kubernetes.io/is-default-class")).toString() ==
            QLatin1String("true")) {
            defaults << name;
            defaultBinding = str(c, "volumeBindingMode");
        }
        if (rwx.match(provisioner).hasMatch()) {
            rwxClasses << name + u'(' + provisioner + u')';
        }
    }
    out << (defaults.isEmpty()
                ? check("k8s.default_storage", FindingStatus::Fail, QStringLiteral("storageclasses"),
                        tr("no default StorageClass among: %1").arg(all.isEmpty() ? tr("none") : list(all)))
                : check("k8s.default_storage", defaults.size() == 1 ? FindingStatus::Pass : FindingStatus::Warn,
                        QStringLiteral("storageclasses"),
                        tr("default StorageClass: %1").arg(defaults.join(QStringLiteral(", ")))));
    out << (rwxClasses.isEmpty() ? check("k8s.rwx_storage", FindingStatus::Fail, QStringLiteral("storageclasses"),
                                         tr("no StorageClass with a ReadWriteMany-capable provisioner"))
                                 : check("k8s.rwx_storage", FindingStatus::Pass, QStringLiteral("storageclasses"),
                                         tr("ReadWriteMany-capable: %1").arg(list(rwxClasses))));

    // The test claim.
    if (!in.pvcError.isEmpty()) {
        out << check("k8s.pvc_bind", FindingStatus::Fail, QStringLiteral("pvc"),
                     tr("the test claim could not be made: %1").arg(in.pvcError.left(300)));
    } else if (in.pvcPhase == QLatin1String("Bound")) {
        out << check("k8s.pvc_bind", FindingStatus::Pass, QStringLiteral("pvc"),
                     tr("a 1Gi claim was Bound within %1 s").arg(in.pvcWaitedS));
    } else if (defaultBinding == QLatin1String("WaitForFirstConsumer")) {
        out << check(
            "k8s.pvc_bind", FindingStatus::Pass, QStringLiteral("pvc"),
            tr("the claim stays %1 until a pod uses it: the default class binds at first consumer").arg(in.pvcPhase));
    } else {
        out << check("k8s.pvc_bind", FindingStatus::Fail, QStringLiteral("pvc"),
                     tr("the claim was still %1 after %2 s")
                         .arg(in.pvcPhase.isEmpty() ? tr("missing") : in.pvcPhase)
                         .arg(in.pvcWaitedS));
    }

    // RBAC self-check.
    QStringList denied, allowed;
    for (auto it = in.canI.cbegin(); it != in.canI.cend(); ++it) {
        (it.value() ? allowed : denied) << it.key();
    }
    denied.sort();
    allowed.sort();
    out << (denied.isEmpty() ? check("k8s.rbac", FindingStatus::Pass, QStringLiteral("auth can-i"),
                                     tr("allowed: %1").arg(allowed.join(QStringLiteral(", "))))
                             : check("k8s.rbac", FindingStatus::Warn, QStringLiteral("auth can-i"),
                                     tr("not allowed: %1").arg(denied.join(QStringLiteral(", ")))));
    return out;
}

Result<QVector<KubeNode>> KubeAudit::listGpuNodes(Kubectl& kubectl) {
    auto listed = kubectl.run(
        {QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("json")}, {}, 60, false);
    if (!listed) {
        return listed.error();
    }
    if (listed->exitCode != 0) {
        return makeError(ErrorCode::ProbeFailed, tr("kubectl could not list the nodes (exit %1)").arg(listed->exitCode),
                         QString::fromUtf8(listed->err.trimmed().left(2000)));
    }
    return gpuNodes(listed->out);
}

}  // namespace tb::core
