#include "core/import/NcclTextParser.h"

#include "core/import/ByteText.h"
#include "core/import/NcclTextTokens.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;
using nccltext::isBracketNumber;
using nccltext::isNumberish;
using nccltext::opFromBinary;
using nccltext::stripPrefixes;

NcclTextParser::NcclTextParser() {
    m_result.format = QStringLiteral("nccl-tests");
}

ParsedRun& NcclTextParser::current() {
    if (!m_runOpen) {
        m_run = ParsedRun{};
        m_run.tool = QStringLiteral("nccl-tests");
        m_run.operation = m_commandOp;
        m_runOpen = true;
        m_runHasHeader = false;
        m_runSummarized = false;
        m_runLayoutInferred = false;
        m_maxRank = -1;
        m_nThread = m_nGpus = 0;
        m_maxBytesHeader.reset();
        m_layout = NcclTableLayout{};
        m_runRows = 0;
        if (m_result.runs.size() < kMaxRuns && m_rowsKept < kMaxRows)
            m_run.rows.reserve(std::min<qint64>(m_lastRunRows, kMaxRows - m_rowsKept));
    }
    return m_run;
}

void NcclTextParser::boundary() {
    if (m_runOpen && (m_runRows > 0 || m_runSummarized))
        flush();
}

void NcclTextParser::flush() {
    if (!m_runOpen)
        return;
    m_runOpen = false;
    ParsedRun& r = m_run;
    const bool keep = m_runRows > 0 || r.failed || m_runHasHeader;
    if (!keep)
        return;
    if (m_result.runs.size() >= kMaxRuns || (m_rowsKept >= kMaxRows && r.rows.isEmpty() && m_runRows > 0)) {
        m_result.truncated = true;
        ++m_runsDropped;
        r.rows.clear();
        return;
    }
    m_lastRunRows = int(std::min<qsizetype>(r.rows.size(), 4096));
    if (r.operation.isEmpty()) {
        r.operation = QStringLiteral("unknown");
        r.warnings << tr(
            "The collective is not named in the input (no \"Collective test starting\" line or "
            "*_perf command); operation set to \"unknown\".");
    }
    if (m_maxRank >= 0) {
        r.rankCount = m_maxRank + 1;
    } else if (m_nThread > 0 && m_nGpus > 0) {
        r.rankCount = int(m_nThread * m_nGpus * (m_commandNp > 0 ? m_commandNp : 1));
        if (m_commandNp <= 0) {
            r.warnings << tr("No rank lines; the rank count assumes a single process (nThread x nGpus).");
        }
    }
    if (m_runLayoutInferred) {
        r.warnings << tr("No table header; the rows were read with the standard nccl-tests column layout.");
    }
    if (m_runHasHeader && !m_runSummarized && !r.failed) {
        r.warnings << tr("No \"Avg bus bandwidth\" summary: the output may have been cut short.");
        r.truncated = true;
    }
    if (m_runRows == 0 && m_runHasHeader && !r.failed) {
        r.warnings << tr("The table header has no result rows.");
    }
    if (m_maxBytesHeader) {
        for (const CollectiveRow& row : r.rows) {
            if (row.sizeBytes > *m_maxBytesHeader) {
                r.warnings << tr(
                    "Rows go beyond the header's maxBytes; the header and the table may come from "
                    "different runs.");
                break;
            }
        }
    }
    QString type;
    for (const CollectiveRow& row : r.rows) {
        if (type.isEmpty()) {
            type = row.type;
        } else if (row.type != type) {
            type = QStringLiteral("mixed");
            break;
        }
        if ((row.outOfPlace.wrong && *row.outOfPlace.wrong > 0) || (row.inPlace.wrong && *row.inPlace.wrong > 0)) {
            r.failed = true;
        }
    }
    r.dataType = type;
    if (m_rccl)
        r.tool = QStringLiteral("rccl-tests");
    m_result.truncated = m_result.truncated || r.truncated;
    m_result.runs.push_back(std::move(r));
    m_run = ParsedRun{};
}

const QString& NcclTextParser::intern(View t, QByteArray& lastBytes, QString& lastString) {
    if (view(lastBytes) != t) {
        lastBytes = QByteArray(t.data(), qsizetype(t.size()));
        lastString = str(t);
    }
    return lastString;
}

