#include "core/store/ImportRepository.h"

#include "core/store/RunRepository.h"
#include "core/store/SqlError.h"

#include <QSqlQuery>

namespace tb::core {

Status ImportRepository::markRawLogTruncated(qint64 runId, const QString& whatFailed) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE raw_log SET truncated = 1 WHERE run_id = ?"));
    q.addBindValue(runId);
    return exec(q, whatFailed);
}

Result<std::optional<std::pair<QString, QString>>> ImportRepository::importedRun(qint64 runId,
                                                                                 const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT operation, args_json FROM probe_run WHERE id = ? AND kind = 'import'"));
    q.addBindValue(runId);
    if (auto st = exec(q, whatFailed); !st) {
        return st.error();
    }
    if (!q.next()) {
        return std::optional<std::pair<QString, QString>>{};
    }
    return std::optional<std::pair<QString, QString>>{{q.value(0).toString(), q.value(1).toString()}};
}

Status ImportRepository::setOperation(qint64 runId, const QString& operation, const QString& argsJson,
                                      const QString& whatFailed) {
    QSqlQuery u(m_db);
    u.prepare(QStringLiteral("UPDATE probe_run SET operation = ?, args_json = ? WHERE id = ?"));
    u.addBindValue(operation);
    u.addBindValue(argsJson);
    u.addBindValue(runId);
    if (auto st = exec(u, whatFailed); !st) {
        return st;
    }
    return RunRepository(m_db).resealRun(runId);
}

Status ImportRepository::renameUnknownSamples(qint64 runId, const QString& operation, const QString& whatFailed) {
    QSqlQuery m(m_db);
    m.prepare(
        QStringLiteral("UPDATE sample SET metric = ? || substr(metric, 8) WHERE run_id = ? AND metric LIKE "
                       "'unknown.%'"));
    m.addBindValue(operation);
    m.addBindValue(runId);
    return exec(m, whatFailed);
}

}  // namespace tb::core
