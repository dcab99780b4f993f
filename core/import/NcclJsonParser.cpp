#include "core/import/NcclJsonParser.h"

#include "core/domain/Plausibility.h"
#include "core/import/ImportScreen.h"
#include "core/import/JsonNumber.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <cmath>

namespace tb::core {

namespace {

// Untrusted JSON numbers may be NaN, infinite or far beyond any byte count; converting those to an integer is
// undefined behaviour (found by fuzz_nccl_json), so anything outside +-2^53 counts as absent.
std::optional<qint64> integer(const QJsonValue& v) {
    const auto d = jsonNumber(v);
    if (!d || !std::isfinite(*d) || std::fabs(*d) > 9007199254740992.0)
        return std::nullopt;
    return qint64(*d);
}

CollectiveHalf half(const QJsonValue& v) {
    CollectiveHalf h;
    if (!v.isObject())
        return h;
    const QJsonObject o = v.toObject();
    const auto t = jsonNumber(o.contains(QStringLiteral("time")) ? o.value(QStringLiteral("time"))
                                                                 : o.value(QStringLiteral("cpu_time")));
    const auto a = jsonNumber(o.value(QStringLiteral("alg_bw")));
    const auto b = jsonNumber(o.value(QStringLiteral("bus_bw")));
    if (!t || !a || !b)
        return h;
    h.present = true;
    h.timeUs = *t;
    h.algbw = *a;
    h.busbw = *b;
    if (auto w = integer(o.value(QStringLiteral("nwrong"))))
        h.wrong = *w;
    return h;
}

}  // namespace

NcclJsonParser::NcclJsonParser()
    : m_stream({QStringLiteral("results"), QStringLiteral("devices")},
               [this](const JsonMemberStream::Element& e) { addElement(e.container, e.text); }) {}

ParsedImport NcclJsonParser::parse(const QByteArray& document) {
    NcclJsonParser parser;
    parser.feed(document.constData(), document.size());
    return parser.finish();
}

void NcclJsonParser::addElement(const QString& key, const QByteArray& element) {
    if (!m_invalid.isEmpty()) {
        return;
    }
    // An element that is not an object counts as absent, as in the whole document, but must still be valid JSON.
    const bool object = element.startsWith('{');
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(object ? element : '[' + element + ']', &err);
    if (doc.isNull()) {
        m_invalid = tr("Not valid JSON: %1 in an element of \"%2\".").arg(err.errorString(), key);
        return;
    }
    const QJsonObject o = object ? doc.object() : QJsonObject();
    if (key == QLatin1String("results")) {
        addResult(o);
    } else {
        addDevice(o);
    }
}

void NcclJsonParser::addDevice(const QJsonObject& o) {
    QJsonObject dev;
    const auto rankValue = integer(o.value(QStringLiteral("rank")));
    int rank = -1;
    if (rankValue && Plausibility::rank(*rankValue).ok()) {
        rank = int(*rankValue);
    } else if (rankValue && m_badRanks++ == 0) {
        m_deviceWarnings << tr("A device entry was not counted: %1").arg(Plausibility::rank(*rankValue).reason);
    }
    if (rank >= 0)
        dev.insert(QStringLiteral("rank"), rank);
    m_maxRank = std::max(m_maxRank, rank);
    if (o.contains(QStringLiteral("hostname")))
        dev.insert(QStringLiteral("host"), o.value(QStringLiteral("hostname")));
    if (o.contains(QStringLiteral("device")))
        dev.insert(QStringLiteral("device"), o.value(QStringLiteral("device")));
    if (o.contains(QStringLiteral("device_hex")))
        dev.insert(QStringLiteral("pci"), o.value(QStringLiteral("device_hex")));
    if (o.contains(QStringLiteral("device_info")))
        dev.insert(QStringLiteral("name"), o.value(QStringLiteral("device_info")));
    m_run.devices.append(dev);
}

void NcclJsonParser::addResult(const QJsonObject& o) {
    const qsizetype index = ++m_resultIndex;
    CollectiveRow row;
    const auto size = integer(o.value(QStringLiteral("size")));
    if (!size)
        return;
    if (*size < 0) {
        // Kept as text with the reason, never dropped unseen.
        ++m_refused;
        if (m_refusedText.size() < 8) {
            m_refusedText << tr("result %1: size %2 (%3)")
                                 .arg(index)
                                 .arg(*size)
                                 .arg(Plausibility::sizeBytes(double(*size)).reason);
        }
        return;
    }
    row.sizeBytes = *size;
    row.count = integer(o.value(QStringLiteral("count"))).value_or(0);
    // One string per distinct type and operator, not one per row: a million rows share a handful.
    const QString type = o.value(QStringLiteral("type")).toString();
    const QString redop = o.value(QStringLiteral("redop")).toString();
    row.type = !m_run.rows.empty() && m_run.rows.back().type == type ? m_run.rows.back().type : type;
    row.redop = !m_run.rows.empty() && m_run.rows.back().redop == redop ? m_run.rows.back().redop : redop;
    if (auto r = integer(o.value(QStringLiteral("root"))); r && *r >= -1 && *r <= 1 << 24)
        row.root = int(*r);
    row.outOfPlace = half(o.value(QStringLiteral("out_of_place")));
    row.inPlace = half(o.value(QStringLiteral("in_place")));
    if (!row.outOfPlace.present && !row.inPlace.present)
        return;
    if ((row.outOfPlace.wrong && *row.outOfPlace.wrong > 0) || (row.inPlace.wrong && *row.inPlace.wrong > 0)) {
        m_run.failed = true;
    }
    if (m_run.dataType.isEmpty())
        m_run.dataType = row.type;
    m_run.rows.push_back(row);
}

ParsedImport NcclJsonParser::finish() {
    ParsedImport result;
    result.format = QStringLiteral("nccl-tests-json");
    if (!m_stream.finish()) {
        result.warnings << tr("Not valid JSON: %1 at offset %2.").arg(m_stream.error()).arg(m_stream.errorOffset());
        return result;
    }
    if (!m_invalid.isEmpty()) {
        result.warnings << m_invalid;
        return result;
    }
    // The document without its results and devices: small, parsed whole.
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(m_stream.rest(), &err);
    if (doc.isNull() || !doc.isObject()) {
        result.warnings << tr("Not valid JSON: %1 at offset %2.").arg(err.errorString()).arg(err.offset);
        return result;
    }
    const QJsonObject root = doc.object();
    ParsedRun run = std::move(m_run);
    m_run = ParsedRun();
    run.tool = QStringLiteral("nccl-tests");
    const QJsonObject config = root.value(QStringLiteral("config")).toObject();
    run.args = config;
    if (root.contains(QStringLiteral("nccl_version"))) {
        run.env.insert(QStringLiteral("nccl_version"),
                       root.value(QStringLiteral("nccl_version")).toVariant().toString());
    }
    if (root.contains(QStringLiteral("version"))) {
        run.env.insert(QStringLiteral("nccl_tests_version"),
                       root.value(QStringLiteral("version")).toVariant().toString());
    }
    // The collective: an explicit field if a writer adds one, else the *_perf binary in the command line.
    for (const QString& key : {QStringLiteral("collective"), QStringLiteral("operation"), QStringLiteral("name")}) {
        if (root.value(key).isString())
            run.operation = root.value(key).toString().remove(QStringLiteral("_perf"));
    }
    if (run.operation.isEmpty()) {
        const QJsonValue args = root.value(QStringLiteral("args"));
        const QString cmd = args.isArray() ? args.toVariant().toStringList().join(u' ') : args.toString();
        static const QRegularExpression perf(QStringLiteral("([A-Za-z0-9_]+)_perf"));
        const auto m = perf.match(cmd);
        if (m.hasMatch())
            run.operation = m.captured(1);
    }
    if (run.operation.isEmpty()) {
        run.operation = QStringLiteral("unknown");
        run.warnings << tr("The collective is not named in the JSON; operation set to \"unknown\".");
    }
    run.warnings += m_deviceWarnings;
    if (m_maxRank >= 0) {
        run.rankCount = m_maxRank + 1;
    } else {
        const qint64 threads = integer(config.value(QStringLiteral("nthreads"))).value_or(0);
        const qint64 gpus = integer(config.value(QStringLiteral("ngpus"))).value_or(0);
        if (threads > 0 && gpus > 0) {
            const double ranks = double(threads) * double(gpus);  // no integer overflow on hostile headers
            if (ranks <= double(Plausibility::kMaxRanks))
                run.rankCount = int(ranks);
            else
                run.warnings << tr("The rank count from nthreads x ngpus (%1) is not plausible; not used.").arg(ranks);
        }
    }
    ImportScreen::addRefused(run, m_refused, m_refusedText);
    const QJsonObject avg = root.value(QStringLiteral("average_bus_bandwidth")).toObject();
    if (auto b = jsonNumber(avg.value(QStringLiteral("bandwidth"))))
        run.summaryAvgBusbw = *b;
    if (avg.value(QStringLiteral("okay")).isBool() && !avg.value(QStringLiteral("okay")).toBool())
        run.failed = true;
    const QJsonObject oob = root.value(QStringLiteral("out_of_bounds")).toObject();
    if (auto c = integer(oob.value(QStringLiteral("count"))))
        run.outOfBounds = *c;
    if (oob.value(QStringLiteral("okay")).isBool() && !oob.value(QStringLiteral("okay")).toBool())
        run.failed = true;
    if (root.value(QStringLiteral("errors")).isArray() && !root.value(QStringLiteral("errors")).toArray().isEmpty()) {
        run.failed = true;
        for (const QJsonValue& e : root.value(QStringLiteral("errors")).toArray()) {
            run.warnings << tr("The test reported an error: %1").arg(e.toVariant().toString());
        }
    }
    if (!root.contains(QStringLiteral("end_time")) && !run.rows.isEmpty()) {
        run.warnings << tr("No end_time: the run may not have finished.");
    }
    if (!run.rows.isEmpty() || run.failed || m_refused > 0)
        result.runs.push_back(run);
    return result;
}

}  // namespace tb::core
