#include "core/session/SshTarget.h"

#include <QCoreApplication>

namespace tb::core {

Result<SshTarget> SshTarget::parse(const QString& spec) {
    SshTarget t;
    QString rest = spec.trimmed();
    const auto bad = [&spec](const QString& why) {
        return makeError(ErrorCode::InvalidArgument,
                         QCoreApplication::translate("SshTarget", "Invalid target \"%1\": %2").arg(spec, why));
    };
    if (rest.isEmpty()) {
        return bad(QCoreApplication::translate("SshTarget", "empty"));
    }
    const qsizetype at = rest.lastIndexOf(u'@');
    if (at >= 0) {
        t.user = rest.left(at);
        rest = rest.mid(at + 1);
        if (t.user.isEmpty()) {
            return bad(QCoreApplication::translate("SshTarget", "empty user name"));
        }
    }
    QString portText;
    if (rest.startsWith(u'[')) {
        const qsizetype close = rest.indexOf(u']');
        if (close < 0) {
            return bad(QCoreApplication::translate("SshTarget", "missing ]"));
        }
        t.host = rest.mid(1, close - 1);
        const QString after = rest.mid(close + 1);
        if (after.startsWith(u':')) {
            portText = after.mid(1);
        } else if (!after.isEmpty()) {
            return bad(QCoreApplication::translate("SshTarget", "unexpected text after ]"));
        }
    } else {
        const qsizetype colon = rest.indexOf(u':');
        if (colon >= 0) {
            if (rest.indexOf(u':', colon + 1) >= 0) {
                return bad(QCoreApplication::translate("SshTarget", "write IPv6 addresses as [addr]:port"));
            }
            portText = rest.mid(colon + 1);
            rest = rest.left(colon);
        }
        t.host = rest;
    }
    if (t.host.isEmpty()) {
        return bad(QCoreApplication::translate("SshTarget", "empty host"));
    }
    for (const QChar c : t.host) {
        if (c.isSpace() || c == u'\'' || c == u'"' || c == u';' || c == u'`' || c == u'$') {
            return bad(QCoreApplication::translate("SshTarget", "the host name holds characters a host cannot have"));
        }
    }
    if (!portText.isEmpty()) {
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535) {
            return bad(QCoreApplication::translate("SshTarget", "port must be 1-65535"));
        }
        t.port = port;
    }
    return t;
}

QString SshTarget::display() const {
    QString s = user.isEmpty() ? host : user + u'@' + host;
    if (port > 0) {
        s += u':' + QString::number(port);
    }
    return s;
}

}  // namespace tb::core
