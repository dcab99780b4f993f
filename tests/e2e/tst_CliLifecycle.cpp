// How tierbench-cli starts and ends when things go wrong (issue 13.3, 13.4, 13.11): a first start killed at any
// moment, a file it must refuse, a database on a read-only mount. Each attack is repeated, since the defects
// they guard against were races that showed in some runs only.
#include "tests/support/CliRunner.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/ServiceCheck.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

class TestCliLifecycle : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;  // code -2: crashed (signal)

    Run cli(const QStringList& args) {
        tb::test::CliRunner runner(m_binary);
        runner.setEnvironment(m_env);
        return runner.run(args);
    }

    int providerCount(const QString& db) {
        const Run r = cli({QStringLiteral("--db"), db, QStringLiteral("providers"), QStringLiteral("--json")});
        if (r.code != 0) {
            return -1000 - r.code;
        }
        return int(QJsonDocument::fromJson(r.out).array().size());
    }

    // A demo database, built by the CLI itself.
    QString demoDatabase(const QTemporaryDir& dir, const QString& name) {
        const QString path = dir.filePath(name);
        return providerCount(path) == 91 ? path : QString();
    }

    void expectDatabaseError(const QString& path, const char* word) {
        for (int i = 0; i < 12; ++i) {
            const Run r = cli({QStringLiteral("--db"), path, QStringLiteral("providers")});
            QVERIFY2(r.code == 4, qPrintable(QStringLiteral("try %1: exit %2 (-2 = crashed), stderr: %3")
                                                 .arg(i)
                                                 .arg(r.code)
                                                 .arg(QString::fromUtf8(r.err))));
            QVERIFY2(r.err.contains(word), r.err.constData());
        }
    }

private slots:
    void initTestCase() {
        m_binary = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        QVERIFY2(QFileInfo(m_binary).isExecutable(), qPrintable(m_binary + QStringLiteral(" is not built")));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.remove(QStringLiteral("TIERBENCH_DB"));
    }

    // 13.3: kill -9 at any moment of the first start; the next start still finds the demo workbench whole.
    void aKilledFirstStartLeavesNoEmptyWorkbench() {
        QTemporaryDir dir;
        for (int i = 0; i < 10; ++i) {
            const QString db = dir.filePath(QStringLiteral("first%1.sqlite").arg(i));
            QProcess p;
            p.setProcessEnvironment(m_env);
            p.start(m_binary, {QStringLiteral("--db"), db, QStringLiteral("providers")});
            QVERIFY(p.waitForStarted());
            QThread::msleep(5 + i * 12);  // 5 .. 113 ms: before, during and after the demo fill
            p.kill();                     // SIGKILL
            p.waitForFinished();
            QCOMPARE(providerCount(db), 91);
        }
    }

    // 13.4: a file the CLI refuses gives exit 4 with the message, every time (it used to crash at exit).
    void aNewerSchemaGivesExitFourEveryTime() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.sqlite"));
        QVERIFY(tb::test::makeSqliteFile(
            path, {QStringLiteral("CREATE TABLE t (x)"), QStringLiteral("PRAGMA user_version = 999")}));
        expectDatabaseError(path, "newer");
    }

    void aTruncatedFileGivesExitFourEveryTime() {
        QTemporaryDir dir;
        const QString path = demoDatabase(dir, QStringLiteral("cut.sqlite"));
        QVERIFY(!path.isEmpty());
        QFile f(path);
        QVERIFY(f.resize(f.size() / 2));
        expectDatabaseError(path, "damaged");
    }

    void aBrokenHeaderGivesExitFourEveryTime() {
        QTemporaryDir dir;
        const QString path = demoDatabase(dir, QStringLiteral("header.sqlite"));
        QVERIFY(!path.isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.write(QByteArray(16, 'x')) == 16);  // "SQLite format 3\0" gone
        f.close();
        expectDatabaseError(path, "damaged");
    }

    // 13.11: a workbench on a read-only mount is reported as read-only, not as damaged. The mount is made in a
    // private mount namespace, so nothing outside the test sees it.
    void aReadOnlyMountIsSaidToBeReadOnly() {
        QTemporaryDir dir;
        const QString mnt = dir.filePath(QStringLiteral("mnt"));
        QVERIFY(QDir().mkpath(mnt));
        const QString db = mnt + QStringLiteral("/wb.sqlite");
        const QString script =
            QStringLiteral(
                "set -e; mount -t tmpfs -o size=64m tmpfs '%1'; '%2' --db '%3' providers >/dev/null; "
                "mount -o remount,ro '%1'; set +e; '%2' --db '%3' providers; echo \"exit=$?\" >&2")
                .arg(mnt, m_binary, db);
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(QStringLiteral("unshare"), {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray err = p.readAllStandardError();
        if (p.exitCode() != 0 && !err.contains("exit=")) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("cannot make a read-only mount here (unshare -m, mount): ") +
                                   QString::fromUtf8(err));
        }
        QVERIFY2(err.contains("exit=4"), err.constData());
        QVERIFY2(err.contains("read-only"), err.constData());
        QVERIFY2(!err.contains("damaged"), err.constData());
    }

    // 13.2: the review is written to a temporary file renamed into place only when complete. On a disk that fills
    // up mid-export the previous file at the path is left as it was and no partial file is left behind.
    void aFailedExportLeavesThePreviousFileAlone() {
        QTemporaryDir dir;
        const QString db = demoDatabase(dir, QStringLiteral("wb.sqlite"));
        QVERIFY(!db.isEmpty());
        const QString mnt = dir.filePath(QStringLiteral("small"));
        QVERIFY(QDir().mkpath(mnt));
        const QString pdf = mnt + QStringLiteral("/review.pdf");
        const QString script =
            QStringLiteral(
                "set -e; mount -t tmpfs -o size=48k tmpfs '%1'; head -c 20000 /dev/zero | tr '\\0' 'o' "
                "> '%2'; set +e; '%3' --db '%4' export --provider Crusoe --pdf '%2'; echo \"exit=$?\" >&2; "
                "echo \"size=$(wc -c < '%2')\" >&2; echo \"files=$(ls -A '%1' | tr '\\n' ' ')\" >&2; "
                "echo \"odd=$(tr -d o < '%2' | wc -c)\" >&2")
                .arg(mnt, pdf, m_binary, db);
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(QStringLiteral("unshare"), {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray err = p.readAllStandardError();
        if (!err.contains("exit=")) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("cannot make a small tmpfs here (unshare -m, mount): ") +
                                   QString::fromUtf8(err));
        }
        QVERIFY2(!err.contains("exit=0"), err.constData());  // the review does not fit in 48 KiB
        QVERIFY2(err.contains("size=20000"), err.constData());
        QVERIFY2(err.contains("odd=0"), err.constData());                // byte for byte the old content
        QVERIFY2(err.contains("files=review.pdf \n"), err.constData());  // no temporary left over
    }

private:
    QString m_binary;
    QProcessEnvironment m_env;
};

QTEST_GUILESS_MAIN(TestCliLifecycle)
#include "tst_CliLifecycle.moc"
