#include "ui/cluster/ClusterView.h"

#include "core/cluster/ClusterJobRelay.h"
#include "core/run/ProbeArguments.h"
#include "core/run/ProbeBundle.h"
#include "core/session/RemoteSession.h"
#include "core/store/Store.h"
#include "ui/common/GuiContinuation.h"
#include "ui/cluster/ClusterAuditModel.h"
#include "ui/cluster/ClusterJobsPanel.h"
#include "ui/cluster/ClusterSnapshotModel.h"
#include "ui/cluster/ClusterTables.h"
#include "ui/cluster/NodeMatrixModel.h"
#include "ui/cluster/NodeMatrixPage.h"
#include "ui/cluster/RawOutputDialog.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/RunHistoryPanel.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace tb::ui {

ClusterView::ClusterView(std::shared_ptr<core::Store> store, NodeSessions* sessions, QWidget* parent)
    : QWidget(parent),
      m_store(std::move(store)),
      m_sessions(sessions),
      m_relay(new core::ClusterJobRelay(), [](core::ClusterJobRelay* r) { r->deleteLater(); }) {
    setObjectName(QStringLiteral("clusterView"));
    m_probes.probesDir = core::ProbeBundle::defaultSourcesDir();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* header = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("clusterTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_refreshButton = new QPushButton(tr("R&efresh"), this);
    m_refreshButton->setObjectName(QStringLiteral("refreshCluster"));
    m_refreshButton->setToolTip(tr("sinfo, scontrol and squeue on the login node"));
    m_auditButton = new QPushButton(tr("Audit the &scheduler"), this);
    m_auditButton->setObjectName(QStringLiteral("auditScheduler"));
    m_auditButton->setToolTip(
        tr("Reads the Slurm configuration and times one full-node srun; the raw outputs are kept"));
    m_nodeAuditButton = new QPushButton(tr("Audit e&very node"), this);
    m_nodeAuditButton->setObjectName(QStringLiteral("auditNodes"));
    m_nodeAuditButton->setToolTip(tr("tb-node on every node of the partition in one job, one task per node"));
    header->addWidget(m_title);
    header->addStretch();
    header->addWidget(m_refreshButton);
    header->addWidget(m_auditButton);
    header->addWidget(m_nodeAuditButton);
    layout->addLayout(header);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("clusterPages"));
    // Partitions and nodes.
    auto* overview = new QSplitter(Qt::Vertical, m_pages);
    m_partitions = new ClusterSnapshotModel(ClusterSnapshotModel::Shape::Partitions, this);
    m_nodes = new ClusterSnapshotModel(ClusterSnapshotModel::Shape::Nodes, this);
    m_partitionsView = makeClusterTable(overview, QStringLiteral("partitions"), m_partitions);
    m_nodesView = makeClusterTable(overview, QStringLiteral("clusterNodes"), m_nodes);
    overview->setStretchFactor(1, 3);
    m_pages->addTab(overview, tr("Partitions && nod&es"));
    // Scheduler audit.
    auto* audit = new QWidget(m_pages);
    auto* auditLayout = new QVBoxLayout(audit);
    m_auditSummary = new QLabel(tr("No scheduler audit yet."), audit);
    m_auditSummary->setWordWrap(true);
    auditLayout->addWidget(m_auditSummary);
    auto* auditSplit = new QSplitter(Qt::Vertical, audit);
    m_audit = new ClusterAuditModel(this);
    m_auditView = makeClusterTable(auditSplit, QStringLiteral("auditChecks"), m_audit);
    m_evidence = new QPlainTextEdit(auditSplit);
    m_evidence->setObjectName(QStringLiteral("auditEvidence"));
    m_evidence->setReadOnly(true);
    m_evidence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_evidence->setPlaceholderText(tr("Select a check to see the command output it was read from."));
    auditSplit->setStretchFactor(0, 2);
    auditSplit->setStretchFactor(1, 1);
    auditLayout->addWidget(auditSplit, 1);
    m_pages->addTab(audit, tr("Sched&uler audit"));
    // Node matrix.
    m_matrixPage = new NodeMatrixPage(tr("Only rows where nodes &differ"), m_pages);
    m_pages->addTab(m_matrixPage, tr("Node &matrix"));
    // Jobs and history.
    m_jobs = new ClusterJobsPanel(m_pages);
    m_pages->addTab(m_jobs, tr("&Jobs"));
    m_history = new RunHistoryPanel(m_pages);
    m_history->setStore(m_store);
    m_pages->addTab(m_history, tr("&History"));
    layout->addWidget(m_pages, 1);

    connect(m_refreshButton, &QPushButton::clicked, this, &ClusterView::refresh);
    connect(m_auditButton, &QPushButton::clicked, this, &ClusterView::runAudit);
    connect(m_nodeAuditButton, &QPushButton::clicked, this, &ClusterView::runNodeAudit);
    connect(m_jobs, &ClusterJobsPanel::runRequested, this, &ClusterView::runCollective);
    connect(m_jobs, &ClusterJobsPanel::cancelRequested, this, &ClusterView::cancelJob);
    connect(m_auditView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ClusterView::showEvidence);
    connect(m_matrixPage, &NodeMatrixPage::rawOutputRequested, this, [this](qint64 runId, const QString& node) {
        showRawOutput(runId, QString(), tr("tb-node on %1").arg(node));
    });
    connect(m_relay.get(), &core::ClusterJobRelay::changed, m_jobs, &ClusterJobsPanel::jobChanged);
    connect(m_relay.get(), &core::ClusterJobRelay::events, this,
            [this](qint64, const QVector<core::ProbeEvent>& events) { m_jobs->runEvents(events); });
    connect(m_relay.get(), &core::ClusterJobRelay::lines, this,
            [this](qint64, const QByteArray& text) { m_jobs->appendOutput(QString::fromUtf8(text)); });
    connect(m_relay.get(), &core::ClusterJobRelay::stderrText, this,
            [this](qint64, const QByteArray& text) { m_jobs->appendOutput(QString::fromUtf8(text)); });
    connect(m_relay.get(), &core::ClusterJobRelay::logLine, this,
            [this](const QString& line) { m_jobs->appendOutput(line); });
}

