#include "core/store/SqlDialect.h"

#include "core/store/SqlError.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlQuery>

namespace tb::core {

const SqlDialect& SqlDialect::sqlite() {
    static const SqlDialect d(Engine::Sqlite);
    return d;
}

const SqlDialect& SqlDialect::postgreSql() {
    static const SqlDialect d(Engine::PostgreSql);
    return d;
}

const SqlDialect& SqlDialect::of(const QSqlDatabase& db) {
    return db.driverName() == QLatin1String("QPSQL") ? postgreSql() : sqlite();
}

QString SqlDialect::migrationsFolder() const {
    // SQLite's scripts stay where they always were (:/migrations/NNN_*.sql); PostgreSQL's sit beside them with the
    // same numbers and names (tst_Store checks that every step exists for both).
    return isPostgreSql() ? QStringLiteral(":/migrations/postgresql") : QStringLiteral(":/migrations");
}

QString SqlDialect::nowText() const {
    return isPostgreSql() ? QStringLiteral("to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')")
                          : QStringLiteral("strftime('%Y-%m-%dT%H:%M:%SZ', 'now')");
}

QString SqlDialect::nowTextMillis() const {
    return isPostgreSql() ? QStringLiteral("to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')")
                          : QStringLiteral("strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
}

QString SqlDialect::emptyBlob() const {
    return isPostgreSql() ? QStringLiteral("''::bytea") : QStringLiteral("x''");
}

QString SqlDialect::insertionOrder() const {
    return isPostgreSql() ? QStringLiteral("seq") : QStringLiteral("rowid");
}

QString SqlDialect::refreshStatistics() const {
    return isPostgreSql() ? QStringLiteral("ANALYZE") : QString();
}

QString SqlDialect::beginOutermost() const {
    // SQLite: IMMEDIATE takes the write lock at the start, waiting out the busy timeout for it. A deferred
    // transaction reads first and asks for the lock at its first write; in WAL mode SQLite then answers "database is
    // locked" at once, without waiting, when another connection holds the lock or has committed since the read
    // (its snapshot is stale). Every audited write reads its before-image first, so a second Store on the file (a
    // second window, the CLI) made such writes fail at random.
    return isPostgreSql() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE");
}

QString SqlDialect::commitOutermost() const {
    return QStringLiteral("COMMIT");
}

QString SqlDialect::rollbackOutermost() const {
    return QStringLiteral("ROLLBACK");
}

Result<qint64> insertReturningId(QSqlQuery& query, const QString& whatFailed) {
    if (auto st = exec(query, whatFailed); !st) {
        return st.error();
    }
    if (!query.next()) {
        query.finish();
        return makeError(
            ErrorCode::Database,
            whatFailed.isEmpty() ? QCoreApplication::translate("Store", "A database statement failed") : whatFailed,
            QStringLiteral("INSERT ... RETURNING gave no row"));
    }
    const qint64 id = query.value(0).toLongLong();
    query.finish();
    return id;
}

}  // namespace tb::core
