#pragma once

#include "ui/common/ChangeSubscription.h"
#include "core/session/RemoteSession.h"
#include "core/usecase/ClusterWorkflow.h"
#include "ui/cluster/ClusterDialog.h"
#include "ui/common/ProviderAware.h"
#include "ui/common/StoreAware.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace tb::ui {

class ClusterView;
class NodeSessions;

// Provider tab "Clusters": the provider's Slurm and Kubernetes clusters (add, edit, delete, all through the one
// ClusterDialog) and the one ClusterView of the selected one, whatever its scheduler. A cluster's login node is a node
// like any other (it also shows in "Nodes & runs", where its probes and recipes run on a compute node through srun).
//
// The SSH layer is injected (setConnectionFactory); ui/ never sees libssh. Thread contract: GUI thread.
class ClustersTab : public QWidget, public ProviderAware, public StoreAware {
    Q_OBJECT

public:
    explicit ClustersTab(QWidget* parent = nullptr);
    ~ClustersTab() override;

    void setStore(std::shared_ptr<core::Store> store) override;
    void setProvider(qint64 providerId) override;
    void setConnectionFactory(core::RemoteSession::ConnectionFactory factory);
    void setTargetAdjuster(std::function<void(core::SshTarget&)> adjust);
    void setProbeSources(const QString& probesDir, const QString& prebuiltDir);
    void setPollIntervalMs(int ms);

    void addCluster();
    void editCluster();
    void deleteCluster();
    void reload(qint64 selectClusterId = 0);
    bool selectCluster(qint64 clusterId);
    ClusterView* currentView() const;
    bool isRunning() const;

    ClusterDialog* dialog() const { return m_dialog; }
    NodeSessions* sessions() const { return m_sessions; }

signals:
    void clustersLoaded(int count);
    void dialogShown(tb::ui::ClusterDialog* dialog);
    void errorOccurred(const QString& message);

private:
    void onCurrentChanged();
    void openDialog(const core::ClusterListing& listing, const QString& message, const core::KubeSettings& kube = {});
    void save(const core::NodeRecord& login, const core::ClusterRecord& cluster, const QString& knownHostsFile);
    void saveKube(const core::NodeRecord& login, const core::ClusterRecord& cluster, const core::KubeSettings& kube,
                  const QString& knownHostsFile);
    // Another analyst saved the cluster (or its login node) since the dialog read it: Reload, Overwrite knowingly
    // or Keep editing.
    void resolveConflict(const core::NodeRecord& login, const core::ClusterRecord& cluster,
                         const QString& knownHostsFile, const core::Error& conflict);
    QWidget* viewFor(const core::ClusterListing& listing);

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    qint64 m_providerId = 0;
    quint64 m_generation = 0;
    qint64 m_pendingSelect = 0;  // the cluster the next landing reload selects (a saved one)
    QVector<core::ClusterListing> m_rows;
    QHash<qint64, ClusterView*> m_views;
    std::function<void(core::SshTarget&)> m_adjust;
    QString m_probesDir, m_prebuiltDir;
    int m_pollMs = 0;

    NodeSessions* m_sessions;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_edit;
    QPushButton* m_delete;
    QLabel* m_empty;
    QStackedWidget* m_stack;
    QPointer<ClusterDialog> m_dialog;
};

}  // namespace tb::ui
