#pragma once

#include "core/Result.h"
#include "core/domain/CostEvidence.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// Where the rating's cost evidence comes from. The real implementation runs the cost calculator over every priced
// provider (CalculatorCostSource); tests may use a fixed table. Called on the storage thread with its connection.
// Providers missing from the answer are rated as unpriced.
class CostSource {
public:
    virtual ~CostSource() = default;
    virtual Result<QHash<qint64, CostEvidence>> costEvidence(QSqlDatabase& db, const QString& scenarioKey) const = 0;
};

}  // namespace tb::core
