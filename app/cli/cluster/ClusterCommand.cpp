// tierbench-cli cluster: a Slurm cluster as a target. This file: the sub-command table and the ones that keep or
// look (add, list, show, audit, jobs, cancel); ClusterJobCommands.cpp holds the ones that run jobs.
#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/cli/cluster/ClusterAuditOutput.h"
#include "app/cli/cluster/ClusterCliSupport.h"
#include "app/wiring/RemoteWiring.h"
#include "core/domain/FindingKind.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/cluster/ClusterOperations.h"
#include "core/run/NodeCheckSuggestions.h"
#include "core/store/ProviderRepository.h"

#include <QJsonArray>

namespace tb::cli {

int clusterNodes(CliContext& ctx, QStringList args);  // ClusterJobCommands.cpp
int clusterRun(CliContext& ctx, QStringList args);
int clusterPairs(CliContext& ctx, QStringList args);
int clusterKube(CliContext& ctx, const QString& sub, QStringList args, bool* handled);  // ClusterKubeCommands.cpp

namespace {

const QString kAdd = QStringLiteral(
    "cluster add --provider NAME --name NAME --login [user@]host[:port] [--jump SPEC] [--identity FILE] "
    "[--known-hosts FILE] [--remote-dir DIR] [--partition P] [--account A] [--qos Q] [--reservation R] "
    "[--time-limit MIN] [--image IMAGE] [--nccl-env NAME=VALUE]... [--pending-limit S] [--silence-limit S] "
    "[--if-version N] [--json]");
const QString kCommon = QStringLiteral("--provider NAME [--cluster NAME] [--accept-new-host-key] [--json]");

QJsonObject clusterJson(const core::ClusterListing& l) {
    QJsonObject env;
    for (const auto& e : l.cluster.ncclEnv) {
        env.insert(e.first, e.second);
    }
    return QJsonObject{
        {QStringLiteral("id"), l.cluster.id},
        {QStringLiteral("name"), l.login.name},
        {QStringLiteral("provider"), l.providerName},
        {QStringLiteral("login"), QStringLiteral("%1@%2:%3").arg(l.login.userName, l.login.host).arg(l.login.port)},
        {QStringLiteral("scheduler"), core::launcherKindKey(l.cluster.scheduler)},
        {QStringLiteral("partition"), l.cluster.partition},
        {QStringLiteral("account"), l.cluster.account},
        {QStringLiteral("qos"), l.cluster.qos},
        {QStringLiteral("reservation"), l.cluster.reservation},
        {QStringLiteral("time_limit_min"), l.cluster.timeLimitMin},
        {QStringLiteral("container_image"), l.cluster.containerImage},
        {QStringLiteral("nccl_env"), env},
        {QStringLiteral("pending_limit_s"), l.cluster.pendingLimitS},
        {QStringLiteral("silence_limit_s"), l.cluster.silenceLimitS},
        {QStringLiteral("row_version"), l.cluster.rowVersion},  // what --if-version names
        {QStringLiteral("changed_by"), l.cluster.changedBy}};
}

int clusterAdd(CliContext& ctx, QStringList args) {
    const bool json = takeFlag(args, QStringLiteral("--json"));
    qint64 ifVersion = 0;  // updating an existing cluster: refused (exit 21) when it is no longer this version
    if (const QString problem = takeIfVersion(args, &ifVersion); !problem.isEmpty()) {
        return usageError(ctx, problem, kAdd);
    }
    core::ClusterRecord c;
    if (int rc = takeAssignments(ctx, args, QStringLiteral("--nccl-env"), c.ncclEnv, kAdd); rc != Ok) {
        return rc;
    }
    std::optional<QString> provider, name, login, jump, identity, knownHosts, remoteDir, partition, account, qos,
        reservation, timeLimit, image, pendingLimit, silenceLimit;
    if (int rc = takeOptions(ctx, args,
                             {{"--provider", &provider},
                              {"--name", &name},
                              {"--login", &login},
                              {"--jump", &jump},
                              {"--identity", &identity},
                              {"--known-hosts", &knownHosts},
                              {"--remote-dir", &remoteDir},
                              {"--partition", &partition},
                              {"--account", &account},
                              {"--qos", &qos},
                              {"--reservation", &reservation},
                              {"--time-limit", &timeLimit},
                              {"--image", &image},
                              {"--pending-limit", &pendingLimit},
                              {"--silence-limit", &silenceLimit}},
                             kAdd);
        rc != Ok) {
        return rc;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("unexpected argument %1").arg(args.first()), kAdd);
    }
    if (!provider || !name || !login) {
        return usageError(ctx, Cli::tr("--provider, --name and --login are needed"), kAdd);
    }
    auto target = core::SshTarget::parse(*login);
    if (!target) {
        return usageError(ctx, target.error().message, kAdd);
    }
    c.partition = partition.value_or(QString());
    c.account = account.value_or(QString());
    c.qos = qos.value_or(QString());
    c.reservation = reservation.value_or(QString());
    c.containerImage = image.value_or(QString());
    // Negative limits reach the workflow's own check, which says what is wrong with them.
    if (!wholeNumber(timeLimit, c.timeLimitMin, c.timeLimitMin, true) ||
        !wholeNumber(pendingLimit, c.pendingLimitS, c.pendingLimitS, true) ||
        !wholeNumber(silenceLimit, c.silenceLimitS, c.silenceLimitS, true)) {
        return usageError(ctx, Cli::tr("--time-limit, --pending-limit and --silence-limit take whole numbers"), kAdd);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kAdd, store); rc != Ok) {
        return rc;
    }
    auto saved = store->run([&](QSqlDatabase& db) -> core::Result<core::ClusterListing> {
        auto p = core::ProviderRepository(db).findByName(*provider);
        if (!p) {
            return p.error();
        }
        core::NodeRecord node;
        core::ClusterRecord record = c;
        // The same name again updates that cluster.
        for (const core::ClusterListing& existing : core::ClusterQueries(db).forProvider(p->id)) {
            if (existing.login.name.compare(*name, Qt::CaseInsensitive) == 0) {
                node = existing.login;
                node.rowVersion = 0;  // the login is read in this transaction; the cluster's version is checked
                record.id = existing.cluster.id;
                record.rowVersion = ifVersion;  // 0: read just now, nothing to check
            }
        }
        if (ifVersion > 0 && record.id == 0) {
            return core::makeError(
                core::ErrorCode::NotFound,
                Cli::tr("There is no cluster %1 to update; --if-version is for changing one.").arg(*name));
        }
        node.name = *name;
        node.host = target->host;
        node.port = target->port > 0 ? target->port : 22;
        node.userName = target->user;
        node.jump = jump.value_or(node.jump);
        node.identityFile = identity.value_or(node.identityFile);
        if (remoteDir) {
            node.remoteDir = *remoteDir;
        }
        return core::ClusterWorkflow(db).save(p->id, node, record, knownHosts.value_or(QString()),
                                              cliActor());  // the reviewer the audit log names, as every command
    });
    if (!saved) {
        return reportError(ctx, saved.error());
    }
    if (json) {
        printJson(ctx.out, clusterJson(*saved));
    } else {
        ctx.out << Cli::tr("cluster %1 of %2 saved (login %3)")
                       .arg(saved->login.name, saved->providerName, saved->login.host)
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
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    auto list = store->run([&a](QSqlDatabase& db) -> core::Result<QVector<core::ClusterListing>> {
        auto p = core::ProviderRepository(db).findByName(a.provider);
        if (!p) {
            return p.error();
        }
        return core::ClusterQueries(db).forProvider(p->id);
    });
    if (!list) {
        return reportError(ctx, list.error());
    }
    if (a.json) {
        QJsonArray arr;
        for (const auto& l : *list) {
            arr << clusterJson(l);
        }
        printJson(ctx.out, arr);
        return Ok;
    }
    for (const auto& l : *list) {
        ctx.out << QStringLiteral("%1  %2@%3  partition %4")
                       .arg(l.login.name, l.login.userName, l.login.host,
                            l.cluster.partition.isEmpty() ? Cli::tr("(default)") : l.cluster.partition)
                << '\n';
    }
    ctx.out.flush();
    return Ok;
}

int clusterShow(CliContext& ctx, QStringList args) {
    const QString synopsis = QStringLiteral("cluster show ") + kCommon;
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    std::shared_ptr<core::Store> store;
    core::ClusterListing cluster;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    if (int rc = findCluster(ctx, *store, a, cluster); rc != Ok) {
        return rc;
    }
    CliPrompter prompter(a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = loginToCluster(ctx, cluster, prompter, session); rc != Ok) {
        return rc;
    }
    core::ClusterOperations ops(store, cluster);
    auto d = session->submit([&](core::RemoteConnection& c) { return ops.discover(c); }).result();
    if (!d) {
        return reportError(ctx, d.error());
    }
    const core::ClusterSnapshot s = d->snapshot();
    if (a.json) {
        QJsonArray queues, nodes, jobs;
        for (const auto& q : s.queues) {
            queues << QJsonObject{{QStringLiteral("name"), q.name},
                                  {QStringLiteral("state"), q.state},
                                  {QStringLiteral("nodes"), QJsonArray::fromStringList(q.nodes)},
                                  {QStringLiteral("gpus"), q.gpus},
                                  {QStringLiteral("default"), q.isDefault},
                                  {QStringLiteral("max_time"), q.maxTime}};
        }
        for (const auto& n : s.nodes) {
            nodes << QJsonObject{{QStringLiteral("name"), n.name},
                                 {QStringLiteral("state"), n.state},
                                 {QStringLiteral("usable"), n.usable},
                                 {QStringLiteral("gpus"), n.gpus},
                                 {QStringLiteral("gpus_used"), n.gpusUsed},
                                 {QStringLiteral("gres"), n.gres},
                                 {QStringLiteral("cpus"), n.cpus},
                                 {QStringLiteral("memory_mb"), n.memoryMb},
                                 {QStringLiteral("partitions"), QJsonArray::fromStringList(n.queues)}};
        }
        for (const auto& j : s.jobs) {
            jobs << QJsonObject{{QStringLiteral("id"), j.id},       {QStringLiteral("name"), j.name},
                                {QStringLiteral("state"), j.state}, {QStringLiteral("reason"), j.reason},
                                {QStringLiteral("nodes"), j.nodes}, {QStringLiteral("elapsed"), j.elapsed}};
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("scheduler"), s.scheduler},
                                       {QStringLiteral("cluster"), s.clusterName},
                                       {QStringLiteral("partitions"), queues},
                                       {QStringLiteral("nodes"), nodes},
                                       {QStringLiteral("jobs"), jobs}});
        return Ok;
    }
    ctx.out << s.scheduler << ", " << s.clusterName << '\n';
    for (const auto& q : s.queues) {
        ctx.out << Cli::tr("partition %1%2: %3, %4 nodes, %5 GPUs")
                       .arg(q.name, q.isDefault ? QStringLiteral("*") : QString(), q.state)
                       .arg(q.nodes.size())
                       .arg(q.gpus)
                << '\n';
    }
    for (const auto& n : s.nodes) {
        ctx.out << QStringLiteral("  %1  %2  %3").arg(n.name, -12).arg(n.state, -24).arg(n.gres) << '\n';
    }
    for (const auto& j : s.jobs) {
        ctx.out << Cli::tr("job %1 %2 %3 %4").arg(j.id, j.state, j.reason, j.nodes) << '\n';
    }
    ctx.out.flush();
    return Ok;
}

