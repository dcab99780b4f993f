#pragma once

#include "core/Result.h"
#include "core/store/SqlDialect.h"

#include <QSqlDatabase>
#include <QString>

class QSqlQuery;

namespace tb::core {

// The SQL that differs between the two engines of the store, one function per difference, so a repository asks
// for a fragment instead of testing the engine. Everything not here is written once in SQL both engines take
// (INSERT ... RETURNING id, ON CONFLICT ... DO UPDATE, COALESCE, substr, length).
//
// Timestamps are ISO 8601 UTC text ("2026-03-01T12:00:00Z") on both engines, so comparisons, sorting and parsing
// stay one code path; PostgreSQL sessions also run with TimeZone=UTC (Store sets it on connect).
class SqlDialect {
public:
    enum class Engine { Sqlite, PostgreSql };

    // The dialect of a connection, from its Qt driver (QSQLITE or QPSQL).
    static const SqlDialect& of(const QSqlDatabase& db);
    static const SqlDialect& sqlite();
    static const SqlDialect& postgreSql();

    Engine engine() const { return m_engine; }
    bool isPostgreSql() const { return m_engine == Engine::PostgreSql; }
    // Where this engine's migration scripts live in the resources.
    QString migrationsFolder() const;

    // An expression for the current time as ISO 8601 UTC text, to the second / to the millisecond.
    QString nowText() const;
    QString nowTextMillis() const;
    // An empty blob literal (BLOB / BYTEA).
    QString emptyBlob() const;
    // The order rows of a table without an id column were inserted in (SQLite: rowid; PostgreSQL: the `seq`
    // identity column its scripts give such tables).
    QString insertionOrder() const;

    // After a bulk load (db copy): PostgreSQL plans from statistics that a fresh table lacks until autovacuum
    // gets to it, so the first sessions on a copied database scanned where they should have used an index. Empty
    // where nothing is needed (SQLite plans from its indexes alone unless told otherwise).
    QString refreshStatistics() const;

    // Transactions: the outermost guard begins one (SQLite: BEGIN IMMEDIATE, holding the write lock from the start;
    // PostgreSQL: BEGIN) and ends it with COMMIT or ROLLBACK. Nested guards use SAVEPOINT on both.
    QString beginOutermost() const;
    QString commitOutermost() const;
    QString rollbackOutermost() const;

private:
    explicit SqlDialect(Engine engine) : m_engine(engine) {}
    Engine m_engine;
};

// Runs a prepared `INSERT ... RETURNING id` and returns the id. Not lastInsertId(): QPSQL answers that with
// `SELECT lastval()`, which names whatever sequence moved last in the session (a trigger's, for instance).
// The statement is finished before returning, so SQLite can commit the transaction it belongs to.
Result<qint64> insertReturningId(QSqlQuery& query, const QString& whatFailed = {});

}  // namespace tb::core
