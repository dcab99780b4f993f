#pragma once

#include "core/import/ParsedImport.h"

#include <QByteArray>
#include <QCoreApplication>

namespace tb::core {

// nccl-tests `-J file.json`: results[].out_of_place/in_place{time|cpu_time, alg_bw, bus_bw, nwrong}, devices[],
// config{}, average_bus_bandwidth{}, out_of_bounds{}.
class NcclJsonParser {
    Q_DECLARE_TR_FUNCTIONS(NcclJsonParser)

public:
    static ParsedImport parse(const QByteArray& document);
};

}  // namespace tb::core
