#include "core/import/NvbandwidthJsonParser.h"

#include "core/import/JsonNumber.h"
#include "core/import/NvbandwidthParser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace tb::core {

NvbandwidthJsonParser::NvbandwidthJsonParser()
    : m_stream({QStringLiteral("testcases"), QStringLiteral("nvbandwidth/testcases")},
               [this](const JsonMemberStream::Element& e) { addTestcase(e.text); }) {
    m_run.tool = QStringLiteral("nvbandwidth");
    m_run.operation = QStringLiteral("bandwidth");
}

ParsedImport NvbandwidthJsonParser::parse(const QByteArray& document) {
    NvbandwidthJsonParser parser;
    parser.feed(document.constData(), document.size());
    return parser.finish();
}

void NvbandwidthJsonParser::addSample(const QString& metric, double value, const QString& unit,
                                      const QJsonObject& extra) {
    if (m_run.samples.size() >= NvbandwidthParser::kMaxSamples) {
        ++m_dropped;
        return;
    }
    m_run.samples.push_back({metric, std::nullopt, value, unit, extra});
}

void NvbandwidthJsonParser::addTestcase(const QByteArray& element) {
    if (!m_invalid.isEmpty())
        return;
    // A test case that is not an object counts as absent, as in the whole document, but must still be valid JSON.
    const bool object = element.startsWith('{');
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(object ? element : '[' + element + ']', &err);
    if (doc.isNull()) {
        m_invalid = tr("Not valid JSON: %1 in a test case.").arg(err.errorString());
        return;
    }
    const QJsonObject t = object ? doc.object() : QJsonObject();
    const QString name = t.value(QStringLiteral("name")).toString();
    const QString status = t.value(QStringLiteral("status")).toString();
    if (status == QLatin1String("Waived")) {
        ++m_waived;
        return;
    }
    if (status == QLatin1String("Error")) {
        m_run.failed = true;
        if (m_run.warnings.size() < 64)
            m_run.warnings << tr("Test %1 failed: %2").arg(name, t.value(QStringLiteral("error")).toString());
        return;
    }
    const QString desc = t.value(QStringLiteral("bandwidth_description")).toString();
    const bool latency = desc.contains(QLatin1String("(ns)")) || name.contains(QLatin1String("latency"));
    const QString metric = NvbandwidthParser::metricFor(name, latency);
    const QString unit = latency ? QStringLiteral("ns") : QStringLiteral("GB/s");
    const QString rowKind = desc.contains(QLatin1String("CPU(row)")) ? QStringLiteral("cpu") : QStringLiteral("gpu");
    const QString colKind = desc.contains(QLatin1String("CPU(column)")) ? QStringLiteral("cpu") : QStringLiteral("gpu");
    const bool reversed = desc.contains(QLatin1String("<-")) && !desc.contains(QLatin1String("<->"));
    const QJsonArray matrix = t.value(QStringLiteral("bandwidth_matrix")).toArray();
    if (m_run.samples.size() >= NvbandwidthParser::kMaxSamples) {
        // Past the cap only the count is kept: no sample is built to be dropped.
        for (const QJsonValue& row : matrix) {
            for (const QJsonValue& cell : row.toArray()) {
                m_dropped += jsonNumber(cell) ? 1 : 0;
            }
        }
        m_dropped += jsonNumber(t.value(QStringLiteral("sum"))) ? 1 : 0;
        return;
    }
    for (qsizetype r = 0; r < matrix.size(); ++r) {
        const QJsonArray row = matrix.at(r).toArray();
        for (qsizetype c = 0; c < row.size(); ++c) {
            const auto v = jsonNumber(row.at(c));
            if (!v)
                continue;
            QString src = rowKind + QString::number(r);
            QString dst = colKind + QString::number(c);
            if (reversed)
                std::swap(src, dst);
            addSample(metric, *v, unit,
                      QJsonObject{
                          {QStringLiteral("test"), name}, {QStringLiteral("src"), src}, {QStringLiteral("dst"), dst}});
        }
    }
    if (const auto sum = jsonNumber(t.value(QStringLiteral("sum"))))
        addSample(metric + QStringLiteral(".sum"), *sum, unit, QJsonObject{{QStringLiteral("test"), name}});
}

ParsedImport NvbandwidthJsonParser::finish() {
    ParsedImport result;
    result.format = QStringLiteral("nvbandwidth-json");
    if (!m_stream.finish()) {
        result.warnings << tr("Not valid JSON: %1 at offset %2.").arg(m_stream.error()).arg(m_stream.errorOffset());
        return result;
    }
    if (!m_invalid.isEmpty()) {
        result.warnings << m_invalid;
        return result;
    }
    // The document without its test cases: small, parsed whole.
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(m_stream.rest(), &err);
    if (doc.isNull() || !doc.isObject()) {
        result.warnings << tr("Not valid JSON: %1 at offset %2.").arg(err.errorString()).arg(err.offset);
        return result;
    }
    ParsedRun run = std::move(m_run);
    m_run = ParsedRun();
    QJsonObject root = doc.object();
    if (root.value(QStringLiteral("nvbandwidth")).isObject())
        root = root.value(QStringLiteral("nvbandwidth")).toObject();
    for (const auto& [key, env] : {std::pair{QStringLiteral("version"), QStringLiteral("nvbandwidth_version")},
                                   std::pair{QStringLiteral("git_version"), QStringLiteral("git_version")},
                                   std::pair{QStringLiteral("CUDA Runtime Version"), QStringLiteral("cuda_runtime")},
                                   std::pair{QStringLiteral("Driver Version"), QStringLiteral("driver")}}) {
        if (root.contains(key))
            run.env.insert(env, root.value(key).toVariant().toString());
    }
    for (const QJsonValue& d : root.value(QStringLiteral("GPU Device list")).toArray()) {
        if (run.devices.size() >= 4096)
            break;
        // "0: NVIDIA H100 80GB HBM3 (00000000:19:00): (host)"
        const QString s = d.toString();
        QJsonObject dev{{QStringLiteral("name"), s.section(u':', 1).trimmed()}};
        bool ok = false;
        const int idx = s.section(u':', 0, 0).toInt(&ok);
        if (ok)
            dev.insert(QStringLiteral("device"), idx);
        run.devices.append(dev);
    }
    run.rankCount = int(run.devices.size());
    if (m_waived > 0) {
        run.findings.push_back({FindingKind::Fact, QStringLiteral("nvbandwidth.waived"), FindingStatus::None,
                                QString::number(m_waived), tr("Tests waived (not applicable on this system).")});
    }
    if (m_dropped > 0) {
        result.truncated = true;
        run.warnings << tr("Only the first %1 figures were kept; %2 more were not read.")
                            .arg(NvbandwidthParser::kMaxSamples)
                            .arg(m_dropped);
    }
    if (root.value(QStringLiteral("error")).isString() && !root.value(QStringLiteral("error")).toString().isEmpty()) {
        run.failed = true;
        run.warnings << root.value(QStringLiteral("error")).toString();
    }
    if (!run.samples.isEmpty() || run.failed)
        result.runs.push_back(run);
    return result;
}

}  // namespace tb::core
