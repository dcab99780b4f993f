#include "core/import/ParsedImport.h"

#include <QJsonValue>

#include <algorithm>

namespace tb::core {

namespace {

// Metric names and units are built once per run and shared by every record (implicitly shared QStrings).
struct MetricNames {
    QString busbw, algbw, timeUs, gbs, us;
    MetricNames(const QString& op, const QString& suffix)
        : busbw(op + QStringLiteral(".busbw") + suffix),
          algbw(op + QStringLiteral(".algbw") + suffix),
          timeUs(op + QStringLiteral(".time_us") + suffix),
          gbs(QStringLiteral("GB/s")),
          us(QStringLiteral("us")) {}
};

void addHalf(QVector<SampleRecord>& out, const MetricNames& names, const CollectiveRow& row,
             const CollectiveHalf& half) {
    if (!half.present)
        return;
    QJsonObject extra{{QStringLiteral("count"), row.count}, {QStringLiteral("type"), row.type}};
    extra.insert(QStringLiteral("wrong"), half.wrong ? QJsonValue(*half.wrong) : QJsonValue());
    if (half.error)
        extra.insert(QStringLiteral("error"), *half.error);
    if (!row.redop.isEmpty())
        extra.insert(QStringLiteral("redop"), row.redop);
    if (row.root)
        extra.insert(QStringLiteral("root"), *row.root);
    out.push_back({names.busbw, row.sizeBytes, half.busbw, names.gbs, extra});
    out.push_back({names.algbw, row.sizeBytes, half.algbw, names.gbs, extra});
    out.push_back({names.timeUs, row.sizeBytes, half.timeUs, names.us, extra});
}

QJsonValue optNumber(const std::optional<qint64>& v) {
    return v ? QJsonValue(double(*v)) : QJsonValue();
}

QJsonObject halfJson(const CollectiveHalf& h) {
    QJsonObject o;
    o.insert(QStringLiteral("time_us"), h.timeUs);
    o.insert(QStringLiteral("algbw"), h.algbw);
    o.insert(QStringLiteral("busbw"), h.busbw);
    o.insert(QStringLiteral("wrong"), optNumber(h.wrong));
    if (h.error)
        o.insert(QStringLiteral("error"), *h.error);
    return o;
}

}  // namespace

bool forEachSampleBatch(const ParsedRun& run, qsizetype rowsPerBatch,
                        const std::function<bool(const QVector<SampleRecord>&)>& sink) {
    const QString op = run.operation.isEmpty() ? QStringLiteral("unknown") : run.operation;
    const MetricNames outOfPlace(op, QString());
    const MetricNames inPlace(op, QStringLiteral(".ip"));
    const qsizetype step = std::max<qsizetype>(1, rowsPerBatch);
    QVector<SampleRecord> out;
    qsizetype at = 0;
    do {
        out.clear();
        const qsizetype end = std::min<qsizetype>(run.rows.size(), at + step);
        out.reserve((end - at) * 6 + (end == run.rows.size() ? run.samples.size() : 0));
        for (; at < end; ++at) {
            addHalf(out, outOfPlace, run.rows[at], run.rows[at].outOfPlace);
            addHalf(out, inPlace, run.rows[at], run.rows[at].inPlace);
        }
        if (at == run.rows.size()) {
            out += run.samples;
        }
        if (!out.isEmpty() && !sink(out)) {
            return false;
        }
    } while (at < run.rows.size());
    return true;
}

QVector<SampleRecord> runSamples(const ParsedRun& run) {
    QVector<SampleRecord> all;
    forEachSampleBatch(run, run.rows.size(), [&all](const QVector<SampleRecord>& batch) {
        all += batch;
        return true;
    });
    return all;
}

double peakBusbw(const ParsedRun& run) {
    double peak = 0;
    for (const CollectiveRow& row : run.rows) {
        if (row.outOfPlace.present)
            peak = std::max(peak, row.outOfPlace.busbw);
        if (row.inPlace.present)
            peak = std::max(peak, row.inPlace.busbw);
    }
    return peak;
}

RunStatus runStatus(const ParsedRun& run) {
    return run.failed ? RunStatus::Failed : RunStatus::Ok;
}

QJsonObject toJson(const ParsedRun& run) {
    QJsonObject o;
    o.insert(QStringLiteral("tool"), run.tool);
    o.insert(QStringLiteral("operation"), run.operation);
    if (!run.label.isEmpty())
        o.insert(QStringLiteral("label"), run.label);
    o.insert(QStringLiteral("status"), runStatusKey(runStatus(run)));
    if (!run.rows.isEmpty() || !run.dataType.isEmpty()) {
        o.insert(QStringLiteral("data_type"), run.dataType.isEmpty() ? QJsonValue() : QJsonValue(run.dataType));
    }
    if (run.rankCount > 0)
        o.insert(QStringLiteral("rank_count"), run.rankCount);
    if (!run.devices.isEmpty())
        o.insert(QStringLiteral("devices"), run.devices);
    if (!run.args.isEmpty())
        o.insert(QStringLiteral("args"), run.args);
    if (!run.env.isEmpty())
        o.insert(QStringLiteral("env"), run.env);
    if (!run.rows.isEmpty()) {
        QJsonArray rows;
        for (const CollectiveRow& r : run.rows) {
            QJsonObject row;
            row.insert(QStringLiteral("bytes"), double(r.sizeBytes));
            row.insert(QStringLiteral("count"), double(r.count));
            if (!r.type.isEmpty())
                row.insert(QStringLiteral("type"), r.type);
            if (!r.redop.isEmpty())
                row.insert(QStringLiteral("redop"), r.redop);
            if (r.root)
                row.insert(QStringLiteral("root"), *r.root);
            row.insert(QStringLiteral("out_of_place"),
                       r.outOfPlace.present ? QJsonValue(halfJson(r.outOfPlace)) : QJsonValue());
            row.insert(QStringLiteral("in_place"), r.inPlace.present ? QJsonValue(halfJson(r.inPlace)) : QJsonValue());
            rows.append(row);
        }
        o.insert(QStringLiteral("rows"), rows);
        o.insert(QStringLiteral("peak_busbw"), peakBusbw(run));
    }
    if (run.summaryAvgBusbw)
        o.insert(QStringLiteral("summary_avg_busbw"), *run.summaryAvgBusbw);
    if (run.outOfBounds)
        o.insert(QStringLiteral("out_of_bounds"), double(*run.outOfBounds));
    if (!run.samples.isEmpty()) {
        QJsonArray samples;
        for (const SampleRecord& s : run.samples) {
            QJsonObject so{{QStringLiteral("metric"), s.metric},
                           {QStringLiteral("value"), s.value},
                           {QStringLiteral("unit"), s.unit}};
            if (s.sizeBytes)
                so.insert(QStringLiteral("bytes"), double(*s.sizeBytes));
            if (!s.extra.isEmpty())
                so.insert(QStringLiteral("extra"), s.extra);
            samples.append(so);
        }
        o.insert(QStringLiteral("samples"), samples);
    }
    if (!run.findings.isEmpty()) {
        QJsonArray findings;
        for (const FindingRecord& f : run.findings) {
            QJsonObject fo{{QStringLiteral("kind"), findingKindKey(f.kind)}, {QStringLiteral("id"), f.key}};
            if (f.status != FindingStatus::None)
                fo.insert(QStringLiteral("status"), findingStatusKey(f.status));
            if (!f.value.isEmpty())
                fo.insert(QStringLiteral("value"), f.value);
            if (!f.detail.isEmpty())
                fo.insert(QStringLiteral("detail"), f.detail);
            findings.append(fo);
        }
        o.insert(QStringLiteral("findings"), findings);
    }
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(run.warnings));
    o.insert(QStringLiteral("truncated"), run.truncated);
    return o;
}

QJsonObject toJson(const ParsedImport& parsed) {
    QJsonObject o;
    o.insert(QStringLiteral("format"), parsed.format);
    QJsonArray runs;
    for (const ParsedRun& r : parsed.runs)
        runs.append(toJson(r));
    o.insert(QStringLiteral("runs"), runs);
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(parsed.warnings));
    o.insert(QStringLiteral("truncated"), parsed.truncated);
    return o;
}

}  // namespace tb::core
