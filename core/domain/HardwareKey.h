#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// What a run was measured on, as text that is stored in probe_run.hardware_key and baseline.hardware_key.
//
// Grammar: one or more components separated by ',' (or '+' / ';'), each `[NODESx][COUNTx]DEVICE/FABRIC`:
//   8xH100-SXM/nvlink            one node, eight H100 SXM on NVLink
//   8xMI300X/xgmi                one node, eight MI300X on Infinity Fabric
//   2x8xH100-SXM/nvlink          two such nodes (a multi-node run; the scale-out fabric comes from a node part)
//   node/ib-ndr-400g             scale-out fabric, one NIC; baselines for it are per NIC
//   host/pcie-gen5               host link (PCIe generation) for H2D/D2H copies
//   H100-SXM/any                 any count, any fabric (per-GPU figures such as HBM copy or GEMM)
//   any                          applies to every hardware (recipes such as a container pull)
// A run key may combine parts: `2x8xH100-SXM/nvlink,node/ib-ndr-400g`. A single GPU part whose fabric is a
// scale-out fabric (`2x8xH100/ib-ndr-400g`) is read as GPU part + node part. Device names are normalised
// ("NVIDIA H100 80GB HBM3" -> family H100, memory 80GB), so keys built from nvidia-smi names still match.
struct HardwareComponent {
    enum class Scope { Gpu, Node, Host, Any };
    Scope scope = Scope::Gpu;
    int nodes = 1;   // GPU parts: how many nodes
    int count = 0;   // GPU parts: GPUs per node; node parts: NICs per node (0 = not stated)
    QString device;  // as written
    QString fabric;  // normalised, lower case: nvlink, xgmi, pcie, ib-ndr-400g, roce-400g, pcie-gen5, ...

    // Normalised GPU model parts (GPU scope only).
    QString family;      // H100, A100, MI300X, ...
    QString formFactor;  // SXM, PCIE, NVL or empty
    QString memory;      // 80GB, 141GB or empty

    QString toString() const;
};

class HardwareKey {
    Q_DECLARE_TR_FUNCTIONS(HardwareKey)

public:
    HardwareKey() = default;
    static Result<HardwareKey> parse(const QString& text);

    QString toString() const;
    bool isEmpty() const { return m_parts.isEmpty(); }
    const QVector<HardwareComponent>& parts() const { return m_parts; }

    std::optional<HardwareComponent> gpu() const;
    std::optional<HardwareComponent> node() const;
    std::optional<HardwareComponent> host() const;
    bool isAny() const;
    // More than one node: collectives are then limited by the scale-out fabric.
    bool isMultiNode() const;
    // NICs per node for per-NIC baselines: stated on the node part, else one per GPU (the HGX layout).
    int nicsPerNode() const;
    // PCIe generation of the host link ("pcie-gen5"): stated, or inferred from the GPU model (then `inferred`).
    QString hostFabric(bool* inferred = nullptr) const;

    static QString normaliseFabric(const QString& fabric);
    // The canonical GPU part of a device name as the tools print it, and the GPUs' fabric inside a node:
    // "NVIDIA H100 80GB HBM3" -> "H100-SXM" (nvlink), "NVIDIA A100-SXM4-40GB" -> "A100-SXM-40GB" (nvlink),
    // "NVIDIA H100 PCIe" -> "H100-PCIE" (pcie), "AMD Instinct MI300X" -> "MI300X" (xgmi). The form factor is
    // inferred as SXM for the families whose other variants always say so in their name (H100, H200, ...); the
    // memory size is kept unless it is the family's only size in that form factor. Empty for an empty name.
    static QString canonicalDevice(const QString& deviceName, QString* fabric = nullptr);
    // A run key from what a tool reported about its GPUs: "8xH100-SXM/nvlink", "2x8xH100-SXM/nvlink".
    static QString fromDevices(const QString& deviceName, int gpusPerNode, int nodes = 1);
    static void splitModel(const QString& device, QString* family, QString* formFactor, QString* memory);

private:
    QVector<HardwareComponent> m_parts;
};

}  // namespace tb::core
