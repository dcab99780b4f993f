#include "ui/cluster/ClusterView.h"

#include "core/cluster/ClusterJobRelay.h"
#include "core/cluster/ClusterQueries.h"
#include "core/run/ProbeBundle.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Store.h"
#include "ui/cluster/ClusterAuditModel.h"
#include "ui/cluster/ClusterJobsPanel.h"
#include "ui/cluster/ClusterTables.h"
#include "ui/cluster/NodeMatrixModel.h"
#include "ui/cluster/NodeMatrixPage.h"
#include "ui/cluster/RawOutputDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/RunHistoryPanel.h"

#include <QFontDatabase>
#include <QHBoxLayout>
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
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_refreshButton = new QPushButton(tr("Re&fresh"), this);
    m_refreshButton->setObjectName(QStringLiteral("refreshCluster"));
    m_auditButton = new QPushButton(this);
    m_auditButton->setObjectName(QStringLiteral("auditScheduler"));
    m_nodeAuditButton = new QPushButton(this);
    m_nodeAuditButton->setObjectName(QStringLiteral("auditNodes"));
    header->addWidget(m_title, 1);
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
    // The scheduler's page goes first (setCluster). The audit.
    m_auditPage = new QWidget(m_pages);
    auto* auditLayout = new QVBoxLayout(m_auditPage);
    auto* auditHeader = new QHBoxLayout;
    m_auditSummary = new QLabel(m_auditPage);
    m_auditSummary->setObjectName(QStringLiteral("auditSummary"));
    m_auditSummary->setWordWrap(true);
    m_rawButton = new QPushButton(tr("Ra&w output…"), m_auditPage);
    m_rawButton->setObjectName(QStringLiteral("rawAuditOutput"));
    m_rawButton->setToolTip(tr("The selected check's output, whole, in a window of its own"));
    m_rawButton->setEnabled(false);
    auditHeader->addWidget(m_auditSummary, 1);
    auditHeader->addWidget(m_rawButton);
    auditLayout->addLayout(auditHeader);
    auto* auditSplit = new QSplitter(Qt::Vertical, m_auditPage);
    m_audit = new ClusterAuditModel(this);
    m_auditView = makeClusterTable(auditSplit, QStringLiteral("auditChecks"), m_audit);
    m_evidence = new QPlainTextEdit(auditSplit);
    m_evidence->setObjectName(QStringLiteral("auditEvidence"));
    m_evidence->setReadOnly(true);
    m_evidence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auditSplit->setStretchFactor(0, 2);
    auditSplit->setStretchFactor(1, 1);
    auditLayout->addWidget(auditSplit, 1);
    m_pages->addTab(m_auditPage, QString());
    // The node matrix.
    m_matrixPage = new NodeMatrixPage(tr("Only rows &where nodes differ"), m_pages);
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
    connect(m_jobs, &ClusterJobsPanel::scriptRequested, this, [this](const core::ClusterJobRecord& job) {
        if (m_scheduler) {
            showRawOutput(m_scheduler->scriptTitle(job), job.script);
        }
    });
    connect(m_auditView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ClusterView::showEvidence);
    connect(m_auditView, &QTableView::doubleClicked, this,
            [this] { showRawOutput(m_evidence->documentTitle(), m_evidence->toPlainText()); });
    connect(m_rawButton, &QPushButton::clicked, this,
            [this] { showRawOutput(m_evidence->documentTitle(), m_evidence->toPlainText()); });
    connect(m_history, &RunHistoryPanel::loaded, this, [this] {
        if (m_selectInHistory > 0 && m_history->currentRunId() == m_selectInHistory) {
            m_selectInHistory = 0;
        }
    });
    connect(m_matrixPage, &NodeMatrixPage::rawOutputRequested, this, [this](qint64 runId, const QString& node) {
        m_store->submit([runId](QSqlDatabase& db) { return core::ClusterQueries(db).rawOutput(runId, QString()); }) |
            ui::whileAlive(this, [this, node](const core::Result<QByteArray>& text) {
                showRawOutput(tr("tb-node on %1").arg(node), text ? QString::fromUtf8(*text) : text.error().message);
            });
    });
    // The one relay: what a job's watch reports, queued from its worker.
    connect(m_relay.get(), &core::ClusterJobRelay::changed, this, [this](const core::ClusterJobRecord& job) {
        m_jobs->jobChanged(job);
        m_status->setText(m_jobs->liveLabel()->text());
        if (m_running && job.id != m_liveJob) {
            m_liveJob = job.id;
            emit jobStarted(job.id);
        }
    });
    connect(m_relay.get(), &core::ClusterJobRelay::events, this,
            [this](qint64, const QVector<core::ProbeEvent>& events) { m_jobs->runEvents(events); });
    connect(m_relay.get(), &core::ClusterJobRelay::lines, this,
            [this](qint64, const QByteArray& text) { m_jobs->appendOutput(QString::fromUtf8(text)); });
    connect(m_relay.get(), &core::ClusterJobRelay::stdoutText, this,
            [this](qint64, const QByteArray& text) { m_jobs->appendOutput(QString::fromUtf8(text)); });
    connect(m_relay.get(), &core::ClusterJobRelay::stderrText, this,
            [this](qint64, const QByteArray& text) { m_jobs->appendOutput(QString::fromUtf8(text)); });
    connect(m_relay.get(), &core::ClusterJobRelay::logLine, this,
            [this](const QString& line) { m_jobs->appendOutput(line); });
    updateButtons();
}

