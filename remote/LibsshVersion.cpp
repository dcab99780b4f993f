#include "remote/LibsshVersion.h"

#include <libssh/libssh.h>

namespace tb::remote {

QString libsshRuntimeVersion() {
    const char* v = ssh_version(0);
    return v ? QString::fromLatin1(v) : QString();
}

}  // namespace tb::remote
