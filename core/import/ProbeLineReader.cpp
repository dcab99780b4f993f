#include "core/import/ProbeLineReader.h"

#include "core/domain/FindingKind.h"
#include "core/domain/Plausibility.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

namespace tb::core {

namespace {
bool hasHighBytes(std::string_view s) {
    for (char c : s) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return true;
    }
    return false;
}

std::optional<double> number(const QJsonObject& o, const QString& key) {
    const QJsonValue v = o.value(key);
    if (v.isDouble())
        return v.toDouble();
    return std::nullopt;
}

// Untrusted numbers that become integers: NaN, infinities and values past +-2^53 count as absent, since converting
// them is undefined behaviour (fuzz_probe_lines found a size of 1e60).
std::optional<qint64> integer(const QJsonObject& o, const QString& key, double limit = 9007199254740992.0) {
    const auto d = number(o, key);
    if (!d || !std::isfinite(*d) || std::fabs(*d) > limit)
        return std::nullopt;
    return qint64(*d);
}

QString text(const QJsonObject& o, const QString& key) {
    const QJsonValue v = o.value(key);
    if (v.isString())
        return v.toString();
    if (v.isDouble() || v.isBool())
        return v.toVariant().toString();
    if (v.isObject() || v.isArray()) {
        return QString::fromUtf8(v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                              : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    }
    return {};
}

bool isBlank(std::string_view s) {
    for (char c : s) {
        if (c != ' ' && c != '\t' && c != '\r')
            return false;
    }
    return true;
}

// JSON's NUL escapes (backslash, u0000) become U+FFFD, the replacement character: a NUL is legal JSON but no text
// column of PostgreSQL holds one (and SQLite cuts the text at it), so the same figure would be stored on one engine
// and lose its whole batch on the other. An escaped backslash before "u0000" is text, not an escape, and stays.
QByteArray withoutNul(const QByteArray& bytes, bool* replaced) {
    static const QByteArray nul("\\u0000");
    qsizetype at = bytes.indexOf(nul);
    if (at < 0) {
        return bytes;
    }
    QByteArray out = bytes;
    for (; at >= 0; at = out.indexOf(nul, at + 1)) {
        qsizetype slashes = 0;
        while (at - slashes - 1 >= 0 && out.at(at - slashes - 1) == '\\') {
            ++slashes;
        }
        if (slashes % 2 == 0) {  // this backslash starts an escape
            out.replace(at, nul.size(), "\\ufffd");
            *replaced = true;
        }
    }
    return out;
}

ProbeEvent raw(const QString& line, const QString& reason, bool cut) {
    ProbeEvent e;
    e.type = ProbeEventType::Raw;
    e.rawLine = line;
    e.rawReason = reason;
    e.cut = cut;
    return e;
}

}  // namespace

ProbeLineReader::ProbeLineReader(qsizetype maxLine) : m_splitter(maxLine) {}

ProbeEvent ProbeLineReader::parseLine(std::string_view line, bool cut) {
    // Invalid UTF-8 is replaced before anything else so that the JSON parser and the raw log see the same text.
    QByteArray bytes;
    QString lineText;
    if (hasHighBytes(line)) {
        lineText = QString::fromUtf8(line.data(), qsizetype(line.size()));
        bytes = lineText.toUtf8();
    } else {
        bytes = QByteArray::fromRawData(line.data(), qsizetype(line.size()));
    }
    auto rawText = [&]() { return lineText.isNull() ? QString::fromUtf8(bytes) : lineText; };
    if (cut)
        return raw(rawText(), tr("line longer than the limit, cut"), true);
    size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
        ++i;
    if (i >= line.size() || line[i] != '{')
        return raw(rawText(), QString(), false);
    bool nulReplaced = false;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(withoutNul(bytes, &nulReplaced), &err);
    if (!doc.isObject())
        return raw(rawText(), tr("not a JSON object: %1").arg(err.errorString()), false);
    const QJsonObject o = doc.object();
    const QJsonValue tb = o.value(QStringLiteral("tb"));
    if (!tb.isDouble())
        return raw(rawText(), tr("no \"tb\" protocol version"), false);
    if (tb.toInt() != kProtocolVersion) {
        return raw(rawText(), tr("protocol version %1 is not supported").arg(tb.toDouble()), false);
    }
    const QString type = o.value(QStringLiteral("type")).toString();
    ProbeEvent e;
    e.json = o;
    e.nulReplaced = nulReplaced;
    if (type == QLatin1String("hello")) {
        e.type = ProbeEventType::Hello;
        e.hello.probe = text(o, QStringLiteral("probe"));
        e.hello.version = text(o, QStringLiteral("version"));
        e.hello.host = text(o, QStringLiteral("host"));
        e.hello.backend = text(o, QStringLiteral("backend"));
        e.hello.devices = o.value(QStringLiteral("devices")).toArray();
        e.hello.libs = o.value(QStringLiteral("libs")).toObject();
        e.hello.args = o.value(QStringLiteral("args")).toObject();
    } else if (const auto kind = findingKindFromKey(type); kind && type == findingKindKey(*kind)) {
        const bool check = *kind == FindingKind::Check;
        e.type = check ? ProbeEventType::Check : ProbeEventType::Fact;
        e.finding.kind = *kind;
        e.finding.key = text(o, QStringLiteral("id"));
        if (e.finding.key.isEmpty())
            return raw(rawText(), tr("%1 without an id").arg(type), false);
        e.finding.value = text(o, QStringLiteral("value"));
        e.finding.detail = text(o, QStringLiteral("detail"));
        if (check) {
            // A check's status is one of the protocol's words, exactly; anything else (none, "ok", a typo) is stored
            // as unknown, which no rule reads as a pass or a fail (never a guessed pass).
            const QString word = text(o, QStringLiteral("status"));
            const auto status = findingStatusFromKey(word);
            const bool exact = status && *status != FindingStatus::None && word == findingStatusKey(*status);
            e.finding.status = exact ? *status : FindingStatus::Unknown;
            e.evidence = o.value(QStringLiteral("evidence"));
        }
    } else if (type == QLatin1String("sample")) {
        e.type = ProbeEventType::Sample;
        e.sample.metric = text(o, QStringLiteral("metric"));
        const auto value = number(o, QStringLiteral("value"));
        const auto median = number(o, QStringLiteral("median"));
        if (e.sample.metric.isEmpty() || (!value && !median)) {
            return raw(rawText(), tr("sample without a metric or a value"), false);
        }
        e.sample.value = value ? *value : *median;
        e.sample.unit = text(o, QStringLiteral("unit"));
        // The same rules as every other door a figure comes in by: an impossible value or size is refused.
        PlausibilityCheck check = Plausibility::sample(e.sample.metric, e.sample.value, e.sample.unit);
        if (const auto size = number(o, QStringLiteral("size")); check.ok() && size)
            check = Plausibility::sizeBytes(*size);
        if (!check.ok()) {
            ProbeEvent refused = raw(rawText(), check.reason, false);
            refused.refusedFigure = true;
            return refused;
        }
        if (auto size = integer(o, QStringLiteral("size")); size && *size >= 0)
            e.sample.sizeBytes = *size;
        e.sample.extra = o.value(QStringLiteral("extra")).toObject();
        for (const QString& key :
             {QStringLiteral("median"), QStringLiteral("min"), QStringLiteral("max"), QStringLiteral("iters")}) {
            if (o.value(key).isDouble())
                e.sample.extra.insert(key, o.value(key));
        }
    } else if (type == QLatin1String("progress")) {
        e.type = ProbeEventType::Progress;
        e.progress.done = number(o, QStringLiteral("done")).value_or(0);
        e.progress.total = number(o, QStringLiteral("total")).value_or(0);
        e.progress.what = text(o, QStringLiteral("what"));
    } else if (type == QLatin1String("log")) {
        e.type = ProbeEventType::Log;
        e.log.level = text(o, QStringLiteral("level"));
        e.log.message = text(o, QStringLiteral("message"));
    } else if (type == QLatin1String("end")) {
        e.type = ProbeEventType::End;
        e.end.status = text(o, QStringLiteral("status"));
        if (auto code = integer(o, QStringLiteral("exit_code"), 255))
            e.end.exitCode = int(*code);
    } else {
        return raw(rawText(), tr("unknown type \"%1\"").arg(type), false);
    }
    return e;
}

QVector<ProbeEvent> ProbeLineReader::feed(const char* data, qsizetype size) {
    QVector<ProbeEvent> out;
    m_splitter.feed(data, size, [&](std::string_view line, bool cut, bool) {
        if (!cut && isBlank(line))
            return;  // blank lines carry nothing
        ProbeEvent e = parseLine(line, cut);
        if (e.type == ProbeEventType::Raw)
            ++m_rawLines;
        else
            ++m_protocolLines;
        out.push_back(std::move(e));
    });
    return out;
}

QVector<ProbeEvent> ProbeLineReader::feed(const QByteArray& chunk) {
    return feed(chunk.constData(), chunk.size());
}

QVector<ProbeEvent> ProbeLineReader::finish() {
    QVector<ProbeEvent> out;
    m_splitter.finish([&](std::string_view line, bool cut, bool) {
        if (!cut && isBlank(line))
            return;  // blank lines carry nothing
        ProbeEvent e = parseLine(line, cut);
        if (e.type == ProbeEventType::Raw)
            ++m_rawLines;
        else
            ++m_protocolLines;
        out.push_back(std::move(e));
    });
    return out;
}

}  // namespace tb::core
