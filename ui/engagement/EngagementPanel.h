#pragma once

#include "core/engagement/EngagementProgress.h"
#include "core/session/CancelToken.h"
#include "ui/common/ChangeSubscription.h"
#include "ui/runs/RunPanel.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;

namespace tb::core {
class RemoteSession;
class Store;
}  // namespace tb::core

namespace tb::ui {

class EngagementStartDialog;
class EngagementStepsModel;
class NodeSessions;

// Nodes & runs › Engagement: the engagements of the selected node (ClusterMAX 3.0 plans run unattended under the
// node's supervisor, core::EngagementRunner). Shows the chosen engagement's steps with their state, the progress,
// node-hours against the budget and the minutes still expected; New engagement… (plan, phases, consent, the dry
// run), Update from node (collects what finished and imports it once), Pause, Resume, Skip step, Retry step. While
// the node is connected it updates every 30 s by itself; changes made elsewhere (the CLI, another workbench) show
// through the store's change signal.
//
// Thread contract: GUI thread. Store reads are store jobs, remote calls run on the node session's worker; their
// continuations resume only while the panel lives, and a panel that goes cancels what it started.
class EngagementPanel : public QWidget {
    Q_OBJECT

public:
    explicit EngagementPanel(NodeSessions* sessions, QWidget* parent = nullptr);
    ~EngagementPanel() override;

    void setStore(std::shared_ptr<core::Store> store);
    void setPlace(const RunPlace& place);
    void reload();

    qint64 currentEngagementId() const;
    void selectEngagement(qint64 id);
    EngagementStepsModel* stepsModel() const { return m_model; }
    const core::EngagementProgress& progress() const { return m_progress; }
    bool isBusy() const { return m_busy; }

    void startNew();
    void updateFromNode();
    void pause();
    void resume();
    void skipStep();
    void retryStep();
    EngagementStartDialog* startDialog() const;  // the open New engagement dialog, null when none

signals:
    void loaded(int engagements);
    void shown(qint64 engagementId);
    // Start, update, pause, resume, skip or retry came back: ok or the error's sentence.
    void actionDone(const QString& action, bool ok, const QString& message);

private:
    using RemoteCall = std::function<core::Status(core::RemoteConnection&)>;
    void start(const core::EngagementPlan& plan, const QStringList& phases, bool consent);
    // Logs in (host key and passphrase questions through NodeSessions), runs `call` on the session's worker, then
    // reloads and reports `action`.
    void onNode(const QString& action, RemoteCall call);
    void showEngagement(qint64 id);
    QString selectedStep() const;
    void updateButtons();
    void setBusy(bool busy, const QString& status = {});

    NodeSessions* m_sessions;
    std::shared_ptr<core::Store> m_store;
    ChangeSubscription m_changes;
    RunPlace m_place;
    quint64 m_generation = 0;
    core::CancelToken m_cancel;  // cancelled when the panel goes: a start still deploying stops
    bool m_busy = false;
    std::optional<core::EngagementView> m_view;
    core::EngagementProgress m_progress;

    QComboBox* m_engagements;
    QLabel* m_summary;
    QProgressBar* m_bar;
    QTableView* m_table;
    EngagementStepsModel* m_model;
    QLabel* m_status;
    QPushButton* m_new;
    QPushButton* m_update;
    QPushButton* m_pause;
    QPushButton* m_resume;
    QPushButton* m_skip;
    QPushButton* m_retry;
    QTimer* m_autoUpdate;
    QPointer<EngagementStartDialog> m_dialog;
};

}  // namespace tb::ui
