#include "core/store/TrustRepository.h"

#include "core/store/SqlError.h"

#include <QHash>
#include <QJsonDocument>
#include <QSqlQuery>

namespace tb::core {

Status TrustRepository::forEachRawLog(qint64 providerId, const QString& whatFailed,
                                      const std::function<void(const StoredLogRow&)>& visit) const {
    QSqlQuery logs(m_db);
    logs.setForwardOnly(true);
    logs.prepare(
        QStringLiteral("SELECT l.run_id, l.stream, l.content, l.truncated, l.sha256, r.kind, r.raw_sha256, "
                       "r.status FROM raw_log l JOIN probe_run r ON r.id = l.run_id WHERE r.provider_id = ? "
                       "ORDER BY l.run_id, l.stream"));
    logs.addBindValue(providerId);
    if (auto st = exec(logs, whatFailed); !st) {
        return st;
    }
    while (logs.next()) {
        StoredLogRow row;
        row.runId = logs.value(0).toLongLong();
        row.stream = logs.value(1).toString();
        row.content = logs.value(2).toByteArray();
        row.truncated = logs.value(3).toLongLong() != 0;
        row.sha256 = logs.value(4).toString();
        row.runKind = logs.value(5).toString();
        row.rawSha256 = logs.value(6).toString();
        row.runStatus = logs.value(7).toString();
        visit(row);
    }
    return {};
}

Status TrustRepository::forEachArtifact(qint64 providerId, const QString& whatFailed,
                                        const std::function<void(const StoredArtifactRow&)>& visit) const {
    QSqlQuery artifacts(m_db);
    artifacts.setForwardOnly(true);
    artifacts.prepare(
        QStringLiteral("SELECT a.run_id, a.name, a.content, a.sha256 FROM run_artifact a JOIN "
                       "probe_run r ON r.id = a.run_id WHERE r.provider_id = ? ORDER BY a.run_id, "
                       "a.name"));
    artifacts.addBindValue(providerId);
    if (auto st = exec(artifacts, whatFailed); !st) {
        return st;
    }
    while (artifacts.next()) {
        StoredArtifactRow row;
        row.runId = artifacts.value(0).toLongLong();
        row.name = artifacts.value(1).toString();
        row.content = artifacts.value(2).toByteArray();
        row.sha256 = artifacts.value(3).toString();
        visit(row);
    }
    return {};
}

Result<QList<StoredRunRow>> TrustRepository::derivableRuns(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT id, kind, operation, args_json FROM probe_run WHERE provider_id = ? AND status <> "
                       "'running' AND kind IN ('probe', 'import') ORDER BY id"));
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QList<StoredRunRow> runs;
    while (q.next()) {
        runs.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                     QJsonDocument::fromJson(q.value(3).toString().toUtf8()).object()});
    }
    return runs;
}

Result<QList<StoredSealRow>> TrustRepository::seals(const char* column, qint64 value, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    // column is one of two literals of this file, never input.
    q.prepare(QStringLiteral("SELECT id, status, seal_sha256, kind, probe, operation, hardware_key, args_json, "
                             "raw_sha256 FROM probe_run WHERE %1 = ? ORDER BY id")
                  .arg(QLatin1String(column)));
    q.addBindValue(value);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    QList<StoredSealRow> rows;
    QHash<qint64, qsizetype> at;
    while (q.next()) {
        StoredSealRow row;
        row.runId = q.value(0).toLongLong();
        row.status = q.value(1).toString();
        row.storedSeal = q.value(2).toString();
        row.now.kind = q.value(3).toString();
        row.now.probe = q.value(4).toString();
        row.now.operation = q.value(5).toString();
        row.now.hardwareKey = q.value(6).toString();
        row.now.args = QJsonDocument::fromJson(q.value(7).toString().toUtf8()).object();
        row.now.rawSha256 = q.value(8).toString();
        at.insert(row.runId, rows.size());
        rows.append(row);
    }
    QSqlQuery l(m_db);
    l.setForwardOnly(true);
    l.prepare(QStringLiteral("SELECT l.run_id, l.stream, l.sha256, l.truncated FROM raw_log l JOIN probe_run r ON "
                             "r.id = l.run_id WHERE r.%1 = ? ORDER BY l.run_id, l.stream")
                  .arg(QLatin1String(column)));
    l.addBindValue(value);
    if (auto st = exec(l, whatFailed); !st) {
        return st.error();
    }
    while (l.next()) {
        const auto found = at.constFind(l.value(0).toLongLong());
        if (found != at.constEnd()) {
            rows[*found].now.streams.append(
                {l.value(1).toString(), l.value(2).toString(), l.value(3).toLongLong() != 0});
        }
    }
    return rows;
}

Result<QList<StoredSealRow>> TrustRepository::runSeals(qint64 providerId, const QString& whatFailed) const {
    return seals("provider_id", providerId, whatFailed);
}

Result<std::optional<StoredSealRow>> TrustRepository::runSeal(qint64 runId, const QString& whatFailed) const {
    auto rows = seals("id", runId, whatFailed);
    if (!rows) {
        return rows.error();
    }
    if (rows->isEmpty()) {
        return std::optional<StoredSealRow>{};
    }
    return std::optional<StoredSealRow>{rows->first()};
}

Result<std::optional<QByteArray>> TrustRepository::wholeStdout(qint64 runId, const QString& whatFailed) const {
    QSqlQuery l(m_db);
    l.prepare(QStringLiteral("SELECT content, truncated FROM raw_log WHERE run_id = ? AND stream = 'stdout'"));
    l.addBindValue(runId);
    if (auto st = exec(l, whatFailed); !st) {
        return st.error();
    }
    if (!l.next() || l.value(1).toLongLong() != 0) {
        return std::optional<QByteArray>{};
    }
    return std::optional<QByteArray>{l.value(0).toByteArray()};
}

Result<std::optional<StoredRunJson>> TrustRepository::runJson(qint64 runId, qint64 providerId,
                                                              const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT args_json, env_json FROM probe_run WHERE id = ? AND provider_id = ?"));
    q.addBindValue(runId);
    q.addBindValue(providerId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<StoredRunJson>{};
    }
    return std::optional<StoredRunJson>{
        StoredRunJson{QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object(),
                      QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object()}};
}

Result<std::optional<StoredStream>> TrustRepository::stream(qint64 runId, const QString& stream,
                                                            const QString& whatFailed) const {
    QSqlQuery l(m_db);
    l.prepare(QStringLiteral("SELECT content, truncated, sha256 FROM raw_log WHERE run_id = ? AND stream = ?"));
    l.addBindValue(runId);
    l.addBindValue(stream);
    if (auto st = exec(l, whatFailed); !st) {
        return st.error();
    }
    if (!l.next()) {
        return std::optional<StoredStream>{};
    }
    return std::optional<StoredStream>{
        StoredStream{l.value(0).toByteArray(), l.value(1).toLongLong() != 0, l.value(2).toString()}};
}

Result<QVector<StoredFindingRow>> TrustRepository::findings(qint64 runId, const QString& whatFailed) const {
    QSqlQuery f(m_db);
    f.prepare(QStringLiteral("SELECT kind, key, status, value, detail FROM finding WHERE run_id = ? ORDER BY id"));
    f.addBindValue(runId);
    if (auto st = exec(f, whatFailed); !st) {
        return st.error();
    }
    QVector<StoredFindingRow> out;
    while (f.next()) {
        out.append({f.value(0).toString(), f.value(1).toString(), f.value(2).toString(), f.value(3).toString(),
                    f.value(4).toString()});
    }
    return out;
}

}  // namespace tb::core
