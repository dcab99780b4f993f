#include "app/wiring/RemoteWiring.h"

#include "remote/SshConnection.h"

namespace tb::app {

std::unique_ptr<core::RemoteConnection> makeSshConnection() {
    return std::make_unique<remote::SshConnection>();
}

core::RemoteSession::ConnectionFactory sshConnectionFactory() {
    return [] { return makeSshConnection(); };
}

}  // namespace tb::app
