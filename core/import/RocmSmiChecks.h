#pragma once

#include "core/import/EvidenceCounter.h"
#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include <optional>

namespace tb::core {

// What rocm-smi (text or --json) says about one GPU.
struct RocmSmiGpu {
    QString name, temp, power, partition, vbios, sku, bus;
    std::optional<quint64> replays;
    quint64 uncorrectable = 0;
    bool eccSeen = false;
    // Counters no counter can be, quoted: they count as nothing and make pcie.replays / gpu.ecc unknown.
    QStringList impossibleReplays, impossibleEcc;

    void setReplays(const EvidenceCounter& c, const QString& label);
    // An uncorrectable count adds up; a correctable one only shows that the GPU reports ECC.
    void addEcc(const EvidenceCounter& c, const QString& label, bool uncorrectableCount);
};

// The facts and checks both rocm-smi parsers give: gpu.count, gpu.<n>, gpu.model, gpu.driver, gpu.virtualization
// (an SR-IOV VBIOS), pcie.replays and gpu.ecc when the output shows them.
class RocmSmiChecks {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiChecks)

public:
    static void apply(ParsedRun& run, const QMap<int, RocmSmiGpu>& gpus);
};

}  // namespace tb::core
