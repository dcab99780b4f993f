#include "ui/cluster/KubeClusterView.h"

#include "core/launch/kube/KubeAudit.h"
#include "core/launch/kube/Kubectl.h"
#include "core/cluster/kube/KubeNodeAuditRunner.h"
#include "core/session/RemoteSession.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Store.h"
#include "ui/common/GuiContinuation.h"
#include "ui/cluster/ClusterAuditModel.h"
#include "ui/cluster/ClusterJobsModel.h"
#include "core/cluster/ClusterJobRelay.h"
#include "core/cluster/kube/KubeCollective.h"
#include "core/launch/kube/KubeLauncher.h"
#include "ui/cluster/KubeRunDialog.h"
#include "ui/cluster/KubectlTask.h"
#include "ui/cluster/ClusterTables.h"
#include "ui/cluster/NodeMatrixModel.h"
#include "ui/cluster/NodeMatrixPage.h"
#include "ui/cluster/RawOutputDialog.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/RunHistoryPanel.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace tb::ui {

KubeClusterView::KubeClusterView(std::shared_ptr<core::Store> store, NodeSessions* sessions, QWidget* parent)
    : QWidget(parent),
      m_store(std::move(store)),
      m_sessions(sessions),
      m_relay(new core::ClusterJobRelay(), [](core::ClusterJobRelay* r) { r->deleteLater(); }) {
    setObjectName(QStringLiteral("kubeClusterView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("clusterTitle"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_auditButton = new QPushButton(tr("Audi&t the cluster"), this);
    m_auditButton->setObjectName(QStringLiteral("auditKube"));
    m_auditButton->setToolTip(
        tr("kubectl reads the server version, nodes, operators, CRDs, StorageClasses and RBAC, and makes a test claim "
           "that must bind within 10 s; every reply is kept"));
    m_nodeAuditButton = new QPushButton(tr("Audit e&very GPU node"), this);
    m_nodeAuditButton->setObjectName(QStringLiteral("auditKubeNodes"));
    m_nodeAuditButton->setToolTip(tr("tb-node in one pod per GPU node (host paths read-only), removed afterwards"));
    m_runButton = new QPushButton(tr("&Run a collective…"), this);
    m_runButton->setObjectName(QStringLiteral("runKubeCollective"));
    m_runButton->setToolTip(
        tr("An MPIJob or an indexed Job across GPU nodes; the manifest is shown before it is "
           "submitted"));
    header->addWidget(m_title, 1);
    header->addWidget(m_auditButton);
    header->addWidget(m_nodeAuditButton);
    header->addWidget(m_runButton);
    layout->addLayout(header);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("clusterStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("clusterPages"));
    // The audit.
    auto* audit = new QWidget(m_pages);
    auto* auditLayout = new QVBoxLayout(audit);
    auto* auditHeader = new QHBoxLayout;
    m_auditSummary = new QLabel(tr("No Kubernetes audit yet."), audit);
    m_auditSummary->setObjectName(QStringLiteral("auditSummary"));
    m_auditSummary->setWordWrap(true);
    m_kubectl = new QLabel(audit);
    m_kubectl->setObjectName(QStringLiteral("kubectlVersion"));
    m_rawButton = new QPushButton(tr("Ra&w output…"), audit);
    m_rawButton->setObjectName(QStringLiteral("rawKubectlOutput"));
    m_rawButton->setToolTip(tr("The selected check's kubectl reply, whole, in a window of its own"));
    m_rawButton->setEnabled(false);
    auditHeader->addWidget(m_auditSummary, 1);
    auditHeader->addWidget(m_kubectl);
    auditHeader->addWidget(m_rawButton);
    auditLayout->addLayout(auditHeader);
    auto* auditSplit = new QSplitter(Qt::Vertical, audit);
    m_audit = new ClusterAuditModel(this);
    m_audit->setSuggestions(core::KubeAudit::suggestionsPath());
    m_auditView = makeClusterTable(auditSplit, QStringLiteral("auditChecks"), m_audit);
    m_evidence = new QPlainTextEdit(auditSplit);
    m_evidence->setObjectName(QStringLiteral("auditEvidence"));
    m_evidence->setReadOnly(true);
    m_evidence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_evidence->setPlaceholderText(tr("Select a check to see the kubectl output it was read from."));
    auditSplit->setStretchFactor(0, 2);
    auditSplit->setStretchFactor(1, 1);
    auditLayout->addWidget(auditSplit, 1);
    m_pages->addTab(audit, tr("Cluster a&udit"));
    // The node matrix.
    m_matrixPage = new NodeMatrixPage(tr("Only rows where nodes dif&fer"), m_pages);
    auto* imageLabel = new QLabel(tr("tb-node ima&ge:"), m_matrixPage);
    m_nodeImage = new QLineEdit(m_matrixPage);
    m_nodeImage->setObjectName(QStringLiteral("nodeAuditImage"));
    m_nodeImage->setPlaceholderText(tr("an image with tb-node on its PATH (default: the cluster's)"));
    m_nodeImage->setMinimumWidth(260);
    imageLabel->setBuddy(m_nodeImage);
    m_matrixPage->addHeaderWidget(imageLabel);
    m_matrixPage->addHeaderWidget(m_nodeImage);
    m_pages->addTab(m_matrixPage, tr("Node &matrix"));
    // The jobs and the live log of the one that runs.
    auto* jobs = new QWidget(m_pages);
    auto* jobsLayout = new QVBoxLayout(jobs);
    auto* jobsHeader = new QHBoxLayout;
    m_live = new QLabel(tr("No job is running."), jobs);
    m_live->setObjectName(QStringLiteral("liveState"));
    m_live->setWordWrap(true);
    m_live->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cancelButton = new QPushButton(tr("&Cancel job"), jobs);
    m_cancelButton->setObjectName(QStringLiteral("cancelKubeJob"));
    m_cancelButton->setToolTip(
        tr("Deletes everything labelled with the run, then waits until none of its pods is "
           "left"));
    jobsHeader->addWidget(m_live, 1);
    jobsHeader->addWidget(m_cancelButton);
    jobsLayout->addLayout(jobsHeader);
    auto* jobsSplit = new QSplitter(Qt::Vertical, jobs);
    m_jobsModel = new ClusterJobsModel(this);
    m_jobsModel->setKubernetes(true);
    m_jobsView = makeClusterTable(jobsSplit, QStringLiteral("kubeJobs"), m_jobsModel);
    m_jobsView->horizontalHeader()->setStretchLastSection(false);
    m_jobsView->horizontalHeader()->setSectionResizeMode(int(ClusterJobsModel::Column::Detail), QHeaderView::Stretch);
    m_jobsView->setTextElideMode(Qt::ElideRight);
    m_jobsView->setToolTip(tr("Double-click a job for its manifest as submitted"));
    m_log = new QPlainTextEdit(jobsSplit);
    m_log->setObjectName(QStringLiteral("kubeJobLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(20000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setPlaceholderText(tr("The log of the job's first pod (the MPIJob's launcher), as it arrives."));
    jobsSplit->setStretchFactor(0, 2);
    jobsSplit->setStretchFactor(1, 3);
    jobsLayout->addWidget(jobsSplit, 1);
    m_pages->addTab(jobs, tr("&Jobs"));
    m_history = new RunHistoryPanel(m_pages);
    m_history->setStore(m_store);
    m_pages->addTab(m_history, tr("&History"));
    layout->addWidget(m_pages, 1);

    connect(m_auditButton, &QPushButton::clicked, this, &KubeClusterView::runAudit);
    connect(m_nodeAuditButton, &QPushButton::clicked, this, &KubeClusterView::runNodeAudit);
    connect(m_runButton, &QPushButton::clicked, this, &KubeClusterView::openRunDialog);
    connect(m_cancelButton, &QPushButton::clicked, this, &KubeClusterView::cancelJob);
    connect(m_auditView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &KubeClusterView::showEvidence);
    connect(m_auditView, &QTableView::doubleClicked, this,
            [this] { showRawOutput(m_evidence->documentTitle(), m_evidence->toPlainText()); });
    connect(m_rawButton, &QPushButton::clicked, this,
            [this] { showRawOutput(m_evidence->documentTitle(), m_evidence->toPlainText()); });
    connect(m_matrixPage, &NodeMatrixPage::rawOutputRequested, this, [this](qint64 runId, const QString& node) {
        m_store->submit([runId](QSqlDatabase& db) { return core::ClusterQueries(db).rawOutput(runId, QString()); }) |
            ui::whileAlive(this, [this, node](const core::Result<QByteArray>& text) {
                showRawOutput(tr("tb-node on %1").arg(node), text ? QString::fromUtf8(*text) : text.error().message);
            });
    });
    connect(m_jobsView, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        const core::ClusterJobRecord& job = m_jobsModel->jobAt(index.row());
        showRawOutput(tr("Manifest of %1").arg(job.schedulerId), job.script);
    });
    connect(m_jobsView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &KubeClusterView::updateButtons);
    connect(m_relay.get(), &core::ClusterJobRelay::changed, this, [this](const core::ClusterJobRecord& job) {
        // Every stored change of the row comes here; the status line follows its state and the scheduler's reason.
        if (job.state != m_liveState || job.reason != m_liveReason || job.id != m_liveJob) {
            m_liveState = job.state;
            m_liveReason = job.reason;
            onJobState(job.id, job.state, job.reason);
        }
    });
    const auto appendLog = [this](qint64, const QByteArray& bytes) {
        QScrollBar* bar = m_log->verticalScrollBar();
        const bool atEnd = bar->value() == bar->maximum();
        QString text = QString::fromUtf8(bytes);
        if (text.endsWith(u'\n')) {
            text.chop(1);
        }
        m_log->appendPlainText(text);
        if (atEnd) {
            bar->setValue(bar->maximum());
        }
    };
    connect(m_relay.get(), &core::ClusterJobRelay::stdoutText, this, appendLog);
    connect(m_relay.get(), &core::ClusterJobRelay::stderrText, this, appendLog);
    connect(m_relay.get(), &core::ClusterJobRelay::lines, this, appendLog);
    updateButtons();
}

QTableView* KubeClusterView::matrixView() const {
    return m_matrixPage->view();
}

NodeMatrixModel* KubeClusterView::matrixModel() const {
    return m_matrixPage->model();
}

QLabel* KubeClusterView::matrixSummary() const {
    return m_matrixPage->summary();
}

KubeClusterView::~KubeClusterView() {
    m_cancel.cancel();  // a job still watched is deleted on the cluster by its thread, which then ends
}

void KubeClusterView::setCluster(const core::ClusterListing& cluster) {
    m_cluster = cluster;
    m_history->setPlace(cluster.login.evaluationId, cluster.login.id);
    const qint64 id = cluster.cluster.id;
    const quint64 generation = ++m_generation;
    m_store->submit([id](QSqlDatabase& db) { return core::KubeClusterWorkflow(db).get(id); }) |
        ui::whileAlive(this, [this, generation](const core::Result<core::KubeClusterWorkflow::Listing>& l) {
            if (generation != m_generation) {
                return;
            }
            if (!l) {
                fail(tr("The Kubernetes settings could not be read"), l.error());
                return;
            }
            m_listing = *l;
            m_loaded = true;
            const core::KubeSettings& k = l->kube;
            const QString context = k.context.isEmpty() ? tr("current context") : k.context;
            m_title->setText(
                k.viaLogin
                    ? tr("%1 · Kubernetes · %2, namespace %3 · kubectl on %4@%5")
                          .arg(l->cluster.login.name, context, k.ns, l->cluster.login.userName, l->cluster.login.host)
                    : tr("%1 · Kubernetes · %2, namespace %3").arg(l->cluster.login.name, context, k.ns));
            m_title->setToolTip(tr("kubeconfig %1 (used where it lies)").arg(k.kubeconfigPath));
            if (m_nodeImage->text().isEmpty()) {
                m_nodeImage->setText(l->cluster.cluster.containerImage);
            }
            updateButtons();
            emit listingLoaded();
        });
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_cluster.providerId > 0 && c.touchesProvider(m_cluster.providerId) &&
            c.touchesAny({core::EntityKind::Cluster, core::EntityKind::Run})) {
            reloadStored();
        }
    });
    reloadStored();
}