ClusterView::~ClusterView() {
    m_cancel.cancel();  // a job still watched is cancelled on the cluster by its worker, which then ends
}

QTableView* ClusterView::matrixView() const {
    return m_matrixPage->view();
}

NodeMatrixModel* ClusterView::matrixModel() const {
    return m_matrixPage->model();
}

QLabel* ClusterView::matrixSummary() const {
    return m_matrixPage->summary();
}

QCheckBox* ClusterView::onlyDiffering() const {
    return m_matrixPage->onlyDiffering();
}

void ClusterView::setTargetAdjuster(std::function<void(core::SshTarget&)> adjust) {
    m_adjust = std::move(adjust);
    if (m_scheduler) {
        m_scheduler->setTargetAdjuster(m_adjust);
    }
}

void ClusterView::setProbeSources(const QString& probesDir, const QString& prebuiltDir) {
    m_probes = {probesDir, prebuiltDir};
    if (m_scheduler) {
        m_scheduler->setProbeSources(m_probes);
    }
}

void ClusterView::setPollIntervalMs(int ms) {
    m_pollMs = ms;
    if (m_scheduler) {
        m_scheduler->setPollIntervalMs(ms);
    }
}

void ClusterView::setCluster(const core::ClusterListing& cluster) {
    m_cluster = cluster;
    if (!m_scheduler || m_scheduler->kind() != cluster.cluster.scheduler) {
        if (m_scheduler) {
            m_pages->removeTab(m_pages->indexOf(m_scheduler->page()));
            m_scheduler->page()->deleteLater();
            delete m_scheduler;
        }
        ClusterScheduler::Host host;
        host.startJob = [this](const QString& title, ClusterScheduler::JobKind kind,
                               ClusterScheduler::JobLaunch launch) { startJob(title, kind, std::move(launch)); };
        host.status = [this](const QString& text) { setStatus(text); };
        host.fail = [this](const QString& what, const core::Error& error) { fail(what, error); };
        m_scheduler = ClusterScheduler::make(cluster.cluster.scheduler, m_store, m_sessions, m_relay, host, this);
        m_scheduler->setTargetAdjuster(m_adjust);
        m_scheduler->setProbeSources(m_probes);
        m_scheduler->setPollIntervalMs(m_pollMs);
        m_pages->insertTab(0, m_scheduler->page(), m_scheduler->pageTitle());
        m_pages->setCurrentIndex(0);
        m_jobs->setForm(m_scheduler->jobForm());
        m_scheduler->addMatrixControls(m_matrixPage);
        const ClusterScheduler::Texts t = m_scheduler->texts();
        m_refreshButton->setToolTip(t.refreshTip);
        m_auditButton->setText(t.audit);
        m_auditButton->setToolTip(t.auditTip);
        m_nodeAuditButton->setText(t.nodeAudit);
        m_nodeAuditButton->setToolTip(t.nodeAuditTip);
        m_pages->setTabText(m_pages->indexOf(m_auditPage), t.auditTab);
        m_auditSummary->setText(t.noAudit);
        m_evidence->setPlaceholderText(t.evidencePlaceholder);
        m_jobs->setTexts(t.run, t.runTip, t.cancelTip);
        m_jobs->setKubernetes(m_scheduler->kind() == core::LauncherKind::Kubernetes);
        m_jobs->setLiveOutput(t.outputFirst, t.outputPlaceholder);
        m_audit->setSuggestions(m_scheduler->auditSuggestionsPath());
        connect(m_scheduler, &ClusterScheduler::changed, this, &ClusterView::schedulerChanged);
        connect(m_scheduler, &ClusterScheduler::refreshed, this, &ClusterView::refreshed);
    }
    m_scheduler->setCluster(cluster);
    m_history->setPlace(cluster.login.evaluationId, cluster.login.id);
    schedulerChanged();
    // Audits, jobs and runs written anywhere (another workbench, the command line, this view's own jobs).
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_cluster.providerId > 0 && c.touchesProvider(m_cluster.providerId) &&
            c.touchesAny({core::EntityKind::Cluster, core::EntityKind::Run})) {
            reloadStored();
        }
    });
    reloadStored();
}

