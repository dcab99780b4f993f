#include "core/import/NvbandwidthParser.h"

#include "core/import/ByteText.h"

#include <QCoreApplication>

namespace tb::core {

using namespace tb::core::bytes;

namespace {
QString kindBefore(View desc, size_t rowPos) {
    // "... CPU(row)" -> cpu
    const View before = desc.substr(0, rowPos);
    return endsWith(before, "CPU") ? QStringLiteral("cpu") : QStringLiteral("gpu");
}

}  // namespace

NvbandwidthParser::NvbandwidthParser() {
    m_result.format = QStringLiteral("nvbandwidth");
    m_run.tool = QStringLiteral("nvbandwidth");
    m_run.operation = QStringLiteral("bandwidth");
}

QString NvbandwidthParser::direction(const QString& t) {
    if (t.startsWith(QLatin1String("host_to_device")) || t.startsWith(QLatin1String("host_to_all"))) {
        return QStringLiteral("h2d");
    }
    if (t.startsWith(QLatin1String("device_to_host")) || t.startsWith(QLatin1String("all_to_host"))) {
        return QStringLiteral("d2h");
    }
    if (t.startsWith(QLatin1String("host_device")))
        return QStringLiteral("host");
    if (t.startsWith(QLatin1String("device_local")))
        return QStringLiteral("local");
    if (t.startsWith(QLatin1String("device_to_device")) || t.startsWith(QLatin1String("all_to_one")) ||
        t.startsWith(QLatin1String("one_to_all")) || t.startsWith(QLatin1String("all_to_all")) ||
        t.startsWith(QLatin1String("device_"))) {
        return QStringLiteral("d2d");
    }
    return t.isEmpty() ? QStringLiteral("unknown") : t;
}

QString NvbandwidthParser::metricFor(const QString& test, bool latency) {
    return direction(test) + (latency ? QStringLiteral(".latency") : QStringLiteral(".bw"));
}

void NvbandwidthParser::startMatrix(View desc) {
    m_inMatrix = true;
    m_haveColumns = false;
    m_columns.clear();
    const bool latency = contains(desc, "(ns)") || contains(desc, "latency");
    m_metric = metricFor(m_test, latency);
    m_unit = latency ? QStringLiteral("ns") : QStringLiteral("GB/s");
    const size_t rowPos = desc.find("(row)");
    m_rowKind = rowPos != View::npos ? kindBefore(desc, rowPos) : QStringLiteral("gpu");
    const size_t colPos = desc.find("(column)");
    m_colKind = colPos != View::npos ? kindBefore(desc, colPos) : QStringLiteral("gpu");
    m_reversed = contains(desc, "<-") && !contains(desc, "<->");
    m_matrixLabel.clear();
    for (const char* label : {"Read1", "Read2", "Write1", "Write2", "Total"}) {
        if (contains(desc, label))
            m_matrixLabel = QString::fromLatin1(label);
    }
}

void NvbandwidthParser::addMatrixRow(View line) {
    View tok[130];
    bool more = false;
    const size_t n = split(line, tok, &more);
    if (n == 0) {
        m_inMatrix = false;
        return;
    }
    if (!m_haveColumns) {
        bool allInts = true;
        for (size_t i = 0; i < n; ++i)
            allInts = allInts && toInt(tok[i]).has_value();
        if (!allInts) {
            m_inMatrix = false;
            return;
        }
        for (size_t i = 0; i < n; ++i)
            m_columns.push_back(str(tok[i]));
        m_haveColumns = true;
        return;
    }
    if (!toInt(tok[0])) {
        m_inMatrix = false;
        return;
    }
    const QString row = str(tok[0]);
    for (size_t i = 1; i < n; ++i) {
        const auto v = toDouble(tok[i]);
        if (!v)
            continue;  // N/A, Waived, Error cells
        if (m_run.samples.size() >= kMaxSamples) {
            m_result.truncated = true;
            return;
        }
        const QString col = qsizetype(i - 1) < m_columns.size() ? m_columns[qsizetype(i - 1)] : QString::number(i - 1);
        QString src = m_rowKind + row;
        QString dst = m_colKind + col;
        if (m_reversed)
            std::swap(src, dst);
        QJsonObject extra{{QStringLiteral("test"), m_test}, {QStringLiteral("src"), src}, {QStringLiteral("dst"), dst}};
        if (m_test.endsWith(QLatin1String("_ce")))
            extra.insert(QStringLiteral("engine"), QStringLiteral("ce"));
        if (m_test.endsWith(QLatin1String("_sm")))
            extra.insert(QStringLiteral("engine"), QStringLiteral("sm"));
        if (!m_matrixLabel.isEmpty())
            extra.insert(QStringLiteral("matrix"), m_matrixLabel);
        m_run.samples.push_back({m_metric, std::nullopt, *v, m_unit, extra});
    }
}

void NvbandwidthParser::addLine(View line, bool cut, bool last) {
    if (cut && !m_result.warnings.contains(tr("A line longer than the line limit was cut."))) {
        m_result.warnings << tr("A line longer than the line limit was cut.");
    }
    const View s = trim(line);
    if (m_inMatrix) {
        if (s.empty() || !isDigit(s[0])) {
            m_inMatrix = false;
        } else {
            if (last)
                m_run.truncated = true;
            addMatrixRow(s);
            return;
        }
    }
    if (s.empty())
        return;
    View k, v;
    if (startsWith(s, "Running ")) {
        View name = trim(s.substr(8));
        if (endsWith(name, "."))
            name.remove_suffix(1);
        m_test = str(name);
        ++m_tests;
        return;
    }
    if (contains(s, "(row)") || contains(s, "(column)")) {
        startMatrix(s);
        return;
    }
    if (startsWith(s, "SUM ") || startsWith(s, "&&&& PERF ")) {
        View tok[6];
        const size_t n = split(s, tok);
        const size_t ti = startsWith(s, "SUM ") ? 1 : 2;
        if (n > ti + 1) {
            const QString test = str(tok[ti]);
            if (auto val = toDouble(tok[ti + 1])) {
                const bool latency = contains(s, "-ns") || test.contains(QLatin1String("latency"));
                m_run.samples.push_back({metricFor(test, latency) + QStringLiteral(".sum"), std::nullopt, *val,
                                         latency ? QStringLiteral("ns") : QStringLiteral("GB/s"),
                                         QJsonObject{{QStringLiteral("test"), test}}});
            }
        }
        return;
    }
    if (startsWith(s, "Waived")) {
        ++m_waived;
        return;
    }
    if (startsWith(s, "Error") || startsWith(s, "ERROR") || contains(s, "ASSERT") || contains(s, "Aborted") ||
        contains(s, "core dumped")) {
        m_run.failed = true;
        m_run.warnings << tr("nvbandwidth reported an error: %1").arg(str(s.substr(0, 300)));
        return;
    }
    if (startsWith(s, "NOTE")) {
        m_sawNote = true;
        return;
    }
    if (startsWith(s, "Device ") && keyValue(s, &k, &v)) {
        QJsonObject dev;
        // The key is trimmed, so "Device :" leaves only "Device": substr past its end would throw (fuzz_nvbandwidth).
        if (auto idx = leadingInt(k.size() > 7 ? k.substr(7) : View()))
            dev.insert(QStringLiteral("device"), double(*idx));
        // "NVIDIA GH200 480GB (00000009:01:00)" -> name + pci (v0.6+); older versions print the name alone.
        View name = v;
        const size_t open = v.rfind('(');
        if (open != View::npos && endsWith(v, ")")) {
            dev.insert(QStringLiteral("pci"), str(v.substr(open + 1, v.size() - open - 2)));
            name = trim(v.substr(0, open));
        }
        dev.insert(QStringLiteral("name"), str(name));
        m_run.devices.append(dev);
        return;
    }
    if (keyValue(s, &k, &v) && !v.empty()) {
        if (k == "nvbandwidth Version")
            m_run.env.insert(QStringLiteral("nvbandwidth_version"), str(v));
        else if (k == "CUDA Runtime Version")
            m_run.env.insert(QStringLiteral("cuda_runtime"), str(v));
        else if (k == "CUDA Driver Version")
            m_run.env.insert(QStringLiteral("cuda_driver"), str(v));
        else if (k == "Driver Version")
            m_run.env.insert(QStringLiteral("driver"), str(v));
        else if (k == "Built from Git version")
            m_run.env.insert(QStringLiteral("git_version"), str(v));
    }
}

ParsedImport NvbandwidthParser::finish(const StreamEnd& end) {
    m_run.rankCount = int(m_run.devices.size());
    if (m_waived > 0) {
        m_run.findings.push_back({FindingKind::Fact, QStringLiteral("nvbandwidth.waived"), FindingStatus::None,
                                  QString::number(m_waived), tr("Tests waived (not applicable on this system).")});
    }
    if (end.endedWithoutNewline || (m_tests > 0 && !m_sawNote && !m_run.failed)) {
        // Every complete run ends with the NOTE banner (v0.4+); v0.2 prints it first.
        if (end.endedWithoutNewline)
            m_run.truncated = true;
    }
    if (!m_run.samples.isEmpty() || m_run.failed) {
        m_result.truncated = m_result.truncated || m_run.truncated;
        m_result.runs.push_back(m_run);
    }
    return std::move(m_result);
}

}  // namespace tb::core