core::KubeTarget KubeClusterView::kubeTarget() const {
    core::KubeTarget t;
    t.kubeconfig = m_listing.kube.kubeconfigPath;
    t.context = m_listing.kube.context;
    t.ns = m_listing.kube.ns;
    t.viaLogin = m_listing.kube.viaLogin;
    return t;
}

core::SshTarget KubeClusterView::loginTarget() const {
    core::SshTarget t;
    t.host = m_listing.cluster.login.host;
    t.port = m_listing.cluster.login.port;
    t.user = m_listing.cluster.login.userName;
    t.jump = m_listing.cluster.login.jump;
    t.identityFile = m_listing.cluster.login.identityFile;
    t.knownHostsFile = m_listing.cluster.knownHostsFile;
    t.stallTimeoutS = 30;
    if (m_adjust) {
        m_adjust(t);
    }
    return t;
}

template <typename R>
void KubeClusterView::withKubectl(bool jobs, std::function<R(core::Kubectl&)> fn, std::function<void(const R&)> done) {
    const core::KubeTarget target = kubeTarget();
    if (!target.viaLogin) {
        runLocalKubectl(target, std::move(fn)) | ui::whileAlive(this, std::move(done));
        return;
    }
    const qint64 id = clusterSessionId(m_listing.cluster.login.id, jobs);
    m_sessions->connectNode(
        id, loginTarget(), this,
        [this, id, target, fn = std::move(fn), done = std::move(done)](const core::Status& st) {
            if (!st) {
                done(R(st.error()));
                return;
            }
            core::RemoteSession* s = m_sessions->session(id);
            if (!s) {
                done(R(core::makeError(core::ErrorCode::Unreachable, tr("The login node's session is gone"))));
                return;
            }
            s->submit([target, fn](core::RemoteConnection& c) {
                auto k = core::Kubectl::make(target, &c);
                return fn(*k);
            }) | ui::whileAlive(this, done);
        });
}

