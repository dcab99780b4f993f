#include "remote/KnownHostsFile.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QMessageAuthenticationCode>

namespace tb::remote {

QString KnownHostsFile::hostToken(const QString& host, int port) {
    return port == 22 || port <= 0 ? host : QStringLiteral("[%1]:%2").arg(host).arg(port);
}

namespace {
bool hostFieldMatches(const QByteArray& field, const QByteArray& token) {
    if (field.startsWith("|1|")) {
        const QList<QByteArray> parts = field.split('|');  // "", "1", salt, hash
        if (parts.size() != 4) {
            return false;
        }
        const QByteArray salt = QByteArray::fromBase64(parts[2]);
        const QByteArray hash = QByteArray::fromBase64(parts[3]);
        return QMessageAuthenticationCode::hash(token, salt, QCryptographicHash::Sha1) == hash;
    }
    for (const QByteArray& pattern : field.split(',')) {
        if (pattern == token) {
            return true;
        }
    }
    return false;
}
}  // namespace

int KnownHostsFile::findLine(const QString& file, const QString& token, const QString& keyType) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        return 0;
    }
    const QByteArray tokenBytes = token.toUtf8();
    const QByteArray typeBytes = keyType.toUtf8();
    int lineNo = 0;
    // known_hosts files are small; a hostile multi-gigabyte one is cut at 16 MB.
    while (!f.atEnd() && f.pos() < 16 * 1024 * 1024) {
        const QByteArray line = f.readLine(64 * 1024).trimmed();
        ++lineNo;
        if (line.isEmpty() || line.startsWith('#') || line.startsWith('@')) {
            continue;
        }
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 3) {
            continue;
        }
        if (hostFieldMatches(fields[0], tokenBytes) && (typeBytes.isEmpty() || fields[1] == typeBytes)) {
            return lineNo;
        }
    }
    return 0;
}

}  // namespace tb::remote
