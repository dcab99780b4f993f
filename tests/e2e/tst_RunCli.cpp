// tierbench-cli run against a real sshd: host-key refusal and acceptance exit codes, a recipe run into the
// database with --json, a failing recipe's exit code, SIGINT cancelling the run and killing the remote group.
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/TestDatabase.h"

#include <QDir>
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

    using Run = tb::test::CliRun;
    Run cli(const QStringList& args) {
        tb::test::CliRunner runner(m_binary);
        runner.environment().remove(QStringLiteral("SSH_AUTH_SOCK"));
        runner.setDatabase(m_db);
        runner.setTimeoutMs(120000);
        return runner.run(args);
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

    // One value from the file the CLI wrote (its own connection; the CLI is not running), or a statement.
    QVariant sql(const QString& statement) { return tb::test::peekSqlite(m_db, statement); }

    // The newest run's status, read from the file the CLI wrote (its own connection; the CLI has exited).
    QString lastRunStatus() {
        return sql(QStringLiteral("SELECT status FROM probe_run ORDER BY id DESC LIMIT 1")).toString();
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

    // Issue 13.5: the key a node was registered with is a second known_hosts. A fresh known_hosts with
    // --accept-new-host-key does not let a node with another key through; --rekey-node does, audited.
    void aNodeWithAnotherKeyThanRegisteredIsRefused() {
        const QString port = QString::number(m_sshd.port());
        const QString real =
            sql(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE port = %1").arg(port)).toString();
        QVERIFY2(real.startsWith(QStringLiteral("SHA256:")), qPrintable(real));  // registered by the runs above
        sql(QStringLiteral("UPDATE node SET host_key_fingerprint = 'SHA256:registeredWithAnotherKey' WHERE port = %1")
                .arg(port));
        const QString fresh = m_tmp.filePath(QStringLiteral("kh_fresh_again"));
        const Run refused = cli(common(fresh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                              << QStringLiteral("--accept-new-host-key"));
        QVERIFY2(refused.code == 10, refused.err.constData());
        QVERIFY2(refused.err.contains("SHA256:registeredWithAnotherKey") && refused.err.contains(real.toUtf8()),
                 refused.err.constData());
        QCOMPARE(sql(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE port = %1").arg(port)).toString(),
                 QStringLiteral("SHA256:registeredWithAnotherKey"));
        const Run rekeyed = cli(common(fresh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                              << QStringLiteral("--rekey-node"));
        QVERIFY2(rekeyed.code == 0, rekeyed.err.constData());
        QCOMPARE(sql(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE port = %1").arg(port)).toString(),
                 real);
        const QString audit =
            sql(QStringLiteral("SELECT before_json || ' -> ' || after_json FROM audit_log WHERE entity = 'node' AND "
                               "action = 'rekey' ORDER BY id DESC LIMIT 1"))
                .toString();
        QVERIFY2(audit.contains(QStringLiteral("registeredWithAnotherKey")) && audit.contains(real), qPrintable(audit));
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

    // SIGINT, SIGTERM and SIGHUP all cancel (issue 13.8: the last two used to leave the run `running` forever and
    // the remote process alive).
    void signalCancels_data() {
        QTest::addColumn<int>("sig");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGHUP") << int(SIGHUP);
    }
    void signalCancels() {
        QFETCH(int, sig);
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
        ::kill(static_cast<pid_t>(p.processId()), sig);
        QVERIFY(p.waitForFinished(30000));
        out += p.readAllStandardOutput();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 15);  // Cancelled
        QCOMPARE(lastRunStatus(), QStringLiteral("cancelled"));
        // After the cancel the remote group is gone.
        QTRY_VERIFY2_WITH_TIMEOUT(remoteSleeps().isEmpty(), qPrintable(QString::fromLocal8Bit(remoteSleeps())), 15000);
    }

    // Issue 13.8: SIGKILL cannot be handled. The run it leaves `running` is found at the next start (its owner's
    // pid and host are recorded) and marked interrupted; the next connection to the node ends its process group.
    void sigkilledRunIsFoundAndItsRemoteGroupEnded() {
        const QString kh = knownHostsWithTheKey();
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        p.setProcessEnvironment(env);
        p.start(m_binary, QStringList{QStringLiteral("--db"), m_db} + common(kh)
                              << QStringLiteral("--recipe") << QStringLiteral("slow"));
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QTRY_VERIFY2_WITH_TIMEOUT(
            (out += p.readAllStandardOutput()).contains("started") || p.state() != QProcess::Running,
            qPrintable(QString::fromLocal8Bit(out + p.readAllStandardError())), 60000);
        QVERIFY(p.state() == QProcess::Running && p.processId() > 0);
        auto remoteSleeps = [] {
            QProcess pgrep;
            pgrep.start(QStringLiteral("pgrep"), {QStringLiteral("-u"), tb::test::SshdFixture::testUser(),
                                                  QStringLiteral("-f"), QStringLiteral("sleep 300")});
            pgrep.waitForFinished();
            return pgrep.readAllStandardOutput().trimmed();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!remoteSleeps().isEmpty(), 15000);
        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(lastRunStatus(), QStringLiteral("running"));  // nothing could end it
        QVERIFY(!remoteSleeps().isEmpty());                    // nor its remote process
        // Any next start finds it.
        const Run next = cli({QStringLiteral("providers")});
        QCOMPARE(next.code, 0);
        QCOMPARE(lastRunStatus(), QStringLiteral("interrupted"));
        // The next connection to that node ends the group, then runs what was asked.
        const Run again = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick"));
        QVERIFY2(again.code == 0, again.err.constData());
        QVERIFY2(again.out.contains("ended process group"), again.out.constData());
        QTRY_VERIFY2_WITH_TIMEOUT(remoteSleeps().isEmpty(), qPrintable(QString::fromLocal8Bit(remoteSleeps())), 15000);
    }

    // Issue 21.5: on a terminal (a pty through script(1)) a run draws a status line naming the run and what came in,
    // erased before the summary; piped (every other test here) and with --json there is none.
    void statusLineOnATerminal() {
        const QString kh = knownHostsWithTheKey();
        auto onTerminal = [&](const QStringList& extra) {
            QStringList words = QStringList{m_binary, QStringLiteral("--db"), m_db} + common(kh) + extra;
            QString command;
            for (QString w : words) {
                w.replace(u'\'', QStringLiteral("'\\''"));
                command += QStringLiteral("'%1' ").arg(w);
            }
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("TERM"), QStringLiteral("xterm"));
            env.remove(QStringLiteral("SSH_AUTH_SOCK"));
            p.setProcessEnvironment(env);
            p.start(QStringLiteral("script"), {QStringLiteral("-qfec"), command, QStringLiteral("/dev/null")});
            if (!p.waitForFinished(120000)) {
                p.kill();
                p.waitForFinished();
            }
            return std::make_pair(p.exitCode(), p.readAllStandardOutput());
        };
        const auto [code, tty] = onTerminal({QStringLiteral("--recipe"), QStringLiteral("quick")});
        QVERIFY2(code == 0, tty.right(2000).constData());
        QVERIFY2(tty.contains("\r\033[Krun ") && tty.contains(" running: "), tty.right(2000).constData());
        const QByteArray after = tty.mid(tty.lastIndexOf("\r\033[K") + 4);
        QVERIFY2(after.contains(": ok") && !after.contains(" running: "), after.constData());
        const auto [jsonCode, jsonTty] =
            onTerminal({QStringLiteral("--recipe"), QStringLiteral("quick"), QStringLiteral("--json")});
        QCOMPARE(jsonCode, 0);
        QVERIFY(!jsonTty.contains("\033[K"));
    }

    // Issue 13.10: a remote folder is data. Characters the node's tools cannot take are refused before anything
    // reaches the node; quotes and spaces are carried, quoted, end to end.
    void hostileRemoteDirIsRefused() {
        const QString kh = knownHostsWithTheKey();
        const QString outside = m_tmp.filePath(QStringLiteral("pwned"));
        for (const QString& dir :
             {QStringLiteral("/tmp/tb-rd;touch %1").arg(outside), QStringLiteral("/tmp/tb-rd$(touch %1)").arg(outside),
              QStringLiteral("/tmp/tb-rd`touch %1`").arg(outside), QStringLiteral("/tmp/tb-rd\ntouch %1").arg(outside),
              QStringLiteral("/tmp/a/../../etc"), QStringLiteral("relative/dir")}) {
            const Run r = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                         << QStringLiteral("--remote-dir") << dir);
            QVERIFY2(r.code == 5,
                     qPrintable(dir + QStringLiteral(": exit %1 ").arg(r.code) + QString::fromUtf8(r.err)));
            QVERIFY2(r.err.contains("cannot be used"), r.err.constData());
        }
        QVERIFY(!QFileInfo::exists(outside));
        const Run newline = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                           << QStringLiteral("--remote-dir") << QStringLiteral("/tmp/tb-rd\nx"));
        QCOMPARE(newline.code, 5);
    }

    void quotedRemoteDirIsCarriedEndToEnd() {
        const QString kh = knownHostsWithTheKey();
        QTemporaryDir base(QStringLiteral("/tmp/tb-remote-XXXXXX"));
        QVERIFY(QFile::setPermissions(base.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                       QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                       QFileDevice::WriteOther | QFileDevice::ExeOther));
        const QString dir = base.path() + QStringLiteral("/it's a 'dir' & (more) *");
        const Run r = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                     << QStringLiteral("--remote-dir") << dir);
        QVERIFY2(r.code == 0, r.err.constData());
        // The sshd runs here: the recipe's scratch folder is exactly the one named, nothing beside it.
        QVERIFY2(QFileInfo(dir + QStringLiteral("/recipes/quick")).isDir(), qPrintable(dir));
        QCOMPARE(QDir(base.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size(), 1);
    }

    // A recipe's one argument, --dir, the storage tier it runs on: its scratch folder lies there; a tier the node
    // lacks is unsupported (exit 2 on the node: the run fails, saying so, the provider does not); other words are a
    // usage error before anything connects.
    void recipeRunsOnTheTierGiven() {
        const QString kh = knownHostsWithTheKey();
        QTemporaryDir tier(QStringLiteral("/tmp/tb-tier-XXXXXX"));  // open to the sshd's own user
        QVERIFY(QFile::setPermissions(tier.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                       QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                       QFileDevice::WriteOther | QFileDevice::ExeOther));
        const Run r = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick") << QStringLiteral("--")
                                     << QStringLiteral("--dir") << tier.path());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(QFileInfo(tier.path() + QStringLiteral("/.tierbench/quick")).isDir(), qPrintable(tier.path()));
        QCOMPARE(sql(QStringLiteral("SELECT value FROM finding WHERE key = 'recipe.dir' ORDER BY id DESC LIMIT 1"))
                     .toString(),
                 tier.path());
        const Run missing = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                           << QStringLiteral("--") << QStringLiteral("--dir=/nonexistent-tier-tb"));
        QVERIFY2(missing.code != 0 && missing.err.contains("unsupported"), missing.err.constData());
        QCOMPARE(lastRunStatus(), QStringLiteral("failed"));
        QCOMPARE(sql(QStringLiteral("SELECT status FROM finding WHERE key = 'recipe.dir' ORDER BY id DESC LIMIT 1"))
                     .toString(),
                 QStringLiteral("waived"));
        for (const QStringList& words : {QStringList{QStringLiteral("--quick")},
                                         QStringList{QStringLiteral("--dir"), QStringLiteral("relative")}}) {
            const Run refused = cli(common(kh) << QStringLiteral("--recipe") << QStringLiteral("quick")
                                               << QStringLiteral("--") << words);
            QVERIFY2(refused.code == 2, refused.err.constData());  // a usage error, nothing connected
        }
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
