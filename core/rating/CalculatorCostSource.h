#pragma once

#include "core/rating/CostSource.h"

#include <QCoreApplication>
#include <QDate>

namespace tb::core {

// The real CostSource: PricingWorkflow::compare under the scenario (prices in force on `day`, measured inputs from
// each provider's newest evaluation), then PricingScore against the other providers that have a result. A provider
// the calculator refuses (zero MTBF, a missing input) is unpriced with the calculator's sentence and is no peer of
// the others; an unknown scenario leaves everyone unpriced. Storage thread only.
class CalculatorCostSource : public CostSource {
    Q_DECLARE_TR_FUNCTIONS(CalculatorCostSource)

public:
    explicit CalculatorCostSource(QDate day = {}) : m_day(day) {}
    Result<QHash<qint64, CostEvidence>> costEvidence(QSqlDatabase& db, const QString& scenarioKey) const override;

    // Why a provider without a price record in force is unpriced (also used by the engine for providers missing
    // from a source's answer).
    static QString noPriceReason();

private:
    QDate m_day;  // invalid: today
};

}  // namespace tb::core
