#include "core/store/DatabaseCopy.h"

#include "core/store/AuditLog.h"
#include "core/store/PgArrayColumns.h"
#include "core/store/PgBinaryCopy.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>
#include <cstdint>

namespace tb::core {
namespace {

// What a store has before anyone worked in it: Store::open installs the shipped rubrics. The copy replaces them
// with the source's, whose ids the source's verdicts point at.
const QStringList kSeededTables = {QStringLiteral("rubric_version"), QStringLiteral("criterion"),
                                   QStringLiteral("check_item")};

// A table's rows in pieces small enough to hold: raw logs and artifacts are up to megabytes each.
int batchRows(const TableInfo& t) {
    const bool hasBlob = std::any_of(t.columns.cbegin(), t.columns.cend(), [](const ColumnInfo& c) { return c.blob; });
    return hasBlob ? 32 : 20000;
}

struct Batch {
    QVector<QVector<QVariant>> rows;
    QVariantList lastKey;
};

// The columns that say where a source row stands, for reading on after it: SQLite's rowid (insertion order), a
// PostgreSQL table's GENERATED ALWAYS column (its insertion order, the same thing), else its primary key.
QStringList readKey(const QSqlDatabase& db, const TableInfo& t) {
    if (!SqlDialect::of(db).isPostgreSql()) {
        return {QStringLiteral("rowid")};
    }
    for (const ColumnInfo& c : t.columns) {
        if (c.generatedAlways) {
            return {c.name};
        }
    }
    return t.primaryKey;
}

Result<Batch> readBatch(QSqlDatabase& db, const TableInfo& t, const QStringList& columns, const QVariantList& after) {
    const QStringList key = readKey(db, t);
    if (key.isEmpty()) {
        return makeError(ErrorCode::Unsupported,
                         DatabaseCopy::tr("The table %1 has no key to copy it by.").arg(t.name));
    }
    QStringList marks;
    for (qsizetype i = 0; i < key.size(); ++i) {
        marks << QStringLiteral("?");
    }
    const QString keyList = TableInfo::quotedColumns(key);
    const QString where = after.isEmpty()   ? QString()
                          : key.size() == 1 ? QStringLiteral(" WHERE %1 > ?").arg(keyList)
                                            : QStringLiteral(" WHERE (%1) > (%2)").arg(keyList, marks.join(u','));
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1, %2 FROM %3%4 ORDER BY %1 LIMIT %5")
                  .arg(keyList, TableInfo::quotedColumns(columns), quoteIdentifier(t.name), where)
                  .arg(batchRows(t)));
    for (const QVariant& v : after) {
        q.addBindValue(v);
    }
    if (auto st = exec(q, DatabaseCopy::tr("Could not read the table %1").arg(t.name)); !st) {
        return st.error();
    }
    Batch b;
    const int k = int(key.size());
    while (q.next()) {
        QVector<QVariant> row;
        row.reserve(columns.size());
        for (int i = 0; i < columns.size(); ++i) {
            row.append(q.value(k + i));
        }
        b.rows.append(std::move(row));
        b.lastKey.clear();
        for (int i = 0; i < k; ++i) {
            b.lastKey << q.value(i);
        }
    }
    return b;
}

// A column's type as binary COPY writes it; Other: a type this copy does not encode itself (the array path then).
enum class CopyType { BigInt, Integer, Double, Text, Bytes, Boolean, Jsonb, Other };

CopyType copyType(const ColumnInfo* info) {
    const QString type = info ? info->type : QString();
    if (type == QLatin1String("bigint"))
        return CopyType::BigInt;
    if (type == QLatin1String("integer"))
        return CopyType::Integer;
    if (type == QLatin1String("double precision"))
        return CopyType::Double;
    if (type == QLatin1String("text"))
        return CopyType::Text;
    if (type == QLatin1String("bytea"))
        return CopyType::Bytes;
    if (type == QLatin1String("boolean"))
        return CopyType::Boolean;
    if (type == QLatin1String("jsonb"))
        return CopyType::Jsonb;
    return CopyType::Other;
}

// An integer as the source holds it: a number, or text that is one. A fraction or a word is refused (the digest
// would refuse the copy anyway; this says which value).
bool integerOf(const QVariant& value, qint64* out) {
    bool ok = false;
    if (value.metaType().id() == QMetaType::Double || value.metaType().id() == QMetaType::Float) {
        const double d = value.toDouble();
        ok = std::trunc(d) == d && std::fabs(d) < 9.2e18;
        *out = ok ? qint64(d) : 0;
        return ok;
    }
    *out = value.toLongLong(&ok);
    return ok;
}

// Into PostgreSQL with binary COPY (PgBinaryCopy) when every column's type is one it encodes: each value as the
// server stores it, one COPY per batch.
Status copyRowsPostgreSql(QSqlDatabase& db, const TableInfo& t, const QStringList& columns,
                          const QVector<CopyType>& types, const QVector<QVector<QVariant>>& rows) {
    const QString whatFailed = DatabaseCopy::tr("Could not write the table %1").arg(t.name);
    PgBinaryCopy copy(db, t.name, columns, whatFailed);
    if (auto st = copy.begin(); !st) {
        return st;
    }
    for (const QVector<QVariant>& row : rows) {
        copy.startRow();
        for (int c = 0; c < row.size(); ++c) {
            const QVariant& v = row[c];
            if (v.isNull()) {
                copy.addNull();
                continue;
            }
            qint64 integer = 0;
            bool ok = true;
            switch (types[c]) {
                case CopyType::BigInt:
                case CopyType::Integer:
                    ok = integerOf(v, &integer) &&
                         (types[c] == CopyType::BigInt || (integer >= INT32_MIN && integer <= INT32_MAX));
                    if (types[c] == CopyType::BigInt) {
                        copy.addInt64(integer);
                    } else {
                        copy.addInt32(qint32(integer));
                    }
                    break;
                case CopyType::Double: {
                    const double d = v.toDouble(&ok);
                    copy.addDouble(d);
                    break;
                }
                case CopyType::Text: {
                    const QByteArray text =
                        v.metaType().id() == QMetaType::QByteArray ? v.toByteArray() : v.toString().toUtf8();
                    // An older file may hold a NUL (SQLite keeps it); PostgreSQL refuses one in text with an error
                    // that echoes the row. Said plainly, before the server sees it: the copy is one transaction, so
                    // nothing of it stays.
                    if (text.contains('\0')) {
                        return makeError(ErrorCode::InvalidArgument, whatFailed,
                                         DatabaseCopy::tr("The column %1 of the table %2 holds a NUL character, which "
                                                          "PostgreSQL does not keep in text; nothing was copied. "
                                                          "Remove it in the source and copy again.")
                                             .arg(columns[c], t.name));
                    }
                    copy.addText(text);
                    break;
                }
                case CopyType::Bytes:
                    copy.addBytes(v.toByteArray());
                    break;
                case CopyType::Boolean:
                    copy.addBool(v.toBool());
                    break;
                case CopyType::Jsonb:
                    copy.addJsonb(v.metaType().id() == QMetaType::QByteArray ? v.toByteArray() : v.toString().toUtf8());
                    break;
                case CopyType::Other:
                    ok = false;
                    break;
            }
            if (!ok) {
                return makeError(ErrorCode::InvalidArgument, whatFailed,
                                 DatabaseCopy::tr("The value %1 of the column %2 is not of its type %3.")
                                     .arg(v.toString().left(80), columns[c], t.column(columns[c])->type));
            }
        }
        if (auto st = copy.endRow(); !st) {
            return st;
        }
    }
    return copy.finish();
}

// Into PostgreSQL: binary COPY where it can (above), else the array path (PgArrayColumns), each column one array
// the server unnests, one statement per batch whatever its width.
Status insertRowsPostgreSql(QSqlDatabase& db, const TableInfo& t, const QStringList& columns,
                            const QVector<QVector<QVariant>>& rows) {
    QVector<CopyType> copyTypes;
    for (const QString& c : columns) {
        copyTypes << copyType(t.column(c));
    }
    if (PgBinaryCopy::available(db) && !copyTypes.contains(CopyType::Other)) {
        return copyRowsPostgreSql(db, t, columns, copyTypes, rows);
    }
    QStringList types;
    QVector<bool> blob;
    for (const QString& c : columns) {
        const ColumnInfo* info = t.column(c);
        types << (info && !info->type.isEmpty() ? info->type : QStringLiteral("text"));
        blob << (info && info->blob);
    }
    PgArrayColumns arrays(t.name, columns, types);
    for (const QVector<QVariant>& row : rows) {
        for (int c = 0; c < row.size(); ++c) {
            arrays.addValue(c, row[c], blob[c]);
        }
    }
    return arrays.flush(db, DatabaseCopy::tr("Could not write the table %1").arg(t.name));
}

Status insertRows(QSqlDatabase& db, const TableInfo& t, const QStringList& columns,
                  const QVector<QVector<QVariant>>& rows) {
    if (SqlDialect::of(db).isPostgreSql()) {
        return insertRowsPostgreSql(db, t, columns, rows);
    }
    QStringList one;
    QVector<bool> blob;
    for (const QString& c : columns) {
        one << QStringLiteral("?");
        const ColumnInfo* info = t.column(c);
        blob << (info && info->blob);
    }
    const QString tuple = u'(' + one.join(u',') + u')';
    // Several rows per statement, within SQLite's parameter limit.
    const int perStatement = std::max(1, std::min(500, 30000 / int(std::max<qsizetype>(1, columns.size()))));
    for (qsizetype start = 0; start < rows.size(); start += perStatement) {
        const qsizetype n = std::min<qsizetype>(perStatement, rows.size() - start);
        QStringList tuples;
        for (qsizetype i = 0; i < n; ++i) {
            tuples << tuple;
        }
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
                      .arg(quoteIdentifier(t.name), TableInfo::quotedColumns(columns), tuples.join(u',')));
        for (qsizetype i = 0; i < n; ++i) {
            const QVector<QVariant>& row = rows[start + i];
            for (int c = 0; c < row.size(); ++c) {
                q.addBindValue(blob[c] && !row[c].isNull() ? QVariant(row[c].toByteArray()) : row[c]);
            }
        }
        if (auto st = exec(q, DatabaseCopy::tr("Could not write the table %1").arg(t.name)); !st) {
            return st;
        }
    }
    return {};
}

