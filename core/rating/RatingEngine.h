#pragma once

#include "core/Result.h"
#include "core/rating/BaselineMeasurementSource.h"
#include "core/rating/MeasurementSource.h"
#include "core/rating/ProviderRating.h"
#include "core/rating/ScoreSuggester.h"
#include "core/rating/TierRule.h"

#include <QHash>
#include <QSqlDatabase>

namespace tb::core {

// Reads the evidence of every provider's newest evaluation, suggests scores, works out the weighted totals and the
// peer standings, and suggests tiers. Evaluated peers are the providers whose newest evaluation has a total, meets
// the scoring minimums (ScoringMinimums: enough criteria scored) and is not marked unavailable. Storage thread only (it
// runs inside a Store job).
class RatingEngine {
public:
    struct Config {
        ScoreSuggester::Config scoring;
        TierRule rule;
    };

    // Without a MeasurementSource the engine reads the measured results against the baselines itself
    // (BaselineMeasurementSource), so every caller (GUI, CLI, board, review) suggests from the same evidence.
    explicit RatingEngine(Config config = {}, const MeasurementSource* measurements = nullptr);

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
    Result<ProviderRating> scoreOnly(QSqlDatabase& db, const EvaluationRef& evaluation) const;

    Config m_config;
    const MeasurementSource* m_measurements = nullptr;  // nullptr: m_baselineMeasurements
    BaselineMeasurementSource m_baselineMeasurements;
};

}  // namespace tb::core
