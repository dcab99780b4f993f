#pragma once

#include <QCoreApplication>
#include <QString>

namespace tb::core {

struct CriterionSuggestion;

// How much of an evaluation must be decided before it is scored (issue 12.2). One evaluation with 1 of 78 items
// decided was suggested Bronze and, counted as a peer, lifted another provider from Silver to Platinum. These two
// minimums are the only place that decides; the rating engine applies them, so the Rating tab, `tierbench-cli rate`
// and the review PDF (which all read the engine) agree.
//
//  - A criterion is scored when at least `decidedItemShare` of its check items (rounded up) have a verdict other
//    than Unknown (N/A counts as decided). Below that it has no suggested score: measurements and interviews alone
//    do not stand in for an unread checklist.
//  - An evaluation gets a suggested tier, and counts as a peer of the others, when at least `scoredCriterionShare`
//    of its criteria (rounded up) have a score (suggested, or the analyst's final score).
struct ScoringMinimums {
    Q_DECLARE_TR_FUNCTIONS(ScoringMinimums)

public:
    double decidedItemShare = 0.5;
    double scoredCriterionShare = 0.6;

    // Items that must be decided among `itemCount` (0 for a criterion without items: nothing to decide).
    int decidedItemsNeeded(int itemCount) const;
    bool criterionScored(int decidedItems, int itemCount) const {
        return decidedItems >= decidedItemsNeeded(itemCount);
    }
    // Criteria that must have a score among `criterionCount` (at least 1).
    int scoredCriteriaNeeded(int criterionCount) const;
    bool evaluationRated(int scoredCriteria, int criterionCount) const {
        return criterionCount > 0 && scoredCriteria >= scoredCriteriaNeeded(criterionCount);
    }

    // The rule in one translated sentence, for the Rating tab, the CLI and the docs' wording.
    QString describe() const;
};

// How much of one evaluation is scored against the minimums.
struct ScoringCoverage {
    int scoredCriteria = 0;
    int criteria = 0;
    int needed = 0;  // scored criteria needed for a tier
    bool rated() const { return criteria > 0 && scoredCriteria >= needed; }
};

}  // namespace tb::core
