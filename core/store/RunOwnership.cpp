#include "core/store/RunOwnership.h"

#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"

#include <QFile>
#include <QSqlQuery>
#include <QSysInfo>

#include <cerrno>
#include <csignal>

#include <unistd.h>

namespace tb::core {

RunOwnership::RunOwnership(QSqlDatabase& db) : m_db(db) {}

QString RunOwnership::thisHost() {
    const QString name = QSysInfo::machineHostName();
    return name.isEmpty() ? QStringLiteral("localhost") : name;
}

bool RunOwnership::isLiveOwner(qint64 pid) {
    if (pid <= 0 || (::kill(pid_t(pid), 0) != 0 && errno == ESRCH)) {
        return false;
    }
    // The pid may have been reused: only a Tierbench program (tierbench, tierbench-cli, or a test suite driving the
    // core) counts as the owner. Where /proc cannot say, assume it is alive: a run wrongly kept `running` is
    // better than one wrongly interrupted while it still writes.
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    if (!comm.open(QIODevice::ReadOnly)) {
        return true;
    }
    const QByteArray name = comm.readAll().trimmed();
    return name.startsWith("tierbench") || name.startsWith("tst_");
}

Status RunOwnership::claim(qint64 runId) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE probe_run SET owner_pid = ?, owner_host = ? WHERE id = ?"));
    q.addBindValue(qint64(::getpid()));
    q.addBindValue(thisHost());
    q.addBindValue(runId);
    return exec(q, tr("The run's owner could not be recorded."));
}

Result<int> RunOwnership::interruptAbandoned(const std::function<bool(qint64)>& ownerAlive) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, owner_pid FROM probe_run WHERE status = 'running' AND owner_host = ? AND owner_pid IS NOT NULL"));
    q.addBindValue(thisHost());
    if (auto st = exec(q, tr("The runs could not be read.")); !st) {
        return st.error();
    }
    QVector<qint64> abandoned;
    while (q.next()) {
        const qint64 pid = q.value(1).toLongLong();
        if (!(ownerAlive ? ownerAlive(pid) : isLiveOwner(pid))) {
            abandoned << q.value(0).toLongLong();
        }
    }
    q.finish();
    for (qint64 id : abandoned) {
        QSqlQuery u(m_db);
        u.prepare(QStringLiteral("UPDATE probe_run SET status = 'interrupted', ended_at = %1, "
                                 "remote_cleanup = CASE WHEN pgid IS NULL OR pgid <= 0 THEN 0 ELSE 1 END WHERE id = ?")
                      .arg(SqlDialect::of(m_db).nowText()));
        u.addBindValue(id);
        if (auto st = exec(u, tr("An abandoned run could not be marked interrupted.")); !st) {
            return st.error();
        }
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return int(abandoned.size());
}

Result<QVector<RunOwnership::Leftover>> RunOwnership::leftoversOn(qint64 nodeId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id, pgid FROM probe_run WHERE node_id = ? AND remote_cleanup = 1 ORDER BY id"));
    q.addBindValue(nodeId);
    if (auto st = exec(q, tr("The runs could not be read.")); !st) {
        return st.error();
    }
    QVector<Leftover> out;
    while (q.next()) {
        out.push_back({q.value(0).toLongLong(), q.value(1).toLongLong()});
    }
    return out;
}

Status RunOwnership::cleaned(qint64 runId) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE probe_run SET remote_cleanup = 0 WHERE id = ?"));
    q.addBindValue(runId);
    return exec(q, tr("The run could not be updated."));
}

}  // namespace tb::core
