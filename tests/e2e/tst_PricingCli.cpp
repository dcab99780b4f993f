#include "tests/support/CliRunner.h"
#include "tests/support/TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

// Drives the real tierbench-cli through prices import/list/export and tco: the JSON parses, bad files import
// nothing, and the exit codes are the documented ones.
class TestPricingCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args) { return m_cli.run(args); }

    QString write(const QString& name, const QByteArray& text) {
        const QString path = m_dir.filePath(name);
        return tb::test::writeFile(path, text) ? path : QString();
    }

    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        m_cli.useScratchFolder(m_dir.path());  // demo.sqlite does not exist: becomes the demo database
    }

    void importListExportAndTco() {
        const QString bad = write(QStringLiteral("bad.csv"),
                                  "provider,gpu_model,usd_per_gpu_hour,term,source,effective_on\n"
                                  "Crusoe,H100 SXM,2.2,1_year,quote,2026-01-15\n"
                                  "Crusoe,H100 SXM,-1,1_year,quote,2026-01-16\n"
                                  "Nobody,H100 SXM,2,1_year,quote,2026-01-16\n");
        const Run refused = cli({QStringLiteral("prices"), QStringLiteral("import"), bad});
        QCOMPARE(refused.code, 5);
        QVERIFY(refused.err.contains("row 3"));
        QVERIFY(refused.err.contains("row 4"));
        QVERIFY(refused.err.contains("Nothing was imported"));
        const Run empty = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(empty.code, 0);
        QCOMPARE(QJsonDocument::fromJson(empty.out).array().size(), 0);

        const QString good = write(QStringLiteral("good.csv"),
                                   "provider,gpu_model,usd_per_gpu_hour,term,bundled,source,effective_on\n"
                                   "Crusoe,H100 SXM,2.2,1_year,storage;support,quote,2026-01-15\n"
                                   "Crusoe,H100 SXM,2.0,1_year,storage;support,renewal,2026-06-01\n");
        const Run ok = cli({QStringLiteral("prices"), QStringLiteral("import"), good});
        QCOMPARE(ok.code, 0);
        const Run inForce = cli({QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--date"),
                                 QStringLiteral("2026-03-01"), QStringLiteral("--json")});
        const QJsonArray rows = QJsonDocument::fromJson(inForce.out).array();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().toObject().value(QStringLiteral("usd_per_gpu_hour")).toDouble(), 2.2);
        const Run history = cli(
            {QStringLiteral("prices"), QStringLiteral("list"), QStringLiteral("--history"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(history.out).array().size(), 2);

        const QString out = m_dir.filePath(QStringLiteral("out.csv"));
        QCOMPARE(cli({QStringLiteral("prices"), QStringLiteral("export"), out, QStringLiteral("--provider"),
                      QStringLiteral("Crusoe")})
                     .code,
                 0);
        QFile exported(out);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        QVERIFY(exported.readAll().contains("Crusoe,H100 SXM,2,1_year,storage;support"));

        const Run tco = cli({QStringLiteral("tco"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                             QStringLiteral("--scenario"), QStringLiteral("research"), QStringLiteral("--date"),
                             QStringLiteral("2026-03-01"), QStringLiteral("--json")});
        QCOMPARE(tco.code, 0);
        const QJsonObject j = QJsonDocument::fromJson(tco.out).object();
        QCOMPARE(j.value(QStringLiteral("scenario")).toString(), QStringLiteral("research"));
        QCOMPARE(j.value(QStringLiteral("usd_per_month")).toObject().size(), 8);
        const double eff = j.value(QStringLiteral("effective_usd_per_useful_gpu_hour")).toDouble();
        QVERIFY(eff > 2.2 && eff < 2.3);
        QCOMPARE(j.value(QStringLiteral("inputs"))
                     .toObject()
                     .value(QStringLiteral("gpu_price"))
                     .toObject()
                     .value(QStringLiteral("origin"))
                     .toString(),
                 QStringLiteral("price record"));
        QVERIFY(!j.value(QStringLiteral("sensitivity_20pct")).toArray().isEmpty());

        // No price: the reason, and exit 5. Unknown provider: 3. Unknown scenario: 2 for usage, 5 for content.
        const Run none = cli({QStringLiteral("tco"), QStringLiteral("--provider"), QStringLiteral("Lambda")});
        QCOMPARE(none.code, 5);
        QVERIFY(none.err.contains("no price"));
        QCOMPARE(cli({QStringLiteral("tco"), QStringLiteral("--provider"), QStringLiteral("Nobody")}).code, 3);
        QCOMPARE(cli({QStringLiteral("tco")}).code, 2);
        const Run scen = cli({QStringLiteral("tco"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                              QStringLiteral("--scenario"), QStringLiteral("moonshot")});
        QCOMPARE(scen.code, 5);
        const QString custom =
            write(QStringLiteral("s.json"), R"({"key":"tiny","inputs":{"gpu_count":16,"job_size":8,"mtbf":0}})");
        const Run zero = cli({QStringLiteral("tco"), QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                              QStringLiteral("--scenario"), custom});
        QCOMPARE(zero.code, 5);
        QVERIFY(zero.err.contains("MTBF"));
        QVERIFY(!zero.out.contains("nan") && !zero.out.contains("inf"));
        const Run all = cli({QStringLiteral("tco"), QStringLiteral("--all"), QStringLiteral("--json")});
        QCOMPARE(all.code, 0);
        QCOMPARE(QJsonDocument::fromJson(all.out).array().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPricingCli)
#include "tst_PricingCli.moc"
