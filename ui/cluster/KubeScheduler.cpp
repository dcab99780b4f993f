#include "ui/cluster/KubeScheduler.h"

#include "core/cluster/ClusterJobRelay.h"
#include "core/cluster/ClusterQueries.h"
#include "core/cluster/kube/KubeAuditRunner.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/session/RemoteSession.h"
#include "core/store/Store.h"
#include "ui/cluster/ClusterTables.h"
#include "ui/cluster/KubeRunDialog.h"
#include "ui/cluster/KubectlTask.h"
#include "ui/cluster/NodeMatrixPage.h"
#include "ui/common/GuiContinuation.h"
#include "ui/runs/NodeSessions.h"

#include <QDateTime>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <utility>

namespace tb::ui {

namespace {
QLabel* valueLabel(QWidget* parent, const QString& name) {
    auto* l = new QLabel(parent);
    l->setObjectName(name);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}
}  // namespace

KubeScheduler::KubeScheduler(std::shared_ptr<core::Store> store, NodeSessions* sessions,
                             std::shared_ptr<core::ClusterJobRelay> relay, Host host, QObject* parent)
    : ClusterScheduler(std::move(store), sessions, std::move(relay), std::move(host), parent) {
    m_page = new QWidget;
    m_page->setObjectName(QStringLiteral("kubePage"));
    auto* layout = new QVBoxLayout(m_page);
    auto* form = new QFormLayout;
    m_context = valueLabel(m_page, QStringLiteral("kubeContext"));
    m_ns = valueLabel(m_page, QStringLiteral("kubeNamespace"));
    m_kubeconfig = valueLabel(m_page, QStringLiteral("kubeconfigPath"));
    m_where = valueLabel(m_page, QStringLiteral("kubectlWhere"));
    m_pods = valueLabel(m_page, QStringLiteral("kubeWorkerPods"));
    m_form = valueLabel(m_page, QStringLiteral("kubeJobForm"));
    m_gang = valueLabel(m_page, QStringLiteral("kubeGang"));
    m_kubectl = valueLabel(m_page, QStringLiteral("kubectlVersion"));
    form->addRow(tr("Context:"), m_context);
    form->addRow(tr("Namespace:"), m_ns);
    form->addRow(tr("Kubeconfig:"), m_kubeconfig);
    form->addRow(tr("kubectl runs:"), m_where);
    form->addRow(tr("Every worker pod gets:"), m_pods);
    form->addRow(tr("Job form:"), m_form);
    form->addRow(tr("Gang scheduling:"), m_gang);
    form->addRow(tr("kubectl of the last audit:"), m_kubectl);
    layout->addLayout(form);
    layout->addStretch();
    m_form->setText(tr("not read yet: Refresh asks the cluster"));
    m_gang->setText(m_form->text());

    m_jobNote =
        new QLabel(tr("A collective is an MPIJob, a JobSet or an indexed Job across GPU nodes. Run reads "
                      "which one the cluster serves and its gang scheduler, then shows the exact manifest "
                      "before it is submitted."));
    m_jobNote->setObjectName(QStringLiteral("kubeJobNote"));
    m_jobNote->setWordWrap(true);
    m_nodeImage = new QLineEdit;
    m_nodeImage->setObjectName(QStringLiteral("nodeAuditImage"));
    m_nodeImage->setPlaceholderText(tr("an image with tb-node on its PATH (default: the cluster's)"));
    m_nodeImage->setMinimumWidth(260);
}

ClusterScheduler::Texts KubeScheduler::texts() const {
    Texts t;
    t.refreshTip = tr("kubectl reads which job form and gang scheduler the cluster serves");
    t.audit = tr("Audit th&e cluster");
    t.auditTip =
        tr("kubectl reads the server version, nodes, operators, CRDs, StorageClasses and RBAC, and makes a test claim "
           "that must bind within 10 s; every reply is kept");
    t.nodeAudit = tr("Audit e&very GPU node");
    t.nodeAuditTip = tr("tb-node in one pod per GPU node (host paths read-only), removed afterwards");
    t.auditTab = tr("Cluster a&udit");
    t.noAudit = tr("No Kubernetes audit yet.");
    t.evidencePlaceholder = tr("Select a check to see the kubectl output it was read from.");
    t.run = tr("&Run a collective…");
    t.runTip = tr("An MPIJob or an indexed Job across GPU nodes; the manifest is shown before it is submitted");
    t.cancelTip = tr("Deletes everything labelled with the run, then waits until none of its pods is left");
    t.outputPlaceholder = tr("The log of the job's first pod (the MPIJob's launcher), as it arrives.");
    t.outputFirst = true;
    return t;
}

QWidget* KubeScheduler::page() const {
    return m_page;
}

QString KubeScheduler::pageTitle() const {
    return tr("Kubernetes conte&xt");
}

QWidget* KubeScheduler::jobForm() const {
    return m_jobNote;
}

void KubeScheduler::addMatrixControls(NodeMatrixPage* page) {
    auto* imageLabel = new QLabel(tr("tb-node ima&ge:"), page);
    imageLabel->setBuddy(m_nodeImage);
    m_nodeImage->setParent(page);
    page->addHeaderWidget(imageLabel);
    page->addHeaderWidget(m_nodeImage);
}

void KubeScheduler::setCluster(const core::ClusterListing& cluster) {
    ClusterScheduler::setCluster(cluster);
    const qint64 id = cluster.cluster.id;
    if (id <= 0) {
        return;
    }
    const quint64 generation = ++m_generation;
    m_store->submit([id](QSqlDatabase& db) { return core::KubeClusterWorkflow(db).get(id); }) |
        ui::whileAlive(this, [this, generation](const core::Result<core::KubeClusterWorkflow::Listing>& l) {
            if (generation != m_generation) {
                return;
            }
            if (!l) {
                m_host.fail(tr("The Kubernetes settings could not be read"), l.error());
                return;
            }
            m_listing = *l;
            m_loaded = true;
            if (m_nodeImage->text().isEmpty()) {
                m_nodeImage->setText(l->cluster.cluster.containerImage);
            }
            showSettings();
            emit changed();
            emit listingLoaded();
        });
}

void KubeScheduler::showSettings() {
    const core::KubeSettings& k = m_listing.kube;
    const core::ClusterListing& c = m_listing.cluster;
    m_context->setText(k.context.isEmpty() ? tr("current context") : k.context);
    m_ns->setText(k.ns);
    m_kubeconfig->setText(tr("%1 (used where it lies)").arg(k.kubeconfigPath));
    m_where->setText(k.viaLogin ? tr("on the login node %1@%2").arg(c.login.userName, c.login.host)
                                : tr("on this machine"));
    QStringList pods;
    pods << tr("%n GPU(s)", nullptr, k.gpusPerWorker);
    if (!k.rdmaResource.isEmpty()) {
        pods << QStringLiteral("%1 × %2").arg(k.rdmaPerWorker).arg(k.rdmaResource);
    }
    if (!c.cluster.containerImage.isEmpty()) {
        pods << c.cluster.containerImage;
    }
    QStringList selector;
    for (auto it = k.nodeSelector.begin(); it != k.nodeSelector.end(); ++it) {
        selector << it.key() + u'=' + it.value().toString();
    }
    if (!selector.isEmpty()) {
        pods << tr("node selector %1").arg(selector.join(QStringLiteral(", ")));
    }
    if (!k.tolerations.isEmpty()) {
        pods << tr("%n toleration(s)", nullptr, int(k.tolerations.size()));
    }
    m_pods->setText(pods.join(QStringLiteral(" · ")));
    m_kubectl->setText(k.kubectlVersion.isEmpty() ? tr("no audit yet") : tr("kubectl %1").arg(k.kubectlVersion));
}

QString KubeScheduler::title() const {
    const core::KubeSettings& k = m_listing.kube;
    const core::ClusterListing& c = m_loaded ? m_listing.cluster : m_cluster;
    if (!m_loaded) {
        return tr("%1 · Kubernetes").arg(c.login.name);
    }
    const QString context = k.context.isEmpty() ? tr("current context") : k.context;
    return k.viaLogin ? tr("%1 · Kubernetes · %2, namespace %3 · kubectl on %4@%5")
                            .arg(c.login.name, context, k.ns, c.login.userName, c.login.host)
                      : tr("%1 · Kubernetes · %2, namespace %3").arg(c.login.name, context, k.ns);
}

QString KubeScheduler::titleToolTip() const {
    return m_loaded ? tr("kubeconfig %1 (used where it lies)").arg(m_listing.kube.kubeconfigPath) : QString();
}

QString KubeScheduler::auditSummary(const QString& at, int failed) const {
    return tr("Kubernetes audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.", nullptr, failed)
        .arg(at);
}

QString KubeScheduler::auditSuggestionsPath() const {
    return core::KubeAudit::suggestionsPath();
}

QString KubeScheduler::evidenceHeading(const QString& name) const {
    return QStringLiteral("# ") + name;
}

QString KubeScheduler::matrixJobName(const core::ClusterJobRecord& job) const {
    return tr("Pods %1 (%2), %3").arg(job.schedulerId, core::runStatusName(job.outcome), job.endedAt);
}

QString KubeScheduler::scriptTitle(const core::ClusterJobRecord& job) const {
    return tr("Manifest of %1").arg(job.schedulerId);
}

QString KubeScheduler::cancellingText() const {
    return tr("Cancelling: deleting everything labelled with the run, then waiting until none of its pods is left…");
}

QString KubeScheduler::cancelledText(const QString& ended) const {
    return tr("%1. Nothing labelled with the run is left.").arg(ended);
}

core::KubeTarget KubeScheduler::kubeTarget() const {
    core::KubeTarget t;
    t.kubeconfig = m_listing.kube.kubeconfigPath;
    t.context = m_listing.kube.context;
    t.ns = m_listing.kube.ns;
    t.viaLogin = m_listing.kube.viaLogin;
    return t;
}

template <typename R>
void KubeScheduler::withKubectl(bool jobs, std::function<R(core::Kubectl&)> fn, std::function<void(const R&)> done) {
    const core::KubeTarget target = kubeTarget();
    if (!target.viaLogin) {
        runLocalKubectl(target, std::move(fn)) | ui::whileAlive(this, std::move(done));
        return;
    }
    const qint64 id = clusterSessionId(m_cluster.login.id, jobs);
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
            // As for a Slurm watch: a drop is made good on the same session (its destructor waits for its jobs).
            s->submit([target, fn, s](core::RemoteConnection& c) {
                auto k = core::Kubectl::make(target, &c);
                k->reconnect = [s](core::RemoteConnection& again) { return s->reconnect(again); };
                return fn(*k);
            }) | ui::whileAlive(this, done);
        });
}

