#include "remote/SshConnection.h"

#include "remote/KnownHostsFile.h"
#include "remote/SshErrors.h"
#include "remote/SshExecutor.h"
#include "remote/SshHandles.h"
#include "remote/SshOptions.h"
#include "remote/SshUploader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <csignal>
#include <cstring>
#include <mutex>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

namespace tb::remote {

Q_LOGGING_CATEGORY(lcSsh, "tierbench.remote.ssh")

namespace {

// libssh's log, into our category. libssh 0.10 keeps the callback per thread, so connect() sets it on the worker
// that uses the session. The message already starts with the function's name.
void logToCategory(int priority, const char*, const char* message, void*) {
    const QString text = QString::fromUtf8(message);
    if (priority <= SSH_LOG_WARNING) {
        qCWarning(lcSsh).noquote() << text;
    } else if (priority == SSH_LOG_PROTOCOL) {
        qCInfo(lcSsh).noquote() << text;
    } else {
        qCDebug(lcSsh).noquote() << text;
    }
}

void tuneSocket(int fd) {
    if (fd < 0) {
        return;
    }
    int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    int idle = 10, interval = 5, count = 3;
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
    // Unacknowledged data older than this fails the socket: a dead route ends in ~15 s, not TCP's ~15 min.
    unsigned int userTimeoutMs = 15000;
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeoutMs, sizeof userTimeoutMs);
}
}  // namespace

struct SshConnection::Native {
    SshSessionPtr session;
    // libssh counts into these on the worker thread; only the worker reads them (reportProgress).
    ssh_counter_struct rx{};
    ssh_counter_struct tx{};
    ssh_callbacks_struct callbacks{};
};

SshConnection::SshConnection() : m_native(std::make_unique<Native>()) {}

SshConnection::~SshConnection() {
    disconnect();
}

ssh_session_struct* SshConnection::session() const {
    return m_native->session.get();
}

bool SshConnection::isConnected() const {
    return m_connected && session() && ssh_is_connected(session());
}

void SshConnection::armWatchdog() {
    m_watchdog.resetFired();
    m_watchdog.arm(ssh_get_fd(session()), m_target.stallTimeoutS * 1000);
    reportProgress();
}

void SshConnection::reportProgress() {
    m_watchdog.progress(std::uint64_t(m_native->rx.in_bytes));
}

core::Error SshConnection::error(core::ErrorCode fallback, const QString& what) {
    return sshError(session(), fallback, what, m_watchdog.fired(), m_target.stallTimeoutS);
}

void SshConnection::disconnect() {
    m_watchdog.disarm();
    m_native->session.reset();  // disconnects and frees
    m_connected = false;
}

QString SshConnection::knownHostsPath() const {
    if (!m_target.knownHostsFile.isEmpty()) {
        return m_target.knownHostsFile;
    }
    if (const QString path = SshOptions::text(session(), SSH_OPTIONS_KNOWNHOSTS); !path.isEmpty()) {
        return path;
    }
    return QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
}

core::Status SshConnection::connect(const core::SshTarget& target, core::RemotePrompter& prompter) {
    // Through a jump host libssh writes to the `ssh -W` child over a pipe with plain write(): once that child is
    // gone, SIGPIPE's default action would end the whole program instead of this one session. The disposition is
    // per process, so it is set once, for every session; the write then fails with EPIPE and the session reports a
    // lost connection.
    static std::once_flag brokenPipesIgnored;
    std::call_once(brokenPipesIgnored, [] { ::signal(SIGPIPE, SIG_IGN); });
    ssh_set_log_callback(&logToCategory);  // this thread's libssh log (libssh keeps it per thread)
    disconnect();
    m_target = target;
    m_hostKey = {};
    m_native->session.reset(ssh_new());
    if (!session()) {
        return core::makeError(core::ErrorCode::Internal, tr("Could not create an SSH session"));
    }
    m_native->rx = {};
    m_native->tx = {};
    ssh_set_counters(session(), &m_native->tx, &m_native->rx);
    core::SshTarget jump;
    if (auto st = SshOptions::apply(session(), target, &jump); !st) {
        disconnect();
        return st;
    }
    if (!jump.host.isEmpty()) {
        if (auto st = verifyJumpHostKey(target, jump, prompter); !st) {
            disconnect();
            return st;
        }
    }
    if (ssh_connect(session()) != SSH_OK) {
        const QString detail = QString::fromUtf8(ssh_get_error(session()));
        const bool timedOut = libsshTimedOut(detail);
        disconnect();
        return core::makeError(
            core::ErrorCode::Unreachable,
            timedOut ? tr("%1 did not answer within %2 s").arg(target.display()).arg(target.connectTimeoutS)
                     : tr("Could not connect to %1").arg(target.display()),
            detail);
    }
    tuneSocket(ssh_get_fd(session()));
    if (auto st = verifyHostKey(prompter); !st) {
        disconnect();
        return st;
    }
    if (auto st = authenticate(prompter); !st) {
        disconnect();
        return st;
    }
    m_watchdog.disarm();
    m_connected = true;
    return {};
}

