#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace tb::core {

// The critical issues that the published tier definitions name for "Underperforming": any one of them caps a
// provider there, however well it scores otherwise. A check item carries a gate key (`gate.attestation`, ...);
// a `fail` verdict on such an item is a gate hit.
enum class Gate { OldGpusOnly, NoAttestation, AcsEnabled, NoGpuDirectRdma, ChargesDuringDowntime };

inline constexpr Gate kAllGates[] = {Gate::OldGpusOnly, Gate::NoAttestation, Gate::AcsEnabled, Gate::NoGpuDirectRdma,
                                     Gate::ChargesDuringDowntime};

// "gate.old_gpus", "gate.attestation", "gate.acs", "gate.gdr", "gate.billing" (the check_item.gate column).
QString gateKey(Gate gate);
std::optional<Gate> gateFromKey(const QString& key);
// Short translated name of the problem, e.g. "PCIe ACS left enabled".
QString gateName(Gate gate);

// One gate that a provider hit, with the check item whose failed verdict hit it.
struct GateHit {
    Gate gate = Gate::NoAttestation;
    QString itemKey;
    QString itemTitle;
    QString evidence;
};

}  // namespace tb::core
