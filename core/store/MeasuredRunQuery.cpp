#include "core/store/MeasuredRunQuery.h"

#include "core/store/SqlError.h"

#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

MeasuredRunQuery::MeasuredRunQuery(QSqlDatabase& db) : m_db(db) {}

QVector<MeasuredRunQuery::Candidate> MeasuredRunQuery::candidates(qint64 providerId, qint64 evaluationId) const {
    QVector<Candidate> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    // GROUP BY over the sample_run index (run_id, metric): one row per run and metric, no sample value read.
    q.prepare(QStringLiteral(
        "SELECT p.id, p.hardware_key, s.metric FROM probe_run p JOIN sample s ON s.run_id = p.id "
        "WHERE p.provider_id = ? AND p.status = 'ok' AND (p.evaluation_id IS NULL OR p.evaluation_id = ?) "
        "GROUP BY p.id, p.hardware_key, p.started_at, s.metric ORDER BY p.started_at DESC, p.id DESC, s.metric"));
    q.addBindValue(providerId);
    q.addBindValue(evaluationId);
    if (!exec(q, tr("Could not read the measured runs"))) {
        return out;
    }
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (out.isEmpty() || out.last().runId != id) {
            out.append({id, q.value(1).toString(), {}});
        }
        out.last().metrics << q.value(2).toString();
    }
    return out;
}

}  // namespace tb::core
