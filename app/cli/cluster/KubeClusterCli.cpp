#include "app/cli/cluster/KubeClusterCli.h"

#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/cli/cluster/ClusterAuditOutput.h"
#include "app/cli/cluster/KubeJobCall.h"
#include "core/cluster/kube/KubeAuditRunner.h"
#include "core/cluster/kube/KubeNodeAuditRunner.h"
#include "core/launch/kube/Kubectl.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/usecase/KubeClusterWorkflow.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace tb::cli {

namespace {

const QString kCommon = clusterArgsSynopsis();

core::KubeTarget targetOf(const core::KubeClusterWorkflow::Listing& l) {
    core::KubeTarget t;
    t.kubeconfig = l.kube.kubeconfigPath;
    t.context = l.kube.context;
    t.ns = l.kube.ns;
    t.viaLogin = l.kube.viaLogin;
    return t;
}

// The cluster's Kubernetes settings, and a login to its login node when kubectl runs there (`session`, kept open by
// the caller).
int kubeFor(ClusterCall& call, core::KubeClusterWorkflow::Listing& out, CliPrompter& prompter,
            std::unique_ptr<core::RemoteSession>& session) {
    const qint64 id = call.cluster.cluster.id;
    auto kube = call.store->run([id](QSqlDatabase& db) { return core::KubeClusterWorkflow(db).get(id); });
    if (!kube) {
        return reportError(call.ctx, kube.error());
    }
    out = *kube;
    if (out.kube.viaLogin) {
        return loginToCluster(call.ctx, out.cluster, prompter, session);
    }
    return Ok;
}

// Runs fn with a kubectl where the cluster's target says: on the session's worker, or here.
template <typename F>
auto withKubectl(const core::KubeTarget& target, core::RemoteSession* session, F fn) {
    if (session) {
        return session
            ->submit([target, fn, session](core::RemoteConnection& c) {
                auto k = core::Kubectl::make(target, &c);
                k->reconnect = [session](core::RemoteConnection& again) { return session->reconnect(again); };
                return fn(*k);
            })
            .result();
    }
    core::LocalKubectl k(target);
    return fn(k);
}

// The stored job's tierbench.run label: `--job` names it by its scheduler id ("mpijob/tb-123456", as `cluster jobs`
// lists it) or by Tierbench's job number.
core::Result<QString> labelOfJob(core::Store& store, qint64 clusterId, const QString& job) {
    const auto jobs = store.run([clusterId](QSqlDatabase& db) { return core::ClusterQueries(db).jobs(clusterId); });
    for (const core::ClusterJobRecord& j : jobs) {
        if (j.schedulerId == job || QString::number(j.id) == job) {
            const QString label = j.spec.value(QStringLiteral("runLabel")).toString();
            if (!label.isEmpty()) {
                return label;
            }
        }
    }
    return core::makeError(core::ErrorCode::NotFound,
                           Cli::tr("No job %1 with a tierbench.run label on this cluster (see cluster jobs)").arg(job));
}

}  // namespace

QString KubeClusterCli::synopsis(const QString& sub) const {
    if (sub == QLatin1String("add")) {
        return QStringLiteral(
            "cluster add --provider NAME --name NAME [--scheduler kubernetes] --kubeconfig PATH [--context NAME] "
            "[--namespace NS] [--image IMAGE] [--gpus N] [--rdma-resource NAME --rdma N] "
            "[--node-selector LABEL=VALUE]... [--toleration KEY[=VALUE]:EFFECT]... "
            "[--via-login [user@]host[:port] [--identity FILE] [--known-hosts FILE]] [--if-version N] [--json]");
    }
    if (sub == QLatin1String("show") || sub == QLatin1String("audit")) {
        return QStringLiteral("cluster %1 ").arg(sub) + kCommon;
    }
    if (sub == QLatin1String("nodes")) {
        return QStringLiteral("cluster nodes ") + kCommon + QStringLiteral(" [--image IMAGE] [--wait S]");
    }
    if (sub == QLatin1String("run")) {
        return QStringLiteral("cluster run ") + kCommon +
               QStringLiteral(
                   " [--workers N | --nodes N] [--form auto|mpijob|jobset|indexed-job] "
                   "[--gang auto|kueue:QUEUE|volcano|none] [--dry-run] [--poll-ms MS] [--pending-limit S] "
                   "[-- COMMAND...]");
    }
    if (sub == QLatin1String("cancel")) {
        return QStringLiteral("cluster cancel (--label LABEL | --job ID) ") + kCommon + QStringLiteral(" [--wait S]");
    }
    return {};
}

