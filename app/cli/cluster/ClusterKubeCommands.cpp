// tierbench-cli cluster kube-*: a Kubernetes cluster as a target (kubectl against the analyst's kubeconfig, locally
// or on the login node). The core calls are the GUI's: KubeClusterWorkflow, KubeAuditRunner, KubeJobRunner.
#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/cli/cluster/ClusterAuditOutput.h"
#include "app/cli/cluster/ClusterCliSupport.h"
#include "core/launch/kube/KubeAudit.h"
#include "core/launch/kube/Kubectl.h"
#include "core/cluster/kube/KubeAuditRunner.h"
#include "core/cluster/kube/KubeCollective.h"
#include "core/launch/kube/KubeLauncher.h"
#include "core/cluster/kube/KubeNodeAuditRunner.h"
#include "core/store/ClusterRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/usecase/KubeClusterWorkflow.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <csignal>

namespace tb::cli {

namespace {

const QString kKubeAdd = QStringLiteral(
    "cluster kube-add --provider NAME --name NAME --kubeconfig PATH [--context NAME] [--namespace NS] "
    "[--image IMAGE] [--gpus N] [--rdma-resource NAME --rdma N] [--node-selector LABEL=VALUE]... "
    "[--toleration KEY[=VALUE]:EFFECT]... [--via-login [user@]host[:port] [--identity FILE] [--known-hosts FILE]] "
    "[--if-version N] [--json]");
const QString kKubeCommon = QStringLiteral("--provider NAME [--cluster NAME] [--accept-new-host-key] [--json]");

core::KubeTarget targetOf(const core::KubeClusterWorkflow::Listing& l) {
    core::KubeTarget t;
    t.kubeconfig = l.kube.kubeconfigPath;
    t.context = l.kube.context;
    t.ns = l.kube.ns;
    t.viaLogin = l.kube.viaLogin;
    return t;
}

QJsonObject kubeJson(const core::KubeClusterWorkflow::Listing& l) {
    return QJsonObject{{QStringLiteral("id"), l.cluster.cluster.id},
                       {QStringLiteral("name"), l.cluster.login.name},
                       {QStringLiteral("provider"), l.cluster.providerName},
                       {QStringLiteral("scheduler"), core::launcherKindKey(l.cluster.cluster.scheduler)},
                       {QStringLiteral("kubeconfig"), l.kube.kubeconfigPath},
                       {QStringLiteral("context"), l.kube.context},
                       {QStringLiteral("namespace"), l.kube.ns},
                       {QStringLiteral("via_login"), l.kube.viaLogin},
                       {QStringLiteral("image"), l.cluster.cluster.containerImage},
                       {QStringLiteral("gpus_per_worker"), l.kube.gpusPerWorker},
                       {QStringLiteral("rdma_resource"), l.kube.rdmaResource},
                       {QStringLiteral("rdma_per_worker"), l.kube.rdmaPerWorker},
                       {QStringLiteral("node_selector"), l.kube.nodeSelector},
                       {QStringLiteral("tolerations"), l.kube.tolerations},
                       {QStringLiteral("kubectl_version"), l.kube.kubectlVersion},
                       {QStringLiteral("row_version"), l.cluster.cluster.rowVersion},  // what --if-version names
                       {QStringLiteral("changed_by"), l.cluster.cluster.changedBy}};
}

int clusterKubeAdd(CliContext& ctx, QStringList args) {
    const bool json = takeFlag(args, QStringLiteral("--json"));
    qint64 ifVersion = 0;  // updating an existing cluster: refused (exit 21) when it is no longer this version
    if (const QString problem = takeIfVersion(args, &ifVersion); !problem.isEmpty()) {
        return usageError(ctx, problem, kKubeAdd);
    }
    QVector<QPair<QString, QString>> selectors, tolerations;
    if (int rc = takeAssignments(ctx, args, QStringLiteral("--node-selector"), selectors, kKubeAdd); rc != Ok) {
        return rc;
    }
    std::optional<QString> provider, name, kubeconfig, context, ns, image, gpus, rdmaResource, rdma, viaLogin, identity,
        knownHosts;
    // --toleration KEY[=VALUE]:EFFECT, repeated.
    QStringList tolerationArgs;
    for (qsizetype i = args.indexOf(QStringLiteral("--toleration")); i >= 0;
         i = args.indexOf(QStringLiteral("--toleration"))) {
        if (i + 1 >= args.size()) {
            return usageError(ctx, Cli::tr("--toleration needs KEY[=VALUE]:EFFECT"), kKubeAdd);
        }
        tolerationArgs << args.at(i + 1);
        args.remove(i, 2);
    }
    if (int rc = takeOptions(ctx, args,
                             {{"--provider", &provider},
                              {"--name", &name},
                              {"--kubeconfig", &kubeconfig},
                              {"--context", &context},
                              {"--namespace", &ns},
                              {"--image", &image},
                              {"--gpus", &gpus},
                              {"--rdma-resource", &rdmaResource},
                              {"--rdma", &rdma},
                              {"--via-login", &viaLogin},
                              {"--identity", &identity},
                              {"--known-hosts", &knownHosts}},
                             kKubeAdd);
        rc != Ok) {
        return rc;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("unexpected argument %1").arg(args.first()), kKubeAdd);
    }
    if (!provider || !name || !kubeconfig) {
        return usageError(ctx, Cli::tr("--provider, --name and --kubeconfig are needed"), kKubeAdd);
    }
    core::KubeSettings k;
    k.kubeconfigPath = *kubeconfig;
    k.context = context.value_or(QString());
    k.ns = ns.value_or(QStringLiteral("default"));
    k.rdmaResource = rdmaResource.value_or(QString());
    if (!wholeNumber(gpus, k.gpusPerWorker, k.gpusPerWorker) || !wholeNumber(rdma, k.rdmaPerWorker, k.rdmaPerWorker)) {
        return usageError(ctx, Cli::tr("--gpus and --rdma take whole numbers"), kKubeAdd);
    }
    for (const auto& s : selectors) {
        k.nodeSelector.insert(s.first, s.second);
    }
    for (const QString& t : tolerationArgs) {
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
    core::NodeRecord node;
    node.name = *name;
    node.host = QStringLiteral("localhost");  // kubectl runs here unless --via-login names the login node
    if (viaLogin) {
        auto target = core::SshTarget::parse(*viaLogin);
        if (!target) {
            return usageError(ctx, target.error().message, kKubeAdd);
        }
        k.viaLogin = true;
        node.host = target->host;
        node.port = target->port > 0 ? target->port : 22;
        node.userName = target->user;
        node.identityFile = identity.value_or(QString());
    }
    core::ClusterRecord c;
    c.containerImage = image.value_or(QString());
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kKubeAdd, store); rc != Ok) {
        return rc;
    }
    auto saved = store->run([&](QSqlDatabase& db) -> core::Result<core::KubeClusterWorkflow::Listing> {
        auto p = core::ProviderRepository(db).findByName(*provider);
        if (!p) {
            return p.error();
        }
        core::ClusterRecord record = c;
        core::NodeRecord login = node;
        for (const core::ClusterListing& existing : core::ClusterQueries(db).forProvider(p->id)) {
            if (existing.login.name.compare(*name, Qt::CaseInsensitive) == 0) {
                record.id = existing.cluster.id;
                record.rowVersion = ifVersion;  // covers the Kubernetes settings too; 0: nothing to check
                login.id = existing.login.id;
            }
        }
        if (ifVersion > 0 && record.id == 0) {
            return core::makeError(
                core::ErrorCode::NotFound,
                Cli::tr("There is no cluster %1 to update; --if-version is for changing one.").arg(*name));
        }
        return core::KubeClusterWorkflow(db).save(p->id, login, record, k, knownHosts.value_or(QString()), cliActor());
    });
    if (!saved) {
        return reportError(ctx, saved.error());
    }
    if (json) {
        printJson(ctx.out, kubeJson(*saved));
    } else {
        ctx.out << Cli::tr("Kubernetes cluster %1 of %2 saved (kubeconfig %3, namespace %4)")
                       .arg(saved->cluster.login.name, saved->cluster.providerName, saved->kube.kubeconfigPath,
                            saved->kube.ns)
                << Qt::endl;
    }
    return Ok;
}

