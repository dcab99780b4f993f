// tierbench-cli cluster: a provider's clusters, whatever their scheduler. This file: the sub-command table, the
// parts every scheduler shares (add's common options, list, jobs, finding the cluster) and the dispatch on the
// cluster's stored scheduler to its part (SlurmClusterCli, KubeClusterCli; ClusterScheduler.h). The retired
// kube-* names end with exit 2 and the command that replaced them.
#include "app/cli/CliSupport.h"
#include "app/cli/cluster/ClusterCliSupport.h"
#include "app/cli/cluster/ClusterScheduler.h"
#include "core/store/ProviderRepository.h"

#include <QJsonArray>

namespace tb::cli {

namespace {

const QString kAddCommon = QStringLiteral(
    "cluster add --provider NAME --name NAME [--scheduler slurm|kubernetes] (--login [user@]host[:port] | "
    "--kubeconfig PATH) ... [--if-version N] [--json]");

// A cluster row whose scheduler no part here serves (a database written by a newer Tierbench).
core::Error unknownScheduler(const core::ClusterListing& l) {
    return core::makeError(core::ErrorCode::Unsupported,
                           Cli::tr("cluster %1 has no scheduler the command line knows (%2)")
                               .arg(l.login.name, core::launcherKindKey(l.cluster.scheduler)));
}

// The cluster's shared fields, then its scheduler's (the keys each printed before: a script's reads stay valid).
core::Result<ClusterDescription> describeCluster(QSqlDatabase& db, const core::ClusterListing& l) {
    auto part = makeClusterScheduler(l.cluster.scheduler);
    if (!part) {
        return unknownScheduler(l);
    }
    auto d = part->describe(db, l);
    if (!d) {
        return d.error();
    }
    QJsonObject json{{QStringLiteral("id"), l.cluster.id},
                     {QStringLiteral("name"), l.login.name},
                     {QStringLiteral("provider"), l.providerName},
                     {QStringLiteral("scheduler"), core::launcherKindKey(l.cluster.scheduler)},
                     {QStringLiteral("row_version"), l.cluster.rowVersion},  // what --if-version names
                     {QStringLiteral("changed_by"), l.cluster.changedBy}};
    for (auto it = d->json.begin(); it != d->json.end(); ++it) {
        json.insert(it.key(), it.value());
    }
    d->json = json;
    d->line = QStringLiteral("%1  %2  %3").arg(l.login.name, core::launcherKindKey(l.cluster.scheduler), d->detail);
    return d;
}

int clusterAdd(CliContext& ctx, QStringList args) {
    const bool json = takeFlag(args, QStringLiteral("--json"));
    ClusterAddition add;
    // Updating an existing cluster: refused (exit 21) when it is no longer this version.
    if (const QString problem = takeIfVersion(args, &add.ifVersion); !problem.isEmpty()) {
        return usageError(ctx, problem, kAddCommon);
    }
    std::optional<QString> provider, name, scheduler;
    if (int rc = takeOptions(ctx, args,
                             {{"--provider", &provider},
                              {"--name", &name},
                              {"--scheduler", &scheduler},
                              {"--image", &add.image},
                              {"--identity", &add.identity},
                              {"--known-hosts", &add.knownHosts}},
                             kAddCommon);
        rc != Ok) {
        return rc;
    }
    // The scheduler: named, or Kubernetes when a kubeconfig is given, else Slurm.
    core::LauncherKind kind = core::LauncherKind::Slurm;
    if (scheduler) {
        const auto named = core::launcherKindFromKey(scheduler->toLower());
        if (!named || !makeClusterScheduler(*named)) {
            return usageError(ctx, Cli::tr("--scheduler is slurm or kubernetes, not %1").arg(*scheduler), kAddCommon);
        }
        kind = *named;
    } else if (args.contains(QStringLiteral("--kubeconfig")) ||
               args.filter(QStringLiteral("--kubeconfig=")).size() > 0) {
        kind = core::LauncherKind::Kubernetes;
    }
    auto part = makeClusterScheduler(kind);
    const QString synopsis = part->synopsis(QStringLiteral("add"));
    if (int rc = part->takeAddOptions(ctx, args); rc != Ok) {
        return rc;
    }
    if (int rc = refuseAddLeftovers(ctx, args, kind, synopsis); rc != Ok) {
        return rc;
    }
    if (!provider || !name) {
        return usageError(ctx, Cli::tr("--provider and --name are needed"), synopsis);
    }
    add.provider = *provider;
    add.name = *name;
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    auto saved = store->run([&](QSqlDatabase& db) -> core::Result<ClusterDescription> {
        auto p = core::ProviderRepository(db).findByName(add.provider);
        if (!p) {
            return p.error();
        }
        // The same name again changes that cluster, within its scheduler.
        for (const core::ClusterListing& existing : core::ClusterQueries(db).forProvider(p->id)) {
            if (existing.login.name.compare(add.name, Qt::CaseInsensitive) == 0) {
                if (existing.cluster.scheduler != kind) {
                    return core::makeError(
                        core::ErrorCode::InvalidArgument,
                        Cli::tr("Cluster %1 is a %2 cluster; add does not change its scheduler (give another name)")
                            .arg(existing.login.name, schedulerName(existing.cluster.scheduler)));
                }
                add.existing = existing;
            }
        }
        if (add.ifVersion > 0 && !add.existing) {
            return core::makeError(
                core::ErrorCode::NotFound,
                Cli::tr("There is no cluster %1 to update; --if-version is for changing one.").arg(add.name));
        }
        auto listing = part->save(db, p->id, add);
        if (!listing) {
            return listing.error();
        }
        return describeCluster(db, *listing);
    });
    if (!saved) {
        return reportError(ctx, saved.error());
    }
    if (json) {
        printJson(ctx.out, saved->json);
    } else {
        ctx.out << Cli::tr("%1 cluster %2 of %3 saved (%4)")
                       .arg(schedulerName(kind), saved->json.value(QStringLiteral("name")).toString(),
                            saved->json.value(QStringLiteral("provider")).toString(), saved->detail)
                << Qt::endl;
    }
    return Ok;
}

int clusterList(CliContext& ctx, QStringList args) {
    const QString synopsis = QStringLiteral("cluster list --provider NAME [--json]");
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("unexpected argument %1").arg(args.first()), synopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    auto list = store->run([&a](QSqlDatabase& db) -> core::Result<QVector<ClusterDescription>> {
        auto p = core::ProviderRepository(db).findByName(a.provider);
        if (!p) {
            return p.error();
        }
        QVector<ClusterDescription> out;
        for (const core::ClusterListing& l : core::ClusterQueries(db).forProvider(p->id)) {
            auto d = describeCluster(db, l);
            if (!d) {
                return d.error();
            }
            out << *d;
        }
        return out;
    });
    if (!list) {
        return reportError(ctx, list.error());
    }
    if (a.json) {
        QJsonArray arr;
        for (const ClusterDescription& d : *list) {
            arr << d.json;
        }
        printJson(ctx.out, arr);
        return Ok;
    }
    for (const ClusterDescription& d : *list) {
        ctx.out << d.line << '\n';
    }
    ctx.out.flush();
    return Ok;
}

int clusterJobs(CliContext& ctx, const ClusterCall& call) {
    const qint64 id = call.cluster.cluster.id;
    const auto jobs = call.store->run([id](QSqlDatabase& db) { return core::ClusterQueries(db).jobs(id); });
    QJsonArray arr;
    for (const core::ClusterJobRecord& j : jobs) {
        if (call.a.json) {
            arr << QJsonObject{{QStringLiteral("id"), j.id},
                               {QStringLiteral("kind"), core::clusterJobKindKey(j.kind)},
                               {QStringLiteral("scheduler_id"), j.schedulerId},
                               {QStringLiteral("state"), j.state},
                               {QStringLiteral("reason"), j.reason},
                               {QStringLiteral("nodes"), j.nodes},
                               {QStringLiteral("outcome"), core::runStatusKey(j.outcome)},
                               {QStringLiteral("detail"), j.outcomeDetail},
                               {QStringLiteral("submitted_at"), j.submittedAt},
                               {QStringLiteral("ended_at"), j.endedAt}};
        } else {
            ctx.out << QStringLiteral("%1  %2  %3  %4  %5  %6")
                           .arg(j.id)
                           .arg(j.schedulerId, -6)
                           .arg(core::clusterJobKindKey(j.kind), -10)
                           .arg(j.state, -10)
                           .arg(core::runStatusKey(j.outcome), -10)
                           .arg(j.outcomeDetail)
                    << '\n';
        }
    }
    if (call.a.json) {
        printJson(ctx.out, arr);
    }
    ctx.out.flush();
    return Ok;
}

using SchedulerSub = int (ClusterScheduler::*)(ClusterCall&);

struct Sub {
    const char* name;
    SchedulerSub onCluster;  // nullptr: add, list and jobs, which every scheduler shares
    const char* summary;
};
constexpr Sub kSubs[] = {
    {"add", nullptr,
     QT_TRANSLATE_NOOP("Cli",
                       "add or update a cluster: Slurm (its login node and the defaults its jobs get) or Kubernetes "
                       "(kubeconfig path, context, namespace, worker resources)")},
    {"list", nullptr, QT_TRANSLATE_NOOP("Cli", "the provider's clusters with their scheduler and settings")},
    {"show", &ClusterScheduler::show,
     QT_TRANSLATE_NOOP("Cli", "live: Slurm partitions, nodes with state and GRES, your jobs; Kubernetes GPU nodes")},
    {"audit", &ClusterScheduler::audit,
     QT_TRANSLATE_NOOP("Cli", "scheduler audit: checks with suggested rubric items, raw outputs kept")},
    {"nodes", &ClusterScheduler::nodes,
     QT_TRANSLATE_NOOP("Cli", "tb-node on every node (one job, or one pod per GPU node): the node-by-check matrix")},
    {"run", &ClusterScheduler::run,
     QT_TRANSLATE_NOOP("Cli",
                       "a collective across nodes as one Slurm job or one Kubernetes MPIJob, JobSet or indexed Job, "
                       "watched to its end (Ctrl-C cancels)")},
    {"pairs", &ClusterScheduler::pairs,
     QT_TRANSLATE_NOOP("Cli", "the collective over every pair of the given nodes, to find a slow one (Slurm)")},
    {"fault-drill", &ClusterScheduler::faultDrill,
     QT_TRANSLATE_NOOP("Cli",
                       "reliability drill, with consent: fault on one node, timed to drain and back in service "
                       "(Slurm)")},
    {"jobs", nullptr, QT_TRANSLATE_NOOP("Cli", "the jobs Tierbench submitted to the cluster and how they ended")},
    {"cancel", &ClusterScheduler::cancel,
     QT_TRANSLATE_NOOP("Cli",
                       "cancel a job and wait until nothing of it is left (scancel; on Kubernetes delete by label)")},
};

// The Kubernetes commands before one `cluster` road (issue #32), and what replaced each.
struct Retired {
    const char* name;
    const char* now;
};
constexpr Retired kRetired[] = {
    {"kube-add", "cluster add --kubeconfig PATH ... (or --scheduler kubernetes)"},
    {"kube-audit", "cluster audit (the cluster's scheduler decides)"},
    {"kube-run", "cluster run (the cluster's scheduler decides)"},
    {"kube-nodes", "cluster nodes (the cluster's scheduler decides)"},
    {"kube-cancel", "cluster cancel --label LABEL (the cluster's scheduler decides)"},
};

// `cluster SUB` on a stored cluster: the common options, the store, the cluster, then its scheduler's part.
int onCluster(CliContext& ctx, const Sub& sub, QStringList args) {
    ClusterCall call{ctx, QString::fromLatin1(sub.name), {}, {}, {}, false, {}, {}, {}};
    call.trailing = takeTrailing(args, &call.hasTrailing);
    // Before the cluster is known the synopsis is that of every scheduler.
    QStringList synopses;
    for (core::LauncherKind k : kClusterSchedulers) {
        if (const QString s = makeClusterScheduler(k)->synopsis(call.sub); !s.isEmpty()) {
            synopses << s;
        }
    }
    if (synopses.isEmpty()) {
        synopses << QStringLiteral("cluster %1 --provider NAME [--cluster NAME] [--json]").arg(call.sub);
    }
    call.synopsis = synopses.join(QStringLiteral("\n       tierbench-cli [--db PATH] "));
    if (int rc = takeClusterArgs(ctx, args, call.a, call.synopsis); rc != Ok) {
        return rc;
    }
    call.args = args;
    if (int rc = openStoreForCommand(ctx, call.synopsis, call.store); rc != Ok) {
        return rc;
    }
    if (int rc = findCluster(ctx, *call.store, call.a, call.cluster); rc != Ok) {
        return rc;
    }
    auto part = makeClusterScheduler(call.cluster.cluster.scheduler);
    if (!sub.onCluster) {  // jobs: the store's, whatever the scheduler
        if (call.hasTrailing) {
            return usageError(ctx, Cli::tr("cluster %1 takes no arguments after --").arg(call.sub), call.synopsis);
        }
        if (int rc = refuseLeftovers(call); rc != Ok) {
            return rc;
        }
        return clusterJobs(ctx, call);
    }
    if (!part) {
        return reportError(ctx, unknownScheduler(call.cluster));
    }
    if (const QString s = part->synopsis(call.sub); !s.isEmpty()) {
        call.synopsis = s;
    }
    if (call.hasTrailing && !call.synopsis.contains(QStringLiteral("[-- "))) {
        return usageError(ctx, Cli::tr("cluster %1 takes no arguments after --").arg(call.sub), call.synopsis);
    }
    return ((*part).*(sub.onCluster))(call);
}

// `cluster --help`: each sub-command with its synopsis on each scheduler (the shell completion reads the options
// from here too).
void printClusterHelp(QTextStream& out) {
    out << "The sub-commands take the cluster's stored scheduler (Slurm or Kubernetes) from the database; `add` takes\n"
           "it from --scheduler, or Kubernetes when --kubeconfig is given, else Slurm.\n";
    for (const Sub& s : kSubs) {
        const QString name = QString::fromLatin1(s.name);
        out << "\ncluster " << name << ": " << Cli::tr(s.summary) << '\n';
        if (name == QLatin1String("list")) {
            out << "  cluster list --provider NAME [--json]\n";
            continue;
        }
        if (name == QLatin1String("jobs")) {
            out << "  cluster jobs --provider NAME [--cluster NAME] [--json]\n";
            continue;
        }
        for (core::LauncherKind k : kClusterSchedulers) {
            const QString synopsis = makeClusterScheduler(k)->synopsis(name);
            out << "  " << schedulerName(k) << ": " << (synopsis.isEmpty() ? Cli::tr("not available") : synopsis)
                << '\n';
        }
    }
    out << "\nReplaced, exit 2 with the new command:\n";
    for (const Retired& r : kRetired) {
        out << "  cluster " << r.name << " -> " << r.now << '\n';
    }
}

int runCluster(CliContext& ctx) {
    QStringList args = ctx.args;
    if (args.isEmpty()) {
        QString list;
        for (const Sub& s : kSubs) {
            list += QStringLiteral("\n  cluster %1  %2").arg(QString::fromLatin1(s.name), -7).arg(Cli::tr(s.summary));
        }
        return usageError(ctx, Cli::tr("cluster needs a sub-command:%1").arg(list));
    }
    const QString name = args.takeFirst();
    for (const Retired& r : kRetired) {
        if (name == QLatin1String(r.name)) {
            return usageError(ctx, Cli::tr("cluster %1 was replaced by: %2").arg(name, QString::fromLatin1(r.now)));
        }
    }
    if (name == QLatin1String("add")) {
        return clusterAdd(ctx, args);
    }
    if (name == QLatin1String("list")) {
        return clusterList(ctx, args);
    }
    for (const Sub& s : kSubs) {
        if (name == QLatin1String(s.name)) {
            return onCluster(ctx, s, args);
        }
    }
    return usageError(ctx, Cli::tr("Unknown cluster sub-command: %1").arg(name));
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("cluster"),
               QStringLiteral("cluster add|list|show|audit|nodes|run|pairs|fault-drill|jobs|cancel ..."),
               QStringLiteral("Slurm and Kubernetes clusters: add, audit the scheduler and every node, run "
                              "collectives across nodes; each sub-command follows the cluster's scheduler"),
               runCluster, false, printClusterHelp);

}  // namespace tb::cli
