#pragma once

#include "core/Result.h"
#include "core/cost/CostInputs.h"
#include "core/cost/CostModel.h"
#include "core/cost/CostScenario.h"
#include "core/cost/CostSensitivity.h"
#include "core/cost/MeasuredInputs.h"
#include "core/domain/PriceRecord.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

// A provider's cost under one scenario: which inputs were used (with their origin), the result or why there is
// none, and the sensitivity of the result.
struct ProviderCost {
    qint64 providerId = 0;
    QString providerName;
    CostPreset preset = CostPreset::Gold;
    QString presetReason;  // why this column of defaults
    CostScenario scenario;
    std::optional<PriceRecord> price;
    CostInputs inputs;
    MeasuredCost measured;
    std::optional<CostBreakdown> result;
    std::optional<Error> error;  // the calculator's refusal (no price, zero MTBF, ...)
    QList<SensitivityBar> tornado;

    QJsonObject toJson() const;
};

// What a provider's GPU-hours cost, read for the Pricing tab, the cost view, the tier board, the review and `tco`: a
// query over the stored prices and measurements, so the rating and the review can ask it without a use case.
// Storage thread (inside a Store job).
class ProviderCosts {
    Q_DECLARE_TR_FUNCTIONS(ProviderCosts)

public:
    explicit ProviderCosts(QSqlDatabase& db);

    // The provider's cost under the scenario, with the price in force on `day` (of `gpuModel` when given, else
    // the first model; the longest term that fits the scenario's contract) and what was measured.
    Result<ProviderCost> cost(qint64 providerId, const CostScenario& scenario, const QString& gpuModel = {},
                              const QDate& day = QDate::currentDate()) const;
    // Every provider with a price in force, under one scenario.
    Result<QList<ProviderCost>> compare(const CostScenario& scenario, const QDate& day = QDate::currentDate()) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
