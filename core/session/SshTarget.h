#pragma once

#include "core/Result.h"

#include <QString>

namespace tb::core {

// Where and how to log in. Empty fields are left to ~/.ssh/config (when readConfig) and libssh's defaults, so a
// Host alias from the config works as `host` alone.
struct SshTarget {
    QString host;              // name or alias (resolved through ~/.ssh/config)
    int port = 0;              // 0: from the config, else 22
    QString user;              // empty: from the config, else the local user
    QString jump;              // ProxyJump spec "[user@]host[:port]" (needs the OpenSSH client), empty: none
    QString identityFile;      // extra key file tried after the agent
    QString knownHostsFile;    // empty: ~/.ssh/known_hosts
    QString configFile;        // empty: ~/.ssh/config
    bool readConfig = true;    // false: ignore ssh_config files entirely (tests)
    QString agentSocket;       // empty: $SSH_AUTH_SOCK
    int connectTimeoutS = 10;  // TCP connect + key exchange
    int stallTimeoutS = 10;    // no traffic for this long while an operation waits: the connection is cut

    // "[user@]host[:port]"; IPv6 literals as "[::1]:22". Fills host, user and port.
    static Result<SshTarget> parse(const QString& spec);
    QString display() const;  // user@host:port for messages
};

}  // namespace tb::core
