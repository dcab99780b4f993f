#pragma once

#include "core/launch/Launcher.h"
#include "core/launch/slurm/SlurmSettings.h"

namespace tb::core {

// A probe or recipe of a cluster's login node runs on a compute node instead: the login shell's command line goes
// to one task of one node through srun, with the cluster's partition, account, QoS, reservation and a time limit
// from the run's own timeout. srun is in the run's process group, so the run's cancel and timeout signal it and
// Slurm ends the step on the compute node (srun forwards the signal and cancels the step).
class SlurmStepLauncher : public Launcher {
public:
    explicit SlurmStepLauncher(SlurmSettings settings) : m_settings(std::move(settings)) {}
    LauncherKind kind() const override { return LauncherKind::Slurm; }
    Result<QString> commandLine(const LaunchRequest& request) const override;

private:
    SlurmSettings m_settings;
};

}  // namespace tb::core
