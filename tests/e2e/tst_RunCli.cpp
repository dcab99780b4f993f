// tierbench-cli run against a real sshd: host-key refusal and acceptance exit codes, a recipe run into the
// database with --json, a failing recipe's exit code, SIGINT cancelling the run and killing the remote group.
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

class TestRunCli : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        QByteArray out, err;
    };
    Run cli(const QStringList& args) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        p.setProcessEnvironment(env);
        p.start(m_binary, QStringList{QStringLiteral("--db"), m_db} + args);
        Run r;
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }
    QStringList common(const QString& knownHosts) const {
        return {QStringLiteral("run"),
                QStringLiteral("--provider"),
                m_provider,
                QStringLiteral("--target"),
                QStringLiteral("%1@127.0.0.1:%2").arg(tb::test::SshdFixture::testUser()).arg(m_sshd.port()),
                QStringLiteral("--identity"),
                m_sshd.userKey(),
                QStringLiteral("--known-hosts"),
                knownHosts,
                QStringLiteral("--recipes"),
                m_recipes};
    }

    QString knownHostsWithTheKey() {
        const QString kh = m_tmp.filePath(QStringLiteral("kh_ok"));
        QFile f(kh);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(m_sshd.knownHostsLine().toUtf8() + '\n');
        }
        return kh;
    }

    tb::test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    QString m_binary, m_db, m_provider, m_recipes;

