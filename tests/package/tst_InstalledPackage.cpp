// The installed .deb, used the way an analyst uses it: packaging/test-package.sh builds the package, installs it
// with apt-get, runs this suite with TB_INSTALLED_PREFIX=/usr and removes the package again. Every program here is
// the INSTALLED one (/usr/bin), never the build tree's, and nothing tells it where its files are (no TB_PROBES_DIR,
// no --probes-dir): the probe sources it deploys must be found where the package put them.
#include "core/domain/RunStatus.h"
#include "tests/support/CliRunner.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/TestDatabase.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

class TestInstalledPackage : public QObject {
    Q_OBJECT

    QString m_prefix, m_db;
    QTemporaryDir m_tmp;
    tb::test::SshdFixture m_sshd;

    QString bin(const QString& name) const { return m_prefix + QStringLiteral("/bin/") + name; }
    QString share(const QString& rel) const { return m_prefix + QStringLiteral("/share/") + rel; }

    tb::test::CliRun cli(const QStringList& args, int timeoutMs = 60000) const {
        tb::test::CliRunner runner(bin(QStringLiteral("tierbench-cli")));
        runner.environment().remove(QStringLiteral("TB_PROBES_DIR"));
        runner.environment().remove(QStringLiteral("SSH_AUTH_SOCK"));
        runner.environment().remove(QStringLiteral("TIERBENCH_DB"));
        runner.setDatabase(m_db);
        runner.setTimeoutMs(timeoutMs);
        return runner.run(args);
    }

    QString firstProvider() const {
        const auto r = cli({QStringLiteral("providers"), QStringLiteral("--json")});
        const QJsonValue v = r.json();
        const QJsonArray list = v.isArray() ? v.toArray() : v.toObject().value(QStringLiteral("providers")).toArray();
        return list.isEmpty() ? QString() : list.first().toObject().value(QStringLiteral("name")).toString();
    }

    QVariant sql(const QString& statement) const { return tb::test::peekSqlite(m_db, statement); }

private slots:
    void initTestCase() {
        m_prefix = qEnvironmentVariable("TB_INSTALLED_PREFIX");
        if (m_prefix.isEmpty()) {
            // Not a missing service: this suite only means something after the package is installed, which
            // packaging/test-package.sh does (and `packaging/quickstart.sh test` runs it after the suite).
            QSKIP("run by packaging/test-package.sh (TB_INSTALLED_PREFIX unset): it installs the .deb first");
        }
        QVERIFY2(QFileInfo(bin(QStringLiteral("tierbench-cli"))).isExecutable(),
                 qPrintable(bin(QStringLiteral("tierbench-cli")) + QStringLiteral(" is not installed")));
        m_db = m_tmp.filePath(QStringLiteral("installed.sqlite"));
    }

    void installedFiles_data() {
        QTest::addColumn<QString>("path");
        for (const char* rel :
             {"tierbench/probes/CMakeLists.txt", "tierbench/probes/node/main.cpp", "tierbench/probes/LICENSE",
              "applications/io.github.tierbench.Tierbench.desktop",
              "metainfo/io.github.tierbench.Tierbench.metainfo.xml", "icons/hicolor/scalable/apps/tierbench.svg",
              "doc/tierbench/copyright", "doc/tierbench/changelog.gz", "doc/tierbench/README.md",
              "bash-completion/completions/tierbench-cli"}) {
            QTest::newRow(rel) << QString::fromLatin1(rel);
        }
    }
    void installedFiles() {
        QFETCH(QString, path);
        QVERIFY2(QFileInfo(share(path)).isFile(), qPrintable(share(path) + QStringLiteral(" is missing")));
    }

    void versionAndHelp() {
        const auto v = cli({QStringLiteral("--version")});
        QCOMPARE(v.code, 0);
        QVERIFY2(v.out.contains(TB_VERSION), v.out.constData());
        const auto h = cli({QStringLiteral("--help")});
        QCOMPARE(h.code, 0);
        QVERIFY(!h.out.contains("__complete"));  // the completion helper stays hidden
    }

    // A path that does not exist becomes the demo database, through the installed program.
    void demoDatabase() {
        QVERIFY(!QFileInfo::exists(m_db));
        QVERIFY(!firstProvider().isEmpty());
        QVERIFY(QFileInfo(m_db).isFile());
    }

