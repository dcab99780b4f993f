#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// One column of a table as the engine's own catalogue describes it.
struct ColumnInfo {
    QString name;
    bool blob = false;             // BLOB / BYTEA: copied and hashed as bytes
    bool generatedAlways = false;  // PostgreSQL GENERATED ALWAYS AS IDENTITY: the engine numbers it, never a copy
    bool identity = false;         // PostgreSQL identity (BY DEFAULT): its sequence follows copied ids
    QString type;                  // as the catalogue spells it (SQLite's declared type; PostgreSQL's format_type)
};

struct TableInfo {
    QString name;
    QVector<ColumnInfo> columns;
    QStringList primaryKey;  // in key order; empty for a table without one
    QStringList references;  // other tables its foreign keys point at

    const ColumnInfo* column(const QString& name) const;
    // `columns` quoted for both engines and joined with commas, for a SELECT or INSERT column list.
    static QString quotedColumns(const QStringList& columns);
};

// The store's tables read from the engine's catalogue (sqlite_master and pragmas; pg_catalog), so code that must
// treat every table alike (copying a database, hashing it) follows each new migration without a list to keep.
// The engine's own bookkeeping (sqlite_*, PostgreSQL's schema_version) is left out. The one place the catalogue
// queries of both engines live.
class SchemaCatalog {
    Q_DECLARE_TR_FUNCTIONS(SchemaCatalog)

public:
    // Storage thread. Tables in an order where each comes after every table it references (self references
    // aside), so inserting in this order satisfies foreign keys; a cycle is an error.
    static Result<QVector<TableInfo>> read(QSqlDatabase& db);

private:
    static Result<QVector<TableInfo>> readSqlite(QSqlDatabase& db);
    static Result<QVector<TableInfo>> readPostgreSql(QSqlDatabase& db);
    static Result<QVector<TableInfo>> dependencyOrder(QVector<TableInfo> tables);
};

// Quotes an identifier for both engines ("name", with inner quotes doubled).
QString quoteIdentifier(const QString& name);

}  // namespace tb::core