int clusterAudit(CliContext& ctx, QStringList args) {
    const QString synopsis = QStringLiteral("cluster audit ") + kCommon;
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    std::shared_ptr<core::Store> store;
    core::ClusterListing cluster;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    if (int rc = findCluster(ctx, *store, a, cluster); rc != Ok) {
        return rc;
    }
    CliPrompter prompter(a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = loginToCluster(ctx, cluster, prompter, session); rc != Ok) {
        return rc;
    }
    core::ClusterOperations ops(store, cluster);
    auto audit = session->submit([&](core::RemoteConnection& c) { return ops.audit(c); }).result();
    if (!audit) {
        return reportError(ctx, audit.error());
    }
    const AuditJson printed = printAuditFindings(ctx, audit->findings, core::SlurmAudit::suggestionsPath(), a.json);
    if (a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("run_id"), audit->runId},
                                       {QStringLiteral("checks"), printed.checks},
                                       {QStringLiteral("facts"), printed.facts},
                                       {QStringLiteral("failed"), audit->failed},
                                       {QStringLiteral("warned"), audit->warned}});
    } else {
        ctx.out << Cli::tr("run %1: %2 failed, %3 warnings; the raw outputs are kept with the run")
                       .arg(audit->runId)
                       .arg(audit->failed)
                       .arg(audit->warned)
                << Qt::endl;
    }
    // Like tb-node: failed checks are findings, the audit itself ran.
    return Ok;
}

