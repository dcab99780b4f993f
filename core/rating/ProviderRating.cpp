#include "core/rating/ProviderRating.h"

namespace tb::core {

std::optional<double> ProviderRating::effectiveScore(const CriterionSuggestion& criterion) const {
    const auto it = stored.constFind(criterion.criterionId);
    if (it != stored.cend() && it->finalScore) {
        return it->finalScore;
    }
    return criterion.score;
}

}  // namespace tb::core
