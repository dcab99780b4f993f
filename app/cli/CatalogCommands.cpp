// tierbench-cli probes, recipes and runs (issue 12.12): what can run, with descriptions, and what has run, with the
// ids the other commands (verdict --run, chart --run, export) take.
#include "app/cli/BlindCommand.h"
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "core/trust/RunAccounts.h"
#include "core/domain/RunStatus.h"
#include "core/run/ProbeArguments.h"
#include "core/run/ProbeCatalog.h"
#include "core/run/Recipe.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kProbesSynopsis = QStringLiteral("probes [--json]");
const QString kRecipesSynopsis = QStringLiteral("recipes [--json]");
const QString kRunsSynopsis = QStringLiteral(
    "runs (--provider NAME | set-account --run ID --account NAME --account-disclosed yes|no [--note TEXT]) [--json]");

using Opt = core::ProbeArguments::Option;
const Opt kOptions[] = {Opt::Sizes, Opt::Iters, Opt::Repeats, Opt::Warmup, Opt::Backend, Opt::Ranks,
                        Opt::Ops,   Opt::Check, Opt::GemmM,   Opt::GemmN,  Opt::GemmK};

int noArguments(CliContext& ctx, QStringList& args, const QString& synopsis) {
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), synopsis);
    }
    return Ok;
}

int runProbes(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (int rc = noArguments(ctx, args, kProbesSynopsis); rc != Ok) {
        return rc;
    }
    QJsonArray list;
    for (const auto& e : core::ProbeCatalog::entries()) {
        const QString probe = QLatin1String(e.name);
        QJsonArray arguments;
        QStringList text;
        for (Opt o : kOptions) {
            if (!core::ProbeArguments::applies(probe, o)) {
                continue;
            }
            const QString flag = core::ProbeArguments::optionFlag(o);
            const QString def = core::ProbeArguments::defaultText(probe, o);
            arguments.append(QJsonObject{{QStringLiteral("flag"), flag}, {QStringLiteral("default"), def}});
            text << (o == Opt::Check ? flag
                                     : QStringLiteral("%1 %2").arg(flag, def.isEmpty() ? QStringLiteral("V") : def));
        }
        const QString description = core::ProbeCatalog::description(probe);
        list.append(QJsonObject{{QStringLiteral("name"), probe},
                                {QStringLiteral("description"), description},
                                {QStringLiteral("arguments"), arguments}});
        if (!json) {
            ctx.out << QStringLiteral("%1  %2\n").arg(probe, -9).arg(description);
            ctx.out << QStringLiteral("%1  %2\n")
                           .arg(QString(), -9)
                           .arg(text.isEmpty() ? Cli::tr("(no arguments: it inspects the node)")
                                               : text.join(QStringLiteral("  ")));
        }
    }
    if (json) {
        printJson(ctx.out, list);
    } else {
        ctx.out << Cli::tr("Arguments go after `run ... --`; they are checked as the workbench's editor checks them.")
                << Qt::endl;
    }
    return Ok;
}

int runRecipes(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (int rc = noArguments(ctx, args, kRecipesSynopsis); rc != Ok) {
        return rc;
    }
    auto book = core::RecipeBook::load(core::RecipeBook::builtinPath());
    if (!book) {
        return reportError(ctx, book.error());
    }
    QJsonArray list;
    for (const core::Recipe& r : book->recipes()) {
        QJsonArray variants;
        for (const auto& v : r.variants) {
            QJsonArray commands;
            for (const QStringList& c : v.commands) {
                commands.append(QJsonArray::fromStringList(c));
            }
            variants.append(
                QJsonObject{{QStringLiteral("requires"), v.requiredTool}, {QStringLiteral("commands"), commands}});
        }
        list.append(QJsonObject{{QStringLiteral("name"), r.name},
                                {QStringLiteral("title"), r.title},
                                {QStringLiteral("check_item"), r.checkItem},
                                {QStringLiteral("timeout_s"), r.timeoutS},
                                {QStringLiteral("variants"), variants}});
        if (!json) {
            ctx.out << QStringLiteral("%1  %2\n").arg(r.name, -22).arg(r.title);
            for (const auto& v : r.variants) {
                for (const QStringList& c : v.commands) {
                    ctx.out << QStringLiteral("%1    $ %2\n").arg(QString(), -22).arg(c.join(u' '));
                }
            }
        }
    }
    if (json) {
        printJson(ctx.out, list);
    } else {
        ctx.out.flush();
    }
    return Ok;
}

