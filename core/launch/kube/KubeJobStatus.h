#pragma once

#include "core/launch/kube/KubeManifests.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// Why a job that has not started is waiting.
enum class KubePending {
    None,
    Unschedulable,        // the scheduler cannot place a pod (its message names the missing resource)
    WaitingForAdmission,  // Kueue has not admitted the Workload (its QuotaReserved/Admitted condition says why)
    GangPending,          // Volcano's PodGroup is not ready (its Unschedulable condition says why)
};
QString kubePendingKey(KubePending p);  // "", "unschedulable", "waiting-for-admission", "gang-pending"

// A pod of a job as the poll reads it.
struct KubePod {
    QString name;
    QString node;
    QString phase;        // Pending, Running, Succeeded, Failed
    int rank = -1;        // Job completion index, JobSet's too; the MPIJob's launcher is rank 0 (its log is the job's)
    bool hasLog = false;  // a container has started: `kubectl logs` has something to give
};

// Where a Kubernetes job stands, read from the job object and its pods (pure; tested on kubectl JSON).
struct KubeJobStatus {
    Q_DECLARE_TR_FUNCTIONS(KubeJobStatus)

public:
    bool found = false;
    bool succeeded = false, failed = false;
    QString state;   // Pending, Running, Succeeded, Failed
    QString reason;  // the scheduler's message for an unschedulable pod, or the job's failure reason
    bool unschedulable = false;
    KubePending pending = KubePending::None;
    QString logPod;     // the pod whose log is the job's (MPIJob launcher; Job index 0)
    QStringList nodes;  // where its pods run
    QStringList pods;
    QVector<KubePod> ranks;  // the pods whose logs are read, by rank (an MPIJob's workers only run sshd)

    // What one poll's `kubectl get ... -o json` holds of one job, already parsed (one list serves every job).
    struct Objects {
        QJsonObject job;       // the job's own object (an indexed Job, a JobSet or an MPIJob); empty: not found
        QJsonArray pods;       // its pods
        QJsonArray childJobs;  // a JobSet's child Jobs (one Failed fails the set at once)
        QJsonArray workloads;  // Kueue: the namespace's Workloads, the job's picked by owner
        QJsonObject podGroup;  // Volcano: the job's PodGroup
    };
    static KubeJobStatus read(const Objects& objects, KubeJobForm form, const KubeGang& gang = {});
};

}  // namespace tb::core
