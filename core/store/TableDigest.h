#pragma once

#include "core/Result.h"
#include "core/store/SchemaCatalog.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

namespace tb::core {

// A table's content as a row count and a SHA-256 over its rows in primary-key order, each value written in an
// engine-neutral form: SQLite and PostgreSQL hold the same data exactly when their digests are equal. Integers
// (and integral doubles) as decimal, other doubles with 17 significant digits (round-trip exact), text as UTF-8,
// blob columns as their bytes, NULL distinct from every value; each value is tagged and length-prefixed, so no
// two different rows write the same bytes.
struct TableDigest {
    qint64 rows = 0;
    QByteArray sha256;  // hex

    bool operator==(const TableDigest& o) const { return rows == o.rows && sha256 == o.sha256; }
    bool operator!=(const TableDigest& o) const { return !(*this == o); }
};

class TableDigester {
    Q_DECLARE_TR_FUNCTIONS(TableDigester)

public:
    // Storage thread. `columns`: the columns to cover (both databases' common ones); the table's primary key
    // orders the rows (all covered columns when it has none).
    static Result<TableDigest> digest(QSqlDatabase& db, const TableInfo& table, const QStringList& columns);
};

}  // namespace tb::core
