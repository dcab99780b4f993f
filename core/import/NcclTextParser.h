#pragma once

#include "core/import/LineParser.h"
#include "core/import/NcclLogLines.h"
#include "core/import/NcclTableLayout.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QVector>

namespace tb::core {

// nccl-tests and rccl-tests text output, every layout seen in the wild (newest "Collective test starting" headers,
// mid-era, old `error` column, rooted, oldest without `#`), with mpirun/srun/host-name prefixes, NCCL's own INFO/WARN
// lines (read into facts and checks by NcclLogLines), markdown around it, several collectives per file and truncation
// anywhere. Columns are found from the header's tokens; a table without a header (a pasted excerpt, grep output) is
// recognised by the shape of its rows and read by the standard column layouts, also when a launcher's tags split a
// row over two lines or glue two rows into one. A file with the tool's markers but no table is still its output,
// with a warning saying what is missing.
//
// Figures: a row with an impossible figure (Plausibility: negative size, busbw above any fabric, ...) is not used;
// its text is kept in an import.refused_values finding. A NaN or infinite figure makes the whole input invalid
// (invalidInput in the result): it is never a measurement.
class NcclTextParser : public LineParser {
    Q_DECLARE_TR_FUNCTIONS(NcclTextParser)

public:
    // What one import keeps, over all runs (bounded memory; more is parsed and counted, not kept). 1,000,000 rows
    // is 32,000 full nccl-tests sweeps, about 200 MB of rows: a 150 MB log is kept whole. Once it is reached, later
    // runs are dropped whole (and counted in a warning) rather than kept without rows.
    static constexpr int kMaxRows = 1000000;
    static constexpr int kMaxRuns = 25000;

    NcclTextParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    void handleComment(std::string_view body, bool last);
    void handleOther(std::string_view s);
    bool handleRow(std::string_view s, bool last, bool final = false);
    void handleRowTokens(const std::string_view* tok, int n, bool last, bool final);
    bool screenRow(const CollectiveRow& row, const std::string_view* tok, int n);
    void defer(const std::string_view* tok, int n);
    void resolvePending(std::string_view next, bool last, bool* consumed);
    void applyLog(ParsedRun& run);
    void handleHeader(std::string_view body);
    void handleRank(std::string_view body);
    void handleArgs(std::string_view body);
    void handleCommandLine(std::string_view s);

    ParsedRun& current();
    void boundary();  // the next run-starting line opens a new run if the current one already has rows
    void flush();
    // The previous row's string when the bytes are the same (rows of a table share their type and redop).
    static const QString& intern(std::string_view t, QByteArray& lastBytes, QString& lastString);

    ParsedImport m_result;
    ParsedRun m_run;
    NcclLogLines m_log;
    qint64 m_lineNo = 0;
    QByteArray m_pendingRow;  // a row cut short by a line break, waiting for its continuation
    qint64 m_pendingLine = 0;
    qint64 m_runRefused = 0;
    QStringList m_runRefusedText;
    bool m_runMarked = false;      // the open run has the tool's or NCCL's markers (arguments, devices, versions)
    bool m_runToolMarked = false;  // ... of the test itself, not only NCCL's version line
    qint64 m_badRanks = 0, m_badRoots = 0;
    bool m_runOpen = false;
    bool m_runHasHeader = false;
    bool m_runSummarized = false;
    bool m_runLayoutInferred = false;
    qint64 m_runRows = 0;  // rows seen in the open run (kept or not)
    int m_maxRank = -1;
    qint64 m_nThread = 0, m_nGpus = 0;
    std::optional<qint64> m_maxBytesHeader;
    NcclTableLayout m_layout;
    QString m_commandOp;
    qint64 m_commandNp = 0;
    bool m_rccl = false;
    qint64 m_rowsKept = 0;
    qint64 m_rowsDropped = 0;
    qint64 m_incompleteRows = 0;
    qint64 m_runsDropped = 0;
    int m_lastRunRows = 0;  // rows of the previous run: the next one reserves as many

    // Long sweep logs repeat the same rank and argument lines run after run; building their JSON once and sharing
    // it (implicitly) keeps the per-run cost to a byte comparison.
    struct CachedDevice {
        QByteArray line;
        int rank = 0;
        QJsonObject device;
    };
    QVector<CachedDevice> m_deviceCache;  // by position in the run
    QByteArray m_argsLine;
    QJsonObject m_args;
    qint64 m_argsNThread = 0, m_argsNGpus = 0;
    std::optional<qint64> m_argsMaxBytes;
    QByteArray m_lastType, m_lastRedop;
    QString m_lastTypeStr, m_lastRedopStr;
};

}  // namespace tb::core
