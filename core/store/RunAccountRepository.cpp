#include "core/store/RunAccountRepository.h"

#include "core/domain/RunStatus.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QSqlQuery>

namespace tb::core {
namespace {

RunAccount accountFrom(const QSqlQuery& q) {
    RunAccount a;
    a.runId = q.value(0).toLongLong();
    a.account = q.value(1).toString();
    a.obtained = accountObtainedFromKey(q.value(2).toString()).value_or(AccountObtained::Disclosed);
    a.note = q.value(3).toString();
    a.rowVersion = q.value(4).toLongLong();
    a.changedBy = q.value(5).toString();
    a.changedAt = q.value(6).toString();
    return a;
}

const QString kColumns = QStringLiteral("run_id, account, obtained, note, row_version, changed_by, changed_at");

}  // namespace

Result<std::optional<RunAccount>> RunAccountRepository::get(qint64 runId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM run_account WHERE run_id = :id").arg(kColumns));
    q.bindValue(QStringLiteral(":id"), runId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    if (!q.next()) {
        return std::optional<RunAccount>{};
    }
    return std::optional<RunAccount>{accountFrom(q)};
}

Result<QHash<qint64, RunAccount>> RunAccountRepository::forProvider(qint64 providerId,
                                                                    const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT a.run_id, a.account, a.obtained, a.note, a.row_version, a.changed_by, "
                       "a.changed_at FROM run_account a JOIN probe_run r ON r.id = a.run_id "
                       "WHERE r.provider_id = :p"));
    q.bindValue(QStringLiteral(":p"), providerId);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QHash<qint64, RunAccount> out;
    while (q.next()) {
        const RunAccount a = accountFrom(q);
        out.insert(a.runId, a);
    }
    return out;
}

Result<bool> RunAccountRepository::runExists(qint64 runId, const QString& whatFailed) const {
    QSqlQuery exists(m_db);
    exists.prepare(QStringLiteral("SELECT 1 FROM probe_run WHERE id = :id"));
    exists.bindValue(QStringLiteral(":id"), runId);
    if (!exists.exec()) {
        return sqlError(exists.lastError(), whatFailed);
    }
    return exists.next();
}

Status RunAccountRepository::set(qint64 runId, const QString& account, AccountObtained obtained, const QString& note,
                                 const QString& actor, const QString& whatFailed) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO run_account (run_id, account, obtained, note, changed_by, changed_at) "
                             "VALUES (:id, :a, :o, :n, :by, %1) ON CONFLICT (run_id) DO UPDATE SET account = "
                             "excluded.account, obtained = excluded.obtained, note = excluded.note, row_version = "
                             "run_account.row_version + 1, changed_by = excluded.changed_by, changed_at = "
                             "excluded.changed_at")
                  .arg(SqlDialect::of(m_db).nowText()));
    q.bindValue(QStringLiteral(":id"), runId);
    q.bindValue(QStringLiteral(":a"), account);
    q.bindValue(QStringLiteral(":o"), accountObtainedKey(obtained));
    q.bindValue(QStringLiteral(":n"), notNull(note));  // a null QString would bind NULL
    q.bindValue(QStringLiteral(":by"), actor);
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    return {};
}

Result<AccountRunCounts> RunAccountRepository::countCompleted(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT a.obtained, count(*) FROM probe_run r LEFT JOIN run_account a ON a.run_id = "
                       "r.id WHERE r.provider_id = :p AND r.status = :ok GROUP BY a.obtained"));
    q.bindValue(QStringLiteral(":p"), providerId);
    q.bindValue(QStringLiteral(":ok"), runStatusKey(RunStatus::Ok));
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    AccountRunCounts counts;
    while (q.next()) {
        const auto kind = accountObtainedFromKey(q.value(0).toString());
        const int n = q.value(1).toInt();
        (!kind                                 ? counts.unclassified
         : *kind == AccountObtained::Disclosed ? counts.disclosed
                                               : counts.independent) += n;
    }
    return counts;
}

Result<QVector<BlindSample>> RunAccountRepository::blindSamples(qint64 providerId, const QString& whatFailed) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT s.run_id, a.obtained, s.metric, s.size_bytes, s.value, s.unit FROM sample s "
                       "JOIN probe_run r ON r.id = s.run_id JOIN run_account a ON a.run_id = r.id "
                       "WHERE r.provider_id = :p AND r.status = :ok ORDER BY s.id"));
    q.bindValue(QStringLiteral(":p"), providerId);
    q.bindValue(QStringLiteral(":ok"), runStatusKey(RunStatus::Ok));
    if (!q.exec()) {
        return sqlError(q.lastError(), whatFailed);
    }
    QVector<BlindSample> samples;
    while (q.next()) {
        BlindSample s;
        s.runId = q.value(0).toLongLong();
        s.disclosed = q.value(1).toString() == QLatin1String("disclosed");
        s.metric = q.value(2).toString();
        if (!q.value(3).isNull()) {
            s.sizeBytes = q.value(3).toLongLong();
        }
        s.value = q.value(4).toDouble();
        s.unit = q.value(5).toString();
        samples.append(s);
    }
    return samples;
}

}  // namespace tb::core
