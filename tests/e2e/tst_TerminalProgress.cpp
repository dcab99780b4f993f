// The status line of a long import: drawn on a terminal (a real pty, through script(1)), erased before the summary,
// and absent when the output is piped or --json is given, so scripts and CI logs get exactly the output they got
// before. (The run's status line is tested over sshd in tst_RunCli.)
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TestTerminalProgress : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_cli, m_log, m_db;

    static QString quote(const QString& s) {
        QString q = s;
        q.replace(u'\'', QStringLiteral("'\\''"));
        return u'\'' + q + u'\'';
    }

    // The command on a pseudo-terminal: what the terminal received (stdout and stderr together) and the exit code.
    QByteArray onTerminal(const QStringList& args, int* code) {
        QString command = quote(m_cli);
        for (const QString& a : args) {
            command += u' ' + quote(a);
        }
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TERM"), QStringLiteral("xterm"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("script"), {QStringLiteral("-qfec"), command, QStringLiteral("/dev/null")});
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
        }
        *code = p.exitCode();
        return p.readAllStandardOutput();
    }

private slots:
    void initTestCase() {
        m_cli = tb::test::CliRunner::builtBinary(QStringLiteral("tierbench-cli"));
        QVERIFY2(QFileInfo(m_cli).isExecutable(), qPrintable(m_cli + QStringLiteral(" is not built")));
        if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("script(1) from util-linux is not installed"));
        }
        // A kernel log of a few MB, read in many chunks.
        QFile fixture(qEnvironmentVariable("TB_SOURCE_DIR") +
                      QStringLiteral("/tests/core/fixtures/imports/kernel-log-clean.txt"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        const QByteArray chunk = fixture.readAll();
        m_log = m_tmp.filePath(QStringLiteral("big-kernel.log"));
        QFile out(m_log);
        QVERIFY(out.open(QIODevice::WriteOnly));
        while (out.size() < 8 * 1024 * 1024) {
            out.write(chunk);
        }
        out.close();
        m_db = m_tmp.filePath(QStringLiteral("p.sqlite"));
    }

    void statusLineOnATerminal() {
        int code = -1;
        const QByteArray tty = onTerminal({QStringLiteral("--db"), m_db, QStringLiteral("import"), m_log,
                                           QStringLiteral("--format"), QStringLiteral("kernel-log")},
                                          &code);
        QVERIFY2(code == 0, tty.right(2000).constData());
        // "reading FILE: N%  M:SS", redrawn in place.
        static const QRegularExpression line(
            QStringLiteral("\r\033\\[Kreading big-kernel\\.log: \\d{1,3}%  \\d+:\\d\\d\r"));
        QVERIFY2(line.match(QString::fromUtf8(tty)).hasMatch(), tty.left(2000).constData());
        // Erased before the summary: the last erase comes before the summary's first line.
        const qsizetype lastErase = tty.lastIndexOf("\r\033[K");
        const QByteArray after = tty.mid(lastErase + 4);
        QVERIFY2(!after.contains("reading "), after.constData());
        QVERIFY2(!after.trimmed().isEmpty(), tty.right(2000).constData());
    }

    void noStatusLineWithJson() {
        int code = -1;
        const QByteArray tty =
            onTerminal({QStringLiteral("--db"), m_db, QStringLiteral("import"), m_log, QStringLiteral("--format"),
                        QStringLiteral("kernel-log"), QStringLiteral("--json")},
                       &code);
        QCOMPARE(code, 0);
        QVERIFY(!tty.contains("\033[K"));
        QVERIFY(!tty.contains("reading "));
    }

    void noStatusLineWhenPiped() {
        tb::test::CliRunner runner(m_cli);
        runner.environment().insert(QStringLiteral("TERM"), QStringLiteral("xterm"));
        runner.setDatabase(m_db);
        const auto r =
            runner.run({QStringLiteral("import"), m_log, QStringLiteral("--format"), QStringLiteral("kernel-log")});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.err.contains("\033[K"));
        QVERIFY(!r.out.contains("\033[K"));
        QVERIFY(!r.err.contains("reading "));
    }
};

QTEST_GUILESS_MAIN(TestTerminalProgress)
#include "tst_TerminalProgress.moc"
