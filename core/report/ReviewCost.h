#pragma once

#include "core/Result.h"
#include "core/cost/ProviderCosts.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

struct ReviewContent;

// The review's cost section: the provider's cost under each built-in scenario (inputs with their origin and
// evidence, the eight components, the effective price of a useful GPU-hour, the ±20% sensitivity) and the rating's
// Pricing suggestion with its explanation. Only this provider's figures travel; the Pricing explanation names the
// peers' median and count, never a peer.
struct ReviewCost {
    bool loaded = false;
    QList<ProviderCost> scenarios;       // pretrain, research, inference, in that order
    QString ratingScenarioKey;           // the scenario the Pricing criterion is scored under
    QString pricingExplanation;          // what the rating's cost contribution says (PricingScore, or why unpriced)
    std::optional<double> pricingScore;  // the calculator's 0..5 before blending with the checklist

    // The scenario the rating uses, else the first with a result, else the first.
    const ProviderCost* headline() const;
};

class ReviewCostLoader {
    Q_DECLARE_TR_FUNCTIONS(ReviewCostLoader)

public:
    // Storage thread, inside the review's read transaction. Fills content.cost for content.providerId.
    static Status apply(QSqlDatabase& db, ReviewContent& content);
};

}  // namespace tb::core
