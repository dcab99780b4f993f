// tierbench-cli cluster nodes|run|pairs on a Slurm cluster: the sub-commands that run Slurm jobs. Ctrl+C cancels the
// job with scancel and waits until squeue holds nothing of it.
#include "app/cli/CliRemote.h"
#include "app/cli/CliSupport.h"
#include "app/cli/cluster/SlurmClusterCli.h"
#include "core/cluster/ClusterOperations.h"
#include "core/run/ProbeArguments.h"
#include "core/run/ProbeBundle.h"
#include "core/store/RunRepository.h"

#include <QJsonArray>

namespace tb::cli {

namespace {

struct JobArgs {
    core::CollectiveRequest request;
    core::ProbeSource probes;
    QString probe = QStringLiteral("tb-coll");
    int pollMs = 0;
};

// The job options of nodes, run and pairs from call.args; the program's arguments are call.trailing.
int takeJobArgs(ClusterCall& call, JobArgs& j) {
    CliContext& ctx = call.ctx;
    QStringList& args = call.args;
    const QString& synopsis = call.synopsis;
    j.request.args = call.trailing;
    j.request.exclusive = takeFlag(args, QStringLiteral("--exclusive"));
    j.request.inContainer = takeFlag(args, QStringLiteral("--container"));
    if (int rc = takeAssignments(ctx, args, QStringLiteral("--env"), j.request.environment, synopsis); rc != Ok) {
        return rc;
    }
    std::optional<QString> nodes, nodeList, tasks, gpus, timeLimit, probesDir, prebuiltDir, probe, ncclTests, pollMs;
    if (int rc = takeOptions(ctx, args,
                             {{"--nodes", &nodes},
                              {"--nodelist", &nodeList},
                              {"--tasks-per-node", &tasks},
                              {"--gpus-per-node", &gpus},
                              {"--time-limit", &timeLimit},
                              {"--probes-dir", &probesDir},
                              {"--prebuilt-dir", &prebuiltDir},
                              {"--probe", &probe},
                              {"--nccl-tests", &ncclTests},
                              {"--poll-ms", &pollMs}},
                             synopsis);
        rc != Ok) {
        return rc;
    }
    if (!args.isEmpty() && !args.first().startsWith(QLatin1String("--"))) {
        return usageError(ctx, Cli::tr("unexpected argument %1 (program arguments go after --)").arg(args.first()),
                          synopsis);
    }
    if (int rc = refuseLeftovers(call); rc != Ok) {
        return rc;
    }
    if (!wholeNumber(nodes, 0, j.request.nodes) || !wholeNumber(tasks, 1, j.request.tasksPerNode) ||
        !wholeNumber(gpus, 0, j.request.gpusPerNode) || !wholeNumber(timeLimit, 0, j.request.timeLimitMin) ||
        !wholeNumber(pollMs, 0, j.pollMs)) {
        return usageError(ctx,
                          Cli::tr("--nodes, --tasks-per-node, --gpus-per-node, --time-limit and --poll-ms take "
                                  "whole numbers"),
                          synopsis);
    }
    if (nodeList) {
        j.request.nodeList = nodeList->split(u',', Qt::SkipEmptyParts);
    }
    j.request.binary = ncclTests.value_or(QString());
    j.probe = probe.value_or(j.probe);
    j.probes.probesDir = probesDir.value_or(core::ProbeBundle::defaultSourcesDir());
    j.probes.prebuiltDir = prebuiltDir.value_or(QString());
    return Ok;
}

// The run's shared start: login, operations with the CLI's limits.
struct Prepared {
    std::unique_ptr<CliPrompter> prompter;
    std::unique_ptr<core::RemoteSession> session;
    std::unique_ptr<CliJobObserver> observer;
    std::unique_ptr<core::ClusterOperations> ops;
};

int prepare(ClusterCall& call, const JobArgs& j, Prepared& p) {
    CliContext& ctx = call.ctx;
    p.prompter = std::make_unique<CliPrompter>(call.a.acceptNew, ctx.err);
    if (int rc = loginToCluster(ctx, call.cluster, *p.prompter, p.session); rc != Ok) {
        return rc;
    }
    p.observer = std::make_unique<CliJobObserver>(ctx.out, call.a.json);
    p.ops = std::make_unique<core::ClusterOperations>(call.store, call.cluster, p.observer.get());
    // A dropped connection is made again with the same known_hosts check (a changed key is refused, not asked).
    p.ops->setReconnect([session = p.session.get()](core::RemoteConnection& c) { return session->reconnect(c); });
    if (j.pollMs > 0) {
        core::ClusterJobLimits limits = p.ops->limits();
        limits.pollIntervalMs = qMax(100, j.pollMs);
        p.ops->setLimits(limits);
    }
    return Ok;
}

std::function<void(const QString&)> logTo(CliContext& ctx, bool quiet) {
    return [&ctx, quiet](const QString& line) {
        if (!quiet) {
            ctx.out << line << '\n';
            ctx.out.flush();
        }
    };
}

}  // namespace

int SlurmClusterCli::nodes(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    JobArgs j;
    if (int rc = takeJobArgs(call, j); rc != Ok) {
        return rc;
    }
    Prepared p;
    if (int rc = prepare(call, j, p); rc != Ok) {
        return rc;
    }
    core::CancelToken cancel;
    const SigintCancels sigint(cancel);
    auto outcome = p.session
                       ->submit([&](core::RemoteConnection& c) {
                           return p.ops->nodeAudit(c, j.probes, j.request.nodes, j.request.nodeList, cancel,
                                                   logTo(ctx, call.a.json));
                       })
                       .result();
    if (!outcome) {
        return reportError(ctx, outcome.error());
    }
    if (call.a.json) {
        QJsonObject root = jobJson(outcome->job);
        root.insert(QStringLiteral("deploy"), outcome->deployHow);
        root.insert(QStringLiteral("matrix"), outcome->matrix.toJson());
        printJson(ctx.out, root);
    } else {
        const core::NodeMatrix& m = outcome->matrix;
        ctx.out << outcome->deployHow << '\n';
        for (const auto& col : m.columns) {
            ctx.out << QStringLiteral("%1  %2")
                           .arg(col.node, -12)
                           .arg(col.hasResult ? Cli::tr("%n outlier(s)", nullptr, col.outliers) : col.note)
                    << '\n';
        }
        for (const auto& row : m.rows) {
            if (!row.differs) {
                continue;
            }
            QStringList cells;
            for (int c = 0; c < m.columns.size(); ++c) {
                const auto& cell = row.cells.at(c);
                cells << QStringLiteral("%1=%2%3").arg(m.columns.at(c).node,
                                                       cell.present ? cell.text.left(40) : QStringLiteral("-"),
                                                       cell.outlier ? QStringLiteral(" (!)") : QString());
            }
            ctx.out << Cli::tr("differs: %1: %2").arg(row.label, cells.join(QStringLiteral("; "))) << '\n';
        }
        printJob(ctx, outcome->job);
    }
    return exitCodeForJob(outcome->job);
}

int SlurmClusterCli::run(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    JobArgs j;
    if (int rc = takeJobArgs(call, j); rc != Ok) {
        return rc;
    }
    if (j.request.nodes <= 0 && j.request.nodeList.isEmpty()) {
        j.request.nodes = 2;
    }
    if (j.request.binary.isEmpty()) {
        if (j.probe != QLatin1String("tb-coll") && j.probe != QLatin1String("tb-train")) {
            return usageError(ctx, Cli::tr("Across nodes tb-coll and tb-train run (or the cluster's own --nccl-tests)"),
                              call.synopsis);
        }
        j.request.probe = j.probe;
        // The same checks as the run panel's arguments editor.
        if (const QStringList problems = core::ProbeArguments::problemsOfArgv(j.probe, j.request.args);
            !problems.isEmpty()) {
            return reportError(ctx, core::makeError(core::ErrorCode::InvalidArgument, problems.first()));
        }
    }
    Prepared p;
    if (int rc = prepare(call, j, p); rc != Ok) {
        return rc;
    }
    core::CancelToken cancel;
    const SigintCancels sigint(cancel);
    auto result = p.session
                      ->submit([&](core::RemoteConnection& c) {
                          return p.ops->collective(c, j.probes, j.request, cancel, logTo(ctx, call.a.json));
                      })
                      .result();
    if (!result) {
        return reportError(ctx, result.error());
    }
    if (call.a.json) {
        QJsonObject root = jobJson(*result);
        if (!result->runIds.isEmpty()) {
            const qint64 runId = result->runIds.first();
            const auto samples =
                call.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).samples(runId); });
            QJsonArray arr;
            for (const auto& s : samples) {
                QJsonObject o{{QStringLiteral("metric"), s.metric},
                              {QStringLiteral("value"), s.value},
                              {QStringLiteral("unit"), s.unit}};
                if (s.sizeBytes) {
                    o.insert(QStringLiteral("size_bytes"), *s.sizeBytes);
                }
                if (s.extra.contains(QStringLiteral("transport"))) {
                    o.insert(QStringLiteral("transport"), s.extra.value(QStringLiteral("transport")));
                }
                arr << o;
            }
            root.insert(QStringLiteral("sample_list"), arr);
        }
        printJson(ctx.out, root);
    } else {
        printJob(ctx, *result);
        if (result->outcome == core::RunStatus::Ok && j.request.nodes + j.request.nodeList.size() >= 3) {
            ctx.out << Cli::tr(
                           "Below expectations? 'cluster pairs' runs it over every pair of nodes to find the slow one.")
                    << Qt::endl;
        }
    }
    return exitCodeForJob(*result);
}

