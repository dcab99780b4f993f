// The store on a real PostgreSQL server (tests/support/PgTestServer): migrations with their version table and
// advisory lock, UTC sessions, ids from RETURNING, transactions, the faults of connecting, and that the password
// libpq reads from the pgpass file reaches neither the database nor a log.
#include "core/store/DatabaseLocation.h"
#include "core/store/Migrator.h"
#include "core/store/ProviderRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/Schema14Seed.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <vector>

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

Provider named(const QString& name) {
    Provider p;
    p.name = name;
    return p;
}
}  // namespace

class tst_PgStore : public QObject {
    Q_OBJECT

    PgTestServer* m_server = nullptr;

    QString freshDatabase() {
        QString why;
        const QString url = m_server->createDatabase(&why);
        if (url.isEmpty()) {
            qWarning() << why;
        }
        return url;
    }

private slots:
    void initTestCase() {
        g_previous = qInstallMessageHandler(captureMessages);
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
    }

    void opensMigratesAndRecordsTheVersion() {
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        auto store = Store::open(url);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        QVERIFY((*store)->isPostgreSql());
        QCOMPARE((*store)->openInfo().schemaBefore, 0);
        QCOMPARE((*store)->openInfo().schemaAfter, Migrator::latestVersion());
        const auto facts = TB_DB(*store, [&] {
            QStringList out;
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*), max(version) FROM schema_version"));
            q.next();
            out << q.value(0).toString() << q.value(1).toString();
            q.exec(QStringLiteral("SHOW TimeZone"));
            q.next();
            out << q.value(0).toString();
            q.exec(QStringLiteral("SELECT count(*) FROM rubric_version"));
            q.next();
            out << q.value(0).toString();
            return out;
        }());
        QCOMPARE(facts.at(0), QStringLiteral("1"));
        QCOMPARE(facts.at(1), QString::number(Migrator::latestVersion()));
        QCOMPARE(facts.at(2), QStringLiteral("UTC"));
        QVERIFY2(facts.at(3).toInt() > 0, "the shipped rubrics are installed");
        store->reset();