void ClusterView::schedulerChanged() {
    m_title->setText(m_scheduler->title());
    m_title->setToolTip(m_scheduler->titleToolTip());
    updateButtons();
}

void ClusterView::updateButtons() {
    const bool ready = isReady();
    const bool preparing = m_scheduler && m_scheduler->isPreparingRun();
    m_refreshButton->setEnabled(ready && !preparing);
    m_auditButton->setEnabled(ready && !m_auditing);
    m_nodeAuditButton->setEnabled(ready && !m_running);
    m_jobs->setRunAllowed(ready && !preparing);
}

void ClusterView::setStatus(const QString& text) {
    m_status->setText(text);
}

void ClusterView::fail(const QString& what, const core::Error& error) {
    const QString text = tr("%1: %2").arg(what, error.toString());
    m_status->setText(text);
    emit errorOccurred(text);
}

void ClusterView::refresh() {
    if (!isReady()) {
        return;
    }
    m_scheduler->refresh();
    reloadStored();
}

void ClusterView::reloadStored() {
    if (m_cluster.cluster.id <= 0 || !m_scheduler) {
        return;
    }
    const qint64 clusterId = m_cluster.cluster.id;
    m_store->submit([clusterId](QSqlDatabase& db) { return core::ClusterQueries(db).stored(clusterId); }) |
        ui::whileAlive(this, [this](const core::ClusterQueries::StoredView& s) {
            if (!m_running) {
                m_jobs->setJobs(s.jobs);  // while a job runs its rows come from the relay
            }
            if (s.audit) {
                const QModelIndexList rows = m_auditView->selectionModel()->selectedRows();
                const int keep = rows.isEmpty() ? -1 : rows.first().row();
                const bool same = m_audit->runId() == s.audit->runId;
                m_audit->setFindings(s.audit->runId, s.audit->findings, s.audit->itemTitles);
                m_auditView->resizeColumnsToContents();
                if (same && keep >= 0 && keep < m_audit->rowCount()) {
                    m_auditView->selectRow(keep);
                }
                m_auditSummary->setText(m_scheduler->auditSummary(s.audit->at, m_audit->failed()));
            }
            if (s.matrix) {
                m_matrixPage->setMatrix(*s.matrix, s.nodeAudit ? m_scheduler->matrixJobName(*s.nodeAudit) : QString());
            }
            m_scheduler->reloadStored();
            // Kept until a load of History lands with it selected: reloads overlap (a change elsewhere, the
            // job's end) and only the newest one's answer is used.
            m_history->reload(m_selectInHistory);
            updateButtons();
            emit storedReloaded();
        });
}

void ClusterView::runAudit() {
    if (!isReady() || m_auditing) {
        return;
    }
    m_auditing = true;
    updateButtons();
    m_scheduler->audit([this](const core::Result<ClusterAuditDone>& audit) {
        m_auditing = false;
        updateButtons();
        if (!audit) {
            fail(tr("The scheduler audit failed"), audit.error());
            return;
        }
        m_status->setText(audit->summary);
        m_pages->setCurrentWidget(m_auditPage);
        m_selectInHistory = audit->runId;
        reloadStored();
        emit auditFinished(audit->runId);
    });
}

void ClusterView::runNodeAudit() {
    if (isReady() && !m_running) {
        m_scheduler->runNodeAudit();
    }
}

void ClusterView::runCollective() {
    if (isReady() && !m_running) {
        m_scheduler->runCollective();
    }
}

