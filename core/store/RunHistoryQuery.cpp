#include "core/store/RunHistoryQuery.h"

#include "core/store/RunRepository.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLoggingCategory>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

namespace {
Q_LOGGING_CATEGORY(lcHistory, "tierbench.core.store.history")

}  // namespace

RunHistoryQuery::RunHistoryQuery(QSqlDatabase& db) : m_db(db) {}

QVector<RunSummary> RunHistoryQuery::select(const QString& where, qint64 value, int limit) const {
    QVector<RunSummary> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
                  "SELECT r.id, r.kind, r.probe, r.status, r.exit_code, r.started_at, COALESCE(r.ended_at, ''), "
                  "(SELECT COUNT(*) FROM sample s WHERE s.run_id = r.id), "
                  "(SELECT COUNT(*) FROM finding f WHERE f.run_id = r.id AND f.kind = 'check'), "
                  "(SELECT COUNT(*) FROM finding f WHERE f.run_id = r.id AND f.kind = 'check' AND f.status = 'fail') "
                  "FROM probe_run r WHERE %1 = ? ORDER BY r.id DESC LIMIT ?")
                  .arg(where));
    q.addBindValue(value);
    q.addBindValue(limit);
    if (!q.exec()) {
        qCWarning(lcHistory) << "run history:" << sqlError(q.lastError(), QString()).detail;
        return out;
    }
    while (q.next()) {
        RunSummary s;
        s.id = q.value(0).toLongLong();
        s.kind = runKindFromKey(q.value(1).toString()).value_or(RunKind::Probe);
        s.name = q.value(2).toString();
        s.status = runStatusFromKey(q.value(3).toString()).value_or(RunStatus::Running);
        if (!q.value(4).isNull()) {
            s.exitCode = q.value(4).toInt();
        }
        s.startedAt = q.value(5).toString();
        s.endedAt = q.value(6).toString();
        const QDateTime start = QDateTime::fromString(s.startedAt, Qt::ISODate);
        const QDateTime end = QDateTime::fromString(s.endedAt, Qt::ISODate);
        if (start.isValid() && end.isValid()) {
            s.durationS = start.msecsTo(end) / 1000.0;
        }
        s.samples = q.value(7).toInt();
        s.checks = q.value(8).toInt();
        s.failedChecks = q.value(9).toInt();
        out.append(s);
    }
    return out;
}

QVector<RunSummary> RunHistoryQuery::runsForNode(qint64 nodeId, int limit) const {
    return select(QStringLiteral("r.node_id"), nodeId, limit);
}

QVector<RunSummary> RunHistoryQuery::runsForProvider(qint64 providerId, int limit) const {
    return select(QStringLiteral("r.provider_id"), providerId, limit);
}

Result<RunSummary> RunHistoryQuery::summary(qint64 runId) const {
    const auto rows = select(QStringLiteral("r.id"), runId, 1);
    if (rows.isEmpty()) {
        return makeError(ErrorCode::NotFound, tr("No run with id %1").arg(runId));
    }
    return rows.first();
}

Result<QVector<FindingRow>> RunHistoryQuery::findings(qint64 runId) const {
    QVector<FindingRow> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, kind, key, status, value, detail FROM finding WHERE run_id = ? ORDER BY id"));
    q.addBindValue(runId);
    if (!q.exec()) {
        return sqlError(q.lastError(), tr("The findings could not be read."));
    }
    while (q.next()) {
        auto f = RunRepository::findingFromColumns(q, 1);
        if (!f) {
            return f.error();
        }
        out.append({q.value(0).toLongLong(), f->kind, f->key, f->status, f->value, f->detail});
    }
    return out;
}

QString RunHistoryQuery::knownHostsFile(qint64 nodeId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT known_hosts_file FROM node WHERE id = ?"));
    q.addBindValue(nodeId);
    if (!q.exec() || !q.next()) {
        return {};
    }
    return q.value(0).toString();
}

Status RunHistoryQuery::setKnownHostsFile(qint64 nodeId, const QString& path) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE node SET known_hosts_file = ? WHERE id = ?"));
    q.addBindValue(notNull(path));
    q.addBindValue(nodeId);
    return exec(q, tr("Could not save the node's known_hosts file"));
}

}  // namespace tb::core
