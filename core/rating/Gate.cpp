#include "core/rating/Gate.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kGates = keyTable<Gate>(
    "Gate", {
                {Gate::OldGpusOnly, "gate.old_gpus", QT_TRANSLATE_NOOP("Gate", "Only older GPUs offered")},
                {Gate::NoAttestation, "gate.attestation",
                 QT_TRANSLATE_NOOP("Gate", "No SOC 2 / ISO 27001 security attestation")},
                {Gate::AcsEnabled, "gate.acs", QT_TRANSLATE_NOOP("Gate", "PCIe ACS left enabled")},
                {Gate::NoGpuDirectRdma, "gate.gdr", QT_TRANSLATE_NOOP("Gate", "GPUDirect RDMA not enabled")},
                {Gate::ChargesDuringDowntime, "gate.billing",
                 QT_TRANSLATE_NOOP("Gate", "GPU hours charged during cluster creation or downtime")},
            });

}  // namespace

QString gateKey(Gate gate) {
    return kGates.key(gate);
}

std::optional<Gate> gateFromKey(const QString& key) {
    return kGates.fromKey(key);
}

QString gateName(Gate gate) {
    return kGates.name(gate);
}

}  // namespace tb::core
