#include "core/import/SystemJsonParsers.h"

#include "core/import/DcgmDiagResults.h"
#include "core/import/RocmSmiChecks.h"

#include <QJsonArray>
#include <QJsonParseError>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace tb::core {

namespace {

QString text(const QJsonValue& v) {
    if (v.isString())
        return v.toString();
    if (v.isDouble()) {
        const double d = v.toDouble();
        return std::isfinite(d) ? QString::number(d, 'g', 12) : QString();
    }
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

// warnings/info: a string, an array of strings, or an array of {"warning"|"message"|"info": ..., "error_id": N}.
QStringList messages(const QJsonValue& v) {
    QStringList out;
    auto one = [&](const QJsonValue& m) {
        if (out.size() >= 32)
            return;
        if (m.isObject()) {
            const QJsonObject o = m.toObject();
            QString t = text(o.value(QStringLiteral("warning")));
            if (t.isEmpty())
                t = text(o.value(QStringLiteral("message")));
            if (t.isEmpty())
                t = text(o.value(QStringLiteral("info")));
            const QString id = text(o.value(QStringLiteral("error_id")));
            if (!t.isEmpty())
                out << (id.isEmpty() ? t : QStringLiteral("%1 (DCGM error %2)").arg(t, id));
        } else {
            const QString t = text(m);
            if (!t.isEmpty())
                out << t;
        }
    };
    if (v.isArray()) {
        for (const QJsonValue& m : v.toArray())
            one(m);
    } else {
        one(v);
    }
    return out;
}

QJsonObject diagObject(const QJsonObject& root) {
    if (root.contains(QStringLiteral("test_categories")))
        return root;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.value().isObject() && it.value().toObject().contains(QStringLiteral("test_categories")))
            return it.value().toObject();
    }
    return {};
}

void metaFrom(const QJsonObject& o, QList<QPair<QString, QString>>& meta) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString k = it.key();
        if (k == QLatin1String("version") || k.contains(QLatin1String("Version")) ||
            k.contains(QLatin1String("Device IDs"))) {
            const QString v = text(it.value());
            if (!v.isEmpty())
                meta << qMakePair(k, v);
        }
    }
}

ParsedImport failedDocument(const QString& format, const QString& why) {
    ParsedImport p;
    p.format = format;
    p.warnings << why;
    return p;
}

// One streamed element as a value: one that is not an object counts as an empty object, as it did in the whole
// document, but it must be valid JSON. Returns false (with why) when it is not.
bool elementObject(const QByteArray& text, QJsonObject& out, QString& why) {
    const bool object = text.startsWith('{');
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(object ? text : '[' + text + ']', &err);
    if (doc.isNull()) {
        why = err.errorString();
        return false;
    }
    out = object ? doc.object() : QJsonObject();
    return true;
}

}  // namespace

DcgmDiagJsonParser::DcgmDiagJsonParser()
    : m_stream({QStringLiteral("test_categories"), QStringLiteral("*/test_categories")},
               [this](const JsonMemberStream::Element& e) { addCategory(e.text); }) {}

ParsedImport DcgmDiagJsonParser::parse(const QByteArray& document) {
    DcgmDiagJsonParser parser;
    parser.feed(document.constData(), document.size());
    return parser.finish();
}

