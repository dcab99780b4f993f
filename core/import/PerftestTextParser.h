#pragma once

#include "core/import/LineParser.h"

#include <QCoreApplication>

#include <vector>

namespace tb::core {

// perftest's text output (ib_write_bw, ib_read_bw, ib_send_bw, ib_*_lat): one run per test in the paste (a new test
// banner, or a new column header after result rows), samples with the same metric names as tb-rdma (`rdma.write.bw`
// in Gb/s, `rdma.write.lat` in us). Bandwidth columns in "MB/sec" (before 2024), "MiB/sec" (since; the same 2^20-byte
// unit relabelled) or "Gb/sec" (--report_gbits). Separator lines may be missing; markdown quotes ("> ") are removed.
// An error line (a failed memory registration, no device, a refused connection) fails its run: never a zero figure.
class PerftestTextParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(PerftestTextParser)

public:
    static constexpr qsizetype kMaxRuns = 1024;
    static constexpr qsizetype kMaxSamples = 100000;

    PerftestTextParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    enum class Column { Bytes, Iterations, BwPeak, BwAverage, MsgRate, TMin, TMax, TTypical, TAvg, TStdev, P99, P999 };
    void startRun(const QString& title);
    void flushRun();
    bool readHeader(std::string_view s);
    void readRow(std::string_view s, bool last);

    ParsedImport m_result;
    ParsedRun m_run;
    bool m_open = false;  // m_run holds something of a test
    bool m_hasRows = false;
    std::vector<Column> m_columns;  // of the current header; empty: no header yet
    double m_bwScale = 1;           // to Gb/s
    QString m_metric;               // rdma.write.bw, ...
    qint64 m_samples = 0, m_dropped = 0;
};

}  // namespace tb::core
