#pragma once

#include <QString>

namespace tb::remote {

// Reads an OpenSSH known_hosts file to point the analyst at the line to remove when a host key changed. Plain and
// hashed (|1|salt|hash) host fields are understood; markers (@cert-authority, @revoked) are skipped.
class KnownHostsFile {
public:
    // "host" for port 22, "[host]:port" otherwise: the form OpenSSH writes and matches.
    static QString hostToken(const QString& host, int port);
    // 1-based number of the first line whose host field matches token and whose key type is keyType (any type
    // when keyType is empty); 0 when none (or the file cannot be read).
    static int findLine(const QString& file, const QString& token, const QString& keyType = {});
};

}  // namespace tb::remote
