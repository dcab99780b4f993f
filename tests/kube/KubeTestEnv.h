#pragma once

// What the Kubernetes suites share: the API stand-in with the cluster of the JSON fixtures loaded, a kubeconfig
// naming it, a fresh SQLite store with a provider and the Kubernetes cluster saved through the core call.
#include "core/launch/kube/Kubectl.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/usecase/KubeClusterWorkflow.h"
#include "tests/support/KubeStandIn.h"
#include "tests/support/ServiceCheck.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace tb::test {

inline QString kubeFixture(const QString& name) {
    return qEnvironmentVariable("TB_SOURCE_DIR", QStringLiteral(".")) + QStringLiteral("/tests/kube/fixtures/") + name;
}

inline QByteArray readKubeFixture(const QString& name) {
    QFile f(kubeFixture(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Puts each item of a fixture List into its collection (namespaced by its metadata.namespace).
inline int loadKubeList(KubeStandIn& api, const QString& groupVersion, const QString& resource, const QString& file) {
    const QJsonArray items =
        QJsonDocument::fromJson(readKubeFixture(file)).object().value(QStringLiteral("items")).toArray();
    for (const QJsonValue& v : items) {
        const QString ns =
            v.toObject().value(QStringLiteral("metadata")).toObject().value(QStringLiteral("namespace")).toString();
        api.put(KubeStandIn::collection(groupVersion, resource, ns), v.toObject());
    }
    return int(items.size());
}

struct KubeTestEnv {
    QTemporaryDir dir;
    KubeStandIn api;
    std::shared_ptr<core::Store> store;
    core::KubeClusterWorkflow::Listing listing;
    core::KubeTarget target;
    qint64 providerId = 0;

    static bool kubectlPresent() { return !QStandardPaths::findExecutable(QStringLiteral("kubectl")).isEmpty(); }

    // The fixture cluster: 1 control-plane + 2 GPU nodes, GPU and network operators, MPI operator + Kueue CRDs,
    // a default and an NFS StorageClass; claims bind as soon as they are made.
    bool start(QString* why, bool withMpiOperator = true) {
        qputenv("KUBECACHEDIR", dir.filePath(QStringLiteral("kube-cache")).toUtf8());
        if (!api.start()) {
            *why = QStringLiteral("the API stand-in could not listen on 127.0.0.1");
            return false;
        }
        loadKubeList(api, QStringLiteral("v1"), QStringLiteral("nodes"), QStringLiteral("nodes.json"));
        loadKubeList(api, QStringLiteral("apps/v1"), QStringLiteral("daemonsets"), QStringLiteral("daemonsets.json"));
        loadKubeList(api, QStringLiteral("storage.k8s.io/v1"), QStringLiteral("storageclasses"),
                     QStringLiteral("storageclasses.json"));
        const QString crds = KubeStandIn::collection(QStringLiteral("apiextensions.k8s.io/v1"),
                                                     QStringLiteral("customresourcedefinitions"));
        loadKubeList(api, QStringLiteral("apiextensions.k8s.io/v1"), QStringLiteral("customresourcedefinitions"),
                     QStringLiteral("crds.json"));
        if (!withMpiOperator) {
            api.remove(crds, QStringLiteral("mpijobs.kubeflow.org"));
        }
        api.onCreate([](KubeStandIn& a, const QString& collection, const QJsonObject& created) {
            if (collection.endsWith(QLatin1String("/persistentvolumeclaims"))) {
                a.patchStatus(
                    collection,
                    created.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString(),
                    QJsonObject{{QStringLiteral("phase"), QStringLiteral("Bound")}});
            }
        });
        target.kubeconfig = api.writeKubeconfig(dir.path(), QStringLiteral("standin"), QStringLiteral("tb"));
        target.context = QStringLiteral("standin");
        target.ns = QStringLiteral("tb");
        auto opened = core::Store::open(dir.filePath(QStringLiteral("tb.sqlite")));
        if (!opened) {
            *why = opened.error().toString();
            return false;
        }
        store = *opened;
        const core::KubeTarget t = target;
        auto saved = store->run([t, this](QSqlDatabase& db) -> core::Result<core::KubeClusterWorkflow::Listing> {
            core::Provider p;
            p.name = QStringLiteral("Kube Cloud");
            auto id = core::ProviderRepository(db).add(p, QStringLiteral("test"));
            if (!id) {
                return id.error();
            }
            providerId = *id;
            core::NodeRecord login;
            login.name = QStringLiteral("kube-a");
            login.host = QStringLiteral("127.0.0.1");
            core::ClusterRecord c;
            c.containerImage = QStringLiteral("ghcr.io/example/nccl-tests:2.13");
            core::KubeSettings k;
            k.kubeconfigPath = t.kubeconfig;
            k.context = t.context;
            k.ns = t.ns;
            k.gpusPerWorker = 8;
            k.rdmaResource = QStringLiteral("rdma/ib");
            k.rdmaPerWorker = 8;
            k.nodeSelector =
                QJsonObject{{QStringLiteral("nvidia.com/gpu.product"), QStringLiteral("NVIDIA-H100-80GB-HBM3")}};
            k.tolerations = QJsonArray{QJsonObject{{QStringLiteral("key"), QStringLiteral("nvidia.com/gpu")},
                                                   {QStringLiteral("operator"), QStringLiteral("Exists")},
                                                   {QStringLiteral("effect"), QStringLiteral("NoSchedule")}}};
            return core::KubeClusterWorkflow(db).save(*id, login, c, k, QString(), QStringLiteral("test"));
        });
        if (!saved) {
            *why = saved.error().toString();
            return false;
        }
        listing = *saved;
        return true;
    }
};

}  // namespace tb::test