void KubeClusterView::fail(const QString& what, const core::Error& error) {
    const QString text = tr("%1: %2").arg(what, error.toString());
    m_status->setText(text);
    emit errorOccurred(text);
}

void KubeClusterView::setRunning(bool running) {
    m_running = running;
    if (!running) {
        m_cancelling = false;
    }
    updateButtons();
}

void KubeClusterView::updateButtons() {
    m_auditButton->setEnabled(m_loaded && !m_auditing);
    m_nodeAuditButton->setEnabled(m_loaded && !m_running);
    m_runButton->setEnabled(m_loaded && !m_running);
    bool leftOver = false;  // a job that was watched when the workbench closed: its objects may still be there
    if (!m_running) {
        const QModelIndexList rows = m_jobsView->selectionModel()->selectedRows();
        if (!rows.isEmpty()) {
            const core::ClusterJobRecord& j = m_jobsModel->jobAt(rows.first().row());
            leftOver = j.outcome == core::RunStatus::Running || j.outcome == core::RunStatus::Interrupted;
        }
    }
    m_cancelButton->setEnabled(m_loaded && ((m_running && !m_cancelling) || leftOver));
}

void KubeClusterView::reloadStored() {
    if (m_cluster.cluster.id <= 0) {
        return;
    }
    const qint64 clusterId = m_cluster.cluster.id;
    struct Stored : core::ClusterQueries::StoredView {
        QString matrixJob;
        QString kubectlVersion;
    };
    m_store->submit([clusterId](QSqlDatabase& db) {
        Stored s;
        static_cast<core::ClusterQueries::StoredView&>(s) = core::ClusterQueries(db).stored(clusterId);
        if (const auto& job = s.nodeAudit) {
            s.matrixJob = tr("Pods %1 (%2), %3").arg(job->schedulerId, core::runStatusName(job->outcome), job->endedAt);
        }
        if (auto k = core::KubeClusterWorkflow(db).get(clusterId)) {
            s.kubectlVersion = k->kube.kubectlVersion;
        }
        return s;
    }) | ui::whileAlive(this, [this](const Stored& s) {
        const qint64 selected = [this] {
            const QModelIndexList rows = m_jobsView->selectionModel()->selectedRows();
            return rows.isEmpty() ? qint64(0) : m_jobsModel->jobAt(rows.first().row()).id;
        }();
        m_jobsModel->setJobs(s.jobs);
        m_jobsView->resizeColumnsToContents();
        // The scheduler's message can be a paragraph: capped, elided, whole in the tooltip, so the columns
        // after it stay in sight.
        const int reasonColumn = int(ClusterJobsModel::Column::Reason);
        m_jobsView->setColumnWidth(reasonColumn, qMin(m_jobsView->columnWidth(reasonColumn), 340));
        if (const int row = m_jobsModel->rowOf(selected); selected > 0 && row >= 0) {
            m_jobsView->selectRow(row);
        }
        m_kubectl->setText(s.kubectlVersion.isEmpty() ? QString() : tr("kubectl %1").arg(s.kubectlVersion));
        if (s.audit) {
            const QModelIndexList rows = m_auditView->selectionModel()->selectedRows();
            const int keep = rows.isEmpty() ? -1 : rows.first().row();
            const bool same = m_audit->runId() == s.audit->runId;
            m_audit->setFindings(s.audit->runId, s.audit->findings, s.audit->itemTitles);
            m_auditView->resizeColumnsToContents();
            if (same && keep >= 0 && keep < m_audit->rowCount()) {
                m_auditView->selectRow(keep);
            }
            m_auditSummary->setText(
                tr("Kubernetes audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.", nullptr,
                   m_audit->failed())
                    .arg(s.audit->at));
        }
        if (s.matrix) {
            m_matrixPage->setMatrix(*s.matrix, s.matrixJob);
        }
        m_history->reload(std::exchange(m_selectInHistory, 0));
        updateButtons();
        emit storedReloaded();
    });
}

