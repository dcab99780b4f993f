#include "core/cluster/kube/KubeJobRunner.h"

#include "core/launch/kube/KubeAudit.h"
#include "core/cluster/kube/KubeLogFollow.h"
#include "core/cluster/kube/KubeRunResults.h"
#include "core/cluster/kube/Kubectl.h"
#include "core/store/ClusterRepository.h"
#include "core/store/Store.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QThread>

namespace tb::core {

namespace {
QString str(const QJsonObject& o, const char* k) {
    return o.value(QLatin1String(k)).toString();
}
QJsonObject obj(const QJsonObject& o, const char* k) {
    return o.value(QLatin1String(k)).toObject();
}
QString kindArg(KubeJobForm form) {
    switch (form) {
        case KubeJobForm::MpiJob:
            return QStringLiteral("mpijobs.kubeflow.org");
        case KubeJobForm::JobSet:
            return QStringLiteral("jobsets.jobset.x-k8s.io");
        case KubeJobForm::IndexedJob:
            break;
    }
    return QStringLiteral("jobs.batch");
}
QString schedulerPrefix(KubeJobForm form) {
    switch (form) {
        case KubeJobForm::MpiJob:
            return QStringLiteral("mpijob/");
        case KubeJobForm::JobSet:
            return QStringLiteral("jobset/");
        case KubeJobForm::IndexedJob:
            break;
    }
    return QStringLiteral("job/");
}
// Everything a run can have made, one kind per word (the pods last: their owners' deletion takes them too).
const char* const kCleanupKinds[] = {"mpijobs.kubeflow.org",
                                     "jobsets.jobset.x-k8s.io",
                                     "podgroups.scheduling.volcano.sh",
                                     "jobs.batch",
                                     "services",
                                     "pods"};
QString selector(const QString& run) {
    return KubeManifests::runLabelKey() + u'=' + run;
}
}  // namespace

KubeJobRunner::KubeJobRunner(std::shared_ptr<Store> store, Kubectl& kubectl, qint64 clusterId, Limits limits,
                             KubeJobObserver observer)
    : m_store(std::move(store)),
      m_kubectl(kubectl),
      m_clusterId(clusterId),
      m_limits(limits),
      m_observer(std::move(observer)) {}

KubeJobRunner::~KubeJobRunner() = default;

qint64 KubeJobRunner::runId() const {
    return m_results ? m_results->runId() : 0;
}

int KubeJobRunner::samples() const {
    return m_results ? m_results->samples() : 0;
}

Result<KubeJobForm> KubeJobRunner::detectForm(Kubectl& kubectl) {
    auto r = kubectl.run({QStringLiteral("get"), QStringLiteral("customresourcedefinitions"),
                          QStringLiteral("mpijobs.kubeflow.org"), QStringLiteral("jobsets.jobset.x-k8s.io"),
                          QStringLiteral("--ignore-not-found"), QStringLiteral("-o"), QStringLiteral("name")},
                         {}, 60, false);
    if (!r) {
        return r.error();
    }
    if (r->exitCode != 0) {
        return makeError(
            ErrorCode::ProbeFailed,
            tr("kubectl could not list the cluster's CRDs: %1").arg(QString::fromUtf8(r->err.trimmed().left(300))));
    }
    if (r->out.contains("mpijobs.kubeflow.org")) {
        return KubeJobForm::MpiJob;
    }
    return r->out.contains("jobsets.jobset.x-k8s.io") ? KubeJobForm::JobSet : KubeJobForm::IndexedJob;
}

Result<KubeGang> KubeJobRunner::detectGang(Kubectl& kubectl) {
    KubeGang gang;
    auto crds =
        kubectl.run({QStringLiteral("get"), QStringLiteral("customresourcedefinitions"),
                     QStringLiteral("localqueues.kueue.x-k8s.io"), QStringLiteral("podgroups.scheduling.volcano.sh"),
                     QStringLiteral("--ignore-not-found"), QStringLiteral("-o"), QStringLiteral("name")},
                    {}, 60, false);
    if (!crds) {
        return crds.error();
    }
    if (crds->exitCode != 0) {
        return makeError(
            ErrorCode::ProbeFailed,
            tr("kubectl could not list the cluster's CRDs: %1").arg(QString::fromUtf8(crds->err.trimmed().left(300))));
    }
    if (crds->out.contains("localqueues.kueue.x-k8s.io")) {
        auto queues = kubectl.run({QStringLiteral("get"), QStringLiteral("localqueues.kueue.x-k8s.io"),
                                   QStringLiteral("-o"), QStringLiteral("json")});
        if (!queues) {
            return queues.error();
        }
        QStringList names;
        auto listed = KubeAudit::items(queues->out, QStringLiteral("get localqueues"));
        for (const QJsonValue& q : listed ? *listed : QJsonArray()) {
            const QString n = str(obj(q.toObject(), "metadata"), "name");
            if (KubeManifests::isDnsLabel(n)) {
                names << n;
            }
        }
        names.sort();
        if (!names.isEmpty()) {
            gang.kind = KubeGang::Kind::Kueue;
            gang.queue = names.contains(QStringLiteral("default")) ? QStringLiteral("default") : names.first();
            return gang;
        }
    }
    if (crds->out.contains("podgroups.scheduling.volcano.sh")) {
        gang.kind = KubeGang::Kind::Volcano;
    }
    return gang;
}

Status KubeJobRunner::save(ClusterJobRecord& job) {
    if (m_results) {
        m_results->flush();  // the run's samples with the log they came in
    }
    const ClusterJobRecord copy = job;
    return m_store->run([copy](QSqlDatabase& db) -> Status { return ClusterRepository(db).updateJob(copy); });
}

Status KubeJobRunner::cleanup(Kubectl& kubectl, const QString& runLabel, int waitS) {
    // Everything the run can have made, by its label, in one call; a kind the cluster does not serve (no MPI
    // operator, no JobSet, no Volcano) makes kubectl refuse the whole list, so then one kind at a time, the unknown
    // ones passed over.
    QStringList kinds;
    for (const char* k : kCleanupKinds) {
        kinds << QString::fromLatin1(k);
    }
    auto deleteKinds = [&](const QString& which) {
        return kubectl.run({QStringLiteral("delete"), which, QStringLiteral("-l"), selector(runLabel),
                            QStringLiteral("--ignore-not-found"), QStringLiteral("--wait=false")});
    };
    auto del = deleteKinds(kinds.join(u','));
    if (!del) {
        return del.error();
    }
    if (del->exitCode != 0) {
        for (const QString& kind : kinds) {
            auto one = deleteKinds(kind);
            if (!one) {
                return one.error();
            }
            // "the server doesn't have a resource type": nothing of that kind can exist.
            if (one->exitCode != 0 && !one->err.contains("resource type")) {
                return makeError(ErrorCode::ProbeFailed,
                                 tr("kubectl delete failed: %1").arg(QString::fromUtf8(one->err.trimmed().left(300))));
            }
        }
    }
    QElapsedTimer clock;
    clock.start();
    while (true) {
        auto pods = kubectl.run({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                                 selector(runLabel), QStringLiteral("-o"), QStringLiteral("name")});
        if (pods && pods->exitCode == 0 && pods->out.trimmed().isEmpty()) {
            return {};
        }
        if (clock.elapsed() > qint64(waitS) * 1000) {
            return makeError(ErrorCode::Timeout,
                             tr("Pods of run %1 are still there after %2 s: %3")
                                 .arg(runLabel)
                                 .arg(waitS)
                                 .arg(pods ? QString::fromUtf8(pods->out.trimmed().left(300)) : QString()));
        }
        QThread::msleep(300);
    }
}

Result<ClusterJobRecord> KubeJobRunner::run(const KubeCollectiveSpec& spec, KubeJobForm form,
                                            const CancelToken& cancel) {
    auto objects = KubeManifests::collective(spec, form);
    if (!objects) {
        return objects.error();
    }
    const QJsonObject manifest = KubeManifests::list(*objects);
    ClusterJobRecord job;
    job.clusterId = m_clusterId;
    job.kind = KubeRunResults::isNcclTests(spec.command) ? ClusterJobKind::NcclTests : ClusterJobKind::Probe;
    job.name = spec.name;
    job.schedulerId = schedulerPrefix(form) + spec.name;
    job.spec = QJsonObject{{QStringLiteral("form"), kubeJobFormKey(form)},
                           {QStringLiteral("gang"), spec.gang.key()},
                           {QStringLiteral("runLabel"), spec.runLabel},
                           {QStringLiteral("image"), spec.image},
                           {QStringLiteral("workers"), spec.workers},
                           {QStringLiteral("gpusPerWorker"), spec.settings.gpusPerWorker},
                           {QStringLiteral("rdmaResource"), spec.settings.rdmaResource},
                           {QStringLiteral("rdmaPerWorker"), spec.settings.rdmaPerWorker},
                           {QStringLiteral("nodeSelector"), spec.settings.nodeSelector},
                           {QStringLiteral("tolerations"), spec.settings.tolerations},
                           {QStringLiteral("command"), QJsonArray::fromStringList(spec.command)},
                           {QStringLiteral("namespace"), m_kubectl.target().ns}};
    job.script = QString::fromUtf8(QJsonDocument(manifest).toJson(QJsonDocument::Indented));
    job.state = QStringLiteral("Submitting");
    // The job row (with its manifest) and the run its results go to exist before anything is created on the
    // cluster.
    m_results = std::make_unique<KubeRunResults>(*m_store, spec, form, m_observer.run);
    auto id = m_results->begin(job);
    if (!id) {
        m_results.reset();
        return id.error();
    }
    job.id = *id;
    if (m_observer.onRun) {
        m_observer.onRun(job.id, m_results->runId());
    }

    const qint64 jobId = job.id;
    KubeLogFollower follower(m_kubectl, [this, jobId](qint64 pid) {
        if (m_observer.onLogStream) {
            m_observer.onLogStream(jobId, pid);
        }
    });
    bool logDirty = false;
    // New log text: into the row (capped), and to the observer; stored with the next save.
    auto take = [&](const QByteArray& fresh) {
        if (fresh.isEmpty()) {
            return;
        }
        if (job.log.size() < m_limits.maxLog) {
            job.log += fresh.left(m_limits.maxLog - job.log.size());
            logDirty = true;
        }
        m_results->feed(fresh);
        if (m_observer.onLog) {
            m_observer.onLog(job.id, fresh);
        }
    };

    auto finish = [&](RunStatus outcome, const QString& detail) -> Result<ClusterJobRecord> {
        // Cancel: the pods are still writing, read what is there and stop; an ended job's stream closes by itself.
        take(follower.finish(outcome == RunStatus::Cancelled ? 0 : 2000));
        const Status cleaned = cleanup(m_kubectl, spec.runLabel, m_limits.cleanupWaitS);
        job.outcome = outcome;
        job.outcomeDetail = detail;
        if (!cleaned) {
            job.outcomeDetail += (detail.isEmpty() ? QString() : QStringLiteral("; ")) + cleaned.error().message;
        }
        job.endedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        m_results->finish(outcome, job.outcomeDetail.isEmpty() ? job.reason : job.outcomeDetail, job.nodes);
        if (Status st = save(job); !st) {
            return st.error();
        }
        return job;
    };

    auto created = m_kubectl.run({QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"),
                                  QStringLiteral("-"), QStringLiteral("-o"), QStringLiteral("name")},
                                 QJsonDocument(manifest).toJson(QJsonDocument::Compact));
    if (!created || created->exitCode != 0) {
        job.state = QStringLiteral("Rejected");
        return finish(
            RunStatus::Failed,
            created ? tr("kubectl create refused the job: %1").arg(QString::fromUtf8(created->err.trimmed().left(1000)))
                    : created.error().message);
    }
    job.state = QStringLiteral("Pending");
    if (Status st = save(job); !st) {
        return st.error();
    }
    QElapsedTimer pendingClock;
    pendingClock.start();
    QString lastState, lastReason;
    // The gang scheduler's object: Kueue's Workloads (the job's found by owner), Volcano's PodGroup (our name).
    auto gangRead = [&]() -> QByteArray {
        if (spec.gang.kind == KubeGang::Kind::Kueue) {
            auto w = m_kubectl.run({QStringLiteral("get"), QStringLiteral("workloads.kueue.x-k8s.io"),
                                    QStringLiteral("-o"), QStringLiteral("json")});
            return w && w->exitCode == 0 ? w->out : QByteArray();
        }
        if (spec.gang.kind == KubeGang::Kind::Volcano) {
            auto g = m_kubectl.run({QStringLiteral("get"), QStringLiteral("podgroups.scheduling.volcano.sh"), spec.name,
                                    QStringLiteral("-o"), QStringLiteral("json")});
            return g && g->exitCode == 0 ? g->out : QByteArray();
        }
        return {};
    };
    while (true) {
        if (cancel.isCancelled()) {
            job.state = QStringLiteral("Cancelled");
            return finish(RunStatus::Cancelled, tr("cancelled by the analyst"));
        }
        auto j = m_kubectl.run(
            {QStringLiteral("get"), kindArg(form), spec.name, QStringLiteral("-o"), QStringLiteral("json")});
        auto p = m_kubectl.run({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                                selector(spec.runLabel), QStringLiteral("-o"), QStringLiteral("json")});
        if (!j || !p) {
            job.state = QStringLiteral("Lost");
            return finish(RunStatus::Interrupted, (!j ? j.error() : p.error()).message);
        }
        QByteArray children;
        if (form == KubeJobForm::JobSet) {
            auto c = m_kubectl.run({QStringLiteral("get"), QStringLiteral("jobs.batch"), QStringLiteral("-l"),
                                    KubeManifests::jobSetNameLabel() + u'=' + spec.name, QStringLiteral("-o"),
                                    QStringLiteral("json")});
            children = c && c->exitCode == 0 ? c->out : QByteArray();
        }
        const KubeJobStatus st = parseStatus(j->out, p->out, form, spec.gang, gangRead(), children);
        m_last = st;
        if (!st.found) {
            job.state = QStringLiteral("Gone");
            return finish(
                RunStatus::Failed,
                tr("the job disappeared from the cluster: %1").arg(QString::fromUtf8(j->err.trimmed().left(300))));
        }
        if (!st.logPod.isEmpty()) {
            follower.setPod(st.logPod);
        }
        job.nodes = st.nodes.join(u',');
        job.state = st.state;
        job.reason = st.reason;
        if (st.state == QLatin1String("Running") && job.startedAt.isEmpty()) {
            job.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        }
        take(follower.poll());
        if (st.state != lastState || st.reason != lastReason || logDirty) {
            // Reported at once: an unschedulable pod's message is the first thing the analyst needs.
            if (Status s = save(job); !s) {
                return s.error();
            }
            logDirty = false;
            if (m_observer.onState && (st.state != lastState || st.reason != lastReason)) {
                m_observer.onState(job.id, st.state, st.reason);
            }
            lastState = st.state;
            lastReason = st.reason;
        }
        if (st.succeeded || st.failed) {
            job.exitCode = st.succeeded ? 0 : 1;
            return finish(st.succeeded ? RunStatus::Ok : RunStatus::Failed, st.failed ? st.reason : QString());
        }
        if (st.state != QLatin1String("Running") && m_limits.pendingLimitS > 0 &&
            pendingClock.elapsed() > qint64(m_limits.pendingLimitS) * 1000) {
            return finish(RunStatus::Failed,
                          tr("pending longer than %1 s: %2").arg(m_limits.pendingLimitS).arg(st.reason));
        }
        if (st.state == QLatin1String("Running")) {
            pendingClock.restart();
        }
        // Between polls the stream is read as it comes; what arrived is stored in batches (at most every 250 ms).
        QElapsedTimer batch;
        batch.start();
        for (QElapsedTimer waited; !cancel.isCancelled();) {
            if (!waited.isValid()) {
                waited.start();
            }
            const qint64 left = m_limits.pollMs - waited.elapsed();
            if (left <= 0) {
                break;
            }
            if (follower.streaming()) {
                take(follower.read(int(qMin<qint64>(left, 50))));
            } else {
                QThread::msleep(quint64(qMin<qint64>(left, 50)));
            }
            if (logDirty && batch.elapsed() >= 250) {
                if (Status s = save(job); !s) {
                    return s.error();
                }
                logDirty = false;
                batch.restart();
            }
        }
    }
}

}  // namespace tb::core
