#pragma once

#include "core/Result.h"
#include "core/session/RemoteConnection.h"

#include <QByteArray>
#include <QString>

namespace tb::core {

// Command lines the remote side runs around the analyst's commands, and small helpers over RemoteConnection.
// Pure text logic, shared by the libssh implementation and tests.
class RemoteCommand {
public:
    // First stdout line of a wrapped command: the marker, a space, the process group id, a newline.
    static QByteArray pgidMarker();
    // Runs commandLine in a new session and process group (setsid -w, falling back to the sshd session's own
    // group) after printing "<marker> <pgid>\n" on stdout; cds into workingDirectory first when given.
    static QString processGroupWrapper(const QString& commandLine, const QString& workingDirectory);
    // TERM to the group, then KILL when any member is still there after graceMs. Runs on a second channel, so it
    // works where sshd refuses signal requests (root logins).
    static QString killGroupCommand(qint64 pgid, int graceMs);
    // Whether any process of the group is alive: exits 0 when so.
    static QString groupAliveCommand(qint64 pgid);
    // Parses a marker line (without the newline); 0 when it is not one.
    static qint64 parsePgidMarker(QByteArrayView line);

    struct Captured {
        int exitCode = -1;
        QByteArray out, err;
        bool truncated = false;  // output beyond maxBytes was dropped
    };
    // Runs a short command and collects its output, at most maxBytes per stream.
    static Result<Captured> capture(RemoteConnection& connection, const QString& commandLine,
                                    qint64 maxBytes = 1024 * 1024, int timeoutS = 60);
};

}  // namespace tb::core
