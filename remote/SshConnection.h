#pragma once

#include "core/session/RemoteConnection.h"
#include "remote/SshWatchdog.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#include <memory>

struct ssh_session_struct;

namespace tb::remote {

Q_DECLARE_LOGGING_CATEGORY(lcSsh)

// RemoteConnection over libssh 0.10. Reads ~/.ssh/config (aliases, HostName, Port, User, IdentityFile, ProxyJump
// as ProxyCommand `ssh -W`), checks the host key against known_hosts, logs in with the agent and then key files.
// Sockets get TCP_NODELAY, SO_KEEPALIVE and TCP_USER_TIMEOUT; every wait is guarded by SshWatchdog. libssh's own
// log goes to the tierbench.remote.ssh category when TB_SSH_VERBOSITY (1..4) turns it on.
//
// Thread contract: one thread only (see RemoteConnection); the watchdog is its only helper thread.
// The first connect sets SIGPIPE to ignored for the process (see connect()).
class SshConnection final : public core::RemoteConnection {
    Q_DECLARE_TR_FUNCTIONS(SshConnection)

public:
    SshConnection();
    ~SshConnection() override;

    core::Status connect(const core::SshTarget& target, core::RemotePrompter& prompter) override;
    void disconnect() override;
    bool isConnected() const override;
    core::HostKeyInfo hostKey() const override { return m_hostKey; }

    core::Result<core::ExecOutcome> exec(const QString& commandLine, core::ExecSink& sink,
                                         const core::ExecOptions& options, const core::CancelToken& cancel) override;
    core::Result<core::UploadStats> upload(const QString& localPath, const QString& remotePath, int channels,
                                           const core::CancelToken& cancel,
                                           const std::function<void(qint64, qint64)>& progress) override;

    // For SshExecutor and SshUploader, which work on this connection's session (worker thread).
    ssh_session_struct* session() const;
    SshWatchdog& watchdog() { return m_watchdog; }
    void armWatchdog();
    // Hands libssh's byte counters to the watchdog; call it whenever a loop comes round, busy or idle.
    void reportProgress();
    core::Error error(core::ErrorCode fallback, const QString& what);
    int stallTimeoutS() const { return m_target.stallTimeoutS; }

private:
    struct Native;  // libssh's session, counters and callbacks (SshConnection.cpp)

    core::Status verifyHostKey(core::RemotePrompter& prompter);
    // The jump host's key, checked against the same known_hosts and prompter as the node's before the OpenSSH
    // child (BatchMode) meets it: an unknown or changed jump key is a host-key error naming that host's
    // fingerprint, not a connection reset (issue 13.5).
    static core::Status verifyJumpHostKey(const core::SshTarget& node, const core::SshTarget& jump,
                                          core::RemotePrompter& prompter);
    core::Status connectForHostKey(const core::SshTarget& hop, core::RemotePrompter& prompter);
    core::Status authenticate(core::RemotePrompter& prompter);
    core::Status authenticateWithKeyFile(const QString& file, core::RemotePrompter& prompter, bool* tried);
    QString knownHostsPath() const;
    static int authCallback(const char* prompt, char* buf, size_t len, int echo, int verify, void* userdata);

    std::unique_ptr<Native> m_native;
    core::SshTarget m_target;
    core::HostKeyInfo m_hostKey;
    core::RemotePrompter* m_prompter = nullptr;  // only during connect()
    int m_passphraseAttempts = 0;
    bool m_connected = false;
    SshWatchdog m_watchdog;
};

}  // namespace tb::remote
