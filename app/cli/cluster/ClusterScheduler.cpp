#include "app/cli/cluster/ClusterScheduler.h"

#include "app/cli/CliSupport.h"
#include "app/cli/cluster/KubeClusterCli.h"
#include "app/cli/cluster/SlurmClusterCli.h"

#include <QRegularExpression>

namespace tb::cli {

namespace {

bool takesOption(const QString& synopsis, const QString& option) {
    static const QRegularExpression word(QStringLiteral("(?<![\\w-])--[a-z][a-z0-9-]*"));
    for (auto it = word.globalMatch(synopsis); it.hasNext();) {
        if (it.next().captured(0) == option) {
            return true;
        }
    }
    return false;
}

// The scheduler other than `kind` whose `sub` takes the option `arg` ("--partition", "--form=jobset"), if any.
std::optional<core::LauncherKind> otherTaking(const QString& sub, const QString& arg, core::LauncherKind kind) {
    if (!arg.startsWith(QLatin1String("--"))) {
        return std::nullopt;
    }
    const QString option = arg.section(u'=', 0, 0);
    for (core::LauncherKind other : kClusterSchedulers) {
        if (other == kind) {
            continue;
        }
        if (auto part = makeClusterScheduler(other); part && takesOption(part->synopsis(sub), option)) {
            return other;
        }
    }
    return std::nullopt;
}

}  // namespace

std::unique_ptr<ClusterScheduler> makeClusterScheduler(core::LauncherKind kind) {
    switch (kind) {
        case core::LauncherKind::Slurm:
            return std::make_unique<SlurmClusterCli>();
        case core::LauncherKind::Kubernetes:
            return std::make_unique<KubeClusterCli>();
        case core::LauncherKind::Direct:
            break;
    }
    return nullptr;
}

QString schedulerName(core::LauncherKind kind) {
    return kind == core::LauncherKind::Kubernetes ? QStringLiteral("Kubernetes")
           : kind == core::LauncherKind::Slurm    ? QStringLiteral("Slurm")
                                                  : core::launcherKindKey(kind);
}

int unsupported(ClusterCall& call, const QString& why) {
    return reportError(call.ctx, core::makeError(core::ErrorCode::Unsupported,
                                                 Cli::tr("cluster %1 is not available on %2, a %3 cluster: %4")
                                                     .arg(call.sub, call.cluster.login.name,
                                                          schedulerName(call.cluster.cluster.scheduler), why)));
}

int refuseLeftovers(ClusterCall& call) {
    if (call.args.isEmpty()) {
        return Ok;
    }
    const QString arg = call.args.first();
    if (auto other = otherTaking(call.sub, arg, call.cluster.cluster.scheduler)) {
        return usageError(call.ctx,
                          Cli::tr("%1 is for %2 clusters; %3 is a %4 cluster")
                              .arg(arg.section(u'=', 0, 0), schedulerName(*other), call.cluster.login.name,
                                   schedulerName(call.cluster.cluster.scheduler)),
                          call.synopsis);
    }
    return usageError(call.ctx, Cli::tr("unexpected argument %1").arg(arg), call.synopsis);
}

int refuseAddLeftovers(CliContext& ctx, const QStringList& args, core::LauncherKind kind, const QString& synopsis) {
    if (args.isEmpty()) {
        return Ok;
    }
    const QString arg = args.first();
    if (auto other = otherTaking(QStringLiteral("add"), arg, kind)) {
        return usageError(
            ctx,
            Cli::tr("%1 is for %2 clusters, and this one is added as a %3 cluster (--scheduler %4)")
                .arg(arg.section(u'=', 0, 0), schedulerName(*other), schedulerName(kind), core::launcherKindKey(kind)),
            synopsis);
    }
    return usageError(ctx, Cli::tr("unexpected argument %1").arg(arg), synopsis);
}

}  // namespace tb::cli