void NcclTextParser::addLine(View line, bool cut, bool last) {
    if (cut && !m_result.warnings.contains(tr("A line longer than the line limit was cut."))) {
        m_result.warnings << tr("A line longer than the line limit was cut.");
    }
    View s = stripPrefixes(line);
    s = trimRight(s);
    if (s.empty())
        return;
    if (s[0] == '#') {
        handleComment(trim(s.substr(1)), last);
        return;
    }
    if (isDigit(s[0]) && handleRow(s, last))
        return;
    handleOther(s);
}

void NcclTextParser::handleComment(View body, bool last) {
    if (body.empty())
        return;
    if (startsWith(body, "nccl-tests version")) {
        boundary();
        ParsedRun& r = current();
        View tok[8];
        const size_t n = split(body, tok);
        if (n >= 3)
            r.env.insert(QStringLiteral("nccl_tests_version"), str(tok[2]));
        for (size_t i = 3; i < n; ++i) {
            View k, v;
            if (keyValue(tok[i], &k, &v, '='))
                r.env.insert(str(k).replace(u'-', u'_'), str(v));
        }
        return;
    }
    if (startsWith(body, "Collective test starting:")) {
        boundary();
        ParsedRun& r = current();
        const QString op = opFromBinary(trim(body.substr(25)));
        if (!op.isEmpty())
            r.operation = op;
        return;
    }
    if (startsWith(body, "Collective test concluded:")) {
        if (m_runOpen) {
            if (m_run.operation.isEmpty())
                m_run.operation = opFromBinary(trim(body.substr(26)));
            flush();
        }
        return;
    }
    if (startsWith(body, "nThread") || startsWith(body, "nGpus")) {
        handleArgs(body);
        return;
    }
    if (startsWith(body, "Using devices")) {
        boundary();
        current();
        return;
    }
    if (startsWith(body, "Rank")) {
        handleRank(body);
        return;
    }
    if (startsWith(body, "size")) {
        handleHeader(body);
        return;
    }
    if (startsWith(body, "Out of bounds values") || startsWith(body, "Avg bus bandwidth")) {
        handleOther(body);
        return;
    }
    if (startsWith(body, "Errors with asterisks")) {
        m_rccl = true;
        return;
    }
    if (startsWith(body, "error")) {
        ParsedRun& r = current();
        r.failed = true;
        r.warnings << tr("The test reported an error: %1").arg(str(body));
        return;
    }
    (void)last;
}

void NcclTextParser::handleArgs(View body) {
    boundary();
    ParsedRun& r = current();
    const bool fresh = r.args.isEmpty();
    if (fresh && !m_argsLine.isEmpty() && view(m_argsLine) == body) {
        r.args = m_args;
        m_nThread = m_argsNThread;
        m_nGpus = m_argsNGpus;
        m_maxBytesHeader = m_argsMaxBytes;
        return;
    }
    View tok[48];
    const size_t n = split(body, tok);
    auto num = [&](size_t i) -> std::optional<qint64> { return i < n ? leadingInt(tok[i]) : std::nullopt; };
    for (size_t i = 0; i < n; ++i) {
        const QString key = nccltext::argKey(tok[i], i > 0 ? tok[i - 1] : View());
        if (key.isEmpty() || i + 1 >= n)
            continue;
        if (key == QLatin1String("step")) {
            r.args.insert(key, str(tok[i + 1]));
        } else if (auto v = num(i + 1)) {
            r.args.insert(key, double(*v));
            if (key == QLatin1String("nThread"))
                m_nThread = *v;
            if (key == QLatin1String("nGpus"))
                m_nGpus = *v;
            if (key == QLatin1String("maxBytes"))
                m_maxBytesHeader = *v;
        }
    }
    if (fresh) {
        m_argsLine = QByteArray(body.data(), qsizetype(body.size()));
        m_args = r.args;
        m_argsNThread = m_nThread;
        m_argsNGpus = m_nGpus;
        m_argsMaxBytes = m_maxBytesHeader;
    }
}

