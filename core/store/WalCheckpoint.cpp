#include "core/store/WalCheckpoint.h"

#include <QSqlError>
#include <QSqlQuery>

namespace tb::core {

Status checkpointWal(QSqlDatabase& db, const QString& whatFailed) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"))) {
        return makeError(ErrorCode::Database, whatFailed, q.lastError().text());
    }
    return {};
}

}  // namespace tb::core
