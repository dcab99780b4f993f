#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>

namespace tb::core {

// nvbandwidth plain text, v0.2 to v0.8: "Running <test>." then a description line "... CPU(row) -> GPU(column)
// bandwidth (GB/s)", a matrix with N/A cells, "SUM <test> <v>"; "Waived:" lines, latency tests in ns, errors.
// Samples: h2d.bw, d2h.bw, d2d.bw, local.bw (GB/s), <dir>.latency (ns), extra {test, src, dst, engine}, and
// <metric>.sum for the tool's own SUM line.
class NvbandwidthParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(NvbandwidthParser)

public:
    static constexpr int kMaxSamples = 200000;

    NvbandwidthParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

    // "host_to_device_memcpy_ce" -> "h2d"; shared with the JSON parser.
    static QString direction(const QString& test);
    static QString metricFor(const QString& test, bool latency);

private:
    void startMatrix(std::string_view desc);
    void addMatrixRow(std::string_view line);

    ParsedImport m_result;
    ParsedRun m_run;
    QString m_test;
    QString m_metric, m_unit, m_matrixLabel;
    bool m_inMatrix = false;
    bool m_haveColumns = false;
    QVector<QString> m_columns;
    QString m_rowKind, m_colKind;  // "cpu" / "gpu"
    bool m_reversed = false;       // "<-": data flows from the column to the row
    int m_waived = 0;
    int m_tests = 0;
    bool m_sawNote = false;
};

}  // namespace tb::core