int KubeClusterCli::takeAddOptions(CliContext& ctx, QStringList& args) {
    const QString syn = synopsis(QStringLiteral("add"));
    QVector<QPair<QString, QString>> selectors;
    if (int rc = takeAssignments(ctx, args, QStringLiteral("--node-selector"), selectors, syn); rc != Ok) {
        return rc;
    }
    // --toleration KEY[=VALUE]:EFFECT, repeated.
    auto tolerations = takeAll(args, QStringLiteral("--toleration"));
    if (!tolerations) {
        return usageError(ctx, Cli::tr("--toleration needs KEY[=VALUE]:EFFECT"), syn);
    }
    std::optional<QString> kubeconfig, context, ns, gpus, rdmaResource, rdma;
    if (int rc = takeOptions(ctx, args,
                             {{"--kubeconfig", &kubeconfig},
                              {"--context", &context},
                              {"--namespace", &ns},
                              {"--gpus", &gpus},
                              {"--rdma-resource", &rdmaResource},
                              {"--rdma", &rdma},
                              {"--via-login", &m_viaLogin}},
                             syn);
        rc != Ok) {
        return rc;
    }
    if (!kubeconfig) {
        return usageError(ctx, Cli::tr("--provider, --name and --kubeconfig are needed"), syn);
    }
    core::KubeSettings& k = m_settings;
    k.kubeconfigPath = *kubeconfig;
    k.context = context.value_or(QString());
    k.ns = ns.value_or(QStringLiteral("default"));
    k.rdmaResource = rdmaResource.value_or(QString());
    if (!wholeNumber(gpus, k.gpusPerWorker, k.gpusPerWorker) || !wholeNumber(rdma, k.rdmaPerWorker, k.rdmaPerWorker)) {
        return usageError(ctx, Cli::tr("--gpus and --rdma take whole numbers"), syn);
    }
    for (const auto& s : selectors) {
        k.nodeSelector.insert(s.first, s.second);
    }
    for (const QString& t : *tolerations) {
        const QString keyValue = t.section(u':', 0, 0);
        const QString effect = t.section(u':', 1);
        QJsonObject o{{QStringLiteral("key"), keyValue.section(u'=', 0, 0)}};
        if (keyValue.contains(u'=')) {
            o.insert(QStringLiteral("operator"), QStringLiteral("Equal"));
            o.insert(QStringLiteral("value"), keyValue.section(u'=', 1));
        } else {
            o.insert(QStringLiteral("operator"), QStringLiteral("Exists"));
        }
        if (!effect.isEmpty()) {
            o.insert(QStringLiteral("effect"), effect);
        }
        k.tolerations.append(o);
    }
    if (m_viaLogin) {
        auto target = core::SshTarget::parse(*m_viaLogin);
        if (!target) {
            return usageError(ctx, target.error().message, syn);
        }
        m_login = *target;
        k.viaLogin = true;
    }
    return Ok;
}

core::Result<core::ClusterListing> KubeClusterCli::save(QSqlDatabase& db, qint64 providerId,
                                                        const ClusterAddition& add) const {
    core::NodeRecord login;
    login.name = add.name;
    login.host = QStringLiteral("localhost");  // kubectl runs here unless --via-login names the login node
    if (m_viaLogin) {
        login.host = m_login.host;
        login.port = m_login.port > 0 ? m_login.port : 22;
        login.userName = m_login.user;
        login.identityFile = add.identity.value_or(QString());
    }
    core::ClusterRecord record;
    record.containerImage = add.image.value_or(QString());
    if (add.existing) {
        record.id = add.existing->cluster.id;
        record.rowVersion = add.ifVersion;  // covers the Kubernetes settings too; 0: nothing to check
        login.id = add.existing->login.id;
    }
    auto saved = core::KubeClusterWorkflow(db).save(providerId, login, record, m_settings,
                                                    add.knownHosts.value_or(QString()), cliActor());
    if (!saved) {
        return saved.error();
    }
    return saved->cluster;
}

