#include "core/import/NcclTextParser.h"

#include "core/import/ByteText.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("NcclTextParser", text);
}

// Strips what launchers put in front of a line: OpenMPI `[1,0]<stdout>:`, `--tag-output` `[0]`, srun `--label`
// ` 0: `, and markdown quotes `> `.
View stripPrefixes(View s) {
    for (int guard = 0; guard < 6; ++guard) {
        View t = trimLeft(s);
        if (t.empty())
            return t;
        if (t[0] == '>') {
            s = t.substr(1);
            continue;
        }
        if (t[0] == '[') {
            const size_t close = t.find(']');
            if (close != View::npos && close > 1 && close < 24) {
                bool ok = true;
                for (size_t i = 1; i < close; ++i) {
                    if (!isDigit(t[i]) && t[i] != ',')
                        ok = false;
                }
                if (ok) {
                    View rest = t.substr(close + 1);
                    if (startsWith(rest, "<stdout>:") || startsWith(rest, "<stderr>:"))
                        rest = rest.substr(9);
                    s = rest;
                    continue;
                }
            }
            return t;
        }
        if (isDigit(t[0])) {
            size_t i = 0;
            while (i < t.size() && i < 8 && isDigit(t[i]))
                ++i;
            if (i < t.size() && t[i] == ':' && (i + 1 == t.size() || isSpace(t[i + 1]))) {
                s = t.substr(i + 1);
                continue;
            }
        }
        return t;
    }
    return trimLeft(s);
}

bool isBracketNumber(View t) {
    if (t.size() < 3 || t.front() != '[' || t.back() != ']')
        return false;
    for (size_t i = 1; i + 1 < t.size(); ++i) {
        if (!isDigit(t[i]) && t[i] != ',')
            return false;
    }
    return true;
}

bool isNumberish(View t) {
    if (t.empty())
        return false;
    const char c = t[0];
    return isDigit(c) || c == '-' || c == '+' || c == '.';
}

// "all_reduce_perf" / "/opt/nccl-tests/build/all_reduce_perf_mpi" -> "all_reduce"
QString opFromBinary(View token) {
    const size_t slash = token.rfind('/');
    if (slash != View::npos)
        token = token.substr(slash + 1);
    const size_t perf = token.find("_perf");
    if (perf == View::npos || perf == 0)
        return {};
    token = token.substr(0, perf);
    for (char c : token) {
        if (!isAlpha(c) && c != '_' && !isDigit(c))
            return {};
    }
    return str(token);
}

}  // namespace

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
        m_layout = Layout{};
    }
    return m_run;
}

void NcclTextParser::boundary() {
    if (m_runOpen && (!m_run.rows.isEmpty() || m_runSummarized))
        flush();
}

