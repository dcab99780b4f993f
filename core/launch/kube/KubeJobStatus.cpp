// The reading of kubectl JSON: where a job stands from its object, its pods, a JobSet's child Jobs and the gang
// scheduler's objects, as one poll's list holds them. Pure (no kubectl, no store); tested through KubeLauncher.
#include "core/launch/kube/KubeJobStatus.h"

#include "core/launch/kube/KubeJson.h"

#include <QJsonArray>

namespace tb::core {

namespace {
using kubejson::obj;
using kubejson::str;
QString condMessage(const QJsonObject& cond) {
    const QString m = str(cond, "message");
    return (m.isEmpty() ? str(cond, "reason") : m).left(1000);
}
}  // namespace

QString kubePendingKey(KubePending p) {
    switch (p) {
        case KubePending::Unschedulable:
            return QStringLiteral("unschedulable");
        case KubePending::WaitingForAdmission:
            return QStringLiteral("waiting-for-admission");
        case KubePending::GangPending:
            return QStringLiteral("gang-pending");
        case KubePending::None:
            break;
    }
    return {};
}

KubeJobStatus KubeJobStatus::read(const Objects& objects, KubeJobForm form, const KubeGang& gang) {
    KubeJobStatus st;
    const QJsonObject& job = objects.job;
    st.found = !job.isEmpty() && job.contains(QStringLiteral("metadata"));
    for (const QJsonValue& c : obj(job, "status").value(QStringLiteral("conditions")).toArray()) {
        const QJsonObject cond = c.toObject();
        if (str(cond, "status") != QLatin1String("True")) {
            continue;
        }
        const QString type = str(cond, "type");
        // Job: Complete / Failed (SuccessCriteriaMet, FailureTarget come first); MPIJob: Succeeded / Failed;
        // JobSet: Completed / Failed.
        if (type == QLatin1String("Complete") || type == QLatin1String("Succeeded") ||
            type == QLatin1String("Completed")) {
            st.succeeded = true;
        } else if (type == QLatin1String("Failed")) {
            st.failed = true;
            st.reason = (str(cond, "reason") + QStringLiteral(": ") + str(cond, "message")).left(1000);
        }
    }
    // A JobSet's child Job that failed fails the set (failurePolicy maxRestarts 0), even before its own condition.
    if (form == KubeJobForm::JobSet && !st.failed) {
        for (const QJsonValue& j : objects.childJobs) {
            for (const QJsonValue& c : obj(j.toObject(), "status").value(QStringLiteral("conditions")).toArray()) {
                const QJsonObject cond = c.toObject();
                if (str(cond, "type") == QLatin1String("Failed") && str(cond, "status") == QLatin1String("True")) {
                    st.failed = true;
                    st.succeeded = false;
                    st.reason = (str(obj(j.toObject(), "metadata"), "name").left(253) + QStringLiteral(": ") +
                                 str(cond, "reason") + QStringLiteral(": ") + str(cond, "message"))
                                    .left(1000);
                }
            }
        }
    }
    st.state = st.failed      ? QStringLiteral("Failed")
               : st.succeeded ? QStringLiteral("Succeeded")
                              : QStringLiteral("Pending");
    bool anyRunning = false;
    for (const QJsonValue& v : objects.pods) {
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
        // The pods whose logs are the job's output, by rank: the MPIJob's launcher (mpirun gathers every rank's
        // output there), or every pod of an indexed Job or JobSet by its completion index.
        KubePod p;
        p.name = name;
        p.node = node.left(253);
        p.phase = phase.left(40);
        if (form == KubeJobForm::MpiJob) {
            p.rank = isLogPod ? 0 : -1;
        } else if (form == KubeJobForm::NodePods) {
            bool ok = false;
            const int index = labels.value(KubeManifests::rankLabelKey()).toString().toInt(&ok);
            p.rank = ok && index >= 0 && index < 100000 ? index : -1;
        } else {
            bool ok = false;
            const int index = obj(meta, "annotations")
                                  .value(QStringLiteral("batch.kubernetes.io/job-completion-index"))
                                  .toString()
                                  .toInt(&ok);
            p.rank = ok && index >= 0 && index < 100000 ? index : -1;
        }
        for (const QJsonValue& cs : obj(pod, "status").value(QStringLiteral("containerStatuses")).toArray()) {
            const QJsonObject state = obj(cs.toObject(), "state");
            p.hasLog =
                p.hasLog || state.contains(QStringLiteral("running")) || state.contains(QStringLiteral("terminated"));
        }
        p.hasLog = p.hasLog || phase == QLatin1String("Running") || phase == QLatin1String("Succeeded") ||
                   phase == QLatin1String("Failed");
        if (p.rank >= 0) {
            st.ranks << p;
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
    if (form == KubeJobForm::NodePods) {
        // Bare pods have no job object: they are found while any is listed, and end when every one has; one that
        // failed fails them all (the audit's missing node), each one's own result stays in its run.
        st.found = !objects.pods.isEmpty();
        int ended = 0;
        QStringList failed;
        for (const KubePod& p : st.ranks) {
            const bool ok = p.phase == QLatin1String("Succeeded");
            ended += ok || p.phase == QLatin1String("Failed") ? 1 : 0;
            if (p.phase == QLatin1String("Failed")) {
                failed << p.name;
            }
        }
        if (st.found && ended == st.ranks.size() && ended == objects.pods.size()) {
            st.failed = !failed.isEmpty();
            st.succeeded = failed.isEmpty();
            if (st.failed) {
                st.reason = tr("Pods that ended Failed: %1").arg(failed.join(QStringLiteral(", "))).left(1000);
            }
        }
        st.state = st.failed      ? QStringLiteral("Failed")
                   : st.succeeded ? QStringLiteral("Succeeded")
                                  : QStringLiteral("Pending");
    }
    if (st.unschedulable) {
        st.pending = KubePending::Unschedulable;
    }
    if (!st.succeeded && !st.failed && anyRunning) {
        st.state = QStringLiteral("Running");
    }
    // What the gang scheduler says while nothing runs yet: distinct from a pod the scheduler cannot place.
    if (!st.succeeded && !st.failed && !anyRunning && gang.kind == KubeGang::Kind::Kueue) {
        // The namespace's Workloads: the job's is the one it owns.
        const QString jobName = str(obj(job, "metadata"), "name");
        for (const QJsonValue& w : objects.workloads) {
            bool mine = false;
            for (const QJsonValue& o :
                 obj(w.toObject(), "metadata").value(QStringLiteral("ownerReferences")).toArray()) {
                mine = mine || (!jobName.isEmpty() && str(o.toObject(), "name") == jobName);
            }
            if (!mine) {
                continue;
            }
            bool admitted = false;
            QString why;
            for (const QJsonValue& c : obj(w.toObject(), "status").value(QStringLiteral("conditions")).toArray()) {
                const QJsonObject cond = c.toObject();
                const QString type = str(cond, "type");
                if (type == QLatin1String("Admitted") && str(cond, "status") == QLatin1String("True")) {
                    admitted = true;
                } else if ((type == QLatin1String("QuotaReserved") || type == QLatin1String("Admitted")) &&
                           str(cond, "status") == QLatin1String("False") && why.isEmpty()) {
                    why = condMessage(cond);
                }
            }
            if (!admitted) {
                st.pending = KubePending::WaitingForAdmission;
                st.reason = tr("waiting for admission: %1")
                                .arg(why.isEmpty() ? tr("the workload has no admission condition yet") : why)
                                .left(1000);
            }
        }
    } else if (!st.succeeded && !st.failed && !anyRunning && gang.kind == KubeGang::Kind::Volcano) {
        const QJsonObject& group = objects.podGroup;
        const QString phase = str(obj(group, "status"), "phase");
        for (const QJsonValue& c : obj(group, "status").value(QStringLiteral("conditions")).toArray()) {
            const QJsonObject cond = c.toObject();
            if (str(cond, "type") == QLatin1String("Unschedulable") && str(cond, "status") == QLatin1String("True")) {
                st.pending = KubePending::GangPending;
                st.reason = tr("gang pending (PodGroup %1): %2").arg(phase.left(40), condMessage(cond)).left(1000);
            }
        }
    }
    return st;
}

}  // namespace tb::core
