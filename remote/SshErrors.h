#pragma once

#include "core/Result.h"

#include <QString>

struct ssh_session_struct;

namespace tb::remote {

// The one place where libssh's error state becomes a core::Error. `fallback` is the code for errors that are not
// connection losses (a refused channel, a failed request); `what` says what was being done, for the message.
// watchdogFired: the stall watchdog cut the socket, which libssh reports as a plain socket error.
core::Error sshError(ssh_session_struct* session, core::ErrorCode fallback, const QString& what, bool watchdogFired,
                     int stallS);

}  // namespace tb::remote