void NcclTextParser::flush() {
    if (!m_runOpen)
        return;
    m_runOpen = false;
    ParsedRun& r = m_run;
    const bool keep = !r.rows.isEmpty() || r.failed || m_runHasHeader;
    if (!keep)
        return;
    if (m_result.runs.size() >= kMaxRuns) {
        m_result.truncated = true;
        return;
    }
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
    if (r.rows.isEmpty() && m_runHasHeader && !r.failed) {
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

const QString& NcclTextParser::internType(View t) {
    if (view(m_lastType) != t) {
        m_lastType = QByteArray(t.data(), qsizetype(t.size()));
        m_lastTypeStr = str(t);
    }
    return m_lastTypeStr;
}

const QString& NcclTextParser::internRedop(View t) {
    if (view(m_lastRedop) != t) {
        m_lastRedop = QByteArray(t.data(), qsizetype(t.size()));
        m_lastRedopStr = str(t);
    }
    return m_lastRedopStr;
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
    View tok[48];
    const size_t n = split(body, tok);
    auto num = [&](size_t i) -> std::optional<qint64> { return i < n ? leadingInt(tok[i]) : std::nullopt; };
    for (size_t i = 0; i < n; ++i) {
        const View t = tok[i];
        QString key;
        if (startsWith(t, "nThread"))
            key = QStringLiteral("nThread");
        else if (startsWith(t, "nGpus"))
            key = QStringLiteral("nGpus");
        else if (t == "minBytes")
            key = QStringLiteral("minBytes");
        else if (t == "maxBytes")
            key = QStringLiteral("maxBytes");
        else if (t == "step:")
            key = QStringLiteral("step");
        else if (t == "validation:")
            key = QStringLiteral("validation");
        else if (t == "graph:")
            key = QStringLiteral("graph");
        else if (t == "unalign:")
            key = QStringLiteral("unalign");
        else if (t == "iters:") {
            const View prev = i > 0 ? tok[i - 1] : View();
            key = prev == "warmup" ? QStringLiteral("warmupIters")
                  : prev == "agg"  ? QStringLiteral("aggIters")
                                   : QStringLiteral("iters");
        }
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
}

void NcclTextParser::handleRank(View body) {
    if (m_runOpen && !m_run.rows.isEmpty())
        boundary();
    if (m_runOpen && m_runSummarized)
        boundary();
    ParsedRun& r = current();
    // Rank N [Group G] Pid P on HOST device D [BDF] NAME...
    View tok[16];
    const size_t n = split(body, tok);
    if (n < 2)
        return;
    const auto rank = toInt(tok[1]);
    if (!rank)
        return;
    if (*rank > m_maxRank)
        m_maxRank = int(std::min<qint64>(*rank, 1 << 20));
    QJsonObject dev{{QStringLiteral("rank"), double(*rank)}};
    for (size_t i = 2; i + 1 < n; ++i) {
        if (tok[i] == "on")
            dev.insert(QStringLiteral("host"), str(tok[i + 1]));
        if (tok[i] == "device") {
            if (auto d = toInt(tok[i + 1]))
                dev.insert(QStringLiteral("device"), double(*d));
        }
        if (tok[i] == "Pid") {
            if (auto p = toInt(tok[i + 1]))
                dev.insert(QStringLiteral("pid"), double(*p));
        }
    }
    const size_t open = body.find('[');
    const size_t close = open == View::npos ? View::npos : body.find(']', open);
    if (open != View::npos && close != View::npos) {
        dev.insert(QStringLiteral("pci"), str(body.substr(open + 1, close - open - 1)));
        dev.insert(QStringLiteral("name"), str(trim(body.substr(close + 1))));
    }
    if (r.devices.size() < 4096)
        r.devices.append(dev);
}

void NcclTextParser::handleHeader(View body) {
    View tok[64];
    const size_t n = split(body, tok);
    if (n < 4 || tok[0] != "size")
        return;
    Layout l;
    l.size = 0;
    l.count = l.type = -1;
    int halfStart[2] = {-1, -1};
    int halves = 0;
    for (size_t i = 0; i < n; ++i) {
        const View t = tok[i];
        if (t == "time" || t == "cputime") {
            if (halves < 2)
                halfStart[halves++] = int(i);
            continue;
        }
        if (halves == 0) {
            if (t == "count")
                l.count = int(i);
            else if (t == "type")
                l.type = int(i);
            else if (t == "redop")
                l.redop = int(i);
            else if (t == "root")
                l.root = int(i);
            continue;
        }
        Layout::Half& h = l.half[halves - 1];
        if (t == "algbw")
            h.algbw = int(i);
        else if (t == "busbw")
            h.busbw = int(i);
        else if (t == "#wrong" || t == "wrong")
            h.wrong = int(i);
        else if (t == "error") {
            h.wrong = int(i);
            h.errorColumn = true;
        }
    }
    if (halves == 0 || l.count < 0)
        return;
    for (int h = 0; h < halves; ++h)
        l.half[h].time = halfStart[h];
    if (l.half[0].algbw < 0 || l.half[0].busbw < 0)
        return;
    l.halves = halves;
    l.valid = true;
    l.minTokens = l.half[0].busbw + 1;
    int full = 0;
    for (int h = 0; h < halves; ++h) {
        full = std::max({full, l.half[h].time, l.half[h].algbw, l.half[h].busbw, l.half[h].wrong});
    }
    l.fullTokens = full + 1;
    if (m_runOpen && (!m_run.rows.isEmpty() || m_runSummarized))
        flush();
    current();
    m_layout = l;
    m_runHasHeader = true;
}

bool NcclTextParser::inferLayout(const View* tok, int n) {
    Layout l;
    auto half = [](int start, bool error) {
        Layout::Half h;
        h.time = start;
        h.algbw = start + 1;
        h.busbw = start + 2;
        h.wrong = start + 3;
        h.errorColumn = error;
        return h;
    };
    if (n >= 13 && !isNumberish(tok[3]) && isNumberish(tok[4])) {
        l.redop = 3;
        l.root = 4;
        l.half[0] = half(5, false);
        l.half[1] = half(9, false);
    } else if (n == 12 && !isNumberish(tok[3])) {
        l.redop = 3;
        l.half[0] = half(4, true);
        l.half[1] = half(8, true);
    } else if (n == 12) {
        l.root = 3;
        l.half[0] = half(4, true);
        l.half[1] = half(8, true);
    } else if (n == 11) {
        l.half[0] = half(3, true);
        l.half[1] = half(7, true);
    } else {
        return false;
    }
    l.halves = 2;
    l.valid = true;
    l.minTokens = l.half[0].busbw + 1;
    l.fullTokens = l.half[1].wrong + 1;
    m_layout = l;
    m_runLayoutInferred = true;
    return true;
}

bool NcclTextParser::handleRow(View s, bool last) {
    View raw[40];
    bool more = false;
    const size_t rawN = split(s, raw, &more);
    View tok[40];
    int n = 0;
    for (size_t i = 0; i < rawN; ++i) {
        if (!isBracketNumber(raw[i]))
            tok[n++] = raw[i];
    }
    if (n < 3 || !toInt(tok[0]) || !toInt(tok[1]) || isNumberish(tok[2]))
        return false;
    if (m_runOpen && m_runSummarized)
        flush();
    if (!m_runOpen || !m_layout.valid) {
        current();
        if (!inferLayout(tok, n)) {
            // A row that fits no layout: a truncated row before any header, or not a row at all.
            if (last)
                m_result.truncated = true;
            return n >= 6;
        }
    }
    ParsedRun& r = current();
    const Layout& l = m_layout;
    if (n < l.minTokens) {
        ++m_incompleteRows;
        r.truncated = r.truncated || last;
        if (last)
            r.warnings << tr("The last row is cut short and was ignored.");
        return true;
    }
    // A header mangled into a layout without size/count columns, or a row whose first fields are not integers, is
    // not a data row (found by fuzz_detect); nothing below may index with -1 or dereference an empty optional.
    const auto sizeBytes = l.size >= 0 && l.size < n ? toInt(tok[l.size]) : std::nullopt;
    const auto count = l.count >= 0 && l.count < n ? toInt(tok[l.count]) : std::nullopt;
    if (!sizeBytes || !count) {
        ++m_incompleteRows;
        return true;
    }
    CollectiveRow row;
    row.sizeBytes = *sizeBytes;
    row.count = *count;
    if (l.type >= 0 && l.type < n)
        row.type = internType(tok[l.type]);
    if (l.redop >= 0 && l.redop < n)
        row.redop = internRedop(tok[l.redop]);
    if (l.root >= 0 && l.root < n) {
        if (auto v = toInt(tok[l.root]))
            row.root = int(*v);
    }
    bool bad = false;
    for (int h = 0; h < l.halves; ++h) {
        const Layout::Half& lh = l.half[h];
        CollectiveHalf& out = h == 0 ? row.outOfPlace : row.inPlace;
        if (lh.time < 0 || lh.algbw < 0 || lh.busbw < 0 || lh.time >= n || lh.algbw >= n || lh.busbw >= n)
            break;
        const auto t = toDouble(tok[lh.time]);
        const auto a = toDouble(tok[lh.algbw]);
        const auto b = toDouble(tok[lh.busbw]);
        if (!t || !a || !b) {
            bad = true;
            break;
        }
        out.present = true;
        out.timeUs = *t;
        out.algbw = *a;
        out.busbw = *b;
        if (lh.wrong >= 0 && lh.wrong < n) {
            View w = tok[lh.wrong];
            if (!w.empty() && w.back() == '*') {
                w.remove_suffix(1);
                r.failed = true;
            }
            if (lh.errorColumn) {
                out.error = toDouble(w);
            } else {
                out.wrong = toInt(w);
            }
        }
    }
    if (bad) {
        if (last) {
            r.truncated = true;
            r.warnings << tr("The last row is cut short and was ignored.");
        }
        ++m_incompleteRows;
        return true;
    }
    if (!row.inPlace.present && l.halves == 2) {
        r.warnings << tr("A row without its in-place half was kept (size %1).").arg(row.sizeBytes);
        if (last)
            r.truncated = true;
    } else if (last) {
        r.truncated = true;
        r.warnings << tr("The input ends inside the last row; its last number may be cut.");
    }
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
            if (m_runOpen && m_run.rows.isEmpty() && m_run.operation.isEmpty())
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
    if (m_incompleteRows > 0) {
        m_result.warnings << tr("%1 incomplete rows were ignored.").arg(m_incompleteRows);
    }
    if (end.endedWithoutNewline && !m_result.runs.isEmpty())
        m_result.truncated = true;
    m_result.bytes = end.bytes;
    return std::move(m_result);
}

}  // namespace tb::core
