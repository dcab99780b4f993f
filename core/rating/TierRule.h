#pragma once

namespace tb::core {

// The configurable rule that turns a weighted total (0..5) and a peer standing into a tier. ClusterMAX is relative:
// Platinum and Gold are earned only by being ahead of the evaluated peers, not by an absolute score alone.
//
// With fewer than `minPeersForRelative` evaluated providers (in particular a single one) there is nobody to be
// ahead of, so no relative tier can be earned: such a provider is suggested Silver at best, and the suggestion
// says why.
struct TierRule {
    double platinumMinTotal = 4.5;
    double platinumTopFraction = 0.05;  // top 5% of evaluated peers
    double goldMinTotal = 3.8;
    double goldTopFraction = 0.25;  // top 25%
    double silverMinTotal = 3.0;
    double bronzeMinTotal = 2.0;  // below: does not fulfil the minimum criteria -> Underperforming
    int minPeersForRelative = 2;
};

}  // namespace tb::core