private slots:
    void initTestCase() {
        m_binary = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary + QStringLiteral(" is not built")));
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        m_db = m_tmp.filePath(QStringLiteral("run.sqlite"));
        const Run providers = cli({QStringLiteral("providers"), QStringLiteral("--json")});
        QCOMPARE(providers.code, 0);
        const QJsonDocument doc = QJsonDocument::fromJson(providers.out);
        const QJsonArray list = doc.isArray() ? doc.array() : doc.object().value(QStringLiteral("providers")).toArray();
        QVERIFY(!list.isEmpty());
        m_provider = list.first().toObject().value(QStringLiteral("name")).toString();
        QVERIFY(!m_provider.isEmpty());
        m_recipes = m_tmp.filePath(QStringLiteral("recipes.json"));
        QFile f(m_recipes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"json({"version":1,"recipes":[
          {"name":"quick","checkItem":"storage.container_pull","timeoutS":60,
           "variants":[{"requires":"sleep","commands":[["sleep","0.2"]]}],
           "thresholds":{"platinum":10,"gold":60,"silver":240,"bronze":null}},
          {"name":"broken","timeoutS":60,"variants":[{"commands":[["sh","-c","exit 3"]]}]},
          {"name":"slow","timeoutS":600,"variants":[{"commands":[["sh","-c","echo started; sleep 300"]]}]},
          {"name":"drops","timeoutS":600,"variants":[{"commands":[["sh","-c",
           "printf '{\"tb\":1,\"type\":\"sample\",\"metric\":\"m\",\"value\":%s,\"unit\":\"s\"}\\n' 1 2; echo started; sleep 301"]]}]}]})json");
    }

    void unknownHostKeyRefusedThenAccepted() {
        const QString kh = m_tmp.filePath(QStringLiteral("kh_fresh"));
        const Run refused = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick"));
        QCOMPARE(refused.code, 10);  // HostKeyRefused
        QVERIFY(refused.err.contains("SHA256:"));
        const Run accepted = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                            << QStringLiteral("--accept-new-host-key") << QStringLiteral("--json"));
        QVERIFY2(accepted.code == 0, accepted.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(accepted.out).object();
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        QVERIFY(o.value(QStringLiteral("run_id")).toInteger() > 0);
        const QJsonArray samples = o.value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 1);
        QCOMPARE(samples[0].toObject().value(QStringLiteral("metric")).toString(),
                 QStringLiteral("recipe.quick.seconds"));
        QCOMPARE(samples[0].toObject().value(QStringLiteral("tier")).toString(), QStringLiteral("platinum"));
    }

    void changedHostKeyRefused() {
        const QString kh = m_tmp.filePath(QStringLiteral("kh_changed"));
        QFile f(kh);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_sshd.wrongKnownHostsLine().toUtf8() + '\n');
        f.close();
        const Run r = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                     << QStringLiteral("--accept-new-host-key"));
        QVERIFY2(r.code == 10, r.err.constData());
        QVERIFY(r.err.contains("line 1"));
    }

    void failingRecipeIsProbeFailed() {
        const QString kh = knownHostsWithTheKey();
        const Run r =
            cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("broken") << QStringLiteral("--json"));
        QCOMPARE(r.code, 13);  // ProbeFailed
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("status")).toString(),
                 QStringLiteral("failed"));
        const Run t = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("slow")
                                     << QStringLiteral("--timeout") << QStringLiteral("2"));
        QCOMPARE(t.code, 14);  // TimedOut
    }

    void sigintCancels() {
        const QString kh = knownHostsWithTheKey();
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));  // as in cli(): the key file logs in, not a stray agent
        p.setProcessEnvironment(env);
        p.start(m_binary, QStringList{QStringLiteral("--db"), m_db} + common(kh)
                              << QStringLiteral("--recipe") << QStringLiteral("slow"));
        QVERIFY(p.waitForStarted());
        // Output accumulates: a line may arrive in pieces, and readAll() drains what it has read.
        QByteArray out;
        QTRY_VERIFY2_WITH_TIMEOUT(
            (out += p.readAllStandardOutput()).contains("started") || p.state() != QProcess::Running,
            qPrintable(QString::fromLocal8Bit(out + p.readAllStandardError())), 60000);
        // processId() is 0 once the process has ended, and kill(0, ...) would signal our own process group (ctest
        // included): only signal a process that is still running.
        QVERIFY2(p.state() == QProcess::Running && p.processId() > 0,
                 qPrintable(QStringLiteral("exit %1: ").arg(p.exitCode()) +
                            QString::fromLocal8Bit(out + p.readAllStandardError())));
        // The sshd is on this machine, so the test user's remote processes are visible here.
        auto remoteSleeps = [] {
            QProcess pgrep;
            pgrep.start(QStringLiteral("pgrep"), {QStringLiteral("-u"), tb::test::SshdFixture::testUser(),
                                                  QStringLiteral("-f"), QStringLiteral("sleep 300")});
            pgrep.waitForFinished();
            return pgrep.readAllStandardOutput().trimmed();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!remoteSleeps().isEmpty(), 15000);  // the pattern does find the run
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        out += p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 15);  // Cancelled
        // After the cancel the remote group is gone.
        QTRY_VERIFY2_WITH_TIMEOUT(remoteSleeps().isEmpty(), qPrintable(QString::fromLocal8Bit(remoteSleeps())), 15000);
    }

    void droppedConnectionIsInterrupted() {
        // The node's sshd session dies mid-run: the CLI ends with "unreachable", the run is kept as interrupted
        // with the samples that arrived, and the message says how to go on.
        const QString kh = knownHostsWithTheKey();
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        p.setProcessEnvironment(env);
        p.start(m_binary, QStringList{QStringLiteral("--db"), m_db} + common(kh)
                              << QStringLiteral("--recipe") << QStringLiteral("drops"));
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QTRY_VERIFY2_WITH_TIMEOUT(
            (out += p.readAllStandardOutput()).contains("started") || p.state() != QProcess::Running,
            qPrintable(QString::fromLocal8Bit(out + p.readAllStandardError())), 60000);
        QVERIFY(p.state() == QProcess::Running);
        // Kill only once the command runs on the node...
        auto remoteSleeps = [] {
            QProcess pgrep;
            pgrep.start(QStringLiteral("pgrep"), {QStringLiteral("-u"), tb::test::SshdFixture::testUser(),
                                                  QStringLiteral("-f"), QStringLiteral("sleep 301")});
            pgrep.waitForFinished();
            return pgrep.readAllStandardOutput().trimmed();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!remoteSleeps().isEmpty(), 15000);
        // ...and both samples were received and printed ("  m = 2 s").
        QTRY_VERIFY2_WITH_TIMEOUT((out += p.readAllStandardOutput()).contains("m = 2 s"), out.constData(), 15000);
        const QList<qint64> sessions = m_sshd.sessionPids();
        QVERIFY(!sessions.isEmpty());
        for (qint64 pid : sessions) {
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        }
        QVERIFY(p.waitForFinished(30000));
        out += p.readAllStandardOutput();
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitCode(), 12);  // Unreachable
        QVERIFY2(out.contains(": interrupted"), out.constData());
        QVERIFY2(err.contains("run the same command again to reconnect"), err.constData());
        QVERIFY2(err.contains("2 sample"), err.constData());
        // The store agrees.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(m_db);
        QVERIFY(db.open());
        {
            QSqlQuery q(db);
            QVERIFY(
                q.exec(QStringLiteral("SELECT r.status, (SELECT count(*) FROM sample s WHERE s.run_id = r.id) "
                                      "FROM probe_run r ORDER BY r.id DESC LIMIT 1")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("interrupted"));
            QCOMPARE(q.value(1).toInt(), 2);
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
    }

    void cleanupTestCase() { m_sshd.stop(); }
};

QTEST_GUILESS_MAIN(TestRunCli)
#include "tst_RunCli.moc"
