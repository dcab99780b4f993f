#pragma once

#include "core/session/RemoteConnection.h"
#include "core/session/RemoteSession.h"

#include <memory>

namespace tb::app {

// The concrete remote layer (libssh) behind core's interfaces; the GUI and the CLI get connections only from here.
std::unique_ptr<core::RemoteConnection> makeSshConnection();
core::RemoteSession::ConnectionFactory sshConnectionFactory();

}  // namespace tb::app
