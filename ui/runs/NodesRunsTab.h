#pragma once

#include "ui/common/ChangeSubscription.h"

#include "core/session/RemoteSession.h"
#include "core/session/SshTarget.h"
#include "core/usecase/NodeWorkflow.h"
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
class QTabWidget;

namespace tb::ui {

class EngagementPanel;
class NodeDialog;
class NodeSessions;
class RunHistoryPanel;
class RunPanel;
struct RunPlace;

// Provider tab "Nodes & runs": the nodes of the provider's evaluations (add, edit, delete, test connection), the run
// panel for the selected node and its run history. New nodes go into the newest evaluation (a draft "Hands-on
// tests" evaluation is opened when there is none, as the CLI does).
//
// The SSH layer is injected with setConnectionFactory() (the GUI's main passes app::sshConnectionFactory()); ui/
// never sees libssh. Thread contract: GUI thread; store jobs continue with `.then(this, ...)`, SSH work runs on the
// node sessions' workers.
class NodesRunsTab : public QWidget, public ProviderAware, public StoreAware {
    Q_OBJECT

public:
    explicit NodesRunsTab(QWidget* parent = nullptr);
    ~NodesRunsTab() override;

    void setStore(std::shared_ptr<core::Store> store) override;
    void setProvider(qint64 providerId) override;
    void setConnectionFactory(core::RemoteSession::ConnectionFactory factory);
    // Test seam and site policy: adjusts every login target before use (e.g. ignore ~/.ssh/config, a test agent).
    void setTargetAdjuster(std::function<void(core::SshTarget&)> adjust) { m_adjust = std::move(adjust); }

    void addNode();
    void editNode();
    void deleteNode();
    void testConnection();
    // The node presented another key than the one it was registered with (Test connection refused it): records the
    // new key after the analyst confirms, audited, as `tierbench-cli run --rekey-node` does (NodeWorkflow).
    void rekeyNode();
    // Selects a node of the list by id; false when it is not shown.
    bool selectNode(qint64 nodeId);
    qint64 currentNodeId() const;
    core::SshTarget targetFor(const core::NodeRecord& node, const QString& knownHostsFile) const;
    // For closing the window mid-run: whether a batch is going, on which node (its label), and cancelling it (the
    // remote process group is signalled by the session's worker; nothing here waits for it).
    bool isRunning() const;
    QString runningNodeName() const;
    void cancelRun();

    NodeSessions* sessions() const { return m_sessions; }
    NodeDialog* nodeDialog() const;

signals:
    void nodesLoaded(int count);
    void connectionTested(qint64 nodeId, bool ok, const QString& message);
    void nodeRekeyed(qint64 nodeId, bool ok, const QString& message);
    void errorOccurred(const QString& message);

private:
    using NodeRow = core::NodeListing;
    void reloadNodes(qint64 selectId);
    void onCurrentNodeChanged();
    // Where the run panel runs for this row, with the refused host key (if Test connection refused one) so that
    // the panel says so and keeps Run disabled.
    RunPlace placeFor(const NodeRow* row) const;
    // After a key check or a re-key of `nodeId`: the run panel shows the node's key state (when it is selected).
    void refreshRunPlace(qint64 nodeId);
    void openNodeDialog(const core::NodeRecord& node, const QString& knownHostsFile, const QString& message);
    void saveNode(const core::NodeRecord& node, const QString& knownHostsFile);
    // Another analyst saved the node since the dialog read it: Reload, Overwrite knowingly or Keep editing.
    void resolveNodeConflict(const core::NodeRecord& mine, const QString& knownHostsFile, const core::Error& conflict);
    void updateButtons();
    void setNodeStatus(qint64 nodeId, const QString& text);
    void checkTestedKey(qint64 nodeId, const core::HostKeyInfo& key, const QString& display);
    // Icon, text and tooltip of a node's list entry, "connection lost" included.
    void decorateNodeItem(qint64 nodeId);
    const NodeRow* currentRow() const;

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    qint64 m_providerId = 0;
    QString m_providerName;
    qint64 m_newestEvaluation = 0;
    quint64 m_generation = 0;
    qint64 m_pendingSelect = 0;  // the node a superseded reload was asked to select
    QVector<NodeRow> m_rows;
    QHash<qint64, QString> m_nodeStatus;
    QHash<qint64, core::HostKeyInfo> m_changedKeys;  // refused by Test connection, until re-keyed or tested again
    std::function<void(core::SshTarget&)> m_adjust;

    NodeSessions* m_sessions;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_edit;
    QPushButton* m_delete;
    QPushButton* m_test;
    QPushButton* m_rekey;
    QLabel* m_status;
    QTabWidget* m_pages;
    RunPanel* m_runPanel;
    RunHistoryPanel* m_history;
    EngagementPanel* m_engagement;
    QPointer<NodeDialog> m_dialog;
};

}  // namespace tb::ui
