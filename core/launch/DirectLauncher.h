#pragma once

#include "core/launch/Launcher.h"

namespace tb::core {

// Runs the program in the login shell of the node itself (a rented bare-metal or VM node).
class DirectLauncher : public Launcher {
public:
    LauncherKind kind() const override { return LauncherKind::Direct; }
    Result<QString> commandLine(const LaunchRequest& request) const override { return request.commandLine; }
};

}  // namespace tb::core
