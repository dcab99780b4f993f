#pragma once

#include "core/import/LineParser.h"
#include "core/import/RocmSmiChecks.h"

#include <QCoreApplication>
#include <QMap>

namespace tb::core {

// `rocm-smi` concise tables (ROCm 6 two-line devices with Partitions; ROCm 5 "Temp (DieEdge) AvgPwr") and `-a`
// ("GPU[0]\t\t: key: value" under ===== banners). Facts per GPU, checks pcie.replays and gpu.ecc when present.
class RocmSmiParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiParser)

public:
    RocmSmiParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    using Gpu = RocmSmiGpu;
    Gpu& gpu(int index);

    ParsedImport m_result;
    ParsedRun m_run;
    QMap<int, Gpu> m_gpus;
    QString m_section;
    enum class Table { None, Concise6, Concise5 } m_table = Table::None;
    int m_lastConcise = -1;
};

}  // namespace tb::core
