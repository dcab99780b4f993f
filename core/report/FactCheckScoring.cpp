#include "core/report/FactCheckScoring.h"

#include "core/domain/Tier.h"
#include "core/rating/BaselineMeasurementSource.h"
#include "core/rating/CalculatorCostSource.h"
#include "core/rating/TierSuggester.h"
#include "core/store/RatingRepository.h"

#include <QJsonArray>

#include <cmath>

namespace tb::core {
namespace {

QJsonValue optionalNumber(std::optional<double> v) {
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

std::optional<double> numberOrNone(const QJsonValue& v) {
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

QString scoreText(std::optional<double> v) {
    return v ? QString::number(*v, 'f', 2) : QStringLiteral("-");
}

}  // namespace

Result<ScoringInput> FactCheckScoring::input(QSqlDatabase& db, const ProviderRating& rating,
                                             const RatingConfig& config) {
    auto in = RatingRepository(db).scoringInput(rating.evaluation);
    if (!in) {
        return in.error();
    }
    in->measurements = BaselineMeasurementSource().measuredEvidence(db, rating.evaluation.id);
    auto costs = CalculatorCostSource().costEvidence(db, config.pricingScenario);
    if (!costs) {
        return costs.error();
    }
    CostEvidence cost = costs->value(rating.providerId);
    if (!costs->contains(rating.providerId)) {
        cost.scenarioKey = config.pricingScenario;
        cost.explanation = CalculatorCostSource::noPriceReason();
    }
    in->cost = cost;
    return in;
}

QJsonObject FactCheckScoring::inputToJson(const ScoringInput& in) {
    QJsonArray criteria, verdicts, measurements, sentiments;
    for (const CriterionInfo& c : in.criteria) {
        criteria.append(QJsonObject{{QStringLiteral("id"), double(c.id)},
                                    {QStringLiteral("key"), c.key},
                                    {QStringLiteral("name"), c.name},
                                    {QStringLiteral("weight"), c.weight}});
    }
    for (const CheckVerdictInput& v : in.verdicts) {
        verdicts.append(QJsonObject{{QStringLiteral("criterion"), v.criterionKey},
                                    {QStringLiteral("item"), v.itemKey},
                                    {QStringLiteral("title"), v.title},
                                    {QStringLiteral("weight"), v.weight},
                                    {QStringLiteral("verdict"), verdictKey(v.verdict)},
                                    {QStringLiteral("gate"), v.gate}});
    }
    for (const MeasuredEvidence& m : in.measurements) {
        measurements.append(QJsonObject{{QStringLiteral("criterion"), m.criterionKey},
                                        {QStringLiteral("name"), m.name},
                                        {QStringLiteral("percent_of_expected"), m.percentOfExpected},
                                        {QStringLiteral("band"), m.band}});
    }
    for (const SentimentInput& s : in.sentiments) {
        sentiments.append(QJsonObject{{QStringLiteral("criterion"), s.criterionKey},
                                      {QStringLiteral("sentiment"), s.sentiment},
                                      {QStringLiteral("label"), s.label}});
    }
    QJsonObject o{{QStringLiteral("criteria"), criteria},
                  {QStringLiteral("verdicts"), verdicts},
                  {QStringLiteral("measurements"), measurements},
                  {QStringLiteral("sentiments"), sentiments}};
    if (in.cost) {
        o.insert(QStringLiteral("cost"), QJsonObject{{QStringLiteral("criterion"), in.cost->criterionKey},
                                                     {QStringLiteral("scenario"), in.cost->scenarioKey},
                                                     {QStringLiteral("score"), optionalNumber(in.cost->score)},
                                                     {QStringLiteral("effective_usd"), in.cost->effectiveUsd},
                                                     {QStringLiteral("explanation"), in.cost->explanation}});
    }
    return o;
}

Result<ScoringInput> FactCheckScoring::inputFromJson(const QJsonObject& o) {
    if (!o.value(QStringLiteral("criteria")).isArray() || !o.value(QStringLiteral("verdicts")).isArray()) {
        return makeError(ErrorCode::Parse, tr("The scoring input has no criteria or verdicts."));
    }
    ScoringInput in;
    for (const QJsonValue& v : o.value(QStringLiteral("criteria")).toArray()) {
        const QJsonObject c = v.toObject();
        in.criteria.append({qint64(c.value(QStringLiteral("id")).toDouble()), c.value(QStringLiteral("key")).toString(),
                            c.value(QStringLiteral("name")).toString(), c.value(QStringLiteral("weight")).toDouble(1)});
    }
    for (const QJsonValue& v : o.value(QStringLiteral("verdicts")).toArray()) {
        const QJsonObject c = v.toObject();
        CheckVerdictInput in1;
        in1.criterionKey = c.value(QStringLiteral("criterion")).toString();
        in1.itemKey = c.value(QStringLiteral("item")).toString();
        in1.title = c.value(QStringLiteral("title")).toString();
        in1.weight = c.value(QStringLiteral("weight")).toDouble(1);
        const QString word = c.value(QStringLiteral("verdict")).toString();
        const auto verdict = verdictFromKey(word);
        if (!verdict) {
            return makeError(
                ErrorCode::Parse,
                tr("The scoring input gives \u201c%1\u201d as a verdict, which is not a verdict.").arg(word));
        }
        in1.verdict = *verdict;
        in1.gate = c.value(QStringLiteral("gate")).toString();
        in.verdicts.append(in1);
    }
    for (const QJsonValue& v : o.value(QStringLiteral("measurements")).toArray()) {
        const QJsonObject c = v.toObject();
        in.measurements.append(
            {c.value(QStringLiteral("criterion")).toString(), c.value(QStringLiteral("name")).toString(),
             c.value(QStringLiteral("percent_of_expected")).toDouble(), c.value(QStringLiteral("band")).toString()});
    }
    for (const QJsonValue& v : o.value(QStringLiteral("sentiments")).toArray()) {
        const QJsonObject c = v.toObject();
        in.sentiments.append({c.value(QStringLiteral("criterion")).toString(),
                              c.value(QStringLiteral("sentiment")).toInt(),
                              c.value(QStringLiteral("label")).toString()});
    }
    if (o.value(QStringLiteral("cost")).isObject()) {
        const QJsonObject c = o.value(QStringLiteral("cost")).toObject();
        CostEvidence cost;
        cost.criterionKey = c.value(QStringLiteral("criterion")).toString();
        cost.scenarioKey = c.value(QStringLiteral("scenario")).toString();
        cost.score = numberOrNone(c.value(QStringLiteral("score")));
        cost.effectiveUsd = c.value(QStringLiteral("effective_usd")).toDouble();
        cost.peerMedianUsd = c.value(QStringLiteral("peer_median_usd")).toDouble();
        cost.peers = c.value(QStringLiteral("peers")).toInt();
        cost.explanation = c.value(QStringLiteral("explanation")).toString();
        in.cost = cost;
    }
    return in;
}

QJsonObject FactCheckScoring::configToJson(const RatingConfig& c) {
    return {{QStringLiteral("checklist_weight"), c.scoring.checklistWeight},
            {QStringLiteral("measurement_weight"), c.scoring.measurementWeight},
            {QStringLiteral("interview_weight"), c.scoring.interviewWeight},
            {QStringLiteral("decided_item_share"), c.scoring.minimums.decidedItemShare},
            {QStringLiteral("scored_criterion_share"), c.scoring.minimums.scoredCriterionShare},
            {QStringLiteral("platinum_min_total"), c.rule.platinumMinTotal},
            {QStringLiteral("platinum_top_fraction"), c.rule.platinumTopFraction},
            {QStringLiteral("gold_min_total"), c.rule.goldMinTotal},
            {QStringLiteral("gold_top_fraction"), c.rule.goldTopFraction},
            {QStringLiteral("silver_min_total"), c.rule.silverMinTotal},
            {QStringLiteral("bronze_min_total"), c.rule.bronzeMinTotal},
            {QStringLiteral("min_peers_for_relative"), c.rule.minPeersForRelative},
            {QStringLiteral("pricing_scenario"), c.pricingScenario}};
}

RatingConfig FactCheckScoring::configFromJson(const QJsonObject& o) {
    RatingConfig c;
    auto num = [&o](const char* key, double& into) {
        if (o.value(QLatin1String(key)).isDouble()) {
            into = o.value(QLatin1String(key)).toDouble();
        }
    };
    num("checklist_weight", c.scoring.checklistWeight);
    num("measurement_weight", c.scoring.measurementWeight);
    num("interview_weight", c.scoring.interviewWeight);
    num("decided_item_share", c.scoring.minimums.decidedItemShare);
    num("scored_criterion_share", c.scoring.minimums.scoredCriterionShare);
    num("platinum_min_total", c.rule.platinumMinTotal);
    num("platinum_top_fraction", c.rule.platinumTopFraction);
    num("gold_min_total", c.rule.goldMinTotal);
    num("gold_top_fraction", c.rule.goldTopFraction);
    num("silver_min_total", c.rule.silverMinTotal);
    num("bronze_min_total", c.rule.bronzeMinTotal);
    c.rule.minPeersForRelative = o.value(QStringLiteral("min_peers_for_relative")).toInt(c.rule.minPeersForRelative);
    c.pricingScenario = o.value(QStringLiteral("pricing_scenario")).toString(c.pricingScenario);
    return c;
}

QJsonObject FactCheckScoring::ratingToJson(const ProviderRating& r) {
    QJsonArray criteria;
    for (const CriterionSuggestion& c : r.criteria) {
        const CriterionScoreRecord stored = r.stored.value(c.criterionId);
        criteria.append(QJsonObject{{QStringLiteral("key"), c.key},
                                    {QStringLiteral("name"), c.name},
                                    {QStringLiteral("suggested"), optionalNumber(c.score)},
                                    {QStringLiteral("final"), optionalNumber(stored.finalScore)}});
    }
    const PeerStanding& s = r.suggestion.standing;
    return {{QStringLiteral("criteria"), criteria},
            {QStringLiteral("total"), optionalNumber(r.total)},
            {QStringLiteral("unavailable_reason"), r.evaluation.unavailableReason},
            {QString::fromLatin1(kUnableToTestKey), r.evaluation.unableToTest},
            {QStringLiteral("standing"), QJsonObject{{QStringLiteral("rank"), s.rank},
                                                     {QStringLiteral("ahead"), s.ahead},
                                                     {QStringLiteral("peers"), s.peerCount},
                                                     {QStringLiteral("tied_with"), s.tiedWith}}},
            {QStringLiteral("suggested_tier"), r.suggestion.tier ? tierKey(*r.suggestion.tier) : QString()}};
}

Result<QList<FactCheckScoring::Figure>> FactCheckScoring::recompute(const QJsonObject& inputJson,
                                                                    const QJsonObject& configJson,
                                                                    const QJsonObject& stated) {
    auto input = inputFromJson(inputJson);
    if (!input) {
        return input.error();
    }
    const RatingConfig config = configFromJson(configJson);
    ProviderRating r;
    r.criteria = ScoreSuggester(config.scoring).suggest(*input);
    QHash<QString, QJsonObject> statedByKey;
    for (const QJsonValue& v : stated.value(QStringLiteral("criteria")).toArray()) {
        statedByKey.insert(v.toObject().value(QStringLiteral("key")).toString(), v.toObject());
    }
    QList<Figure> out;
    for (const CriterionSuggestion& c : r.criteria) {
        const QJsonObject s = statedByKey.value(c.key);
        CriterionScoreRecord rec;
        rec.criterionId = c.criterionId;
        rec.finalScore = numberOrNone(s.value(QStringLiteral("final")));
        r.stored.insert(c.criterionId, rec);
        const std::optional<double> said = numberOrNone(s.value(QStringLiteral("suggested")));
        const bool same =
            said && c.score ? std::fabs(*said - *c.score) < 0.005 : said.has_value() == c.score.has_value();
        out.append({tr("%1 suggested score").arg(c.name), scoreText(said), scoreText(c.score), same});
    }
    r.total = RatingEngine::weightedTotal(r);
    r.coverage = RatingEngine::coverage(r, config.scoring.minimums);
    const std::optional<double> saidTotal = numberOrNone(stated.value(QStringLiteral("total")));
    const bool sameTotal =
        saidTotal && r.total ? std::fabs(*saidTotal - *r.total) < 0.005 : saidTotal.has_value() == r.total.has_value();
    out.append({tr("weighted total"), scoreText(saidTotal), scoreText(r.total), sameTotal});
    TierSuggester::Input in;
    in.total = r.total;
    in.gates = RatingEngine::gatesHit(*input);
    in.unavailableReason = stated.value(QStringLiteral("unavailable_reason")).toString();
    // Absent from bundles made before the 3.0 tier model: false, as those evaluations were.
    in.unableToTest = stated.value(QString::fromLatin1(kUnableToTestKey)).toBool();
    in.coverage = r.coverage;
    if (r.total && r.coverage.rated()) {
        const QJsonObject s = stated.value(QStringLiteral("standing")).toObject();
        in.standing.rank = s.value(QStringLiteral("rank")).toInt(1);
        in.standing.ahead = s.value(QStringLiteral("ahead")).toInt();
        in.standing.peerCount = s.value(QStringLiteral("peers")).toInt(1);
        in.standing.tiedWith = s.value(QStringLiteral("tied_with")).toInt();
    }
    const TierSuggestion t = TierSuggester(config.rule).suggest(in);
    const QString tier = t.tier ? tierKey(*t.tier) : QString();
    const QString saidTier = stated.value(QStringLiteral("suggested_tier")).toString();
    out.append({tr("suggested tier"), saidTier.isEmpty() ? QStringLiteral("-") : saidTier,
                tier.isEmpty() ? QStringLiteral("-") : tier, saidTier == tier, true});
    return out;
}

}  // namespace tb::core
