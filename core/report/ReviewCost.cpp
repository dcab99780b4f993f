#include "core/report/ReviewCost.h"

#include "core/rating/CalculatorCostSource.h"
#include "core/report/ReviewContent.h"
#include "core/settings/AnalystSettings.h"

namespace tb::core {

const ProviderCost* ReviewCost::headline() const {
    for (const ProviderCost& c : scenarios) {
        if (c.scenario.key == ratingScenarioKey) {
            return &c;
        }
    }
    for (const ProviderCost& c : scenarios) {
        if (c.result) {
            return &c;
        }
    }
    return scenarios.isEmpty() ? nullptr : &scenarios.first();
}

Status ReviewCostLoader::apply(QSqlDatabase& db, ReviewContent& content) {
    ReviewCost cost;
    ProviderCosts costs(db);
    for (const CostScenario& s : CostScenario::builtIn()) {
        auto c = costs.cost(content.providerId, s);
        if (!c) {
            return c.error();
        }
        cost.scenarios << *c;
    }
    // The Pricing evidence exactly as the rating engine gets it (same source, same scenario), without rating
    // everyone a second time: ReviewScoringLoader already did, and the criterion's blended score is in its section.
    cost.ratingScenarioKey = AnalystSettings::ratingConfig().pricingScenario;
    auto evidence = CalculatorCostSource().costEvidence(db, cost.ratingScenarioKey);
    if (!evidence) {
        return evidence.error();
    }
    const CostEvidence e = evidence->value(content.providerId);
    cost.pricingExplanation =
        evidence->contains(content.providerId) ? e.explanation : CalculatorCostSource::noPriceReason();
    cost.pricingScore = e.score;
    cost.loaded = true;
    content.cost = cost;
    return {};
}

}  // namespace tb::core
