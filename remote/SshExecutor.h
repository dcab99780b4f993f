#pragma once

#include "core/session/RemoteConnection.h"

#include "remote/SshHandles.h"

#include <QByteArray>

namespace tb::remote {

class SshConnection;

// One remote command on an exec channel of a connected SshConnection: non-blocking reads of stdout and stderr into
// the sink, the process-group marker line taken off stdout, cancel and timeout through a second channel that
// signals the group, keepalives while the command is quiet so the watchdog can tell a quiet command from a dead
// peer. Used once, on the connection's thread.
class SshExecutor {
public:
    explicit SshExecutor(SshConnection& connection) : m_conn(connection) {}
    core::Result<core::ExecOutcome> run(const QString& commandLine, core::ExecSink& sink,
                                        const core::ExecOptions& options, const core::CancelToken& cancel);

private:
    void deliverStdout(core::ExecSink& sink, const char* data, int size);
    void requestStop(ssh_channel_struct* channel, const core::ExecOptions& options);
    void drainKillChannel();

    SshConnection& m_conn;
    core::ExecOutcome m_outcome;
    bool m_markerDone = true;
    QByteArray m_head;
    SshChannelPtr m_kill;  // the second channel that signals the process group
};

}  // namespace tb::remote
