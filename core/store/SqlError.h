#pragma once

#include "core/Result.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tb::core {

// The one place SQLite/QtSql errors become ours: constraint violations are Duplicate or InvalidArgument, the rest
// Database. `message` is the caller's sentence for a person; the driver's text goes to `detail`.
Error sqlError(const QSqlError& error, const QString& message);

// Runs a prepared or plain statement and maps failure. Use: `if (auto st = exec(q); !st) return st.error();`
Status exec(QSqlQuery& query, const QString& whatFailed = {});

// A null QString binds as SQL NULL; columns declared `TEXT NOT NULL DEFAULT ''` need an empty string instead.
inline QString notNull(const QString& text) {
    return text.isNull() ? QStringLiteral("") : text;
}
Status exec(QSqlQuery& query, const QString& sql, const QString& whatFailed);

}  // namespace tb::core
