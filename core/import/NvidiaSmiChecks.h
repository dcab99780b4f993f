#pragma once

#include "core/import/EvidenceCounter.h"
#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// What `nvidia-smi -q` (text) and `nvidia-smi -q -x` (XML) say about one GPU's health.
struct NvidiaSmiGpu {
    QString bus, name;
    quint64 volatileUncorrectable = 0, aggregateUncorrectable = 0, volatileCorrectable = 0, aggregateCorrectable = 0;
    bool eccCounts = false;
    QString eccMode;
    std::optional<quint64> retiredSbe, retiredDbe;
    QString retiredPending;
    std::optional<quint64> remapCorrectable, remapUncorrectable;
    QString remapPending, remapFailure;
    QString resetRequired;
    std::optional<quint64> replays;
    // Counters no counter can be ("ECC dram_uncorrectable reads \"-1\" ..."), per check they feed: they count as
    // nothing and make that check unknown.
    QStringList impossibleEcc, impossibleRetired, impossibleRemap, impossibleReplays;
    bool complete = false;  // reached the last block ("Processes")

    // Reads one ECC counter: counts it as uncorrectable or correctable, volatile or aggregate, or records it as
    // impossible. label: the counter's name as the tool wrote it.
    void addEcc(const EvidenceCounter& c, const QString& label, bool isVolatile, bool uncorrectable);
    // Reads a single-valued counter into `into`, or records it in `impossible`.
    static void setCounter(std::optional<quint64>& into, QStringList& impossible, const EvidenceCounter& c,
                           const QString& label);
};

// The checks both nvidia-smi query parsers share, shaped like tb-node's: gpu.ecc, gpu.retired_pages,
// gpu.remapped_rows (+ gpu.row_remap), gpu.reset_required, pcie.replays, plus gpu.count/model/driver facts and the
// devices. attached: the "Attached GPUs" count, -1 when not shown. An input cut short goes through
// IncompleteEvidence after apply (the parser knows what was cut); an impossible counter makes its check unknown here.
class NvidiaSmiChecks {
    Q_DECLARE_TR_FUNCTIONS(NvidiaSmiChecks)

public:
    static void apply(ParsedRun& run, const QVector<NvidiaSmiGpu>& gpus, int attached);
};

}  // namespace tb::core
