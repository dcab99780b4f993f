#pragma once

#include "core/Result.h"
#include "core/launch/ClusterSnapshot.h"
#include "core/launch/slurm/SlurmConfig.h"
#include "core/launch/slurm/SlurmNode.h"
#include "core/launch/slurm/SlurmPartition.h"
#include "core/launch/slurm/SlurmSettings.h"
#include "core/launch/slurm/SlurmTopology.h"
#include "core/launch/slurm/SrunCapabilities.h"

#include <QCoreApplication>

#include <optional>

namespace tb::core {

// What the login node says about its Slurm, read with one command: sinfo --json, scontrol show
// config|partition|node|topology, srun --mpi=list, srun --help, sacct (does accounting answer?), the analyst's
// jobs; for an audit also one full-node srun, timed (prolog) and reading the node's /etc/nccl.conf. Every command's
// output is kept as it was printed, with its exit status, as evidence.
struct SlurmDiscovery {
    Q_DECLARE_TR_FUNCTIONS(SlurmDiscovery)

public:
    enum class Depth { View, Audit };

    // The names of the commands, in the order they run (the raw outputs carry them).
    static QStringList commandNames(Depth depth);
    static QString command(Depth depth, const SlurmSettings& settings);
    static Result<SlurmDiscovery> parse(const QByteArray& reply, Depth depth);

    SlurmConfig config;
    QVector<SlurmPartition> partitions;
    QVector<SlurmNode> nodes;
    SlurmTopology topology;
    SrunCapabilities srun;
    bool accountingAnswers = false;  // sacct ran and exited 0
    QString accountingError;
    QVector<ClusterSnapshot::Job> jobs;
    // Audit: the timed full-node srun.
    std::optional<double> prologSeconds;
    QString prologNode, prologError;
    bool ncclConfPresent = false;
    QString ncclConf;
    QVector<ClusterSnapshot::RawOutput> raw;

    // A command's raw output by its name (commandNames()); null when absent.
    const ClusterSnapshot::RawOutput* output(const QString& name) const;
    // The nodes with GPUs (GRES gpu), in the cluster's order.
    QStringList gpuNodes() const;
    ClusterSnapshot snapshot() const;
    // What a launcher of this cluster needs from discovery.
    void applyTo(SlurmSettings& settings) const;
};

}  // namespace tb::core
