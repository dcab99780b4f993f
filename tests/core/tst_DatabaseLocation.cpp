#include "core/store/DatabaseLocation.h"

#include <QDir>
#include <QSqlDatabase>
#include <QtTest>

using namespace tb::core;

class tst_DatabaseLocation : public QObject {
    Q_OBJECT

private slots:
    void aPathIsAnSqliteFile() {
        const auto loc = DatabaseLocation::parse(QStringLiteral("some/where.tierbench"));
        QVERIFY(loc.ok());
        QVERIFY(loc->isSqlite());
        QCOMPARE(loc->filePath(), QDir::current().absoluteFilePath(QStringLiteral("some/where.tierbench")));
    }

    void aUrlNamesTheServerParts() {
        const auto loc = DatabaseLocation::parse(
            QStringLiteral("postgresql://analyst@db.example.test:6543/tierbench?sslmode=verify-full&sslrootcert=/etc/"
                           "ssl/team%20ca.pem"));
        QVERIFY2(loc.ok(), qPrintable(loc ? QString() : loc.error().toString()));
        QCOMPARE(loc->engine(), DatabaseLocation::Engine::PostgreSql);
        QCOMPARE(loc->user(), QStringLiteral("analyst"));
        QCOMPARE(loc->host(), QStringLiteral("db.example.test"));
        QCOMPARE(loc->port(), 6543);
        QCOMPARE(loc->database(), QStringLiteral("tierbench"));
        const QStringList options = loc->connectOptions().split(u';');
        QVERIFY(options.contains(QStringLiteral("sslmode=verify-full")));
        // A value with a space is quoted for libpq's conninfo.
        QVERIFY2(options.contains(QStringLiteral("sslrootcert='/etc/ssl/team ca.pem'")),
                 qPrintable(loc->connectOptions()));
        QVERIFY(options.contains(QStringLiteral("application_name=Tierbench")));
        QVERIFY(options.contains(QStringLiteral("connect_timeout=10")));
    }

    void postgresSchemeAndSocketFolder() {
        const auto loc = DatabaseLocation::parse(QStringLiteral("postgres://me@/team?host=/run/postgresql"));
        QVERIFY2(loc.ok(), qPrintable(loc ? QString() : loc.error().toString()));
        QCOMPARE(loc->host(), QStringLiteral("/run/postgresql"));
        QCOMPARE(loc->database(), QStringLiteral("team"));
        QCOMPARE(loc->port(), -1);
    }

    void serviceNames() {
        for (const QString& text :
             {QStringLiteral("pgservice:teamdb"), QStringLiteral("postgresql:///?service=teamdb")}) {
            const auto loc = DatabaseLocation::parse(text);
            QVERIFY2(loc.ok(), qPrintable(text + (loc ? QString() : loc.error().toString())));
            QVERIFY(!loc->isSqlite());
            QVERIFY2(loc->connectOptions().split(u';').contains(QStringLiteral("service=teamdb")),
                     qPrintable(loc->connectOptions()));
            QVERIFY(loc->database().isEmpty());
            QVERIFY(loc->host().isEmpty());
        }
    }

