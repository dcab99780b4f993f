#pragma once

#include "core/import/FabricJsonDocument.h"

namespace tb::core {

// perftest --out_json (6.x): {"test_info": {...}, "results": {"MsgSize", "BW_peak", "BW_average", "MsgRate"} or the
// latency keys t_min, t_max, t_typical, t_avg, t_stdev, percentile_99, percentile_99.9}. Bandwidth is read as Gb/s
// only where the report says --report_gbits was on (test_info), else as perftest's MiB/s; a report that says
// neither is assumed Gb/s, as tb-rdma runs it, with a warning. The same metrics as tb-rdma (`rdma.write.bw`, ...).
class PerftestJsonParser : public FabricJsonDocument {
    Q_DECLARE_TR_FUNCTIONS(PerftestJsonParser)

public:
    static ParsedImport parse(const QByteArray& document);

protected:
    QString formatName() const override { return QStringLiteral("perftest-json"); }
    void read(const QJsonObject& root, ParsedImport& result) override;
};

}  // namespace tb::core
