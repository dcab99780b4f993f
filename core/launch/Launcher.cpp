#include "core/launch/Launcher.h"

#include "core/launch/DirectLauncher.h"

#include <QCoreApplication>

namespace tb::core {

Result<std::shared_ptr<const Launcher>> Launcher::forKind(LauncherKind kind) {
    switch (kind) {
        case LauncherKind::Direct:
            return std::shared_ptr<const Launcher>(std::make_shared<DirectLauncher>());
        case LauncherKind::Slurm:
        case LauncherKind::Kubernetes:
            break;
    }
    return makeError(
        ErrorCode::Unsupported,
        QCoreApplication::translate("Launcher", "Runs through %1 are not supported yet.").arg(launcherKindName(kind)),
        launcherKindKey(kind));
}

}  // namespace tb::core
