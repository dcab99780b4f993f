#include "core/run/RemotePaths.h"

#include "core/session/RemoteCommand.h"

#include <QCoreApplication>

namespace tb::core {

Result<QString> RemotePaths::home(RemoteConnection& connection) {
    auto ran = RemoteCommand::capture(connection, QStringLiteral("printf '%s\\n' \"$HOME\""), 8192, 30);
    if (!ran) {
        return ran.error();
    }
    const QString h = QString::fromUtf8(ran->out).trimmed();
    if (ran->exitCode != 0 || !h.startsWith(u'/') || h.contains(u'\n')) {
        return makeError(ErrorCode::ProbeFailed,
                         QCoreApplication::translate("RemotePaths", "The login node did not say where the home is"),
                         h.left(200));
    }
    return h;
}

QString RemotePaths::expand(const QString& path, const QString& home) {
    if (path == QLatin1String("~")) {
        return home;
    }
    if (path.startsWith(QLatin1String("~/"))) {
        return home + path.mid(1);
    }
    return path;
}

}  // namespace tb::core
