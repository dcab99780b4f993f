// tierbench-cli tier assign (issue 12.12): a tier for the provider's newest evaluation from a script, in one
// transaction with the conflict check (18.6), through the workbench's use case and audited under the Preferences'
// reviewer name.
#include "app/cli/CliSupport.h"
#include "app/cli/ConflictGate.h"
#include "app/cli/EvaluationLookup.h"
#include "core/settings/AnalystSettings.h"
#include "core/store/Transaction.h"
#include "core/usecase/RatingWorkflow.h"

#include <QJsonObject>

namespace tb::cli {
namespace {

const QString kTierSynopsis = QStringLiteral(
    "tier assign --provider NAME --tier KEY [--justification TEXT] [--reason KEY] [--acknowledge] "
    "[--json]");

int runTier(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool acknowledge = takeFlag(args, QStringLiteral("--acknowledge"));
    if (args.isEmpty() || args.takeFirst() != QLatin1String("assign")) {
        return usageError(ctx, Cli::tr("tier needs assign."), kTierSynopsis);
    }
    std::optional<QString> provider, tier, justification, reason;
    const std::pair<const char*, std::optional<QString>*> options[] = {
        {"--provider", &provider}, {"--tier", &tier}, {"--justification", &justification}, {"--reason", &reason}};
    for (const auto& [option, slot] : options) {
        auto v = takeOption(args, QString::fromLatin1(option));
        if (!v) {
            return usageError(ctx, v.error().message, kTierSynopsis);
        }
        *slot = *v;
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kTierSynopsis);
    }
    if (!provider || !tier) {
        return usageError(ctx, Cli::tr("tier assign needs --provider and --tier."), kTierSynopsis);
    }
    const auto t = core::tierFromKey(*tier);
    if (!t) {
        return usageError(
            ctx, Cli::tr("Unknown tier %1 (platinum, gold, silver, bronze, underperforming, unavailable).").arg(*tier),
            kTierSynopsis);
    }
    if (*t == core::Tier::Unavailable && !reason) {
        return usageError(ctx,
                          Cli::tr("Unavailable needs --reason (not_launched, sold_out, government_only, "
                                  "access_refused, other)."),
                          kTierSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kTierSynopsis, store); rc != Ok) {
        return rc;
    }
    core::TierAssignment a;
    a.tier = *t;
    a.unavailableReason = reason.value_or(QString());
    a.justification = justification.value_or(QString());
    a.actor = cliActor();
    auto id = store->run([&](QSqlDatabase& db) -> core::Result<qint64> {
        auto e = evaluationOf(db, *provider, 0);
        if (!e) {
            return e.error();
        }
        a.providerId = e->providerId;
        a.evaluationId = e->id;
        // The evaluation's reviewer and whoever assigns: a current conflict of either is the use case's question
        // (18.6), answered by --acknowledge; acknowledged, it is printed before the work.
        a.conflictsAcknowledged = acknowledge;
        if (acknowledge) {
            warnOfConflicts(db, {e->reviewer, a.actor}, e->providerId, ctx.err);
        }
        // The suggestion it is compared with uses the Rating tab's interview weight, as the tab does; a differing
        // tier needs a justification.
        return core::RatingWorkflow(db, core::AnalystSettings::ratingConfig()).assignTier(a);
    });
    if (!id && reportConflictRefusal(id.error(), ctx.err)) {
        return ConflictRefused;
    }
    if (!id) {
        return reportError(ctx, id.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("id"), *id}, {QStringLiteral("tier"), core::tierKey(*t)}});
    } else {
        ctx.out << Cli::tr("%1 assigned %2.").arg(*provider, core::tierName(*t)) << Qt::endl;
    }
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("tier"), kTierSynopsis,
               Cli::tr("Assign a tier to the provider's newest evaluation (a justification when it differs from "
                       "the suggestion)."),
               runTier);

}  // namespace tb::cli
