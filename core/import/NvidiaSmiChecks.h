#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// What `nvidia-smi -q` (text) and `nvidia-smi -q -x` (XML) say about one GPU's health.
struct NvidiaSmiGpu {
    QString bus, name;
    qint64 volatileUncorrectable = 0, aggregateUncorrectable = 0, volatileCorrectable = 0, aggregateCorrectable = 0;
    bool eccCounts = false;
    QString eccMode;
    std::optional<qint64> retiredSbe, retiredDbe;
    QString retiredPending;
    std::optional<qint64> remapCorrectable, remapUncorrectable;
    QString remapPending, remapFailure;
    QString resetRequired;
    std::optional<qint64> replays;
    bool complete = false;  // reached the last block ("Processes")
};

// The checks both nvidia-smi query parsers share, shaped like tb-node's: gpu.ecc, gpu.retired_pages,
// gpu.remapped_rows (+ gpu.row_remap), gpu.reset_required, pcie.replays, plus gpu.count/model/driver facts and the
// devices. attached: the "Attached GPUs" count, -1 when not shown.
class NvidiaSmiChecks {
    Q_DECLARE_TR_FUNCTIONS(NvidiaSmiChecks)

public:
    static void apply(ParsedRun& run, const QVector<NvidiaSmiGpu>& gpus, int attached);
};

}  // namespace tb::core
