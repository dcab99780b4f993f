#pragma once

#include "core/Result.h"

#include <QString>

struct ssh_session_struct;

namespace tb::remote {

// What libssh says about a failed call, in its own codes (ssh_get_error_code, ssh_get_status, ssh_is_connected),
// plus what only this side knows.
struct SshErrorState {
    int code = 0;                // SSH_NO_ERROR, SSH_REQUEST_DENIED, SSH_FATAL, SSH_EINTR
    int status = 0;              // ssh_get_status bits: SSH_CLOSED, SSH_READ_PENDING, SSH_CLOSED_ERROR, ...
    bool connected = true;       // ssh_is_connected
    bool timedOut = false;       // libssh gave up waiting (it has no code for that: see libsshTimedOut)
    bool watchdogFired = false;  // the stall watchdog cut the socket, which libssh sees as a plain socket error
    QString detail;              // ssh_get_error, for the person reading the error
};

// The one place where libssh's error state becomes a core::Error. `fallback` is the code for errors that are not
// connection losses (a refused channel, a failed request); `what` says what was being done, for the message.
core::Error mapSshError(const SshErrorState& state, core::ErrorCode fallback, const QString& what, int stallS);
// Reads the state of a session (nullptr: a session that could not be made) and maps it.
core::Error sshError(ssh_session_struct* session, core::ErrorCode fallback, const QString& what, bool watchdogFired,
                     int stallS);
// libssh reports a timeout only in its message text ("Timeout connecting to ...", "... timeout"), never by code.
bool libsshTimedOut(const QString& detail);

}  // namespace tb::remote
