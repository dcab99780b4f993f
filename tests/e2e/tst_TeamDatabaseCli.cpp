// tierbench-cli against a team database on a real PostgreSQL server (tests/support/PgTestServer): the address
// forms, the documented exit codes of its faults, and that the password libpq reads from the pgpass file shows up
// in no output and no file the CLI writes (settings, data folder).
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QtTest>

using tb::test::PgTestServer;

class tst_TeamDatabaseCli : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    QString m_binary;
    PgTestServer* m_server = nullptr;
    QTemporaryDir m_home;
    QProcessEnvironment m_env;

    Run cli(const QStringList& args) {
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(m_binary, args);
        Run r;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

private slots:
    void initTestCase() {
        m_binary = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary + QStringLiteral(" is not built")));
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        // PgTestServer set PGPASSFILE for this process; the CLI inherits it, and its own files go to a fresh home.
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.remove(QStringLiteral("TIERBENCH_DB"));
        m_env.insert(QStringLiteral("HOME"), m_home.path());
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    }

    void opensATeamDatabaseAndLeaksNoPassword() {
        QString why;
        const QString url = m_server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        const Run providers = cli({QStringLiteral("--db"), url, QStringLiteral("providers"), QStringLiteral("--json")});
        QVERIFY2(providers.code == 0, providers.err.constData());
        // A team database starts empty (no demo), with the shipped rubric installed.
        QCOMPARE(QJsonDocument::fromJson(providers.out).array().size(), 0);
        const Run rubric = cli({QStringLiteral("--db"), url, QStringLiteral("rubric"), QStringLiteral("--json")});
        QVERIFY2(rubric.code == 0, rubric.err.constData());
        QVERIFY(rubric.out.contains("Security"));
        const Run bad =
            cli({QStringLiteral("--db"), m_server->urlFor(QStringLiteral("missing_db")), QStringLiteral("providers")});
        QCOMPARE(bad.code, 4);

        const QByteArray password = m_server->password().toUtf8();
        for (const Run& r : {providers, rubric, bad}) {
            QVERIFY(!r.out.contains(password));
            QVERIFY(!r.err.contains(password));
        }
        QDirIterator files(m_home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile f(files.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(password), qPrintable(f.fileName()));
        }
    }

    void faultsHaveTheirExitCodes() {
        // A password in the address is refused before anything connects, and not repeated.
        const Run withPassword =
            cli({QStringLiteral("--db"),
                 QStringLiteral("postgresql://postgres:hunter2@127.0.0.1:%1/x").arg(m_server->port()),
                 QStringLiteral("providers")});
        QCOMPARE(withPassword.code, 5);
        QVERIFY(withPassword.err.contains("pgpass"));
        QVERIFY(!withPassword.err.contains("hunter2"));
        const Run badMode = cli({QStringLiteral("--db"), QStringLiteral("postgresql://a@127.0.0.1/x?sslmode=maybe"),
                                 QStringLiteral("providers")});
        QCOMPARE(badMode.code, 5);
        QVERIFY(badMode.err.contains("sslmode"));
        // Nobody listens on port 1 of the loopback: refused at once.
        const Run unreachable = cli({QStringLiteral("--db"), QStringLiteral("postgresql://postgres@127.0.0.1:1/x"),
                                     QStringLiteral("providers")});
        QCOMPARE(unreachable.code, 4);
        QVERIFY2(unreachable.err.contains("Could not connect"), unreachable.err.constData());
    }

    // Two analysts' scripts (issue 16.4): both read version 1 (`row_version` of --json), alice saves first; bob's
    // edit naming version 1 is refused with exit 21 and alice's name, and nothing of his is saved.
    void aStaleEditIsRefusedWithItsOwnExitCode() {
        QString why;
        const QString url = m_server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        const QProcessEnvironment bobEnv = m_env;
        QTemporaryDir aliceConfig;
        QDir().mkpath(aliceConfig.filePath(QStringLiteral("Tierbench")));
        QFile conf(aliceConfig.filePath(QStringLiteral("Tierbench/Tierbench.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[analyst]\nreviewerName=alice\n");
        conf.close();
        const auto asAlice = [&](const QStringList& args) {
            m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), aliceConfig.path());
            const Run r = cli(args);
            m_env = bobEnv;
            return r;
        };
        const QString db = QStringLiteral("--db");
        const Run added = cli({db, url, QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"),
                               QStringLiteral("Shared Cloud"), QStringLiteral("--json")});
        QVERIFY2(added.code == 0, added.err.constData());
        QCOMPARE(QJsonDocument::fromJson(added.out).object().value(QStringLiteral("row_version")).toInt(), 1);
        const Run alice =
            asAlice({db, url, QStringLiteral("providers"), QStringLiteral("edit"), QStringLiteral("--name"),
                     QStringLiteral("Shared Cloud"), QStringLiteral("--notes"), QStringLiteral("alice's"),
                     QStringLiteral("--if-version"), QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(alice.code == 0, alice.err.constData());
        QCOMPARE(QJsonDocument::fromJson(alice.out).object().value(QStringLiteral("row_version")).toInt(), 2);
        const Run bob = cli({db, url, QStringLiteral("providers"), QStringLiteral("edit"), QStringLiteral("--name"),
                             QStringLiteral("Shared Cloud"), QStringLiteral("--notes"), QStringLiteral("bob's"),
                             QStringLiteral("--if-version"), QStringLiteral("1")});
        QCOMPARE(bob.code, 21);
        QVERIFY2(bob.err.contains("alice") && bob.err.contains("version 2"), bob.err.constData());
        QCOMPARE(m_server->psql(url.section(u'/', -1), QStringLiteral("SELECT notes FROM provider")).trimmed(),
                 QStringLiteral("alice's"));

        // The evaluation editor's CLI likewise.
        const Run started = cli({db, url, QStringLiteral("evaluations"), QStringLiteral("add"),
                                 QStringLiteral("--provider"), QStringLiteral("Shared Cloud"),
                                 QStringLiteral("--title"), QStringLiteral("Round 1"), QStringLiteral("--json")});
        QVERIFY2(started.code == 0, started.err.constData());
        const QJsonObject evaluation = QJsonDocument::fromJson(started.out).object();
        const QString id = QString::number(evaluation.value(QStringLiteral("id")).toInteger());
        const QString read = QString::number(evaluation.value(QStringLiteral("row_version")).toInteger());
        QVERIFY(read.toInt() >= 1);
        const Run aliceEdit =
            asAlice({db, url, QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"), id,
                     QStringLiteral("--title"), QStringLiteral("alice's title"), QStringLiteral("--if-version"), read});
        QVERIFY2(aliceEdit.code == 0, aliceEdit.err.constData());
        const Run bobEdit =
            cli({db, url, QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"), id,
                 QStringLiteral("--title"), QStringLiteral("bob's title"), QStringLiteral("--if-version"), read});
        QCOMPARE(bobEdit.code, 21);
        QVERIFY2(bobEdit.err.contains("alice"), bobEdit.err.constData());
        QCOMPARE(m_server->psql(url.section(u'/', -1), QStringLiteral("SELECT title FROM evaluation")).trimmed(),
                 QStringLiteral("alice's title"));
        // Without --if-version the edit reads and writes in one transaction: nothing to refuse.
        const Run plain = cli({db, url, QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"),
                               id, QStringLiteral("--title"), QStringLiteral("bob's title")});
        QVERIFY2(plain.code == 0, plain.err.constData());
        const Run bad = cli({db, url, QStringLiteral("evaluations"), QStringLiteral("edit"), QStringLiteral("--id"), id,
                             QStringLiteral("--if-version"), QStringLiteral("soon")});
        QCOMPARE(bad.code, 2);
    }

    // Two workbench processes (two tierbench-cli runs, each its own connection) edit the same checklist verdict:
    // both read its version, alice saves first, bob's save naming the version he read is refused with exit 21 and
    // alice's name; nothing of his lands. The cluster editor's command likewise (`cluster add` of an existing
    // cluster is its edit).
    void twoProcessesEditingOneVerdictOneWinsTheOtherIsTold() {
        QString why;
        const QString url = m_server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        const QProcessEnvironment bobEnv = m_env;
        QTemporaryDir aliceConfig;
        QDir().mkpath(aliceConfig.filePath(QStringLiteral("Tierbench")));
        QFile conf(aliceConfig.filePath(QStringLiteral("Tierbench/Tierbench.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[analyst]\nreviewerName=alice\n");
        conf.close();
        const auto asAlice = [&](const QStringList& args) {
            m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), aliceConfig.path());
            const Run r = cli(args);
            m_env = bobEnv;
            return r;
        };
        const QString db = QStringLiteral("--db");
        const QString provider = QStringLiteral("Verdict Cloud");
        QCOMPARE(
            cli({db, url, QStringLiteral("providers"), QStringLiteral("add"), QStringLiteral("--name"), provider}).code,
            0);
        QCOMPARE(cli({db, url, QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                      provider, QStringLiteral("--title"), QStringLiteral("Round 1")})
                     .code,
                 0);
        const QStringList verdict = {db,
                                     url,
                                     QStringLiteral("verdict"),
                                     QStringLiteral("set"),
                                     QStringLiteral("--provider"),
                                     provider,
                                     QStringLiteral("--item"),
                                     QStringLiteral("security.soc2")};
        const Run first = cli(
            verdict + QStringList{QStringLiteral("--verdict"), QStringLiteral("partial"), QStringLiteral("--json")});
        QVERIFY2(first.code == 0, first.err.constData());
        const qint64 read =
            QJsonDocument::fromJson(first.out).object().value(QStringLiteral("row_version")).toInteger();
        QVERIFY(read >= 1);
        const QString readText = QString::number(read);  // what both analysts' processes read
        const Run alice =
            asAlice(verdict + QStringList{QStringLiteral("--verdict"), QStringLiteral("pass"),
                                          QStringLiteral("--evidence"), QStringLiteral("alice saw it"),
                                          QStringLiteral("--if-version"), readText, QStringLiteral("--json")});
        QVERIFY2(alice.code == 0, alice.err.constData());
        QCOMPARE(QJsonDocument::fromJson(alice.out).object().value(QStringLiteral("row_version")).toInteger(),
                 read + 1);
        const Run bob =
            cli(verdict + QStringList{QStringLiteral("--verdict"), QStringLiteral("fail"), QStringLiteral("--evidence"),
                                      QStringLiteral("bob disagrees"), QStringLiteral("--if-version"), readText});
        QCOMPARE(bob.code, 21);
        QVERIFY2(bob.err.contains("alice"), bob.err.constData());
        const QString name = url.section(u'/', -1);
        QCOMPARE(m_server
                     ->psql(name, QStringLiteral("SELECT v.verdict || ' ' || v.evidence FROM verdict v JOIN "
                                                 "check_item c ON c.id = v.check_item_id WHERE c.key = "
                                                 "'security.soc2'"))
                     .trimmed(),
                 QStringLiteral("pass alice saw it"));

        // The cluster's settings.
        const QStringList cluster = {db,
                                     url,
                                     QStringLiteral("cluster"),
                                     QStringLiteral("add"),
                                     QStringLiteral("--provider"),
                                     provider,
                                     QStringLiteral("--name"),
                                     QStringLiteral("slurm-a"),
                                     QStringLiteral("--login"),
                                     QStringLiteral("ops@login.example.net")};
        const Run made =
            cli(cluster + QStringList{QStringLiteral("--partition"), QStringLiteral("gpu"), QStringLiteral("--json")});
        QVERIFY2(made.code == 0, made.err.constData());
        const QString clusterRead = QString::number(
            QJsonDocument::fromJson(made.out).object().value(QStringLiteral("row_version")).toInteger());
        QVERIFY(clusterRead.toInt() >= 1);
        const Run aliceCluster = asAlice(cluster + QStringList{QStringLiteral("--partition"), QStringLiteral("alices"),
                                                               QStringLiteral("--if-version"), clusterRead});
        QVERIFY2(aliceCluster.code == 0, aliceCluster.err.constData());
        const Run bobCluster = cli(cluster + QStringList{QStringLiteral("--partition"), QStringLiteral("bobs"),
                                                         QStringLiteral("--if-version"), clusterRead});
        QCOMPARE(bobCluster.code, 21);
        QVERIFY2(bobCluster.err.contains("alice"), bobCluster.err.constData());
        QCOMPARE(m_server->psql(name, QStringLiteral("SELECT partition_name FROM cluster")).trimmed(),
                 QStringLiteral("alices"));
        // --if-version names a cluster to change: on a new name it is a mistake, not an add.
        const QStringList fresh = {db,
                                   url,
                                   QStringLiteral("cluster"),
                                   QStringLiteral("add"),
                                   QStringLiteral("--provider"),
                                   provider,
                                   QStringLiteral("--name"),
                                   QStringLiteral("slurm-b"),
                                   QStringLiteral("--login"),
                                   QStringLiteral("ops@login-b.example.net"),
                                   QStringLiteral("--if-version"),
                                   QStringLiteral("1")};
        QVERIFY(cli(fresh).code != 0);
    }

    // An analyst's file into a new team database and the team database out into one file, through the CLI.
    void dbCopyMovesAFileInAndOut() {
        QString why;
        const QString url = m_server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        const QString demo = m_home.filePath(QStringLiteral("mine.tierbench"));
        const Run mine = cli({QStringLiteral("--db"), demo, QStringLiteral("providers"), QStringLiteral("--json")});
        QVERIFY2(mine.code == 0, mine.err.constData());
        const auto providers = QJsonDocument::fromJson(mine.out).array().size();
        QVERIFY(providers > 0);

        const Run in = cli({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"), demo,
                            QStringLiteral("--to"), url, QStringLiteral("--json")});
        QVERIFY2(in.code == 0, in.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(in.out).object();
        QCOMPARE(report.value(QStringLiteral("verified")).toBool(), true);
        QVERIFY(report.value(QStringLiteral("rows")).toDouble() > providers);
        const Run team = cli({QStringLiteral("--db"), url, QStringLiteral("providers"), QStringLiteral("--json")});
        QVERIFY2(team.code == 0, team.err.constData());
        QCOMPARE(QJsonDocument::fromJson(team.out).array().size(), providers);

        // Not twice: the team database holds data now (exit 4, nothing changed).
        const Run again = cli({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"), demo,
                               QStringLiteral("--to"), url});
        QCOMPARE(again.code, 4);
        QVERIFY2(again.err.contains("already holds data"), again.err.constData());

        const QString archive = m_home.filePath(QStringLiteral("archive.tierbench"));
        const Run out = cli({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"), url,
                             QStringLiteral("--to"), archive});
        QVERIFY2(out.code == 0, out.err.constData());
        QVERIFY2(out.out.contains("every table's rows and digest match"), out.out.constData());
        const Run archived =
            cli({QStringLiteral("--db"), archive, QStringLiteral("providers"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(archived.out).array().size(), providers);

        // A source that is not there is not made up (no demo database): exit 3, and no file appears.
        const QString missing = m_home.filePath(QStringLiteral("missing.tierbench"));
        const Run none = cli({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"), missing,
                              QStringLiteral("--to"), m_home.filePath(QStringLiteral("x.tierbench"))});
        QCOMPARE(none.code, 3);
        QVERIFY(!QFileInfo::exists(missing));
        QVERIFY(!QFileInfo::exists(m_home.filePath(QStringLiteral("x.tierbench"))));
    }
};

QTEST_GUILESS_MAIN(tst_TeamDatabaseCli)
#include "tst_TeamDatabaseCli.moc"
