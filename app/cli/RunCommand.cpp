// tierbench-cli run: log in to a node, deploy the probes (content-hashed, cached), run a probe or a recipe and store
// everything under the provider's evaluation. SIGINT, SIGTERM and SIGHUP cancel the run and its remote process group.
#include "app/cli/CliRemote.h"
#include "app/cli/CliSshOptions.h"
#include "app/cli/BlindCommand.h"
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "app/cli/TerminalProgress.h"
#include "app/wiring/RemoteWiring.h"
#include "core/domain/FindingKind.h"
#include "core/run/OwnProbeOptions.h"
#include "core/run/ProbeArguments.h"
#include "core/run/ProbeBundle.h"
#include "core/run/ProbeRunner.h"
#include "core/run/Recipe.h"
#include "core/run/RunOrchestrator.h"
#include "core/session/RemotePath.h"
#include "core/session/RemoteSession.h"
#include "core/store/RunRepository.h"
#include "core/usecase/NodeWorkflow.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {
const QString kSynopsis = QStringLiteral(
    "run --provider NAME --target [user@]host[:port] [--jump SPEC] [--identity FILE] [--known-hosts FILE] "
    "[--accept-new-host-key] [--rekey-node] (--probe NAME | --recipe NAME) [--recipes FILE] [--probes-dir DIR] "
    "[--remote-dir DIR] [--timeout S] [--account NAME --account-disclosed yes|no [--account-note TEXT]] [--json] "
    "[-- PROBE-ARGUMENTS... | -- --dir DIR (a recipe's storage tier)]");

// `run --help`: what can run and which arguments each probe takes, with its default (the run panel's editor checks
// the same).
void printRunHelp(QTextStream& out) {
    using Opt = core::ProbeArguments::Option;
    out << Cli::tr("Probes (after --, the probe's arguments; checked before anything is sent):") << '\n';
    const QStringList probes = QStringList{QStringLiteral("tb-node")} + core::ProbeArguments::measuringProbes();
    const Opt all[] = {Opt::Sizes, Opt::Iters, Opt::Repeats, Opt::Warmup, Opt::Backend, Opt::Ranks,
                       Opt::Ops,   Opt::Check, Opt::GemmM,   Opt::GemmN,  Opt::GemmK};
    for (const QString& probe : probes) {
        QStringList args;
        for (Opt o : all) {
            if (!core::ProbeArguments::applies(probe, o)) {
                continue;
            }
            const QString flag = core::ProbeArguments::optionFlag(o);
            const QString def = core::ProbeArguments::defaultText(probe, o);
            args << (o == Opt::Check ? flag
                                     : QStringLiteral("%1 %2").arg(flag, def.isEmpty() ? QStringLiteral("V") : def));
        }
        out << QStringLiteral("  %1").arg(probe, -9) << ' '
            << (args.isEmpty() ? Cli::tr("(no arguments: it inspects the node)") : args.join(QStringLiteral("  ")))
            << '\n';
    }
    // tb-storage's options are its own (probes/PROTOCOL.md); --dir has no default.
    out << QStringLiteral("  %1").arg(QStringLiteral("tb-storage"), -9) << ' '
        << QStringLiteral(
               "--dir PATH  --mode seq  --rw read  --direct  --size SIZE  --jobs 1  --iodepth 16  "
               "--runtime 30")
        << '\n';
    // tb-train's are its own too (probes/train/tbtrain_options.py); the defaults train Llama 3.1 8B's shape.
    out << QStringLiteral("  %1").arg(QStringLiteral("tb-train"), -9) << ' '
        << QStringLiteral(
               "--preset llama3-8b|tiny  --steps 20  --warmup 5  --dtype bf16  --sharding fsdp  --compile  "
               "--nproc-per-node N|gpu")
        << '\n';
    out << '\n' << Cli::tr("Recipes (--recipe NAME; hands-on timings with tier thresholds):") << '\n';
    if (auto book = core::RecipeBook::load(core::RecipeBook::builtinPath())) {
        for (const core::Recipe& r : book->recipes()) {
            out << QStringLiteral("  %1").arg(r.name, -22) << ' ' << r.title << '\n';
        }
    }
    out << '\n'
        << Cli::tr(
               "On a node whose launcher is Slurm (a cluster's login node) the probe or recipe runs on a compute node "
               "through srun.")
        << '\n';
}