void NcclTextParser::handleRank(View body) {
    if (m_runOpen && (m_runRows > 0 || m_runSummarized))
        boundary();
    ParsedRun& r = current();
    const int index = int(r.devices.size());
    if (index < m_deviceCache.size() && view(m_deviceCache[index].line) == body) {
        const CachedDevice& c = m_deviceCache[index];
        m_maxRank = std::max(m_maxRank, c.rank);
        r.devices.append(c.device);
        return;
    }
    const auto parsed = nccltext::rankDevice(body);
    if (!parsed)
        return;
    const int rankClamped = int(std::clamp<qint64>(parsed->rank, -1, 1 << 20));
    m_maxRank = std::max(m_maxRank, rankClamped);
    if (r.devices.size() >= 4096)
        return;  // the rank count still grows; the device list stays bounded
    const QJsonObject& dev = parsed->device;
    r.devices.append(dev);
    if (index < 1024) {
        if (m_deviceCache.size() <= index)
            m_deviceCache.resize(index + 1);
        m_deviceCache[index] = {QByteArray(body.data(), qsizetype(body.size())), rankClamped, dev};
    }
}

void NcclTextParser::handleHeader(View body) {
    auto layout = NcclTableLayout::fromHeader(body);
    if (!layout)
        return;
    if (m_runOpen && (m_runRows > 0 || m_runSummarized))
        flush();
    current();
    m_layout = *layout;
    m_runHasHeader = true;
}

bool NcclTextParser::handleRow(View s, bool last) {
    // Tokens without launchers' `[0]` rank tags, in one pass (this is the hot path: one call per table row).
    constexpr int kMaxTokens = 40;
    View tok[kMaxTokens];
    int n = 0;
    for (size_t i = 0, len = s.size(); i < len && n < kMaxTokens;) {
        while (i < len && isSpace(s[i]))
            ++i;
        const size_t start = i;
        while (i < len && !isSpace(s[i]))
            ++i;
        if (i > start) {
            const View t = s.substr(start, i - start);
            if (t.front() != '[' || !isBracketNumber(t))
                tok[n++] = t;
        }
    }
    if (n < 3 || !toInt(tok[0]) || !toInt(tok[1]) || isNumberish(tok[2]))
        return false;
    if (m_runOpen && m_runSummarized)
        flush();
    if (!m_runOpen || !m_layout.isValid()) {
        current();
        auto inferred = NcclTableLayout::infer(tok, n);
        if (!inferred) {
            // A row that fits no layout: a truncated row before any header, or not a row at all.
            if (last)
                m_result.truncated = true;
            return n >= 6;
        }
        m_layout = *inferred;
        m_runLayoutInferred = true;
    }
    ParsedRun& r = current();
    CollectiveRow row;
    NcclTableLayout::RowText text;
    const auto status = m_layout.read(tok, n, &row, &text);
    if (text.marked)
        r.failed = true;
    switch (status) {
        case NcclTableLayout::RowStatus::Short:
            ++m_incompleteRows;
            r.truncated = r.truncated || last;
            if (last)
                r.warnings << tr("The last row is cut short and was ignored.");
            return true;
        case NcclTableLayout::RowStatus::NotSized:
            ++m_incompleteRows;
            return true;
        case NcclTableLayout::RowStatus::Bad:
            if (last) {
                r.truncated = true;
                r.warnings << tr("The last row is cut short and was ignored.");
            }
            ++m_incompleteRows;
            return true;
        case NcclTableLayout::RowStatus::Ok:
            break;
    }
    if (!text.type.empty())
        row.type = intern(text.type, m_lastType, m_lastTypeStr);
    if (!text.redop.empty())
        row.redop = intern(text.redop, m_lastRedop, m_lastRedopStr);
    if (!row.inPlace.present && m_layout.halves() == 2) {
        r.warnings << tr("A row without its in-place half was kept (size %1).").arg(row.sizeBytes);
        if (last)
            r.truncated = true;
    } else if (last) {
        r.truncated = true;
        r.warnings << tr("The input ends inside the last row; its last number may be cut.");
    }
    ++m_runRows;
    if (m_result.runs.size() >= kMaxRuns)
        return true;  // this run will not be kept (counted in finish)
    if (m_rowsKept >= kMaxRows) {
        ++m_rowsDropped;
        return true;
    }
    ++m_rowsKept;
    r.rows.push_back(std::move(row));
    return true;
}

