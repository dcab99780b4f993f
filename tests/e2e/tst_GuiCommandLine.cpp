// Issue 12.8 through the real programs: `tierbench --help` needs no display; --page and --view take stable,
// untranslated names and an unknown one is a usage error (exit 2, no picture); `tierbench-cli run --probe nosuch`
// is a usage error before anything connects.
#include "tests/support/CliRunner.h"

#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

class TestGuiCommandLine : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    static Run start(const QString& program, const QStringList& args, const QProcessEnvironment& env) {
        tb::test::CliRunner runner(program);
        runner.setEnvironment(env);
        runner.setTimeoutMs(120000);
        return runner.run(args);
    }

    QTemporaryDir m_dir;
    QString m_gui;
    QString m_cli;
    QString m_db;
    QProcessEnvironment m_env;

private slots:
    void initTestCase() {
        const QString bin = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/");
        m_gui = bin + QStringLiteral("tierbench");
        m_cli = bin + QStringLiteral("tierbench-cli");
        QVERIFY2(QFileInfo(m_gui).isExecutable(), qPrintable(m_gui + QStringLiteral(" is not built")));
        QVERIFY2(QFileInfo(m_cli).isExecutable(), qPrintable(m_cli + QStringLiteral(" is not built")));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_db = m_dir.filePath(QStringLiteral("demo.sqlite"));
        QCOMPARE(start(m_cli, {QStringLiteral("--db"), m_db, QStringLiteral("providers")}, m_env).code, 0);
    }

    void helpNeedsNoDisplay() {
        QProcessEnvironment bare = m_env;
        for (const char* v : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) {
            bare.remove(QLatin1String(v));
        }
        const Run help = start(m_gui, {QStringLiteral("--help")}, bare);
        QVERIFY2(help.code == 0, help.err.constData());
        QVERIFY(help.out.contains("--screenshot"));
        QVERIFY(QString::fromUtf8(help.out).simplified().contains(
            QStringLiteral("overview, checklist, interviews, rating")));
        const Run version = start(m_gui, {QStringLiteral("--version")}, bare);
        QCOMPARE(version.code, 0);
    }

    void stableNamesOpenTheirTabAndUnknownOnesAreRefused() {
        const QString shot = m_dir.filePath(QStringLiteral("rating.png"));
        const Run ok = start(m_gui,
                             {QStringLiteral("--db"), m_db, QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                              QStringLiteral("--page"), QStringLiteral("rating"), QStringLiteral("--screenshot"), shot},
                             m_env);
        QVERIFY2(ok.code == 0, ok.err.constData());
        QVERIFY(QFileInfo::exists(shot));

        // The German workbench takes the same key.
        QProcessEnvironment german = m_env;
        german.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        german.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        const QString view = m_dir.filePath(QStringLiteral("calibration.png"));
        QCOMPARE(start(m_gui,
                       {QStringLiteral("--db"), m_db, QStringLiteral("--view"), QStringLiteral("calibration"),
                        QStringLiteral("--screenshot"), view},
                       german)
                     .code,
                 0);
        QVERIFY(QFileInfo::exists(view));

        for (const char* option : {"--page", "--view"}) {
            const QString none = m_dir.filePath(QStringLiteral("none.png"));
            const Run bad = start(m_gui,
                                  {QStringLiteral("--db"), m_db, QLatin1String(option), QStringLiteral("nosuch"),
                                   QStringLiteral("--screenshot"), none},
                                  m_env);
            QCOMPARE(bad.code, 2);
            QVERIFY(bad.err.contains("unknown"));
            QVERIFY(!QFileInfo::exists(none));
        }
    }

    void anUnknownProbeIsAUsageErrorBeforeConnecting() {
        // Port 1 of loopback: had it tried to connect, the answer would be exit 12 (unreachable).
        const Run r = start(m_cli,
                            {QStringLiteral("--db"), m_db, QStringLiteral("run"), QStringLiteral("--provider"),
                             QStringLiteral("Crusoe"), QStringLiteral("--target"), QStringLiteral("127.0.0.1:1"),
                             QStringLiteral("--probe"), QStringLiteral("nosuch")},
                            m_env);
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("unknown probe nosuch"));
    }
};

QTEST_GUILESS_MAIN(TestGuiCommandLine)
#include "tst_GuiCommandLine.moc"
