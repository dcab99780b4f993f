#include "remote/SshOptions.h"

#include "core/session/ShellQuote.h"
#include "remote/SshConnection.h"
#include "remote/SshHandles.h"

#include <QRegularExpression>

#include <libssh/libssh.h>

namespace tb::remote {

namespace {
// What libssh logs into tierbench.remote.ssh: nothing unless TB_SSH_VERBOSITY asks for it (1 warnings ... 4
// functions). Its warnings include routine ones (a missing known_hosts file it will create), so they stay off by
// default, as before the log was routed.
int logVerbosity() {
    return qBound(0, qEnvironmentVariableIntValue("TB_SSH_VERBOSITY"), 4);
}
}  // namespace

// One libssh option read back as text (ssh_options_get allocates it).
QString SshOptions::text(ssh_session session, int option) {
    char* raw = nullptr;
    if (ssh_options_get(session, static_cast<ssh_options_e>(option), &raw) != SSH_OK) {
        return {};
    }
    return sshText(SshCharsPtr(raw));
}

// ProxyCommand for a ProxyJump spec through the OpenSSH client. libssh expands %h and %p and runs the command
// with /bin/sh -c, so every word is shell-quoted and literal % signs are doubled.
QString SshOptions::proxyCommandFor(const core::SshTarget& target, const core::SshTarget& jump) {
    QStringList argv{QStringLiteral("ssh")};
    if (!target.readConfig) {
        argv << QStringLiteral("-F") << QStringLiteral("/dev/null");
    } else if (!target.configFile.isEmpty()) {
        argv << QStringLiteral("-F") << target.configFile;
    }
    argv << QStringLiteral("-o") << QStringLiteral("BatchMode=yes");
    if (!target.knownHostsFile.isEmpty()) {
        argv << QStringLiteral("-o") << QStringLiteral("UserKnownHostsFile=") + target.knownHostsFile;
    }
    if (!target.identityFile.isEmpty()) {
        argv << QStringLiteral("-i") << target.identityFile;
    }
    if (!jump.user.isEmpty()) {
        argv << QStringLiteral("-l") << jump.user;
    }
    if (jump.port > 0) {
        argv << QStringLiteral("-p") << QString::number(jump.port);
    }
    argv << QStringLiteral("-W") << QStringLiteral("[%h]:%p") << jump.host;
    QStringList quoted;
    for (const QString& a : argv) {
        QString q = core::ShellQuote::quote(a);
        if (a != QStringLiteral("[%h]:%p")) {
            q.replace(u'%', QStringLiteral("%%"));
        }
        quoted << q;
    }
    return quoted.join(u' ');
}

// libssh 0.10 turns a config file's `ProxyJump j` into `ssh -W [%h]:%p j` run without our config file, known_hosts
// or key, so an alias `j` defined in a file other than ~/.ssh/config does not resolve. Rebuild that command the way
// an explicit jump spec is built. A ProxyCommand the user wrote is left as it is.
core::Status SshOptions::adoptConfigProxyJump(ssh_session session, const core::SshTarget& target,
                                              core::SshTarget* jumpOut) {
    if (!target.jump.isEmpty()) {
        return {};  // the caller's jump wins; applyOptions sets it
    }
    const QString command = text(session, SSH_OPTIONS_PROXYCOMMAND);
    if (command.isEmpty()) {
        return {};
    }
    static const QRegularExpression generated(
        QStringLiteral("^ssh(?: -l (\\S+))?(?: -p (\\d+))? -W '?\\[%h\\]:%p'? (\\S+)$"));
    const QRegularExpressionMatch m = generated.match(command);
    if (!m.hasMatch()) {
        return {};
    }
    core::SshTarget jump;
    jump.host = m.captured(3);
    jump.user = m.captured(1);
    jump.port = m.captured(2).toInt();
    if (jumpOut) {
        *jumpOut = jump;
    }
    const QByteArray proxy = proxyCommandFor(target, jump).toUtf8();
    if (ssh_options_set(session, SSH_OPTIONS_PROXYCOMMAND, proxy.constData()) != SSH_OK) {
        return core::makeError(core::ErrorCode::InvalidArgument, SshConnection::tr("Invalid SSH option ProxyJump"),
                               QString::fromUtf8(ssh_get_error(session)));
    }
    return {};
}

core::Status SshOptions::apply(ssh_session s, const core::SshTarget& target, core::SshTarget* jumpOut) {
    const auto set = [s](ssh_options_e option, const void* value, const char* name) -> core::Status {
        if (ssh_options_set(s, option, value) != SSH_OK) {
            return core::makeError(core::ErrorCode::InvalidArgument,
                                   SshConnection::tr("Invalid SSH option %1").arg(QString::fromLatin1(name)),
                                   QString::fromUtf8(ssh_get_error(s)));
        }
        return {};
    };
    const int no = 0;
    const int yes = 1;
    // Without this, ssh_connect() would read the config files again and override what we set explicitly.
    if (auto st = set(SSH_OPTIONS_PROCESS_CONFIG, &no, "ProcessConfig"); !st) {
        return st;
    }
    const QByteArray host = target.host.toUtf8();
    if (auto st = set(SSH_OPTIONS_HOST, host.constData(), "Host"); !st) {
        return st;
    }
    if (target.readConfig) {
        const QByteArray file = target.configFile.toUtf8();
        // A missing file is not an error; a malformed one is reported by libssh's log only.
        ssh_options_parse_config(s, target.configFile.isEmpty() ? nullptr : file.constData());
        if (auto st = adoptConfigProxyJump(s, target, jumpOut); !st) {
            return st;
        }
    }
    if (target.port > 0) {
        const unsigned int port = static_cast<unsigned int>(target.port);
        if (auto st = set(SSH_OPTIONS_PORT, &port, "Port"); !st) {
            return st;
        }
    }
    if (!target.user.isEmpty()) {
        const QByteArray user = target.user.toUtf8();
        if (auto st = set(SSH_OPTIONS_USER, user.constData(), "User"); !st) {
            return st;
        }
    }
    if (!target.knownHostsFile.isEmpty()) {
        const QByteArray kh = target.knownHostsFile.toUtf8();
        if (auto st = set(SSH_OPTIONS_KNOWNHOSTS, kh.constData(), "UserKnownHostsFile"); !st) {
            return st;
        }
        // An explicit file is the whole truth (tests, per-workbench trust); the system-wide one would add to it.
        if (auto st = set(SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null", "GlobalKnownHostsFile"); !st) {
            return st;
        }
    }
    if (!target.agentSocket.isEmpty()) {
        const QByteArray sock = target.agentSocket.toUtf8();
        if (auto st = set(SSH_OPTIONS_IDENTITY_AGENT, sock.constData(), "IdentityAgent"); !st) {
            return st;
        }
    }
    if (!target.jump.isEmpty()) {
        auto jump = core::SshTarget::parse(target.jump);
        if (!jump) {
            return jump.error();
        }
        if (jumpOut) {
            *jumpOut = *jump;
        }
        const QByteArray proxy = proxyCommandFor(target, *jump).toUtf8();
        if (auto st = set(SSH_OPTIONS_PROXYCOMMAND, proxy.constData(), "ProxyCommand"); !st) {
            return st;
        }
    }
    const long timeout = qMax(1, target.connectTimeoutS);
    if (auto st = set(SSH_OPTIONS_TIMEOUT, &timeout, "ConnectTimeout"); !st) {
        return st;
    }
    if (auto st = set(SSH_OPTIONS_NODELAY, &yes, "NoDelay"); !st) {
        return st;
    }
    // AES-GCM first: hardware-accelerated on the machines we meet, the fastest for uploads.
    const char* ciphers =
        "aes128-gcm@openssh.com,aes256-gcm@openssh.com,chacha20-poly1305@openssh.com,aes128-ctr,"
        "aes256-ctr";
    (void)set(SSH_OPTIONS_CIPHERS_C_S, ciphers, "Ciphers");
    (void)set(SSH_OPTIONS_CIPHERS_S_C, ciphers, "Ciphers");
    const int verbosity = logVerbosity();
    (void)set(SSH_OPTIONS_LOG_VERBOSITY, &verbosity, "LogLevel");
    return {};
}

}  // namespace tb::remote
