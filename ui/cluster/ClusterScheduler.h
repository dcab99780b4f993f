#pragma once

#include "core/cluster/ClusterOperations.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/LauncherKind.h"
#include "core/session/CancelToken.h"
#include "core/session/SshTarget.h"
#include "core/usecase/ClusterWorkflow.h"

#include <QObject>
#include <QVector>

#include <functional>
#include <memory>

class QWidget;

namespace tb::core {
class ClusterJobRelay;
class RemoteSession;
class Store;
}  // namespace tb::core

namespace tb::ui {

class NodeMatrixPage;
class NodeSessions;

// How a job of either scheduler ended, as the cluster view shows it.
struct ClusterJobEnd {
    qint64 jobId = 0;
    QString schedulerId;
    core::RunStatus outcome = core::RunStatus::Failed;
    QString detail;
    QVector<qint64> runIds;  // the runs it wrote; empty: the view reads them from the store
};

// A finished scheduler audit: its run and the line the status shows.
struct ClusterAuditDone {
    qint64 runId = 0;
    QString summary;
};

// The seam between the one cluster view and a scheduler: the scheduler page (Slurm's partitions and nodes, or the
// Kubernetes context, namespace, where kubectl runs, job form and gang scheduler), the job form of the Jobs page,
// the words the view's buttons use, and the calls into core (discovery, audit, node audit, collective, cancel).
// The view owns everything both have in common: the stored jobs, the audit and its evidence, the node matrix, the
// live job and its end, the history, and which button may be pressed when.
//
// Thread contract: GUI thread. Every remote call runs on a session worker or a kubectl thread and its answer comes
// back through ui::whileAlive(this, ...), so nothing answers after the scheduler is gone.
class ClusterScheduler : public QObject {
    Q_OBJECT

public:
    using JobDone = std::function<void(const core::Result<ClusterJobEnd>&)>;
    // Starts the job on its worker with the view's cancel token; done is called on the GUI thread at its end.
    using JobLaunch = std::function<void(const core::CancelToken& cancel, JobDone done)>;
    enum class JobKind { NodeAudit, Collective };

    // What the scheduler asks of the view.
    struct Host {
        std::function<void(const QString& title, JobKind kind, JobLaunch launch)> startJob;
        std::function<void(const QString& text)> status;
        std::function<void(const QString& what, const core::Error& error)> fail;
    };

    // The words the view shows for this scheduler (each accelerator free on the view).
    struct Texts {
        QString refreshTip;
        QString audit, auditTip;
        QString nodeAudit, nodeAuditTip;
        QString auditTab, noAudit, evidencePlaceholder;
        QString run, runTip, cancelTip;
        QString liveNote;           // the live chart's subtitle
        QString outputPlaceholder;  // what the live output shows before the first line
        bool outputFirst = false;   // the live output matters more than the chart (a log read as it arrives)
    };

    ClusterScheduler(std::shared_ptr<core::Store> store, NodeSessions* sessions,
                     std::shared_ptr<core::ClusterJobRelay> relay, Host host, QObject* parent);
    ~ClusterScheduler() override;

    // Makes the scheduler that `kind` names.
    static ClusterScheduler* make(core::LauncherKind kind, std::shared_ptr<core::Store> store, NodeSessions* sessions,
                                  std::shared_ptr<core::ClusterJobRelay> relay, Host host, QObject* parent);

    virtual core::LauncherKind kind() const = 0;
    virtual Texts texts() const = 0;
    // The first page of the view, its tab title, and the form on the left of the Jobs page.
    virtual QWidget* page() const = 0;
    virtual QString pageTitle() const = 0;
    virtual QWidget* jobForm() const = 0;
    // Controls of the scheduler's own in the node matrix page's header.
    virtual void addMatrixControls(NodeMatrixPage* page) { (void)page; }

    // A cluster to work on; changed() when what the view shows of it changed (its settings read, the page filled).
    virtual void setCluster(const core::ClusterListing& cluster);
    const core::ClusterListing& cluster() const { return m_cluster; }
    // Whether its settings are read and a job may start (Kubernetes reads its settings first).
    virtual bool isReady() const { return m_cluster.cluster.id > 0; }
    // Whether it is busy before a job starts (reading what the cluster serves): Run waits.
    virtual bool isPreparingRun() const { return false; }
    virtual QString title() const = 0;
    virtual QString titleToolTip() const { return {}; }

    // How the view says things that differ between the schedulers.
    virtual QString auditSummary(const QString& at, int failed) const = 0;
    // The mapping of the audit's checks to rubric items (resources/recipes/*-audit-suggestions.json).
    virtual QString auditSuggestionsPath() const = 0;
    virtual QString evidenceHeading(const QString& name) const = 0;
    virtual QString matrixJobName(const core::ClusterJobRecord& job) const = 0;
    virtual QString scriptTitle(const core::ClusterJobRecord& job) const = 0;
    virtual QString cancellingText() const = 0;
    virtual QString cancelledText(const QString& ended) const = 0;

    // The calls into core. refresh: what the scheduler has now (status and page; refreshed() at the end).
    virtual void refresh() = 0;
    virtual void audit(std::function<void(const core::Result<ClusterAuditDone>&)> done) = 0;
    // Both end in host.startJob (Kubernetes after its run dialog).
    virtual void runNodeAudit() = 0;
    virtual void runCollective() = 0;
    // Cancels a stored job no job of this view watches (left by a workbench that closed); done says what was done.
    virtual void cancelStored(const core::ClusterJobRecord& job,
                              std::function<void(const core::Status& st, const QString& text)> done) = 0;
    // The stored state was read again (after a job, an audit, a change elsewhere).
    virtual void reloadStored() {}

    void setTargetAdjuster(std::function<void(core::SshTarget&)> adjust) { m_adjust = std::move(adjust); }
    void setProbeSources(const core::ProbeSource& probes) { m_probes = probes; }
    void setPollIntervalMs(int ms) { m_pollMs = ms; }

signals:
    void changed();
    void refreshed();

protected:
    // The login node as an SSH target (the analyst's adjustments applied).
    core::SshTarget loginTarget() const;
    // Logs in the login node's session (`jobs` picks which of the two: one looks, one runs jobs) and runs `then` on
    // the GUI thread when connected.
    void withSession(bool jobs, std::function<void(core::RemoteSession*)> then);

    std::shared_ptr<core::Store> m_store;
    NodeSessions* m_sessions;
    std::shared_ptr<core::ClusterJobRelay> m_relay;
    Host m_host;
    core::ClusterListing m_cluster;
    std::function<void(core::SshTarget&)> m_adjust;
    core::ProbeSource m_probes;
    int m_pollMs = 0;
};

}  // namespace tb::ui