    // The installed completion drives the installed program: commands, options, provider names from the database.
    void bashCompletion() {
        const QString provider = firstProvider();
        QVERIFY(!provider.isEmpty());
        const QString script =
            QStringLiteral(
                "source %1/bash-completion/completions/tierbench-cli; complete -p tierbench-cli; "
                "COMP_WORDS=(tierbench-cli --db \"$DB\" run --provider ''); COMP_CWORD=5; _tierbench_cli; "
                "printf 'P:%s\\n' \"${COMPREPLY[@]}\"")
                .arg(m_prefix + QStringLiteral("/share"));
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DB"), m_db);
        env.insert(QStringLiteral("PATH"), m_prefix + QStringLiteral("/bin:") + env.value(QStringLiteral("PATH")));
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("-c"), script});
        QVERIFY(bash.waitForFinished(60000));
        const QString out = QString::fromUtf8(bash.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("complete -F _tierbench_cli tierbench-cli")), qPrintable(out));
        // Names are shell-quoted for the command line (spaces stay one word).
        QString quoted = provider;
        quoted.replace(QStringLiteral(" "), QStringLiteral("\\ "));
        QVERIFY2(out.contains(QStringLiteral("P:") + quoted + u'\n'), qPrintable(out));
    }

    // tb-node through the installed program against the loopback sshd: deploy uploads the installed probe sources,
    // the node (this machine) builds them, the probe runs and its result lands in the database.
    void tbNodeRunsOverSsh() {
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        const QString kh = m_tmp.filePath(QStringLiteral("known_hosts"));
        {
            QFile f(kh);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(m_sshd.knownHostsLine().toUtf8() + '\n');
        }
        const QString provider = firstProvider();
        QVERIFY(!provider.isEmpty());
        const auto before = sql(QStringLiteral("SELECT count(*) FROM probe_run")).toInt();
        // The first deploy builds the probe project on the node (the CUDA probes too where nvcc is found).
        const auto r = cli({QStringLiteral("run"), QStringLiteral("--provider"), provider, QStringLiteral("--target"),
                            QStringLiteral("%1@127.0.0.1:%2").arg(tb::test::SshdFixture::testUser()).arg(m_sshd.port()),
                            QStringLiteral("--identity"), m_sshd.userKey(), QStringLiteral("--known-hosts"), kh,
                            QStringLiteral("--probe"), QStringLiteral("tb-node"), QStringLiteral("--json")},
                           1500 * 1000);
        // 13 (ProbeFailed): tb-node ran and one of its checks failed on this machine (no GPU here); the run is
        // stored either way. Anything else (a deploy or build failure, a missing probe folder) fails.
        QVERIFY2(r.code == 0 || r.code == 13,
                 qPrintable(QStringLiteral("exit %1 %2\n%3\n%4")
                                .arg(r.code)
                                .arg(r.error, QString::fromUtf8(r.out), QString::fromUtf8(r.err.right(6000)))));
        QCOMPARE(sql(QStringLiteral("SELECT count(*) FROM probe_run")).toInt(), before + 1);
        const QString status = sql(QStringLiteral("SELECT status FROM probe_run ORDER BY id DESC LIMIT 1")).toString();
        const auto runStatus = tb::core::runStatusFromKey(status);
        QVERIFY2(runStatus == tb::core::RunStatus::Ok || runStatus == tb::core::RunStatus::Failed, qPrintable(status));
        QVERIFY(
            sql(QStringLiteral("SELECT count(*) FROM finding WHERE run_id = (SELECT max(id) FROM probe_run)")).toInt() >
            0);
    }

    // The installed GUI starts (its Qt plugins are there: platform, SQLite driver, SVG icons) and draws a window.
    void guiScreenshot() {
        const QString shotDir = qEnvironmentVariable("TB_PACKAGE_SHOTS", m_tmp.path());
        QDir().mkpath(shotDir);
        const QString shot = shotDir + QStringLiteral("/installed-gui.png");
        QFile::remove(shot);
        tb::test::CliRunner gui(bin(QStringLiteral("tierbench")));
        gui.environment().insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        gui.environment().insert(QStringLiteral("QT_DEBUG_PLUGINS"), QStringLiteral("1"));
        gui.setTimeoutMs(120000);
        const auto r = gui.run({QStringLiteral("--db"), m_db, QStringLiteral("--screenshot"), shot});
        QVERIFY2(r.code == 0, qPrintable(QString::fromUtf8(r.err.right(4000))));
        // The plugins Qt actually loaded come from the system Qt the package depends on.
        QVERIFY2(r.err.contains("libqoffscreen.so"), r.err.right(2000).constData());
        QVERIFY2(r.err.contains("libqsvg"), r.err.right(2000).constData());
        QImage image(shot);
        QVERIFY2(!image.isNull(), qPrintable(shot));
        QVERIFY(image.width() >= 800 && image.height() >= 500);
        // Not one flat colour: the window has content.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7) {
            for (int x = 0; x < image.width(); x += 7) {
                colours.insert(image.pixel(x, y));
            }
        }
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }
};

QTEST_GUILESS_MAIN(TestInstalledPackage)
#include "tst_InstalledPackage.moc"
