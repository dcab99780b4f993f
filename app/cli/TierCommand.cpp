// tierbench-cli tier assign (issue 12.12): a tier for the provider's newest evaluation from a script, in one
// transaction with the conflict check (18.6), through the workbench's use case and audited under the Preferences'
// reviewer name. tier unable-to-test (issue 33.1) marks that evaluation with ClusterMAX 3.0's "unable to test" (no
// tier; not the tier Unavailable) or clears the mark, the same way; `assign --tier unable_to_test` marks it too, and
// assigning a tier clears it.
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
    "tier assign --provider NAME --tier KEY|unable_to_test [--justification TEXT] [--reason KEY] [--acknowledge] "
    "[--json] | tier unable-to-test --provider NAME [--clear] [--acknowledge] [--json]");

int runUnableToTest(CliContext& ctx, const QString& provider, bool clear, bool acknowledge, bool json) {
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kTierSynopsis, store); rc != Ok) {
        return rc;
    }
    core::UnableToTestMark m;
    m.unableToTest = !clear;
    m.actor = cliActor();
    m.conflictsAcknowledged = acknowledge;
    auto done = store->run([&](QSqlDatabase& db) -> core::Status {
        auto e = evaluationOf(db, provider, 0);
        if (!e) {
            return e.error();
        }
        m.providerId = e->providerId;
        m.evaluationId = e->id;
        if (acknowledge) {
            warnOfConflicts(db, {e->reviewer, m.actor}, e->providerId, ctx.err);
        }
        return core::RatingWorkflow(db, core::AnalystSettings::ratingConfig()).setUnableToTest(m);
    });
    if (!done && reportConflictRefusal(done.error(), ctx.err)) {
        return ConflictRefused;
    }
    if (!done) {
        return reportError(ctx, done.error());
    }
    if (json) {
        printJson(ctx.out, QJsonObject{{QStringLiteral("evaluation_id"), m.evaluationId},
                                       {QString::fromLatin1(core::kUnableToTestKey), m.unableToTest}});
    } else if (m.unableToTest) {
        ctx.out << Cli::tr("%1: %2 (no tier).").arg(provider, core::unableToTestName()) << Qt::endl;
    } else {
        ctx.out << Cli::tr("%1 is no longer marked unable to test.").arg(provider) << Qt::endl;
    }
    return Ok;
}

int runTier(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    const bool acknowledge = takeFlag(args, QStringLiteral("--acknowledge"));
    const QString sub = args.isEmpty() ? QString() : args.takeFirst();
    if (sub == QLatin1String("unable-to-test")) {
        const bool clear = takeFlag(args, QStringLiteral("--clear"));
        auto provider = takeOption(args, QStringLiteral("--provider"));
        if (!provider) {
            return usageError(ctx, provider.error().message, kTierSynopsis);
        }
        if (!args.isEmpty()) {
            return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kTierSynopsis);
        }
        if (!*provider) {
            return usageError(ctx, Cli::tr("tier unable-to-test needs --provider."), kTierSynopsis);
        }
        return runUnableToTest(ctx, **provider, clear, acknowledge, json);
    }
    if (sub != QLatin1String("assign")) {
        return usageError(ctx, Cli::tr("tier needs assign or unable-to-test."), kTierSynopsis);
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
    if (*tier == QLatin1String(core::kUnableToTestKey)) {
        if (reason || justification) {
            return usageError(ctx, Cli::tr("unable_to_test is not a tier: it takes no --reason or --justification."),
                              kTierSynopsis);
        }
        return runUnableToTest(ctx, *provider, false, acknowledge, json);
    }
    const auto t = core::tierFromKey(*tier);
    if (!t) {
        return usageError(ctx, Cli::tr("Unknown tier %1 (%2, or unable_to_test).").arg(*tier, core::tierKeyList()),
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
                       "the suggestion), or mark it unable to test (no tier) and clear that mark."),
               runTier);

}  // namespace tb::cli