QTableView* ClusterView::matrixView() const {
    return m_matrixPage->view();
}

NodeMatrixModel* ClusterView::matrixModel() const {
    return m_matrixPage->model();
}

QCheckBox* ClusterView::onlyDiffering() const {
    return m_matrixPage->onlyDiffering();
}

ClusterView::~ClusterView() {
    m_cancel.cancel();  // a job still watched is cancelled on the cluster by its worker
}

void ClusterView::setProbeSources(const QString& probesDir, const QString& prebuiltDir) {
    m_probes = {probesDir, prebuiltDir};
}

void ClusterView::setCluster(const core::ClusterListing& cluster) {
    m_cluster = cluster;
    m_browseOps = std::make_shared<core::ClusterOperations>(m_store, cluster);
    m_jobOps = std::make_shared<core::ClusterOperations>(m_store, cluster, m_relay.get());
    m_title->setText(tr("%1 · %2@%3 · Slurm").arg(cluster.login.name, cluster.login.userName, cluster.login.host));
    m_history->setPlace(cluster.login.evaluationId, cluster.login.id);
    reloadStored();
}

core::SshTarget ClusterView::target() const {
    core::SshTarget t;
    t.host = m_cluster.login.host;
    t.port = m_cluster.login.port;
    t.user = m_cluster.login.userName;
    t.jump = m_cluster.login.jump;
    t.identityFile = m_cluster.login.identityFile;
    t.knownHostsFile = m_cluster.knownHostsFile;
    t.stallTimeoutS = 30;
    if (m_adjust) {
        m_adjust(t);
    }
    return t;
}

void ClusterView::setBusy(const QString& text) {
    m_status->setText(text);
}

void ClusterView::fail(const QString& what, const core::Error& error) {
    const QString text = tr("%1: %2").arg(what, error.toString());
    m_status->setText(text);
    emit errorOccurred(text);
}

void ClusterView::withSession(bool jobs, std::function<void(core::RemoteSession*)> then) {
    const qint64 id = clusterSessionId(m_cluster.login.id, jobs);
    m_sessions->connectNode(id, target(), this, [this, id, then = std::move(then)](const core::Status& st) {
        if (!st) {
            fail(tr("Could not log in to %1").arg(m_cluster.login.host), st.error());
            return;
        }
        if (core::RemoteSession* s = m_sessions->session(id)) {
            then(s);
        }
    });
}

