#pragma once
// One scheduler's side of `tierbench-cli cluster`: what the sub-commands do that depends on the cluster's stored
// scheduler (ClusterRecord::scheduler). ClusterCommand.cpp finds the cluster, then hands the call to the part for
// its scheduler (SlurmClusterCli, KubeClusterCli); a sub-command a scheduler has no operation for is refused with
// core's Unsupported (exit 1) and a sentence saying so, never run half-way.
#include "app/cli/cluster/ClusterCliSupport.h"
#include "core/domain/LauncherKind.h"

#include <QJsonObject>
#include <QSqlDatabase>

#include <memory>

namespace tb::cli {

// What `cluster add` takes for every scheduler, already read by ClusterCommand.cpp.
struct ClusterAddition {
    QString provider, name;
    qint64 ifVersion = 0;  // --if-version: the cluster's row version the script read; 0: no check
    std::optional<QString> image, identity, knownHosts;
    // The cluster of that name, when the add changes one (its scheduler is this one).
    std::optional<core::ClusterListing> existing;
};

// How a cluster is printed by `add` and `list`: the shared fields and the scheduler's own.
struct ClusterDescription {
    QJsonObject json;
    QString detail;  // the scheduler's settings in a few words ("user@host  partition batch")
    QString line;    // one line of `cluster list`: name, scheduler, detail
};

class ClusterScheduler {
public:
    virtual ~ClusterScheduler() = default;
    virtual core::LauncherKind kind() const = 0;
    // The synopsis of a sub-command on this scheduler ("add", "show", ...); empty when it has none here.
    virtual QString synopsis(const QString& sub) const = 0;

    // `cluster add`: takes this scheduler's options out of args (what is left is refused by the caller), then saves
    // inside the store's transaction (storage thread).
    virtual int takeAddOptions(CliContext& ctx, QStringList& args) = 0;
    virtual core::Result<core::ClusterListing> save(QSqlDatabase& db, qint64 providerId,
                                                    const ClusterAddition& add) const = 0;
    // The stored cluster as `add --json` and `list` print it (storage thread).
    virtual core::Result<ClusterDescription> describe(QSqlDatabase& db, const core::ClusterListing& cluster) const = 0;

    // The sub-commands on a stored cluster of this scheduler. Each takes its own options from call.args.
    virtual int show(ClusterCall& call) = 0;
    virtual int audit(ClusterCall& call) = 0;
    virtual int nodes(ClusterCall& call) = 0;
    virtual int run(ClusterCall& call) = 0;
    virtual int pairs(ClusterCall& call) = 0;
    virtual int cancel(ClusterCall& call) = 0;
    virtual int faultDrill(ClusterCall& call) = 0;
};

// The schedulers a cluster can have, in the order help texts list them.
inline constexpr core::LauncherKind kClusterSchedulers[] = {core::LauncherKind::Slurm, core::LauncherKind::Kubernetes};

// The part for a scheduler; nullptr for one no cluster can have (direct).
std::unique_ptr<ClusterScheduler> makeClusterScheduler(core::LauncherKind kind);

// "Slurm", "Kubernetes": the scheduler's name as the messages use it.
QString schedulerName(core::LauncherKind kind);

// Refuses a sub-command the cluster's scheduler has no operation for: the message says which sub-command, which
// cluster, which scheduler and what it would need; core's Unsupported, exit 1.
int unsupported(ClusterCall& call, const QString& why);

// After a sub-command took its options: anything left is a usage error (exit 2). An option that another scheduler's
// same sub-command takes is named as such ("--partition is for Slurm clusters; kube-a is a Kubernetes cluster").
int refuseLeftovers(ClusterCall& call);
// The same for `cluster add`, before any cluster is known.
int refuseAddLeftovers(CliContext& ctx, const QStringList& args, core::LauncherKind kind, const QString& synopsis);

}  // namespace tb::cli
