// tierbench-cli rate: a provider's suggested tier, the gates it hit and the explained per-criterion scores.
#include "app/cli/CliSupport.h"
#include "app/cli/TerminalText.h"
#include "core/domain/Contribution.h"
#include "core/rating/Gate.h"
#include "core/rating/ScoringMinimums.h"
#include "core/rating/TierSuggester.h"
#include "core/settings/AnalystSettings.h"
#include "core/usecase/RatingWorkflow.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace tb::cli {
namespace {
const QString kSynopsis = QStringLiteral("rate --provider NAME [--json]");

QJsonValue num(std::optional<double> v) {
    return v ? QJsonValue(std::round(*v * 100.0) / 100.0) : QJsonValue(QJsonValue::Null);
}

int runRate(CliContext& ctx) {
    QStringList args = ctx.args;
    const bool json = takeFlag(args, QStringLiteral("--json"));
    auto provider = takeOption(args, QStringLiteral("--provider"));
    if (!provider) {
        return usageError(ctx, provider.error().message, kSynopsis);
    }
    if (!args.isEmpty()) {
        return usageError(ctx, Cli::tr("Unknown argument: %1").arg(args.first()), kSynopsis);
    }
    if (!provider->has_value()) {
        return usageError(ctx, Cli::tr("rate needs --provider NAME."), kSynopsis);
    }
    std::shared_ptr<core::Store> store;
    if (int rc = openStoreForCommand(ctx, kSynopsis, store); rc != Ok) {
        return rc;
    }
    const QString name = **provider;
    // Measured results against the baselines move the suggestions, as they do in the GUI.
    const auto config = core::AnalystSettings::ratingConfig();  // the Rating tab's interview weight
    auto rating =
        store->run([name, config](QSqlDatabase& db) { return core::RatingWorkflow(db, config).rateByName(name); });
    if (!rating) {
        return reportError(ctx, rating.error());
    }
    const core::ProviderRating& r = *rating;
    const auto& s = r.suggestion;
    if (json) {
        QJsonArray gates;
        for (const core::GateHit& g : s.gates) {
            gates.append(QJsonObject{{QStringLiteral("gate"), core::gateKey(g.gate)},
                                     {QStringLiteral("name"), core::gateName(g.gate)},
                                     {QStringLiteral("item"), g.itemKey}});
        }
        QJsonArray criteria;
        for (const core::CriterionSuggestion& c : r.criteria) {
            QJsonArray contributions;
            for (const core::Contribution& k : c.contributions) {
                contributions.append(QJsonObject{{QStringLiteral("kind"), core::contributionKindKey(k.kind)},
                                                 {QStringLiteral("label"), k.label},
                                                 {QStringLiteral("detail"), k.detail},
                                                 {QStringLiteral("delta"), std::round(k.delta * 1000.0) / 1000.0}});
            }
            const auto stored = r.stored.value(c.criterionId);
            criteria.append(QJsonObject{{QStringLiteral("key"), c.key},
                                        {QStringLiteral("name"), c.name},
                                        {QStringLiteral("weight"), c.weight},
                                        {QStringLiteral("suggested"), num(c.score)},
                                        {QStringLiteral("final"), num(stored.finalScore)},
                                        {QStringLiteral("confidence"), std::round(c.confidence * 100.0) / 100.0},
                                        {QStringLiteral("items"), c.itemCount},
                                        {QStringLiteral("decided"), c.decidedCount},
                                        {QStringLiteral("decided_needed"), c.decidedNeeded},
                                        {QStringLiteral("scored"), !c.belowMinimum()},
                                        {QStringLiteral("contributions"), contributions}});
        }
        printJson(ctx.out, QJsonObject{{QStringLiteral("provider"), r.providerName},
                                       {QStringLiteral("evaluation_id"), r.evaluation.id},
                                       {QStringLiteral("suggested_tier"), s.tier ? core::tierKey(*s.tier) : QString()},
                                       {QStringLiteral("total"), num(r.total)},
                                       {QStringLiteral("rank"), s.standing.rank},
                                       {QStringLiteral("peers"), s.standing.peerCount},
                                       {QStringLiteral("unavailable_reason"), s.unavailableReason},
                                       {QString::fromLatin1(core::kUnableToTestKey), s.unableToTest},
                                       {QStringLiteral("scored_criteria"), r.coverage.scoredCriteria},
                                       {QStringLiteral("criteria_count"), r.coverage.criteria},
                                       {QStringLiteral("scored_criteria_needed"), r.coverage.needed},
                                       {QStringLiteral("rated"), r.coverage.rated()},
                                       {QStringLiteral("gates"), gates},
                                       {QStringLiteral("reasons"), QJsonArray::fromStringList(s.reasons)},
                                       {QStringLiteral("delivery"), QJsonArray::fromStringList(r.delivery)},
                                       {QStringLiteral("criteria"), criteria}});
        return Ok;
    }
    ctx.out << oneLine(r.providerName) << u'\n';
    ctx.out << Cli::tr("Suggested tier: %1")
                   .arg(s.tier           ? core::tierName(*s.tier)
                        : s.unableToTest ? core::unableToTestName()
                                         : Cli::tr("none"))
            << u'\n';
    for (const QString& reason : s.reasons) {
        ctx.out << QStringLiteral("  - ") << reason << u'\n';
    }
    if (!r.delivery.isEmpty()) {
        ctx.out << Cli::tr("Delivery (explained, not scored):") << u'\n';
        for (const QString& line : r.delivery) {
            ctx.out << QStringLiteral("  - ") << line << u'\n';
        }
    }
    ctx.out << Cli::tr("Scored criteria: %1 of %2 (a tier needs %3)")
                   .arg(r.coverage.scoredCriteria)
                   .arg(r.coverage.criteria)
                   .arg(r.coverage.needed)
            << u'\n';
    ctx.out << QStringLiteral("  ") << core::ScoringMinimums().describe() << u'\n';
    ctx.out << Cli::tr("Gates hit: %1").arg(s.gates.isEmpty() ? Cli::tr("none") : QString()) << u'\n';
    for (const core::GateHit& g : s.gates) {
        ctx.out << QStringLiteral("  - ") << core::gateName(g.gate) << QStringLiteral(" (") << g.itemTitle << u')'
                << u'\n';
    }
    for (const core::CriterionSuggestion& c : r.criteria) {
        const auto stored = r.stored.value(c.criterionId);
        ctx.out << u'\n' << c.name << QStringLiteral(": ")
                << (c.score            ? QString::number(*c.score, 'f', 2)
                    : c.belowMinimum() ? Cli::tr("not scored, %1 of %2 items decided (needs %3)")
                                             .arg(c.decidedCount)
                                             .arg(c.itemCount)
                                             .arg(c.decidedNeeded)
                                       : Cli::tr("no evidence"))
                << (stored.finalScore ? Cli::tr(" (final %1)").arg(*stored.finalScore, 0, 'f', 2) : QString())
                << Cli::tr("  weight %1, confidence %2%").arg(c.weight).arg(qRound(c.confidence * 100)) << u'\n';
        for (const core::Contribution& k : c.contributions) {
            ctx.out << QStringLiteral("    %1 %2: %3\n")
                           .arg(k.delta >= 0 ? QStringLiteral("+%1").arg(k.delta, 0, 'f', 2)
                                             : QString::number(k.delta, 'f', 2),
                                k.label, k.detail);
        }
    }
    ctx.out.flush();
    return Ok;
}

}  // namespace

TB_CLI_COMMAND(QStringLiteral("rate"), kSynopsis,
               Cli::tr("Show a provider's suggested tier, gates and explained scores."), runRate);

}  // namespace tb::cli