void ClusterView::refresh() {
    setBusy(tr("Reading the cluster…"));
    const quint64 generation = ++m_generation;
    withSession(false, [this, generation](core::RemoteSession* s) {
        auto ops = m_browseOps;
        s->submit([ops](core::RemoteConnection& c) { return ops->discover(c); }) |
            ui::whileAlive(this, [this, generation](const core::Result<core::SlurmDiscovery>& d) {
                if (generation != m_generation) {
                    return;
                }
                if (!d) {
                    fail(tr("Discovery failed"), d.error());
                    return;
                }
                const core::ClusterSnapshot snap = d->snapshot();
                m_partitions->setSnapshot(snap);
                m_nodes->setSnapshot(snap);
                m_partitionsView->resizeColumnsToContents();
                m_nodesView->resizeColumnsToContents();
                int usable = 0, gpus = 0;
                for (const auto& n : snap.nodes) {
                    usable += n.usable ? 1 : 0;
                    gpus += n.gpus;
                }
                m_status->setText(tr("%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job(s) of yours in the queue",
                                     nullptr, static_cast<int>(snap.jobs.size()))
                                      .arg(snap.scheduler, snap.clusterName)
                                      .arg(usable)
                                      .arg(snap.nodes.size())
                                      .arg(gpus));
                emit refreshed();
            });
    });
    reloadStored();
}

void ClusterView::reloadStored() {
    if (m_cluster.cluster.id <= 0) {
        return;
    }
    const qint64 clusterId = m_cluster.cluster.id;
    struct Stored : core::ClusterQueries::StoredView {
        QString matrixJob;
    };
    m_store->submit([clusterId](QSqlDatabase& db) {
        Stored s;
        static_cast<core::ClusterQueries::StoredView&>(s) = core::ClusterQueries(db).stored(clusterId);
        if (const auto& job = s.nodeAudit) {
            s.matrixJob = tr("job %1 (%2), %3").arg(job->schedulerId, core::runStatusName(job->outcome), job->endedAt);
        }
        return s;
    }) | ui::whileAlive(this, [this](const Stored& s) {
        if (!m_running) {
            m_jobs->setJobs(s.jobs);
        }
        if (s.audit) {
            m_audit->setFindings(s.audit->runId, s.audit->findings, s.audit->itemTitles);
            m_auditView->resizeColumnsToContents();
            m_auditSummary->setText(tr("Scheduler audit of %1: %n check(s) failed. Confirm the suggested verdicts in "
                                       "History.",
                                       nullptr, m_audit->failed())
                                        .arg(s.audit->at));
        }
        if (s.matrix) {
            m_matrixPage->setMatrix(*s.matrix, s.matrixJob);
        }
        m_history->reload(std::exchange(m_selectInHistory, 0));
        emit storedReloaded();
    });
}

void ClusterView::runAudit() {
    setBusy(tr("Auditing the scheduler (one full-node srun included)…"));
    m_auditButton->setEnabled(false);
    withSession(false, [this](core::RemoteSession* s) {
        auto ops = m_browseOps;
        s->submit([ops](core::RemoteConnection& c) { return ops->audit(c); }) |
            ui::whileAlive(this, [this](const core::Result<core::SlurmAuditOutcome>& audit) {
                m_auditButton->setEnabled(true);
                if (!audit) {
                    fail(tr("The scheduler audit failed"), audit.error());
                    return;
                }
                m_status->setText(tr("Scheduler audit: %1 failed, %2 warnings").arg(audit->failed).arg(audit->warned));
                m_pages->setCurrentIndex(1);
                m_selectInHistory = audit->runId;
                reloadStored();
                emit auditFinished(audit->runId);
            });
    });
}

void ClusterView::startJob(const QString& what, std::function<void(core::RemoteSession*)> submit) {
    if (m_running) {
        return;
    }
    m_running = true;
    m_cancel = core::CancelToken();
    m_jobs->setRunning(true);
    m_jobs->startLive(what);
    m_nodeAuditButton->setEnabled(false);
    m_pages->setCurrentWidget(m_jobs);
    setBusy(what);
    withSession(true, [ops = m_jobOps, submit = std::move(submit)](core::RemoteSession* s) {
        // A connection that drops while the job is watched is made again on the same session (its host-key check,
        // its questions): the job runs on, and its output is read on from where it stopped. Set here, before the
        // job is queued, while no job of these operations runs.
        ops->setReconnect([s](core::RemoteConnection& c) { return s->reconnect(c); });
        submit(s);
    });
}

void ClusterView::jobEnded(const core::ClusterJobResult& result) {
    m_running = false;
    m_jobs->setRunning(false);
    m_nodeAuditButton->setEnabled(true);
    QString text = tr("Job %1 ended %2").arg(result.schedulerId, core::runStatusName(result.outcome));
    if (result.error) {
        text += QStringLiteral(": ") + result.error->message;
    }
    m_status->setText(text);
    // History selects what the job just wrote, not the scheduler audit left selected.
    if (!result.runIds.isEmpty()) {
        m_selectInHistory = result.runIds.first();
    }
    reloadStored();
    emit jobFinished(result.jobId, static_cast<int>(result.outcome));
}

