#include "app/cli/cluster/SlurmClusterCli.h"

#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/cli/cluster/ClusterAuditOutput.h"
#include "core/cluster/ClusterOperations.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/usecase/ClusterWorkflow.h"

#include <QJsonArray>

namespace tb::cli {

namespace {

const QString kCommon = clusterArgsSynopsis();
const QString kJobOptions = QStringLiteral(
    "--provider NAME [--cluster NAME] [--nodes N | --nodelist n1,n2] [--tasks-per-node T] [--gpus-per-node G] "
    "[--exclusive] [--time-limit MIN] [--env NAME=VALUE]... [--container] [--probes-dir DIR] [--prebuilt-dir DIR] "
    "[--poll-ms MS] [--accept-new-host-key] [--json] [-- ARGS...]");

}  // namespace

QString SlurmClusterCli::synopsis(const QString& sub) const {
    if (sub == QLatin1String("add")) {
        return QStringLiteral(
            "cluster add --provider NAME --name NAME [--scheduler slurm] --login [user@]host[:port] [--jump SPEC] "
            "[--identity FILE] [--known-hosts FILE] [--remote-dir DIR] [--partition P] [--account A] [--qos Q] "
            "[--reservation R] [--time-limit MIN] [--image IMAGE] [--nccl-env NAME=VALUE]... [--pending-limit S] "
            "[--silence-limit S] [--if-version N] [--json]");
    }
    if (sub == QLatin1String("show") || sub == QLatin1String("audit")) {
        return QStringLiteral("cluster %1 ").arg(sub) + kCommon;
    }
    if (sub == QLatin1String("nodes")) {
        return QStringLiteral("cluster nodes ") + kJobOptions;
    }
    if (sub == QLatin1String("run")) {
        return QStringLiteral("cluster run [--probe tb-coll | --nccl-tests PATH] ") + kJobOptions;
    }
    if (sub == QLatin1String("pairs")) {
        return QStringLiteral("cluster pairs --nodelist n1,n2,n3 [--fraction F] ") + kJobOptions;
    }
    if (sub == QLatin1String("fault-drill")) {
        return QStringLiteral(
                   "cluster fault-drill --node NAME --consent destructive [--inject marker|kernel-log|provider] "
                   "[--poll S] [--detect-deadline S] [--return-deadline S] [--marker-dir DIR] ") +
               kCommon;
    }
    if (sub == QLatin1String("cancel")) {
        return QStringLiteral("cluster cancel --job SLURM_ID ") + kCommon;
    }
    return {};
}

int SlurmClusterCli::takeAddOptions(CliContext& ctx, QStringList& args) {
    const QString syn = synopsis(QStringLiteral("add"));
    if (int rc = takeAssignments(ctx, args, QStringLiteral("--nccl-env"), m_record.ncclEnv, syn); rc != Ok) {
        return rc;
    }
    std::optional<QString> partition, account, qos, reservation, timeLimit, pendingLimit, silenceLimit;
    if (int rc = takeOptions(ctx, args,
                             {{"--login", &m_login},
                              {"--jump", &m_jump},
                              {"--remote-dir", &m_remoteDir},
                              {"--partition", &partition},
                              {"--account", &account},
                              {"--qos", &qos},
                              {"--reservation", &reservation},
                              {"--time-limit", &timeLimit},
                              {"--pending-limit", &pendingLimit},
                              {"--silence-limit", &silenceLimit}},
                             syn);
        rc != Ok) {
        return rc;
    }
    if (!m_login) {
        return usageError(ctx, Cli::tr("--provider, --name and --login are needed"), syn);
    }
    auto target = core::SshTarget::parse(*m_login);
    if (!target) {
        return usageError(ctx, target.error().message, syn);
    }
    m_target = *target;
    m_record.partition = partition.value_or(QString());
    m_record.account = account.value_or(QString());
    m_record.qos = qos.value_or(QString());
    m_record.reservation = reservation.value_or(QString());
    // Negative limits reach the workflow's own check, which says what is wrong with them.
    if (!wholeNumber(timeLimit, m_record.timeLimitMin, m_record.timeLimitMin, true) ||
        !wholeNumber(pendingLimit, m_record.pendingLimitS, m_record.pendingLimitS, true) ||
        !wholeNumber(silenceLimit, m_record.silenceLimitS, m_record.silenceLimitS, true)) {
        return usageError(ctx, Cli::tr("--time-limit, --pending-limit and --silence-limit take whole numbers"), syn);
    }
    return Ok;
}

core::Result<core::ClusterListing> SlurmClusterCli::save(QSqlDatabase& db, qint64 providerId,
                                                         const ClusterAddition& add) const {
    core::NodeRecord node;
    core::ClusterRecord record = m_record;
    record.scheduler = core::LauncherKind::Slurm;
    record.containerImage = add.image.value_or(QString());
    if (add.existing) {  // the same name again updates that cluster
        node = add.existing->login;
        node.rowVersion = 0;  // the login is read in this transaction; the cluster's version is checked
        record.id = add.existing->cluster.id;
        record.rowVersion = add.ifVersion;  // 0: read just now, nothing to check
    }
    node.name = add.name;
    node.host = m_target.host;
    node.port = m_target.port > 0 ? m_target.port : 22;
    node.userName = m_target.user;
    node.jump = m_jump.value_or(node.jump);
    node.identityFile = add.identity.value_or(node.identityFile);
    if (m_remoteDir) {
        node.remoteDir = *m_remoteDir;
    }
    // The reviewer the audit log names, as every command.
    return core::ClusterWorkflow(db).save(providerId, node, record, add.knownHosts.value_or(QString()), cliActor());
}

core::Result<ClusterDescription> SlurmClusterCli::describe(QSqlDatabase&, const core::ClusterListing& l) const {
    QJsonObject env;
    for (const auto& e : l.cluster.ncclEnv) {
        env.insert(e.first, e.second);
    }
    ClusterDescription d;
    d.json = QJsonObject{
        {QStringLiteral("login"), QStringLiteral("%1@%2:%3").arg(l.login.userName, l.login.host).arg(l.login.port)},
        {QStringLiteral("partition"), l.cluster.partition},
        {QStringLiteral("account"), l.cluster.account},
        {QStringLiteral("qos"), l.cluster.qos},
        {QStringLiteral("reservation"), l.cluster.reservation},
        {QStringLiteral("time_limit_min"), l.cluster.timeLimitMin},
        {QStringLiteral("container_image"), l.cluster.containerImage},
        {QStringLiteral("nccl_env"), env},
        {QStringLiteral("pending_limit_s"), l.cluster.pendingLimitS},
        {QStringLiteral("silence_limit_s"), l.cluster.silenceLimitS}};
    d.detail = QStringLiteral("%1@%2  partition %3")
                   .arg(l.login.userName, l.login.host,
                        l.cluster.partition.isEmpty() ? Cli::tr("(default)") : l.cluster.partition);
    return d;
}

int SlurmClusterCli::show(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = loginToCluster(ctx, call.cluster, prompter, session); rc != Ok) {
        return rc;
    }
    core::ClusterOperations ops(call.store, call.cluster);
    auto d = session->submit([&](core::RemoteConnection& c) { return ops.discover(c); }).result();
    if (!d) {
        return reportError(ctx, d.error());
    }
    const core::ClusterSnapshot s = d->snapshot();
    if (call.a.json) {
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

int SlurmClusterCli::audit(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = loginToCluster(ctx, call.cluster, prompter, session); rc != Ok) {
        return rc;
    }
    core::ClusterOperations ops(call.store, call.cluster);
    auto audit = session->submit([&](core::RemoteConnection& c) { return ops.audit(c); }).result();
    if (!audit) {
        return reportError(ctx, audit.error());
    }
    const AuditJson printed =
        printAuditFindings(ctx, audit->findings, core::SlurmAudit::suggestionsPath(), call.a.json);
    if (call.a.json) {
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

int SlurmClusterCli::cancel(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    auto job = takeOption(call.args, QStringLiteral("--job"));
    if (!job) {
        return usageError(ctx, job.error().message, call.synopsis);
    }
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    if (!job->has_value()) {
        return usageError(ctx, Cli::tr("--job is needed"), call.synopsis);
    }
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = loginToCluster(ctx, call.cluster, prompter, session); rc != Ok) {
        return rc;
    }
    core::ClusterOperations ops(call.store, call.cluster);
    const QString id = **job;
    auto st = session->submit([&](core::RemoteConnection& c) { return ops.cancel(c, id); }).result();
    if (!st) {
        return reportError(ctx, st.error());
    }
    ctx.out << Cli::tr("job %1 cancelled; squeue holds nothing of it").arg(id) << Qt::endl;
    return Ok;
}

}  // namespace tb::cli