void NcclTextParser::handleOther(View s) {
    if (startsWith(s, "Out of bounds values")) {
        ParsedRun& r = current();
        View k, v;
        if (keyValue(s, &k, &v)) {
            r.outOfBounds = leadingInt(v);
            if (contains(v, "FAILED"))
                r.failed = true;
        }
        return;
    }
    if (startsWith(s, "Avg bus bandwidth")) {
        ParsedRun& r = current();
        View k, v;
        if (keyValue(s, &k, &v)) {
            View tok[4];
            if (split(v, tok) >= 1)
                r.summaryAvgBusbw = toDouble(tok[0]);
            if (contains(v, "FAILED"))
                r.failed = true;
        }
        m_runSummarized = true;
        return;
    }
    if (startsWith(s, "size") && contains(s, "count")) {
        handleHeader(s);
        return;
    }
    if (startsWith(s, "nThread")) {
        handleArgs(s);
        return;
    }
    if (startsWith(s, "Rank ")) {
        handleRank(s);
        return;
    }
    if (startsWith(s, "rccl-tests:")) {
        m_rccl = true;
        View tok[4];
        if (split(s, tok) >= 3)
            current().env.insert(QStringLiteral("rccl_tests_version"), str(tok[2]));
        return;
    }
    if (startsWith(s, "RCCL version") || startsWith(s, "HIP version") || startsWith(s, "ROCm version") ||
        startsWith(s, "Librccl path") || startsWith(s, "Hostname")) {
        m_rccl = true;
        View k, v;
        if (keyValue(s, &k, &v))
            current().env.insert(str(k).toLower().replace(u' ', u'_'), str(v));
        return;
    }
    if (contains(s, "Test NCCL failure") || contains(s, "Test CUDA failure") || contains(s, "Test HIP failure") ||
        contains(s, "Test RCCL failure")) {
        ParsedRun& r = current();
        r.failed = true;
        r.warnings << tr("The test aborted: %1").arg(str(s.substr(0, 300)));
        return;
    }
    if (s.size() > 6 &&
        ((startsWith(s, "===") && endsWith(s, "===")) || (startsWith(s, "---") && endsWith(s, "---")))) {
        // grep-filtered output with section separators: one run per section.
        if (m_runOpen)
            flush();
        View inner = trim(s);
        while (!inner.empty() && (inner.front() == '=' || inner.front() == '-'))
            inner.remove_prefix(1);
        while (!inner.empty() && (inner.back() == '=' || inner.back() == '-'))
            inner.remove_suffix(1);
        const QString label = str(trim(inner));
        current().label = label;
        return;
    }
    const size_t nv = s.find("NCCL version ");
    if (nv != View::npos) {
        View tok[2];
        if (split(s.substr(nv + 13), tok) >= 1)
            current().env.insert(QStringLiteral("nccl_version"), str(tok[0]));
        return;
    }
    if (contains(s, "_perf"))
        handleCommandLine(s);
}

void NcclTextParser::handleCommandLine(View s) {
    View tok[64];
    const size_t n = split(s, tok);
    for (size_t i = 0; i < n; ++i) {
        const QString op = opFromBinary(tok[i]);
        if (!op.isEmpty()) {
            m_commandOp = op;
            if (m_runOpen && m_runRows == 0 && m_run.operation.isEmpty())
                m_run.operation = op;
        }
        if ((tok[i] == "-np" || tok[i] == "-n") && i + 1 < n) {
            if (auto v = toInt(tok[i + 1]))
                m_commandNp = *v;
        }
    }
}

ParsedImport NcclTextParser::finish(const StreamEnd& end) {
    flush();
    if (m_rowsDropped > 0) {
        m_result.truncated = true;
        m_result.warnings << tr("%1 rows beyond the limit of %2 were not kept.").arg(m_rowsDropped).arg(kMaxRows);
    }
    if (m_runsDropped > 0) {
        m_result.warnings << tr("%1 later runs were not kept (limits: %2 runs, %3 rows).")
                                 .arg(m_runsDropped)
                                 .arg(kMaxRuns)
                                 .arg(kMaxRows);
    }
    if (m_incompleteRows > 0) {
        m_result.warnings << tr("%1 incomplete rows were ignored.").arg(m_incompleteRows);
    }
    if (end.endedWithoutNewline && !m_result.runs.isEmpty())
        m_result.truncated = true;
    m_result.bytes = end.bytes;
    return std::move(m_result);
}

}  // namespace tb::core