        auto again = Store::open(url);
        QVERIFY2(again.ok(), qPrintable(again ? QString() : again.error().toString()));
        QCOMPARE((*again)->openInfo().schemaBefore, Migrator::latestVersion());
        QCOMPARE((*again)->openInfo().schemaAfter, Migrator::latestVersion());
    }

    // Several workbenches starting at once against a new database: the advisory lock lets one migrate each step,
    // the others find it done. Without the lock they collide (duplicate tables) and some fail to open.
    void workbenchesStartingAtOnceMigrateOnce() {
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        std::vector<QFuture<Result<std::shared_ptr<Store>>>> opening;
        for (int i = 0; i < 4; ++i) {
            opening.push_back(Store::openAsync(url));
        }
        std::vector<std::shared_ptr<Store>> stores;
        for (auto& f : opening) {
            auto opened = f.result();
            QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().toString()));
            QCOMPARE((*opened)->openInfo().schemaAfter, Migrator::latestVersion());
            stores.push_back(*opened);
        }
        const auto rows = TB_DB(stores.front(), [&] {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*), max(version) FROM schema_version"));
            q.next();
            return std::pair{q.value(0).toInt(), q.value(1).toInt()};
        }());
        QCOMPARE(rows.first, 1);
        QCOMPARE(rows.second, Migrator::latestVersion());
        // The shipped rubric went in once, not once per workbench.
        const int rubrics = TB_DB(stores.back(), [&] {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*) - count(DISTINCT version) FROM rubric_version"));
            return q.next() ? q.value(0).toInt() : -1;
        }());
        QCOMPARE(rubrics, 0);
    }

    void idsComeFromReturningAndTimesAreUtcText() {
        auto store = Store::open(freshDatabase());
        QVERIFY(store.ok());
        const auto a =
            TB_DB(*store, ProviderRepository(db).add(named(QStringLiteral("Alpha Cloud")), QStringLiteral("t")));
        const auto b =
            TB_DB(*store, ProviderRepository(db).add(named(QStringLiteral("Beta Cloud")), QStringLiteral("t")));
        QVERIFY2(a.ok(), qPrintable(a ? QString() : a.error().toString()));
        QVERIFY(b.ok());
        QVERIFY(*b > *a);
        const QString created = TB_DB(*store, [&] {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT created_at FROM provider WHERE id = ?"));
            q.addBindValue(*a);
            q.exec();
            return q.next() ? q.value(0).toString() : QString();
        }());
        static const QRegularExpression iso(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"));
        QVERIFY2(iso.match(created).hasMatch(), qPrintable(created));
        const QDateTime when = QDateTime::fromString(created, Qt::ISODate);
        QVERIFY(qAbs(when.secsTo(QDateTime::currentDateTimeUtc())) < 600);
    }

    // Issue 38.4: a NUL in a text is refused the same way on both engines, saying so, and changes nothing (before,
    // PostgreSQL answered with a raw error echoing the row and SQLite kept the text or cut it at the NUL).
    void aNulIsRefusedTheSameOnBothEngines() {
        QTemporaryDir dir;
        for (const QString& where : {dir.filePath(QStringLiteral("nul.sqlite")), freshDatabase()}) {
            auto store = Store::open(where);
            QVERIFY2(store.ok(), qPrintable(where));
            const auto id =
                TB_DB(*store, ProviderRepository(db).add(named(QStringLiteral("Nul Cloud")), QStringLiteral("t")));
            QVERIFY(id.ok());
            auto p = TB_DB(*store, ProviderRepository(db).get(*id));
            QVERIFY(p.ok());
            Provider edited = *p;
            edited.notes = QStringLiteral("before") + QChar(0) + QStringLiteral("after");
            const auto st = TB_DB(*store, ProviderRepository(db).update(edited, QStringLiteral("t")));
            QVERIFY(!st.ok());
            QCOMPARE(st.error().code, ErrorCode::InvalidArgument);
            QVERIFY2(st.error().toString().contains(QLatin1String("NUL character")), qPrintable(st.error().toString()));
            QVERIFY(!st.error().toString().contains(QLatin1String("before")));  // the row's values are not echoed
            const auto after = TB_DB(*store, ProviderRepository(db).get(*id));
            QVERIFY(after.ok());
            QCOMPARE(after->notes, p->notes);
        }
    }

    void nestedTransactionsCommitAndRollBackOnPostgreSql() {
        auto store = Store::open(freshDatabase());
        QVERIFY(store.ok());
        const auto names = TB_DB(*store, [&] {
            {
                Transaction outer(db);
                QSqlQuery(db).exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Kept')"));
                {
                    Transaction inner(db);
                    QSqlQuery(db).exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Undone')"));
                    inner.rollback();
                }
                // A failing statement inside a savepoint does not poison the outer transaction.
                {
                    Transaction inner(db);
                    QSqlQuery(db).exec(QStringLiteral("INSERT INTO provider (name) VALUES ('')"));
                }
                (void)outer.commit();
            }
            {
                Transaction dropped(db);
                QSqlQuery(db).exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Never')"));
            }
            QStringList out;
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT name FROM provider ORDER BY name"));
            while (q.next()) {
                out << q.value(0).toString();
            }
            return out;
        }());
        QCOMPARE(names, QStringList{QStringLiteral("Kept")});
    }

    // Schema 15 (the 3.0 tier model) on the real server: a database left at 14 with a 2.0 evaluation and its tier
    // keeps them, and its tier checks take participation_ribbon afterwards (the constraints were replaced in place).
    void schema15KeepsTwoPointOhEvaluations() {
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        auto location = DatabaseLocation::parse(url);
        QVERIFY2(location.ok(), qPrintable(location ? QString() : location.error().toString()));
        const QString name = QStringLiteral("pg-schema14");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            location->applyTo(db);
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            auto outcome = Migrator(db, url).migrate(14);
            QVERIFY2(outcome.ok(), qPrintable(outcome ? QString() : outcome.error().toString()));
            QCOMPARE(tb::test::Schema14Seed::write(db), QString());
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        {
            auto store = Store::open(url);
            QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
            QCOMPARE((*store)->openInfo().schemaBefore, 14);
            QCOMPARE((*store)->openInfo().schemaAfter, Migrator::latestVersion());
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            location->applyTo(db);
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            QCOMPARE(tb::test::Schema14Seed::checkMigrated(db), QString());
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    void aSchemaNewerThanTheProgramIsRefused() {
        const QString url = freshDatabase();
        {
            auto store = Store::open(url);
            QVERIFY(store.ok());
        }
        QString error;
        m_server->psql(url.section(u'/', -1),
                       QStringLiteral("UPDATE schema_version SET version = %1").arg(Migrator::latestVersion() + 1),
                       &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        auto refused = Store::open(url);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::SchemaTooNew);
        QVERIFY2(refused.error().message.contains(QLatin1String("newer Tierbench")),
                 qPrintable(refused.error().toString()));
    }

    void aMissingDatabaseIsSaidSo() {
        auto refused = Store::open(m_server->urlFor(QStringLiteral("no_such_database")));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::Database);
        QVERIFY2(refused.error().toString().contains(QLatin1String("does not exist")),
                 qPrintable(refused.error().toString()));
    }

    // TLS (issue 16.2) against the server's self-signed certificate: sslmode=require is encrypted (the server's own
    // pg_stat_ssl says so; sslmode=disable, for contrast, is not), verify-full with the certificate's CA connects and
    // with another CA is refused with libpq's reason.
    void tlsIsHonoured() {
        if (!m_server->hasTls()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("openssl could not make the test server's certificate"));
        }
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        const QString encrypted = QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()");
        const auto sslOf = [&](const QString& address) -> QString {
            auto store = Store::open(address);
            if (!store) {
                return QStringLiteral("refused: ") + store.error().toString();
            }
            return TB_DB((*store), [&] {
                QSqlQuery q(db);
                return q.exec(encrypted) && q.next() ? q.value(0).toString() : q.lastError().text();
            }());
        };
        QCOMPARE(sslOf(url + QStringLiteral("?sslmode=require")), QStringLiteral("true"));
        QCOMPARE(sslOf(url + QStringLiteral("?sslmode=disable")), QStringLiteral("false"));
        QCOMPARE(sslOf(url + QStringLiteral("?sslmode=verify-full&sslrootcert=") + m_server->serverCertificate()),
                 QStringLiteral("true"));
        auto refused =
            Store::open(url + QStringLiteral("?sslmode=verify-full&sslrootcert=") + m_server->otherCertificate());
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().toString().contains(QLatin1String("certificate verify failed")),
                 qPrintable(refused.error().toString()));
    }

    void aWrongPasswordIsSaidSoAndNotRepeated() {
        QTemporaryDir dir;
        const QString wrongFile = dir.filePath(QStringLiteral("pgpass"));
        {
            QFile f(wrongFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("127.0.0.1:*:*:postgres:not-the-password-4711\n");
        }
        QFile::setPermissions(wrongFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        const QByteArray saved = qgetenv("PGPASSFILE");
        qputenv("PGPASSFILE", QFile::encodeName(wrongFile));
        auto refused = Store::open(freshDatabase());
        qputenv("PGPASSFILE", saved);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().toString().contains(QLatin1String("password authentication failed")),
                 qPrintable(refused.error().toString()));
        QVERIFY(!refused.error().toString().contains(QLatin1String("not-the-password-4711")));
    }

    // The password libpq read from the pgpass file is in no log line and nowhere in the database.
    void thePasswordReachesNeitherTheDatabaseNorTheLog() {
        const QString url = freshDatabase();
        {
            auto store = Store::open(url);
            QVERIFY(store.ok());
            const auto id = TB_DB(
                *store, ProviderRepository(db).add(named(QStringLiteral("Audited Cloud")), QStringLiteral("analyst")));
            QVERIFY(id.ok());
            (void)Store::open(m_server->urlFor(QStringLiteral("no_such_database")));  // an error is logged too
        }
        const QString password = m_server->password();
        QVERIFY(!password.isEmpty());
        {
            QMutexLocker lock(&g_logMutex);
            QVERIFY(!g_log.isEmpty());
            for (const QString& line : std::as_const(g_log)) {
                QVERIFY2(!line.contains(password), qPrintable(line));
            }
        }
        QProcess dump;
        dump.start(m_server->program(QStringLiteral("pg_dump")), {QStringLiteral("--dbname=") + url});
        QVERIFY(dump.waitForFinished(60000));
        const QByteArray sql = dump.readAllStandardOutput();
        QVERIFY2(dump.exitCode() == 0, dump.readAllStandardError().constData());
        QVERIFY(sql.contains("Audited Cloud"));
        QVERIFY(!sql.contains(password.toUtf8()));
    }
};

QTEST_GUILESS_MAIN(tst_PgStore)
#include "tst_PgStore.moc"
