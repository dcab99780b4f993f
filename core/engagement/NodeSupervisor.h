#pragma once

#include "core/Result.h"
#include "core/session/RemoteConnection.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// One step instance as the node's supervisor runs it: a shell command line (every word already ShellQuoted by the
// caller) run in its own folder <dir>/steps/<id>/, its stdout and stderr kept there.
struct SupervisedStep {
    QString id;            // [a-z0-9.-]+, unique in the engagement ("node-checks.0")
    QString command;       // a complete POSIX sh command line
    int deadlineS = 1800;  // killed (its process group) after this long; 0: no deadline
};

// What the node's files say of a step.
struct SupervisedState {
    enum class Phase { Waiting, Running, Ended, Skipped };
    QString id;
    Phase phase = Phase::Waiting;
    int attempt = 0;              // 1 on the first start; 2 when a cut run was started again
    std::optional<int> exitCode;  // Ended: the command's (124: past its deadline; 125: cut twice)
    bool cut = false;             // started, not ended, and no supervisor alive: it runs again at start()
    QString startedAt, endedAt;   // ISO-8601 UTC as the node's clock said
    qint64 stdoutSize = 0, stderrSize = 0;
};

// Runs an engagement's steps on a plain node (no scheduler) so that they go on when the workbench is gone: a POSIX
// sh supervisor started with setsid/nohup under <dir>, one step after the other, each step's state in files
// (started, attempt, exit code, ended) written atomically, so any later connection reads where it stands. A step
// that was running when the supervisor died (a reboot, a kill) is started once more on the next start() and counts
// attempt 2; one cut twice ends with exit code 125 ("cut twice") and is not run a third time. A step marked done is
// never run again. pause() stops after the running step; skip() marks a waiting step skipped; stop() kills the
// supervisor and the running step's process group (the engagement's end or the analyst's cancel).
//
// Thread contract: the session's worker thread (blocking remote commands).
class NodeSupervisor {
    Q_DECLARE_TR_FUNCTIONS(NodeSupervisor)

public:
    // dir: an absolute remote folder or one under ~/, as RemotePath accepts it.
    NodeSupervisor(RemoteConnection& connection, QString dir);

    // Writes the steps (a step already there keeps its state) and starts the supervisor unless one runs already.
    Status start(const QVector<SupervisedStep>& steps);
    // Every step's state, in the order given to start(); one round trip.
    Result<QVector<SupervisedState>> poll();
    // A step's output, from byte `offset`, at most maxBytes.
    Result<QByteArray> output(const QString& id, const QString& stream, qint64 offset = 0,
                              qint64 maxBytes = 64 * 1024 * 1024);
    Status pause();
    Status resume();  // = start() with the steps already written
    // One remote command for all the ids (a step name means every node's instance); NotFound when the node lacks
    // one of them, and then none is changed.
    Status skip(const QStringList& ids);
    Status retry(const QStringList& ids);  // ended or skipped steps run again (attempt + 1); resumes once
    Status stop();
    // Whether a supervisor process of this folder is alive now.
    Result<bool> running();

private:
    RemoteConnection& m_connection;
    QString m_dir;
};

}  // namespace tb::core
