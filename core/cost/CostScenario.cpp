#include "core/cost/CostScenario.h"

#include <QJsonValue>

namespace tb::core {

namespace {

using O = CostScenario::Override;
constexpr auto kGold = CostPreset::Gold;
constexpr auto kHyper = CostPreset::Hyperscaler;
constexpr auto kSilver = CostPreset::Silver;

}  // namespace

Status CostScenario::applyTo(CostInputs& inputs) const {
    for (const Override& o : overrides) {
        if (o.only && *o.only != inputs.preset()) {
            continue;
        }
        if (auto st = inputs.set(o.key, o.value, InputOrigin::Scenario); !st) {
            return st;
        }
    }
    switch (inputs.preset()) {
        case CostPreset::Gold:
            inputs.setRecovery(recoveryGold);
            break;
        case CostPreset::Hyperscaler:
            inputs.setRecovery(recoveryHyperscaler);
            break;
        case CostPreset::Silver:
            inputs.setRecovery(recoverySilver);
            break;
    }
    return {};
}

QList<CostScenario> CostScenario::builtIn() {
    QList<CostScenario> list;
    // Large LLM pretraining: 5,184 GB300 NVL72 GPUs, one 4,096-GPU job, blast radius 64, 500 TB hot and 10 PB cold.
    CostScenario pretrain;
    pretrain.key = QStringLiteral("pretrain");
    pretrain.name = tr("Large LLM pretraining");
    pretrain.description =
        tr("5,184 GPUs, one job of 4,096, blast radius 64 (NVL72), 500 TB hot and 10 PB cold "
           "storage; Gold recovers with TorchPass on 32 idle spares, the hyperscaler with "
           "Checkpointless (5% overhead), Silver by checkpoint-restart on hot spares.");
    pretrain.overrides = {O{QStringLiteral("gpu_count"), 5184, {}},
                          O{QStringLiteral("job_size"), 4096, {}},
                          O{QStringLiteral("blast_radius"), 64, {}},
                          O{QStringLiteral("storage_hot_tb"), 500, {}},
                          O{QStringLiteral("storage_cold_tb"), 10000, {}},
                          O{QStringLiteral("spare_gpus"), 32, kGold},
                          O{QStringLiteral("ft_overhead"), 0.05, kHyper},
                          O{QStringLiteral("setup_cluster_hours"), 720, kHyper},
                          O{QStringLiteral("debug_engineer_hours"), 80, kHyper}};
    pretrain.recoveryGold = RecoveryMode::FaultTolerant;
    pretrain.recoveryHyperscaler = RecoveryMode::FaultTolerant;
    pretrain.recoverySilver = RecoveryMode::CheckpointHot;
    list << pretrain;

    // Multimodal RL research: 2,048 B200, jobs of 64 GPUs, no fault tolerance, 1 h async checkpoints, 25 PB hot.
    CostScenario research;
    research.key = QStringLiteral("research");
    research.name = tr("Research (multimodal RL)");
    research.description =
        tr("2,048 GPUs in jobs of 64, no fault tolerance, checkpoints every hour, 25 PB hot "
           "storage; the hyperscaler adds a 10% orchestration premium; hyperscaler and Silver "
           "need a two-week POC and a week a month of one engineer.");
    research.overrides = {O{QStringLiteral("gpu_count"), 2048, {}},
                          O{QStringLiteral("job_size"), 64, {}},
                          O{QStringLiteral("blast_radius"), 8, {}},
                          O{QStringLiteral("t_chkpt"), 1, {}},
                          O{QStringLiteral("storage_hot_tb"), 25000, {}},
                          O{QStringLiteral("orchestration_premium"), 0.10, kHyper},
                          O{QStringLiteral("setup_cluster_hours"), 336, kHyper},
                          O{QStringLiteral("debug_engineer_hours"), 40, kHyper},
                          O{QStringLiteral("setup_cluster_hours"), 336, kSilver},
                          O{QStringLiteral("debug_engineer_hours"), 40, kSilver}};
    list << research;

    // Inference endpoints: 512 H200 in single-node jobs behind a load balancer.
    CostScenario inference;
    inference.key = QStringLiteral("inference");
    inference.name = tr("Inference endpoints");
    inference.description =
        tr("512 GPUs serving single-node (8-GPU) replicas behind a load balancer, so a failure "
           "costs only its node; Silver repairs a node in 8 hours.");
    inference.overrides = {O{QStringLiteral("gpu_count"), 512, {}}, O{QStringLiteral("job_size"), 8, {}},
                           O{QStringLiteral("blast_radius"), 8, {}}, O{QStringLiteral("t_repair"), 8, kSilver}};
    inference.recoveryGold = inference.recoveryHyperscaler = inference.recoverySilver = RecoveryMode::FaultTolerant;
    list << inference;
    return list;
}

std::optional<CostScenario> CostScenario::find(const QString& key) {
    for (const CostScenario& s : builtIn()) {
        if (s.key.compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            return s;
        }
    }
    return std::nullopt;
}

Result<CostScenario> CostScenario::fromJson(const QJsonObject& json) {
    CostScenario s;
    s.key = json.value(QStringLiteral("key")).toString().trimmed();
    s.name = json.value(QStringLiteral("name")).toString().trimmed();
    s.description = json.value(QStringLiteral("description")).toString();
    if (s.key.isEmpty()) {
        return makeError(ErrorCode::Parse, tr("A scenario needs a \"key\"."), QStringLiteral("key"));
    }
    if (s.name.isEmpty()) {
        s.name = s.key;
    }
    const QString rec = json.value(QStringLiteral("recovery")).toString(QStringLiteral("checkpoint_hot"));
    const auto mode = CostInputs::recoveryFromKey(rec);
    if (!mode) {
        return makeError(ErrorCode::Parse,
                         tr("Unknown recovery \"%1\": use checkpoint_cold, checkpoint_hot or fault_tolerant.").arg(rec),
                         QStringLiteral("recovery"));
    }
    s.recoveryGold = s.recoveryHyperscaler = s.recoverySilver = *mode;
    const QJsonObject inputs = json.value(QStringLiteral("inputs")).toObject();
    // Per-node figures convert with the scenario's own GPUs per node, so that one is read first.
    CostInputs probe;
    if (inputs.value(QStringLiteral("gpus_per_node")).isDouble()) {
        if (auto st =
                probe.set(QStringLiteral("gpus_per_node"), inputs.value(QStringLiteral("gpus_per_node")).toDouble());
            !st) {
            return st.error();
        }
    }
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        const CostInputSpec* spec = CostInputTable::find(it.key());
        if (!spec) {
            return makeError(ErrorCode::Parse, tr("%1 is not a cost input.").arg(it.key()), it.key());
        }
        double value = 0;
        CostUnit unit = spec->unit;
        if (it.value().isObject()) {
            const QJsonObject o = it.value().toObject();
            if (!o.value(QStringLiteral("value")).isDouble()) {
                return makeError(ErrorCode::Parse, tr("%1 needs a numeric \"value\".").arg(it.key()), it.key());
            }
            value = o.value(QStringLiteral("value")).toDouble();
            if (o.contains(QStringLiteral("unit"))) {
                const auto u = CostInputTable::unitFromSymbol(o.value(QStringLiteral("unit")).toString());
                if (!u) {
                    return makeError(
                        ErrorCode::Parse,
                        tr("Unknown unit \"%1\" for %2.").arg(o.value(QStringLiteral("unit")).toString(), it.key()),
                        it.key());
                }
                unit = *u;
            }
        } else if (it.value().isDouble()) {
            value = it.value().toDouble();
        } else {
            return makeError(ErrorCode::Parse, tr("%1 needs a number.").arg(it.key()), it.key());
        }
        // Convert and check through the same path as any other input, then keep the canonical value.
        if (auto st = probe.set(it.key(), value, unit); !st) {
            return st.error();
        }
        s.overrides.append({it.key(), probe.value(it.key()), {}});
    }
    return s;
}

}  // namespace tb::core
