#pragma once

#include "core/Result.h"
#include "core/session/SshTarget.h"

#include <QString>

struct ssh_session_struct;

namespace tb::remote {

// How a target becomes libssh options: ~/.ssh/config (its ProxyJump rebuilt so that aliases of another config file
// resolve), port, user, known_hosts (an explicit file is the whole truth), agent, an explicit jump host as an
// OpenSSH ProxyCommand, timeouts, ciphers and libssh's log level. For SshConnection::connect, on its worker thread.
class SshOptions {
public:
    // jump: set to the jump host the session goes through (an explicit spec or a config file's ProxyJump), or left
    // empty; the connection checks that host's key itself before the `ssh -W` child meets it (issue 13.5).
    static core::Status apply(ssh_session_struct* session, const core::SshTarget& target,
                              core::SshTarget* jump = nullptr);
    // One libssh option (an ssh_options_e) read back as text; empty when unset.
    static QString text(ssh_session_struct* session, int option);
    // The ProxyCommand that reaches `target` through `jump` with the OpenSSH client (`ssh -W`). libssh expands %h
    // and %p and runs it with /bin/sh -c: every word is shell-quoted, literal % signs doubled.
    static QString proxyCommandFor(const core::SshTarget& target, const core::SshTarget& jump);

private:
    static core::Status adoptConfigProxyJump(ssh_session_struct* session, const core::SshTarget& target,
                                             core::SshTarget* jumpOut);
};

}  // namespace tb::remote
