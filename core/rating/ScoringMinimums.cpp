#include "core/rating/ScoringMinimums.h"

#include <algorithm>
#include <cmath>

namespace tb::core {

namespace {
// ceil(share x count) without 0.6 x 10 = 6.000000000000001 becoming 7.
int shareOf(double share, int count) {
    return int(std::ceil(std::clamp(share, 0.0, 1.0) * count - 1e-9));
}
}  // namespace

int ScoringMinimums::decidedItemsNeeded(int itemCount) const {
    return itemCount <= 0 ? 0 : std::max(1, shareOf(decidedItemShare, itemCount));
}

int ScoringMinimums::scoredCriteriaNeeded(int criterionCount) const {
    return std::max(1, shareOf(scoredCriterionShare, criterionCount));
}

QString ScoringMinimums::describe() const {
    return tr("A criterion is scored when at least %1% of its check items have a verdict (N/A counts); an "
              "evaluation gets a suggested tier and counts as a peer when at least %2% of its criteria are scored.")
        .arg(qRound(decidedItemShare * 100))
        .arg(qRound(scoredCriterionShare * 100));
}

}  // namespace tb::core
