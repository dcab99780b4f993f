#include "core/domain/LauncherKind.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kLaunchers = keyTable<LauncherKind>(
    "LauncherKind", {
                        {LauncherKind::Direct, "direct", QT_TRANSLATE_NOOP("LauncherKind", "Direct (login shell)")},
                        {LauncherKind::Slurm, "slurm", QT_TRANSLATE_NOOP("LauncherKind", "Slurm")},
                        {LauncherKind::Kubernetes, "kubernetes", QT_TRANSLATE_NOOP("LauncherKind", "Kubernetes")},
                    });

}  // namespace

QString launcherKindKey(LauncherKind kind) {
    return kLaunchers.key(kind);
}

std::optional<LauncherKind> launcherKindFromKey(const QString& key) {
    return kLaunchers.fromKey(key);
}

QString launcherKindName(LauncherKind kind) {
    return kLaunchers.name(kind);
}

}  // namespace tb::core
