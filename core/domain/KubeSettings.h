#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace tb::core {

// A Kubernetes cluster's settings (kube_cluster, beside its `cluster` row): where kubectl finds the API and what
// every worker pod asks for. The kubeconfig is a path only; its content (credentials) never enters the database.
struct KubeSettings {
    qint64 clusterId = 0;
    QString kubeconfigPath;  // on this machine, or on the login node when viaLogin
    QString context;         // empty: the kubeconfig's current context
    QString ns = QStringLiteral("default");
    bool viaLogin = false;
    int gpusPerWorker = 8;
    QString rdmaResource;  // an extended resource such as rdma/ib; empty: none requested
    int rdmaPerWorker = 0;
    QJsonObject nodeSelector;  // label -> value
    QJsonArray tolerations;    // core/v1 Toleration objects
    QString kubectlVersion;    // the client version the last audit ran with
};

}  // namespace tb::core