void KubeClusterView::runAudit() {
    if (!m_loaded || m_auditing) {
        return;
    }
    m_auditing = true;
    updateButtons();
    m_status->setText(tr("Auditing the cluster through kubectl (the test claim may take 10 s to bind)…"));
    const qint64 providerId = m_listing.cluster.providerId, evaluationId = m_listing.cluster.login.evaluationId,
                 nodeId = m_listing.cluster.login.id, clusterId = m_listing.cluster.cluster.id;
    std::shared_ptr<core::Store> store = m_store;
    withKubectl<core::Result<core::KubeAuditOutcome>>(
        false,
        [store, providerId, evaluationId, nodeId, clusterId](core::Kubectl& k) {
            return core::KubeAuditRunner::audit(k, *store, providerId, evaluationId, nodeId, clusterId);
        },
        [this](const core::Result<core::KubeAuditOutcome>& audit) {
            m_auditing = false;
            updateButtons();
            if (!audit) {
                fail(tr("The Kubernetes audit failed"), audit.error());
                return;
            }
            m_status->setText(tr("Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU node(s)", nullptr,
                                 int(audit->gpuNodes.size()))
                                  .arg(audit->kubectlVersion)
                                  .arg(audit->failed)
                                  .arg(audit->warned));
            m_pages->setCurrentIndex(0);
            m_selectInHistory = audit->runId;
            reloadStored();
            emit auditFinished(audit->runId);
        });
}