void ClusterView::runNodeAudit() {
    startJob(tr("tb-node on every node"), [this](core::RemoteSession* s) {
        auto ops = m_jobOps;
        if (m_pollMs > 0) {
            core::ClusterJobLimits l = ops->limits();
            l.pollIntervalMs = m_pollMs;
            ops->setLimits(l);
        }
        const core::ProbeSource probes = m_probes;
        const core::CancelToken cancel = m_cancel;
        auto relay = m_relay;
        s->submit([ops, probes, cancel, relay](core::RemoteConnection& c) {
            return ops->nodeAudit(c, probes, 0, {}, cancel, [relay](const QString& l) { relay->log(l); });
        }) | ui::whileAlive(this, [this](const core::Result<core::NodeAuditOutcome>& outcome) {
            if (!outcome) {
                m_running = false;
                m_jobs->setRunning(false);
                m_nodeAuditButton->setEnabled(true);
                fail(tr("The cross-node audit failed"), outcome.error());
                return;
            }
            jobEnded(outcome->job);
            m_pages->setCurrentIndex(2);
        });
    });
}

void ClusterView::runCollective() {
    const core::CollectiveRequest request = m_jobs->request();
    if (const QStringList problems = core::ProbeArguments::problemsOfArgv(QStringLiteral("tb-coll"), request.args);
        !problems.isEmpty()) {
        m_status->setText(problems.first());
        return;
    }
    startJob(tr("tb-coll on %1 nodes × %2 tasks").arg(request.nodes).arg(request.tasksPerNode),
             [this, request](core::RemoteSession* s) {
                 auto ops = m_jobOps;
                 if (m_pollMs > 0) {
                     core::ClusterJobLimits l = ops->limits();
                     l.pollIntervalMs = m_pollMs;
                     ops->setLimits(l);
                 }
                 const core::ProbeSource probes = m_probes;
                 const core::CancelToken cancel = m_cancel;
                 auto relay = m_relay;
                 s->submit([ops, probes, request, cancel, relay](core::RemoteConnection& c) {
                     return ops->collective(c, probes, request, cancel, [relay](const QString& l) { relay->log(l); });
                 }) | ui::whileAlive(this, [this](const core::Result<core::ClusterJobResult>& result) {
                     if (!result) {
                         m_running = false;
                         m_jobs->setRunning(false);
                         m_nodeAuditButton->setEnabled(true);
                         fail(tr("The job could not run"), result.error());
                         return;
                     }
                     jobEnded(*result);
                 });
             });
}

void ClusterView::cancelJob() {
    if (m_running) {
        setBusy(tr("Cancelling: scancel, then waiting until squeue holds nothing of the job…"));
        m_cancel.cancel();  // the job's worker cancels it and waits; the result comes through jobEnded
        return;
    }
    const core::ClusterJobRecord* job = m_jobs->selectedJob();
    if (!job || job->schedulerId.isEmpty()) {
        return;
    }
    const QString id = job->schedulerId;
    setBusy(tr("Cancelling job %1…").arg(id));
    withSession(false, [this, id](core::RemoteSession* s) {
        auto ops = m_browseOps;
        s->submit([ops, id](core::RemoteConnection& c) { return ops->cancel(c, id); }) |
            ui::whileAlive(this, [this, id](const core::Status& st) {
                if (!st) {
                    fail(tr("Job %1 could not be cancelled").arg(id), st.error());
                    return;
                }
                m_status->setText(tr("Job %1 cancelled; squeue holds nothing of it").arg(id));
                reloadStored();
            });
    });
}

void ClusterView::showEvidence() {
    const QModelIndexList rows = m_auditView->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        return;
    }
    const QString name = m_audit->data(rows.first(), ClusterAuditModel::EvidenceRole).toString();
    const qint64 runId = m_audit->runId();
    m_store->submit([runId, name](QSqlDatabase& db) { return core::ClusterQueries(db).rawOutput(runId, name); }) |
        ui::whileAlive(this, [this, name](const core::Result<QByteArray>& text) {
            m_evidence->setPlainText(text ? QStringLiteral("$ %1\n%2").arg(name, QString::fromUtf8(*text))
                                          : text.error().message);
        });
}

void ClusterView::showRawOutput(qint64 runId, const QString& name, const QString& title) {
    m_store->submit([runId, name](QSqlDatabase& db) { return core::ClusterQueries(db).rawOutput(runId, name); }) |
        ui::whileAlive(this, [this, title](const core::Result<QByteArray>& text) {
            const QString body = text ? QString::fromUtf8(*text) : text.error().message;
            auto* dialog = new RawOutputDialog(title, body, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
            emit rawOutputShown(title, body);
        });
}

}  // namespace tb::ui
