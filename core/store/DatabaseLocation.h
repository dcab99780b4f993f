#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

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
    // The address of a server from its parts, as the connection dialog assembles it (empty parts are left to
    // libpq's defaults; sslMode "" leaves libpq's own default, prefer). Parse the result to validate it.
    static QString serverUrl(const QString& user, const QString& host, int port, const QString& database,
                             const QString& sslMode, const QString& caFile);
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
    // The connection's options one by one (for the dialog that edits a recent address): sslmode, sslrootcert...
    QString option(const QString& key) const;
    // A libpq service name (pgservice:NAME or ?service=NAME), else empty.
    QString serviceName() const { return option(QStringLiteral("service")); }

    // Under which name the keychain keeps this connection's password: the login, server and database (never the
    // password itself), e.g. "alice@db.example.org:5432/tierbench" or "service:teamdb".
    QString secretKey() const;
    // A password handed over in memory (read from the keychain or typed in the connection dialog). It is never part
    // of display(), the options or any text this class produces; only applyTo() passes it to the driver, for this
    // connection and its reconnects (Store::open(const DatabaseLocation&) keeps the copy on the storage thread). Empty:
    // libpq's ~/.pgpass, PGPASSFILE or the service file decide.
    void setPassword(const QString& password) { m_password = password; }
    bool hasPassword() const { return !m_password.isEmpty(); }
    // Sets host, port, user, database name, options and the in-memory password (if any) on a QPSQL connection.
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
    QString m_password;  // memory only: see setPassword()
};

}  // namespace tb::core
