#pragma once

#include "core/rating/ScoringMinimums.h"
#include "core/rating/TierRule.h"
#include "core/rating/TierSuggestion.h"

#include <QCoreApplication>

namespace tb::core {

// Applies the TierRule: no tier for an evaluation marked unable to test; Unavailable when the evaluation could not be
// done (with its reason); otherwise the tier the weighted total earns, where Platinum and Gold also need the peer
// standing; then any gate caps the result at Underperforming and names itself. Participation Ribbon is never
// suggested: ClusterMAX 3.0 publishes no rule for it, so only the analyst assigns it.
class TierSuggester {
    Q_DECLARE_TR_FUNCTIONS(TierSuggester)

public:
    struct Input {
        std::optional<double> total;  // weighted total 0..5; empty when no criterion has a score
        PeerStanding standing;
        QList<GateHit> gates;
        QString unavailableReason;  // "" or not_launched, sold_out, government_only, access_refused, other
        bool unableToTest = false;  // ClusterMAX 3.0's "unable to test": no tier is suggested
        // Scored criteria against ScoringMinimums; below the minimum no tier is suggested (gates still cap).
        std::optional<ScoringCoverage> coverage;
    };

    TierSuggester() = default;
    explicit TierSuggester(TierRule rule) : m_rule(rule) {}

    const TierRule& rule() const { return m_rule; }
    TierSuggestion suggest(const Input& input) const;

    // Translated sentence for an unavailable_reason key ("sold out with no plans to add capacity").
    static QString unavailableReasonName(const QString& key);

private:
    TierRule m_rule;
};

}  // namespace tb::core
