#pragma once

#include "core/Result.h"
#include "core/domain/KubeSettings.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tb::core {

// kube_cluster rows: a Kubernetes cluster's settings, one per cluster (storage thread).
class KubeClusterRepository {
    Q_DECLARE_TR_FUNCTIONS(KubeClusterRepository)

public:
    explicit KubeClusterRepository(QSqlDatabase& db) : m_db(db) {}
    // NotFound for a cluster without Kubernetes settings.
    Result<KubeSettings> get(qint64 clusterId) const;
    // Inserts or updates the cluster's row.
    Status save(const KubeSettings& settings);
    Status setKubectlVersion(qint64 clusterId, const QString& version);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