// The cluster, and a kubectl for it: local, or on the login node through `session` (kept open by the caller).
int kubeFor(CliContext& ctx, core::Store& store, const ClusterArgs& a, core::KubeClusterWorkflow::Listing& out,
            CliPrompter& prompter, std::unique_ptr<core::RemoteSession>& session) {
    core::ClusterListing cluster;
    if (int rc = findCluster(ctx, store, a, cluster); rc != Ok) {
        return rc;
    }
    const qint64 id = cluster.cluster.id;
    auto kube = store.run([id](QSqlDatabase& db) { return core::KubeClusterWorkflow(db).get(id); });
    if (!kube) {
        return reportError(ctx, kube.error());
    }
    out = *kube;
    if (out.kube.viaLogin) {
        return loginToCluster(ctx, cluster, prompter, session);
    }
    return Ok;
}

// Runs fn with a kubectl where the cluster's target says: on the session's worker, or here.
template <typename F>
auto withKubectl(const core::KubeTarget& target, core::RemoteSession* session, F fn) {
    if (session) {
        return session
            ->submit([target, fn](core::RemoteConnection& c) {
                auto k = core::Kubectl::make(target, &c);
                return fn(*k);
            })
            .result();
    }
    core::LocalKubectl k(target);
    return fn(k);
}

