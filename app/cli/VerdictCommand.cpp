// tierbench-cli verdict set (issue 12.12): a checklist item's verdict from a script, with its evidence text and the
// runs it rests on, in one transaction through the workbench's use case, audited under the Preferences' reviewer name.
#include "app/cli/CliSupport.h"
#include "app/cli/EvaluationLookup.h"
#include "core/store/EvaluationRepository.h"
#include "core/usecase/EvaluationWorkflow.h"

#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kVerdictSynopsis = QStringLiteral(
    "verdict set --provider NAME [--evaluation ID] --item KEY --verdict pass|partial|fail|na|unknown "
    "[--evidence TEXT] [--run ID]... [--if-version N] [--json]");

int runVerdict(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    if (args.isEmpty() || args.takeFirst() != QLatin1String("set")) {
        return usageError(ctx, Cli::tr("verdict needs set."), kVerdictSynopsis);
    }
    qint64 ifVersion = 0;  // the verdict's row_version the script read: refused (exit 21) when it moved on
    if (const QString problem = takeIfVersion(args, &ifVersion); !problem.isEmpty()) {
        return usageError(ctx, problem, kVerdictSynopsis);
    }
    std::optional<QString> provider, evaluation, item, verdict, evidence;
    const std::pair<const char*, std::optional<QString>*> options[] = {{"--provider", &provider},
                                                                       {"--evaluation", &evaluation},
                                                                       {"--item", &item},
                                                                       {"--verdict", &verdict},
                                                                       {"--evidence", &evidence}};
    for (const auto& [name, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(name));
        if (!v) {
            return usageError(ctx, v.error().message, kVerdictSynopsis);
        }
        *slot = *v;
    }
    auto runs = takeAll(args, QStringLiteral("--run"));
    if (!runs) {
        return usageError(ctx, runs.error().message, kVerdictSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kVerdictSynopsis);
    }
    if (!provider || !item || !verdict) {
        return usageError(ctx, Cli::tr("verdict set needs --provider, --item and --verdict."), kVerdictSynopsis);
    }
    const auto v = core::verdictFromKey(*verdict);
    if (!v) {
        return usageError(ctx, Cli::tr("--verdict must be pass, partial, fail, na or unknown, not %1.").arg(*verdict),
                          kVerdictSynopsis);
    }
    qint64 evaluationId = 0;
    if (evaluation) {
        bool ok = false;
        evaluationId = evaluation->toLongLong(&ok);
        if (!ok || evaluationId <= 0) {
            return usageError(ctx, Cli::tr("--evaluation needs an id (a number)."), kVerdictSynopsis);
        }
    }
    QList<qint64> runIds;
    for (const QString& r : *runs) {
        bool ok = false;
        runIds << r.toLongLong(&ok);
        if (!ok || runIds.last() <= 0) {
            return usageError(ctx, Cli::tr("--run needs a run id (a number; `runs` lists them)."), kVerdictSynopsis);
        }
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kVerdictSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString actor = cliActor();
    auto saved = store->run([&](QSqlDatabase& db) -> core::Result<core::VerdictRecord> {
        auto e = evaluationOf(db, *provider, evaluationId);
        if (!e) {
            return e.error();
        }
        auto checklist = core::EvaluationRepository(db).checklist(e->id);
        if (!checklist) {
            return checklist.error();
        }
        qint64 itemId = 0;
        for (const auto& c : checklist->rubric.criteria) {
            for (const auto& i : c.items) {
                if (i.key == *item) {
                    itemId = i.id;
                }
            }
        }
        if (itemId == 0) {
            return core::makeError(core::ErrorCode::NotFound,
                                   Cli::tr("Rubric %1 has no item %2 (`rubric --version %1` lists them).")
                                       .arg(checklist->rubric.version, *item));
        }
        // The verdict and its evidence links land together or not at all.
        return core::EvaluationWorkflow(db).setVerdictWithRuns(e->id, itemId, *v, evidence.value_or(QString()), runIds,
                                                               actor, ifVersion);
    });
    if (!saved) {
        return reportError(ctx, saved.error());
    }
    QJsonObject o = core::verdictToJson(*saved);
    o.insert(QStringLiteral("item"), *item);
    o.insert(QStringLiteral("row_version"), saved->rowVersion);  // what --if-version names
    o.insert(QStringLiteral("changed_by"), saved->changedBy);
    QJsonArray linked;
    for (qint64 r : runIds) {
        linked.append(r);
    }
    o.insert(QStringLiteral("runs"), linked);
    if (json) {
        printJson(ctx.out, o);
    } else {
        ctx.out << Cli::tr("%1: %2").arg(*item, core::verdictKey(saved->verdict)) << Qt::endl;
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("verdict"), kVerdictSynopsis,
               Cli::tr("Set a checklist item's verdict with its evidence text and runs."), runVerdict);

}  // namespace tb::cli
