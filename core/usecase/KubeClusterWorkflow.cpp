#include "core/usecase/KubeClusterWorkflow.h"

#include "core/launch/kube/KubeManifests.h"
#include "core/store/KubeClusterRepository.h"
#include "core/store/Transaction.h"

#include <QRegularExpression>

namespace tb::core {

Status KubeClusterWorkflow::validate(const KubeSettings& k) {
    auto control = [](const QString& s) {
        for (const QChar c : s) {
            if (c.unicode() < 0x20 || c.unicode() == 0x7f) {
                return true;
            }
        }
        return false;
    };
    if (k.kubeconfigPath.trimmed().isEmpty() || control(k.kubeconfigPath) || k.kubeconfigPath.startsWith(u'-') ||
        k.kubeconfigPath.size() > 4096) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Kubeconfig: a file path (it is used where it lies, never copied)"),
                         k.kubeconfigPath.left(200));
    }
    if (control(k.context) || k.context.startsWith(u'-') || k.context.size() > 253) {
        return makeError(ErrorCode::InvalidArgument, tr("Context: a name from the kubeconfig"), k.context.left(200));
    }
    if (!KubeManifests::isDnsLabel(k.ns)) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("Namespace: lower-case letters, digits and '-', at most 63 characters"), k.ns.left(200));
    }
    if (k.gpusPerWorker < 0 || k.gpusPerWorker > 64 || k.rdmaPerWorker < 0 || k.rdmaPerWorker > 64) {
        return makeError(ErrorCode::InvalidArgument, tr("GPUs and RDMA devices per worker: 0 to 64"));
    }
    static const QRegularExpression resource(
        QStringLiteral("^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[a-z0-9]([-a-z0-9_.]*[a-z0-9])?$"));
    if (!k.rdmaResource.isEmpty() && !resource.match(k.rdmaResource).hasMatch()) {
        return makeError(ErrorCode::InvalidArgument, tr("RDMA resource: an extended resource name such as rdma/ib"),
                         k.rdmaResource.left(200));
    }
    for (auto it = k.nodeSelector.begin(); it != k.nodeSelector.end(); ++it) {
        if (it.key().isEmpty() || control(it.key()) || !it.value().isString() ||
            !KubeManifests::isLabelValue(it.value().toString())) {
            return makeError(ErrorCode::InvalidArgument, tr("Node selector: label=value pairs"), it.key().left(200));
        }
    }
    for (const QJsonValue& t : k.tolerations) {
        const QJsonObject o = t.toObject();
        const QString op = o.value(QStringLiteral("operator")).toString(QStringLiteral("Equal"));
        const QString effect = o.value(QStringLiteral("effect")).toString();
        if (!t.isObject() || (op != QLatin1String("Equal") && op != QLatin1String("Exists")) ||
            !(effect.isEmpty() || effect == QLatin1String("NoSchedule") ||
              effect == QLatin1String("PreferNoSchedule") || effect == QLatin1String("NoExecute"))) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("Tolerations: objects with key, operator Equal or Exists, value and effect"));
        }
    }
    return {};
}

Result<KubeClusterWorkflow::Listing> KubeClusterWorkflow::save(qint64 providerId, const NodeRecord& login,
                                                               ClusterRecord cluster, KubeSettings kube,
                                                               const QString& knownHostsFile, const QString& actor) {
    if (Status st = validate(kube); !st) {
        return st.error();
    }
    Transaction tx(m_db);  // the cluster and its Kubernetes settings together or not at all
    if (!tx.started()) {
        return tx.started().error();
    }
    cluster.scheduler = LauncherKind::Kubernetes;
    auto saved = ClusterWorkflow(m_db).save(providerId, login, cluster, knownHostsFile, actor);
    if (!saved) {
        return saved.error();
    }
    kube.clusterId = saved->cluster.id;
    if (Status st = KubeClusterRepository(m_db).save(kube); !st) {
        return st.error();
    }
    auto out = get(kube.clusterId);
    if (!out) {
        return out.error();
    }
    if (Status st = tx.commit(); !st) {
        return st.error();
    }
    return out;
}

Result<KubeClusterWorkflow::Listing> KubeClusterWorkflow::get(qint64 clusterId) const {
    auto cluster = ClusterQueries(m_db).get(clusterId);
    if (!cluster) {
        return cluster.error();
    }
    auto kube = KubeClusterRepository(m_db).get(clusterId);
    if (!kube) {
        return kube.error();
    }
    return Listing{*cluster, *kube};
}

}  // namespace tb::core