void KubeClusterView::runNodeAudit() {
    if (!m_loaded || m_running) {
        return;
    }
    core::KubeNodeAuditRunner::Options o;
    o.image = m_nodeImage->text().trimmed().isEmpty() ? m_listing.cluster.cluster.containerImage
                                                      : m_nodeImage->text().trimmed();
    o.runLabel =
        QStringLiteral("n%1-%2").arg(m_listing.cluster.cluster.id).arg(QDateTime::currentMSecsSinceEpoch() % 100000000);
    o.providerId = m_listing.cluster.providerId;
    o.loginNodeId = m_listing.cluster.login.id;
    if (m_pollMs > 0) {
        o.pollMs = m_pollMs;
    }
    m_cancel = core::CancelToken();
    setRunning(true);
    m_live->setText(tr("tb-node in one pod per GPU node (label tierbench.run=%1)…").arg(o.runLabel));
    m_status->setText(m_live->text());
    const qint64 clusterId = m_listing.cluster.cluster.id;
    const core::KubeSettings settings = m_listing.kube;
    const core::CancelToken cancel = m_cancel;
    std::shared_ptr<core::Store> store = m_store;
    withKubectl<core::Result<core::ClusterJobRecord>>(
        true,
        [store, clusterId, settings, o, cancel](core::Kubectl& k) -> core::Result<core::ClusterJobRecord> {
            auto listed =
                k.run({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("json")},
                      {}, 60, false);
            if (!listed) {
                return listed.error();
            }
            if (listed->exitCode != 0) {
                return core::makeError(
                    core::ErrorCode::ProbeFailed,
                    tr("kubectl could not list the nodes: %1").arg(QString::fromUtf8(listed->err.trimmed().left(300))));
            }
            auto nodes = core::KubeAudit::gpuNodes(listed->out);
            if (!nodes) {
                return nodes.error();
            }
            return core::KubeNodeAuditRunner::run(*store, k, clusterId, *nodes, settings, o, cancel);
        },
        [this](const core::Result<core::ClusterJobRecord>& job) {
            setRunning(false);
            if (!job) {
                m_live->setText(tr("No job is running."));
                fail(tr("The cross-node audit failed"), job.error());
                return;
            }
            m_live->setText(tr("Cross-node audit %1 ended %2. %3")
                                .arg(job->schedulerId, core::runStatusName(job->outcome), job->outcomeDetail));
            m_status->setText(m_live->text());
            m_pages->setCurrentIndex(1);
            reloadStored();
            emit nodeAuditFinished(job->id);
        });
}

