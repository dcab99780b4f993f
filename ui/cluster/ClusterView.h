#pragma once

#include "core/cluster/ClusterOperations.h"
#include "core/session/CancelToken.h"
#include "core/session/SshTarget.h"
#include "core/usecase/ClusterWorkflow.h"

#include <QPointer>
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
class RemoteSession;
class Store;
}  // namespace tb::core

namespace tb::ui {

class ClusterAuditModel;
class ClusterJobsPanel;
class ClusterSnapshotModel;
class NodeMatrixModel;
class NodeMatrixPage;
class NodeSessions;
class RunHistoryPanel;

// One cluster: partitions and nodes with state and GRES, the scheduler audit with each check's evidence, the
// node-by-check matrix of the newest cross-node audit (outliers marked, each cell opening that node's raw output),
// the jobs with their state and pending reason, live output and chart of the one that runs, cancel, and the login
// node's run history (where suggested verdicts are confirmed).
//
// Two sessions to the login node: one that looks (discovery, audit, cancel of a job it does not watch), one that
// runs jobs, so the view can refresh while a job runs. Every remote call runs on a session's worker and comes
// back with `.then(this, ...)`: the GUI thread never waits.
class ClusterView : public QWidget {
    Q_OBJECT

public:
    ClusterView(std::shared_ptr<core::Store> store, NodeSessions* sessions, QWidget* parent = nullptr);
    ~ClusterView() override;

    void setCluster(const core::ClusterListing& cluster);
    const core::ClusterListing& cluster() const { return m_cluster; }
    void setTargetAdjuster(std::function<void(core::SshTarget&)> adjust) { m_adjust = std::move(adjust); }
    void setProbeSources(const QString& probesDir, const QString& prebuiltDir);
    void setPollIntervalMs(int ms) { m_pollMs = ms; }

    // What the buttons do.
    void refresh();
    void runAudit();
    void runNodeAudit();
    void runCollective();
    void cancelJob();
    // Reads the stored jobs, audit and matrix again (after a job or when another view changed them).
    void reloadStored();
    void showRawOutput(qint64 runId, const QString& name, const QString& title);

    bool isRunning() const { return m_running; }
    QTabWidget* pages() const { return m_pages; }
    QLabel* statusLabel() const { return m_status; }
    QTableView* nodesView() const { return m_nodesView; }
    QTableView* partitionsView() const { return m_partitionsView; }
    QTableView* auditView() const { return m_auditView; }
    QPlainTextEdit* evidenceText() const { return m_evidence; }
    QTableView* matrixView() const;
    NodeMatrixModel* matrixModel() const;
    ClusterAuditModel* auditModel() const { return m_audit; }
    ClusterSnapshotModel* nodesModel() const { return m_nodes; }
    ClusterJobsPanel* jobsPanel() const { return m_jobs; }
    RunHistoryPanel* historyPanel() const { return m_history; }
    QPushButton* auditButton() const { return m_auditButton; }
    QPushButton* nodeAuditButton() const { return m_nodeAuditButton; }
    QPushButton* refreshButton() const { return m_refreshButton; }
    QCheckBox* onlyDiffering() const;

signals:
    void refreshed();
    void auditFinished(qint64 runId);
    void jobFinished(qint64 jobId, int outcome);
    void storedReloaded();
    void rawOutputShown(const QString& title, const QString& text);
    void errorOccurred(const QString& message);

private:
    core::SshTarget target() const;
    // Logs in the session (`jobs` picks which of the two) and runs `then` on the GUI thread when connected.
    void withSession(bool jobs, std::function<void(core::RemoteSession*)> then);
    void startJob(const QString& what, std::function<void(core::RemoteSession*)> submit);
    void jobEnded(const core::ClusterJobResult& result);
    void fail(const QString& what, const core::Error& error);
    void showEvidence();
    void setBusy(const QString& text);

    std::shared_ptr<core::Store> m_store;
    NodeSessions* m_sessions;
    core::ClusterListing m_cluster;
    std::function<void(core::SshTarget&)> m_adjust;
    core::ProbeSource m_probes;
    int m_pollMs = 0;
    std::shared_ptr<core::ClusterOperations> m_browseOps, m_jobOps;
    // Shared with the job's worker, which may still report after this view is gone; deleted on the GUI thread.
    std::shared_ptr<core::ClusterJobRelay> m_relay;
    core::CancelToken m_cancel;
    bool m_running = false;
    qint64 m_selectInHistory = 0;  // a run just written (an audit, a job's): History selects it at the next reload
    quint64 m_generation = 0;

    QLabel* m_title;
    QLabel* m_status;
    QPushButton* m_refreshButton;
    QPushButton* m_auditButton;
    QPushButton* m_nodeAuditButton;
    QTabWidget* m_pages;
    ClusterSnapshotModel* m_partitions;
    ClusterSnapshotModel* m_nodes;
    QTableView* m_partitionsView;
    QTableView* m_nodesView;
    ClusterAuditModel* m_audit;
    QTableView* m_auditView;
    QLabel* m_auditSummary;
    QPlainTextEdit* m_evidence;
    NodeMatrixPage* m_matrixPage;
    ClusterJobsPanel* m_jobs;
    RunHistoryPanel* m_history;
};

}  // namespace tb::ui
