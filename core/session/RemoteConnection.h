#pragma once

#include "core/Result.h"
#include "core/session/CancelToken.h"
#include "core/session/HostKeyInfo.h"
#include "core/session/RemotePrompter.h"
#include "core/session/SshTarget.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <functional>

namespace tb::core {

// Receives a remote command's output as it arrives, on the connection's worker thread, synchronously: the reader
// does not read on until a call returns, so a slow sink slows the remote side down (bounded memory).
class ExecSink {
public:
    virtual ~ExecSink() = default;
    virtual void onProcessGroup(qint64 pgid) { (void)pgid; }
    virtual void onStdout(QByteArrayView data) = 0;
    virtual void onStderr(QByteArrayView data) = 0;
    // The command is quiet (called about every 100 ms without output): time-based work such as flushing batches.
    virtual void onIdle() {}
};

struct ExecOptions {
    int timeoutS = 0;          // wall-clock limit; 0: none. Expiry cancels like cancel() and sets timedOut.
    int killGraceMs = 3000;    // after TERM to the process group, KILL follows when the group is still there
    bool processGroup = true;  // run in its own process group and report its id (cancel needs it)
    QString workingDirectory;  // remote path ("~/..." allowed); empty: the login directory
};

struct ExecOutcome {
    int exitCode = -1;  // -1 when the command died of a signal or was cut off
    QString exitSignal;
    qint64 pgid = 0;
    bool cancelled = false;
    bool timedOut = false;
};

struct UploadStats {
    qint64 bytesSent = 0;
    int channels = 0;
    double seconds = 0;
};

// One logged-in SSH connection. Not thread-safe: create, use and destroy it on one thread (RemoteSession's
// worker). Every blocking call is bounded: by the connect timeout, or by the stall watchdog (no traffic for
// SshTarget::stallTimeoutS seconds cuts the connection and fails the call with ErrorCode::Unreachable).
class RemoteConnection {
public:
    virtual ~RemoteConnection() = default;

    // Host key checked against known_hosts (prompter decides on unknown keys), then agent, then key files.
    virtual Status connect(const SshTarget& target, RemotePrompter& prompter) = 0;
    virtual void disconnect() = 0;
    virtual bool isConnected() const = 0;
    virtual HostKeyInfo hostKey() const = 0;

    // Runs a shell command line (build it with ShellQuote) without a PTY, streaming stdout/stderr into sink.
    // Cancel (token or timeout) sends TERM to the command's process group from a second channel, KILL after the
    // grace period. A lost connection returns ErrorCode::Unreachable; what the sink got so far stays delivered.
    virtual Result<ExecOutcome> exec(const QString& commandLine, ExecSink& sink, const ExecOptions& options,
                                     const CancelToken& cancel) = 0;

    // Copies a local file to remotePath (a raw path; "~/" allowed) through `channels` exec channels in parallel
    // (0: as many as the link's round trip calls for),
    // into a temporary name, verifies sha256 remotely, then renames. progress(bytesSent, total) on this thread.
    virtual Result<UploadStats> upload(const QString& localPath, const QString& remotePath, int channels,
                                       const CancelToken& cancel,
                                       const std::function<void(qint64, qint64)>& progress = {}) = 0;
};

}  // namespace tb::core
