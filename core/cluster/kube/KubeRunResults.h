#pragma once

#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/launch/kube/KubeManifests.h"
#include "core/run/ProbeRunner.h"

#include <QCoreApplication>

#include <memory>

namespace tb::core {

class RunRecorder;
class Store;

// The probe run a Kubernetes collective's results go to, as a Slurm collective's rank-zero run (ClusterJobWatch):
// created, claimed and linked to its cluster_job row in the job's own transaction; fed the log pod's text as it
// arrives; ended with the job. tb-coll prints JSON Lines, read by the RunRecorder as they come (samples stored
// while the job runs, the plausibility rules refusing impossible values); nccl-tests (`*_perf`) print a table,
// read at the end by the nccl-tests importer. A job that failed or was cancelled leaves a finished run with the
// reason as a finding; output that is no result (no protocol line, a table the importer refuses) is a failed run
// with a finding saying why, and no samples.
//
// Thread contract: the job's worker thread (it waits for store jobs).
class KubeRunResults {
    Q_DECLARE_TR_FUNCTIONS(KubeRunResults)

public:
    KubeRunResults(Store& store, const KubeCollectiveSpec& spec, KubeJobForm form, RunObserver* observer = nullptr);
    ~KubeRunResults();

    // Whether the command is nccl-tests' (its table parsed at the end) rather than tb-coll's JSON Lines.
    static bool isNcclTests(const QStringList& command);

    // Adds the job row and the run linked to it in one transaction; the job's id.
    Result<qint64> begin(const ClusterJobRecord& job);
    // New log text (timestamps stripped), in order.
    void feed(const QByteArray& text);
    // Writes what is batched (called whenever the job's row is saved).
    void flush();
    // Ends the run with the job: its last output, the import of an nccl-tests table, the findings, the status.
    void finish(RunStatus jobOutcome, const QString& reason, const QString& nodes);

    qint64 runId() const { return m_runId; }
    int samples() const { return m_samples; }
    RunStatus status() const { return m_status; }

private:
    Store& m_store;
    RunSpec m_spec;
    RunObserver* m_observer;
    bool m_nccl = false;
    QString m_ncclOperation;  // the collective its command runs, for output that does not name it
    qint64 m_runId = 0;
    int m_samples = 0;
    RunStatus m_status = RunStatus::Running;
    std::unique_ptr<RunRecorder> m_recorder;
};

}  // namespace tb::core