void KubeClusterView::openRunDialog() {
    if (!m_loaded || m_running) {
        return;
    }
    m_status->setText(tr("Reading which job form and gang scheduler the cluster serves…"));
    m_runButton->setEnabled(false);
    struct Detected {
        Detected(core::Result<core::KubeJobForm> f, core::Result<core::KubeGang> g)
            : form(std::move(f)), gang(std::move(g)) {}
        explicit Detected(const core::Error& e) : form(e), gang(e) {}  // the login node could not be reached
        core::Result<core::KubeJobForm> form;
        core::Result<core::KubeGang> gang;
    };
    withKubectl<Detected>(
        false,
        [](core::Kubectl& k) {
            return Detected{core::KubeLauncher::detectForm(k), core::KubeLauncher::detectGang(k)};
        },
        [this](const Detected& detected) {
            updateButtons();
            if (m_running) {
                return;
            }
            QString text = detected.form ? tr("The cluster runs an %1.").arg(KubeRunDialog::formName(*detected.form))
                                         : tr("The job form could not be read: %1").arg(detected.form.error().message);
            text = detected.gang
                       ? tr("%1 Gang scheduling: %2.").arg(text, KubeRunDialog::gangName(*detected.gang))
                       : tr("%1 The gang scheduler could not be read: %2").arg(text, detected.gang.error().message);
            m_status->setText(text);
            auto* dialog = new KubeRunDialog(
                m_listing, detected.form ? std::optional<core::KubeJobForm>(*detected.form) : std::nullopt, this,
                detected.gang ? std::optional<core::KubeGang>(*detected.gang) : std::nullopt);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            m_runDialog = dialog;
            connect(dialog, &QDialog::accepted, this, [this, dialog] { submit(dialog->spec(), dialog->form()); });
            dialog->open();
            emit runDialogShown(dialog);
        });
}

void KubeClusterView::submit(const core::KubeCollectiveSpec& spec, core::KubeJobForm form) {
    if (!m_loaded || m_running) {
        return;
    }
    m_cancel = core::CancelToken();
    m_liveJob = 0;
    m_liveName = spec.name;
    m_log->clear();
    setRunning(true);
    m_pages->setCurrentIndex(2);
    m_live->setText(tr("Submitting %1 (label tierbench.run=%2)…").arg(spec.name, spec.runLabel));
    m_status->setText(m_live->text());
    core::ClusterJobLimits limits;
    if (m_pollMs > 0) {
        limits.pollIntervalMs = m_pollMs;
    }
    limits.pendingLimitS = m_pendingLimitS;
    limits.silenceLimitS = 0;  // a collective's log may stay quiet for long between sizes
    const qint64 clusterId = m_listing.cluster.cluster.id;
    const core::CancelToken cancel = m_cancel;
    std::shared_ptr<core::Store> store = m_store;
    std::shared_ptr<core::ClusterJobRelay> relay = m_relay;
    m_liveState.clear();
    m_liveReason.clear();
    withKubectl<core::Result<core::ClusterJobRecord>>(
        true,
        [store, clusterId, limits, spec, form, cancel,
         relay](core::Kubectl& k) -> core::Result<core::ClusterJobRecord> {
            core::KubeCollective collective(store, clusterId, limits, relay.get());
            auto ran = collective.run(k, spec, form, cancel);
            if (!ran) {
                return ran.error();
            }
            return store->run([id = ran->job.jobId](QSqlDatabase& db) { return core::ClusterRepository(db).job(id); });
        },
        [this](const core::Result<core::ClusterJobRecord>& job) { jobEnded(job); });
}

