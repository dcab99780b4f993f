#include "core/rating/CalculatorCostSource.h"

#include "core/cost/PricingScore.h"
#include "core/cost/ProviderCosts.h"

#include <cmath>

namespace tb::core {

QString CalculatorCostSource::noPriceReason() {
    return tr("unpriced: no price record in force, so the calculator has nothing to rate");
}

Result<QHash<qint64, CostEvidence>> CalculatorCostSource::costEvidence(QSqlDatabase& db,
                                                                       const QString& scenarioKey) const {
    QHash<qint64, CostEvidence> out;
    const auto scenario = CostScenario::find(scenarioKey);
    if (!scenario) {
        return out;  // every provider unpriced: the engine says so with the scenario key
    }
    auto costs = ProviderCosts(db).compare(*scenario, m_day.isValid() ? m_day : QDate::currentDate());
    if (!costs) {
        return costs.error();
    }
    auto usable = [](const ProviderCost& c) {
        return c.result && std::isfinite(c.result->effectivePricePerUsefulGpuHour) &&
               c.result->effectivePricePerUsefulGpuHour > 0;
    };
    for (const ProviderCost& c : *costs) {
        CostEvidence e;
        e.scenarioKey = scenario->key;
        e.scenarioName = scenario->name;
        if (c.price) {
            e.evidenceLink = QStringLiteral("tierbench://price/%1").arg(c.price->id);
        }
        if (!usable(c)) {
            e.explanation = tr("unpriced under %1: %2")
                                .arg(scenario->name,
                                     c.error    ? c.error->message
                                     : c.result ? tr("an effective price of $%1 per useful GPU-hour cannot be compared")
                                                      .arg(c.result->effectivePricePerUsefulGpuHour, 0, 'f', 2)
                                                : tr("the calculator gave no result"));
            out.insert(c.providerId, e);
            continue;
        }
        QList<double> peers;
        for (const ProviderCost& o : *costs) {
            if (o.providerId != c.providerId && usable(o)) {
                peers << o.result->effectivePricePerUsefulGpuHour;
            }
        }
        e.effectiveUsd = c.result->effectivePricePerUsefulGpuHour;
        const auto score = PricingScore::suggest(e.effectiveUsd, peers, scenario->name);
        if (!score) {
            e.explanation = tr("unpriced under %1: $%2 per useful GPU-hour, but no other priced provider to compare "
                               "with")
                                .arg(scenario->name)
                                .arg(e.effectiveUsd, 0, 'f', 2);
        } else {
            e.score = score->score;
            e.peerMedianUsd = score->peerMedian;
            e.peers = score->peers;
            e.explanation = score->explanation;
        }
        out.insert(c.providerId, e);
    }
    return out;
}

}  // namespace tb::core