int clusterKubeAudit(CliContext& ctx, QStringList args) {
    const QString synopsis = QStringLiteral("cluster kube-audit ") + kKubeCommon;
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(ctx, *store, a, l, prompter, session); rc != Ok) {
        return rc;
    }
    const qint64 providerId = l.cluster.providerId, nodeId = l.cluster.login.id, clusterId = l.cluster.cluster.id;
    auto audit = withKubectl(targetOf(l), session.get(), [&](core::Kubectl& k) {
        return core::KubeAuditRunner::audit(k, *store, providerId, 0, nodeId, clusterId);
    });
    if (!audit) {
        return reportError(ctx, audit.error());
    }
    const AuditJson printed = printAuditFindings(ctx, audit->findings, core::KubeAudit::suggestionsPath(), a.json);
    if (a.json) {
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

core::CancelToken g_cancel;
void onInterrupt(int) {
    g_cancel.cancel();  // the watch deletes the job and waits for its pods
}

int clusterKubeRun(CliContext& ctx, QStringList args) {
    const QString synopsis =
        QStringLiteral("cluster kube-run ") + kKubeCommon +
        QStringLiteral(
            " [--workers N] [--form auto|mpijob|jobset|indexed-job] [--gang auto|kueue:QUEUE|volcano|none] "
            "[--dry-run] [--poll-ms MS] [--pending-limit S] -- COMMAND...");
    QStringList command;
    if (const qsizetype dash = args.indexOf(QStringLiteral("--")); dash >= 0) {
        command = args.mid(dash + 1);
        args = args.mid(0, dash);
    }
    const bool dryRun = takeFlag(args, QStringLiteral("--dry-run"));
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    std::optional<QString> workers, form, gangArg, pollMs, pendingLimit;
    if (int rc = takeOptions(ctx, args,
                             {{"--workers", &workers},
                              {"--form", &form},
                              {"--gang", &gangArg},
                              {"--poll-ms", &pollMs},
                              {"--pending-limit", &pendingLimit}},
                             synopsis);
        rc != Ok) {
        return rc;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("unexpected argument %1").arg(args.first()), synopsis);
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
    core::ClusterJobLimits limits;
    limits.silenceLimitS = 0;  // a collective's log may stay quiet for long between sizes
    int n = 2;
    if (!wholeNumber(workers, n, n) || !wholeNumber(pollMs, limits.pollIntervalMs, limits.pollIntervalMs) ||
        !wholeNumber(pendingLimit, limits.pendingLimitS, limits.pendingLimitS)) {
        return usageError(ctx, Cli::tr("--workers, --poll-ms and --pending-limit take whole numbers"), synopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(ctx, *store, a, l, prompter, session); rc != Ok) {
        return rc;
    }
    core::KubeCollectiveSpec spec;
    const QString stamp = QString::number(QDateTime::currentSecsSinceEpoch() % 1000000);
    spec.runLabel = QStringLiteral("c%1-%2").arg(l.cluster.cluster.id).arg(stamp);
    spec.name = QStringLiteral("tb-") + stamp;
    spec.image = l.cluster.cluster.containerImage;
    spec.workers = n;
    spec.settings = l.kube;
    spec.command = command;
    spec.environment = l.cluster.cluster.ncclEnv;
    const QString formKey = form.value_or(QStringLiteral("auto"));
    const std::optional<core::KubeJobForm> forced = core::kubeJobFormFromKey(formKey);
    if (formKey != QLatin1String("auto") && !forced) {
        return usageError(ctx, Cli::tr("--form is auto, mpijob, jobset or indexed-job"), synopsis);
    }
    const QString gangKey = gangArg.value_or(QStringLiteral("auto"));
    if (gangKey != QLatin1String("auto")) {
        auto g = core::KubeGang::fromKey(gangKey);
        if (!g) {
            return usageError(ctx, g.error().message, synopsis);
        }
        spec.gang = *g;
    }
    const core::KubeTarget target = targetOf(l);
    // MPIJob > JobSet > indexed Job, as the cluster serves them, unless the analyst chose one.
    core::KubeJobForm jobForm = forced.value_or(core::KubeJobForm::IndexedJob);
    if (!forced) {
        auto detected =
            withKubectl(target, session.get(), [](core::Kubectl& k) { return core::KubeLauncher::detectForm(k); });
        if (!detected) {
            return reportError(ctx, detected.error());
        }
        jobForm = *detected;
    }
    // Kueue when the namespace has a LocalQueue, else Volcano when its PodGroups are served, unless chosen.
    if (gangKey == QLatin1String("auto")) {
        auto detected =
            withKubectl(target, session.get(), [](core::Kubectl& k) { return core::KubeLauncher::detectGang(k); });
        if (!detected) {
            return reportError(ctx, detected.error());
        }
        spec.gang = *detected;
    }
    auto objects = core::KubeManifests::collective(spec, jobForm);
    if (!objects) {
        return reportError(ctx, objects.error());
    }
    // Shown before it is submitted (and stored with the job).
    const QByteArray manifest = QJsonDocument(core::KubeManifests::list(*objects)).toJson(QJsonDocument::Indented);
    if (dryRun && a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("form"), core::kubeJobFormKey(jobForm)},
                                       {QStringLiteral("gang"), spec.gang.key()},
                                       {QStringLiteral("manifest"), core::KubeManifests::list(*objects)}});
        return Ok;
    }
    if (dryRun) {
        ctx.out << QString::fromUtf8(manifest);
        ctx.out.flush();
        return Ok;
    }
    if (!a.json) {
        ctx.err << Cli::tr("submitting as %1, gang scheduling %2 (label tierbench.run=%3):")
                       .arg(core::kubeJobFormKey(jobForm), spec.gang.key(), spec.runLabel)
                << '\n'
                << QString::fromUtf8(manifest) << Qt::endl;
    }
    // The job's state changes and its own lines as they come; the run's samples are in the database.
    struct Progress : core::ClusterJobObserver {
        QTextStream* out = nullptr;
        bool quiet = false;
        QString state, reason;
        void jobChanged(const core::ClusterJobRecord& job) override {
            if (quiet || (job.state == state && job.reason == reason)) {
                return;
            }
            state = job.state;
            reason = job.reason;
            *out << Cli::tr("job %1: %2%3")
                        .arg(job.id)
                        .arg(state, reason.isEmpty() ? QString() : QStringLiteral(" (") + reason + u')')
                 << Qt::endl;
        }
        void runStderr(qint64, const QByteArray& text) override {
            if (!quiet) {
                *out << QString::fromUtf8(text);
                out->flush();
            }
        }
    } obs;
    obs.out = &ctx.out;
    obs.quiet = a.json;
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    const qint64 clusterId = l.cluster.cluster.id;
    core::KubePending pending = core::KubePending::None;
    auto ran = withKubectl(target, session.get(), [&](core::Kubectl& k) {
        core::KubeCollective collective(store, clusterId, limits, &obs);
        return collective.run(k, spec, jobForm, g_cancel);
    });
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!ran) {
        return reportError(ctx, ran.error());
    }
    pending = ran->last.pending;
    const qint64 runId = ran->job.runIds.isEmpty() ? 0 : ran->job.runIds.first();
    const int samples = ran->job.samples;
    const qint64 jobId = ran->job.jobId;
    auto job = store->run([jobId](QSqlDatabase& db) { return core::ClusterRepository(db).job(jobId); });
    if (!job) {
        return reportError(ctx, job.error());
    }
    if (a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("job_id"), job->id},
                                       {QStringLiteral("scheduler_id"), job->schedulerId},
                                       {QStringLiteral("label"), spec.runLabel},
                                       {QStringLiteral("outcome"), core::runStatusKey(job->outcome)},
                                       {QStringLiteral("detail"), job->outcomeDetail},
                                       {QStringLiteral("form"), core::kubeJobFormKey(jobForm)},
                                       {QStringLiteral("gang"), spec.gang.key()},
                                       {QStringLiteral("reason"), job->reason},
                                       {QStringLiteral("pending"), core::kubePendingKey(pending)},
                                       {QStringLiteral("nodes"), job->nodes},
                                       {QStringLiteral("log_bytes"), job->log.size()},
                                       {QStringLiteral("run_id"), runId},
                                       {QStringLiteral("samples"), samples}});
    } else {
        ctx.out << Cli::tr("job %1 (%2): %3 %4")
                       .arg(job->id)
                       .arg(job->schedulerId, core::runStatusKey(job->outcome), job->outcomeDetail)
                << Qt::endl;
        ctx.out << QCoreApplication::translate("ClusterKubeCommands", "run %1: %n sample(s) stored", nullptr, samples)
                       .arg(runId)
                << Qt::endl;
    }
    return job->outcome == core::RunStatus::Ok ? Ok : job->outcome == core::RunStatus::Cancelled ? 15 : 16;
}

