#include "remote/SshExecutor.h"

#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"
#include "remote/SshConnection.h"

#include <QCoreApplication>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>
#include <libssh/server.h>  // ssh_send_keepalive, which works on client sessions too

#include <chrono>

#include <poll.h>

namespace tb::remote {

namespace {
using Clock = std::chrono::steady_clock;

struct ChannelCallbackState {
    QString exitSignal;
};

void onExitSignal(ssh_session, ssh_channel, const char* signal, int, const char*, const char*, void* userdata) {
    static_cast<ChannelCallbackState*>(userdata)->exitSignal = QString::fromLatin1(signal);
}

void waitReadable(ssh_session session, int timeoutMs) {
    pollfd p{ssh_get_fd(session), POLLIN, 0};
    if (p.fd >= 0) {
        ::poll(&p, 1, timeoutMs);
    }
}
}  // namespace

void SshExecutor::deliverStdout(core::ExecSink& sink, const char* data, int size) {
    if (m_markerDone) {
        sink.onStdout(QByteArrayView(data, size));
        return;
    }
    m_head.append(data, size);
    const qsizetype nl = m_head.indexOf('\n');
    if (nl < 0 && m_head.size() < 256) {
        return;
    }
    m_markerDone = true;
    QByteArrayView rest(m_head);
    if (nl >= 0) {
        const qint64 pgid = core::RemoteCommand::parsePgidMarker(QByteArrayView(m_head).first(nl));
        if (pgid > 0) {
            m_outcome.pgid = pgid;
            sink.onProcessGroup(pgid);
            rest = rest.sliced(nl + 1);
        }
    }
    if (!rest.isEmpty()) {
        sink.onStdout(rest);
    }
    m_head = QByteArray();
}

void SshExecutor::requestStop(ssh_channel channel, const core::ExecOptions& options) {
    ssh_session session = m_conn.session();
    if (m_outcome.pgid > 0) {
        m_kill.reset(ssh_channel_new(session));
        if (m_kill && ssh_channel_open_session(m_kill.get()) == SSH_OK) {
            const QByteArray cmd = core::RemoteCommand::killGroupCommand(m_outcome.pgid, options.killGraceMs).toUtf8();
            if (ssh_channel_request_exec(m_kill.get(), cmd.constData()) == SSH_OK) {
                ssh_channel_send_eof(m_kill.get());
            } else {
                m_kill.reset();
            }
        } else {
            m_kill.reset();
        }
    }
    // Also the channel signal: sshd signals its session's group with it (refused for root logins; harmless).
    ssh_channel_request_send_signal(channel, "TERM");
}

void SshExecutor::drainKillChannel() {
    if (!m_kill) {
        return;
    }
    char buf[4096];
    for (int stream = 0; stream < 2; ++stream) {
        while (ssh_channel_read_nonblocking(m_kill.get(), buf, sizeof buf, stream) > 0) {
        }
    }
    if (ssh_channel_is_eof(m_kill.get()) || ssh_channel_is_closed(m_kill.get())) {
        m_kill.reset();
    }
}

core::Result<core::ExecOutcome> SshExecutor::run(const QString& commandLine, core::ExecSink& sink,
                                                 const core::ExecOptions& options, const core::CancelToken& cancel) {
    ssh_session session = m_conn.session();
    m_conn.armWatchdog();
    m_outcome = {};
    m_markerDone = !options.processGroup;
    QString line;
    if (options.processGroup) {
        line = core::RemoteCommand::processGroupWrapper(commandLine, options.workingDirectory);
    } else if (!options.workingDirectory.isEmpty()) {
        line = QStringLiteral("cd -- %1 && %2").arg(core::ShellQuote::path(options.workingDirectory), commandLine);
    } else {
        line = commandLine;
    }

    const SshChannelPtr owned(ssh_channel_new(session));
    if (!owned) {
        return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Opening a channel"));
    }
    ssh_channel channel = owned.get();
    // The kill channel goes first, then this one (declared before it): however run() returns.
    struct KillChannelReset {
        SshChannelPtr& kill;
        ~KillChannelReset() { kill.reset(); }
    } killReset{m_kill};
    ChannelCallbackState state;
    ssh_channel_callbacks_struct callbacks{};
    callbacks.userdata = &state;
    callbacks.channel_exit_signal_function = &onExitSignal;
    ssh_callbacks_init(&callbacks);
    ssh_set_channel_callbacks(channel, &callbacks);

    if (ssh_channel_open_session(channel) != SSH_OK) {
        return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Opening a channel"));
    }
    const QByteArray lineBytes = line.toUtf8();
    if (ssh_channel_request_exec(channel, lineBytes.constData()) != SSH_OK) {
        return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Starting the remote command"));
    }
    ssh_channel_send_eof(channel);  // the command reads no input: EOF at once rather than a hang

    const auto started = Clock::now();
    auto lastTraffic = started;
    auto lastKeepalive = started;
    std::optional<Clock::time_point> stopDeadline;
    static thread_local char buf[64 * 1024];
    for (;;) {
        bool got = false;
        bool eof = true;
        for (int stream = 0; stream < 2; ++stream) {
            // Bounded per round so cancel and timeout are looked at even under a flood.
            for (int i = 0; i < 32; ++i) {
                const int n = ssh_channel_read_nonblocking(channel, buf, sizeof buf, stream);
                if (n == SSH_ERROR) {
                    return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Reading the command's output"));
                }
                if (n <= 0) {
                    break;
                }
                got = true;
                if (stream == 0) {
                    deliverStdout(sink, buf, n);
                } else {
                    sink.onStderr(QByteArrayView(buf, n));
                }
            }
        }
        drainKillChannel();
        m_conn.reportProgress();
        eof = ssh_channel_is_eof(channel) || ssh_channel_is_closed(channel);
        if (eof && !got) {
            break;
        }
        if (!ssh_is_connected(session)) {
            return m_conn.error(core::ErrorCode::Unreachable, SshConnection::tr("Running the remote command"));
        }
        const auto now = Clock::now();
        if (!stopDeadline) {
            const bool timedOut = options.timeoutS > 0 && now - started > std::chrono::seconds(options.timeoutS);
            if (cancel.isCancelled() || timedOut) {
                m_outcome.cancelled = !timedOut;
                m_outcome.timedOut = timedOut;
                requestStop(channel, options);
                stopDeadline = now + std::chrono::milliseconds(options.killGraceMs) + std::chrono::seconds(5);
            }
        } else if (now > *stopDeadline) {
            // The group did not go away (or we never learned its id): stop listening; the channel closes below.
            break;
        }
        if (got) {
            lastTraffic = now;
            m_conn.watchdog().touch();
            continue;
        }
        sink.onIdle();
        // Quiet: a keepalive (answered by the server) lets the watchdog tell a quiet command from a dead peer.
        if (now - lastTraffic > std::chrono::seconds(2) && now - lastKeepalive > std::chrono::seconds(2)) {
            ssh_send_keepalive(session);
            lastKeepalive = now;
        }
        waitReadable(session, 100);
    }
    if (m_head.size() > 0) {  // a command that printed less than one line before ending
        core::ExecSink& s = sink;
        m_markerDone = true;
        s.onStdout(m_head);
        m_head.clear();
    }
    if (ssh_channel_is_eof(channel)) {
        const int status = ssh_channel_get_exit_status(channel);
        m_outcome.exitCode = state.exitSignal.isEmpty() ? status : -1;
    }
    m_outcome.exitSignal = state.exitSignal;
    return m_outcome;
}

}  // namespace tb::remote
