#pragma once

#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/launch/kube/KubeManifests.h"
#include "core/run/ProbeRunner.h"
#include "core/session/CancelToken.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace tb::core {

class Kubectl;
class KubeRunResults;
class Store;

// What the watch of a Kubernetes job reports as it goes (on the runner's thread).
struct KubeJobObserver {
    std::function<void(qint64 jobId, const QString& state, const QString& reason)> onState;
    std::function<void(qint64 jobId, const QByteArray& newLog)> onLog;
    // A `kubectl logs -f` process was started for the log pod (its pid; a resumed stream gets a new one). Optional.
    std::function<void(qint64 jobId, qint64 pid)> onLogStream;
    // The probe run the job's results go to was created (with the job's row). Optional.
    std::function<void(qint64 jobId, qint64 runId)> onRun;
    // The run's own events (samples and findings as they are stored). Optional; must outlive run().
    RunObserver* run = nullptr;
};

// Why a job that has not started is waiting.
enum class KubePending {
    None,
    Unschedulable,        // the scheduler cannot place a pod (its message names the missing resource)
    WaitingForAdmission,  // Kueue has not admitted the Workload (its QuotaReserved/Admitted condition says why)
    GangPending,          // Volcano's PodGroup is not ready (its Unschedulable condition says why)
};
QString kubePendingKey(KubePending p);  // "", "unschedulable", "waiting-for-admission", "gang-pending"

// Where a Kubernetes job stands, read from the job object and its pods (pure; tested on kubectl JSON).
struct KubeJobStatus {
    bool found = false;
    bool succeeded = false, failed = false;
    QString state;   // Pending, Running, Succeeded, Failed
    QString reason;  // the scheduler's message for an unschedulable pod, or the job's failure reason
    bool unschedulable = false;
    KubePending pending = KubePending::None;
    QString logPod;     // the pod whose log is the job's (MPIJob launcher; Job index 0)
    QStringList nodes;  // where its pods run
    QStringList pods;
};

// Runs one Kubernetes job (an MPIJob or an indexed Job with its Service) to its end through kubectl, recording it
// as a cluster_job row and its results as the probe run linked to it (KubeRunResults): the manifest (as submitted) and
// its structured values before anything is created; state, the scheduler's reason and new log bytes after every poll;
// the outcome at the end. Complete and Failed are both read from the job's conditions (never a wait on one condition);
// a pod the scheduler cannot place is reported at once with its message; cancel, a pending limit or the end all delete
// everything labelled tierbench.run=<label> and wait until no pod of it is left.
//
// Thread contract: a worker thread (kubectl blocks); store jobs are waited for.
class KubeJobRunner {
    Q_DECLARE_TR_FUNCTIONS(KubeJobRunner)

public:
    struct Limits {
        int pollMs = 2000;
        int pendingLimitS = 900;  // 0: none
        int cleanupWaitS = 120;
        qint64 maxLog = 8 * 1024 * 1024;
    };

    KubeJobRunner(std::shared_ptr<Store> store, Kubectl& kubectl, qint64 clusterId, Limits limits,
                  KubeJobObserver observer = {});
    ~KubeJobRunner();

    // The form the cluster can run: MPIJob when its CRD is served, else JobSet when its CRD is, else indexed Job.
    static Result<KubeJobForm> detectForm(Kubectl& kubectl);
    // The gang scheduler to submit through: Kueue when a LocalQueue exists in the namespace (the first by name),
    // else Volcano when its PodGroup CRD is served, else none.
    static Result<KubeGang> detectGang(Kubectl& kubectl);
    // Reads a job (`get <kind> NAME -o json`) and its pods (`get pods -l ... -o json`).
    static KubeJobStatus parseStatus(const QByteArray& jobJson, const QByteArray& podsJson, KubeJobForm form);
    // The same, with what the gang scheduler says (Kueue: the namespace's Workloads, the job's picked by owner;
    // Volcano: the PodGroup) and, for a JobSet, its child Jobs (one Failed fails the set at once).
    static KubeJobStatus parseStatus(const QByteArray& jobJson, const QByteArray& podsJson, KubeJobForm form,
                                     const KubeGang& gang, const QByteArray& gangJson,
                                     const QByteArray& childJobsJson = {});

    // Records the job (kind nccl_tests), creates the objects and watches them to their end.
    Result<ClusterJobRecord> run(const KubeCollectiveSpec& spec, KubeJobForm form, const CancelToken& cancel);

    // The probe run of the last run() (0 before one was created) and the samples stored on it.
    qint64 runId() const;
    int samples() const;

    // What the last poll of run() read (its pending kind and reason stay after the end: why it never started).
    const KubeJobStatus& lastStatus() const { return m_last; }

    // Deletes every object labelled tierbench.run=<label> and waits until none of its pods is listed.
    // Timeout when one is still there after waitS.
    static Status cleanup(Kubectl& kubectl, const QString& runLabel, int waitS);

private:
    Status save(ClusterJobRecord& job);

    std::shared_ptr<Store> m_store;
    Kubectl& m_kubectl;
    qint64 m_clusterId;
    Limits m_limits;
    KubeJobObserver m_observer;
    KubeJobStatus m_last;
    std::unique_ptr<KubeRunResults> m_results;
};

}  // namespace tb::core
