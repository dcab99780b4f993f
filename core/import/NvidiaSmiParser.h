#pragma once

#include "core/import/LineParser.h"
#include "core/import/NvidiaSmiChecks.h"

#include <QCoreApplication>
#include <QMap>

namespace tb::core {

// `nvidia-smi -q`: per GPU ECC counts (Ampere SRAM/DRAM, Hopper parity/SEC-DED, pre-Ampere single/double bit),
// retired pages, remapped rows, reset status and PCIe replays, turned into checks shaped like tb-node's
// (gpu.ecc, gpu.retired_pages, gpu.remapped_rows, gpu.reset_required, pcie.replays) plus facts.
class NvidiaSmiParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(NvidiaSmiParser)

public:
    NvidiaSmiParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    using Gpu = NvidiaSmiGpu;

    ParsedImport m_result;
    ParsedRun m_run;
    QVector<Gpu> m_gpus;
    QStringList m_path;  // section names by indentation level
    QVector<int> m_indent;
    int m_attached = -1;
};

}  // namespace tb::core
