#include "core/store/MeasuredCostRepository.h"

#include "core/store/SqlError.h"

#include <QSqlQuery>

namespace tb::core {

Result<std::optional<CostEvaluationRow>> MeasuredCostRepository::newestEvaluation(qint64 providerId,
                                                                                  const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, started_at, coalesce(handover_requested, ''), coalesce(handover_received, '') FROM evaluation "
        "WHERE provider_id = ? ORDER BY started_at DESC, id DESC LIMIT 1"));
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<CostEvaluationRow>{};
    }
    return std::optional<CostEvaluationRow>{CostEvaluationRow{q.value(0).toLongLong(), q.value(1).toString(),
                                                              q.value(2).toString(), q.value(3).toString()}};
}

Result<QString> MeasuredCostRepository::windowEnd(qint64 providerId, qint64 evaluationId, const QString& windowStart,
                                                  const QString& whatFailed) const {
    QSqlQuery w(m_db);
    w.prepare(
        QStringLiteral("SELECT max(coalesce(ended_at, started_at)) FROM probe_run WHERE provider_id = ? AND "
                       "(evaluation_id = ? OR (evaluation_id IS NULL AND started_at >= ?))"));
    w.addBindValue(providerId);
    w.addBindValue(evaluationId);
    w.addBindValue(windowStart);
    if (auto st = exec(w, whatFailed); !st) {
        return st.error();
    }
    return w.next() ? w.value(0).toString() : QString();
}

Result<int> MeasuredCostRepository::gpuCount(qint64 evaluationId, const QString& whatFailed) const {
    QSqlQuery g(m_db);
    g.prepare(QStringLiteral("SELECT coalesce(sum(gpu_count), 0) FROM node WHERE evaluation_id = ?"));
    g.addBindValue(evaluationId);
    if (auto st = exec(g, whatFailed); !st) {
        return st.error();
    }
    return g.next() ? g.value(0).toInt() : 0;
}

Result<QVector<RunValueRow>> MeasuredCostRepository::hardFailureFindings(qint64 providerId, qint64 evaluationId,
                                                                         const QString& windowStart,
                                                                         const QString& whatFailed) const {
    QSqlQuery f(m_db);
    f.prepare(QStringLiteral(
        "SELECT r.id, f.value FROM finding f JOIN probe_run r ON r.id = f.run_id WHERE r.provider_id = ? AND "
        "(r.evaluation_id = ? OR (r.evaluation_id IS NULL AND r.started_at >= ?)) AND f.status = 'fail' AND "
        "((substr(f.key, 1, 8) = 'gpu.xid.' AND substr(f.key, 9, 1) BETWEEN '0' AND '9') OR "
        "(substr(f.key, 1, 14) = 'nvswitch.sxid.' AND substr(f.key, 15, 1) BETWEEN '0' AND '9')) ORDER BY r.id"));
    f.addBindValue(providerId);
    f.addBindValue(evaluationId);
    f.addBindValue(windowStart);
    if (auto st = exec(f, whatFailed); !st) {
        return st.error();
    }
    QVector<RunValueRow> out;
    while (f.next()) {
        out.append(RunValueRow{f.value(0).toLongLong(), f.value(1).toString(), 0});
    }
    return out;
}

Result<std::optional<RunValueRow>> MeasuredCostRepository::newestSample(qint64 providerId, const QString& metric,
                                                                        const QString& whatFailed) const {
    QSqlQuery s(m_db);
    s.prepare(QStringLiteral(
        "SELECT r.id, s.value FROM sample s JOIN probe_run r ON r.id = s.run_id WHERE r.provider_id = ? AND "
        "r.status = 'ok' AND s.metric = ? ORDER BY r.started_at DESC, r.id DESC LIMIT 1"));
    s.addBindValue(providerId);
    s.addBindValue(metric);
    if (auto st = exec(s, whatFailed); !st) {
        return st.error();
    }
    if (!s.next()) {
        return std::optional<RunValueRow>{};
    }
    return std::optional<RunValueRow>{RunValueRow{s.value(0).toLongLong(), QString(), s.value(1).toDouble()}};
}

Result<std::optional<RunValueRow>> MeasuredCostRepository::newestFinding(qint64 providerId, const QString& key,
                                                                         const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT r.id, f.value FROM finding f JOIN probe_run r ON r.id = f.run_id WHERE "
                       "r.provider_id = ? AND f.key = ? ORDER BY r.started_at DESC, r.id DESC LIMIT 1"));
    q.addBindValue(providerId);
    q.addBindValue(key);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<RunValueRow>{};
    }
    return std::optional<RunValueRow>{RunValueRow{q.value(0).toLongLong(), q.value(1).toString(), 0}};
}

Result<std::optional<RunValueRow>> MeasuredCostRepository::firstWorkingRun(qint64 evaluationId,
                                                                           const QString& whatFailed) const {
    QSqlQuery q(m_db);
    // Probes and recipes Tierbench ran on the cluster itself: an imported file's time says when it was imported
    // or when some tool ran, not when the cluster first worked for us.
    q.prepare(
        QStringLiteral("SELECT id, started_at FROM probe_run WHERE evaluation_id = ? AND status = 'ok' AND "
                       "kind IN ('probe', 'recipe') AND started_at IS NOT NULL ORDER BY started_at, id LIMIT 1"));
    q.addBindValue(evaluationId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<RunValueRow>{};
    }
    return std::optional<RunValueRow>{RunValueRow{q.value(0).toLongLong(), q.value(1).toString(), 0}};
}

}  // namespace tb::core
