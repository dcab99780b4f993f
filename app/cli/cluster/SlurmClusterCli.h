#pragma once
// `tierbench-cli cluster` on a Slurm cluster: its login node over SSH, sbatch/squeue/sacct/scancel through
// core::ClusterOperations. This file's .cpp holds add, show, audit and cancel; SlurmJobCommands.cpp the sub-commands
// that run jobs (nodes, run, pairs).
#include "app/cli/cluster/ClusterScheduler.h"
#include "core/domain/ClusterRecord.h"

namespace tb::cli {

class SlurmClusterCli : public ClusterScheduler {
public:
    core::LauncherKind kind() const override { return core::LauncherKind::Slurm; }
    QString synopsis(const QString& sub) const override;

    int takeAddOptions(CliContext& ctx, QStringList& args) override;
    core::Result<core::ClusterListing> save(QSqlDatabase& db, qint64 providerId,
                                            const ClusterAddition& add) const override;
    core::Result<ClusterDescription> describe(QSqlDatabase& db, const core::ClusterListing& cluster) const override;

    int show(ClusterCall& call) override;
    int audit(ClusterCall& call) override;
    int nodes(ClusterCall& call) override;  // SlurmJobCommands.cpp
    int run(ClusterCall& call) override;    // SlurmJobCommands.cpp
    int pairs(ClusterCall& call) override;  // SlurmJobCommands.cpp
    int cancel(ClusterCall& call) override;
    int faultDrill(ClusterCall& call) override;  // SlurmFaultDrillCommand.cpp

private:
    // What `add` read: the login and the defaults its jobs get.
    core::ClusterRecord m_record;
    std::optional<QString> m_login, m_jump, m_remoteDir;
    core::SshTarget m_target;
};

}  // namespace tb::cli
