#include "core/store/PgSampleWriter.h"

#include "core/store/CompactJson.h"
#include "core/store/PgArrayColumns.h"
#include "core/store/PgBinaryCopy.h"

namespace tb::core {
namespace {
constexpr qsizetype kRowsPerStatement = 50000;
}  // namespace

Status PgSampleWriter::insert(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples) {
    return PgBinaryCopy::available(db) ? copy(db, runId, samples) : insertArrays(db, runId, samples);
}

Status PgSampleWriter::copy(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples) {
    PgBinaryCopy rows(db, QStringLiteral("sample"),
                      {QStringLiteral("run_id"), QStringLiteral("metric"), QStringLiteral("size_bytes"),
                       QStringLiteral("value"), QStringLiteral("unit"), QStringLiteral("extra_json")},
                      tr("The samples could not be stored."));
    if (auto st = rows.begin(); !st) {
        return st;
    }
    // Consecutive samples mostly share metric, unit and extra: encode each only when it changes.
    QString lastMetric, lastUnit;
    QJsonObject lastExtra;
    QByteArray metric, unit, extra;
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const SampleRecord& s = samples[i];
        if (i == 0 || s.metric != lastMetric) {
            lastMetric = s.metric;
            metric = s.metric.toUtf8();
        }
        if (i == 0 || s.unit != lastUnit) {
            lastUnit = s.unit;
            unit = s.unit.toUtf8();
        }
        if (i == 0 || s.extra != lastExtra) {
            lastExtra = s.extra;
            extra = compactJson(s.extra);
        }
        rows.startRow();
        rows.addInt64(runId);
        rows.addText(metric);
        if (s.sizeBytes) {
            rows.addInt64(*s.sizeBytes);
        } else {
            rows.addNull();
        }
        rows.addDouble(s.value);
        rows.addText(unit);
        rows.addText(extra);
        if (auto st = rows.endRow(); !st) {
            return st;
        }
    }
    return rows.finish();
}

Status PgSampleWriter::insertArrays(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples) {
    PgArrayColumns rows(QStringLiteral("sample"),
                        {QStringLiteral("run_id"), QStringLiteral("metric"), QStringLiteral("size_bytes"),
                         QStringLiteral("value"), QStringLiteral("unit"), QStringLiteral("extra_json")},
                        {QStringLiteral("bigint"), QStringLiteral("text"), QStringLiteral("bigint"),
                         QStringLiteral("double precision"), QStringLiteral("text"), QStringLiteral("text")});
    const QString whatFailed = tr("The samples could not be stored.");
    // Consecutive samples mostly share run, metric, unit and extra: encode each only when it changes.
    const QByteArray run = QByteArray::number(runId);
    QString lastMetric, lastUnit;
    QJsonObject lastExtra;
    QByteArray metric, unit, extra;
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const SampleRecord& s = samples[i];
        const bool first = rows.rows() == 0;
        if (first || s.metric != lastMetric) {
            lastMetric = s.metric;
            metric.clear();
            PgArrayColumns::appendQuoted(metric, s.metric.toUtf8());
        }
        if (first || s.unit != lastUnit) {
            lastUnit = s.unit;
            unit.clear();
            PgArrayColumns::appendQuoted(unit, s.unit.toUtf8());
        }
        if (first || s.extra != lastExtra) {
            lastExtra = s.extra;
            extra.clear();
            PgArrayColumns::appendQuoted(extra, compactJson(s.extra));
        }
        rows.addEncoded(0, run);
        rows.addEncoded(1, metric);
        if (s.sizeBytes) {
            rows.addInteger(2, *s.sizeBytes);
        } else {
            rows.addNull(2);
        }
        rows.addDouble(3, s.value);
        rows.addEncoded(4, unit);
        rows.addEncoded(5, extra);
        if (rows.rows() >= kRowsPerStatement) {
            if (auto st = rows.flush(db, whatFailed); !st) {
                return st;
            }
        }
    }
    return rows.flush(db, whatFailed);
}

}  // namespace tb::core
