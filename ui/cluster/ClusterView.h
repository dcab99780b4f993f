#pragma once

#include "core/session/CancelToken.h"
#include "core/session/SshTarget.h"
#include "core/usecase/ClusterWorkflow.h"
#include "ui/cluster/ClusterScheduler.h"
#include "ui/common/ChangeSubscription.h"

#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace tb::core {
class ClusterJobRelay;
class Store;
}  // namespace tb::core

namespace tb::ui {

class ClusterAuditModel;
class ClusterJobsPanel;
class NodeMatrixModel;
class NodeMatrixPage;
class NodeSessions;
class RunHistoryPanel;

// One cluster, Slurm or Kubernetes: the scheduler page (Slurm's partitions and nodes; the Kubernetes context,
// namespace, where kubectl runs, job form and gang scheduler), the audit with each check's evidence, the
// node-by-check matrix of the newest cross-node audit (outliers marked, each cell opening that node's raw output),
// the jobs with their state and pending reason, live output and chart of the one that runs, cancel, and the login
// node's run history (where suggested verdicts are confirmed).
//
// What differs between the schedulers is behind ClusterScheduler (made for the cluster's scheduler in setCluster):
// its page, its job form, its words and its calls into core. Everything else is here, once. Every remote call runs
// on a session worker or a kubectl thread and comes back through ui::whileAlive: the GUI thread never waits; a job's
// watch reports through the one relay (core::ClusterJobRelay), queued to the GUI thread.
class ClusterView : public QWidget {
    Q_OBJECT

public:
    ClusterView(std::shared_ptr<core::Store> store, NodeSessions* sessions, QWidget* parent = nullptr);
    ~ClusterView() override;

    // The cluster to show; the scheduler part is made for its scheduler (Kubernetes reads its settings first).
    void setCluster(const core::ClusterListing& cluster);
    const core::ClusterListing& cluster() const { return m_cluster; }
    void setTargetAdjuster(std::function<void(core::SshTarget&)> adjust);
    void setProbeSources(const QString& probesDir, const QString& prebuiltDir);
    void setPollIntervalMs(int ms);

    // What the buttons do.
    void refresh();
    void runAudit();
    void runNodeAudit();
    void runCollective();
    void cancelJob();
    // Reads the stored jobs, audit and matrix again (after a job or when another view changed them).
    void reloadStored();

    ClusterScheduler* scheduler() const { return m_scheduler; }
    // The cluster's settings are read and its buttons can work.
    bool isReady() const { return m_scheduler && m_scheduler->isReady(); }
    bool isRunning() const { return m_running; }
    bool isCancelling() const { return m_cancelling; }
    QPlainTextEdit* evidenceText() const { return m_evidence; }
    QTableView* matrixView() const;
    NodeMatrixModel* matrixModel() const;
    QLabel* matrixSummary() const;
    ClusterAuditModel* auditModel() const { return m_audit; }
    QCheckBox* onlyDiffering() const;

signals:
    void refreshed();
    void auditFinished(qint64 runId);
    void nodeAuditFinished(qint64 jobId);
    void jobStarted(qint64 jobId);
    void jobFinished(qint64 jobId, int outcome);
    void storedReloaded();
    void rawOutputShown(const QString& title, const QString& text);
    void errorOccurred(const QString& message);

private:
    void startJob(const QString& title, ClusterScheduler::JobKind kind, ClusterScheduler::JobLaunch launch);
    void jobEnded(const core::Result<ClusterJobEnd>& end, ClusterScheduler::JobKind kind);
    void fail(const QString& what, const core::Error& error);
    void setStatus(const QString& text);
    void showEvidence();
    void showRawOutput(const QString& title, const QString& text);
    void updateButtons();
    void schedulerChanged();

    std::shared_ptr<core::Store> m_store;
    NodeSessions* m_sessions;
    core::ClusterListing m_cluster;
    std::function<void(core::SshTarget&)> m_adjust;
    core::ProbeSource m_probes;
    int m_pollMs = 0;
    // Shared with the job's worker, which may still report after this view is gone; deleted on the GUI thread.
    std::shared_ptr<core::ClusterJobRelay> m_relay;
    ClusterScheduler* m_scheduler = nullptr;
    core::CancelToken m_cancel;
    bool m_running = false, m_cancelling = false, m_auditing = false;
    qint64 m_liveJob = 0;
    qint64 m_selectInHistory = 0;  // a run just written (an audit, a job's): History selects it once loaded
    ChangeSubscription m_changes;

    QLabel* m_title;
    QLabel* m_status;
    QPushButton* m_refreshButton;
    QPushButton* m_auditButton;
    QPushButton* m_nodeAuditButton;
    QTabWidget* m_pages;
    QWidget* m_auditPage;
    ClusterAuditModel* m_audit;
    QTableView* m_auditView;
    QLabel* m_auditSummary;
    QPushButton* m_rawButton;
    QPlainTextEdit* m_evidence;
    NodeMatrixPage* m_matrixPage;
    ClusterJobsPanel* m_jobs;
    RunHistoryPanel* m_history;
};

}  // namespace tb::ui
