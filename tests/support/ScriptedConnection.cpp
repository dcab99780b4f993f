#include "tests/support/ScriptedConnection.h"

#include <QFileInfo>

#include <chrono>
#include <thread>

namespace tb::test {

int ScriptedConnection::indexOf(const QString& text) const {
    for (int i = 0; i < m_commands.size(); ++i) {
        if (m_commands.at(i).contains(text)) {
            return i;
        }
    }
    return -1;
}

core::Status ScriptedConnection::connect(const core::SshTarget& target, core::RemotePrompter&) {
    m_hostKey.host = target.host;
    m_hostKey.port = target.port > 0 ? target.port : 22;
    m_hostKey.type = QStringLiteral("ssh-ed25519");
    m_hostKey.fingerprint = QStringLiteral("SHA256:stand-in");
    m_hostKey.state = core::HostKeyInfo::State::Known;
    m_connected = true;
    return {};
}

core::Result<core::ExecOutcome> ScriptedConnection::exec(const QString& commandLine, core::ExecSink& sink,
                                                         const core::ExecOptions&, const core::CancelToken& cancel) {
    m_commands << commandLine;
    if (!m_connected) {
        return core::makeError(core::ErrorCode::Unreachable, QStringLiteral("not connected"));
    }
    for (Reply& r : m_rules) {
        if (!commandLine.contains(r.match) || r.uses == 0) {
            continue;
        }
        if (r.uses > 0) {
            --r.uses;
        }
        core::ExecOutcome outcome;
        if (r.pgid > 0) {
            outcome.pgid = r.pgid;
            sink.onProcessGroup(r.pgid);
        }
        const auto deliver = [&](const QByteArray& data, bool out) {
            const qsizetype step = qMax<qsizetype>(1, (data.size() + r.chunks - 1) / qMax(1, r.chunks));
            for (qsizetype at = 0; at < data.size(); at += step) {
                const QByteArrayView piece = QByteArrayView(data).sliced(at, qMin(step, data.size() - at));
                out ? sink.onStdout(piece) : sink.onStderr(piece);
            }
        };
        deliver(r.out, true);
        deliver(r.err, false);
        if (r.dropConnection) {
            m_connected = false;
            return core::makeError(core::ErrorCode::Unreachable, QStringLiteral("the connection was lost"));
        }
        if (r.waitForCancel) {
            while (!cancel.isCancelled()) {
                sink.onIdle();
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
            outcome.cancelled = true;
            return outcome;
        }
        outcome.exitCode = r.exitCode;
        return outcome;
    }
    sink.onStderr("sh: command not found\n");
    core::ExecOutcome missing;
    missing.exitCode = 127;
    return missing;
}

core::Result<core::UploadStats> ScriptedConnection::upload(const QString& localPath, const QString& remotePath,
                                                           int channels, const core::CancelToken&,
                                                           const std::function<void(qint64, qint64)>& progress) {
    m_commands << QStringLiteral("<upload %1>").arg(remotePath);
    if (uploadFails) {
        return core::makeError(core::ErrorCode::Io, QStringLiteral("upload refused"), remotePath);
    }
    const qint64 size = QFileInfo(localPath).size();
    m_uploads.append({localPath, remotePath, size, channels});
    if (progress) {
        progress(size, size);
    }
    core::UploadStats stats;
    stats.bytesSent = size;
    stats.channels = channels > 0 ? channels : 1;
    return stats;
}

}  // namespace tb::test