core::Result<ClusterDescription> KubeClusterCli::describe(QSqlDatabase& db, const core::ClusterListing& l) const {
    auto kube = core::KubeClusterWorkflow(db).get(l.cluster.id);
    if (!kube) {
        return kube.error();
    }
    const core::KubeSettings& k = kube->kube;
    ClusterDescription d;
    d.json = QJsonObject{{QStringLiteral("kubeconfig"), k.kubeconfigPath},
                         {QStringLiteral("context"), k.context},
                         {QStringLiteral("namespace"), k.ns},
                         {QStringLiteral("via_login"), k.viaLogin},
                         {QStringLiteral("image"), l.cluster.containerImage},
                         {QStringLiteral("gpus_per_worker"), k.gpusPerWorker},
                         {QStringLiteral("rdma_resource"), k.rdmaResource},
                         {QStringLiteral("rdma_per_worker"), k.rdmaPerWorker},
                         {QStringLiteral("node_selector"), k.nodeSelector},
                         {QStringLiteral("tolerations"), k.tolerations},
                         {QStringLiteral("kubectl_version"), k.kubectlVersion}};
    if (k.viaLogin) {
        d.json.insert(QStringLiteral("login"),
                      QStringLiteral("%1@%2:%3").arg(l.login.userName, l.login.host).arg(l.login.port));
    }
    d.detail = Cli::tr("kubeconfig %1  context %2  namespace %3")
                   .arg(k.kubeconfigPath, k.context.isEmpty() ? Cli::tr("(current)") : k.context, k.ns);
    if (k.viaLogin) {
        d.detail += Cli::tr("  via %1@%2").arg(l.login.userName, l.login.host);
    }
    return d;
}

int KubeClusterCli::show(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(call, l, prompter, session); rc != Ok) {
        return rc;
    }
    const core::KubeTarget target = targetOf(l);
    auto nodes = withKubectl(target, session.get(), [](core::Kubectl& k) { return core::KubeAudit::listGpuNodes(k); });
    if (!nodes) {
        return reportError(ctx, nodes.error());
    }
    if (call.a.json) {
        QJsonArray arr;
        for (const core::KubeNode& n : *nodes) {
            arr << QJsonObject{{QStringLiteral("name"), n.name},
                               {QStringLiteral("gpus"), n.gpus},
                               {QStringLiteral("gpu_resource"), n.gpuResource},
                               {QStringLiteral("gpu_product"), n.gpuProduct},
                               {QStringLiteral("ready"), n.ready},
                               {QStringLiteral("control_plane"), n.controlPlane},
                               {QStringLiteral("rdma_resources"), QJsonArray::fromStringList(n.rdmaResources)}};
        }
        printJson(
            ctx.out,
            QJsonObject{{QStringLiteral("scheduler"), core::launcherKindKey(l.cluster.cluster.scheduler)},
                        {QStringLiteral("cluster"), l.cluster.login.name},
                        {QStringLiteral("context"), l.kube.context},
                        {QStringLiteral("namespace"), l.kube.ns},
                        {QStringLiteral("kubectl"), session ? QStringLiteral("login node") : QStringLiteral("local")},
                        {QStringLiteral("nodes"), arr}});
        return Ok;
    }
    ctx.out << Cli::tr("Kubernetes, %1 (context %2, namespace %3)")
                   .arg(l.cluster.login.name, l.kube.context.isEmpty() ? Cli::tr("(current)") : l.kube.context,
                        l.kube.ns)
            << '\n';
    for (const core::KubeNode& n : *nodes) {
        ctx.out << QStringLiteral("  %1  %2 x %3  %4  %5")
                       .arg(n.name, -16)
                       .arg(n.gpus)
                       .arg(n.gpuResource, n.gpuProduct, n.ready ? QStringLiteral("Ready") : QStringLiteral("NotReady"))
                << '\n';
    }
    ctx.out.flush();
    return Ok;
}

