#include "core/rating/Gate.h"

#include <QCoreApplication>

namespace tb::core {

QString gateKey(Gate gate) {
    switch (gate) {
        case Gate::OldGpusOnly:
            return QStringLiteral("gate.old_gpus");
        case Gate::NoAttestation:
            return QStringLiteral("gate.attestation");
        case Gate::AcsEnabled:
            return QStringLiteral("gate.acs");
        case Gate::NoGpuDirectRdma:
            return QStringLiteral("gate.gdr");
        case Gate::ChargesDuringDowntime:
            return QStringLiteral("gate.billing");
    }
    return {};
}

std::optional<Gate> gateFromKey(const QString& key) {
    const QString k = key.trimmed().toLower();
    for (Gate g : kAllGates) {
        if (gateKey(g) == k) {
            return g;
        }
    }
    return std::nullopt;
}

QString gateName(Gate gate) {
    switch (gate) {
        case Gate::OldGpusOnly:
            return QCoreApplication::translate("Gate", "Only older GPUs offered");
        case Gate::NoAttestation:
            return QCoreApplication::translate("Gate", "No SOC 2 / ISO 27001 security attestation");
        case Gate::AcsEnabled:
            return QCoreApplication::translate("Gate", "PCIe ACS left enabled");
        case Gate::NoGpuDirectRdma:
            return QCoreApplication::translate("Gate", "GPUDirect RDMA not enabled");
        case Gate::ChargesDuringDowntime:
            return QCoreApplication::translate("Gate", "GPU hours charged during cluster creation or downtime");
    }
    return {};
}

}  // namespace tb::core
