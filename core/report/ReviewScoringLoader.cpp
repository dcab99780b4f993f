#include "core/report/ReviewScoringLoader.h"

#include "core/rating/RatingEngine.h"
#include "core/settings/AnalystSettings.h"
#include "core/trust/TrustNotes.h"

namespace tb::core {

Status ReviewScoringLoader::apply(QSqlDatabase& db, ReviewContent& content, ProviderRating* rated) {
    const TrustNotes trustNotes;
    const RatingEngine engine(AnalystSettings::ratingConfig(), nullptr, nullptr,
                              &trustNotes);  // the Rating tab's interview weight
    auto rating = engine.rate(db, content.providerId);
    if (!rating) {
        return rating.error();
    }
    if (rated) {
        *rated = *rating;
    }
    ReviewScoring& s = content.scoring;
    s.rule = engine.config().scoring.minimums.describe();
    if (rating->evaluation.id != content.evaluationId) {
        return {};  // an older evaluation: the stored scores are all there is
    }
    s.current = true;
    s.delivery = rating->delivery;
    s.suggestedTier = rating->suggestion.tier ? tierKey(*rating->suggestion.tier) : QString();
    s.reasons = rating->suggestion.reasons;
    s.scoredCriteria = rating->coverage.scoredCriteria;
    s.criteria = rating->coverage.criteria;
    s.needed = rating->coverage.needed;
    for (ReviewCriterion& cr : content.criteria) {
        for (const CriterionSuggestion& c : rating->criteria) {
            if (c.criterionId != cr.id) {
                continue;
            }
            cr.suggestedScore = c.score;
            if (c.belowMinimum()) {
                cr.notScored =
                    tr("%1 of %2 items decided, %3 needed").arg(c.decidedCount).arg(c.itemCount).arg(c.decidedNeeded);
            }
        }
    }
    return {};
}

}  // namespace tb::core
