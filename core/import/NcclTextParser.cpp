#include "core/import/NcclTextParser.h"

#include "core/domain/Plausibility.h"
#include "core/import/ByteText.h"
#include "core/import/CollectiveOperation.h"
#include "core/import/NcclTextTokens.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>
#include <utility>

namespace tb::core {

using namespace tb::core::bytes;
using nccltext::isBracketNumber;
using nccltext::isNumberish;
using nccltext::isTypeName;
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
        m_runRefused = 0;
        m_runRefusedText.clear();
        m_runMarked = m_runToolMarked = false;
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
    const bool keep = m_runRows > 0 || r.failed || m_runHasHeader || m_runMarked || m_runRefused > 0;
    if (!keep)
        return;
    applyLog(r);
    if (m_result.runs.size() >= kMaxRuns || (m_rowsKept >= kMaxRows && r.rows.isEmpty() && m_runRows > 0)) {
        m_result.truncated = true;
        ++m_runsDropped;
        r.rows.clear();
        return;
    }
    m_lastRunRows = int(std::min<qsizetype>(r.rows.size(), 4096));
    if (r.operation.isEmpty()) {
        r.operation = QStringLiteral("unknown");
        if (m_runRows > 0) {
            r.warnings << tr(
                "The collective is not named in the input (no \"Collective test starting\" line or "
                "*_perf command); operation set to \"unknown\". Name it (import --operation) to compare the run "
                "with baselines.");
        }
    }
    if (m_runRows == 0 && !m_runHasHeader && !r.failed && m_runRefused == 0) {
        if (m_runToolMarked) {
            r.warnings << tr(
                "The output stops before the result table: only the test's header (arguments, devices, "
                "versions) was read. It was cut short, or the test ended before its first result.");
        } else {
            r.warnings << tr("No result table: only NCCL's own lines (version, INFO/WARN) were found.");
        }
        r.truncated = true;
    }
    if (m_runRefused > 0) {
        r.findings.push_back({FindingKind::Check, QStringLiteral("import.refused_values"), FindingStatus::Warn,
                              QString::number(m_runRefused),
                              tr("%1 rows with impossible figures were not used: %2")
                                  .arg(m_runRefused)
                                  .arg(m_runRefusedText.join(QStringLiteral(" | ")))});
        r.warnings << tr("%1 rows with impossible figures were not used; their text is in finding "
                         "import.refused_values.")
                          .arg(m_runRefused);
    }
    if (m_maxRank >= 0) {
        r.rankCount = m_maxRank + 1;
    } else if (m_nThread > 0 && m_nGpus > 0) {
        // In double: hostile headers multiply to beyond 2^63.
        const double product = double(m_nThread) * double(m_nGpus) * double(m_commandNp > 0 ? m_commandNp : 1);
        const qint64 ranks = product > double(Plausibility::kMaxRanks) ? Plausibility::kMaxRanks + 1 : qint64(product);
        const PlausibilityCheck c = Plausibility::rankCount(ranks);
        if (c.ok()) {
            r.rankCount = int(ranks);
            if (m_commandNp <= 0)
                r.warnings << tr("No rank lines; the rank count assumes a single process (nThread x nGpus).");
        } else {
            r.warnings << tr("The rank count from the header was not used: %1").arg(c.reason);
        }
    }
    if (r.operation == QLatin1String("unknown") && !r.rows.isEmpty()) {  // status-lint: foreign word (an operation)
        const auto fits = CollectiveOperation::fits(r);
        if (fits.size() == 1) {
            r.args.insert(QStringLiteral("suggestedOperation"), fits.front().operation);
            r.warnings << tr("busbw/algbw and the redop/root columns fit only %1%2; if that is the collective, set it.")
                              .arg(fits.front().operation,
                                   fits.front().ranks > 0 ? tr(" over %1 ranks").arg(fits.front().ranks) : QString());
        } else if (fits.size() > 1) {
            QStringList names;
            for (const auto& f : fits)
                names << f.operation;
            r.warnings
                << tr("busbw/algbw fits %1: the rows alone cannot tell which.").arg(names.join(QStringLiteral(", ")));
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

void NcclTextParser::applyLog(ParsedRun& run) {
    if (m_log.isEmpty())
        return;
    // The nodes the rank lines name, only when NCCL's own lines do not say (a JSON walk per run otherwise).
    int hosts = 0;
    if (m_log.needsRankHosts()) {
        QSet<QString> names;
        for (const QJsonValue& d : std::as_const(run.devices)) {
            const QString h = d.toObject().value(QStringLiteral("host")).toString();
            if (!h.isEmpty())
                names.insert(h);
        }
        hosts = int(names.size());
    }
    m_log.applyTo(run, hosts);
    m_log.clear();
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
    ++m_lineNo;
    View s = stripPrefixes(line);
    const View host = nccltext::stripHostPrefix(s);
    if (host.data() != s.data())
        s = stripPrefixes(host);
    s = trimRight(s);
    if (s.empty())
        return;
    // NCCL's own lines may come between the two halves of a split row: they do not end it.
    if (contains(s, "NCCL ") && m_log.addLine(s))  // one scan: "NCCL INFO" or "NCCL WARN"
        return;
    if (!m_pendingRow.isEmpty()) {
        bool consumed = false;
        resolvePending(s, last, &consumed);
        if (consumed)
            return;
    }
    if (s[0] == '#') {
        handleComment(trim(s.substr(1)), last);
        return;
    }
    // A row starts with its size; a negative one is still a row (refused with a finding, not dropped unseen).
    if ((isDigit(s[0]) || (s[0] == '-' && s.size() > 1 && isDigit(s[1]))) && handleRow(s, last))
        return;
    handleOther(s);
}

void NcclTextParser::handleComment(View body, bool last) {
    if (body.empty())
        return;
    if (startsWith(body, "nccl-tests version")) {
        boundary();
        ParsedRun& r = current();
        m_runMarked = m_runToolMarked = true;
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
        m_runMarked = m_runToolMarked = true;
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
        m_runMarked = m_runToolMarked = true;
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
    m_runMarked = m_runToolMarked = true;
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
                m_nThread = std::min<qint64>(*v, Plausibility::kMaxRanks + 1);
            if (key == QLatin1String("nGpus"))
                m_nGpus = std::min<qint64>(*v, Plausibility::kMaxRanks + 1);
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
    m_runMarked = m_runToolMarked = true;
    if (!Plausibility::rank(parsed->rank).ok()) {
        // A rank no job has (and that would not fit an int): counted in a warning, not made the rank count.
        if (m_badRanks++ == 0)
            r.warnings << tr("A rank line was ignored: %1").arg(Plausibility::rank(parsed->rank).reason);
        return;
    }
    const int rankClamped = int(parsed->rank);
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

bool NcclTextParser::handleRow(View line, bool last, bool final) {
    // A launcher's tag inside the line ("...  0[1,0]<stdout>:   2097152 ..."): rows glued or split by it.
    QByteArray untagged;
    View s = line;
    if (nccltext::hasInnerTag(line)) {
        untagged = nccltext::withoutTags(line);
        s = view(untagged);
    }
    // Tokens without launchers' `[0]` rank tags, in one pass (this is the hot path: one call per table row).
    constexpr int kMaxTokens = 80;
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
    // Two rows glued into one line: a new row starts where "size count type" appears again.
    int start = 0;
    for (int i = 6; i + 2 < n; ++i) {
        // Cheap tests first: inside a row, a token starting with a letter after two numbers is rare ("N/A").
        if (isAlpha(tok[i + 2][0]) && isDigit(tok[i][0]) && isTypeName(tok[i + 2]) && toInt(tok[i]) &&
            toInt(tok[i + 1]) && toInt(tok[i - 1])) {
            handleRowTokens(tok + start, i - start, false, true);
            start = i;
        }
    }
    handleRowTokens(tok + start, n - start, last, final);
    return true;
}

void NcclTextParser::defer(const View* tok, int n) {
    m_pendingRow.clear();
    for (int i = 0; i < n; ++i) {
        if (i > 0)
            m_pendingRow.append(' ');
        m_pendingRow.append(tok[i].data(), qsizetype(tok[i].size()));
    }
    m_pendingLine = m_lineNo;
}

void NcclTextParser::resolvePending(View next, bool last, bool* consumed) {
    QByteArray pending = std::exchange(m_pendingRow, QByteArray());
    View t[3];
    const size_t n = split(next, t);
    const bool rowStart = n >= 3 && toInt(t[0]) && toInt(t[1]) && !isNumberish(t[2]);
    if (n >= 1 && isNumberish(next.substr(0, 1)) && !rowStart) {
        // The rest of a row a line break cut in two (a launcher's tag, a narrow terminal).
        pending.append(' ');
        pending.append(next.data(), qsizetype(next.size()));
        handleRow(view(pending), last, true);
        *consumed = true;
        return;
    }
    handleRow(view(pending), false, true);
}

bool NcclTextParser::screenRow(const CollectiveRow& row, const View* tok, int n) {
    using Q = Plausibility::Quantity;
    // The fast path for every row: numbers only; the checks with their reasons only when something is off.
    bool fine = row.sizeBytes >= 0 && row.count >= 0 && double(row.sizeBytes) <= Plausibility::kMaxBytes;
    for (const CollectiveHalf* h : {&row.outOfPlace, &row.inPlace}) {
        if (!h->present)
            continue;
        fine = fine && Plausibility::plausible(Q::Duration, h->timeUs) &&
               Plausibility::plausible(Q::CollectiveBandwidth, h->algbw) &&
               Plausibility::plausible(Q::CollectiveBandwidth, h->busbw) && (!h->error || std::isfinite(*h->error));
    }
    if (fine)
        return true;
    QStringList problems;
    bool notFinite = false;
    auto note = [&](const PlausibilityCheck& c) {
        if (c.ok())
            return;
        notFinite = notFinite || c.notFinite();
        if (problems.size() < 3)
            problems << c.reason;
    };
    note(Plausibility::sizeBytes(double(row.sizeBytes)));
    if (row.count < 0)
        note(Plausibility::sample(QStringLiteral("count"), double(row.count), QStringLiteral("count")));
    for (const CollectiveHalf* h : {&row.outOfPlace, &row.inPlace}) {
        if (!h->present)
            continue;
        note(Plausibility::sample(QStringLiteral("row.time_us"), h->timeUs, QStringLiteral("us")));
        note(Plausibility::sample(QStringLiteral("row.algbw"), h->algbw, QStringLiteral("GB/s")));
        note(Plausibility::sample(QStringLiteral("row.busbw"), h->busbw, QStringLiteral("GB/s")));
        if (h->error)
            note(Plausibility::sample(QStringLiteral("row.error"), std::abs(*h->error), QString()));
    }
    if (problems.isEmpty())
        return true;
    QString text;
    for (int i = 0; i < n && text.size() < 240; ++i)
        text += (i ? QStringLiteral(" ") : QString()) + str(tok[i]);
    const QString where = tr("line %1: \"%2\" (%3)").arg(m_lineNo).arg(text, problems.join(QStringLiteral("; ")));
    if (notFinite) {
        ++m_result.invalidValues;
        if (m_result.invalidInput.isEmpty())
            m_result.invalidInput = where;
        return false;
    }
    ++m_runRefused;
    if (m_runRefusedText.size() < 8)
        m_runRefusedText << where;
    return false;
}

void NcclTextParser::handleRowTokens(const View* tok, int n, bool last, bool final) {
    if (m_runOpen && m_runSummarized)
        flush();
    if (!m_runOpen || !m_layout.isValid()) {
        current();
        auto inferred = NcclTableLayout::infer(tok, n);
        if (!inferred) {
            if (!last && !final && n >= 3 && n < 11) {
                defer(tok, n);  // maybe the first part of a row whose rest is on the next line
                return;
            }
            // A row that fits no layout: a truncated row before any header, or not a row at all.
            if (last)
                m_result.truncated = true;
            if (n >= 6)
                ++m_incompleteRows;
            return;
        }
        m_layout = *inferred;
        m_runLayoutInferred = true;
    }
    ParsedRun& r = current();
    CollectiveRow row;
    NcclTableLayout::RowText text;
    const auto status = m_layout.read(tok, n, &row, &text);
    if (status == NcclTableLayout::RowStatus::Short && !last && !final) {
        defer(tok, n);
        return;
    }
    if (status == NcclTableLayout::RowStatus::Ok && !row.inPlace.present && m_layout.halves() == 2 && !last && !final) {
        defer(tok, n);  // the in-place half may follow on the next line
        return;
    }
    if (text.marked)
        r.failed = true;
    if (text.badRoot)
        ++m_badRoots;
    switch (status) {
        case NcclTableLayout::RowStatus::Short:
            ++m_incompleteRows;
            r.truncated = r.truncated || last;
            if (last)
                r.warnings << tr("The last row is cut short and was ignored.");
            return;
        case NcclTableLayout::RowStatus::NotSized:
            ++m_incompleteRows;
            return;
        case NcclTableLayout::RowStatus::Bad:
            if (last) {
                r.truncated = true;
                r.warnings << tr("The last row is cut short and was ignored.");
            }
            ++m_incompleteRows;
            return;
        case NcclTableLayout::RowStatus::Ok:
            break;
    }
    if (!screenRow(row, tok, n))
        return;
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
        return;  // this run will not be kept (counted in finish)
    if (m_rowsKept >= kMaxRows) {
        ++m_rowsDropped;
        return;
    }
    ++m_rowsKept;
    r.rows.push_back(std::move(row));
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
        applyLog(r);  // the NCCL lines so far belong to this run; later ones to the next
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
        current();
        m_runMarked = m_runToolMarked = true;
        View tok[4];
        if (split(s, tok) >= 3)
            current().env.insert(QStringLiteral("rccl_tests_version"), str(tok[2]));
        return;
    }
    if (startsWith(s, "RCCL version") || startsWith(s, "HIP version") || startsWith(s, "ROCm version") ||
        startsWith(s, "Librccl path") || startsWith(s, "Hostname")) {
        m_rccl = true;
        current();
        m_runMarked = m_runToolMarked = true;
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
        if (split(s.substr(nv + 13), tok) >= 1) {
            current().env.insert(QStringLiteral("nccl_version"), str(tok[0]));
            m_runMarked = true;
        }
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
    if (!m_pendingRow.isEmpty()) {
        const QByteArray pending = std::exchange(m_pendingRow, QByteArray());
        handleRow(view(pending), end.endedWithoutNewline && m_pendingLine == m_lineNo, true);
    }
    flush();
    if (!m_log.isEmpty()) {
        if (m_result.runs.isEmpty()) {
            // Only NCCL's own log lines: still NCCL's output, with what they say.
            ParsedRun run;
            run.tool = m_rccl ? QStringLiteral("rccl-tests") : QStringLiteral("nccl-tests");
            run.operation = QStringLiteral("unknown");
            run.warnings << tr("No result table: only NCCL's own INFO/WARN lines (%1) were found.").arg(m_log.lines());
            m_log.applyTo(run, 0);
            m_log.clear();
            m_result.runs.push_back(run);
        } else {
            // Lines after the last run's summary (teardown warnings, errors) belong to it.
            m_log.applyTo(m_result.runs.last(), 0);
            m_log.clear();
        }
    }
    if (m_badRoots > 0)
        m_result.warnings << tr("%1 rows had a root outside 0..2^24; their root was not used.").arg(m_badRoots);
    if (m_badRanks > 1)
        m_result.warnings << tr("%1 rank lines with impossible rank numbers were ignored.").arg(m_badRanks);
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
