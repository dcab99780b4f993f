#pragma once

#include <QString>

namespace tb::remote {

// The version of the libssh library loaded at run time (ssh_version), e.g. "0.10.4/openssl/zlib".
QString libsshRuntimeVersion();

}  // namespace tb::remote