// PostgreSQL identity columns hand out ids from a sequence that knows nothing of copied ids: move it past them.
Status followIdentities(QSqlDatabase& db, const TableInfo& t) {
    if (!SqlDialect::of(db).isPostgreSql()) {
        return {};  // SQLite's next rowid follows the largest one stored
    }
    for (const ColumnInfo& c : t.columns) {
        if (!c.identity || c.generatedAlways) {
            continue;
        }
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT setval(pg_get_serial_sequence(?, ?), (SELECT COALESCE(MAX(%1), 0) + 1 FROM "
                                 "%2), false)")
                      .arg(quoteIdentifier(c.name), quoteIdentifier(t.name)));
        q.addBindValue(quoteIdentifier(t.name));
        q.addBindValue(c.name);
        if (auto st = exec(q, DatabaseCopy::tr("Could not continue the ids of %1").arg(t.name)); !st) {
            return st;
        }
    }
    return {};
}

Result<qint64> countRows(QSqlDatabase& db, const QString& table) {
    QSqlQuery q(db);
    if (auto st = exec(q, QStringLiteral("SELECT COUNT(*) FROM ") + quoteIdentifier(table),
                       DatabaseCopy::tr("Could not count the rows of %1").arg(table));
        !st) {
        return st.error();
    }
    q.next();
    return q.value(0).toLongLong();
}

}  // namespace

