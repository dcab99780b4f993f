#pragma once

#include "core/Result.h"
#include "core/domain/LauncherKind.h"

#include <QString>

#include <memory>

namespace tb::core {

// What a launcher is asked to start: one command line (every word already quoted with ShellQuote) that the run
// would otherwise hand to the login shell, and where it belongs.
struct LaunchRequest {
    QString commandLine;
    QString workingDirectory;  // remote path ("~/..." allowed); empty: the login directory
    int timeoutS = 0;          // the run's own limit; a scheduler may want it as its time limit
};

// Starts a run's program on the compute side of a node. The login shell runs the command line a launcher returns
// in place of the original one, inside the process-group wrapper (RemoteCommand), so cancel and the stall watchdog
// work the same for every launcher. A scheduler launcher (srun, kubectl exec) turns the line into its own
// invocation; Direct leaves it as it is.
//
// Plain value logic, no threads, no I/O: a launcher only writes command lines.
class Launcher {
public:
    virtual ~Launcher() = default;
    virtual LauncherKind kind() const = 0;
    virtual Result<QString> commandLine(const LaunchRequest& request) const = 0;

    // The launcher for a node's setting; Unsupported for kinds that have none yet, and for Slurm, whose launcher
    // needs its cluster's settings (RunOrchestrator makes a SlurmStepLauncher from the stored cluster).
    static Result<std::shared_ptr<const Launcher>> forKind(LauncherKind kind);
};

}  // namespace tb::core
