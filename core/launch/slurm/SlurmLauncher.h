#pragma once

#include "core/launch/ClusterLauncher.h"
#include "core/launch/slurm/SlurmBatchSpec.h"
#include "core/launch/slurm/SlurmSettings.h"

#include <QCoreApplication>

namespace tb::core {

// ClusterLauncher for Slurm: a batch script from structured values (SlurmBatchScript) submitted with
// `sbatch --parsable` from the job's folder, polls through sacct and squeue (SlurmPoll), scancel followed by a wait
// until squeue holds none of the jobs. SBATCH_* variables of the login shell are unset before sbatch, so the
// analyst's environment cannot change the job behind the script's back.
class SlurmLauncher : public ClusterLauncher {
    Q_DECLARE_TR_FUNCTIONS(SlurmLauncher)

public:
    explicit SlurmLauncher(SlurmSettings settings);

    LauncherKind kind() const override { return LauncherKind::Slurm; }
    Result<SubmittedJob> submit(RemoteConnection& connection, const ClusterJobSpec& spec, const QString& jobDir,
                                const CancelToken& cancel) override;
    Result<JobPoll> poll(RemoteConnection& connection, const QVector<OutputCursor>& jobs) override;
    Status cancel(RemoteConnection& connection, const QStringList& schedulerIds, int waitS) override;
    TaskLine splitLine(QByteArrayView line) const override;
    std::optional<TaskFailure> failureLine(QByteArrayView line) const override;

    // The batch values of a job on this cluster: the spec plus the cluster's defaults; pure, for tests and the
    // preview the GUI shows before submitting.
    SlurmBatchSpec batchSpec(const ClusterJobSpec& spec) const;
    const SlurmSettings& settings() const { return m_settings; }

    // "12" or "12;cluster" -> "12"; empty when the text is no job id.
    static QString parseSubmitted(const QByteArray& sbatchParsable);

private:
    SlurmSettings m_settings;
};

}  // namespace tb::core