void DcgmDiagJsonParser::addCategory(const QByteArray& element) {
    if (!m_invalid.isEmpty())
        return;
    QJsonObject c;
    QString why;
    if (!elementObject(element, c, why)) {
        m_invalid = tr("Not valid JSON: %1 in a test category.").arg(why);
        return;
    }
    for (const QJsonValue& tv : c.value(QStringLiteral("tests")).toArray()) {
        if (m_tests.size() >= kMaxTests) {
            ++m_droppedTests;
            continue;
        }
        const QJsonObject t = tv.toObject();
        DcgmTest test;
        test.category = text(c.value(QStringLiteral("category")));
        test.name = text(t.value(QStringLiteral("name")));
        if (test.name.isEmpty())
            continue;
        test.summary = text(t.value(QStringLiteral("test_summary")).toObject().value(QStringLiteral("status")));
        for (const QJsonValue& rv : t.value(QStringLiteral("results")).toArray()) {
            const QJsonObject r = rv.toObject();
            QString gpu = text(r.value(QStringLiteral("gpu_id")));
            if (gpu.isEmpty())
                gpu = text(r.value(QStringLiteral("gpu_ids")));
            if (gpu.isEmpty())
                gpu = text(r.value(QStringLiteral("entity_id")));
            const QString status = text(r.value(QStringLiteral("status")));
            if (!status.isEmpty() && test.results.size() < 1024)
                test.results.push_back({gpu, status});
            for (const QString& w : messages(r.value(QStringLiteral("warnings")))) {
                if (test.warnings.size() < 256)
                    test.warnings << (gpu.isEmpty() ? w : QStringLiteral("GPU %1: %2").arg(gpu, w));
            }
            if (test.info.size() < 256)
                test.info += messages(r.value(QStringLiteral("info")));
        }
        test.warnings += messages(t.value(QStringLiteral("warnings")));
        m_tests.push_back(test);
    }
}

ParsedImport DcgmDiagJsonParser::finish() {
    const QString format = QStringLiteral("dcgmi-diag-json");
    if (!m_stream.finish()) {
        return failedDocument(
            format, tr("Not a JSON object: %1 at offset %2.").arg(m_stream.error()).arg(m_stream.errorOffset()));
    }
    if (!m_invalid.isEmpty())
        return failedDocument(format, m_invalid);
    // The document without its test categories: small, parsed whole.
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(m_stream.rest(), &error);
    if (!doc.isObject()) {
        return failedDocument(format,
                              tr("Not a JSON object: %1 at offset %2.").arg(error.errorString()).arg(error.offset));
    }
    const QJsonObject root = doc.object();
    const QJsonObject diag = diagObject(root);
    ParsedImport out;
    out.format = format;
    ParsedRun run;
    run.tool = QStringLiteral("dcgmi");
    run.operation = QStringLiteral("diag");
    QList<QPair<QString, QString>> meta;
    metaFrom(root, meta);
    metaFrom(diag, meta);
    metaFrom(root.value(QStringLiteral("metadata")).toObject(), meta);
    metaFrom(diag.value(QStringLiteral("metadata")).toObject(), meta);
    QVector<DcgmTest> tests = std::move(m_tests);
    m_tests.clear();
    if (tests.isEmpty()) {
        if (diag.isEmpty() && meta.isEmpty())
            return failedDocument(format, tr("No \"test_categories\" in the JSON."));
        run.warnings << tr("The diagnostic JSON lists no tests.");
        run.truncated = true;
    }
    if (m_droppedTests > 0) {
        run.warnings << tr("Only the first %1 tests were read; %2 more were not.").arg(kMaxTests).arg(m_droppedTests);
    }
    DcgmDiagResults::apply(run, tests, meta);
    out.runs.push_back(run);
    return out;
}

RocmSmiJsonParser::RocmSmiJsonParser()
    : m_stream({QString()}, [this](const JsonMemberStream::Element& e) { addMember(e.member, e.text); }) {}

ParsedImport RocmSmiJsonParser::parse(const QByteArray& document) {
    RocmSmiJsonParser parser;
    parser.feed(document.constData(), document.size());
    return parser.finish();
}

