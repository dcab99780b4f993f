#include "app/wiring/RemoteWiring.h"

#include "core/settings/RuntimeVersions.h"
#include "remote/LibsshVersion.h"
#include "remote/SshConnection.h"

namespace tb::app {

std::unique_ptr<core::RemoteConnection> makeSshConnection() {
    return std::make_unique<remote::SshConnection>();
}

namespace {
// Help › About lists the libssh in use; core cannot ask it, so the one place that links it says it at start-up.
[[maybe_unused]] const bool kLibsshVersionRegistered =
    (core::registerRuntimeVersion(QStringLiteral("libssh"), remote::libsshRuntimeVersion()), true);
}  // namespace

core::RemoteSession::ConnectionFactory sshConnectionFactory() {
    return [] { return makeSshConnection(); };
}

}  // namespace tb::app