int clusterKubeCancel(CliContext& ctx, QStringList args) {
    const QString synopsis =
        QStringLiteral("cluster kube-cancel ") + kKubeCommon + QStringLiteral(" --label LABEL [--wait S]");
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    std::optional<QString> label, wait;
    if (int rc = takeOptions(ctx, args, {{"--label", &label}, {"--wait", &wait}}, synopsis); rc != Ok) {
        return rc;
    }
    int waitS = 120;
    if (!label || !wholeNumber(wait, waitS, waitS)) {
        return usageError(ctx, Cli::tr("--label is needed; --wait takes seconds"), synopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(ctx, *store, a, l, prompter, session); rc != Ok) {
        return rc;
    }
    const QString run = *label;
    auto st = withKubectl(targetOf(l), session.get(),
                          [run, waitS](core::Kubectl& k) { return core::KubeLauncher::cleanup(k, run, waitS); });
    if (!st) {
        return reportError(ctx, st.error());
    }
    if (a.json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("label"), run}, {QStringLiteral("pods_left"), 0}});
    } else {
        ctx.out << Cli::tr("everything labelled tierbench.run=%1 deleted; no pod of it is left").arg(run) << Qt::endl;
    }
    return Ok;
}

int clusterKubeNodes(CliContext& ctx, QStringList args) {
    const QString synopsis =
        QStringLiteral("cluster kube-nodes ") + kKubeCommon + QStringLiteral(" [--image IMAGE] [--wait S]");
    ClusterArgs a;
    if (int rc = takeClusterArgs(ctx, args, a, synopsis); rc != Ok) {
        return rc;
    }
    std::optional<QString> image, wait;
    if (int rc = takeOptions(ctx, args, {{"--image", &image}, {"--wait", &wait}}, synopsis); rc != Ok) {
        return rc;
    }
    core::KubeNodeAuditRunner::Options o;
    if (!wholeNumber(wait, o.waitS, o.waitS) || !args.isEmpty()) {
        return usageError(ctx, Cli::tr("--wait takes seconds"), synopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, synopsis, store); rc != Ok) {
        return rc;
    }
    core::KubeClusterWorkflow::Listing l;
    CliPrompter prompter(a.acceptNew, ctx.err);
    std::unique_ptr<core::RemoteSession> session;
    if (int rc = kubeFor(ctx, *store, a, l, prompter, session); rc != Ok) {
        return rc;
    }
    o.image = image.value_or(l.cluster.cluster.containerImage);
    o.runLabel = QStringLiteral("n%1-%2").arg(l.cluster.cluster.id).arg(QDateTime::currentSecsSinceEpoch() % 1000000);
    o.providerId = l.cluster.providerId;
    o.loginNodeId = l.cluster.login.id;
    const qint64 clusterId = l.cluster.cluster.id;
    const core::KubeSettings settings = l.kube;
    auto job = withKubectl(targetOf(l), session.get(), [&](core::Kubectl& k) -> core::Result<core::ClusterJobRecord> {
        auto listed =
            k.run({QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("json")}, {},
                  60, false);
        if (!listed) {
            return listed.error();
        }
        auto nodes = core::KubeAudit::gpuNodes(listed->out);
        if (!nodes) {
            return nodes.error();
        }
        return core::KubeNodeAuditRunner::run(*store, k, clusterId, *nodes, settings, o, g_cancel);
    });
    if (!job) {
        return reportError(ctx, job.error());
    }
    auto matrix = store->run([id = job->id](QSqlDatabase& db) { return core::ClusterQueries(db).nodeMatrix(id); });
    if (!matrix) {
        return reportError(ctx, matrix.error());
    }
    if (a.json) {
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
    return job->outcome == core::RunStatus::Ok ? Ok : 16;
}

}  // namespace

int clusterKube(CliContext& ctx, const QString& sub, QStringList args, bool* handled) {
    *handled = true;
    if (sub == QLatin1String("kube-add")) {
        return clusterKubeAdd(ctx, args);
    }
    if (sub == QLatin1String("kube-audit")) {
        return clusterKubeAudit(ctx, args);
    }
    if (sub == QLatin1String("kube-run")) {
        return clusterKubeRun(ctx, args);
    }
    if (sub == QLatin1String("kube-nodes")) {
        return clusterKubeNodes(ctx, args);
    }
    if (sub == QLatin1String("kube-cancel")) {
        return clusterKubeCancel(ctx, args);
    }
    *handled = false;
    return Ok;
}

}  // namespace tb::cli
