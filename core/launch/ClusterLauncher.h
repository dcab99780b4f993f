#pragma once

#include "core/Result.h"
#include "core/domain/LauncherKind.h"
#include "core/launch/ClusterJob.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QStringList>

#include <optional>

namespace tb::core {

class RemoteConnection;

// The scheduler side of a cluster for ClusterJobRunner (core/cluster), the one road every cluster job takes: submit
// a job, poll many jobs (state, pending reason, new output), cancel and verify nothing is left, release what the
// scheduler keeps of an ended job, split output lines by task. Slurm (core/launch/slurm/SlurmLauncher, command lines
// for the login node's shell) and Kubernetes (core/launch/kube/KubeLauncher, kubectl locally or on the login node)
// implement it; the runner, its deadlines, reconnects, batched writes, ownership and orphan clean-up are the same for
// both.
//
// Thread contract: the session's worker thread (every call may block on the scheduler's client).
class ClusterLauncher {
public:
    virtual ~ClusterLauncher() = default;
    virtual LauncherKind kind() const = 0;

    // `connection` is the login session; nullptr where this launcher's client needs none (a local kubectl).
    // The job as submitted, with the scheduler's id. InvalidArgument for values the scheduler's form cannot carry
    // (refused, never pasted); ProbeFailed with the scheduler's words when it refused the job.
    virtual Result<SubmittedJob> submit(RemoteConnection* connection, const ClusterJobSpec& spec,
                                        const QString& jobDir) = 0;
    // States of the jobs and the new output from each cursor. Unreachable when the connection dropped.
    virtual Result<JobPoll> poll(RemoteConnection* connection, const QVector<OutputCursor>& jobs) = 0;
    // Cancels the jobs, then waits until the scheduler lists none of them as pending or running: Timeout when one
    // is still there after waitS seconds.
    virtual Status cancel(RemoteConnection* connection, const QStringList& schedulerIds, int waitS) = 0;
    // A job has ended and its output is read: removes what the scheduler still keeps of it (Kubernetes keeps the
    // job's objects and pods until they are deleted; Slurm nothing).
    virtual Status release(RemoteConnection* connection, const QString& schedulerId, int waitS) {
        (void)connection, (void)schedulerId, (void)waitS;
        return {};
    }

    // One output line (without its newline) split into the task that wrote it and its text.
    virtual TaskLine splitLine(QByteArrayView line) const = 0;
    // A line of the job itself that reports a failed task or node; nothing for any other line.
    virtual std::optional<TaskFailure> failureLine(QByteArrayView line) const = 0;

protected:
    // "<rank>: text" (srun --label's form, the rank right-aligned; KubeLauncher writes its pods' lines so) into the
    // rank and the text; an unlabelled line is the job's own (rank -1).
    static TaskLine rankLabelled(QByteArrayView line);
};

// A command for the login node's shell and what to make of its reply.
struct SchedulerCommand {
    QString commandLine;  // quoted (ShellQuote); run as it is
    qint64 maxOutput = 1024 * 1024;
    int timeoutS = 120;
};

// A launcher that is nothing but command lines for the login node's shell and the reading of their replies (Slurm):
// it needs no connection and no thread of its own and is tested on recorded replies; the round trips over the
// login session are written once, here.
class CommandLauncher : public ClusterLauncher {
public:
    // The command that writes the job's files under jobDir (created) and submits them; `job` gets everything but
    // the scheduler's id.
    virtual Result<SchedulerCommand> submitCommand(const ClusterJobSpec& spec, const QString& jobDir,
                                                   SubmittedJob* job) const = 0;
    // The scheduler's id from the submit command's reply; ProbeFailed with the scheduler's words when it refused.
    virtual Result<QString> parseSubmitted(const QByteArray& out, const QByteArray& err, int exitCode) const = 0;
    // States of the jobs and the new output of each cursor, in one command.
    virtual SchedulerCommand pollCommand(const QVector<OutputCursor>& jobs) const = 0;
    virtual Result<JobPoll> parsePoll(const QByteArray& reply, const QVector<OutputCursor>& jobs) const = 0;
    // parseCancelled: Timeout when one is still there after waitS seconds.
    virtual SchedulerCommand cancelCommand(const QStringList& schedulerIds, int waitS) const = 0;
    virtual Status parseCancelled(const QByteArray& out, int exitCode, const QStringList& schedulerIds,
                                  int waitS) const = 0;

    Result<SubmittedJob> submit(RemoteConnection* connection, const ClusterJobSpec& spec,
                                const QString& jobDir) override;
    Result<JobPoll> poll(RemoteConnection* connection, const QVector<OutputCursor>& jobs) override;
    Status cancel(RemoteConnection* connection, const QStringList& schedulerIds, int waitS) override;
};

}  // namespace tb::core
