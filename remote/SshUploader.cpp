#include "remote/SshUploader.h"

#include "core/session/RemoteCommand.h"
#include "core/session/ShellQuote.h"
#include "remote/FileSha256.h"
#include "remote/SshConnection.h"
#include "remote/SshHandles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>

#include <libssh/libssh.h>
#include <libssh/server.h>  // ssh_send_keepalive, which works on client sessions too

#include <algorithm>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace tb::remote {

namespace {
constexpr qint64 kBlock = 1024 * 1024;  // dd block size; ranges start on block boundaries

struct Part {
    SshChannelPtr channel;
    qint64 offset = 0;
    qint64 remaining = 0;
    bool eofSent = false;
    QByteArray err;
};

// Closes and frees every channel (their handles do it); the parts stay for the statistics.
void closeParts(std::vector<Part>& parts) {
    for (Part& p : parts) {
        p.channel.reset();
    }
}

QString remoteDir(const QString& path) {
    const qsizetype slash = path.lastIndexOf(u'/');
    return slash > 0 ? path.left(slash) : QStringLiteral(".");
}
}  // namespace

int SshUploader::channelsForRoundTrip(double roundTripS) {
    // OpenSSH's sshd grants each session channel a 2 MiB window, so one channel carries at most 2 MiB per round
    // trip. Below a few milliseconds that is beyond what the ciphers sustain and more channels only add CPU work
    // on both ends (loopback: x1 1.06x scp, x4 0.95x); over a long round trip four windows in flight win (25 ms
    // each way: x4 2.4x scp, x1 0.98x).
    return roundTripS < 0.005 ? 1 : 4;
}

QString SshUploader::verifyCommand(const QString& quotedTmp, const QByteArray& sha256Hex, const QString& quotedDest) {
    // OpenSSL's digest uses the CPU's SHA extensions and runs 2-3x faster than coreutils' sha256sum, which matters
    // while the node's cores are busy with sshd; sha256sum is the fallback. Both read stdin so that no path can be
    // taken for an option.
    return QStringLiteral(
               "if command -v openssl >/dev/null 2>&1; then set -- $(openssl dgst -sha256 -r < %1); "
               "else set -- $(sha256sum < %1); fi; "
               "[ \"$1\" = %2 ] && mv -f -- %1 %3 || "
               "{ echo \"sha256 mismatch: $1\" >&2; rm -f -- %1; exit 3; }")
        .arg(quotedTmp, QString::fromLatin1(sha256Hex), quotedDest);
}

