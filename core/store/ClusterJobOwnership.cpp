#include "core/store/ClusterJobOwnership.h"

#include "core/store/RunOwnership.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Transaction.h"

#include <QSqlQuery>
#include <QVariant>

#include <unistd.h>

namespace tb::core {

ClusterJobOwnership::ClusterJobOwnership(QSqlDatabase& db) : m_db(db) {}

Status ClusterJobOwnership::claim(qint64 jobId) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE cluster_job SET owner_pid = ?, owner_host = ? WHERE id = ?"));
    q.addBindValue(qint64(::getpid()));
    q.addBindValue(RunOwnership::thisHost());
    q.addBindValue(jobId);
    return exec(q, tr("The job's owner could not be recorded."));
}

Result<int> ClusterJobOwnership::interruptAbandoned(const std::function<bool(qint64)>& ownerAlive) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT id, owner_pid, scheduler_id FROM cluster_job WHERE outcome = 'running' AND "
                       "owner_host = ? AND owner_pid IS NOT NULL"));
    q.addBindValue(RunOwnership::thisHost());
    if (auto st = exec(q, tr("The cluster jobs could not be read.")); !st) {
        return st.error();
    }
    struct Abandoned {
        qint64 id;
        bool submitted;
    };
    QVector<Abandoned> abandoned;
    while (q.next()) {
        const qint64 pid = q.value(1).toLongLong();
        if (!(ownerAlive ? ownerAlive(pid) : RunOwnership::isLiveOwner(pid))) {
            abandoned.push_back({q.value(0).toLongLong(), !q.value(2).toString().isEmpty()});
        }
    }
    q.finish();
    for (const Abandoned& a : abandoned) {
        QSqlQuery u(m_db);
        u.prepare(QStringLiteral("UPDATE cluster_job SET outcome = 'interrupted', cancel_pending = ?, "
                                 "outcome_detail = ?, ended_at = %1 WHERE id = ?")
                      .arg(SqlDialect::of(m_db).nowText()));
        u.addBindValue(a.submitted ? 1 : 0);
        u.addBindValue(a.submitted ? tr("The process watching this job ended without ending it; the next connection "
                                        "to the cluster cancels it with scancel.")
                                   : tr("The process submitting this job ended before the scheduler took it."));
        u.addBindValue(a.id);
        if (auto st = exec(u, tr("An abandoned cluster job could not be marked interrupted.")); !st) {
            return st.error();
        }
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return int(abandoned.size());
}

Result<QVector<ClusterJobOwnership::Leftover>> ClusterJobOwnership::leftoversOn(qint64 clusterId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, scheduler_id, outcome_detail FROM cluster_job WHERE cluster_id = ? AND cancel_pending = 1 "
        "ORDER BY id"));
    q.addBindValue(clusterId);
    if (auto st = exec(q, tr("The cluster jobs could not be read.")); !st) {
        return st.error();
    }
    QVector<Leftover> out;
    while (q.next()) {
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString()});
    }
    return out;
}

Status ClusterJobOwnership::awaitCancel(qint64 jobId) {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("UPDATE cluster_job SET cancel_pending = 1 WHERE id = ? AND scheduler_id IS NOT NULL AND "
                       "scheduler_id <> ''"));
    q.addBindValue(jobId);
    return exec(q, tr("The cluster job could not be marked for cancelling."));
}

Status ClusterJobOwnership::cancelled(const Leftover& job) {
    // The row said why the job was left and that the next connection cancels it; that has now happened.
    QString why = job.detail;
    const QString announced = tr("the next connection to the cluster cancels it with scancel.");
    if (why.endsWith(announced)) {
        why.chop(announced.size());
        why += tr("cancelled with scancel at the next connection to the cluster.");
    } else {
        why = (why.isEmpty() ? QString() : why + QLatin1Char(' ')) +
              tr("Cancelled with scancel at the next connection to the cluster.");
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE cluster_job SET cancel_pending = 0, outcome = 'cancelled', state = 'CANCELLED', outcome_detail = ? "
        "WHERE id = ?"));
    q.addBindValue(why);
    q.addBindValue(job.jobId);
    return exec(q, tr("The cluster job could not be updated."));
}

}  // namespace tb::core