// Prints progress lines as events arrive (not with --json), and on a terminal a status line below them: what the
// run is doing, how many checks and samples have come in, for how long (TerminalProgress).
class CliObserver : public core::RunObserver {
public:
    CliObserver(QTextStream& out, bool quiet, TerminalProgress& progress)
        : m_out(out), m_quiet(quiet), m_progress(progress) {}
    // Called on the session's worker thread as soon as the run has its row: what must be recorded with it.
    std::function<void(qint64)> onCreated;
    void runCreated(qint64 runId) override {
        if (onCreated) {
            onCreated(runId);
        }
        if (!m_quiet) {
            m_progress.clear();
            m_out << Cli::tr("run %1 started").arg(runId) << '\n';
            m_out.flush();
            m_phase = Cli::tr("run %1 running").arg(runId);
            redraw();
        }
    }
    void runEvents(qint64, const QVector<core::ProbeEvent>& events) override {
        if (m_quiet) {
            return;
        }
        m_progress.clear();
        for (const core::ProbeEvent& e : events) {
            if (e.type == core::ProbeEventType::Check) {
                ++m_checks;
                m_out << QStringLiteral("  %1 %2 %3")
                             .arg(core::findingStatusKey(e.finding.status).toUpper(), -5)
                             .arg(oneLine(e.finding.key), oneLine(e.finding.detail))
                      << '\n';
            } else if (e.type == core::ProbeEventType::Sample) {
                ++m_samples;
                m_out << QStringLiteral("  %1 = %2 %3")
                             .arg(oneLine(e.sample.metric))
                             .arg(e.sample.value)
                             .arg(oneLine(e.sample.unit))
                      << '\n';
            }
        }
        m_out.flush();
        redraw();
    }
    // A line of the deploy (uploading, building on the node): printed, and the status line names it.
    void logLine(const QString& line) {
        if (m_quiet) {
            return;
        }
        m_progress.clear();
        m_out << line << '\n';
        m_out.flush();
        m_phase = line;
        redraw();
    }

private:
    void redraw() { m_progress.show(Cli::tr("%1: %2 checks, %3 samples").arg(m_phase).arg(m_checks).arg(m_samples)); }
    QTextStream& m_out;
    bool m_quiet;
    TerminalProgress& m_progress;
    QString m_phase = Cli::tr("connecting");
    int m_checks = 0;
    int m_samples = 0;
};

// What `run` was asked to do, parsed and checked before anything is opened or connected.
struct RunOptions {
    bool json = false;
    bool acceptNew = false;  // --accept-new-host-key
    bool rekeyNode = false;
    QString provider;
    core::SshTarget target;
    std::optional<QString> probe, recipe, recipesFile, probesDir, remoteDir;
    QStringList probeArgs;  // after --
    int timeoutS = 0;
    std::optional<core::RunAccountChoice> account;  // issue 18.3
};