int runRuns(CliContext& ctx) {
    if (!ctx.args.isEmpty() && ctx.args.first() == QLatin1String("set-account")) {
        CliContext sub{ctx.dbPath, ctx.args.mid(1), ctx.out, ctx.err};
        return runSetAccount(sub);
    }
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kRunsSynopsis);
    }
    if (int rc = noArguments(ctx, args, kRunsSynopsis); rc != Ok) {
        return rc;
    }
    if (!provider->has_value()) {
        return usageError(ctx, Cli::tr("runs needs --provider NAME."), kRunsSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kRunsSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString name = **provider;
    QHash<qint64, core::RunAccount> accounts;
    auto runs = store->run([name, &accounts](QSqlDatabase& db) -> core::Result<QVector<core::RunRecord>> {
        auto p = core::ProviderRepository(db).findByName(name);
        if (!p) {
            return p.error();
        }
        accounts = core::RunAccounts(db).forProvider(p->id).valueOr(QHash<qint64, core::RunAccount>{});
        return core::RunRepository(db).runsForProvider(p->id);
    });
    if (!runs) {
        return reportError(ctx, runs.error());
    }
    QJsonArray list;
    if (!json) {
        ctx.out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                       .arg(QStringLiteral("ID"), 6)
                       .arg(QStringLiteral("KIND"), -7)
                       .arg(QStringLiteral("STATUS"), -11)
                       .arg(QStringLiteral("PROBE"), -14)
                       .arg(QStringLiteral("OPERATION"), -14)
                       .arg(QStringLiteral("STARTED"));
    }
    for (const core::RunRecord& r : *runs) {
        const QJsonValue evaluation = r.evaluationId ? QJsonValue(*r.evaluationId) : QJsonValue(QJsonValue::Null);
        const QJsonValue node = r.nodeId ? QJsonValue(*r.nodeId) : QJsonValue(QJsonValue::Null);
        list.append(QJsonObject{
            {QStringLiteral("id"), r.id},
            {QStringLiteral("kind"), core::runKindKey(r.kind)},
            {QStringLiteral("status"), core::runStatusKey(r.status)},
            {QStringLiteral("probe"), r.probe},
            {QStringLiteral("operation"), r.operation},
            {QStringLiteral("evaluation_id"), evaluation},
            {QStringLiteral("node_id"), node},
            {QStringLiteral("source"), r.sourceName},
            {QStringLiteral("started_at"), r.startedAt},
            {QStringLiteral("ended_at"), r.endedAt},
            {QStringLiteral("account"),
             accounts.contains(r.id) ? QJsonValue(accounts.value(r.id).account) : QJsonValue()},
            {QStringLiteral("account_obtained"),
             accounts.contains(r.id) ? QJsonValue(core::RunAccounts::obtainedKey(accounts.value(r.id).obtained))
                                     : QJsonValue()}});
        if (!json) {
            ctx.out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                           .arg(r.id, 6)
                           .arg(core::runKindKey(r.kind), -7)
                           .arg(core::runStatusKey(r.status), -11)
                           .arg(r.probe.isEmpty() ? QStringLiteral("-") : oneLine(r.probe), -14)
                           .arg(r.operation.isEmpty() ? QStringLiteral("-") : oneLine(r.operation), -14)
                           .arg(r.startedAt);
            if (accounts.contains(r.id)) {
                ctx.out << QStringLiteral("  [%1, %2]")
                               .arg(oneLine(accounts.value(r.id).account),
                                    core::RunAccounts::obtainedKey(accounts.value(r.id).obtained));
            }
        }
    }
    if (json) {
        printJson(ctx.out, list);
    } else {
        ctx.out.flush();
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("probes"), kProbesSynopsis,
               Cli::tr("List the probes with what each measures and its arguments with defaults."), runProbes);
TB_CLI_COMMAND(QStringLiteral("recipes"), kRecipesSynopsis,
               Cli::tr("List the timing recipes with their exact commands."), runRecipes);
TB_CLI_COMMAND(QStringLiteral("runs"), kRunsSynopsis, Cli::tr("List a provider's runs with their ids."), runRuns);

}  // namespace tb::cli