    void appliesToAConnection() {
        const auto loc = DatabaseLocation::parse(QStringLiteral("postgresql://a@127.0.0.1:5433/x?sslmode=require"));
        QVERIFY(loc.ok());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("apply"));
        loc->applyTo(db);
        QCOMPARE(db.hostName(), QStringLiteral("127.0.0.1"));
        QCOMPARE(db.port(), 5433);
        QCOMPARE(db.userName(), QStringLiteral("a"));
        QCOMPARE(db.databaseName(), QStringLiteral("x"));
        QVERIFY(db.password().isEmpty());
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("apply"));
    }

    void refusesPasswordsAndUnknownOptions_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("password in userinfo")
            << QStringLiteral("postgresql://a:s3cret@h/db") << QStringLiteral("pgpass");
        QTest::newRow("empty password") << QStringLiteral("postgresql://a:@h/db") << QStringLiteral("pgpass");
        QTest::newRow("password option") << QStringLiteral("postgresql://a@h/db?password=s3cret")
                                         << QStringLiteral("pgpass");
        QTest::newRow("passfile option") << QStringLiteral("postgresql://a@h/db?passfile=/tmp/x")
                                         << QStringLiteral("pgpass");
        QTest::newRow("unknown option") << QStringLiteral("postgresql://a@h/db?options=-csearch_path%3Devil")
                                        << QStringLiteral("options");
        QTest::newRow("bad sslmode") << QStringLiteral("postgresql://a@h/db?sslmode=sometimes")
                                     << QStringLiteral("sslmode");
        QTest::newRow("no database") << QStringLiteral("postgresql://a@h") << QStringLiteral("database");
        QTest::newRow("two path parts") << QStringLiteral("postgresql://a@h/db/more") << QStringLiteral("database");
        QTest::newRow("bad port") << QStringLiteral("postgresql://a@h:99999/db") << QString();
        QTest::newRow("bad service") << QStringLiteral("pgservice:team db") << QStringLiteral("service");
        QTest::newRow("empty") << QString() << QStringLiteral("database");
    }
    void refusesPasswordsAndUnknownOptions() {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const auto loc = DatabaseLocation::parse(text);
        QVERIFY(!loc.ok());
        QCOMPARE(loc.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(loc.error().toString().contains(says, Qt::CaseInsensitive), qPrintable(loc.error().toString()));
        // The refusal never repeats a password it was given.
        QVERIFY2(!loc.error().toString().contains(QLatin1String("s3cret")) || !text.contains(QLatin1String("s3cret")),
                 qPrintable(loc.error().toString()));
    }

    // Issue 38.3: whatever way an address fails, neither the message nor the detail carries the password, and the
    // encoded forms of a password are refused, not taken as a user name or an option.
    void noRefusalEchoesASecret_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("unclosed IPv6 host") << QStringLiteral("postgresql://alice:Zq9secret@[::1/db");
        QTest::newRow("port out of range") << QStringLiteral("postgresql://alice:Zq9secret@h:99999/db");
        QTest::newRow("password with a space") << QStringLiteral("postgresql://alice:Zq9 secret@h/db");
        QTest::newRow("password with @ and /") << QStringLiteral("postgresql://alice:Zq9@se/cret@h/db");
        QTest::newRow("encoded colon in the user") << QStringLiteral("postgresql://alice%3AZq9secret@h/db");
        QTest::newRow("encoded colon, lower case") << QStringLiteral("postgresql://alice%3aZq9secret@h/db");
        QTest::newRow("encoded option name") << QStringLiteral("postgresql://a@h/db?pass%77ord=Zq9secret");
        QTest::newRow("encoded passfile") << QStringLiteral("postgresql://a@h/db?%70assfile=Zq9secret");
        QTest::newRow("password option among others")
            << QStringLiteral("postgresql://a@h/db?sslmode=require&PASSWORD=Zq9secret");
        QTest::newRow("bad option after a password") << QStringLiteral("postgresql://a:Zq9secret@h/db?bogus=1");
    }
    void noRefusalEchoesASecret() {
        QFETCH(QString, text);
        const auto loc = DatabaseLocation::parse(text);
        QVERIFY2(!loc.ok(), qPrintable(text));
        QCOMPARE(loc.error().code, ErrorCode::InvalidArgument);
        const QString all = loc.error().message + u'\n' + loc.error().detail;
        QVERIFY2(!all.contains(QLatin1String("Zq9")), qPrintable(all));
        QVERIFY2(!all.contains(QLatin1String("secret"), Qt::CaseInsensitive), qPrintable(all));
    }
    // The user name alone stays in the detail, so the analyst can tell which address was meant.
    void theDetailKeepsTheUserName() {
        const auto loc = DatabaseLocation::parse(QStringLiteral("postgresql://alice:Zq9secret@h:99999/db"));
        QVERIFY(!loc.ok());
        QVERIFY2(loc.error().detail.contains(QLatin1String("alice:***@h")), qPrintable(loc.error().detail));
    }

    void aHostWithoutUserIsNoPassword() {
        const auto loc = DatabaseLocation::parse(QStringLiteral("postgresql://db.example.test:5432/tierbench"));
        QVERIFY2(loc.ok(), qPrintable(loc ? QString() : loc.error().toString()));
        QCOMPARE(loc->port(), 5432);
        QVERIFY(loc->user().isEmpty());
    }
    // The connection dialog's fields become an address that parses back into the same parts; a CA file name with
    // spaces and URL delimiters survives.
    void theDialogsPartsMakeAnAddress() {
        const QString ca = QStringLiteral("/etc/ssl/team ca&v=2#1.pem");
        const QString url =
            DatabaseLocation::serverUrl(QStringLiteral("alice"), QStringLiteral("db.example.test"), 6543,
                                        QStringLiteral("tierbench"), QStringLiteral("verify-full"), ca);
        const auto loc = DatabaseLocation::parse(url);
        QVERIFY2(loc.ok(), qPrintable(url + (loc ? QString() : loc.error().toString())));
        QCOMPARE(loc->user(), QStringLiteral("alice"));
        QCOMPARE(loc->host(), QStringLiteral("db.example.test"));
        QCOMPARE(loc->port(), 6543);
        QCOMPARE(loc->database(), QStringLiteral("tierbench"));
        QCOMPARE(loc->option(QStringLiteral("sslmode")), QStringLiteral("verify-full"));
        QCOMPARE(loc->option(QStringLiteral("sslrootcert")), ca);
        QCOMPARE(loc->secretKey(), QStringLiteral("alice@db.example.test:6543/tierbench"));
        const auto service = DatabaseLocation::parse(QStringLiteral("pgservice:teamdb"));
        QVERIFY(service.ok());
        QCOMPARE(service->serviceName(), QStringLiteral("teamdb"));
        QCOMPARE(service->secretKey(), QStringLiteral("service:teamdb"));
    }

    // A password handed over in memory reaches the driver and nothing this class writes out.
    void anInMemoryPasswordReachesOnlyTheDriver() {
        auto loc = DatabaseLocation::parse(QStringLiteral("postgresql://a@127.0.0.1:5433/x?sslmode=require"));
        QVERIFY(loc.ok());
        const QString secret = QStringLiteral("Zebra-Kiwi-4711");
        loc->setPassword(secret);
        QVERIFY(loc->hasPassword());
        QVERIFY(!loc->display().contains(secret));
        QVERIFY(!loc->connectOptions().contains(secret));
        QVERIFY(!loc->secretKey().contains(secret));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("apply-secret"));
        loc->applyTo(db);
        QCOMPARE(db.password(), secret);
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("apply-secret"));
    }
};

QTEST_GUILESS_MAIN(tst_DatabaseLocation)
#include "tst_DatabaseLocation.moc"