core::Status SshConnection::verifyJumpHostKey(const core::SshTarget& node, const core::SshTarget& jump,
                                              core::RemotePrompter& prompter) {
    core::SshTarget hop;
    hop.host = jump.host;
    hop.port = jump.port;
    hop.user = jump.user;
    hop.knownHostsFile = node.knownHostsFile;  // what the `ssh -W` child is given too
    hop.readConfig = node.readConfig;
    hop.configFile = node.configFile;
    hop.agentSocket = node.agentSocket;
    hop.connectTimeoutS = node.connectTimeoutS;
    SshConnection probe;
    auto st = probe.connectForHostKey(hop, prompter);
    if (!st) {
        const core::Error& e = st.error();
        const bool keyError = e.code == core::ErrorCode::HostKeyUnknown || e.code == core::ErrorCode::HostKeyChanged;
        return core::makeError(e.code,
                               keyError ? tr("Jump host %1: %2").arg(hop.display(), e.message)
                                        : tr("The jump host %1 could not be reached: %2").arg(hop.display(), e.message),
                               e.detail);
    }
    return {};
}

// Key exchange and the host-key check only: no login, the session is closed right after.
core::Status SshConnection::connectForHostKey(const core::SshTarget& hop, core::RemotePrompter& prompter) {
    m_target = hop;
    m_native->session.reset(ssh_new());
    if (!session()) {
        return core::makeError(core::ErrorCode::Internal, tr("Could not create an SSH session"));
    }
    if (auto st = SshOptions::apply(session(), hop); !st) {
        disconnect();
        return st;
    }
    if (ssh_connect(session()) != SSH_OK) {
        const QString detail = QString::fromUtf8(ssh_get_error(session()));
        disconnect();
        return core::makeError(core::ErrorCode::Unreachable, tr("Could not connect to %1").arg(hop.display()), detail);
    }
    auto st = verifyHostKey(prompter);
    disconnect();
    return st;
}