void KubeScheduler::detect(std::function<void(const KubeJobCalls::Detected&)> then) {
    m_detecting = true;
    emit changed();
    withKubectl<KubeJobCalls::Detected>(
        false, [](core::Kubectl& k) { return KubeJobCalls::detect(k); },
        [this, then = std::move(then)](const KubeJobCalls::Detected& detected) {
            m_detecting = false;
            m_form->setText(detected.form ? KubeRunDialog::formName(*detected.form)
                                          : tr("could not be read: %1").arg(detected.form.error().message));
            m_gang->setText(detected.gang ? KubeRunDialog::gangName(*detected.gang)
                                          : tr("could not be read: %1").arg(detected.gang.error().message));
            QString text = detected.form ? tr("The cluster runs an %1.").arg(KubeRunDialog::formName(*detected.form))
                                         : tr("The job form could not be read: %1").arg(detected.form.error().message);
            text = detected.gang
                       ? tr("%1 Gang scheduling: %2.").arg(text, KubeRunDialog::gangName(*detected.gang))
                       : tr("%1 The gang scheduler could not be read: %2").arg(text, detected.gang.error().message);
            m_host.status(text);
            emit changed();
            then(detected);
        });
}

void KubeScheduler::refresh() {
    if (!m_loaded || m_detecting) {
        return;
    }
    m_host.status(tr("Reading which job form and gang scheduler the cluster serves…"));
    detect([this](const KubeJobCalls::Detected&) { emit refreshed(); });
}

