#pragma once

#include "core/import/ParsedImport.h"

#include <QByteArray>
#include <QCoreApplication>

namespace tb::core {

// nvbandwidth -j: {"nvbandwidth": {version, "GPU Device list", testcases: [{name, status, bandwidth_description,
// bandwidth_matrix: [[string]], sum}]}}. Cells are strings ("N/A" skipped).
class NvbandwidthJsonParser {
    Q_DECLARE_TR_FUNCTIONS(NvbandwidthJsonParser)

public:
    static ParsedImport parse(const QByteArray& document);
};

}  // namespace tb::core
