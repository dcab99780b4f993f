#pragma once

#include "tests/support/ServiceCheck.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

#include <memory>

namespace tb::test {

// Where a store test keeps its database, on the engine the test run asks for: TB_TEST_ENGINE=postgresql gives a
// fresh database on the process's throwaway server (PgTestServer), anything else an SQLite file in a temporary
// folder. CTest runs the store and repository suites once per engine (the `_pg` copies, label postgresql), so
// the same assertions hold for both.
//
//     TestDatabase m_db;
//     const QString where = m_db.create(QStringLiteral("p.tierbench"), &why);
//     if (where.isEmpty()) TB_SERVICE_UNAVAILABLE(why);
//     auto store = Store::open(where);
class TestDatabase {
public:
    static bool postgreSqlRequested();

    // A new, empty database: a file path or a postgresql:// URL; empty with *whyNot filled when the server cannot
    // start. Each call gives another database.
    QString create(const QString& fileName, QString* whyNot);

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

// Runs SQL on the SQLite file PATH that another process (tierbench-cli) wrote, through a connection of its own that
// is closed again before it returns, and gives the first column of the first row; null when the file or the
// statement fails, or the statement gives no rows. Call it between runs, on the test thread.
QVariant peekSqlite(const QString& path, const QString& sql);
// Makes an SQLite file outside the program (a newer schema, a foreign table) with STATEMENTS, in order; false when
// one fails.
bool makeSqliteFile(const QString& path, const QStringList& statements);

}  // namespace tb::test

// In a test function or init(): declares `var`, a new database of the requested engine; fails (CI) or skips with
// the reason when the PostgreSQL server cannot start.
#define TB_OPEN_TEST_DATABASE(var, helper, fileName)                           \
    QString var;                                                               \
    do {                                                                       \
        QString tbDbWhy_;                                                      \
        var = (helper).create(fileName, &tbDbWhy_);                            \
        if (var.isEmpty()) {                                                   \
            TB_SERVICE_UNAVAILABLE(QStringLiteral("PostgreSQL: ") + tbDbWhy_); \
        }                                                                      \
    } while (false)