void KubeClusterView::onJobState(qint64 jobId, const QString& state, const QString& reason) {
    if (m_liveJob != jobId) {
        m_liveJob = jobId;
        emit jobStarted(jobId);
    }
    QString text = reason.isEmpty() ? tr("Job %1: %2").arg(m_liveName, state)
                                    : tr("Job %1: %2. The scheduler says: %3").arg(m_liveName, state, reason);
    if (m_cancelling) {
        text = tr("%1 (cancelling)").arg(text);
    }
    m_live->setText(text);
    m_status->setText(text);
    reloadStored();
}

void KubeClusterView::jobEnded(const core::Result<core::ClusterJobRecord>& job) {
    setRunning(false);
    if (!job) {
        m_live->setText(tr("No job is running."));
        fail(tr("The job could not run"), job.error());
        return;
    }
    QString text = tr("Job %1 ended %2").arg(job->schedulerId, core::runStatusName(job->outcome));
    if (!job->outcomeDetail.isEmpty()) {
        text = tr("%1: %2").arg(text, job->outcomeDetail);
    }
    if (job->outcome == core::RunStatus::Cancelled) {
        text = tr("%1. Nothing labelled with the run is left.").arg(text);
    }
    m_live->setText(text);
    m_status->setText(text);
    // History selects what the job just wrote (a collective's results), not the scheduler audit left selected: the
    // record carries no run ids (the Slurm result does), so they are read before the one reload.
    const qint64 jobId = job->id;
    m_store->submit([jobId](QSqlDatabase& db) { return core::ClusterRepository(db).runsOf(jobId); }) |
        ui::whileAlive(this, [this](const QVector<core::ClusterJobRun>& runs) {
            if (!runs.isEmpty()) {
                m_selectInHistory = runs.first().runId;
            }
            reloadStored();
        });
    emit jobFinished(job->id, int(job->outcome));
}

void KubeClusterView::cancelJob() {
    if (m_running) {
        if (m_cancelling) {
            return;
        }
        m_cancelling = true;
        updateButtons();
        m_live->setText(tr("Cancelling %1: deleting everything labelled with the run, then waiting until none of its "
                           "pods is left…")
                            .arg(m_liveName));
        m_status->setText(m_live->text());
        m_cancel.cancel();  // the job's thread deletes and waits; the end comes through jobEnded
        return;
    }
    const QModelIndexList rows = m_jobsView->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        return;
    }
    const QString label = m_jobsModel->jobAt(rows.first().row()).spec.value(QStringLiteral("runLabel")).toString();
    if (label.isEmpty()) {
        return;
    }
    m_cancelButton->setEnabled(false);
    m_status->setText(tr("Deleting everything labelled tierbench.run=%1…").arg(label));
    withKubectl<core::Status>(
        false, [label](core::Kubectl& k) { return core::KubeLauncher::cleanup(k, label, 120); },
        [this, label](const core::Status& st) {
            updateButtons();
            if (!st) {
                fail(tr("The run %1 could not be cleaned up").arg(label), st.error());
                return;
            }
            m_status->setText(tr("Everything labelled tierbench.run=%1 is deleted; no pod of it is left.").arg(label));
        });
}

void KubeClusterView::showEvidence() {
    const QModelIndexList rows = m_auditView->selectionModel()->selectedRows();
    m_rawButton->setEnabled(!rows.isEmpty());
    if (rows.isEmpty()) {
        return;
    }
    const QString name = m_audit->data(rows.first(), ClusterAuditModel::EvidenceRole).toString();
    const qint64 runId = m_audit->runId();
    m_store->submit([runId, name](QSqlDatabase& db) { return core::ClusterQueries(db).rawOutput(runId, name); }) |
        ui::whileAlive(this, [this, name](const core::Result<QByteArray>& text) {
            m_evidence->setPlainText(text ? QStringLiteral("# %1\n%2").arg(name, QString::fromUtf8(*text))
                                          : text.error().message);
            m_evidence->setDocumentTitle(tr("kubectl: %1").arg(name));
        });
}

void KubeClusterView::showRawOutput(const QString& title, const QString& text) {
    if (text.isEmpty()) {
        return;
    }
    auto* dialog = new RawOutputDialog(title, text, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->resize(900, 600);
    dialog->open();
}

}  // namespace tb::ui
