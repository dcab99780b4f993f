// The roles of a team database (issue 16.3) on a real PostgreSQL server (tests/support/PgTestServer): the SQL
// `tierbench-cli db roles --print-sql` prints is run as written; the migration role creates the schema; two analysts'
// runtime roles write rows but no DDL, cannot move the schema version and cannot alter the audit log, whose
// session_user_name the server fills so that neither can write an entry under the other's name (the analyst name
// the client sends stays beside it); the reviewer reads and cannot write (a clear message, CLI exit 22). A copy of
// the team database into a file and back keeps every audit entry's login and verifies.
#include "core/store/DatabaseCopy.h"
#include "core/store/Migrator.h"
#include "core/store/ProviderRepository.h"
#include "core/store/SqlState.h"
#include "core/store/Store.h"
#include "core/store/TeamRoles.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"

#include <QFileInfo>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::PgTestServer;

namespace {
Provider named(const QString& name) {
    Provider p;
    p.name = name;
    return p;
}

// What one statement did, read on the storage thread and checked on the test thread.
struct Outcome {
    bool ok = false;
    QString value;     // the first column of the first row, when it returned one
    QString sqlState;  // the server's SQLSTATE when it failed
};

Outcome run(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    Outcome o;
    o.ok = q.exec(sql);
    if (!o.ok) {
        o.sqlState = q.lastError().nativeErrorCode();
        return o;
    }
    if (q.next()) {
        o.value = q.value(0).toString();
    }
    return o;
}
}  // namespace

class tst_PgRoles : public QObject {
    Q_OBJECT

    PgTestServer* m_server = nullptr;
    TeamRoles m_roles;
    QTemporaryDir m_dir;

