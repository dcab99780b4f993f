#pragma once

#include "core/import/ParsedImport.h"

#include <QCoreApplication>
#include <QByteArray>

namespace tb::core {

// `dcgmi diag --json` (DCGM 2/3: "DCGM GPU Diagnostic" -> test_categories[].tests[].results[] with gpu_ids /
// gpu_id, status, warnings, info; DCGM 4: "DCGM Diagnostic" with entity_id and test_summary, metadata{}). Same checks
// as the text form (DcgmDiagResults).
class DcgmDiagJsonParser {
    Q_DECLARE_TR_FUNCTIONS(DcgmDiagJsonParser)

public:
    static ParsedImport parse(const QByteArray& document);
};

// `rocm-smi --json` (`-a --json`, `--showallinfo --json`): {"card0": {"Card Series": ..., "PCI Bus": ...,
// "PCIe Replay Count": ...}, "system": {"Driver version": ...}}. Same facts and checks as the text form
// (RocmSmiChecks).
class RocmSmiJsonParser {
    Q_DECLARE_TR_FUNCTIONS(RocmSmiJsonParser)

public:
    static ParsedImport parse(const QByteArray& document);
};

}  // namespace tb::core