int KubeClusterCli::audit(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(call, l, prompter, session); rc != Ok) {
        return rc;
    }
    core::Store& store = *call.store;
    const qint64 providerId = l.cluster.providerId, nodeId = l.cluster.login.id, clusterId = l.cluster.cluster.id;
    auto audit = withKubectl(targetOf(l), session.get(), [&](core::Kubectl& k) {
        return core::KubeAuditRunner::audit(k, store, providerId, 0, nodeId, clusterId);
    });
    if (!audit) {
        return reportError(ctx, audit.error());
    }
    const AuditJson printed = printAuditFindings(ctx, audit->findings, core::KubeAudit::suggestionsPath(), call.a.json);
    if (call.a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("run_id"), audit->runId},
                                       {QStringLiteral("kubectl"), audit->kubectlVersion},
                                       {QStringLiteral("checks"), printed.checks},
                                       {QStringLiteral("facts"), printed.facts},
                                       {QStringLiteral("failed"), audit->failed},
                                       {QStringLiteral("warned"), audit->warned}});
    } else {
        ctx.out << Cli::tr("run %1 (kubectl %2): %3 failed, %4 warnings; every kubectl reply is kept with the run")
                       .arg(audit->runId)
                       .arg(audit->kubectlVersion)
                       .arg(audit->failed)
                       .arg(audit->warned)
                << Qt::endl;
    }
    return Ok;
}

