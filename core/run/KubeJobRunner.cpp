#include "core/run/KubeJobRunner.h"

#include "core/launch/kube/KubeAudit.h"
#include "core/run/Kubectl.h"
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
    return form == KubeJobForm::MpiJob ? QStringLiteral("mpijobs.kubeflow.org") : QStringLiteral("jobs.batch");
}
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

Result<KubeJobForm> KubeJobRunner::detectForm(Kubectl& kubectl) {
    auto r = kubectl.run(
        {QStringLiteral("get"), QStringLiteral("customresourcedefinitions"), QStringLiteral("mpijobs.kubeflow.org"),
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
    return r->out.contains("mpijobs.kubeflow.org") ? KubeJobForm::MpiJob : KubeJobForm::IndexedJob;
}

KubeJobStatus KubeJobRunner::parseStatus(const QByteArray& jobJson, const QByteArray& podsJson, KubeJobForm form) {
    KubeJobStatus st;
    const QJsonObject job = QJsonDocument::fromJson(jobJson).object();
    st.found = !job.isEmpty() && job.contains(QStringLiteral("metadata"));
    for (const QJsonValue& c : obj(job, "status").value(QStringLiteral("conditions")).toArray()) {
        const QJsonObject cond = c.toObject();
        if (str(cond, "status") != QLatin1String("True")) {
            continue;
        }
        const QString type = str(cond, "type");
        // Job: Complete / Failed (SuccessCriteriaMet, FailureTarget come first); MPIJob: Succeeded / Failed.
        if (type == QLatin1String("Complete") || type == QLatin1String("Succeeded")) {
            st.succeeded = true;
        } else if (type == QLatin1String("Failed")) {
            st.failed = true;
            st.reason = (str(cond, "reason") + QStringLiteral(": ") + str(cond, "message")).left(1000);
        }
    }
    st.state = st.failed      ? QStringLiteral("Failed")
               : st.succeeded ? QStringLiteral("Succeeded")
                              : QStringLiteral("Pending");
    auto pods = KubeAudit::items(podsJson, QStringLiteral("get pods"));
    bool anyRunning = false;
    for (const QJsonValue& v : pods ? *pods : QJsonArray()) {
        const QJsonObject pod = v.toObject();
        const QJsonObject meta = obj(pod, "metadata");
        const QString name = str(meta, "name").left(253);
        st.pods << name;
        const QString node = str(obj(pod, "spec"), "nodeName");
        if (!node.isEmpty() && !st.nodes.contains(node)) {
            st.nodes << node.left(253);
        }
        const QString phase = str(obj(pod, "status"), "phase");
        anyRunning = anyRunning || phase == QLatin1String("Running");
        const QJsonObject labels = obj(meta, "labels");
        const bool isLogPod =
            form == KubeJobForm::MpiJob
                ? labels.value(QStringLiteral("training.kubeflow.org/job-role")).toString() == QLatin1String("launcher")
                : obj(meta, "annotations")
                          .value(QStringLiteral("batch.kubernetes.io/job-completion-index"))
                          .toString() == QLatin1String("0");
        if (isLogPod) {
            st.logPod = name;
        }
        for (const QJsonValue& c : obj(pod, "status").value(QStringLiteral("conditions")).toArray()) {
            const QJsonObject cond = c.toObject();
            if (str(cond, "type") == QLatin1String("PodScheduled") && str(cond, "status") == QLatin1String("False") &&
                str(cond, "reason") == QLatin1String("Unschedulable")) {
                st.unschedulable = true;
                if (!st.failed) {
                    st.reason = (name + QStringLiteral(": ") + str(cond, "message")).left(1000);
                }
            }
        }
        // A container that cannot start (image pull, bad command) says so in its waiting reason.
        for (const QJsonValue& cs : obj(pod, "status").value(QStringLiteral("containerStatuses")).toArray()) {
            const QJsonObject waiting = obj(obj(cs.toObject(), "state"), "waiting");
            const QString why = str(waiting, "reason");
            if (!why.isEmpty() && why != QLatin1String("ContainerCreating") && st.reason.isEmpty()) {
                st.reason = (name + QStringLiteral(": ") + why + u' ' + str(waiting, "message")).trimmed().left(1000);
            }
        }
    }
    if (!st.succeeded && !st.failed && anyRunning) {
        st.state = QStringLiteral("Running");
    }
    return st;
}

Status KubeJobRunner::save(ClusterJobRecord& job) {
    const ClusterJobRecord copy = job;
    return m_store->run([copy](QSqlDatabase& db) -> Status { return ClusterRepository(db).updateJob(copy); });
}

Status KubeJobRunner::cleanup(Kubectl& kubectl, const QString& runLabel, int waitS) {
    // Everything the run can have made, by its label; the pods last (their owners' deletion takes them too).
    auto del = kubectl.run({QStringLiteral("delete"), QStringLiteral("mpijobs.kubeflow.org,jobs.batch,services,pods"),
                            QStringLiteral("-l"), selector(runLabel), QStringLiteral("--ignore-not-found"),
                            QStringLiteral("--wait=false")});
    if (!del) {
        return del.error();
    }
    if (del->exitCode != 0 && !del->err.contains("mpijobs")) {
        // The MPIJob kind is unknown on a cluster without the operator: delete the rest alone.
        return makeError(ErrorCode::ProbeFailed,
                         tr("kubectl delete failed: %1").arg(QString::fromUtf8(del->err.trimmed().left(300))));
    }
    if (del->exitCode != 0) {
        auto again =
            kubectl.run({QStringLiteral("delete"), QStringLiteral("jobs.batch,services,pods"), QStringLiteral("-l"),
                         selector(runLabel), QStringLiteral("--ignore-not-found"), QStringLiteral("--wait=false")});
        if (!again || again->exitCode != 0) {
            return makeError(ErrorCode::ProbeFailed, tr("kubectl delete failed: %1")
                                                         .arg(again ? QString::fromUtf8(again->err.trimmed().left(300))
                                                                    : again.error().message));
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
    job.kind = ClusterJobKind::NcclTests;
    job.name = spec.name;
    job.schedulerId = (form == KubeJobForm::MpiJob ? QStringLiteral("mpijob/") : QStringLiteral("job/")) + spec.name;
    job.spec = QJsonObject{{QStringLiteral("form"),
                            form == KubeJobForm::MpiJob ? QStringLiteral("mpijob") : QStringLiteral("indexed-job")},
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
    // The job row (with its manifest) exists before anything is created on the cluster.
    const ClusterJobRecord first = job;
    auto id = m_store->run([first](QSqlDatabase& db) { return ClusterRepository(db).addJob(first); });
    if (!id) {
        return id.error();
    }
    job.id = *id;

    auto finish = [&](RunStatus outcome, const QString& detail) -> Result<ClusterJobRecord> {
        const Status cleaned = cleanup(m_kubectl, spec.runLabel, m_limits.cleanupWaitS);
        job.outcome = outcome;
        job.outcomeDetail = detail;
        if (!cleaned) {
            job.outcomeDetail += (detail.isEmpty() ? QString() : QStringLiteral("; ")) + cleaned.error().message;
        }
        job.endedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
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
    qint64 logOffset = 0;
    QString logPod;
    auto pullLog = [&] {
        if (logPod.isEmpty()) {
            return;
        }
        auto log = m_kubectl.run(
            {QStringLiteral("logs"), QStringLiteral("pod/") + logPod, QStringLiteral("--all-containers")});
        if (!log || log->exitCode != 0 || log->out.size() <= logOffset) {
            return;
        }
        const QByteArray fresh = log->out.mid(logOffset);
        logOffset = log->out.size();
        if (job.log.size() < m_limits.maxLog) {
            job.log += fresh.left(m_limits.maxLog - job.log.size());
        }
        if (m_observer.onLog) {
            m_observer.onLog(job.id, fresh);
        }
    };
    while (true) {
        if (cancel.isCancelled()) {
            pullLog();
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
        const KubeJobStatus st = parseStatus(j->out, p->out, form);
        if (!st.found) {
            job.state = QStringLiteral("Gone");
            return finish(
                RunStatus::Failed,
                tr("the job disappeared from the cluster: %1").arg(QString::fromUtf8(j->err.trimmed().left(300))));
        }
        if (!st.logPod.isEmpty()) {
            logPod = st.logPod;
        }
        job.nodes = st.nodes.join(u',');
        job.state = st.state;
        job.reason = st.reason;
        if (st.state == QLatin1String("Running") && job.startedAt.isEmpty()) {
            job.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        }
        pullLog();
        if (st.state != lastState || st.reason != lastReason) {
            // Reported at once: an unschedulable pod's message is the first thing the analyst needs.
            if (Status s = save(job); !s) {
                return s.error();
            }
            if (m_observer.onState) {
                m_observer.onState(job.id, st.state, st.reason);
            }
            lastState = st.state;
            lastReason = st.reason;
        } else if (!job.log.isEmpty()) {
            if (Status s = save(job); !s) {
                return s.error();
            }
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
        for (int waited = 0; waited < m_limits.pollMs && !cancel.isCancelled(); waited += 50) {
            QThread::msleep(50);
        }
    }
}

}  // namespace tb::core
