#pragma once

#include "core/Result.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace tb::core {

// Brings a database to the newest schema through the numbered scripts in resources/migrations
// (`NNN_what.sql`, applied in order, each in its own transaction, PRAGMA user_version = NNN after each).
// Runs on the storage thread only.
class Migrator {
public:
    struct Outcome {
        int fromVersion = 0;
        int toVersion = 0;
        QString backupPath;
    };

    Migrator(QSqlDatabase& db, QString databasePath);

    static int latestVersion();
    // The migration scripts in order; index i holds version i + 1.
    static QStringList scriptPaths();

    Result<int> currentVersion() const;
    Error tooNewError(int version) const;

    // Migrates to `target` (default: latest). An existing file (version > 0) is first copied with VACUUM INTO
    // to `<path>.schema-<N>.bak`, a consistent snapshot even in WAL mode.
    Result<Outcome> migrate(int target = -1);

private:
    Status applyScript(int version, const QString& resourcePath);
    Result<QString> backup(int fromVersion);

    QSqlDatabase& m_db;
    QString m_path;
};

}  // namespace tb::core