int SlurmClusterCli::pairs(ClusterCall& call) {
    CliContext& ctx = call.ctx;
    const QString& synopsis = call.synopsis;
    auto fraction = takeOption(call.args, QStringLiteral("--fraction"));
    if (!fraction) {
        return usageError(ctx, fraction.error().message, synopsis);
    }
    JobArgs j;
    if (int rc = takeJobArgs(call, j); rc != Ok) {
        return rc;
    }
    if (j.request.nodeList.size() < 2) {
        return usageError(ctx, Cli::tr("--nodelist needs at least two nodes"), synopsis);
    }
    bool ok = true;
    const double f = fraction->has_value() ? (*fraction)->toDouble(&ok) : 0.8;
    if (!ok || f <= 0 || f > 1) {
        return usageError(ctx, Cli::tr("--fraction is a number between 0 and 1"), synopsis);
    }
    Prepared p;
    if (int rc = prepare(call, j, p); rc != Ok) {
        return rc;
    }
    core::CancelToken cancel;
    const SigintCancels sigint(cancel);
    const QStringList nodes = j.request.nodeList;
    auto outcome = p.session
                       ->submit([&](core::RemoteConnection& c) {
                           return p.ops->pairwise(c, j.probes, j.request, nodes, f, cancel, logTo(ctx, call.a.json));
                       })
                       .result();
    if (!outcome) {
        return reportError(ctx, outcome.error());
    }
    if (call.a.json) {
        QJsonArray pairs;
        for (const auto& r : outcome->pairs) {
            pairs << jobJson(r);
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("pairs"), pairs},
                                       {QStringLiteral("slow_nodes"), QJsonArray::fromStringList(outcome->slowNodes)},
                                       {QStringLiteral("summary"), outcome->summary}});
    } else {
        ctx.out << outcome->summary << Qt::endl;
    }
    return outcome->slowNodes.isEmpty() ? Ok : NodeFailed;
}

}  // namespace tb::cli
