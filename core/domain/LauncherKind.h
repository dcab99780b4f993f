#pragma once

#include <QString>

#include <optional>

namespace tb::core {

// How a node starts the programs a run asks for (node.launcher): in the login shell itself, through Slurm, or in a
// Kubernetes pod. Direct and Slurm have launchers (core/launch/; a Slurm login node runs its probes and recipes on a
// compute node through srun, SlurmStepLauncher, with the cluster's settings).
enum class LauncherKind { Direct, Slurm, Kubernetes };

// "direct", "slurm", "kubernetes".
QString launcherKindKey(LauncherKind kind);
std::optional<LauncherKind> launcherKindFromKey(const QString& key);
// Translated ("Direct (login shell)", "Slurm", "Kubernetes").
QString launcherKindName(LauncherKind kind);

}  // namespace tb::core