core::Status SshConnection::verifyHostKey(core::RemotePrompter& prompter) {
    ssh_key rawKey = nullptr;
    if (ssh_get_server_publickey(session(), &rawKey) != SSH_OK) {
        return error(core::ErrorCode::Unreachable, tr("Reading the host key"));
    }
    const SshKeyPtr key(rawKey);
    unsigned char* rawHash = nullptr;
    size_t hashLen = 0;
    const int hashRc = ssh_get_publickey_hash(key.get(), SSH_PUBLICKEY_HASH_SHA256, &rawHash, &hashLen);
    const SshHashPtr hash(rawHash);
    m_hostKey.type = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key.get())));
    if (hashRc != SSH_OK) {
        return error(core::ErrorCode::Internal, tr("Hashing the host key"));
    }
    const SshCharsPtr fingerprint(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash.get(), hashLen));
    m_hostKey.fingerprint = QString::fromLatin1(fingerprint.get());

    const QString host = SshOptions::text(session(), SSH_OPTIONS_HOST);
    unsigned int port = 22;
    ssh_options_get_port(session(), &port);
    m_hostKey.host = KnownHostsFile::hostToken(host, static_cast<int>(port));
    m_hostKey.port = static_cast<int>(port);
    m_hostKey.knownHostsFile = knownHostsPath();

    const enum ssh_known_hosts_e state = ssh_session_is_known_server(session());
    switch (state) {
        case SSH_KNOWN_HOSTS_OK:
            m_hostKey.state = core::HostKeyInfo::State::Known;
            return {};
        case SSH_KNOWN_HOSTS_CHANGED:
        case SSH_KNOWN_HOSTS_OTHER: {
            const bool changed = state == SSH_KNOWN_HOSTS_CHANGED;
            m_hostKey.state = changed ? core::HostKeyInfo::State::Changed : core::HostKeyInfo::State::Other;
            m_hostKey.conflictingLine = KnownHostsFile::findLine(m_hostKey.knownHostsFile, m_hostKey.host,
                                                                 changed ? m_hostKey.type : QString());
            const QString where =
                m_hostKey.conflictingLine > 0
                    ? tr("remove the old line %1 from %2").arg(m_hostKey.conflictingLine).arg(m_hostKey.knownHostsFile)
                    : tr("remove the old entry for %1 from %2").arg(m_hostKey.host, m_hostKey.knownHostsFile);
            return core::makeError(
                core::ErrorCode::HostKeyChanged,
                tr("The host key of %1 differs from the one on record (now %2 %3). This can mean someone intercepts "
                   "the "
                   "connection. If the provider confirms the key changed, %4 and connect again.")
                    .arg(m_hostKey.host, m_hostKey.type, m_hostKey.fingerprint, where),
                changed ? QStringLiteral("SSH_KNOWN_HOSTS_CHANGED") : QStringLiteral("SSH_KNOWN_HOSTS_OTHER"));
        }
        case SSH_KNOWN_HOSTS_NOT_FOUND:
        case SSH_KNOWN_HOSTS_UNKNOWN: {
            m_hostKey.state = core::HostKeyInfo::State::Unknown;
            if (!prompter.acceptHostKey(m_hostKey)) {
                return core::makeError(core::ErrorCode::HostKeyUnknown,
                                       tr("The host key of %1 (%2 %3) is not known and was not accepted")
                                           .arg(m_hostKey.host, m_hostKey.type, m_hostKey.fingerprint));
            }
            QDir().mkpath(QFileInfo(m_hostKey.knownHostsFile).absolutePath());
            if (ssh_session_update_known_hosts(session()) != SSH_OK) {
                return core::makeError(core::ErrorCode::Io,
                                       tr("Could not add the host key to %1").arg(m_hostKey.knownHostsFile),
                                       QString::fromUtf8(ssh_get_error(session())));
            }
            m_hostKey.state = core::HostKeyInfo::State::Known;
            return {};
        }
        case SSH_KNOWN_HOSTS_ERROR:
            break;
    }
    return core::makeError(core::ErrorCode::Io,
                           tr("Could not check the host key against %1").arg(m_hostKey.knownHostsFile),
                           QString::fromUtf8(ssh_get_error(session())));
}

int SshConnection::authCallback(const char* prompt, char* buf, size_t len, int echo, int verify, void* userdata) {
    (void)echo;
    (void)verify;
    auto* self = static_cast<SshConnection*>(userdata);
    if (!self->m_prompter || len == 0) {
        return -1;
    }
    self->m_watchdog.disarm();  // a person may take minutes
    const auto answer = self->m_prompter->passphrase(QString::fromUtf8(prompt), ++self->m_passphraseAttempts);
    self->armWatchdog();
    if (!answer) {
        return -1;
    }
    QByteArray bytes = answer->toUtf8();
    const size_t n = std::min(len - 1, static_cast<size_t>(bytes.size()));
    std::memcpy(buf, bytes.constData(), n);
    buf[n] = '\0';
    bytes.fill('\0');
    return 0;
}

core::Status SshConnection::authenticateWithKeyFile(const QString& file, core::RemotePrompter& prompter, bool* tried) {
    const QByteArray path =
        QDir::cleanPath(file.startsWith(QStringLiteral("~/")) ? QDir::homePath() + file.mid(1) : file).toUtf8();
    if (!QFileInfo::exists(QString::fromUtf8(path))) {
        return core::makeError(core::ErrorCode::NotFound, tr("Key file %1 not found").arg(file));
    }
    *tried = true;
    ssh_key rawKey = nullptr;
    int rc = ssh_pki_import_privkey_file(path.constData(), nullptr, nullptr, nullptr, &rawKey);
    for (int attempt = 1; rc != SSH_OK && attempt <= 3; ++attempt) {
        // Encrypted (or unreadable): ask for the passphrase; it lives only in this scope.
        m_watchdog.disarm();
        const auto passphrase = prompter.passphrase(file, attempt);
        armWatchdog();
        if (!passphrase) {
            return core::makeError(core::ErrorCode::AuthenticationFailed,
                                   tr("No passphrase given for the key %1").arg(file));
        }
        QByteArray secret = passphrase->toUtf8();
        rc = ssh_pki_import_privkey_file(path.constData(), secret.constData(), nullptr, nullptr, &rawKey);
        secret.fill('\0');
    }
    if (rc != SSH_OK) {
        return core::makeError(core::ErrorCode::AuthenticationFailed,
                               tr("Could not read the key %1 (wrong passphrase?)").arg(file));
    }
    const SshKeyPtr key(rawKey);
    const int auth = ssh_userauth_publickey(session(), nullptr, key.get());
    if (auth == SSH_AUTH_SUCCESS) {
        return {};
    }
    if (auth == SSH_AUTH_ERROR) {
        return error(core::ErrorCode::AuthenticationFailed, tr("Logging in with %1").arg(file));
    }
    return core::makeError(core::ErrorCode::AuthenticationFailed, tr("The node refused the key %1").arg(file));
}

