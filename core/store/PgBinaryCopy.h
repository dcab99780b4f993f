#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

struct pg_conn;

namespace tb::core {

class PgLibpq;

// Rows into a PostgreSQL table with `COPY table (columns) FROM STDIN (FORMAT binary)` on the store's own
// connection, inside the caller's transaction: the server's fastest way in (no SQL to parse, no text to convert:
// integers and doubles travel as their 8 bytes), which Qt's driver cannot send, so it goes through libpq
// (PgLibpq) directly. Every value is a field of the binary format, never SQL. The rows stream to the server in
// pieces of about a megabyte, so memory stays bounded whatever the count.
//
// Use: `PgBinaryCopy copy(db, "sample", {...}); if (!copy.begin(why)) ...; copy.startRow(); copy.addInt64(..);
// ...; if (auto st = copy.endRow(); !st) ...; return copy.finish();`. A copy not finished is aborted (the server
// refuses the statement and with it the caller's transaction).
//
// Thread contract: the store's thread, inside a job; no forward-only query of the connection may be unfinished.
class PgBinaryCopy {
    Q_DECLARE_TR_FUNCTIONS(PgBinaryCopy)

public:
    // Whether this connection can take a binary COPY (a PostgreSQL connection and the libpq Qt's driver loaded).
    static bool available(const QSqlDatabase& db);

    PgBinaryCopy(QSqlDatabase& db, QString table, QStringList columns, QString whatFailed);
    ~PgBinaryCopy();
    PgBinaryCopy(const PgBinaryCopy&) = delete;
    PgBinaryCopy& operator=(const PgBinaryCopy&) = delete;

    Status begin();
    // One field per column, in the order the constructor named them.
    void startRow();
    void addNull();
    void addInt64(qint64 value);             // bigint
    void addInt32(qint32 value);             // integer
    void addDouble(double value);            // double precision; NaN and infinities as they are
    void addText(const QByteArray& utf8);    // text (valid UTF-8 without NUL, or the server refuses the copy)
    void addBytes(const QByteArray& bytes);  // bytea, as it is
    void addBool(bool value);                // boolean
    void addJsonb(const QByteArray& utf8);   // jsonb, from its text
    // Ends the row; sends what is gathered once it passes the piece size.
    Status endRow();
    // Sends the rest and ends the COPY; the server's verdict (a constraint, a permission) is the result.
    Status finish();

    qint64 rows() const { return m_rows; }

private:
    Status send();
    Status connectionError(const QString& detail) const;
    Status abort(const QString& why);
    void addRaw(const char* data, qint32 size);

    QSqlDatabase& m_db;
    const PgLibpq* m_pq = nullptr;
    pg_conn* m_conn = nullptr;
    QString m_table;
    QStringList m_columns;
    QString m_whatFailed;
    QByteArray m_buffer;
    qint64 m_rows = 0;
    bool m_open = false;  // COPY IN is under way on the connection
};

}  // namespace tb::core
