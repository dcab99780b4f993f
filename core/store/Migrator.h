#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace tb::core {

class SqlDialect;

// Brings a database to the newest schema through numbered scripts, applied in order, each in its own transaction
// together with its version bump:
//   SQLite      resources/migrations/NNN_what.sql             version in PRAGMA user_version
//   PostgreSQL  resources/migrations/postgresql/NNN_what.sql  version in the one-row table schema_version
// Both engines have the same steps under the same numbers and names (tst_Store). On PostgreSQL every step
// first takes a transaction-scoped advisory lock and re-reads the version, so workbenches starting at once against
// one server migrate one after the other: the second finds the work done.
// Runs on the storage thread only.
class Migrator {
public:
    struct Outcome {
        int fromVersion = 0;
        int toVersion = 0;
        QString backupPath;
    };

    // `databasePath` names the database in messages (and, for SQLite, where the backup goes).
    Migrator(QSqlDatabase& db, QString databasePath);

    // The newest schema this program knows (the number of SQLite scripts; PostgreSQL has as many).
    static int latestVersion();
    // The migration scripts in order; index i holds version i + 1.
    static QStringList scriptPaths();
    static QStringList scriptPaths(const SqlDialect& dialect);
    // The advisory lock key every Tierbench migrating a PostgreSQL database takes.
    static constexpr qint64 kAdvisoryLockKey = 0x54424d4947524154;  // "TBMIGRAT"

    Result<int> currentVersion() const;
    Error tooNewError(int version) const;

    // Migrates to `target` (default: latest). An existing SQLite file (version > 0) is first copied with VACUUM
    // INTO to `<path>.schema-<N>.bak`, a consistent snapshot even in WAL mode. (A server database is backed up
    // with the server's own tools, pg_dump; Tierbench does not copy it.)
    Result<Outcome> migrate(int target = -1);

private:
    Status applyScript(int version, const QString& resourcePath);
    Status applyScriptInTransaction(int version, const QString& resourcePath, bool checkForeignKeys);
    // Whether an SQLite script's first line asks for foreign keys off while it runs (it rebuilds tables).
    static bool rebuildsTables(const QString& resourcePath);
    Status applyPostgreSqlStep(int version, const QString& resourcePath, bool* alreadyDone);
    Result<QString> backup(int fromVersion);
    Result<QStringList> readScript(const QString& resourcePath) const;

    QSqlDatabase& m_db;
    QString m_path;
    bool m_postgreSql = false;
};

}  // namespace tb::core
