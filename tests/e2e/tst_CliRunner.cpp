// The e2e suites' one program runner (tests/support/CliRunner): arguments, --db, environment, stdin, exit code,
// and a program that overruns its time is killed and reaped, so no suite leaves a process behind.
#include "tests/support/CliRunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {
// Children of this test process that are still there (running or zombies), from /proc.
int childrenLeft() {
    int n = 0;
    const QString me = QString::number(::getpid());
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly)) {
            continue;
        }
        const QList<QByteArray> fields = stat.readAll().split(')').value(1).trimmed().split(' ');
        if (fields.size() > 1 && QString::fromLatin1(fields.at(1)) == me) {
            ++n;
        }
    }
    return n;
}
}  // namespace

class TestCliRunner : public QObject {
    Q_OBJECT

private slots:
    void passesArgumentsEnvironmentAndStdin() {
        tb::test::CliRunner sh(QStringLiteral("/bin/sh"));
        sh.environment().insert(QStringLiteral("TB_RUNNER_TEST"), QStringLiteral("yes"));
        const auto r =
            sh.run({QStringLiteral("-c"), QStringLiteral("read x; echo \"$x $TB_RUNNER_TEST\"; echo oops >&2; exit 7")},
                   "hello\n");
        QCOMPARE(r.code, 7);
        QCOMPARE(r.out, QByteArray("hello yes\n"));
        QCOMPARE(r.err, QByteArray("oops\n"));
        QVERIFY(!r.timedOut);
    }

    void prependsTheDatabase() {
        tb::test::CliRunner echo(QStringLiteral("/bin/echo"));
        echo.setDatabase(QStringLiteral("/tmp/x.sqlite"));
        QCOMPARE(echo.run({QStringLiteral("providers")}).out, QByteArray("--db /tmp/x.sqlite providers\n"));
    }

    void aScratchFolderIsolatesTheRun() {
        QTemporaryDir dir;
        tb::test::CliRunner sh(QStringLiteral("/bin/sh"));
        sh.environment().insert(QStringLiteral("TIERBENCH_DB"), QStringLiteral("/home/someone/real.sqlite"));
        QVERIFY(!sh.writePreferences("[analyst]\n"));  // never into the user's own settings
        sh.useScratchFolder(dir.path());
        QCOMPARE(sh.database(), dir.filePath(QStringLiteral("demo.sqlite")));
        QCOMPARE(sh.configDir(), dir.filePath(QStringLiteral("config")));
        QVERIFY(sh.writePreferences("[analyst]\nreviewerName=Ana\n"));
        sh.setDatabase({});
        const auto r =
            sh.run({QStringLiteral("-c"), QStringLiteral("echo \"${TIERBENCH_DB-unset} $QT_QPA_PLATFORM\"; cat "
                                                         "\"$XDG_CONFIG_HOME/Tierbench/Tierbench.conf\"")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("unset offscreen\n[analyst]\nreviewerName=Ana\n"));
    }

    void anOverrunningProgramIsKilledAndReaped() {
        const int before = childrenLeft();
        tb::test::CliRunner sleeper(QStringLiteral("/bin/sleep"));
        sleeper.setTimeoutMs(300);
        const auto r = sleeper.run({QStringLiteral("30")});
        QVERIFY(r.timedOut);
        QCOMPARE(r.code, -1);
        QVERIFY(r.error.contains(QStringLiteral("killed")));
        QCOMPARE(childrenLeft(), before);  // neither running nor a zombie
    }

    void aMissingProgramSaysSo() {
        tb::test::CliRunner none(QStringLiteral("/nonexistent/tierbench-cli"));
        QVERIFY(!none.isBuilt());
        const auto r = none.run({});
        QCOMPARE(r.code, -1);
        QVERIFY(!r.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliRunner)
#include "tst_CliRunner.moc"