core::Result<core::UploadStats> SshUploader::run(const QString& localPath, const QString& remotePath, int channels,
                                                 const core::CancelToken& cancel,
                                                 const std::function<void(qint64, qint64)>& progress) {
    QElapsedTimer timer;
    timer.start();
    QFile file(localPath);
    if (!file.open(QIODevice::ReadOnly)) {
        return core::makeError(core::ErrorCode::Io, SshConnection::tr("Cannot read %1").arg(localPath),
                               file.errorString());
    }
    const qint64 size = file.size();
    const int fd = file.handle();

    // The local checksum is computed beside the transfer, on its own thread, from its own file handle.
    QByteArray localSha;
    std::thread hasher([&localSha, localPath] { localSha = fileSha256Hex(localPath); });
    struct Join {
        std::thread& t;
        ~Join() {
            if (t.joinable()) {
                t.join();
            }
        }
    } join{hasher};

    const QString tmp =
        remotePath + QStringLiteral(".tb-part-") + QString::number(QRandomGenerator::global()->generate64(), 16);
    const QString qTmp = core::ShellQuote::path(tmp);
    {
        auto prep = core::RemoteCommand::capture(
            m_conn,
            QStringLiteral("mkdir -p -- %1 && rm -f -- %2").arg(core::ShellQuote::path(remoteDir(remotePath)), qTmp));
        if (!prep) {
            return prep.error();
        }
        if (prep->exitCode != 0) {
            return core::makeError(core::ErrorCode::Io,
                                   SshConnection::tr("Cannot create the folder for %1 on the node").arg(remotePath),
                                   QString::fromUtf8(prep->err.left(2000)));
        }
    }
    m_conn.armWatchdog();
    ssh_session session = m_conn.session();

    // Opening a session channel is one round trip with no process started on the node, so the first channel's open
    // measures the link before the channel count is chosen.
    QElapsedTimer openTimer;
    openTimer.start();
    SshChannelPtr first(ssh_channel_new(session));
    if (!first || ssh_channel_open_session(first.get()) != SSH_OK) {
        return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Opening an upload channel"));
    }
    int n = channels > 0 ? qBound(1, channels, 16) : channelsForRoundTrip(openTimer.nsecsElapsed() / 1e9);
    if (size < 8 * kBlock) {
        n = 1;
    }
    const qint64 per = n == 1 ? size : ((size + n - 1) / n + kBlock - 1) / kBlock * kBlock;
    std::vector<Part> parts;  // each part's channel is closed and freed with it
    for (int k = 0; k < n; ++k) {
        Part p;
        p.offset = k * per;
        p.remaining = n == 1 ? size : qMin(per, size - p.offset);
        if (n > 1 && p.remaining <= 0) {
            break;
        }
        const QString cmd = n == 1 ? QStringLiteral("cat > %1").arg(qTmp)
                                   : QStringLiteral("dd of=%1 bs=%2 seek=%3 conv=notrunc iflag=fullblock status=none")
                                         .arg(qTmp)
                                         .arg(kBlock)
                                         .arg(p.offset / kBlock);
        if (k == 0) {
            p.channel = std::move(first);
        } else {
            p.channel.reset(ssh_channel_new(session));
            if (!p.channel || ssh_channel_open_session(p.channel.get()) != SSH_OK) {
                return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Opening an upload channel"));
            }
        }
        const QByteArray cmdBytes = cmd.toUtf8();
        ssh_channel channel = p.channel.get();
        parts.push_back(std::move(p));
        if (ssh_channel_request_exec(channel, cmdBytes.constData()) != SSH_OK) {
            return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Starting the upload"));
        }
    }

    std::vector<char> buf(256 * 1024);
    qint64 sent = 0;
    qint64 nextReport = 0;
    bool pending = true;
    while (pending) {
        if (cancel.isCancelled()) {
            closeParts(parts);
            (void)core::RemoteCommand::capture(m_conn, QStringLiteral("rm -f -- %1").arg(qTmp));
            return core::makeError(core::ErrorCode::Cancelled, SshConnection::tr("Upload cancelled"));
        }
        pending = false;
        bool wrote = false;
        for (Part& p : parts) {
            if (p.remaining > 0) {
                pending = true;
                const qint64 window = ssh_channel_window_size(p.channel.get());
                if (window <= 0) {
                    continue;
                }
                const qint64 want = std::min({window, p.remaining, static_cast<qint64>(buf.size())});
                const ssize_t got = ::pread(fd, buf.data(), static_cast<size_t>(want), p.offset);
                if (got <= 0) {
                    return core::makeError(core::ErrorCode::Io, SshConnection::tr("Cannot read %1").arg(localPath),
                                           QStringLiteral("pread"));
                }
                const int rc = ssh_channel_write(p.channel.get(), buf.data(), static_cast<uint32_t>(got));
                if (rc == SSH_ERROR) {
                    return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Uploading"));
                }
                p.offset += rc;
                p.remaining -= rc;
                sent += rc;
                wrote = wrote || rc > 0;
            }
            if (p.remaining <= 0 && !p.eofSent) {
                ssh_channel_send_eof(p.channel.get());
                p.eofSent = true;
            }
        }
        if (wrote) {
            m_conn.watchdog().touch();
            if (progress && sent >= nextReport) {
                progress(sent, size);
                nextReport = sent + 8 * kBlock;
            }
        } else if (pending) {
            // Every window is full: wait for the server's window adjustments.
            pollfd pfd{ssh_get_fd(session), POLLIN, 0};
            ::poll(&pfd, 1, 50);
            m_conn.reportProgress();  // window adjustments arriving are the peer answering
            for (Part& p : parts) {
                if (ssh_channel_poll(p.channel.get(), 1) == SSH_ERROR ||
                    ssh_channel_poll(p.channel.get(), 0) == SSH_ERROR) {
                    return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Uploading"));
                }
            }
            if (!ssh_is_connected(session)) {
                return m_conn.error(core::ErrorCode::Unreachable, SshConnection::tr("Uploading"));
            }
        }
    }
    // Each writer's exit status; their stderr says why one failed (disk full, no dd).
    char errBuf[4096];
    for (Part& p : parts) {
        ssh_channel channel = p.channel.get();
        while (!ssh_channel_is_eof(channel) && !ssh_channel_is_closed(channel)) {
            const int r = ssh_channel_read_timeout(channel, errBuf, sizeof errBuf, 1, 1000);
            if (r == SSH_ERROR) {
                return m_conn.error(core::ErrorCode::Io, SshConnection::tr("Uploading"));
            }
            if (r > 0 && p.err.size() < 4096) {
                p.err.append(errBuf, r);
            }
            char outBuf[1024];
            while (ssh_channel_read_nonblocking(channel, outBuf, sizeof outBuf, 0) > 0) {
            }
            // Only what arrives counts: a keepalive that a live node answers, so a slow writer is not cut, and a
            // node that stopped answering is cut by the watchdog instead of being waited for a second at a time.
            ssh_send_keepalive(session);
            m_conn.reportProgress();
        }
        const int status = ssh_channel_get_exit_status(channel);
        if (status != 0) {
            return core::makeError(core::ErrorCode::Io,
                                   SshConnection::tr("Writing %1 on the node failed").arg(remotePath),
                                   QStringLiteral("exit %1: %2").arg(status).arg(QString::fromUtf8(p.err)));
        }
    }
    closeParts(parts);
    hasher.join();
    if (progress) {
        progress(sent, size);
    }
    const QString verify = verifyCommand(qTmp, localSha, core::ShellQuote::path(remotePath));
    auto checked = core::RemoteCommand::capture(m_conn, verify, 64 * 1024, 600);
    if (!checked) {
        return checked.error();
    }
    if (checked->exitCode != 0) {
        return core::makeError(core::ErrorCode::Io,
                               SshConnection::tr("The upload of %1 did not arrive intact").arg(remotePath),
                               QString::fromUtf8(checked->err.left(2000)));
    }
    core::UploadStats stats;
    stats.bytesSent = sent;
    stats.channels = static_cast<int>(parts.size());
    stats.seconds = timer.nsecsElapsed() / 1e9;
    return stats;
}

}  // namespace tb::remote