void RocmSmiJsonParser::addMember(const QString& key, const QByteArray& element) {
    if (!m_invalid.isEmpty())
        return;
    QJsonObject card;
    QString why;
    if (!elementObject(element, card, why)) {
        m_invalid = tr("Not valid JSON: %1 in \"%2\".").arg(why, key.left(64));
        return;
    }
    if (key == QLatin1String("system")) {
        for (auto s = card.begin(); s != card.end(); ++s) {
            if (s.key().startsWith(QLatin1String("Driver version"), Qt::CaseInsensitive))
                m_env.insert(QStringLiteral("driver"), text(s.value()));
        }
        return;
    }
    if (!key.startsWith(QLatin1String("card")))
        return;
    bool ok = false;
    const int index = key.mid(4).toInt(&ok);
    if (!ok || index < 0)
        return;
    if (m_gpus.size() >= kMaxCards && !m_gpus.contains(index)) {
        ++m_droppedCards;
        return;
    }
    RocmSmiGpu g;
    QString edge, junction, average, socket, compute, memory;
    for (auto f = card.begin(); f != card.end(); ++f) {
        const QString k = f.key();
        const QString v = text(f.value());
        if (k.compare(QLatin1String("Card Series"), Qt::CaseInsensitive) == 0 ||
            (g.name.isEmpty() && k == QLatin1String("Device Name")))
            g.name = v;
        else if (k == QLatin1String("PCI Bus"))
            g.bus = v;
        else if (k.startsWith(QLatin1String("VBIOS version")))
            g.vbios = v;
        else if (k.compare(QLatin1String("Card SKU"), Qt::CaseInsensitive) == 0)
            g.sku = v;
        else if (k.startsWith(QLatin1String("Temperature (Sensor edge)")))
            edge = v;
        else if (k.startsWith(QLatin1String("Temperature (Sensor junction)")))
            junction = v;
        else if (k.startsWith(QLatin1String("Average Graphics Package Power")))
            average = v;
        else if (k.startsWith(QLatin1String("Current Socket Graphics Package Power")))
            socket = v;
        else if (k == QLatin1String("Compute Partition"))
            compute = v;
        else if (k == QLatin1String("Memory Partition"))
            memory = v;
        else if (k.startsWith(QLatin1String("PCIe Replay Count")))
            g.setReplays(EvidenceCounter::readJson(f.value()), k.left(64));
        else if (k.contains(QLatin1String("uncorrectable"), Qt::CaseInsensitive))
            g.addEcc(EvidenceCounter::readJson(f.value()), k.left(64), true);
        else if (k.startsWith(QLatin1String("Driver version"), Qt::CaseInsensitive) &&
                 !m_env.contains(QStringLiteral("driver"))) {
            m_env.insert(QStringLiteral("driver"), v);
        }
    }
    const QString temp = junction.isEmpty() || junction == QLatin1String("N/A") ? edge : junction;
    if (!temp.isEmpty() && temp != QLatin1String("N/A"))
        g.temp = temp + QStringLiteral("°C");
    const QString power = socket.isEmpty() || socket == QLatin1String("N/A") ? average : socket;
    if (!power.isEmpty() && power != QLatin1String("N/A"))
        g.power = power + u'W';
    if (!compute.isEmpty() || !memory.isEmpty())
        g.partition = QStringList{memory, compute}.join(QStringLiteral(", ")).trimmed();
    m_gpus.insert(index, g);
}

ParsedImport RocmSmiJsonParser::finish() {
    const QString format = QStringLiteral("rocm-smi-json");
    if (!m_stream.finish()) {
        return failedDocument(
            format, tr("Not a JSON object: %1 at offset %2.").arg(m_stream.error()).arg(m_stream.errorOffset()));
    }
    if (!m_invalid.isEmpty())
        return failedDocument(format, m_invalid);
    ParsedImport out;
    out.format = format;
    ParsedRun run;
    run.tool = QStringLiteral("rocm-smi");
    run.operation = QStringLiteral("query");
    run.env = m_env;
    if (m_gpus.isEmpty()) {
        if (!run.env.contains(QStringLiteral("driver")))
            return failedDocument(format, tr("No \"cardN\" object in the JSON."));
        run.warnings << tr("The JSON names the driver but no GPU.");
    } else {
        RocmSmiChecks::apply(run, m_gpus);
    }
    if (m_droppedCards > 0) {
        run.warnings << tr("Only the first %1 GPUs were read; %2 more were not.").arg(kMaxCards).arg(m_droppedCards);
    }
    out.runs.push_back(run);
    return out;
}

}  // namespace tb::core
