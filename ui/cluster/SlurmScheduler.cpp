#include "ui/cluster/SlurmScheduler.h"

#include "core/cluster/ClusterJobRelay.h"
#include "core/run/ProbeArguments.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/session/RemoteSession.h"
#include "ui/cluster/ClusterSnapshotModel.h"
#include "ui/cluster/ClusterTables.h"
#include "ui/cluster/SlurmJobForm.h"
#include "ui/common/GuiContinuation.h"

#include <QSplitter>
#include <QTableView>

#include <utility>

namespace tb::ui {

SlurmScheduler::SlurmScheduler(std::shared_ptr<core::Store> store, NodeSessions* sessions,
                               std::shared_ptr<core::ClusterJobRelay> relay, Host host, QObject* parent)
    : ClusterScheduler(std::move(store), sessions, std::move(relay), std::move(host), parent) {
    m_page = new QSplitter(Qt::Vertical);
    m_page->setObjectName(QStringLiteral("slurmPage"));
    m_partitions = new ClusterSnapshotModel(ClusterSnapshotModel::Shape::Partitions, this);
    m_nodes = new ClusterSnapshotModel(ClusterSnapshotModel::Shape::Nodes, this);
    m_partitionsView = makeClusterTable(m_page, QStringLiteral("partitions"), m_partitions);
    m_nodesView = makeClusterTable(m_page, QStringLiteral("clusterNodes"), m_nodes);
    m_page->setStretchFactor(1, 3);
    m_form = new SlurmJobForm;
}

ClusterScheduler::Texts SlurmScheduler::texts() const {
    Texts t;
    t.refreshTip = tr("sinfo, scontrol and squeue on the login node");
    t.audit = tr("Audit the &scheduler");
    t.auditTip = tr("Reads the Slurm configuration and times one full-node srun; the raw outputs are kept");
    t.nodeAudit = tr("Audit e&very node");
    t.nodeAuditTip = tr("tb-node on every node of the partition in one job, one task per node");
    t.auditTab = tr("Sched&uler audit");
    t.noAudit = tr("No scheduler audit yet.");
    t.evidencePlaceholder = tr("Select a check to see the command output it was read from.");
    t.run = tr("&Run tb-coll across nodes");
    t.runTip = tr("One Slurm job of tb-coll across the nodes, charted while it runs");
    t.cancelTip = tr("scancel, then wait until squeue holds nothing of the job");
    t.liveNote = tr("tb-coll's host backend measures the front-end TCP network, not NCCL");
    return t;
}

QWidget* SlurmScheduler::page() const {
    return m_page;
}

QString SlurmScheduler::pageTitle() const {
    return tr("Partitions && nod&es");
}

QWidget* SlurmScheduler::jobForm() const {
    return m_form;
}

void SlurmScheduler::setCluster(const core::ClusterListing& cluster) {
    ClusterScheduler::setCluster(cluster);
    m_browseOps = std::make_shared<core::ClusterOperations>(m_store, cluster);
    m_jobOps = std::make_shared<core::ClusterOperations>(m_store, cluster, m_relay.get());
    emit changed();
}

QString SlurmScheduler::title() const {
    return tr("%1 · %2@%3 · Slurm").arg(m_cluster.login.name, m_cluster.login.userName, m_cluster.login.host);
}

QString SlurmScheduler::auditSummary(const QString& at, int failed) const {
    return tr("Scheduler audit of %1: %n check(s) failed. Confirm the suggested verdicts in History.", nullptr, failed)
        .arg(at);
}

QString SlurmScheduler::auditSuggestionsPath() const {
    return core::SlurmAudit::suggestionsPath();
}

QString SlurmScheduler::evidenceHeading(const QString& name) const {
    return QStringLiteral("$ ") + name;
}

QString SlurmScheduler::matrixJobName(const core::ClusterJobRecord& job) const {
    return tr("job %1 (%2), %3").arg(job.schedulerId, core::runStatusName(job.outcome), job.endedAt);
}

QString SlurmScheduler::scriptTitle(const core::ClusterJobRecord& job) const {
    return tr("Batch script of job %1").arg(job.schedulerId);
}

QString SlurmScheduler::cancellingText() const {
    return tr("Cancelling: scancel, then waiting until squeue holds nothing of the job…");
}

QString SlurmScheduler::cancelledText(const QString& ended) const {
    return tr("%1; squeue holds nothing of it").arg(ended);
}

std::shared_ptr<core::ClusterOperations> SlurmScheduler::jobOps() const {
    if (m_pollMs > 0) {
        core::ClusterJobLimits l = m_jobOps->limits();
        l.pollIntervalMs = m_pollMs;
        m_jobOps->setLimits(l);
    }
    return m_jobOps;
}

void SlurmScheduler::refresh() {
    m_host.status(tr("Reading the cluster…"));
    const quint64 generation = ++m_generation;
    withSession(false, [this, generation](core::RemoteSession* s) {
        auto ops = m_browseOps;
        s->submit([ops](core::RemoteConnection& c) { return ops->discover(c); }) |
            ui::whileAlive(this, [this, generation](const core::Result<core::SlurmDiscovery>& d) {
                if (generation != m_generation) {
                    return;
                }
                if (!d) {
                    m_host.fail(tr("Discovery failed"), d.error());
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
                m_host.status(tr("%1 %2: %3 of %4 nodes can take jobs, %5 GPUs; %n job(s) of yours in the queue",
                                 nullptr, static_cast<int>(snap.jobs.size()))
                                  .arg(snap.scheduler, snap.clusterName)
                                  .arg(usable)
                                  .arg(snap.nodes.size())
                                  .arg(gpus));
                emit refreshed();
            });
    });
}

void SlurmScheduler::audit(std::function<void(const core::Result<ClusterAuditDone>&)> done) {
    m_host.status(tr("Auditing the scheduler (one full-node srun included)…"));
    withSession(false, [this, done](core::RemoteSession* s) {
        auto ops = m_browseOps;
        s->submit([ops](core::RemoteConnection& c) { return ops->audit(c); }) |
            ui::whileAlive(this, [done](const core::Result<core::SlurmAuditOutcome>& audit) {
                if (!audit) {
                    done(audit.error());
                    return;
                }
                done(ClusterAuditDone{
                    audit->runId, tr("Scheduler audit: %1 failed, %2 warnings").arg(audit->failed).arg(audit->warned)});
            });
    });
}

namespace {
ClusterJobEnd endOf(const core::ClusterJobResult& r) {
    ClusterJobEnd e;
    e.jobId = r.jobId;
    e.schedulerId = r.schedulerId;
    e.outcome = r.outcome;
    e.detail = r.error ? r.error->message : QString();
    e.runIds = r.runIds;
    return e;
}
}  // namespace

void SlurmScheduler::runNodeAudit() {
    m_host.startJob(
        tr("tb-node on every node"), JobKind::NodeAudit, [this](const core::CancelToken& cancel, JobDone done) {
            withSession(true, [this, cancel, done](core::RemoteSession* s) {
                auto ops = jobOps();
                // A connection that drops while the job is watched is made again on the same session
                // (its host-key check, its questions): the job runs on, and its output is read on from
                // where it stopped. Set here, before the job is queued, while no job of these
                // operations runs.
                ops->setReconnect([s](core::RemoteConnection& c) { return s->reconnect(c); });
                const core::ProbeSource probes = m_probes;
                auto relay = m_relay;
                s->submit([ops, probes, cancel, relay](core::RemoteConnection& c) {
                    return ops->nodeAudit(c, probes, 0, {}, cancel, [relay](const QString& l) { relay->log(l); });
                }) | ui::whileAlive(this, [done](const core::Result<core::NodeAuditOutcome>& o) {
                    done(o ? core::Result<ClusterJobEnd>(endOf(o->job)) : core::Result<ClusterJobEnd>(o.error()));
                });
            });
        });
}

void SlurmScheduler::runCollective() {
    const core::CollectiveRequest request = m_form->request();
    if (const QStringList problems = core::ProbeArguments::problemsOfArgv(QStringLiteral("tb-coll"), request.args);
        !problems.isEmpty()) {
        m_host.status(problems.first());
        return;
    }
    m_host.startJob(
        tr("tb-coll on %1 nodes × %2 tasks").arg(request.nodes).arg(request.tasksPerNode), JobKind::Collective,
        [this, request](const core::CancelToken& cancel, JobDone done) {
            withSession(true, [this, request, cancel, done](core::RemoteSession* s) {
                auto ops = jobOps();
                ops->setReconnect([s](core::RemoteConnection& c) { return s->reconnect(c); });
                const core::ProbeSource probes = m_probes;
                auto relay = m_relay;
                s->submit([ops, probes, request, cancel, relay](core::RemoteConnection& c) {
                    return ops->collective(c, probes, request, cancel, [relay](const QString& l) { relay->log(l); });
                }) | ui::whileAlive(this, [done](const core::Result<core::ClusterJobResult>& r) {
                    done(r ? core::Result<ClusterJobEnd>(endOf(*r)) : core::Result<ClusterJobEnd>(r.error()));
                });
            });
        });
}

void SlurmScheduler::cancelStored(const core::ClusterJobRecord& job,
                                  std::function<void(const core::Status& st, const QString& text)> done) {
    const QString id = job.schedulerId;
    if (id.isEmpty()) {
        return;
    }
    m_host.status(tr("Cancelling job %1…").arg(id));
    withSession(false, [this, id, done](core::RemoteSession* s) {
        auto ops = m_browseOps;
        s->submit([ops, id](core::RemoteConnection& c) { return ops->cancel(c, id); }) |
            ui::whileAlive(this, [id, done](const core::Status& st) {
                done(st, st ? tr("Job %1 cancelled; squeue holds nothing of it").arg(id)
                            : tr("Job %1 could not be cancelled").arg(id));
            });
    });
}

}  // namespace tb::ui
