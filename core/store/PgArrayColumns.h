#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>
#include <QVector>

namespace tb::core {

// Rows into a PostgreSQL table in bulk, the one way the store does it (samples, `db copy`): Qt's driver has no COPY
// and one INSERT per row is a server round trip each, so each column travels as one array literal and the server
// unnests them, `INSERT INTO t (a, b) SELECT * FROM unnest(?::ta[], ?::tb[])`: one statement per batch. Values are
// elements of the array syntax (quoted and escaped), never spliced into SQL. Storage thread, inside the caller's
// transaction.
class PgArrayColumns {
    Q_DECLARE_TR_FUNCTIONS(PgArrayColumns)

public:
    // `types`: each column's PostgreSQL type as the catalogue spells it ("bigint", "text", "bytea", ...).
    PgArrayColumns(const QString& table, const QStringList& columns, const QStringList& types);

    // One element each; every column takes exactly one per row.
    void addNull(int column);
    void addInteger(int column, qint64 value);
    void addDouble(int column, double value);  // NaN and infinities as PostgreSQL spells them
    void addText(int column, const QByteArray& utf8);
    void addBytes(int column, const QByteArray& bytes);  // bytea, hex form
    // An element already encoded (appendQuoted, ...): callers that repeat one value encode it once.
    void addEncoded(int column, const QByteArray& element);
    // A value as a QtSql driver reads it from either engine; `blob` for bytea columns.
    void addValue(int column, const QVariant& value, bool blob);

    qsizetype rows() const { return m_rows; }
    // Sends the rows gathered so far as one statement and starts the next batch empty.
    Status flush(QSqlDatabase& db, const QString& whatFailed);

    // One quoted element of an array literal holding `text` (double quotes, backslash escapes).
    static void appendQuoted(QByteArray& out, const QByteArray& text);

private:
    QByteArray& next(int column);

    QString m_sql;
    QVector<QByteArray> m_arrays;
    QVector<qsizetype> m_counts;
    qsizetype m_rows = 0;
};

}  // namespace tb::core
