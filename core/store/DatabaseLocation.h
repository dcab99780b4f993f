#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>

class QSqlDatabase;

namespace tb::core {

// Where a workbench's data lives, parsed once from what `--db` (CLI and GUI) or TIERBENCH_DB says:
//   a file path                                        the embedded SQLite file (the default)
//   postgresql://[user@][host][:port]/dbname[?opts]   a shared PostgreSQL database (also postgres://)
//   postgresql:///?service=NAME, pgservice:NAME        a libpq service (pg_service.conf)
// Options are libpq keywords from a fixed list (sslmode, sslrootcert, connect_timeout, host for a socket folder,
// ...). A password is refused wherever it appears: libpq reads it from ~/.pgpass or PGPASSFILE itself, so it never
// travels through settings, the command line's history, the database or a log.
class DatabaseLocation {
    Q_DECLARE_TR_FUNCTIONS(DatabaseLocation)

public:
    enum class Engine { Sqlite, PostgreSql };

    static Result<DatabaseLocation> parse(const QString& text);
    // Whether the text names a server rather than a file (before parsing it fully).
    static bool isServerUrl(const QString& text);

    Engine engine() const { return m_engine; }
    bool isSqlite() const { return m_engine == Engine::Sqlite; }
    // SQLite: the absolute file path.
    QString filePath() const { return m_path; }
    // PostgreSQL parts (empty/-1 when libpq's defaults or the service decide).
    QString host() const { return m_host; }
    int port() const { return m_port; }
    QString user() const { return m_user; }
    QString database() const { return m_database; }
    // libpq keyword=value pairs for QSqlDatabase::setConnectOptions (';'-separated).
    QString connectOptions() const { return m_options; }

    // What to show and log: the file path, or the URL as given (it holds no secret).
    QString display() const { return m_display; }
    // Sets host, port, user, database name and options on a QPSQL connection.
    void applyTo(QSqlDatabase& db) const;

private:
    Engine m_engine = Engine::Sqlite;
    QString m_path;
    QString m_host;
    int m_port = -1;
    QString m_user;
    QString m_database;
    QString m_options;
    QString m_display;
};

}  // namespace tb::core
