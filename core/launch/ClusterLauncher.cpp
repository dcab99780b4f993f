#include "core/launch/ClusterLauncher.h"

#include "core/session/RemoteCommand.h"

#include <QCoreApplication>

namespace tb::core {

namespace {
Result<RemoteCommand::Captured> execute(RemoteConnection* connection, const SchedulerCommand& command) {
    if (!connection) {
        return makeError(ErrorCode::Unsupported,
                         QCoreApplication::translate("ClusterLauncher",
                                                     "This scheduler is reached through its login "
                                                     "node, and no connection to it is open"));
    }
    return RemoteCommand::capture(*connection, command.commandLine, command.maxOutput, command.timeoutS);
}
}  // namespace

TaskLine ClusterLauncher::rankLabelled(QByteArrayView line) {
    qsizetype i = 0;
    while (i < line.size() && line.at(i) == ' ') {
        ++i;
    }
    const qsizetype digits = i;
    while (i < line.size() && line.at(i) >= '0' && line.at(i) <= '9' && i - digits < 7) {
        ++i;
    }
    const bool labelled =
        i > digits && i < line.size() && line.at(i) == ':' && (i + 1 == line.size() || line.at(i + 1) == ' ');
    if (labelled) {
        const int rank = line.sliced(digits, i - digits).toInt();
        return {rank, line.sliced(qMin(i + 2, line.size())).toByteArray()};
    }
    return {-1, line.toByteArray()};
}

Result<SubmittedJob> CommandLauncher::submit(RemoteConnection* connection, const ClusterJobSpec& spec,
                                             const QString& jobDir) {
    SubmittedJob job;
    auto command = submitCommand(spec, jobDir, &job);
    if (!command) {
        return command.error();
    }
    auto ran = execute(connection, *command);
    if (!ran) {
        return ran.error();
    }
    auto id = parseSubmitted(ran->out, ran->err, ran->exitCode);
    if (!id) {
        return id.error();
    }
    job.schedulerId = *id;
    return job;
}

Result<JobPoll> CommandLauncher::poll(RemoteConnection* connection, const QVector<OutputCursor>& jobs) {
    auto ran = execute(connection, pollCommand(jobs));
    if (!ran) {
        return ran.error();
    }
    return parsePoll(ran->out, jobs);
}

Status CommandLauncher::cancel(RemoteConnection* connection, const QStringList& schedulerIds, int waitS) {
    auto ran = execute(connection, cancelCommand(schedulerIds, waitS));
    if (!ran) {
        return ran.error();
    }
    return parseCancelled(ran->out + ran->err, ran->exitCode, schedulerIds, waitS);
}

}  // namespace tb::core
