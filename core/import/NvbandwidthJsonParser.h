#pragma once

#include "core/import/ParsedImport.h"

#include <QByteArray>

namespace tb::core {

// nvbandwidth -j: {"nvbandwidth": {version, "GPU Device list", testcases: [{name, status, bandwidth_description,
// bandwidth_matrix: [[string]], sum}]}}. Cells are strings ("N/A" skipped).
class NvbandwidthJsonParser {
public:
    static ParsedImport parse(const QByteArray& document);
};

}  // namespace tb::core