int clusterJobs(CliContext& ctx, QStringList args) {
    const QString synopsis = QStringLiteral("cluster jobs --provider NAME [--cluster NAME] [--json]");
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    std::shared_ptr<core::Store> store;
    core::ClusterListing cluster;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    if (int rc = findCluster(ctx, *store, a, cluster); rc != Ok) {
        return rc;
    }
    const qint64 id = cluster.cluster.id;
    const auto jobs = store->run([id](QSqlDatabase& db) { return core::ClusterQueries(db).jobs(id); });
    QJsonArray arr;
    for (const core::ClusterJobRecord& j : jobs) {
        if (a.json) {
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
    if (a.json) {
        printJson(ctx.out, arr);
    }
    ctx.out.flush();
    return Ok;
}

int clusterCancel(CliContext& ctx, QStringList args) {
    const QString synopsis = QStringLiteral("cluster cancel --job SLURM_ID ") + kCommon;
    auto job = takeOption(args, QStringLiteral("--job"));
    ClusterArgs a;
    if (!job) {
        return usageError(ctx, job.error().message, synopsis);
    }
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    if (!job->has_value()) {
        return usageError(ctx, Cli::tr("--job is needed"), synopsis);
    }
    std::shared_ptr<core::Store> store;
    core::ClusterListing cluster;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    if (int rc = findCluster(ctx, *store, a, cluster); rc != Ok) {
        return rc;
    }
    CliPrompter prompter(a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = loginToCluster(ctx, cluster, prompter, session); rc != Ok) {
        return rc;
    }
    core::ClusterOperations ops(store, cluster);
    const QString id = **job;
    auto st = session->submit([&](core::RemoteConnection& c) { return ops.cancel(c, id); }).result();
    if (!st) {
        return reportError(ctx, st.error());
    }
    ctx.out << Cli::tr("job %1 cancelled; squeue holds nothing of it").arg(id) << Qt::endl;
    return Ok;
}

struct Sub {
    const char* name;
    int (*run)(CliContext&, QStringList);
    const char* summary;
};
constexpr Sub kSubs[] = {
    {"add", clusterAdd,
     QT_TRANSLATE_NOOP("Cli", "add or update a Slurm cluster: its login node and the defaults its jobs get")},
    {"list", clusterList, QT_TRANSLATE_NOOP("Cli", "the provider's clusters")},
    {"show", clusterShow,
     QT_TRANSLATE_NOOP("Cli", "partitions, nodes with state and GRES, your jobs with their pending reasons")},
    {"audit", clusterAudit,
     QT_TRANSLATE_NOOP("Cli", "scheduler audit: checks with suggested rubric items, raw outputs kept")},
    {"nodes", clusterNodes, QT_TRANSLATE_NOOP("Cli", "tb-node on every node in one job: the node-by-check matrix")},
    {"run", clusterRun,
     QT_TRANSLATE_NOOP("Cli", "tb-coll (or the cluster's nccl-tests) across nodes as one Slurm job")},
    {"pairs", clusterPairs,
     QT_TRANSLATE_NOOP("Cli", "the collective over every pair of the given nodes, to find a slow one")},
    {"jobs", clusterJobs, QT_TRANSLATE_NOOP("Cli", "the jobs Tierbench submitted to the cluster and how they ended")},
    {"cancel", clusterCancel, QT_TRANSLATE_NOOP("Cli", "scancel a job and wait until squeue holds nothing of it")},
    // Kubernetes clusters (ClusterKubeCommands.cpp).
    {"kube-add", nullptr,
     QT_TRANSLATE_NOOP("Cli",
                       "add or update a Kubernetes cluster: kubeconfig path, context, namespace, worker resources")},
    {"kube-audit", nullptr,
     QT_TRANSLATE_NOOP("Cli", "Kubernetes audit through kubectl: checks with suggested rubric items, replies kept")},
    {"kube-run", nullptr,
     QT_TRANSLATE_NOOP("Cli",
                       "a collective across nodes as an MPIJob or indexed Job, watched to its end (Ctrl-C cancels)")},
    {"kube-nodes", nullptr,
     QT_TRANSLATE_NOOP("Cli", "tb-node in one pod per GPU node: the node-by-check matrix, pods removed afterwards")},
    {"kube-cancel", nullptr,
     QT_TRANSLATE_NOOP("Cli", "delete everything a run labelled and wait until its pods are gone")},
};

int runCluster(CliContext& ctx) {
    QStringList args = ctx.args;
    if (args.isEmpty()) {
        QString list;
        for (const Sub& s : kSubs) {
            list += QStringLiteral("\n  cluster %1  %2").arg(QString::fromLatin1(s.name), -11).arg(Cli::tr(s.summary));
        }
        return usageError(ctx, Cli::tr("cluster needs a sub-command:%1").arg(list));
    }
    const QString name = args.takeFirst();
    for (const Sub& s : kSubs) {
        if (name == QLatin1String(s.name)) {
            if (!s.run) {
                bool handled = false;
                return clusterKube(ctx, name, args, &handled);
            }
            return s.run(ctx, args);
        }
    }
    return usageError(ctx, Cli::tr("Unknown cluster sub-command: %1").arg(name));
}

}  // namespace

TB_CLI_COMMAND(
    QStringLiteral("cluster"),
    QStringLiteral(
        "cluster add|list|show|audit|nodes|run|pairs|jobs|cancel|kube-add|kube-audit|kube-run|kube-nodes|kube-cancel "
        "..."),
    QStringLiteral(
        "Slurm and Kubernetes clusters: add, audit the scheduler and every node, run collectives across nodes"),
    runCluster);

}  // namespace tb::cli
