#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

namespace tb::core {

// Whether a folder on the node (a node's remote dir, --remote-dir) can be used as data by every tool that sees it.
// The shell gets every path quoted (ShellQuote::path), so quotes and spaces are fine; what is refused is what no
// quoting can carry past the other tools: `;` (CMake's list separator: a bundle built under such a folder wrote
// files outside it), `"`, `\`, `$` and backticks (CMake and make expand or escape them), control characters and
// newlines, `..` components (the folder would not be the one named), and relative paths (they would depend on the
// login's working folder). Allowed: an absolute path or one under `~/`.
class RemotePath {
    Q_DECLARE_TR_FUNCTIONS(RemotePath)

public:
    static Status validate(const QString& remoteDir);
};

}  // namespace tb::core