void KubeScheduler::reloadStored() {
    const qint64 id = m_cluster.cluster.id;
    if (id <= 0) {
        return;
    }
    // The kubectl version is written by the audit.
    m_store->submit([id](QSqlDatabase& db) { return core::KubeClusterWorkflow(db).get(id); }) |
        ui::whileAlive(this, [this](const core::Result<core::KubeClusterWorkflow::Listing>& l) {
            if (l && m_loaded && l->cluster.cluster.id == m_listing.cluster.cluster.id) {
                m_listing.kube.kubectlVersion = l->kube.kubectlVersion;
                showSettings();
            }
        });
}

void KubeScheduler::audit(std::function<void(const core::Result<ClusterAuditDone>&)> done) {
    m_host.status(tr("Auditing the cluster through kubectl (the test claim may take 10 s to bind)…"));
    const qint64 providerId = m_listing.cluster.providerId, evaluationId = m_listing.cluster.login.evaluationId,
                 nodeId = m_listing.cluster.login.id, clusterId = m_listing.cluster.cluster.id;
    std::shared_ptr<core::Store> store = m_store;
    withKubectl<core::Result<core::KubeAuditOutcome>>(
        false,
        [store, providerId, evaluationId, nodeId, clusterId](core::Kubectl& k) {
            return core::KubeAuditRunner::audit(k, *store, providerId, evaluationId, nodeId, clusterId);
        },
        [done](const core::Result<core::KubeAuditOutcome>& audit) {
            if (!audit) {
                done(audit.error());
                return;
            }
            done(ClusterAuditDone{audit->runId, tr("Kubernetes audit with kubectl %1: %2 failed, %3 warnings; %n GPU "
                                                   "node(s)",
                                                   nullptr, int(audit->gpuNodes.size()))
                                                    .arg(audit->kubectlVersion)
                                                    .arg(audit->failed)
                                                    .arg(audit->warned)});
        });
}

