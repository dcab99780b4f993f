#pragma once

#include "core/domain/CriterionSuggestion.h"
#include "core/domain/ScoringInput.h"
#include "core/rating/ScoringMinimums.h"

#include <QCoreApplication>
#include <QList>

namespace tb::core {

// Suggests a 0..5 score per criterion from three kinds of evidence:
//  - checklist: weighted mean of verdicts (pass 1, partial 0.5, fail 0; "na" is left out; "unknown" is missing
//    evidence: left out of the mean and lowers the confidence),
//  - measurements: each result's percent of expected mapped linearly, 50% or less -> 0, 100% or more -> 5,
//  - interviews: each sentiment -2..+2 moves the score by interviewWeight x 1.25 per step (averaged over the
//    interviews of the criterion), in the sentiment's direction only.
// Checklist and measurements are blended with their weights, renormalised over the parts that have evidence; the
// interviews then correct that score (alone, they decide it: 2.5 + 1.25 x mean sentiment). The result explains
// itself as contributions relative to the neutral 2.5 that add up exactly to the score (before clamping to 0..5).
// A criterion with fewer decided items than Config::minimums asks for gets no score at all (issue 12.2); its
// parts and contributions are still listed, so the page can say what is known and what is missing.
class ScoreSuggester {
    Q_DECLARE_TR_FUNCTIONS(ScoreSuggester)

public:
    struct Config {
        double checklistWeight = 0.5;
        double measurementWeight = 0.3;
        double interviewWeight = 0.2;  // how much customer interviews count
        ScoringMinimums minimums;      // below them a criterion has no score, an evaluation no tier
    };

    ScoreSuggester() = default;
    explicit ScoreSuggester(Config config) : m_config(config) {}

    const Config& config() const { return m_config; }
    QList<CriterionSuggestion> suggest(const ScoringInput& input) const;

    static constexpr double kNeutral = 2.5;
    static double measurementScore(double percentOfExpected);

private:
    Config m_config;
};

}  // namespace tb::core