    std::shared_ptr<Store> openAs(const QString& role) {
        auto store = Store::open(m_server->urlFor(m_roles.database, role));
        if (!store) {
            qWarning() << role << store.error().toString();
            return {};
        }
        return *store;
    }

private slots:
    void initTestCase() {
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        m_roles.database = QStringLiteral("tb_team");
        m_roles.owner = QStringLiteral("tb_owner");
        m_roles.analysts = {QStringLiteral("alice"), QStringLiteral("bob")};
        m_roles.reviewers = {QStringLiteral("rita")};
        QVERIFY(m_roles.validate().ok());
        // Step 1 as printed, by the superuser.
        QString error;
        m_server->psqlScript(QStringLiteral("postgres"), m_roles.setupSql(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString& role :
             {m_roles.owner, QStringLiteral("alice"), QStringLiteral("bob"), QStringLiteral("rita")}) {
            QVERIFY2(m_server->setLoginPassword(role, &error), qPrintable(error));
        }
        // Step 2: the migration role's first start creates the schema.
        {
            auto owner = openAs(m_roles.owner);
            QVERIFY(owner);
            QCOMPARE(m_server
                         ->psql(m_roles.database, QStringLiteral("SELECT tableowner FROM pg_tables WHERE "
                                                                 "tablename = 'provider'"))
                         .trimmed(),
                     m_roles.owner);
        }
        // Step 3 as printed.
        m_server->psqlScript(QStringLiteral("postgres"), m_roles.grantsSql(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void theAuditLogNamesTheLoginNotWhatTheClientSays() {
        auto alice = openAs(QStringLiteral("alice"));
        QVERIFY(alice);
        // The workbench sends the analyst name of its Preferences; here it claims to be bob.
        const qint64 id =
            TB_DB(alice, ProviderRepository(db).add(named(QStringLiteral("Alice Cloud")), QStringLiteral("bob")))
                .valueOr(0);
        QVERIFY(id > 0);
        const QString entry = QStringLiteral(
            "SELECT actor || '/' || session_user_name FROM audit_log WHERE entity = "
            "'provider' AND entity_id = %1 ORDER BY id DESC LIMIT 1");
        // actor: what the client said, kept beside it; session_user_name: what the server knows.
        QCOMPARE(TB_DB(alice, run(db, entry.arg(id))).value, QStringLiteral("bob/alice"));
        // Naming bob outright in the INSERT does not help either.
        const Outcome forged = TB_DB(
            alice, run(db, QStringLiteral("INSERT INTO audit_log (actor, entity, action, session_user_name) VALUES "
                                          "('bob', 'provider', 'update', 'bob') RETURNING session_user_name")));
        QVERIFY2(forged.ok, qPrintable(forged.sqlState));
        QCOMPARE(forged.value, QStringLiteral("alice"));

        auto bob = openAs(QStringLiteral("bob"));
        QVERIFY(bob);
        const qint64 bobs =
            TB_DB(bob, ProviderRepository(db).add(named(QStringLiteral("Bob Cloud")), QStringLiteral("bob")))
                .valueOr(0);
        QVERIFY(bobs > 0);
        QCOMPARE(TB_DB(bob, run(db, entry.arg(bobs))).value, QStringLiteral("bob/bob"));
    }

    void anAnalystWritesRowsButNoSchemaAndCannotAlterTheAuditLog() {
        auto alice = openAs(QStringLiteral("alice"));
        QVERIFY(alice);
        const QStringList refused = {
            QStringLiteral("UPDATE audit_log SET session_user_name = 'bob'"),
            QStringLiteral("DELETE FROM audit_log"),
            QStringLiteral("TRUNCATE audit_log"),
            QStringLiteral("UPDATE schema_version SET version = 99"),
            QStringLiteral("DELETE FROM schema_version"),
            QStringLiteral("ALTER TABLE provider ADD COLUMN sneaky INTEGER"),
            QStringLiteral("CREATE TABLE sneaky (x INTEGER)"),
            QStringLiteral("DROP TABLE provider"),
        };
        for (const QString& sql : refused) {
            const Outcome o = TB_DB(alice, run(db, sql));
            QVERIFY2(!o.ok, qPrintable(sql));
            // insufficient_privilege, or must-be-owner (also 42501)
            QVERIFY2(o.sqlState == QLatin1String("42501"), qPrintable(sql + QStringLiteral(": ") + o.sqlState));
        }
        QCOMPARE(m_server->psql(m_roles.database, QStringLiteral("SELECT max(version) FROM schema_version"))
                     .trimmed()
                     .toInt(),
                 Migrator::latestVersion());
        // Rows, yes: edit and delete a provider of her own.
        const Outcome edited = TB_DB(
            alice, run(db, QStringLiteral("UPDATE provider SET notes = 'x' WHERE name = 'Alice Cloud' RETURNING id")));
        QVERIFY2(edited.ok && !edited.value.isEmpty(), qPrintable(edited.sqlState));
    }

    void theReviewerReadsAndCannotWrite() {
        auto rita = openAs(QStringLiteral("rita"));
        QVERIFY(rita);
        const auto all = TB_DB(rita, ProviderRepository(db).list());
        QVERIFY2(all.ok(), qPrintable(all ? QString() : all.error().toString()));
        QVERIFY(all->size() >= 2);
        auto added =
            TB_DB(rita, ProviderRepository(db).add(named(QStringLiteral("Rita Cloud")), QStringLiteral("rita")));
        QVERIFY(!added);
        QVERIFY2(isPermissionDenied(added.error()), qPrintable(added.error().toString()));
        QVERIFY2(added.error().detail.contains(QLatin1String("read-only reviewer")), qPrintable(added.error().detail));

        // The CLI says so with its own exit code.
        const QString cli = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        if (!QFileInfo(cli).isExecutable()) {
            QSKIP("tierbench-cli is not built");
        }
        QTemporaryDir home;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        p.setProcessEnvironment(env);
        p.start(cli, {QStringLiteral("--db"), m_server->urlFor(m_roles.database, QStringLiteral("rita")),
                      QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"),
                      QStringLiteral("Rita Cloud")});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitCode(), 22);
        QVERIFY2(err.contains("read-only reviewer"), err.constData());
        QCOMPARE(m_server
                     ->psql(m_roles.database, QStringLiteral("SELECT count(*) FROM provider WHERE name = "
                                                             "'Rita Cloud'"))
                     .trimmed(),
                 QStringLiteral("0"));
    }

    // `db copy` of the team database into a file and back: the logins travel as they are, and both copies verify.
    void aCopyKeepsTheLoginsAndVerifies() {
        auto owner = openAs(m_roles.owner);
        QVERIFY(owner);
        auto file = Store::open(m_dir.filePath(QStringLiteral("archive.tierbench")));
        QVERIFY(file);
        auto out = DatabaseCopy::copy(*owner, **file, QStringLiteral("archivist"));
        QVERIFY2(out, qPrintable(out ? QString() : out.error().toString()));
        const Outcome logins =
            TB_DB(file.value(), run(db, QStringLiteral("SELECT group_concat(DISTINCT session_user_name) "
                                                       "FROM audit_log WHERE session_user_name IN "
                                                       "('alice', 'bob')")));
        QVERIFY(logins.ok);
        QVERIFY2(logins.value.contains(QLatin1String("alice")) && logins.value.contains(QLatin1String("bob")),
                 qPrintable(logins.value));
        QString why;
        const QString back = m_server->createDatabase(&why);
        QVERIFY2(!back.isEmpty(), qPrintable(why));
        auto restored = Store::open(back);
        QVERIFY(restored);
        auto in = DatabaseCopy::copy(**file, **restored, QStringLiteral("archivist"));
        QVERIFY2(in, qPrintable(in ? QString() : in.error().toString()));
    }
};

QTEST_GUILESS_MAIN(tst_PgRoles)
#include "tst_PgRoles.moc"
