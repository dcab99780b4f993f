#pragma once

#include "core/Result.h"
#include "core/cost/CostInputs.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace tb::core {

// A workload the cost is computed for: cluster and job size, storage, recovery approach, and the published
// per-column differences (a hyperscaler's POC, a silver provider's slower repair). The three built-in ones are the
// SemiAnalysis article's; user-defined ones come from JSON (fromJson).
struct CostScenario {
    Q_DECLARE_TR_FUNCTIONS(CostScenario)

public:
    struct Override {
        QString key;
        double value = 0;                // canonical unit
        std::optional<CostPreset> only;  // applies to every column when empty
    };

    QString key, name, description;
    QList<Override> overrides;
    RecoveryMode recoveryGold = RecoveryMode::CheckpointHot;
    RecoveryMode recoveryHyperscaler = RecoveryMode::CheckpointHot;
    RecoveryMode recoverySilver = RecoveryMode::CheckpointHot;

    // Applies the scenario to `inputs` (origin Scenario), for the inputs' preset column.
    Status applyTo(CostInputs& inputs) const;

    static QList<CostScenario> builtIn();  // pretrain, research, inference
    static std::optional<CostScenario> find(const QString& key);
    // {"key": "...", "name": "...", "recovery": "checkpoint_hot", "inputs": {"gpu_count": 1024,
    //  "t_id": {"value": 30, "unit": "min"}}}: every input checked as CostInputs::set checks it.
    static Result<CostScenario> fromJson(const QJsonObject& json);
};

}  // namespace tb::core
