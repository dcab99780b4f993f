#include "remote/SshErrors.h"

#include <QCoreApplication>

#include <libssh/libssh.h>

namespace tb::remote {

core::Error sshError(ssh_session session, core::ErrorCode fallback, const QString& what, bool watchdogFired,
                     int stallS) {
    const QString detail = session ? QString::fromUtf8(ssh_get_error(session)) : QString();
    if (watchdogFired) {
        return core::makeError(
            core::ErrorCode::Unreachable,
            QCoreApplication::translate("SshConnection", "%1: the node stopped answering (no traffic for %2 s)")
                .arg(what)
                .arg(stallS),
            detail);
    }
    const int code = session ? ssh_get_error_code(session) : SSH_FATAL;
    const int status = session ? ssh_get_status(session) : SSH_CLOSED_ERROR;
    const bool lost = code == SSH_FATAL || (status & (SSH_CLOSED | SSH_CLOSED_ERROR)) != 0 ||
                      detail.contains(QLatin1String("Socket error")) || detail.contains(QLatin1String("disconnected"));
    if (detail.contains(QLatin1String("Timeout connecting")) || detail.contains(QLatin1String("timeout"))) {
        return core::makeError(core::ErrorCode::Timeout,
                               QCoreApplication::translate("SshConnection", "%1: timed out").arg(what), detail);
    }
    if (lost) {
        return core::makeError(core::ErrorCode::Unreachable,
                               QCoreApplication::translate("SshConnection", "%1: the connection was lost").arg(what),
                               detail);
    }
    return core::makeError(fallback, QCoreApplication::translate("SshConnection", "%1 failed").arg(what), detail);
}

}  // namespace tb::remote
