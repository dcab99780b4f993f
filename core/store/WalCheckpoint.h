#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// Copies everything of a SQLite database's write-ahead log into the main file and empties the log
// (`PRAGMA wal_checkpoint(TRUNCATE)`), so that the file alone holds the database: before it is moved or copied
// without its `-wal`. Storage thread. The failure is ErrorCode::Database with `whatFailed` as its message and the
// driver's text as its detail.
Status checkpointWal(QSqlDatabase& db, const QString& whatFailed);

}  // namespace tb::core
