#include "core/session/ShellQuote.h"

namespace tb::core {

namespace {
bool isSafeChar(QChar c) {
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') || u == u'_' || u == u'-' ||
           u == u'.' || u == u'/' || u == u',' || u == u':' || u == u'+' || u == u'@' || u == u'%';
}
}  // namespace

QString ShellQuote::quote(const QString& word) {
    if (word.isEmpty()) {
        return QStringLiteral("''");
    }
    bool safe = true;
    for (const QChar c : word) {
        if (!isSafeChar(c)) {
            safe = false;
            break;
        }
    }
    // '=' is not in the safe set: a bare first word "A=B" would be an assignment, not a command. '~' and '#' are
    // quoted too (expansion, comment).
    if (safe) {
        return word;
    }
    QString out;
    out.reserve(word.size() + 2);
    out += u'\'';
    for (const QChar c : word) {
        if (c == u'\'') {
            out += QStringLiteral("'\\''");
        } else {
            out += c;
        }
    }
    out += u'\'';
    return out;
}

QString ShellQuote::join(const QStringList& argv) {
    QStringList quoted;
    quoted.reserve(argv.size());
    for (const QString& a : argv) {
        quoted << quote(a);
    }
    return quoted.join(u' ');
}

QString ShellQuote::path(const QString& remotePath) {
    if (remotePath == QStringLiteral("~")) {
        return QStringLiteral("\"$HOME\"");
    }
    if (remotePath.startsWith(QStringLiteral("~/"))) {
        const QString rest = remotePath.mid(2);
        return rest.isEmpty() ? QStringLiteral("\"$HOME\"/") : QStringLiteral("\"$HOME\"/") + quote(rest);
    }
    return quote(remotePath);
}

}  // namespace tb::core