void ClusterView::startJob(const QString& title, ClusterScheduler::JobKind kind, ClusterScheduler::JobLaunch launch) {
    if (m_running) {
        return;
    }
    m_running = true;
    m_cancelling = false;
    m_liveJob = 0;
    m_cancel = core::CancelToken();
    m_jobs->setRunning(true);
    m_jobs->startLive(title, m_scheduler->texts().liveNote);
    m_jobs->setLiveText(title);
    m_pages->setCurrentWidget(m_jobs);
    setStatus(title);
    updateButtons();
    launch(m_cancel, [this, kind](const core::Result<ClusterJobEnd>& end) { jobEnded(end, kind); });
}

void ClusterView::jobEnded(const core::Result<ClusterJobEnd>& end, ClusterScheduler::JobKind kind) {
    const bool nodeAudit = kind == ClusterScheduler::JobKind::NodeAudit;
    m_running = false;
    m_cancelling = false;
    m_jobs->setRunning(false);
    m_jobs->setCancelling(false);
    updateButtons();
    if (!end) {
        m_jobs->setLiveText(tr("No job is running."));
        fail(nodeAudit ? tr("The cross-node audit failed") : tr("The job could not run"), end.error());
        reloadStored();
        return;
    }
    QString text = nodeAudit
                       ? tr("Cross-node audit %1 ended %2").arg(end->schedulerId, core::runStatusName(end->outcome))
                       : tr("Job %1 ended %2").arg(end->schedulerId, core::runStatusName(end->outcome));
    if (!end->detail.isEmpty()) {
        text = tr("%1: %2").arg(text, end->detail);
    }
    if (end->outcome == core::RunStatus::Cancelled) {
        text = m_scheduler->cancelledText(text);
    }
    m_jobs->setLiveText(text);
    m_status->setText(text);
    // History selects what the job just wrote, not the scheduler audit left selected; where the result names no
    // runs, they are read before the one reload.
    if (!end->runIds.isEmpty()) {
        m_selectInHistory = end->runIds.first();
        reloadStored();
    } else {
        const qint64 jobId = end->jobId;
        m_store->submit([jobId](QSqlDatabase& db) { return core::ClusterRepository(db).runsOf(jobId); }) |
            ui::whileAlive(this, [this](const QVector<core::ClusterJobRun>& runs) {
                if (!runs.isEmpty()) {
                    m_selectInHistory = runs.first().runId;
                }
                reloadStored();
            });
    }
    if (nodeAudit) {
        m_pages->setCurrentWidget(m_matrixPage);
        emit nodeAuditFinished(end->jobId);
    }
    emit jobFinished(end->jobId, static_cast<int>(end->outcome));
}

void ClusterView::cancelJob() {
    if (!m_scheduler) {
        return;
    }
    if (m_running) {
        if (m_cancelling) {
            return;
        }
        m_cancelling = true;
        m_jobs->setCancelling(true);
        setStatus(m_scheduler->cancellingText());
        m_cancel.cancel();  // the job's worker cancels it and waits; the end comes through jobEnded
        return;
    }
    const core::ClusterJobRecord* job = m_jobs->selectedJob();
    if (!job) {
        return;
    }
    m_scheduler->cancelStored(*job, [this](const core::Status& st, const QString& text) {
        if (!st) {
            fail(text, st.error());
            return;
        }
        m_status->setText(text);
        reloadStored();
    });
}

void ClusterView::showEvidence() {
    const QModelIndexList rows = m_auditView->selectionModel()->selectedRows();
    m_rawButton->setEnabled(!rows.isEmpty());
    if (rows.isEmpty() || !m_scheduler) {
        return;
    }
    const QString name = m_audit->data(rows.first(), ClusterAuditModel::EvidenceRole).toString();
    const qint64 runId = m_audit->runId();
    m_store->submit([runId, name](QSqlDatabase& db) { return core::ClusterQueries(db).rawOutput(runId, name); }) |
        ui::whileAlive(this, [this, name](const core::Result<QByteArray>& text) {
            const QString heading = m_scheduler->evidenceHeading(name);
            m_evidence->setPlainText(text ? heading + u'\n' + QString::fromUtf8(*text) : text.error().message);
            m_evidence->setDocumentTitle(heading);
        });
}

void ClusterView::showRawOutput(const QString& title, const QString& text) {
    if (text.isEmpty()) {
        return;
    }
    auto* dialog = new RawOutputDialog(title, text, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->resize(900, 600);
    dialog->open();
    emit rawOutputShown(title, text);
}

}  // namespace tb::ui
