#pragma once

#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace tb::test {

// A throwaway PostgreSQL server for one test process: initdb + pg_ctl in a temporary folder (as the `postgres`
// user when the test runs as root, since initdb refuses root), listening on a free loopback port only, with
// fsync off. Connections over TCP need the password (scram-sha-256), which only the pgpass file the server writes
// knows; PGPASSFILE points libpq at it, so tests exercise the same path an analyst's ~/.pgpass takes. Stopped
// (immediate mode) and its folder removed when the process ends.
//
// Use: `auto* pg = PgTestServer::shared(&why); if (!pg) TB_SERVICE_UNAVAILABLE(why);`
class PgTestServer {
public:
    ~PgTestServer();
    PgTestServer(const PgTestServer&) = delete;
    PgTestServer& operator=(const PgTestServer&) = delete;

    // The process's server, started on first use; nullptr with *whyNot filled when it cannot start here (no server
    // binaries, no QPSQL driver, initdb or pg_ctl failing): a sentence for TB_SERVICE_UNAVAILABLE as it is.
    static PgTestServer* shared(QString* whyNot);

    QString host() const { return QStringLiteral("127.0.0.1"); }
    int port() const { return m_port; }
    static QString superuser() { return QStringLiteral("postgres"); }
    // The password of `superuser()`; in the pgpass file, never in a URL.
    QString password() const { return m_password; }
    QString pgpassFile() const;
    QString logFile() const;
    // A PostgreSQL program of the server's version (pg_dump, psql).
    QString program(const QString& name) const { return m_binDir + u'/' + name; }

    // Creates a new, empty database and returns its `postgresql://` URL (no password in it).
    QString createDatabase(QString* whyNot);
    // postgresql://postgres@127.0.0.1:PORT/NAME
    QString urlFor(const QString& database) const;
    // Runs psql as the superuser on `database`; returns stdout, or an empty string with *error filled.
    QString psql(const QString& database, const QString& sql, QString* error = nullptr) const;
    // A whole psql script (backslash commands allowed) on stdin, as the superuser, stopping at the first error.
    QString psqlScript(const QString& database, const QString& script, QString* error = nullptr) const;
    // Gives an existing login role a fresh random password and writes it into the pgpass file (never a URL), so
    // the role connects over TCP like an analyst with ~/.pgpass. False with *error filled on failure.
    bool setLoginPassword(const QString& role, QString* error);
    // postgresql://ROLE@127.0.0.1:PORT/NAME
    QString urlFor(const QString& database, const QString& role) const;
    // A login role whose password is NOT in the pgpass file (the keychain and connection-dialog tests hand it over
    // in memory), owning `database` so its first connection can create the schema. The SQL goes to psql on stdin,
    // never on a command line. False with *error filled on failure.
    bool createPasswordRole(const QString& role, const QString& password, const QString& database, QString* error);

    // TLS (issue 16.2): the server listens with a self-signed certificate for 127.0.0.1 made by openssl at start-up
    // (false when openssl is missing). serverCertificate() is the CA a client verifies it with; otherCertificate()
    // a CA that did not sign it.
    bool hasTls() const { return m_tls; }
    QString serverCertificate() const;
    QString otherCertificate() const;

    // Stops the server now (a fault test); start() brings it back on the same port and data.
    bool stop();
    bool start(QString* whyNot);
    bool isRunning() const { return m_running; }

private:
    PgTestServer() = default;
    bool init(QString* whyNot);
    bool makeCertificates();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_binDir;
    QString m_password;
    int m_port = 0;
    bool m_asPostgresUser = false;
    bool m_running = false;
    bool m_tls = false;
    int m_databaseCounter = 0;
};

}  // namespace tb::test
