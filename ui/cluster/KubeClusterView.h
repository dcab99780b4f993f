#pragma once

#include "core/domain/ClusterJobRecord.h"
#include "core/cluster/kube/KubeAuditRunner.h"
#include "core/launch/kube/Kubectl.h"
#include "core/session/CancelToken.h"
#include "core/session/SshTarget.h"
#include "core/usecase/KubeClusterWorkflow.h"
#include "ui/common/ChangeSubscription.h"
#include "ui/cluster/KubeRunDialog.h"

#include <QFuture>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace tb::core {
class ClusterJobRelay;
class Kubectl;
class RemoteSession;
class Store;
}  // namespace tb::core

namespace tb::ui {

class ClusterAuditModel;
class ClusterJobsModel;
class NodeMatrixModel;
class NodeMatrixPage;
class NodeSessions;
class RunHistoryPanel;

// One Kubernetes cluster, in the shape of the Slurm cluster view: the audit through kubectl (findings with their
// suggested verdicts, each check's raw kubectl output, the kubectl version), the node-by-check matrix of the newest
// cross-node audit (tb-node in one pod per GPU node), the jobs with their state and the scheduler's reason, the log
// of the one that runs as it arrives, Cancel (delete, then wait until no pod of the run is left), and the history
// where suggested verdicts are accepted into the checklist.
//
// kubectl runs on a thread of its own when the API is reachable from here, or on the login node's session worker
// (one session looks, one runs jobs) when the cluster says so; every result comes back with `.then(this, ...)`, and
// the job's watch reports through a relay queued to the GUI thread. The GUI thread never waits.
class KubeClusterView : public QWidget {
    Q_OBJECT

public:
    KubeClusterView(std::shared_ptr<core::Store> store, NodeSessions* sessions, QWidget* parent = nullptr);
    ~KubeClusterView() override;

    // Reads the cluster's Kubernetes settings (storage thread), then the stored audit, matrix and jobs.
    void setCluster(const core::ClusterListing& cluster);
    const core::KubeClusterWorkflow::Listing& listing() const { return m_listing; }
    void setTargetAdjuster(std::function<void(core::SshTarget&)> adjust) { m_adjust = std::move(adjust); }
    void setPollIntervalMs(int ms) { m_pollMs = ms; }
    void setPendingLimitS(int s) { m_pendingLimitS = s; }

    // What the buttons do.
    void runAudit();
    void runNodeAudit();
    // Detects the form the cluster serves, then opens the run dialog; Submit there starts the job.
    void openRunDialog();
    void submit(const core::KubeCollectiveSpec& spec, core::KubeJobForm form);
    void cancelJob();
    void reloadStored();

    bool isRunning() const { return m_running; }
    bool isCancelling() const { return m_cancelling; }
    QTabWidget* pages() const { return m_pages; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* kubectlLabel() const { return m_kubectl; }
    QTableView* auditView() const { return m_auditView; }
    ClusterAuditModel* auditModel() const { return m_audit; }
    QPlainTextEdit* evidenceText() const { return m_evidence; }
    QTableView* matrixView() const;
    NodeMatrixModel* matrixModel() const;
    QLabel* matrixSummary() const;
    QLineEdit* nodeImageField() const { return m_nodeImage; }
    QTableView* jobsView() const { return m_jobsView; }
    ClusterJobsModel* jobsModel() const { return m_jobsModel; }
    QLabel* liveLabel() const { return m_live; }
    QPlainTextEdit* logView() const { return m_log; }
    RunHistoryPanel* historyPanel() const { return m_history; }
    QPushButton* auditButton() const { return m_auditButton; }
    QPushButton* nodeAuditButton() const { return m_nodeAuditButton; }
    QPushButton* runButton() const { return m_runButton; }
    QPushButton* cancelButton() const { return m_cancelButton; }
    KubeRunDialog* runDialog() const { return m_runDialog; }

signals:
    void listingLoaded();
    void auditFinished(qint64 runId);
    void nodeAuditFinished(qint64 jobId);
    void runDialogShown(tb::ui::KubeRunDialog* dialog);
    void jobStarted(qint64 jobId);
    void jobFinished(qint64 jobId, int outcome);
    void storedReloaded();
    void errorOccurred(const QString& message);

private:
    core::KubeTarget kubeTarget() const;
    core::SshTarget loginTarget() const;
    // Runs fn with a kubectl where the cluster says (here, on a thread of its own; or on the login node's session
    // `jobs` picks), and done with its result on the GUI thread.
    template <typename R>
    void withKubectl(bool jobs, std::function<R(core::Kubectl&)> fn, std::function<void(const R&)> done);
    void fail(const QString& what, const core::Error& error);
    void showEvidence();
    void showRawOutput(const QString& title, const QString& text);
    void setRunning(bool running);
    void updateButtons();
    void onJobState(qint64 jobId, const QString& state, const QString& reason);
    void jobEnded(const core::Result<core::ClusterJobRecord>& job);

    std::shared_ptr<core::Store> m_store;
    NodeSessions* m_sessions;
    core::ClusterListing m_cluster;
    core::KubeClusterWorkflow::Listing m_listing;
    bool m_loaded = false;
    qint64 m_selectInHistory = 0;  // a run just written (an audit, a job's): History selects it at the next reload
    std::function<void(core::SshTarget&)> m_adjust;
    int m_pollMs = 0;
    int m_pendingLimitS = 900;
    std::shared_ptr<core::ClusterJobRelay> m_relay;
    QString m_liveState, m_liveReason;
    core::CancelToken m_cancel;
    bool m_running = false, m_cancelling = false, m_auditing = false;
    qint64 m_liveJob = 0;
    QString m_liveName;
    quint64 m_generation = 0;
    ChangeSubscription m_changes;
    QPointer<KubeRunDialog> m_runDialog;

    QLabel* m_title;
    QLabel* m_status;
    QPushButton* m_auditButton;
    QPushButton* m_nodeAuditButton;
    QPushButton* m_runButton;
    QTabWidget* m_pages;
    QLabel* m_kubectl;
    QLabel* m_auditSummary;
    ClusterAuditModel* m_audit;
    QTableView* m_auditView;
    QPlainTextEdit* m_evidence;
    QPushButton* m_rawButton;
    NodeMatrixPage* m_matrixPage;
    QLineEdit* m_nodeImage;
    ClusterJobsModel* m_jobsModel;
    QTableView* m_jobsView;
    QLabel* m_live;
    QPlainTextEdit* m_log;
    QPushButton* m_cancelButton;
    RunHistoryPanel* m_history;
};

}  // namespace tb::ui