Result<DatabaseCopyReport> DatabaseCopy::copy(Store& from, Store& to, const QString& actor, const Progress& progress) {
    if (&from == &to || from.path() == to.path()) {
        return makeError(ErrorCode::InvalidArgument, tr("The source and the destination are the same database."));
    }
    auto sourceTables = from.run([](QSqlDatabase& db) { return SchemaCatalog::read(db); });
    if (!sourceTables) {
        return sourceTables.error();
    }
    return to.run([&](QSqlDatabase& db) -> Result<DatabaseCopyReport> {
        auto destTables = SchemaCatalog::read(db);
        if (!destTables) {
            return destTables.error();
        }
        QHash<QString, TableInfo> sourceByName;
        for (const TableInfo& t : *sourceTables) {
            sourceByName.insert(t.name, t);
        }
        QSet<QString> destNames;
        for (const TableInfo& t : *destTables) {
            destNames.insert(t.name);
        }
        if (destNames != QSet<QString>(sourceByName.keyBegin(), sourceByName.keyEnd())) {
            return makeError(ErrorCode::Unsupported,
                             tr("The two databases do not have the same tables; open both with this Tierbench first."));
        }
        for (const TableInfo& t : *destTables) {
            auto n = countRows(db, t.name);
            if (!n) {
                return n.error();
            }
            if (*n > 0 && !kSeededTables.contains(t.name)) {
                return makeError(ErrorCode::Duplicate,
                                 tr("The destination %1 already holds data (table %2): a copy goes into a new, empty "
                                    "database only.")
                                     .arg(to.path(), t.name));
            }
        }

        Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        // Emptied in reverse dependency order, so no foreign key points at a removed row.
        for (auto it = destTables->crbegin(); it != destTables->crend(); ++it) {
            if (!kSeededTables.contains(it->name)) {
                continue;
            }
            QSqlQuery q(db);
            if (auto st = exec(q, QStringLiteral("DELETE FROM ") + quoteIdentifier(it->name),
                               tr("Could not empty the table %1").arg(it->name));
                !st) {
                return st.error();
            }
        }

        DatabaseCopyReport report{from.path(), to.path(), {}, 0};
        for (const TableInfo& dest : *destTables) {
            const TableInfo& source = sourceByName.value(dest.name);
            // Every destination column the engine lets us write must come from the source; a PostgreSQL-only
            // insertion-order column (GENERATED ALWAYS) is numbered anew in the order the rows arrive.
            QStringList columns;
            for (const ColumnInfo& c : dest.columns) {
                if (c.generatedAlways) {
                    continue;
                }
                if (!source.column(c.name)) {
                    return makeError(ErrorCode::Unsupported,
                                     tr("The source's table %1 lacks the column %2.").arg(dest.name, c.name));
                }
                columns << c.name;
            }
            qint64 copied = 0;
            QVariantList after;
            for (;;) {
                auto batch = from.run([&](QSqlDatabase& sdb) { return readBatch(sdb, source, columns, after); });
                if (!batch) {
                    return batch.error();
                }
                if (batch->rows.isEmpty()) {
                    break;
                }
                if (auto st = insertRows(db, dest, columns, batch->rows); !st) {
                    return st.error();
                }
                copied += batch->rows.size();
                after = batch->lastKey;
                if (progress) {
                    progress(dest.name, copied);
                }
            }
            if (auto st = followIdentities(db, dest); !st) {
                return st.error();
            }
            // The proof: the same rows on both sides, read back through each engine.
            auto expected = from.run([&](QSqlDatabase& sdb) { return TableDigester::digest(sdb, source, columns); });
            if (!expected) {
                return expected.error();
            }
            auto got = TableDigester::digest(db, dest, columns);
            if (!got) {
                return got.error();
            }
            if (*got != *expected) {
                return makeError(
                    ErrorCode::Internal,
                    tr("The copy of the table %1 differs from its source; nothing was written.").arg(dest.name),
                    QStringLiteral("source %1 rows %2, copy %3 rows %4")
                        .arg(expected->rows)
                        .arg(QString::fromLatin1(expected->sha256))
                        .arg(got->rows)
                        .arg(QString::fromLatin1(got->sha256)));
            }
            report.tables.append(TableCopy{dest.name, *got});
            report.rows += got->rows;
        }
        // After the digests, so the copied audit log is compared as it was; committed with the rows or not at all.
        const QJsonObject detail{{QStringLiteral("from"), from.path()},
                                 {QStringLiteral("tables"), int(report.tables.size())},
                                 {QStringLiteral("rows"), double(report.rows)}};
        if (auto st = AuditLog(db).append(QStringLiteral("database"), 0, QStringLiteral("copy"), {}, detail, actor);
            !st) {
            return st.error();
        }
        if (auto st = tx.commit(); !st) {
            return st.error();
        }
        if (const QString analyze = SqlDialect::of(db).refreshStatistics(); !analyze.isEmpty()) {
            QSqlQuery q(db);
            if (!q.exec(analyze)) {
                // The copy is committed and whole; only the first queries may be slower until autovacuum runs.
                qWarning("db copy: ANALYZE failed: %s", qPrintable(q.lastError().text()));
            }
        }
        return report;
    });
}

}  // namespace tb::core
