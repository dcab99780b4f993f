#pragma once

#include "core/Result.h"
#include "core/domain/LauncherKind.h"
#include "core/launch/ClusterJob.h"
#include "core/session/CancelToken.h"
#include "core/session/RemoteConnection.h"

#include <QByteArrayView>

#include <optional>

namespace tb::core {

// The scheduler side of a cluster, reached through its login node's session: submit a job, poll many jobs in one
// round trip (state, pending reason, new output), cancel and verify nothing is left. Slurm is the first
// implementation (core/launch/slurm/SlurmLauncher); Kubernetes (apply / get / logs / delete through kubectl) is meant
// to sit beside it behind the same calls, so ClusterJobRunner does not know which it drives.
//
// Thread contract: the session's worker thread (inside RemoteSession::submit); calls block on the connection.
class ClusterLauncher {
public:
    virtual ~ClusterLauncher() = default;
    virtual LauncherKind kind() const = 0;

    // Writes the job's files under jobDir (created) on the login node and submits them. InvalidArgument for values
    // the scheduler's form cannot carry (refused, never pasted); ProbeFailed with the scheduler's message when it
    // refuses the job.
    virtual Result<SubmittedJob> submit(RemoteConnection& connection, const ClusterJobSpec& spec, const QString& jobDir,
                                        const CancelToken& cancel) = 0;
    // States of the jobs and the new output of each cursor, in one command.
    virtual Result<JobPoll> poll(RemoteConnection& connection, const QVector<OutputCursor>& jobs) = 0;
    // Cancels the jobs, then waits until the scheduler lists none of them as pending or running. Timeout when one
    // is still there after waitS seconds.
    virtual Status cancel(RemoteConnection& connection, const QStringList& schedulerIds, int waitS) = 0;
    // One output line (without its newline) split into the task that wrote it and its text.
    virtual TaskLine splitLine(QByteArrayView line) const = 0;
    // A line of the job itself that reports a failed task or node; nothing for any other line.
    virtual std::optional<TaskFailure> failureLine(QByteArrayView line) const = 0;
};

}  // namespace tb::core