int KubeClusterCli::run(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    const QString& synopsis = call.synopsis;
    QStringList command = call.trailing;
    const bool dryRun = takeFlag(call.args, QStringLiteral("--dry-run"));
    std::optional<QString> workers, nodes, form, gangArg, pollMs, pendingLimit;
    if (int rc = takeOptions(ctx, call.args,
                             {{"--workers", &workers},
                              {"--nodes", &nodes},
                              {"--form", &form},
                              {"--gang", &gangArg},
                              {"--poll-ms", &pollMs},
                              {"--pending-limit", &pendingLimit}},
                             synopsis);
        rc != Ok) {
        return rc;
    }
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    if (workers && nodes) {
        return usageError(ctx, Cli::tr("--workers and --nodes say the same; give one"), synopsis);
    }
    if (command.isEmpty()) {
        command = {QStringLiteral("all_reduce_perf"),
                   QStringLiteral("-b"),
                   QStringLiteral("8"),
                   QStringLiteral("-e"),
                   QStringLiteral("8G"),
                   QStringLiteral("-f"),
                   QStringLiteral("2"),
                   QStringLiteral("-g"),
                   QStringLiteral("1")};
    }
    KubeJobCall job;
    int n = 2, poll = 0, pending = 0;
    if (!wholeNumber(workers ? workers : nodes, n, n) || !wholeNumber(pollMs, poll, poll) ||
        !wholeNumber(pendingLimit, pending, pending)) {
        return usageError(ctx, Cli::tr("--workers, --nodes, --poll-ms and --pending-limit take whole numbers"),
                          synopsis);
    }
    if (pollMs) {
        job.pollMs = poll;
    }
    if (pendingLimit) {
        job.pendingLimitS = pending;
    }
    const QString formKey = form.value_or(QStringLiteral("auto"));
    job.form = core::kubeJobFormFromKey(formKey);
    if (formKey != QLatin1String("auto") && !job.form) {
        return usageError(ctx, Cli::tr("--form is auto, mpijob, jobset or indexed-job"), synopsis);
    }
    if (formKey == QLatin1String("auto")) {
        job.form.reset();
    }
    const QString gangKey = gangArg.value_or(QStringLiteral("auto"));
    if (gangKey != QLatin1String("auto")) {
        auto g = core::KubeGang::fromKey(gangKey);
        if (!g) {
            return usageError(ctx, g.error().message, synopsis);
        }
        job.gang = *g;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(call, l, prompter, session); rc != Ok) {
        return rc;
    }
    const core::KubeTarget target = targetOf(l);
    // The form and gang scheduling: the analyst's, else what the cluster serves.
    auto plan =
        withKubectl(target, session.get(), [&job](core::Kubectl& k) { return callKubernetes(k, nullptr, job); });
    if (!plan) {
        return reportError(ctx, plan.error());
    }
    core::KubeCollectiveSpec& spec = job.spec;
    const QString stamp = QString::number(QDateTime::currentSecsSinceEpoch() % 1000000);
    spec.runLabel = QStringLiteral("c%1-%2").arg(l.cluster.cluster.id).arg(stamp);
    spec.name = QStringLiteral("tb-") + stamp;
    spec.image = l.cluster.cluster.containerImage;
    spec.workers = n;
    spec.settings = l.kube;
    spec.command = command;
    spec.environment = l.cluster.cluster.ncclEnv;
    spec.gang = plan->gang;
    job.form = plan->form;
    auto objects = core::KubeManifests::collective(spec, plan->form);
    if (!objects) {
        return reportError(ctx, objects.error());
    }
    // Shown before it is submitted (and stored with the job).
    const QByteArray manifest = QJsonDocument(core::KubeManifests::list(*objects)).toJson(QJsonDocument::Indented);
    if (dryRun && call.a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("form"), core::kubeJobFormKey(plan->form)},
                                       {QStringLiteral("gang"), spec.gang.key()},
                                       {QStringLiteral("manifest"), core::KubeManifests::list(*objects)}});
        return Ok;
    }
    if (dryRun) {
        ctx.out << QString::fromUtf8(manifest);
        ctx.out.flush();
        return Ok;
    }
    if (!call.a.json) {
        ctx.err << Cli::tr("submitting as %1, gang scheduling %2 (label tierbench.run=%3):")
                       .arg(core::kubeJobFormKey(plan->form), spec.gang.key(), spec.runLabel)
                << '\n'
                << QString::fromUtf8(manifest) << Qt::endl;
    }
    QTextStream& out = ctx.out;
    const bool quiet = call.a.json;
    job.what = KubeJobCall::What::Run;
    job.clusterId = l.cluster.cluster.id;
    job.onState = [&out, quiet](qint64 id, const QString& state, const QString& reason) {
        if (!quiet) {
            out << Cli::tr("job %1: %2%3")
                       .arg(id)
                       .arg(state, reason.isEmpty() ? QString() : QStringLiteral(" (") + reason + u')')
                << Qt::endl;
        }
    };
    job.onLog = [&out, quiet](const QByteArray& bytes) {
        if (!quiet) {
            out << QString::fromUtf8(bytes);
            out.flush();
        }
    };
    std::shared_ptr<core::Store> store = call.store;
    core::Result<KubeJobReply> ran = core::makeError(core::ErrorCode::Internal, QString());
    {
        // Ctrl-C, SIGTERM and SIGHUP cancel: the watch deletes the job and waits for its pods.
        const SigintCancels sigint(job.cancel);
        ran = withKubectl(target, session.get(),
                          [&job, store](core::Kubectl& k) { return callKubernetes(k, store, job); });
    }
    if (!ran) {
        return reportError(ctx, ran.error());
    }
    const core::ClusterJobRecord& r = ran->job;
    if (call.a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("job_id"), r.id},
                                       {QStringLiteral("scheduler_id"), r.schedulerId},
                                       {QStringLiteral("label"), spec.runLabel},
                                       {QStringLiteral("outcome"), core::runStatusKey(r.outcome)},
                                       {QStringLiteral("detail"), r.outcomeDetail},
                                       {QStringLiteral("form"), core::kubeJobFormKey(ran->form)},
                                       {QStringLiteral("gang"), ran->gang.key()},
                                       {QStringLiteral("reason"), r.reason},
                                       {QStringLiteral("pending"), ran->pending},
                                       {QStringLiteral("nodes"), r.nodes},
                                       {QStringLiteral("log_bytes"), r.log.size()},
                                       {QStringLiteral("run_id"), ran->runId},
                                       {QStringLiteral("samples"), ran->samples}});
    } else {
        ctx.out << Cli::tr("job %1 (%2): %3 %4")
                       .arg(r.id)
                       .arg(r.schedulerId, core::runStatusKey(r.outcome), r.outcomeDetail)
                << Qt::endl;
        ctx.out << Cli::tr("run %1: %n sample(s) stored", nullptr, ran->samples).arg(ran->runId) << Qt::endl;
    }
    return r.outcome == core::RunStatus::Ok ? Ok : r.outcome == core::RunStatus::Cancelled ? Cancelled : JobFailed;
}

