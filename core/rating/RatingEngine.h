#pragma once

#include "core/Result.h"
#include "core/rating/BaselineMeasurementSource.h"
#include "core/rating/CalculatorCostSource.h"
#include "core/rating/CostSource.h"
#include "core/domain/MeasurementSource.h"
#include "core/rating/ProviderRating.h"
#include "core/rating/RatingNoteSource.h"
#include "core/rating/ScoreSuggester.h"
#include "core/rating/TierRule.h"

#include <QHash>
#include <QSqlDatabase>

namespace tb::core {

// What the engine scores with. Outside the class so its member defaults can serve as RatingEngine's default argument.
struct RatingConfig {
    ScoreSuggester::Config scoring;
    TierRule rule;
    // The scenario (core/cost/CostScenario key) whose effective price of a useful GPU-hour suggests the Pricing
    // criterion's score. Pretraining at scale: the case the ClusterMAX TCO argument is made for.
    QString pricingScenario = QStringLiteral("pretrain");
};

// Reads the evidence of every provider's newest evaluation, suggests scores, works out the weighted totals and the
// peer standings, and suggests tiers. Evaluated peers are the providers whose newest evaluation has a total, meets
// the scoring minimums (ScoringMinimums: enough criteria scored) and is not marked unavailable. Storage thread only (it
// runs inside a Store job).
class RatingEngine {
public:
    using Config = RatingConfig;

    // Without a MeasurementSource the engine reads the measured results against the baselines itself
    // (BaselineMeasurementSource), so every caller (GUI, CLI, board, review) suggests from the same evidence. Without
    // a CostSource it runs the cost calculator (CalculatorCostSource) for the Pricing criterion.
    // With a RatingNoteSource, rate() and refresh() append its sentences to the suggestion's reasons (the trust
    // notes); without one the explanation is the rating rules' own.
    explicit RatingEngine(Config config = {}, const MeasurementSource* measurements = nullptr,
                          const CostSource* costs = nullptr, const RatingNoteSource* notes = nullptr);

    const Config& config() const { return m_config; }

    // One provider, with its standing among all peers. A provider without an evaluation gets a rating with
    // evaluation.id == 0 and no suggestion.
    Result<ProviderRating> rate(QSqlDatabase& db, qint64 providerId) const;
    // Every provider that has an evaluation, keyed by provider id.
    Result<QHash<qint64, ProviderRating>> rateAll(QSqlDatabase& db) const;
    // rate(), after storing the suggested scores (so final-score validation compares with them).
    Result<ProviderRating> refresh(QSqlDatabase& db, qint64 providerId, const QString& actor) const;

    static std::optional<double> weightedTotal(const ProviderRating& rating);
    // Criteria with a score (the analyst's final one or the suggestion) against the minimum for a tier.
    static ScoringCoverage coverage(const ProviderRating& rating, const ScoringMinimums& minimums);
    static QList<GateHit> gatesHit(const ScoringInput& input);

private:
    Result<ProviderRating> scoreOnly(QSqlDatabase& db, const EvaluationRef& evaluation, const CostEvidence& cost) const;

    Config m_config;
    const MeasurementSource* m_measurements = nullptr;  // nullptr: m_baselineMeasurements
    BaselineMeasurementSource m_baselineMeasurements;
    const CostSource* m_costs = nullptr;  // nullptr: m_calculatorCosts
    CalculatorCostSource m_calculatorCosts;
    const RatingNoteSource* m_notes = nullptr;
};

}  // namespace tb::core
