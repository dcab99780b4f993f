#include "remote/SshErrors.h"

#include "remote/SshConnection.h"

#include <QCoreApplication>

#include <libssh/libssh.h>

namespace tb::remote {

bool libsshTimedOut(const QString& detail) {
    return detail.contains(QLatin1String("timeout"), Qt::CaseInsensitive);
}

core::Error mapSshError(const SshErrorState& s, core::ErrorCode fallback, const QString& what, int stallS) {
    if (s.watchdogFired) {
        return core::makeError(
            core::ErrorCode::Unreachable,
            SshConnection::tr("%1: the node stopped answering (no traffic for %2 s)").arg(what).arg(stallS), s.detail);
    }
    if (s.timedOut) {
        return core::makeError(core::ErrorCode::Timeout, SshConnection::tr("%1: timed out").arg(what), s.detail);
    }
    const bool lost = s.code == SSH_FATAL || (s.status & (SSH_CLOSED | SSH_CLOSED_ERROR)) != 0 || !s.connected;
    if (lost) {
        return core::makeError(core::ErrorCode::Unreachable, SshConnection::tr("%1: the connection was lost").arg(what),
                               s.detail);
    }
    return core::makeError(fallback, SshConnection::tr("%1 failed").arg(what), s.detail);
}

core::Error sshError(ssh_session session, core::ErrorCode fallback, const QString& what, bool watchdogFired,
                     int stallS) {
    SshErrorState state;
    state.watchdogFired = watchdogFired;
    if (!session) {
        state.code = SSH_FATAL;
        state.status = SSH_CLOSED_ERROR;
        state.connected = false;
    } else {
        state.detail = QString::fromUtf8(ssh_get_error(session));
        state.code = ssh_get_error_code(session);
        state.status = ssh_get_status(session);
        state.connected = ssh_is_connected(session) != 0;
        state.timedOut = libsshTimedOut(state.detail);
    }
    return mapSshError(state, fallback, what, stallS);
}

}  // namespace tb::remote