int KubeClusterCli::nodes(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    const QString& synopsis = call.synopsis;
    std::optional<QString> image, wait;
    if (int rc = takeOptions(ctx, call.args, {{"--image", &image}, {"--wait", &wait}}, synopsis); rc != Ok) {
        return rc;
    }
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    core::KubeNodeAuditRunner::Options o;
    if (!wholeNumber(wait, o.waitS, o.waitS)) {
        return usageError(ctx, Cli::tr("--wait takes seconds"), synopsis);
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(call, l, prompter, session); rc != Ok) {
        return rc;
    }
    o.image = image.value_or(l.cluster.cluster.containerImage);
    o.runLabel = QStringLiteral("n%1-%2").arg(l.cluster.cluster.id).arg(QDateTime::currentSecsSinceEpoch() % 1000000);
    o.providerId = l.cluster.providerId;
    o.loginNodeId = l.cluster.login.id;
    const qint64 clusterId = l.cluster.cluster.id;
    const core::KubeSettings settings = l.kube;
    std::shared_ptr<core::Store> shared = call.store;
    core::Store& store = *shared;
    core::CancelToken cancel;
    const SigintCancels sigint(cancel);  // the runner deletes its pods and waits
    auto job = withKubectl(targetOf(l), session.get(), [&](core::Kubectl& k) {
        return core::KubeNodeAuditRunner::runOnGpuNodes(shared, k, clusterId, settings, o, cancel);
    });
    if (!job) {
        return reportError(ctx, job.error());
    }
    auto matrix = store.run([id = job->id](QSqlDatabase& db) { return core::ClusterQueries(db).nodeMatrix(id); });
    if (!matrix) {
        return reportError(ctx, matrix.error());
    }
    if (call.a.json) {
        QJsonObject o2 = matrix->toJson();
        o2.insert(QStringLiteral("job_id"), job->id);
        o2.insert(QStringLiteral("outcome"), core::runStatusKey(job->outcome));
        printJson(ctx.out, o2);
    } else {
        ctx.out << Cli::tr("job %1: %n node(s), %2; differing: %3", nullptr, int(matrix->columns.size()))
                       .arg(job->id)
                       .arg(core::runStatusKey(job->outcome))
                       .arg(matrix->differingKeys().join(QStringLiteral(", ")))
                << Qt::endl;
    }
    return job->outcome == core::RunStatus::Ok ? Ok : JobFailed;
}

int KubeClusterCli::pairs(ClusterCall& call) {
    return unsupported(call, Cli::tr("Tierbench has no pairwise run for Kubernetes (cluster run on two workers, or a "
                                     "Slurm cluster, can stand in)"));
}

int KubeClusterCli::faultDrill(ClusterCall& call) {
    return unsupported(call, Cli::tr("the fault drill watches Slurm's node states; on Kubernetes (conditions and "
                                     "taints) it is not built yet"));
}

int KubeClusterCli::cancel(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    const QString& synopsis = call.synopsis;
    std::optional<QString> label, jobId, wait;
    if (int rc = takeOptions(ctx, call.args, {{"--label", &label}, {"--job", &jobId}, {"--wait", &wait}}, synopsis);
        rc != Ok) {
        return rc;
    }
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    int waitS = 120;
    if ((!label && !jobId) || (label && jobId) || !wholeNumber(wait, waitS, waitS)) {
        return usageError(ctx, Cli::tr("--label or --job is needed (one of them); --wait takes seconds"), synopsis);
    }
    KubeJobCall job;
    job.what = KubeJobCall::What::Cancel;
    job.waitS = waitS;
    if (label) {
        job.runLabel = *label;
    } else {
        auto found = labelOfJob(*call.store, call.cluster.cluster.id, *jobId);
        if (!found) {
            return reportError(ctx, found.error());
        }
        job.runLabel = *found;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(call.a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(call, l, prompter, session); rc != Ok) {
        return rc;
    }
    auto st =
        withKubectl(targetOf(l), session.get(), [&job](core::Kubectl& k) { return callKubernetes(k, nullptr, job); });
    if (!st) {
        return reportError(ctx, st.error());
    }
    if (call.a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("label"), job.runLabel}, {QStringLiteral("pods_left"), 0}});
    } else {
        ctx.out << Cli::tr("everything labelled tierbench.run=%1 deleted; no pod of it is left").arg(job.runLabel)
                << Qt::endl;
    }
    return Ok;
}

}  // namespace tb::cli
