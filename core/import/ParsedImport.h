#pragma once

#include "core/domain/FindingRecord.h"
#include "core/domain/RunStatus.h"
#include "core/domain/SampleRecord.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>

#include <optional>

namespace tb::core {

// One half (out-of-place or in-place) of an nccl-tests/rccl-tests result row.
struct CollectiveHalf {
    bool present = false;
    double timeUs = 0;
    double algbw = 0;  // GB/s (1e9 B/s)
    double busbw = 0;
    std::optional<qint64> wrong;  // #wrong; empty when printed as N/A or when the layout has an `error` column
    std::optional<double> error;  // the old layouts' float `error` column
};

struct CollectiveRow {
    qint64 sizeBytes = 0;
    qint64 count = 0;
    QString type, redop;
    std::optional<int> root;
    CollectiveHalf outOfPlace, inPlace;
};

}  // namespace tb::core

// Rows are moved when the row list grows; QString and the optionals relocate by memcpy.
Q_DECLARE_TYPEINFO(tb::core::CollectiveHalf, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(tb::core::CollectiveRow, Q_RELOCATABLE_TYPE);

namespace tb::core {

// One run found in a tool's output: one collective sweep, one nvbandwidth session, one system-tool snapshot.
struct ParsedRun {
    QString tool;       // nccl-tests, rccl-tests, nvbandwidth, nvidia-smi, kernel-log, lspci, ibstat, rocm-smi
    QString operation;  // all_reduce, ... or "unknown"; for system tools what was read (e.g. "query")
    QString label;      // a section label when the input had one (e.g. "2-node" in grep-filtered output)
    QString dataType;
    int rankCount = 0;
    QJsonArray devices;
    QJsonObject args;  // the tool's own parameters (nThread, minBytes, ...)
    QJsonObject env;   // library versions and the like
    QVector<CollectiveRow> rows;
    QVector<SampleRecord> samples;  // non-collective measurements (nvbandwidth)
    QVector<FindingRecord> findings;
    std::optional<double> summaryAvgBusbw;  // the tool's own "Avg bus bandwidth" (mean over all rows; not a peak)
    std::optional<qint64> outOfBounds;
    bool failed = false;  // the tool reported failure (#wrong > 0, Out of bounds FAILED, Test NCCL failure)
    bool truncated = false;
    QStringList warnings;
};

}  // namespace tb::core

// Every member is a Qt implicitly shared handle or trivial: a growing run list moves runs by memcpy.
Q_DECLARE_TYPEINFO(tb::core::ParsedRun, Q_RELOCATABLE_TYPE);

namespace tb::core {

struct ParsedImport {
    QString format;
    QVector<ParsedRun> runs;
    QStringList warnings;  // about the input as a whole
    bool truncated = false;
    qint64 bytes = 0;
    // NaN or infinite figures: never a measurement, so the whole input is invalid (Importer refuses it). The first
    // one is described ("line 12: ... (busbw inf GB/s is not a finite number ...)").
    qint64 invalidValues = 0;
    QString invalidInput;
};

// Samples for storage: `<op>.busbw`, `<op>.algbw`, `<op>.time_us` (+ `.ip` for in-place) per row, plus the run's own
// samples.
QVector<SampleRecord> runSamples(const ParsedRun& run);
// The same samples in batches of at most `rowsPerBatch` rows (the run's own samples in the last batch), so storing a
// million-row import holds one batch of records, not all of them (issue 13.2). `sink` returns false to stop.
// Returns false when it was stopped.
bool forEachSampleBatch(const ParsedRun& run, qsizetype rowsPerBatch,
                        const std::function<bool(const QVector<SampleRecord>&)>& sink);
// Highest busbw over both halves; 0 when there are no rows.
double peakBusbw(const ParsedRun& run);
// Ok, or Failed when the tool reported a failure, for probe_run.status.
RunStatus runStatus(const ParsedRun& run);

// Machine-readable rendering for `tierbench-cli import --json` (and anything else that shows a parse).
QJsonObject toJson(const ParsedRun& run);
QJsonObject toJson(const ParsedImport& parsed);

}  // namespace tb::core
