#pragma once

#include "core/domain/RatingRecord.h"
#include "core/domain/CriterionSuggestion.h"
#include "core/rating/ScoringMinimums.h"
#include "core/rating/TierSuggestion.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

// Everything the rating page, the CLI and the board need to know about one provider's rating right now.
struct ProviderRating {
    qint64 providerId = 0;
    QString providerName;
    EvaluationRef evaluation;  // id 0: the provider has no evaluation
    QList<CriterionSuggestion> criteria;
    QHash<qint64, CriterionScoreRecord> stored;  // by criterion id: final scores and rationales
    std::optional<double> total;                 // weighted over criteria with a final or suggested score
    ScoringCoverage coverage;                    // scored criteria against the minimum for a tier and a peer
    TierSuggestion suggestion;
    // Handover and planned features (core/rating/DeliveryExplanation): explained beside the tier, not scored.
    QStringList delivery;

    // The analyst's final score where set, else the suggestion.
    std::optional<double> effectiveScore(const CriterionSuggestion& criterion) const;
};

}  // namespace tb::core
