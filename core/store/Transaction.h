#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>

#include <cstddef>

namespace tb::core {

// RAII transaction on the storage thread's connection. Guards nest (the inner ones are SAVEPOINTs): a repository
// call that opens its own guard inside a caller's guard joins the outer transaction, and only the outermost commit
// makes the changes durable. Destroying a guard that was not committed rolls back to where it began. On SQLite the
// outermost guard holds the file's write lock from its start (BEGIN IMMEDIATE), so a read-then-write inside it never
// meets another connection's commit halfway.
//
//     Transaction tx(db);
//     if (!tx.started()) return tx.started().error();
//     ... statements ...
//     return tx.commit();
class Transaction {
public:
    explicit Transaction(QSqlDatabase& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    // Whether the savepoint was opened; commit() fails too when it was not.
    const Status& started() const { return m_started; }
    Status commit();
    // Rolls back now; the destructor then does nothing.
    void rollback();

    // Whether an outermost guard of this thread committed since the last call (the PostgreSQL store announces
    // changes from this until its notification listener exists; SQLite's update hook needs no such flag).
    static bool takeCommitted();

private:
    void closed();  // bookkeeping when the guard stops being open

    QSqlDatabase& m_db;
    QString m_name;
    bool m_outermost = false;
    Status m_started;
    bool m_open = false;
    std::size_t m_changeMark = 0;  // ChangeRecorder::mark() when the savepoint began
};

}  // namespace tb::core
