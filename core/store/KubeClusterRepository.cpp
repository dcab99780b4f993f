#include "core/store/KubeClusterRepository.h"

#include "core/store/SqlError.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

Result<KubeSettings> KubeClusterRepository::get(qint64 clusterId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT kubeconfig_path, context_name, namespace_name, via_login, gpus_per_worker, "
                       "rdma_resource, rdma_per_worker, node_selector_json, tolerations_json, kubectl_version "
                       "FROM kube_cluster WHERE cluster_id = ?"));
    q.addBindValue(clusterId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not read the Kubernetes settings"));
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("Cluster %1 has no Kubernetes settings").arg(clusterId));
    }
    KubeSettings s;
    s.clusterId = clusterId;
    s.kubeconfigPath = q.value(0).toString();
    s.context = q.value(1).toString();
    s.ns = q.value(2).toString();
    s.viaLogin = q.value(3).toInt() != 0;
    s.gpusPerWorker = q.value(4).toInt();
    s.rdmaResource = q.value(5).toString();
    s.rdmaPerWorker = q.value(6).toInt();
    s.nodeSelector = QJsonDocument::fromJson(q.value(7).toString().toUtf8()).object();
    s.tolerations = QJsonDocument::fromJson(q.value(8).toString().toUtf8()).array();
    s.kubectlVersion = q.value(9).toString();
    return s;
}

Status KubeClusterRepository::save(const KubeSettings& s) {
    // notNull: an empty context or RDMA resource is '' (the columns are NOT NULL), not a null QString's NULL.
    const QVariantList values{notNull(s.kubeconfigPath),
                              notNull(s.context),
                              notNull(s.ns),
                              s.viaLogin ? 1 : 0,
                              s.gpusPerWorker,
                              notNull(s.rdmaResource),
                              s.rdmaPerWorker,
                              QString::fromUtf8(QJsonDocument(s.nodeSelector).toJson(QJsonDocument::Compact)),
                              QString::fromUtf8(QJsonDocument(s.tolerations).toJson(QJsonDocument::Compact))};
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("UPDATE kube_cluster SET kubeconfig_path = ?, context_name = ?, namespace_name = ?, "
                       "via_login = ?, gpus_per_worker = ?, rdma_resource = ?, rdma_per_worker = ?, "
                       "node_selector_json = ?, tolerations_json = ? WHERE cluster_id = ?"));
    for (const QVariant& v : values) {
        q.addBindValue(v);
    }
    q.addBindValue(s.clusterId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not save the Kubernetes settings"));
    }
    if (q.numRowsAffected() > 0) {
        return {};
    }
    QSqlQuery ins(m_db);
    ins.prepare(
        QStringLiteral("INSERT INTO kube_cluster (cluster_id, kubeconfig_path, context_name, namespace_name, "
                       "via_login, gpus_per_worker, rdma_resource, rdma_per_worker, node_selector_json, "
                       "tolerations_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    ins.addBindValue(s.clusterId);
    for (const QVariant& v : values) {
        ins.addBindValue(v);
    }
    if (!ins.exec()) {
        return sqlError(ins.lastError(), tr("Could not save the Kubernetes settings"));
    }
    return {};
}

Status KubeClusterRepository::setKubectlVersion(qint64 clusterId, const QString& version) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE kube_cluster SET kubectl_version = ? WHERE cluster_id = ?"));
    q.addBindValue(version.left(64));
    q.addBindValue(clusterId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("Could not record the kubectl version"));
    }
    return {};
}

}  // namespace tb::core
