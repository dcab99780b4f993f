#pragma once

#include "core/Result.h"
#include "core/domain/LauncherKind.h"
#include "core/launch/ClusterJob.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QStringList>

#include <optional>

namespace tb::core {

// A command for the login node's shell and what to make of its reply.
struct SchedulerCommand {
    QString commandLine;  // quoted (ShellQuote); run as it is
    qint64 maxOutput = 1024 * 1024;
    int timeoutS = 120;
};

// The scheduler side of a cluster as command lines and the reading of their replies: submit a job, poll many jobs
// in one round trip (state, pending reason, new output), cancel and verify nothing is left, split output lines by
// task. Slurm is the first implementation (core/launch/slurm/SlurmLauncher); Kubernetes (kubectl apply / get /
// logs / delete, through the same login session) is meant to sit beside it behind the same calls. Like every
// launcher it only writes and reads text: ClusterJobRunner (core/run) runs the commands over the session, so
// this class needs no connection and no thread and is tested on recorded replies.
class ClusterLauncher {
public:
    virtual ~ClusterLauncher() = default;
    virtual LauncherKind kind() const = 0;

    // The command that writes the job's files under jobDir (created) and submits them; `job` gets everything but
    // the scheduler's id. InvalidArgument for values the scheduler's form cannot carry (refused, never pasted).
    virtual Result<SchedulerCommand> submitCommand(const ClusterJobSpec& spec, const QString& jobDir,
                                                   SubmittedJob* job) const = 0;
    // The scheduler's id from the submit command's reply; ProbeFailed with the scheduler's words when it refused.
    virtual Result<QString> parseSubmitted(const QByteArray& out, const QByteArray& err, int exitCode) const = 0;

    // States of the jobs and the new output of each cursor, in one command.
    virtual SchedulerCommand pollCommand(const QVector<OutputCursor>& jobs) const = 0;
    virtual Result<JobPoll> parsePoll(const QByteArray& reply, const QVector<OutputCursor>& jobs) const = 0;

    // Cancels the jobs, then waits until the scheduler lists none of them as pending or running. parseCancelled:
    // Timeout when one is still there after waitS seconds.
    virtual SchedulerCommand cancelCommand(const QStringList& schedulerIds, int waitS) const = 0;
    virtual Status parseCancelled(const QByteArray& out, int exitCode, const QStringList& schedulerIds,
                                  int waitS) const = 0;

    // One output line (without its newline) split into the task that wrote it and its text.
    virtual TaskLine splitLine(QByteArrayView line) const = 0;
    // A line of the job itself that reports a failed task or node; nothing for any other line.
    virtual std::optional<TaskFailure> failureLine(QByteArrayView line) const = 0;
};

}  // namespace tb::core
