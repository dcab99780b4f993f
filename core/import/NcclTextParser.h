#pragma once

#include "core/import/LineParser.h"

#include <QByteArray>

namespace tb::core {

// nccl-tests and rccl-tests text output, every layout seen in the wild (newest "Collective test starting" headers,
// mid-era, old `error` column, rooted, oldest without `#`), with mpirun/srun prefixes, NCCL INFO noise, markdown
// around it, several collectives per file and truncation anywhere. Columns are found from the header's tokens; a
// table without a header (grep output) is read by the standard column layouts.
class NcclTextParser : public LineParser {
public:
    static constexpr int kMaxRows = 500000;  // rows kept over all runs (bounded memory); more are counted, not kept
    static constexpr int kMaxRuns = 10000;

    NcclTextParser();
    void addLine(std::string_view line, bool cut, bool last) override;
    ParsedImport finish(const StreamEnd& end) override;

private:
    struct Layout {
        bool valid = false;
        int size = 0, count = 1, type = 2, redop = -1, root = -1;
        struct Half {
            int time = -1, algbw = -1, busbw = -1, wrong = -1;
            bool errorColumn = false;  // `error` (float) rather than `#wrong` (count)
        } half[2];
        int halves = 0;
        int minTokens = 0;  // through the out-of-place busbw
        int fullTokens = 0;
    };

    void handleComment(std::string_view body, bool last);
    void handleOther(std::string_view s);
    bool handleRow(std::string_view s, bool last);
    void handleHeader(std::string_view body);
    void handleRank(std::string_view body);
    void handleArgs(std::string_view body);
    void handleCommandLine(std::string_view s);
    bool inferLayout(const std::string_view* tok, int n);

    ParsedRun& current();
    void boundary();  // the next run-starting line opens a new run if the current one already has rows
    void flush();
    const QString& internType(std::string_view t);
    const QString& internRedop(std::string_view t);

    ParsedImport m_result;
    ParsedRun m_run;
    bool m_runOpen = false;
    bool m_runHasHeader = false;
    bool m_runSummarized = false;
    bool m_runLayoutInferred = false;
    int m_maxRank = -1;
    qint64 m_nThread = 0, m_nGpus = 0;
    std::optional<qint64> m_maxBytesHeader;
    Layout m_layout;
    QString m_commandOp;
    qint64 m_commandNp = 0;
    bool m_rccl = false;
    qint64 m_rowsKept = 0;
    qint64 m_rowsDropped = 0;
    qint64 m_incompleteRows = 0;
    QByteArray m_lastType, m_lastRedop;
    QString m_lastTypeStr, m_lastRedopStr;
};

}  // namespace tb::core
