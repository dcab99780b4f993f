#pragma once

#include "core/Result.h"
#include "core/store/TableDigest.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <functional>

namespace tb::core {

class Store;

struct TableCopy {
    QString table;
    TableDigest digest;  // the same on both sides, or the copy was not committed
};

struct DatabaseCopyReport {
    QString from;  // Store::path(): a file path or a URL without a password
    QString to;
    QVector<TableCopy> tables;
    qint64 rows = 0;
};

// Copies one whole store into another, either engine to either engine: an analyst's file into a new team database,
// or a team database into one file for the archive. Every table the catalogues list, ids kept, in one transaction
// on the destination that commits only after each table's row count and digest (TableDigest: every column, raw
// logs and samples byte for byte) equal the source's; a destination identity sequence continues after the copied
// ids. The destination must hold nothing but the shipped rubrics (a store just created): this is a copy, not a
// merge, and it refuses instead of mixing two databases' ids. The copy is recorded in the destination's audit log.
class DatabaseCopy {
    Q_DECLARE_TR_FUNCTIONS(DatabaseCopy)

public:
    using Progress = std::function<void(const QString& table, qint64 rowsCopied)>;

    // Blocks until done: call it from a thread that is neither store's storage thread (the CLI's, a worker's).
    // `progress` runs on the destination's storage thread.
    static Result<DatabaseCopyReport> copy(Store& from, Store& to, const QString& actor, const Progress& progress = {});
};

}  // namespace tb::core
