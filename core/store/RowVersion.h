#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

// Who changed a row last, and which version that made it. Every row a person edits carries one (migration 009:
// row_version, changed_by, changed_at on provider, evaluation, verdict, interview, rating, node, price_record,
// cluster).
struct RowStamp {
    qint64 version = 0;
    QString changedBy;  // the actor of the last versioned write ("" for rows older than migration 009)
    QString changedAt;  // ISO 8601 UTC ("" likewise)
};

// What a refused write found: the row moved on since the writer read it. Carried inside the Error (see
// RowVersion::conflictOf), so it crosses every layer that passes errors along without a new type.
struct RowConflict {
    QString table;
    qint64 id = 0;
    qint64 readVersion = 0;  // the version the writer had read
    RowStamp current;        // the row as it is now
};

// Optimistic concurrency for edited rows (issue 16.4), the same SQL on both engines: a write names the version it
// read; the claim moves the row to the next version only if it still is that one, inside the write's transaction,
// so a second writer that read the same version is refused instead of overwriting the first (on PostgreSQL the
// second UPDATE waits for the first's row lock and then sees the new version). "Overwrite knowingly" is a write
// that names the version the conflict reported.
class RowVersion {
    Q_DECLARE_TR_FUNCTIONS(RowVersion)

public:
    // Storage thread, inside the write's transaction, before its UPDATE. `expected` 0: no check (a write that read
    // the row in the same transaction, such as a CLI edit); the version still moves on and the stamp is written.
    // A row that is not the expected version: an InvalidArgument error whose conflictOf() tells who and when.
    // `table` is one of the versioned tables above (never user input).
    static Status claim(QSqlDatabase& db, const QString& table, qint64 id, qint64 expected, const QString& actor);
    static Result<RowStamp> read(QSqlDatabase& db, const QString& table, qint64 id);

    // The conflict an error reports, if it is one.
    static std::optional<RowConflict> conflictOf(const Error& error);
    static bool isConflict(const Error& error) { return conflictOf(error).has_value(); }
};

}  // namespace tb::core
