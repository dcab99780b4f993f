#include "core/import/PerftestTextParser.h"

#include "core/import/ByteText.h"

#include <algorithm>
#include <cmath>

namespace tb::core {

using namespace tb::core::bytes;

namespace {

// "RDMA_Write BW Test" -> rdma.write.bw; "Send Latency Test" -> rdma.send.lat.
QString metricOfTitle(View title) {
    QString verb = QStringLiteral("unknown");
    for (const auto& [marker, word] : {std::pair{"RDMA_Write", "write"}, std::pair{"RDMA_Read", "read"},
                                       std::pair{"Send", "send"}, std::pair{"Atomic", "atomic"}}) {
        if (contains(title, marker)) {
            verb = QString::fromLatin1(word);
            break;
        }
    }
    const bool latency = contains(title, "Latency");
    return QStringLiteral("rdma.") + verb + (latency ? QStringLiteral(".lat") : QStringLiteral(".bw"));
}

bool isTitle(View s) {
    return endsWith(s, " Test") && (contains(s, " BW ") || contains(s, " Latency "));
}

// Lines perftest prints when a test cannot run or stops.
bool isError(View s) {
    for (const char* m : {"Couldn't", "Couldnt", "Failed to", "failed to", "Unable to", "Did not detect devices",
                          "Error:", "ERROR:", "error:", "Segmentation fault", "Aborted"}) {
        if (contains(s, m))
            return true;
    }
    return false;
}

// A line as pasted: markdown quotes and a leading "$ " prompt removed.
View unquote(View s) {
    s = trim(s);
    while (startsWith(s, ">"))
        s = trim(s.substr(1));
    return s;
}

}  // namespace

PerftestTextParser::PerftestTextParser() {
    m_result.format = QStringLiteral("perftest");
}

void PerftestTextParser::startRun(const QString& title) {
    flushRun();
    m_run = ParsedRun();
    m_run.tool = QStringLiteral("perftest");
    m_metric = title.isEmpty() ? QStringLiteral("rdma.unknown.bw") : title;
    m_run.operation = m_metric.mid(5).replace(u'.', u'_');  // write_bw
    m_columns.clear();
    m_hasRows = false;
    m_open = true;
}

void PerftestTextParser::flushRun() {
    if (!m_open)
        return;
    m_open = false;
    if (m_result.runs.size() >= kMaxRuns) {
        m_result.truncated = true;
        return;
    }
    if (!m_run.samples.isEmpty() || m_run.failed)
        m_result.runs.push_back(m_run);
}

bool PerftestTextParser::readHeader(View s) {
    // " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]"
    // " #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]    t_avg[usec] ... 99% percentile[usec] ..."
    if (!startsWith(s, "#bytes"))
        return false;
    std::vector<Column> cols{Column::Bytes};
    if (contains(s, "#iterations"))
        cols.push_back(Column::Iterations);
    double scale = 0;
    if (contains(s, "BW peak") || contains(s, "BW average")) {
        if (contains(s, "[Gb/sec]"))
            scale = 1;
        else if (contains(s, "[MiB/sec]") || contains(s, "[MB/sec]"))
            scale = 1048576.0 * 8 / 1e9;  // perftest's MB was always 2^20 bytes; 2024 only renamed it MiB
        if (scale == 0) {
            m_run.warnings
                << tr("A perftest header with an unknown bandwidth unit was not read: %1").arg(str(s.substr(0, 200)));
            return true;
        }
        if (contains(s, "BW peak"))
            cols.push_back(Column::BwPeak);
        cols.push_back(Column::BwAverage);
        if (contains(s, "MsgRate"))
            cols.push_back(Column::MsgRate);
    } else {
        // In the order the header has them.
        std::vector<std::pair<size_t, Column>> found;
        for (const auto& [marker, col] :
             {std::pair{"t_min", Column::TMin}, std::pair{"t_max", Column::TMax},
              std::pair{"t_typical", Column::TTypical}, std::pair{"t_avg", Column::TAvg},
              std::pair{"t_stdev", Column::TStdev}, std::pair{"99% percentile", Column::P99},
              std::pair{"99.9% percentile", Column::P999}}) {
            if (const size_t at = s.find(marker); at != View::npos)
                found.push_back({at, col});
        }
        std::sort(found.begin(), found.end());
        for (const auto& f : found)
            cols.push_back(f.second);
        if (cols.size() < 3)
            return true;
    }
    if (!m_open || m_hasRows) {
        // A second table without its banner: another run of the same test.
        const QString metric = m_open ? m_metric : QString();
        startRun(metric.isEmpty() && scale == 0 ? QStringLiteral("rdma.unknown.lat") : metric);
    }
    if (scale == 0 && m_metric.endsWith(QLatin1String(".bw")))
        m_metric = m_metric.left(m_metric.size() - 3) + QStringLiteral(".lat");
    m_columns = cols;
    m_bwScale = scale;
    return true;
}

void PerftestTextParser::readRow(View s, bool last) {
    View tok[16];
    const size_t n = split(s, tok);
    if (n < m_columns.size() || !toInt(tok[0]))
        return;
    double v[16] = {};
    for (size_t i = 0; i < m_columns.size(); ++i) {
        const auto d = toDouble(tok[i]);
        if (!d)
            return;  // not a result row (a warning line that starts with a number)
        v[i] = *d;
    }
    if (last && n == m_columns.size()) {
        // The capture ended on this row without a newline: its last figure may be cut mid-number.
        m_run.truncated = true;
    }
    auto col = [&](Column c) -> std::optional<double> {
        for (size_t i = 0; i < m_columns.size(); ++i)
            if (m_columns[i] == c)
                return v[i];
        return std::nullopt;
    };
    m_hasRows = true;
    if (m_samples >= kMaxSamples) {
        ++m_dropped;
        return;
    }
    const double bytes = v[0];
    if (bytes < 0 || bytes > 1e15) {
        m_run.warnings << tr("A row with a message size of %1 bytes was not read.").arg(str(tok[0]));
        return;
    }
    SampleRecord rec;
    rec.metric = m_metric;
    rec.sizeBytes = qint64(bytes);
    QJsonObject extra;
    if (const auto it = col(Column::Iterations))
        extra.insert(QStringLiteral("iterations"), *it);
    for (auto it = m_run.args.constBegin(); it != m_run.args.constEnd(); ++it)
        extra.insert(it.key(), it.value());
    if (m_bwScale > 0) {
        const auto avg = col(Column::BwAverage);
        if (!avg)
            return;
        rec.value = *avg * m_bwScale;
        rec.unit = QStringLiteral("Gb/s");
        if (const auto peak = col(Column::BwPeak))
            extra.insert(QStringLiteral("peak_gbps"), *peak * m_bwScale);
        if (const auto rate = col(Column::MsgRate))
            extra.insert(QStringLiteral("msg_rate_mpps"), *rate);
        if (*avg == 0) {
            // perftest prints zeros when a test ran but moved nothing: a failure, not a figure.
            m_run.failed = true;
            m_run.warnings
                << tr("A row reports no bandwidth (0) at %1 bytes: the test moved nothing.").arg(qint64(bytes));
            return;
        }
    } else {
        const auto typical = col(Column::TTypical) ? col(Column::TTypical) : col(Column::TAvg);
        if (!typical)
            return;
        rec.value = *typical;
        rec.unit = QStringLiteral("us");
        for (const auto& [c, key] :
             {std::pair{Column::TMin, "t_min"}, std::pair{Column::TMax, "t_max"}, std::pair{Column::TAvg, "t_avg"},
              std::pair{Column::TStdev, "t_stdev"}, std::pair{Column::P99, "p99"}, std::pair{Column::P999, "p99_9"}}) {
            if (const auto x = col(c))
                extra.insert(QString::fromLatin1(key), *x);
        }
    }
    rec.extra = extra;
    m_run.samples.push_back(rec);
    ++m_samples;
}

void PerftestTextParser::addLine(View line, bool cut, bool last) {
    (void)cut;
    const View s = unquote(line);
    if (s.empty() || startsWith(s, "---"))
        return;
    if (isTitle(s)) {
        startRun(metricOfTitle(s));
        return;
    }
    if (isError(s)) {
        if (!m_open)
            startRun(QString());
        m_run.failed = true;
        if (m_run.warnings.size() < 64)
            m_run.warnings << tr("perftest reported an error: %1").arg(str(s.substr(0, 300)));
        return;
    }
    if (readHeader(s))
        return;
    if (!m_columns.empty() && (isDigit(s[0]))) {
        readRow(s, last);
        return;
    }
    // Banner fields: " Device         : mlx5_0", two per line separated by tabs.
    if (m_open && m_columns.empty()) {
        size_t pos = 0;
        while (pos < s.size()) {
            size_t tab = s.find('\t', pos);
            if (tab == View::npos)
                tab = s.size();
            View k, v;
            if (keyValue(trim(s.substr(pos, tab - pos)), &k, &v)) {
                for (const auto& [field, arg] : {std::pair{"Device", "device"}, std::pair{"Number of qps", "qps"},
                                                 std::pair{"Link type", "link_type"}, std::pair{"Mtu", "mtu"}}) {
                    if (k == field && m_run.args.size() < 16)
                        m_run.args.insert(QString::fromLatin1(arg), str(v.substr(0, 64)));
                }
            }
            pos = tab + 1;
            while (pos < s.size() && s[pos] == '\t')
                ++pos;
        }
    }
}

ParsedImport PerftestTextParser::finish(const StreamEnd& end) {
    if (m_open && end.endedWithoutNewline && m_columns.empty())
        m_run.truncated = true;
    flushRun();
    if (m_dropped > 0) {
        m_result.truncated = true;
        m_result.warnings
            << tr("Only the first %1 figures were kept; %2 more were not read.").arg(kMaxSamples).arg(m_dropped);
    }
    return std::move(m_result);
}

}  // namespace tb::core