// Takes the command's options and words; everything checked that needs neither the database nor the node: the
// probe is known, the account is whole, the target parses. Ok, or the exit code to return.
int parseRunOptions(CliContext& ctx, RunOptions& o) {
    QStringList args = ctx.args;
    o.json = takeFlag(args, QStringLiteral("--json"));
    o.rekeyNode = takeFlag(args, QStringLiteral("--rekey-node"));
    auto ssh = SshOptions::take(args);
    if (!ssh) {
        return usageError(ctx, ssh.error().message, kSynopsis);
    }
    o.acceptNew = ssh->acceptNew;
    std::optional<QString> provider, timeout, account, accountDisclosed, accountNote;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--provider", &provider},       {"--probe", &o.probe},          {"--recipe", &o.recipe},
        {"--recipes", &o.recipesFile},   {"--probes-dir", &o.probesDir}, {"--remote-dir", &o.remoteDir},
        {"--timeout", &timeout},         {"--account", &account},        {"--account-disclosed", &accountDisclosed},
        {"--account-note", &accountNote}};
    for (const auto& [name, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, kSynopsis);
        }
        *slot = *v;
    }
    if (const qsizetype dashes = args.indexOf(QStringLiteral("--")); dashes >= 0) {
        o.probeArgs = args.mid(dashes + 1);
        args = args.mid(0, dashes);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("unexpected argument %1 (probe arguments go after --)").arg(args.first()),
                          kSynopsis);
    }
    if (!provider || !ssh->target || o.probe.has_value() == o.recipe.has_value()) {
        return usageError(ctx, Cli::tr("--provider, --target and one of --probe or --recipe are needed"), kSynopsis);
    }
    o.provider = *provider;
    // An unknown probe is a usage error before anything is opened or connected (it used to deploy the bundle and
    // store a failed run, issue 12.8).
    const QStringList others = core::ProbeArguments::measuringProbes()
                               << QStringLiteral("tb-storage") << QStringLiteral("tb-train");
    if (o.probe && !(QStringList{QStringLiteral("tb-node")} + others).contains(*o.probe)) {
        return usageError(ctx,
                          Cli::tr("unknown probe %1; the probes are tb-node, %2 (run --help lists their arguments)")
                              .arg(*o.probe, others.join(QStringLiteral(", "))),
                          kSynopsis);
    }
    // The account the run is under (issue 18.3): both or neither, checked before anything connects.
    if (account.has_value() != accountDisclosed.has_value() || (accountNote && !account)) {
        return usageError(ctx, Cli::tr("--account and --account-disclosed yes|no go together"), kSynopsis);
    }
    if (account) {
        const auto obtained = parseAccountDisclosed(*accountDisclosed);
        if (!obtained || account->trimmed().isEmpty()) {
            return usageError(ctx, Cli::tr("--account needs a name and --account-disclosed yes or no"), kSynopsis);
        }
        o.account = core::RunAccountChoice{account->trimmed(), *obtained, accountNote.value_or(QString())};
    }
    auto target = *ssh->resolve();
    if (!target) {
        return usageError(ctx, target.error().message, kSynopsis);
    }
    o.target = *target;
    if (o.remoteDir) {
        if (auto st = core::RemotePath::validate(*o.remoteDir); !st) {
            return reportError(ctx, st.error());  // exit 5, before anything is opened or connected
        }
    }
    if (timeout) {
        bool ok = false;
        o.timeoutS = timeout->toInt(&ok);
        if (!ok || o.timeoutS <= 0) {
            return usageError(ctx, Cli::tr("--timeout needs a positive number of seconds"), kSynopsis);
        }
    }
    return Ok;
}

// The words after -- are checked as the run panel's editor checks them: a measuring probe's are all known, so an
// unknown flag is refused here as there. Ok, or the exit code to return.
int checkProbeArguments(CliContext& ctx, const RunOptions& o) {
    // tb-storage cannot run without its directory: refused here, not as a usage error on the node.
    if (o.probeArgs.isEmpty() && !(o.probe && *o.probe == QLatin1String("tb-storage"))) {
        return Ok;
    }
    if (!o.probe) {
        // A recipe takes one: --dir DIR, the storage tier it runs on (as a plan step gives it).
        if (auto tier = core::Recipe::tierOfArgs(o.probeArgs); !tier) {
            return usageError(ctx, tier.error().message, kSynopsis);
        }
        return Ok;
    }
    const QStringList problems =
        core::ProbeArguments::measuringProbes().contains(*o.probe) || core::OwnProbeOptions::has(*o.probe)
            ? core::ProbeArguments::problemsOfArgv(*o.probe, o.probeArgs)
            : [&] {
                  QStringList p;
                  for (const auto& problem : core::ProbeArguments::fromArgv(*o.probe, o.probeArgs).validate()) {
                      p << problem.message;
                  }
                  return p;
              }();
    if (!problems.isEmpty()) {
        return reportError(ctx, core::makeError(core::ErrorCode::InvalidArgument, problems.first()));
    }
    return Ok;
}

// The --recipe from the built-in book or --recipes FILE; none for a probe. Ok, or the exit code to return.
int loadRecipe(CliContext& ctx, const RunOptions& o, std::optional<core::Recipe>& recipe) {
    if (!o.recipe) {
        return Ok;
    }
    auto book = core::RecipeBook::load(o.recipesFile.value_or(core::RecipeBook::builtinPath()));
    if (!book) {
        return reportError(ctx, book.error());
    }
    recipe = book->find(*o.recipe);
    if (!recipe) {
        return reportError(ctx,
                           core::makeError(core::ErrorCode::NotFound, Cli::tr("No recipe named %1").arg(*o.recipe)));
    }
    return Ok;
}

