#pragma once

#include "core/launch/ClusterLauncher.h"
#include "core/launch/kube/KubeJobStatus.h"
#include "core/launch/kube/KubeLogCursor.h"
#include "core/launch/kube/KubeManifests.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace tb::core {

class Kubectl;

// ClusterLauncher for Kubernetes, through kubectl (local, or on the login node through the login session):
// - submit creates the job's objects (an MPIJob, a JobSet, or an indexed Job with its Service; KubeManifests) in
//   one `kubectl create`, and deletes whatever part of them was made when the API server refuses the rest;
// - poll reads every watched job, its pods, a JobSet's child Jobs and a PodGroup in one `kubectl get` by run label
//   (Kueue's Workloads in one more), then the logs of each job's rank pods since the last poll (`--since-time`, the
//   cursor dropping what it repeats), each line labelled with its rank as srun --label does, so the runner splits
//   them per task; a pod's node is announced once as "@tb task <rank> <node>", a failed job's reason as a line
//   failureLine() reads;
// - cancel and release delete everything labelled tierbench.run=<label> and wait until no pod of it is listed.
//
// `base` holds what every job gets (image, GPUs and RDMA per worker, node selector, tolerations, gang, NCCL
// environment, deadline). When it names the job and its run label (a job whose manifest the analyst previewed),
// the launcher submits that one job; else each job is named after its spec and labelled after its folder.
//
// Thread contract: one worker thread (kubectl blocks); holds per-job state between calls.
class KubeLauncher : public ClusterLauncher {
    Q_DECLARE_TR_FUNCTIONS(KubeLauncher)

public:
    KubeLauncher(Kubectl& kubectl, KubeJobForm form, KubeCollectiveSpec base);

    LauncherKind kind() const override { return LauncherKind::Kubernetes; }
    Result<SubmittedJob> submit(RemoteConnection* connection, const ClusterJobSpec& spec,
                                const QString& jobDir) override;
    Result<JobPoll> poll(RemoteConnection* connection, const QVector<OutputCursor>& jobs) override;
    Status cancel(RemoteConnection* connection, const QStringList& schedulerIds, int waitS) override;
    Status release(RemoteConnection* connection, const QString& schedulerId, int waitS) override;
    TaskLine splitLine(QByteArrayView line) const override { return rankLabelled(line); }
    std::optional<TaskFailure> failureLine(QByteArrayView line) const override;

    // The structured job a spec becomes on this cluster (pure; the GUI's preview is built from it).
    Result<KubeCollectiveSpec> collectiveSpec(const ClusterJobSpec& spec, const QString& jobDir) const;
    KubeJobForm form() const { return m_form; }
    // What the last poll read of a job (its pending kind and reason stay after the end: why it never started).
    KubeJobStatus lastStatus(const QString& schedulerId) const;

    // The form the cluster can run: MPIJob when its CRD is served, else JobSet when its CRD is, else indexed Job.
    static Result<KubeJobForm> detectForm(Kubectl& kubectl);
    // The gang scheduler to submit through: Kueue when a LocalQueue exists in the namespace (the first by name,
    // "default" first), else Volcano when its PodGroup CRD is served, else none.
    static Result<KubeGang> detectGang(Kubectl& kubectl);
    // Deletes every object labelled tierbench.run=<label> and waits until none of its pods is listed.
    // Timeout when one is still there after waitS.
    static Status cleanup(Kubectl& kubectl, const QString& runLabel, int waitS);
    // "mpijob/NAME", "jobset/NAME", "job/NAME": the scheduler id of a job (stored; the leftover clean-up reads it).
    static QString schedulerId(KubeJobForm form, const QString& name);
    // "pods/tierbench.run=LABEL": bare pods (NodePods) are a job by their run label.
    static QString nodePodsId(const QString& runLabel);

private:
    struct Tracked {
        QString name, runLabel;
        KubeGang gang;
        QHash<QString, KubeLogCursor> cursors;  // by pod
        QSet<int> announced;                    // ranks whose node was said
        KubeJobStatus last;
        bool ended = false;
        bool deleted = false;  // cancel or release deleted it: its absence is that, not a mystery
        bool started = false;  // a poll saw it running or ended
    };
    // What one `kubectl get` says of every watched job, by job name.
    Result<QHash<QString, KubeJobStatus>> readStates(const QVector<Tracked*>& jobs);
    // A job's state from what was read of it, and its logs since the last poll.
    JobState pollOne(Tracked& job, const KubeJobStatus& status, QByteArray* output);
    QByteArray readLogs(Tracked& job, bool ended);

    Kubectl& m_kubectl;
    KubeJobForm m_form;
    KubeCollectiveSpec m_base;
    QHash<QString, Tracked> m_jobs;  // by scheduler id
};

}  // namespace tb::core
