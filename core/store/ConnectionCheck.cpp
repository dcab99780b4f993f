#include "core/store/ConnectionCheck.h"

#include "core/store/Migrator.h"
#include "core/store/SqlError.h"

#include <QPromise>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThreadPool>

#include <atomic>

namespace tb::core {

namespace {
std::atomic<int> g_checkCounter{0};
constexpr int kOldestPostgreSql = 110000;  // server_version_num of 11.0; the store refuses older servers too

Result<ConnectionCheck::Outcome> checkOn(QSqlDatabase& db, const DatabaseLocation& location) {
    location.applyTo(db);
    if (!db.open()) {
        // The store's sentence for the same failure (Store::open), libpq's reason in the detail.
        return sqlError(
            db.lastError(),
            QCoreApplication::translate("Store", "Could not connect to the database %1").arg(location.display()));
    }
    ConnectionCheck::Outcome outcome;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT current_setting('server_version_num')::int, current_setting('server_version'), "
                               "session_user, COALESCE((SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()), "
                               "false)")) ||
        !q.next()) {
        return sqlError(q.lastError(), QCoreApplication::translate("Store", "Could not configure the database"));
    }
    if (const int number = q.value(0).toInt(); number < kOldestPostgreSql) {
        return makeError(ErrorCode::Database,
                         QCoreApplication::translate("Store",
                                                     "The server runs PostgreSQL %1; Tierbench needs "
                                                     "PostgreSQL 11 or newer. Nothing was changed.")
                             .arg(number / 10000),
                         location.display());
    }
    outcome.serverVersion = q.value(1).toString().section(u' ', 0, 0);
    outcome.sessionUser = q.value(2).toString();
    outcome.encrypted = q.value(3).toBool();
    q.finish();
    Migrator migrator(db, location.display());
    auto version = migrator.currentVersion();
    if (!version) {
        return version.error();
    }
    if (*version > Migrator::latestVersion()) {
        return migrator.tooNewError(*version);
    }
    outcome.schemaVersion = *version;
    return outcome;
}

bool mentions(const QString& text, std::initializer_list<const char*> needles) {
    for (const char* needle : needles) {
        if (text.contains(QLatin1String(needle), Qt::CaseInsensitive)) {
            return true;
        }
    }
    return false;
}
}  // namespace

Result<ConnectionCheck::Outcome> ConnectionCheck::run(const DatabaseLocation& location) {
    if (location.isSqlite()) {
        return makeError(ErrorCode::InvalidArgument, tr("Only a team database on a server can be tested."));
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        return makeError(ErrorCode::Database,
                         QCoreApplication::translate("Store",
                                                     "This Tierbench cannot reach PostgreSQL: Qt's PostgreSQL "
                                                     "driver is not installed (Debian package libqt6sql6-psql)."),
                         location.display());
    }
    const QString name = QStringLiteral("tb-connection-check-%1").arg(g_checkCounter.fetch_add(1));
    Result<Outcome> result = makeError(ErrorCode::Internal, QString());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        result = checkOn(db, location);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

QFuture<Result<ConnectionCheck::Outcome>> ConnectionCheck::runAsync(const DatabaseLocation& location) {
    using R = Result<Outcome>;
    auto promise = std::make_shared<QPromise<R>>();
    QFuture<R> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, location] {
        promise->addResult(run(location));
        promise->finish();
    });
    return future;
}

ConnectionFault ConnectionCheck::classify(const Error& error) {
    if (error.code == ErrorCode::SchemaTooNew) {
        return ConnectionFault::SchemaTooNew;
    }
    if (error.code == ErrorCode::InvalidArgument) {
        return ConnectionFault::InvalidAddress;
    }
    const QString text = error.message + u'\n' + error.detail;
    if (mentions(text, {"libqt6sql6-psql"})) {
        return ConnectionFault::DriverMissing;
    }
    if (mentions(text, {"PostgreSQL 11 or newer"})) {
        return ConnectionFault::ServerTooOld;
    }
    // libpq's own wording, in the detail only (the message names the address, whose "sslmode" is no TLS failure).
    // English; other client languages fall through to Other with the reason still shown.
    const QString reason = error.detail;
    if (mentions(reason, {"no password supplied"})) {
        return ConnectionFault::PasswordNeeded;
    }
    if (mentions(reason, {"password authentication failed", "SCRAM authentication"})) {
        return ConnectionFault::PasswordRefused;
    }
    if (mentions(reason, {"does not exist"}) && !mentions(reason, {"certificate", "root.crt"})) {
        return ConnectionFault::DatabaseMissing;
    }
    if (mentions(reason, {"certificate", "SSL", "no encryption"})) {
        return ConnectionFault::TlsRefused;
    }
    if (mentions(reason, {"Connection refused", "could not connect", "timeout expired", "could not translate host",
                          "No route to host", "Network is unreachable", "Name or service not known"})) {
        return ConnectionFault::Unreachable;
    }
    return ConnectionFault::Other;
}

QString ConnectionCheck::advice(ConnectionFault fault) {
    switch (fault) {
        case ConnectionFault::None:
            return {};
        case ConnectionFault::InvalidAddress:
            return tr(
                "The address is not valid. Check the fields; a password goes in the password field, never in "
                "the address.");
        case ConnectionFault::DriverMissing:
            return tr("Qt's PostgreSQL driver is missing. Install the package libqt6sql6-psql.");
        case ConnectionFault::PasswordNeeded:
            return tr(
                "The server asks for a password. Type it in the password field; tick \"Remember\" to keep it "
                "in the system keychain.");
        case ConnectionFault::PasswordRefused:
            return tr(
                "The server refused the password for this user. Check the user name and type the password "
                "again.");
        case ConnectionFault::DatabaseMissing:
            return tr(
                "The server has no database of that name. Check the name, or ask the team's administrator to "
                "create it.");
        case ConnectionFault::Unreachable:
            return tr(
                "No server answered at that host and port. Check both, and that the server is running and "
                "reachable from here.");
        case ConnectionFault::TlsRefused:
            return tr(
                "The encrypted connection failed: the server's certificate did not verify against the CA "
                "file, or the server does not offer TLS. Check the TLS mode and the CA file.");
        case ConnectionFault::ServerTooOld:
            return tr("The server's PostgreSQL is too old. Tierbench needs PostgreSQL 11 or newer.");
        case ConnectionFault::SchemaTooNew:
            return tr("A newer Tierbench has written this database. Update Tierbench before connecting.");
        case ConnectionFault::Other:
            return tr("The connection failed for the reason below.");
    }
    return {};
}

}  // namespace tb::core
