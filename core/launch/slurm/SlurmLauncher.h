#pragma once

#include "core/launch/ClusterLauncher.h"
#include "core/launch/slurm/SlurmBatchSpec.h"
#include "core/launch/slurm/SlurmSettings.h"

#include <QCoreApplication>

namespace tb::core {

// ClusterLauncher for Slurm: a batch script from structured values (SlurmBatchScript) submitted with
// `sbatch --parsable` from the job's folder, polls through sacct and squeue (SlurmPoll), scancel followed by a wait
// (on the login node, one command) until squeue holds none of the jobs. SBATCH_* variables of the login shell are unset
// before sbatch, so the analyst's environment cannot change the job behind the script's back.
class SlurmLauncher : public CommandLauncher {
    Q_DECLARE_TR_FUNCTIONS(SlurmLauncher)

public:
    explicit SlurmLauncher(SlurmSettings settings);

    LauncherKind kind() const override { return LauncherKind::Slurm; }
    Result<SchedulerCommand> submitCommand(const ClusterJobSpec& spec, const QString& jobDir,
                                           SubmittedJob* job) const override;
    Result<QString> parseSubmitted(const QByteArray& out, const QByteArray& err, int exitCode) const override;
    SchedulerCommand pollCommand(const QVector<OutputCursor>& jobs) const override;
    Result<JobPoll> parsePoll(const QByteArray& reply, const QVector<OutputCursor>& jobs) const override;
    SchedulerCommand cancelCommand(const QStringList& schedulerIds, int waitS) const override;
    Status parseCancelled(const QByteArray& out, int exitCode, const QStringList& schedulerIds,
                          int waitS) const override;
    TaskLine splitLine(QByteArrayView line) const override;
    std::optional<TaskFailure> failureLine(QByteArrayView line) const override;

    // The batch values of a job on this cluster: the spec plus the cluster's defaults; pure, for tests and the
    // preview the GUI shows before submitting.
    SlurmBatchSpec batchSpec(const ClusterJobSpec& spec) const;
    const SlurmSettings& settings() const { return m_settings; }

    // An interactive step: one task on each of `nodes` nodes (or exactly nodeList), the cluster's partition,
    // account, QoS and reservation, --immediate so a busy cluster refuses instead of keeping the caller waiting.
    // inputAll: every task reads the command's stdin (srun --input=all). argv is quoted here.
    QString stepCommand(int nodes, const QStringList& nodeList, const QStringList& argv, bool inputAll = false,
                        int immediateS = 120, int timeLimitMin = 5) const;

    // "12" or "12;cluster" -> "12"; empty when the text is no job id.
    static QString jobIdOf(const QByteArray& sbatchParsable);

private:
    SlurmSettings m_settings;
};

}  // namespace tb::core
