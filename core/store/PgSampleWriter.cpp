#include "core/store/PgSampleWriter.h"

#include "core/store/CompactJson.h"
#include "core/store/SqlError.h"

#include <QSqlQuery>

#include <cmath>

namespace tb::core {
namespace {

constexpr qsizetype kRowsPerStatement = 50000;

void appendDouble(QByteArray& out, double v) {
    if (std::isnan(v)) {
        out += "NaN";
    } else if (std::isinf(v)) {
        out += v > 0 ? "Infinity" : "-Infinity";
    } else {
        out += QByteArray::number(v, 'g', 17);
    }
}

}  // namespace

void PgSampleWriter::appendQuoted(QByteArray& out, const QByteArray& text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    out += '"';
}

Status PgSampleWriter::insert(QSqlDatabase& db, qint64 runId, const QVector<SampleRecord>& samples) {
    QSqlQuery q(db);
    if (!q.prepare(QStringLiteral("INSERT INTO sample (run_id, metric, size_bytes, value, unit, extra_json) SELECT ?, "
                                  "m, s, v, u, e FROM unnest(?::text[], ?::bigint[], ?::float8[], ?::text[], "
                                  "?::text[]) AS t(m, s, v, u, e)"))) {
        return sqlError(q.lastError(), tr("The samples could not be stored."));
    }
    for (qsizetype start = 0; start < samples.size(); start += kRowsPerStatement) {
        const qsizetype end = std::min(samples.size(), start + kRowsPerStatement);
        QByteArray metrics("{"), sizes("{"), values("{"), units("{"), extras("{");
        // Consecutive samples mostly share metric, unit and extra: encode each only when it changes.
        QString lastMetric, lastUnit;
        QJsonObject lastExtra;
        QByteArray metric, unit, extra;
        for (qsizetype i = start; i < end; ++i) {
            const SampleRecord& s = samples[i];
            if (i == start || s.metric != lastMetric) {
                lastMetric = s.metric;
                metric.clear();
                appendQuoted(metric, s.metric.toUtf8());
            }
            if (i == start || s.unit != lastUnit) {
                lastUnit = s.unit;
                unit.clear();
                appendQuoted(unit, s.unit.toUtf8());
            }
            if (i == start || s.extra != lastExtra) {
                lastExtra = s.extra;
                extra.clear();
                appendQuoted(extra, compactJson(s.extra));
            }
            if (i > start) {
                metrics += ',';
                sizes += ',';
                values += ',';
                units += ',';
                extras += ',';
            }
            metrics += metric;
            if (s.sizeBytes) {
                sizes += QByteArray::number(*s.sizeBytes);
            } else {
                sizes += "NULL";
            }
            appendDouble(values, s.value);
            units += unit;
            extras += extra;
        }
        for (QByteArray* a : {&metrics, &sizes, &values, &units, &extras}) {
            *a += '}';
        }
        q.bindValue(0, runId);
        q.bindValue(1, QString::fromUtf8(metrics));
        q.bindValue(2, QString::fromLatin1(sizes));
        q.bindValue(3, QString::fromLatin1(values));
        q.bindValue(4, QString::fromUtf8(units));
        q.bindValue(5, QString::fromUtf8(extras));
        if (auto st = exec(q, tr("The samples could not be stored.")); !st) {
            return st;
        }
    }
    return {};
}

}  // namespace tb::core