namespace {
ClusterJobEnd endOf(const core::ClusterJobRecord& job) {
    ClusterJobEnd e;
    e.jobId = job.id;
    e.schedulerId = job.schedulerId;
    e.outcome = job.outcome;
    e.detail = job.outcomeDetail;
    return e;
}
}  // namespace

void KubeScheduler::runNodeAudit() {
    if (!m_loaded) {
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
    m_host.startJob(
        tr("tb-node in one pod per GPU node (label tierbench.run=%1)…").arg(o.runLabel), JobKind::NodeAudit,
        [this, o](const core::CancelToken& cancel, JobDone done) {
            const qint64 clusterId = m_listing.cluster.cluster.id;
            const core::KubeSettings settings = m_listing.kube;
            std::shared_ptr<core::Store> store = m_store;
            withKubectl<core::Result<core::ClusterJobRecord>>(
                true,
                [store, clusterId, settings, o, cancel](core::Kubectl& k) {
                    return KubeJobCalls::runNodeAudit(k, store, clusterId, settings, o, cancel);
                },
                [done](const core::Result<core::ClusterJobRecord>& job) {
                    done(job ? core::Result<ClusterJobEnd>(endOf(*job)) : core::Result<ClusterJobEnd>(job.error()));
                });
        });
}

void KubeScheduler::runCollective() {
    if (!m_loaded || m_detecting) {
        return;
    }
    m_host.status(tr("Reading which job form and gang scheduler the cluster serves…"));
    detect([this](const KubeJobCalls::Detected& detected) {
        auto* dialog = new KubeRunDialog(
            m_listing, detected.form ? std::optional<core::KubeJobForm>(*detected.form) : std::nullopt,
            qobject_cast<QWidget*>(parent()),
            detected.gang ? std::optional<core::KubeGang>(*detected.gang) : std::nullopt);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        m_runDialog = dialog;
        connect(dialog, &QDialog::accepted, this, [this, dialog] { submit(dialog->spec(), dialog->form()); });
        dialog->open();
        emit runDialogShown(dialog);
    });
}

void KubeScheduler::submit(const core::KubeCollectiveSpec& spec, core::KubeJobForm form) {
    if (!m_loaded) {
        return;
    }
    m_host.startJob(
        tr("Submitting %1 (label tierbench.run=%2)…").arg(spec.name, spec.runLabel), JobKind::Collective,
        [this, spec, form](const core::CancelToken& cancel, JobDone done) {
            const qint64 clusterId = m_listing.cluster.cluster.id;
            const int pollMs = m_pollMs, pendingLimitS = m_pendingLimitS;
            std::shared_ptr<core::Store> store = m_store;
            std::shared_ptr<core::ClusterJobRelay> relay = m_relay;
            withKubectl<core::Result<core::ClusterJobRecord>>(
                true,
                [store, clusterId, pollMs, pendingLimitS, spec, form, cancel, relay](core::Kubectl& k) {
                    return KubeJobCalls::runCollective(k, store, clusterId, pollMs, pendingLimitS, spec, form, cancel,
                                                       relay);
                },
                [done](const core::Result<core::ClusterJobRecord>& job) {
                    done(job ? core::Result<ClusterJobEnd>(endOf(*job)) : core::Result<ClusterJobEnd>(job.error()));
                });
        });
}

void KubeScheduler::cancelStored(const core::ClusterJobRecord& job,
                                 std::function<void(const core::Status& st, const QString& text)> done) {
    const QString label = job.spec.value(QStringLiteral("runLabel")).toString();
    if (label.isEmpty()) {
        return;
    }
    m_host.status(tr("Deleting everything labelled tierbench.run=%1…").arg(label));
    withKubectl<core::Status>(
        false, [label](core::Kubectl& k) { return KubeJobCalls::cleanup(k, label); },
        [label, done](const core::Status& st) {
            done(st, st ? tr("Everything labelled tierbench.run=%1 is deleted; no pod of it is left.").arg(label)
                        : tr("The run %1 could not be cleaned up").arg(label));
        });
}

}  // namespace tb::ui
