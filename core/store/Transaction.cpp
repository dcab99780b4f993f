#include "core/store/Transaction.h"

#include "core/store/ChangeRecorder.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QHash>
#include <QSqlQuery>

#include <atomic>
#include <utility>

namespace tb::core {

Q_LOGGING_CATEGORY(lcTransaction, "tierbench.core.store.tx")

namespace {
std::atomic<quint64> g_savepointCounter{0};
// Open guards per connection of this thread (a connection is used on one thread only): the outermost one begins
// and ends the transaction, the others are savepoints inside it.
thread_local QHash<QString, int> t_depth;
thread_local bool t_committed = false;
}  // namespace

Transaction::Transaction(QSqlDatabase& db)
    : m_db(db), m_name(QStringLiteral("tb_sp_%1").arg(g_savepointCounter.fetch_add(1))) {
    QSqlQuery q(m_db);
    // The outermost guard begins the transaction (on SQLite an IMMEDIATE one: SqlDialect::beginOutermost says why);
    // the guards inside it are savepoints.
    m_outermost = t_depth.value(m_db.connectionName()) == 0;
    const SqlDialect& dialect = SqlDialect::of(m_db);
    m_started = exec(q, m_outermost ? dialect.beginOutermost() : QStringLiteral("SAVEPOINT ") + m_name,
                     QCoreApplication::translate("Store", "Could not start a database transaction"));
    m_open = m_started.ok();
    if (m_open) {
        ++t_depth[m_db.connectionName()];
    }
    if (ChangeRecorder* recorder = ChangeRecorder::current()) {
        m_changeMark = recorder->mark();
    }
}

Transaction::~Transaction() {
    if (m_open) {
        rollback();
    }
}

Status Transaction::commit() {
    if (!m_started) {
        return m_started.error();
    }
    if (!m_open) {
        return makeError(ErrorCode::Internal,
                         QCoreApplication::translate("Store", "The transaction was already finished"));
    }
    QSqlQuery q(m_db);
    // PostgreSQL announces this session's commits as "anything may have changed" (Store's afterJob): a transaction
    // that only read (a view's load, whose writes were all skipped as unchanged) must not, or a view that reloads on
    // any change and loads in a transaction reloads for ever. No transaction id assigned yet means nothing written.
    bool wrote = true;
    if (m_outermost && SqlDialect::of(m_db).isPostgreSql() &&
        q.exec(QStringLiteral("SELECT txid_current_if_assigned() IS NOT NULL")) && q.next()) {
        wrote = q.value(0).toBool();
    }
    auto st =
        exec(q, m_outermost ? SqlDialect::of(m_db).commitOutermost() : QStringLiteral("RELEASE SAVEPOINT ") + m_name,
             QCoreApplication::translate("Store", "Could not save the changes"));
    if (st) {
        closed();
        if (m_outermost && wrote) {
            t_committed = true;
        }
    } else if (m_outermost && SqlDialect::of(m_db).isPostgreSql()) {
        // A failed COMMIT ends a PostgreSQL transaction (rolled back): nothing is left open to roll back later.
        // (SQLite keeps it open, a busy file or a deferred constraint: the destructor's ROLLBACK ends it.)
        closed();
    }
    return st;
}

void Transaction::rollback() {
    if (!m_open) {
        return;
    }
    closed();
    QSqlQuery q(m_db);
    const SqlDialect& dialect = SqlDialect::of(m_db);
    if (m_outermost) {
        if (!q.exec(dialect.rollbackOutermost())) {
            qCWarning(lcTransaction) << "rollback failed:" << q.lastError().text();
            return;
        }
    } else if (!q.exec(QStringLiteral("ROLLBACK TO SAVEPOINT ") + m_name) ||
               !q.exec(QStringLiteral("RELEASE SAVEPOINT ") + m_name)) {
        // ROLLBACK TO keeps the savepoint open; RELEASE then removes it.
        qCWarning(lcTransaction) << "rollback failed:" << q.lastError().text();
        return;
    }
    // The rows written since this savepoint are undone: never announce them as changes.
    if (ChangeRecorder* recorder = ChangeRecorder::current()) {
        recorder->discardFrom(m_changeMark);
    }
}

bool Transaction::takeCommitted() {
    return std::exchange(t_committed, false);
}

void Transaction::closed() {
    m_open = false;
    auto it = t_depth.find(m_db.connectionName());
    if (it != t_depth.end() && --it.value() <= 0) {
        t_depth.erase(it);
    }
}

}  // namespace tb::core
