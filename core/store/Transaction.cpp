#include "core/store/Transaction.h"

#include "core/store/ChangeRecorder.h"
#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QSqlQuery>

#include <atomic>

namespace tb::core {

Q_LOGGING_CATEGORY(lcTransaction, "tierbench.core.store.tx")

namespace {
std::atomic<quint64> g_savepointCounter{0};
}

Transaction::Transaction(QSqlDatabase& db)
    : m_db(db), m_name(QStringLiteral("tb_sp_%1").arg(g_savepointCounter.fetch_add(1))) {
    QSqlQuery q(m_db);
    // SAVEPOINT outside a transaction begins a deferred one; inside, it nests.
    m_started = exec(q, QStringLiteral("SAVEPOINT ") + m_name,
                     QCoreApplication::translate("Store", "Could not start a database transaction"));
    m_open = m_started.ok();
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
    auto st = exec(q, QStringLiteral("RELEASE SAVEPOINT ") + m_name,
                   QCoreApplication::translate("Store", "Could not save the changes"));
    if (st) {
        m_open = false;
    }
    return st;
}

void Transaction::rollback() {
    if (!m_open) {
        return;
    }
    m_open = false;
    QSqlQuery q(m_db);
    // ROLLBACK TO keeps the savepoint open; RELEASE then removes it (and ends the transaction when outermost).
    if (!q.exec(QStringLiteral("ROLLBACK TO SAVEPOINT ") + m_name) ||
        !q.exec(QStringLiteral("RELEASE SAVEPOINT ") + m_name)) {
        qCWarning(lcTransaction) << "rollback failed:" << q.lastError().text();
        return;
    }
    // The rows written since this savepoint are undone: never announce them as changes.
    if (ChangeRecorder* recorder = ChangeRecorder::current()) {
        recorder->discardFrom(m_changeMark);
    }
}

}  // namespace tb::core
