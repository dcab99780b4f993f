#pragma once

#include <QString>

#include <optional>

namespace tb::core {

// What the cost calculator says about one provider for the rating: its effective price of a useful GPU-hour under
// the rating's scenario against the priced peers' median (core/cost/PricingScore), or why it has none. An
// unpriced provider (no price in force, a refused input, no peer to compare with) has no score, so nothing moves the
// criterion; the reason is still shown with the criterion's explanation.
struct CostEvidence {
    QString criterionKey = QStringLiteral("pricing");
    QString scenarioKey;
    QString scenarioName;
    std::optional<double> score;  // 0..5; empty: unpriced
    double effectiveUsd = 0;      // per useful GPU-hour; 0 when unpriced
    double peerMedianUsd = 0;
    int peers = 0;
    QString explanation;   // the PricingScore sentence, or why the provider is unpriced
    QString evidenceLink;  // tierbench://price/ID of the price record used, "" without one
};

}  // namespace tb::core
