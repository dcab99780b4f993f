// `tierbench-cli export` end to end: the real binary, headless (no DISPLAY, no QT_QPA_PLATFORM), on a real database.
#include "core/store/Store.h"
#include "tests/support/ReviewFixture.h"
#include "tests/support/ServiceCheck.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

class TestReviewPdfCli : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_cli;
    QString m_db;

    int runCli(const QStringList& args, QByteArray* out = nullptr, QByteArray* err = nullptr) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));  // the command must choose offscreen itself
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(m_cli, QStringList{QStringLiteral("--db"), m_db} + args);
        if (!p.waitForFinished(120000)) {
            return -1;
        }
        if (out) {
            *out = p.readAllStandardOutput();
        }
        if (err) {
            *err = p.readAllStandardError();
        }
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    }

private slots:
    void initTestCase() {
        m_cli = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        if (!QFileInfo(m_cli).isExecutable()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("tierbench-cli is not built (ninja tierbench-cli)"));
        }
        m_db = m_dir.filePath(QStringLiteral("cli.tierbench"));
        auto store = Store::open(m_db);
        QVERIFY(store.ok());
        (*store)->run([](QSqlDatabase& db) { return tb::test::ReviewFixture::populate(db); });
    }

    void exportsHeadless() {
        const QString pdf = m_dir.filePath(QStringLiteral("out.pdf"));
        QByteArray out;
        QByteArray err;
        const int rc = runCli({QStringLiteral("export"), QStringLiteral("--provider"), QStringLiteral("aurora compute"),
                               QStringLiteral("--pdf"), pdf, QStringLiteral("--date"), QStringLiteral("2025-09-20"),
                               QStringLiteral("--json")},
                              &out, &err);
        QVERIFY2(rc == 0, err.constData());
        const QJsonObject o = QJsonDocument::fromJson(out).object();
        QCOMPARE(o.value(QStringLiteral("provider")).toString(), QStringLiteral("Aurora Compute"));
        QCOMPARE(o.value(QStringLiteral("assigned_tier")).toString(), QStringLiteral("gold"));
        QVERIFY(o.value(QStringLiteral("pages")).toInt() >= 8);
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
    }

    // Loop 4a: the demo's NCCL sweep had no dashed expected line in the PDF (the review matched baselines by its own
    // rule) while the workbench drew one at 480 GB/s. The CLI's export of the demo now draws the same line.
    void demoReviewDrawsTheExpectedLine() {
        const QString demo = m_dir.filePath(QStringLiteral("demo.tierbench"));  // absent: the CLI builds the demo
        const QString pdf = m_dir.filePath(QStringLiteral("demo.pdf"));
        QByteArray err;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.start(m_cli, {QStringLiteral("--db"), demo, QStringLiteral("export"), QStringLiteral("--provider"),
                        QStringLiteral("Crusoe"), QStringLiteral("--pdf"), pdf});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        if (!text.waitForStarted(10000)) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("pdftotext (poppler-utils) is not installed"));
        }
        QVERIFY(text.waitForFinished(60000));
        const QString out = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("expected 480 GB/s from 1 GiB")), qPrintable(out.left(3000)));
        QVERIFY2(!out.contains(QStringLiteral("no baseline for 8xH100")), qPrintable(out.left(3000)));
    }

    void failsWithStableExitCodes() {
        const QString pdf = m_dir.filePath(QStringLiteral("none.pdf"));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("--provider"), QStringLiteral("Nobody"),
                         QStringLiteral("--pdf"), pdf}),
                 3);  // NotFound
        QVERIFY(!QFile::exists(pdf));
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("--provider"), QStringLiteral("Aurora Compute")}),
                 2);  // Usage: no --pdf
        QCOMPARE(runCli({QStringLiteral("export"), QStringLiteral("--provider"), QStringLiteral("Cirrus Metal"),
                         QStringLiteral("--pdf"), pdf}),
                 3);  // no evaluation to report on
    }
};

QTEST_GUILESS_MAIN(TestReviewPdfCli)
#include "tst_ReviewPdfCli.moc"
