// tierbench-cli run: log in to a node, deploy the probes (content-hashed, cached), run a probe or a recipe and store
// everything under the provider's evaluation. SIGINT, SIGTERM and SIGHUP cancel the run and its remote process group.
#include "app/cli/CliSupport.h"
#include "app/wiring/RemoteWiring.h"
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

#include <csignal>
#include <cstdio>
#include <iostream>

#include <termios.h>
#include <unistd.h>

namespace tb::cli {
namespace {
const QString kSynopsis = QStringLiteral(
    "run --provider NAME --target [user@]host[:port] [--jump SPEC] [--identity FILE] [--known-hosts FILE] "
    "[--accept-new-host-key] [--rekey-node] (--probe NAME | --recipe NAME) [--recipes FILE] [--probes-dir DIR] "
    "[--remote-dir DIR] "
    "[--timeout S] [--json]");

core::CancelToken* g_cancel = nullptr;
constexpr int kCancellingSignals[] = {SIGINT, SIGTERM, SIGHUP};
extern "C" void onSigint(int) {
    if (g_cancel) {
        g_cancel->cancel();  // an atomic store: async-signal-safe
    }
}

// Answers the connection's questions from the options and, on a terminal, from the person at it.
class CliPrompter : public core::RemotePrompter {
public:
    CliPrompter(bool acceptNew, QTextStream& err) : m_acceptNew(acceptNew), m_err(err) {}
    bool acceptHostKey(const core::HostKeyInfo& key) override {
        m_err << Cli::tr("The host key of %1 is not known: %2 %3").arg(key.host, key.type, key.fingerprint) << '\n';
        if (m_acceptNew) {
            m_err << Cli::tr("Accepted (--accept-new-host-key) and added to %1").arg(key.knownHostsFile) << '\n';
            m_err.flush();
            return true;
        }
        if (!::isatty(STDIN_FILENO)) {
            m_err << Cli::tr("Refused: pass --accept-new-host-key after checking the fingerprint with the provider")
                  << '\n';
            m_err.flush();
            return false;
        }
        m_err << Cli::tr("Trust it and add it to %1? [y/N] ").arg(key.knownHostsFile);
        m_err.flush();
        std::string line;
        std::getline(std::cin, line);
        return line == "y" || line == "Y" || line == "yes";
    }
    std::optional<QString> passphrase(const QString& keyFile, int attempt) override {
        if (!::isatty(STDIN_FILENO)) {
            return std::nullopt;
        }
        m_err << Cli::tr("Passphrase for %1%2: ").arg(keyFile, attempt > 1 ? Cli::tr(" (again)") : QString());
        m_err.flush();
        termios old{};
        ::tcgetattr(STDIN_FILENO, &old);
        termios quiet = old;
        quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
        std::string line;
        std::getline(std::cin, line);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &old);
        m_err << '\n';
        if (line.empty()) {
            return std::nullopt;
        }
        QString answer = QString::fromStdString(line);
        std::fill(line.begin(), line.end(), '\0');
        return answer;
    }

private:
    bool m_acceptNew;
    QTextStream& m_err;
};

// Prints progress lines as events arrive (not with --json).
class CliObserver : public core::RunObserver {
public:
    CliObserver(QTextStream& out, bool quiet) : m_out(out), m_quiet(quiet) {}
    void runCreated(qint64 runId) override {
        if (!m_quiet) {
            m_out << Cli::tr("run %1 started").arg(runId) << '\n';
            m_out.flush();
        }
    }
    void runEvents(qint64, const QVector<core::ProbeEvent>& events) override {
        if (m_quiet) {
            return;
        }
        for (const core::ProbeEvent& e : events) {
            if (e.type == core::ProbeEventType::Check) {
                m_out << QStringLiteral("  %1 %2 %3")
                             .arg(e.finding.status.toUpper(), -5)
                             .arg(e.finding.key, e.finding.detail)
                      << '\n';
            } else if (e.type == core::ProbeEventType::Sample) {
                m_out << QStringLiteral("  %1 = %2 %3").arg(e.sample.metric).arg(e.sample.value).arg(e.sample.unit)
                      << '\n';
            }
        }
        m_out.flush();
    }

private:
    QTextStream& m_out;
    bool m_quiet;
};

int runRun(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool acceptNew = takeFlag(args, QStringLiteral("--accept-new-host-key"));
    const bool rekeyNode = takeFlag(args, QStringLiteral("--rekey-node"));
    std::optional<QString> provider, targetSpec, jump, identity, knownHosts, probe, recipe, recipesFile, probesDir,
        remoteDir, timeout;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--provider", &provider},    {"--target", &targetSpec},      {"--jump", &jump},
        {"--identity", &identity},    {"--known-hosts", &knownHosts}, {"--probe", &probe},
        {"--recipe", &recipe},        {"--recipes", &recipesFile},    {"--probes-dir", &probesDir},
        {"--remote-dir", &remoteDir}, {"--timeout", &timeout}};
    for (const auto& [name, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, kSynopsis);
        }
        *slot = *v;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("unexpected argument %1").arg(args.first()), kSynopsis);
    }
    if (!provider || !targetSpec || probe.has_value() == recipe.has_value()) {
        return usageError(ctx, Cli::tr("--provider, --target and one of --probe or --recipe are needed"), kSynopsis);
    }
    auto target = core::SshTarget::parse(*targetSpec);
    if (!target) {
        return usageError(ctx, target.error().message, kSynopsis);
    }
    target->jump = jump.value_or(QString());
    target->identityFile = identity.value_or(QString());
    target->knownHostsFile = knownHosts.value_or(QString());
    if (remoteDir) {
        if (auto st = core::RemotePath::validate(*remoteDir); !st) {
            return reportError(ctx, st.error());  // exit 5, before anything is opened or connected
        }
    }
    int timeoutS = 0;
    if (timeout) {
        bool ok = false;
        timeoutS = timeout->toInt(&ok);
        if (!ok || timeoutS <= 0) {
            return usageError(ctx, Cli::tr("--timeout needs a positive number of seconds"), kSynopsis);
        }
    }
    std::optional<core::Recipe> theRecipe;
    if (recipe) {
        auto book = core::RecipeBook::load(recipesFile.value_or(core::RecipeBook::builtinPath()));
        if (!book) {
            return reportError(ctx, book.error());
        }
        theRecipe = book->find(*recipe);
        if (!theRecipe) {
            return reportError(ctx,
                               core::makeError(core::ErrorCode::NotFound, Cli::tr("No recipe named %1").arg(*recipe)));
        }
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }

    // Provider, its newest evaluation (a draft is opened when there is none), and the node row for the target.
    const core::SshTarget t = *target;
    auto placed = store->run(
        [&](QSqlDatabase& db) { return core::NodeWorkflow(db).place(*provider, t, QStringLiteral("tierbench-cli")); });
    if (!placed) {
        return reportError(ctx, placed.error());
    }
    if (remoteDir) {
        placed->node.remoteDir = *remoteDir;
    }

    core::CancelToken cancel;
    g_cancel = &cancel;
    // SIGTERM (kill, systemd, a CI timeout) and SIGHUP (the terminal went away) end the run the way Ctrl-C does:
    // cancelled, the remote group killed, the database whole. Left at their defaults they killed the CLI and left
    // the run `running` and the remote process alive (issue 13.8).
    struct sigaction sa {};
    sa.sa_handler = &onSigint;
    for (int sig : kCancellingSignals) {
        ::sigaction(sig, &sa, nullptr);
    }
    struct Restore {
        ~Restore() {
            for (int sig : kCancellingSignals) {
                ::signal(sig, SIG_DFL);
            }
            g_cancel = nullptr;
        }
    } restore;

    CliPrompter prompter(acceptNew, ctx.err);
    core::RemoteSession session(app::sshConnectionFactory(), &prompter);
    if (auto st = session.open(t).result(); !st) {
        return reportError(ctx, st.error());
    }

    CliObserver observer(ctx.out, json);
    core::RunRequest request;
    request.providerId = placed->providerId;
    request.evaluationId = placed->evaluationId;
    request.nodeId = placed->node.id;
    request.providerName = placed->providerName;
    request.remoteDir = placed->node.remoteDir;
    request.launcher = placed->node.launcher;
    request.recipe = theRecipe;
    request.probe = probe.value_or(QString());
    request.probesDir = probesDir.value_or(core::ProbeBundle::defaultSourcesDir());
    request.timeoutS = timeoutS;
    request.rekeyNode = rekeyNode;
    request.actor = QStringLiteral("tierbench-cli");
    core::RunOrchestrator orchestrator(store, &observer);
    QJsonObject deployJson;
    auto orchestrated = session
                            .submit([&](core::RemoteConnection& conn) {
                                return orchestrator.run(conn, request, cancel, [&](const QString& line) {
                                    if (!json) {
                                        ctx.out << line << '\n';
                                        ctx.out.flush();
                                    }
                                });
                            })
                            .result();
    if (orchestrated && orchestrated->deploy) {
        const core::DeployResult& d = *orchestrated->deploy;
        deployJson = QJsonObject{{QStringLiteral("bundle"), d.hash},
                                 {QStringLiteral("cached"), d.cached},
                                 {QStringLiteral("seconds"), d.seconds},
                                 {QStringLiteral("plan"), d.plan.reason}};
    }
    core::Result<core::RunOutcome> outcome = orchestrated ? core::Result<core::RunOutcome>(orchestrated->outcome)
                                                          : core::Result<core::RunOutcome>(orchestrated.error());
    if (!outcome) {
        return reportError(ctx, outcome.error());
    }
    const core::RunOutcome o = *outcome;
    if (json) {
        auto doc = store->run([&](QSqlDatabase& db) {
            core::RunRepository repo(db);
            QJsonArray facts, checks, samples;
            for (const core::FindingRecord& f : repo.findings(o.runId)) {
                if (f.kind == QStringLiteral("fact")) {
                    facts << QJsonObject{{QStringLiteral("key"), f.key}, {QStringLiteral("value"), f.value}};
                } else {
                    checks << QJsonObject{{QStringLiteral("key"), f.key},
                                          {QStringLiteral("status"), f.status},
                                          {QStringLiteral("value"), f.value},
                                          {QStringLiteral("detail"), f.detail}};
                }
            }
            for (const core::SampleRecord& s : repo.samples(o.runId)) {
                QJsonObject so{{QStringLiteral("metric"), s.metric},
                               {QStringLiteral("value"), s.value},
                               {QStringLiteral("unit"), s.unit}};
                if (s.sizeBytes) {
                    so.insert(QStringLiteral("size_bytes"), *s.sizeBytes);
                }
                if (theRecipe && s.metric == theRecipe->metric()) {
                    so.insert(QStringLiteral("tier"), theRecipe->tierFor(s.value));
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
            }
            if (!deployJson.isEmpty()) {
                root.insert(QStringLiteral("deploy"), deployJson);
            }
            return root;
        });
        printJson(ctx.out, doc);
    } else {
        ctx.out << Cli::tr("run %1: %2").arg(o.runId).arg(core::runStatusKey(o.status));
        if (o.exitCode) {
            ctx.out << Cli::tr(" (exit %1)").arg(*o.exitCode);
        }
        ctx.out << '\n'
                << Cli::tr("%1 facts, %2 checks (%3 failed), %4 samples")
                       .arg(o.facts)
                       .arg(o.checks)
                       .arg(o.failedChecks)
                       .arg(o.samples)
                << '\n';
        ctx.out.flush();
    }
    if (o.status == core::RunStatus::Ok) {
        return Ok;
    }
    if (o.error) {
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
    return ProbeFailed;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("run"), kSynopsis,
               QStringLiteral("deploy and run a probe or recipe on a node over SSH, results into the database"),
               runRun);

}  // namespace tb::cli
