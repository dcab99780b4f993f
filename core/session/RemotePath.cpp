#include "core/session/RemotePath.h"

namespace tb::core {

Status RemotePath::validate(const QString& remoteDir) {
    auto refuse = [&](const QString& why) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("The remote folder \"%1\" cannot be used: %2").arg(remoteDir, why));
    };
    if (remoteDir.isEmpty()) {
        return refuse(tr("it is empty"));
    }
    if (!remoteDir.startsWith(u'/') && remoteDir != QLatin1String("~") && !remoteDir.startsWith(QLatin1String("~/"))) {
        return refuse(tr("it must be an absolute path or start with ~/"));
    }
    for (const QChar c : remoteDir) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7f) {
            return refuse(tr("it holds a control character or a line break"));
        }
        if (u == u';' || u == u'"' || u == u'\\' || u == u'$' || u == u'`') {
            return refuse(tr("the character %1 is not allowed in a remote folder (the build tools on the node "
                             "cannot take it in a path)")
                              .arg(c));
        }
    }
    for (const QStringView part : QStringView(remoteDir).split(u'/')) {
        if (part == u"..") {
            return refuse(tr("it must not contain \"..\""));
        }
    }
    if (remoteDir.size() > 1024) {
        return refuse(tr("it is longer than 1024 characters"));
    }
    return {};
}

}  // namespace tb::core
