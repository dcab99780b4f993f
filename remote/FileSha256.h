#pragma once

#include <QByteArray>
#include <QString>

namespace tb::remote {

// SHA-256 of a file as lowercase hex, through OpenSSL (already linked by libssh): it uses the CPU's SHA extensions
// where present, about five times the speed of QCryptographicHash's portable code in Qt 6.4. That matters for an
// upload, whose checksum runs beside the encryption on the same cores. Empty when the file cannot be read.
QByteArray fileSha256Hex(const QString& path);

}  // namespace tb::remote