// The account goes in right after the run's row exists, before the probe starts (issue 18.3). A store that refuses
// it does not stop the run; the error is printed and `runs set-account` can record it afterwards.
void recordAccountOnCreate(CliObserver& observer, const std::shared_ptr<core::Store>& store, QTextStream& err,
                           const core::RunAccountChoice& choice) {
    observer.onCreated = [store, &err, choice](qint64 runId) {
        auto st = store->run([&](QSqlDatabase& db) {
            return core::RunAccounts(db).set(runId, choice.account, choice.obtained, choice.note,
                                             QStringLiteral("tierbench-cli"));
        });
        if (!st) {
            err << Cli::tr("The account of run %1 was not recorded: %2").arg(runId).arg(st.error().toString())
                << Qt::endl;
        }
    };
}

core::RunRequest runRequest(const RunOptions& o, const core::NodePlacement& placed,
                            const std::optional<core::Recipe>& recipe) {
    core::RunRequest request;
    request.providerId = placed.providerId;
    request.evaluationId = placed.evaluationId;
    request.nodeId = placed.node.id;
    request.providerName = placed.providerName;
    request.remoteDir = placed.node.remoteDir;
    request.launcher = placed.node.launcher;
    request.recipe = recipe;
    request.probe = o.probe.value_or(QString());
    request.probeArgs = o.probe ? o.probeArgs : QStringList();
    request.recipeTier = o.probe ? QString() : core::Recipe::tierOfArgs(o.probeArgs).valueOr(QString());
    request.probesDir = o.probesDir.value_or(core::ProbeBundle::defaultSourcesDir());
    request.timeoutS = o.timeoutS;
    request.rekeyNode = o.rekeyNode;
    request.actor = QStringLiteral("tierbench-cli");
    return request;
}

QJsonObject deployJson(const core::DeployResult& d) {
    return QJsonObject{{QStringLiteral("bundle"), d.hash},
                       {QStringLiteral("cached"), d.cached},
                       {QStringLiteral("seconds"), d.seconds},
                       {QStringLiteral("plan"), d.plan.reason}};
}

// `run --json`: the run's status with its facts, checks and samples as stored (a recipe's samples with their tier).
// Storage thread only.
QJsonObject runJson(QSqlDatabase& db, const core::RunOutcome& o, const std::optional<core::Recipe>& recipe,
                    const QJsonObject& deploy) {
    core::RunRepository repo(db);
    QJsonArray facts, checks, samples;
    const auto findings = repo.findings(o.runId);
    for (const core::FindingRecord& f : findings ? *findings : QVector<core::FindingRecord>()) {
        if (core::isFact(f)) {
            facts << QJsonObject{{QStringLiteral("key"), f.key}, {QStringLiteral("value"), f.value}};
        } else {
            checks << QJsonObject{{QStringLiteral("key"), f.key},
                                  {QStringLiteral("status"), core::findingStatusKey(f.status)},
                                  {QStringLiteral("value"), f.value},
                                  {QStringLiteral("detail"), f.detail}};
        }
    }
    for (const core::SampleRecord& s : repo.samples(o.runId)) {
        QJsonObject so{
            {QStringLiteral("metric"), s.metric}, {QStringLiteral("value"), s.value}, {QStringLiteral("unit"), s.unit}};
        if (s.sizeBytes) {
            so.insert(QStringLiteral("size_bytes"), *s.sizeBytes);
        }
        if (recipe && s.metric == recipe->metric()) {
            so.insert(QStringLiteral("tier"), recipe->tierFor(s.value));
        }
        samples << so;
    }
    QJsonObject root{{QStringLiteral("run_id"), o.runId},
                     {QStringLiteral("status"), core::runStatusKey(o.status)},
                     {QStringLiteral("facts"), facts},
                     {QStringLiteral("checks"), checks},
                     {QStringLiteral("samples"), samples}};
    root.insert(QStringLiteral("exit_code"), o.exitCode ? QJsonValue(*o.exitCode) : QJsonValue());
    if (o.pgid > 0) {
        root.insert(QStringLiteral("pgid"), o.pgid);
    }
    if (o.error) {
        root.insert(QStringLiteral("error"), o.error->toString());
    } else if (!findings) {
        root.insert(QStringLiteral("error"), findings.error().toString());
    }
    if (!deploy.isEmpty()) {
        root.insert(QStringLiteral("deploy"), deploy);
    }
    return root;
}

