// Test connection and the password handed over in memory (issue 16.2), on a real PostgreSQL server
// (tests/support/PgTestServer) with a password-authenticated (scram-sha-256) role whose password is in no pgpass
// file: each fault the connection dialog names is told apart, the in-memory password logs in and is reused when the
// store reconnects after a server restart, and it reaches no log line.
#include "core/store/ChangeNotifier.h"
#include "core/store/ConnectionCheck.h"
#include "core/store/DatabaseLocation.h"
#include "core/store/Migrator.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/store/Store.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"

#include <QMutex>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QtTest>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace tb::core;
using tb::test::PgTestServer;

namespace {
QMutex g_logMutex;
QStringList g_log;
QtMessageHandler g_previous = nullptr;

void captureMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    {
        QMutexLocker lock(&g_logMutex);
        g_log << message;
    }
    if (g_previous) {
        g_previous(type, context, message);
    }
}

const QString kRole = QStringLiteral("carol_check");
const QString kPassword = QStringLiteral("Quokka-Lantern-8317");  // distinctive: grepped for below
constexpr int kWaitMs = 30000;

// A loopback port nobody listens on.
int closedPort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0) {
        port = ntohs(addr.sin_port);
    }
    ::close(fd);
    return port;
}
}  // namespace

class tst_ConnectionCheck : public QObject {
    Q_OBJECT

    PgTestServer* m_server = nullptr;
    QString m_database;

    DatabaseLocation at(const QString& suffix, const QString& password, const QString& database = {}) {
        const QString url = m_server->urlFor(database.isEmpty() ? m_database : database, kRole) + suffix;
        auto loc = DatabaseLocation::parse(url);
        if (!loc) {
            qWarning() << loc.error().toString();
            return {};
        }
        loc->setPassword(password);
        return *loc;
    }

    ConnectionFault faultOf(const DatabaseLocation& location, QString* text = nullptr) {
        auto checked = ConnectionCheck::run(location);
        if (checked) {
            return ConnectionFault::None;
        }
        if (text) {
            *text = checked.error().toString();
        }
        return ConnectionCheck::classify(checked.error());
    }

private slots:
    void initTestCase() {
        g_previous = qInstallMessageHandler(captureMessages);
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        const QString url = m_server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        m_database = url.section(u'/', -1);
        QVERIFY2(m_server->createPasswordRole(kRole, kPassword, m_database, &why), qPrintable(why));
    }

    void theRightPasswordInMemoryLogsIn() {
        auto checked = ConnectionCheck::run(at(QStringLiteral("?sslmode=require"), kPassword));
        QVERIFY2(checked.ok(), qPrintable(checked ? QString() : checked.error().toString()));
        QCOMPARE(checked->sessionUser, kRole);
        QVERIFY(checked->encrypted);
        QCOMPARE(checked->schemaVersion, 0);  // nothing was created: the check only looks
        QVERIFY(!checked->serverVersion.isEmpty());
        QCOMPARE(m_server->psql(m_database, QStringLiteral("SELECT to_regclass('schema_version') IS NULL")).trimmed(),
                 QStringLiteral("t"));
    }

    void eachFaultIsToldApart() {
        QString text;
        QCOMPARE(faultOf(at({}, QStringLiteral("Wrong-Walrus-1")), &text), ConnectionFault::PasswordRefused);
        QVERIFY2(text.contains(QLatin1String("password authentication failed")), qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("Wrong-Walrus-1")));
        // The role's password is in no pgpass file: the server asks, and nobody answers.
        QCOMPARE(faultOf(at({}, {}), &text), ConnectionFault::PasswordNeeded);
        QCOMPARE(faultOf(at({}, kPassword, QStringLiteral("no_such_team_db")), &text),
                 ConnectionFault::DatabaseMissing);
        auto closed = DatabaseLocation::parse(QStringLiteral("postgresql://%1@127.0.0.1:%2/%3?sslmode=require")
                                                  .arg(kRole)
                                                  .arg(closedPort())
                                                  .arg(m_database));
        QVERIFY(closed.ok());
        QCOMPARE(faultOf(*closed, &text), ConnectionFault::Unreachable);
        if (m_server->hasTls()) {
            QCOMPARE(faultOf(at(QStringLiteral("?sslmode=verify-full&sslrootcert=") + m_server->otherCertificate(),
                                kPassword),
                             &text),
                     ConnectionFault::TlsRefused);
            QCOMPARE(faultOf(at(QStringLiteral("?sslmode=verify-full&sslrootcert=") + m_server->serverCertificate(),
                                kPassword)),
                     ConnectionFault::None);
        }
        QCOMPARE(ConnectionCheck::classify(DatabaseLocation::parse(QStringLiteral("postgresql://a:b@h/d")).error()),
                 ConnectionFault::InvalidAddress);
        for (auto fault : {ConnectionFault::PasswordNeeded, ConnectionFault::PasswordRefused,
                           ConnectionFault::DatabaseMissing, ConnectionFault::Unreachable, ConnectionFault::TlsRefused,
                           ConnectionFault::ServerTooOld, ConnectionFault::SchemaTooNew}) {
            QVERIFY(!ConnectionCheck::advice(fault).isEmpty());
        }
    }

    // The store opens with the in-memory password, keeps using it when it reconnects after a restart, and a schema
    // newer than the program is then refused by the check without anything written.
    void theStoreReconnectsWithTheSamePassword() {
        auto opened = Store::open(at({}, kPassword));
        QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().toString()));
        auto store = *opened;
        Provider p;
        p.name = QStringLiteral("Keychain Cloud");
        QVERIFY(TB_DB(store, ProviderRepository(db).add(p, QStringLiteral("carol"))).ok());
        QSignalSpy state(store->changes(), &ChangeNotifier::connectionStateChanged);
        QVERIFY(m_server->stop());
        QTRY_VERIFY_WITH_TIMEOUT(state.size() >= 1, kWaitMs);
        QString why;
        QVERIFY2(m_server->start(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(state.size() >= 2, kWaitMs);
        QCOMPARE(state.at(1).at(0).toBool(), true);  // reconnected: with the password it was given, none in pgpass
        const QString user = TB_DB(store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("SELECT session_user")) && q.next() ? q.value(0).toString() : QString();
        }());
        QCOMPARE(user, kRole);
        store.reset();

        m_server->psql(m_database,
                       QStringLiteral("UPDATE schema_version SET version = %1").arg(Migrator::latestVersion() + 1));
        QString text;
        QCOMPARE(faultOf(at({}, kPassword), &text), ConnectionFault::SchemaTooNew);
        QVERIFY2(text.contains(QLatin1String("newer Tierbench")), qPrintable(text));
        m_server->psql(m_database,
                       QStringLiteral("UPDATE schema_version SET version = %1").arg(Migrator::latestVersion()));
    }

    void cleanupTestCase() {
        QMutexLocker lock(&g_logMutex);
        for (const QString& line : std::as_const(g_log)) {
            QVERIFY2(!line.contains(kPassword), qPrintable(line));
        }
    }
};

QTEST_GUILESS_MAIN(tst_ConnectionCheck)
#include "tst_ConnectionCheck.moc"