core::Status SshConnection::authenticate(core::RemotePrompter& prompter) {
    armWatchdog();
    m_prompter = &prompter;
    m_passphraseAttempts = 0;
    struct Reset {
        SshConnection* self;
        ~Reset() { self->m_prompter = nullptr; }
    } reset{this};

    const QString who = SshOptions::text(session(), SSH_OPTIONS_USER) + u'@' + m_hostKey.host;
    const auto failed = [&](const QString& detail) {
        return core::makeError(core::ErrorCode::AuthenticationFailed,
                               tr("%1 refused every key offered (agent and key files)").arg(who), detail);
    };
    // "none" first: it fetches the list of methods the server accepts.
    int rc = ssh_userauth_none(session(), nullptr);
    if (rc == SSH_AUTH_SUCCESS) {
        return {};
    }
    if (rc == SSH_AUTH_ERROR) {
        return error(core::ErrorCode::AuthenticationFailed, tr("Logging in to %1").arg(who));
    }
    const int methods = ssh_userauth_list(session(), nullptr);
    if ((methods & SSH_AUTH_METHOD_PUBLICKEY) == 0) {
        return failed(tr("the node does not accept public keys"));
    }
    const bool haveAgent = !m_target.agentSocket.isEmpty() || !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK");
    if (haveAgent) {
        rc = ssh_userauth_agent(session(), nullptr);
        if (rc == SSH_AUTH_SUCCESS) {
            return {};
        }
        if (rc == SSH_AUTH_ERROR && !ssh_is_connected(session())) {
            return error(core::ErrorCode::AuthenticationFailed, tr("Logging in to %1").arg(who));
        }
    }
    QString lastDetail;
    if (!m_target.identityFile.isEmpty()) {
        bool tried = false;
        auto st = authenticateWithKeyFile(m_target.identityFile, prompter, &tried);
        if (st || st.error().code == core::ErrorCode::Unreachable) {
            return st;
        }
        // Not found or refused: the configured identities and defaults may still work; keep the reason.
        lastDetail = st.error().message;
    }
    // The config's IdentityFile entries and the default keys; encrypted ones ask through authCallback.
    ssh_callbacks_struct& callbacks = m_native->callbacks;
    callbacks = {};
    callbacks.userdata = this;
    callbacks.auth_function = &SshConnection::authCallback;
    ssh_callbacks_init(&callbacks);
    ssh_set_callbacks(session(), &callbacks);
    rc = ssh_userauth_publickey_auto(session(), nullptr, nullptr);
    if (rc == SSH_AUTH_SUCCESS) {
        return {};
    }
    if (rc == SSH_AUTH_ERROR) {
        return error(core::ErrorCode::AuthenticationFailed, tr("Logging in to %1").arg(who));
    }
    return failed(lastDetail);
}

core::Result<core::ExecOutcome> SshConnection::exec(const QString& commandLine, core::ExecSink& sink,
                                                    const core::ExecOptions& options, const core::CancelToken& cancel) {
    if (!isConnected()) {
        return core::makeError(core::ErrorCode::Unreachable, tr("Not connected"));
    }
    SshExecutor executor(*this);
    auto result = executor.run(commandLine, sink, options, cancel);
    m_watchdog.disarm();
    if (!result && result.error().code == core::ErrorCode::Unreachable) {
        m_connected = false;
    }
    return result;
}

core::Result<core::UploadStats> SshConnection::upload(const QString& localPath, const QString& remotePath, int channels,
                                                      const core::CancelToken& cancel,
                                                      const std::function<void(qint64, qint64)>& progress) {
    if (!isConnected()) {
        return core::makeError(core::ErrorCode::Unreachable, tr("Not connected"));
    }
    SshUploader uploader(*this);
    auto result = uploader.run(localPath, remotePath, channels, cancel, progress);
    m_watchdog.disarm();
    if (!result && result.error().code == core::ErrorCode::Unreachable) {
        m_connected = false;
    }
    return result;
}

}  // namespace tb::remote