// Without --json: the run's status and counts.
void printRunSummary(QTextStream& out, const core::RunOutcome& o) {
    out << Cli::tr("run %1: %2").arg(o.runId).arg(core::runStatusKey(o.status));
    if (o.exitCode) {
        out << Cli::tr(" (exit %1)").arg(*o.exitCode);
    }
    out << '\n'
        << Cli::tr("%1 facts, %2 checks (%3 failed), %4 samples")
               .arg(o.facts)
               .arg(o.checks)
               .arg(o.failedChecks)
               .arg(o.storedSamples());
    // Only what the database holds is counted as samples; what it never got is said beside them.
    if (o.lostSamples > 0) {
        out << Cli::tr(" (%n received but not stored)", nullptr, o.lostSamples);
    }
    out << '\n';
    out.flush();
}

// The exit code of a finished run; without --json, the error of one that did not end Ok goes to stderr too.
int runExitCode(CliContext& ctx, const core::RunOutcome& o, bool json) {
    if (o.status == core::RunStatus::Ok) {
        return Ok;
    }
    if (!o.error) {
        return ProbeFailed;
    }
    if (!json) {
        ctx.err << "tierbench-cli: " << o.error->toString() << '\n';
        if (o.status == core::RunStatus::Interrupted) {
            ctx.err << Cli::tr(
                           "The connection to the node was lost. Run %1 is kept as interrupted with the %n "
                           "sample(s) received; run the same command again to reconnect and rerun.",
                           nullptr, o.samples)
                           .arg(o.runId)
                    << '\n';
        }
        ctx.err.flush();
    }
    return exitCodeFor(o.error->code);
}

int runRun(CliContext& ctx) {
    RunOptions o;
    if (int rc = parseRunOptions(ctx, o); rc != Ok) {
        return rc;
    }
    if (int rc = checkProbeArguments(ctx, o); rc != Ok) {
        return rc;
    }
    std::optional<core::Recipe> recipe;
    if (int rc = loadRecipe(ctx, o, recipe); rc != Ok) {
        return rc;
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }

    // Provider, its newest evaluation (a draft is opened when there is none), and the node row for the target.
    const QString actor = cliActor();
    auto placed =
        store->run([&](QSqlDatabase& db) { return core::NodeWorkflow(db).place(o.provider, o.target, actor); });
    if (!placed) {
        return reportError(ctx, placed.error());
    }
    if (o.remoteDir) {
        placed->node.remoteDir = *o.remoteDir;
    }

    core::CancelToken cancel;
    const SigintCancels sigint(cancel);

    // An unknown host key is accepted with --accept-new-host-key or at the terminal (CliPrompter).
    CliPrompter prompter(o.acceptNew, ctx.err);
    core::RemoteSession session(app::sshConnectionFactory(), &prompter);
    if (auto st = session.open(o.target).result(); !st) {
        return reportError(ctx, st.error());
    }

    TerminalProgress progress(o.json);
    CliObserver observer(ctx.out, o.json, progress);
    if (o.account) {
        recordAccountOnCreate(observer, store, ctx.err, *o.account);
    }
    const core::RunRequest request = runRequest(o, *placed, recipe);
    core::RunOrchestrator orchestrator(store, &observer);
    auto orchestrated =
        session
            .submit([&](core::RemoteConnection& conn) {
                return orchestrator.run(conn, request, cancel, [&](const QString& line) { observer.logLine(line); });
            })
            .result();
    progress.clear();
    if (!orchestrated) {
        return reportError(ctx, orchestrated.error());
    }
    const core::RunOutcome& outcome = orchestrated->outcome;
    if (o.json) {
        const QJsonObject deploy = orchestrated->deploy ? deployJson(*orchestrated->deploy) : QJsonObject();
        printJson(ctx.out, store->run([&](QSqlDatabase& db) { return runJson(db, outcome, recipe, deploy); }));
    } else {
        printRunSummary(ctx.out, outcome);
    }
    return runExitCode(ctx, outcome, o.json);
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("run"), kSynopsis,
               QStringLiteral("deploy and run a probe or recipe on a node over SSH, results into the database"), runRun,
               false, printRunHelp);

}  // namespace tb::cli
