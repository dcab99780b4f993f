#pragma once

#include "core/Result.h"
#include "core/domain/KubeSettings.h"
#include "core/usecase/ClusterWorkflow.h"

#include <QCoreApplication>
#include <QSqlDatabase>

namespace tb::core {

// A Kubernetes cluster as the cluster view and `tierbench-cli cluster` add, change and read it: the cluster row
// (scheduler kubernetes; its login node is where kubectl runs when the API is reachable only there) and its
// kube_cluster settings, in one transaction (storage thread).
class KubeClusterWorkflow {
    Q_DECLARE_TR_FUNCTIONS(KubeClusterWorkflow)

public:
    struct Listing {
        ClusterListing cluster;
        KubeSettings kube;
    };

    explicit KubeClusterWorkflow(QSqlDatabase& db) : m_db(db) {}
    Result<Listing> save(qint64 providerId, const NodeRecord& login, ClusterRecord cluster, KubeSettings kube,
                         const QString& knownHostsFile, const QString& actor);
    Result<Listing> get(qint64 clusterId) const;

    // Refuses what kubectl or the API server would (a namespace that is no DNS label, a context with control
    // characters, counts out of range) and a kubeconfig that is not a path.
    static Status validate(const KubeSettings& kube);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
