#pragma once

#include "core/Result.h"
#include "core/session/RemoteConnection.h"

#include <QString>

namespace tb::core {

// Remote paths for places a shell does not expand: a job's argv reaches srun already quoted, so "~/" there would
// stay a literal tilde. Worker thread, one short command.
class RemotePaths {
public:
    // $HOME of the login; ProbeFailed when it prints nothing usable.
    static Result<QString> home(RemoteConnection& connection);
    // "~/x" -> "<home>/x"; any other path as it is.
    static QString expand(const QString& path, const QString& home);
};

}  // namespace tb::core
