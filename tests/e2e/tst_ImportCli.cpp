// The real tierbench-cli against impossible figures: an imported nccl-tests row with busbw inf, 1e308, -500 or -inf
// does not move a provider's rating; NaN is invalid input (exit 5), never a database error (exit 4); baselines with
// an expected value of 1e-308, or none at all, are refused; a format forced on data that has none of its lines is a
// warning, not a pass; the analyst can name the collective of a headerless table, at import or afterwards.
#include "core/domain/FindingKind.h"
#include "tests/support/CliRunner.h"
#include "tests/support/TestSupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// An 8x H100 all_reduce sweep (so it matches the 8xH100-SXM/nvlink baselines) whose 8 GiB row carries `busbw`.
// smaller: the 1, 2 and 4 GiB rows before it (real-looking figures); lastRow: whether the 8 GiB row is there at all.
QByteArray attackSweep(const QByteArray& busbw, const QByteArray& algbw = QByteArrayLiteral("205.40"),
                       bool smaller = true, bool lastRow = true) {
    QByteArray out =
        "# nccl-tests version 2.17.9 nccl-headers=22602 nccl-library=22602\n"
        "# Collective test starting: all_reduce_perf\n"
        "# nThread 1 nGpus 8 minBytes 1073741824 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 agg "
        "iters: 1 validation: 1 graph: 0\n#\n# Using devices\n";
    for (int r = 0; r < 8; ++r) {
        out += QByteArray("#  Rank  ") + QByteArray::number(r) + " Group  0 Pid  52001 on hgx-c11 device  " +
               QByteArray::number(r) + " [0x" + QByteArray::number(0x1b + r * 0x10, 16) + "] NVIDIA H100 80GB HBM3\n";
    }
    out +=
        "#\n#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   "
        "busbw #wrong\n"
        "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  "
        "(GB/s)       \n";
    if (smaller) {
        out +=
            "  1073741824     268435456     float     sum      -1   5802.1  185.06  323.86      0   5811.4  184.76  "
            "323.33      0\n"
            "  2147483648     536870912     float     sum      -1  11241.0  191.04  334.33      0  11252.9  190.84  "
            "333.97      0\n"
            "  4294967296    1073741824     float     sum      -1  21998.7  195.24  341.67      0  22011.2  195.13  "
            "341.47      0\n";
    }
    if (lastRow) {
        out += "  8589934592    2147483648     float     sum      -1  41823.0  " + algbw + "  " + busbw +
               "      0  41850.3  205.26  359.20      0\n";
    }
    out +=
        "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 336.91\n#\n# Collective test concluded: "
        "all_reduce_perf\n";
    return out;
}

}  // namespace

class TestImportCli : public QObject {
    Q_OBJECT

    using Run = tb::test::CliRun;

    Run cli(const QStringList& args) { return m_cli.run(args); }

    QString write(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(name);
        if (!tb::test::writeFile(path, bytes))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // The rating as `rate --json` prints it: total, tier and every criterion's suggested score.
    QJsonObject rating(const QString& provider) {
        const Run r = cli({QStringLiteral("rate"), QStringLiteral("--provider"), provider, QStringLiteral("--json")});
        if (r.code != 0)
            qWarning() << r.err;
        return QJsonDocument::fromJson(r.out).object();
    }

    static double networking(const QJsonObject& rating) {
        for (const QJsonValue& c : rating.value(QStringLiteral("criteria")).toArray()) {
            if (c.toObject().value(QStringLiteral("key")).toString() == QLatin1String("networking"))
                return c.toObject().value(QStringLiteral("suggested")).toDouble(-1);
        }
        return -1;
    }

    static QString summary(const QJsonObject& rating) {
        QStringList parts{rating.value(QStringLiteral("suggested_tier")).toString(),
                          QString::number(rating.value(QStringLiteral("total")).toDouble())};
        for (const QJsonValue& c : rating.value(QStringLiteral("criteria")).toArray()) {
            parts << c.toObject().value(QStringLiteral("key")).toString() + u'=' +
                         QString::number(c.toObject().value(QStringLiteral("suggested")).toDouble());
        }
        return parts.join(u' ');
    }

private slots:
    void initTestCase() {
        QVERIFY2(m_cli.isBuilt(), qPrintable(m_cli.binary() + QStringLiteral(" is not built")));
        QVERIFY(m_dir.isValid());
        m_cli.environment().remove(QStringLiteral("TIERBENCH_DB"));
        m_cli.setTimeoutMs(120000);
    }

    void init() {
        // A fresh demo database per test: the first command creates it.
        m_cli.setDatabase(m_dir.filePath(QStringLiteral("tb-%1.sqlite").arg(++m_count)));
        QCOMPARE(cli({QStringLiteral("providers")}).code, 0);
    }

    void impossibleBusbwDoesNotMoveTheRating_data() {
        QTest::addColumn<QByteArray>("busbw");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("inf") << QByteArrayLiteral("inf") << 5;
        QTest::newRow("-inf") << QByteArrayLiteral("-inf") << 5;
        QTest::newRow("nan") << QByteArrayLiteral("nan") << 5;
        QTest::newRow("1e308") << QByteArrayLiteral("1e308") << 0;
        QTest::newRow("-500") << QByteArrayLiteral("-500") << 0;
    }

    void impossibleBusbwDoesNotMoveTheRating() {
        QFETCH(QByteArray, busbw);
        QFETCH(int, exitCode);
        const QString provider = QStringLiteral("Crusoe");
        const QJsonObject before = rating(provider);
        QVERIFY(networking(before) >= 0);
        // The attack as reported: the one row with the impossible figure (the sweep's header and rank lines so that it
        // matches the provider's 8x H100 baselines).
        const QString single = write(QStringLiteral("attack-row.txt"), attackSweep(busbw, "205.40", false));
        const Run alone = cli({QStringLiteral("import"), single, QStringLiteral("--provider"), provider});
        QCOMPARE(alone.code, exitCode);
        QCOMPARE(summary(rating(provider)), summary(before));
        // Within a real sweep: the other rows count, the impossible one adds nothing (the same rating as the sweep
        // without that row, imported into a database of its own).
        const QString file = write(QStringLiteral("attack.txt"), attackSweep(busbw));
        const Run imported =
            cli({QStringLiteral("import"), file, QStringLiteral("--provider"), provider, QStringLiteral("--json")});
        QCOMPARE(imported.code, exitCode);
        if (exitCode == 0) {
            // Imported, but the impossible row is not a sample: it is kept as text in a finding that says why.
            const QJsonObject run =
                QJsonDocument::fromJson(imported.out).object().value(QStringLiteral("runs")).toArray().at(0).toObject();
            QCOMPARE(run.value(QStringLiteral("rows")).toArray().size(), 3);
            QCOMPARE(run.value(QStringLiteral("peak_busbw")).toDouble(), 341.67);
            bool refused = false;
            for (const QJsonValue& f : run.value(QStringLiteral("findings")).toArray()) {
                const QJsonObject o = f.toObject();
                if (o.value(QStringLiteral("id")).toString() == QLatin1String("import.refused_values")) {
                    refused = true;
                    QVERIFY2(o.value(QStringLiteral("detail")).toString().contains(QString::fromLatin1(busbw)),
                             qPrintable(o.value(QStringLiteral("detail")).toString()));
                }
            }
            QVERIFY(refused);
            QVERIFY(!run.value(QStringLiteral("warnings")).toArray().isEmpty());
        } else {
            QVERIFY2(imported.err.contains("finite"), imported.err.constData());
        }
        const QJsonObject after = rating(provider);
        init();  // a fresh database for the control
        const QString clean = write(QStringLiteral("clean.txt"), attackSweep(busbw, "205.40", true, false));
        QCOMPARE(cli({QStringLiteral("import"), clean, QStringLiteral("--provider"), provider}).code, 0);
        const QJsonObject control = rating(provider);
        QCOMPARE(summary(after), exitCode == 0 ? summary(control) : summary(before));
    }

    void aPlausibleRowDoesMoveTheRating() {
        // The control for the test above: the same import with a real-looking peak does change the score, so an
        // unchanged score there means the figure was refused, not that imports never count.
        const QString provider = QStringLiteral("Crusoe");
        const QJsonObject before = rating(provider);
        const QString file = write(QStringLiteral("good.txt"), attackSweep("478.90", "273.65", false));
        QCOMPARE(cli({QStringLiteral("import"), file, QStringLiteral("--provider"), provider}).code, 0);
        QVERIFY2(networking(rating(provider)) != networking(before), qPrintable(summary(before)));
    }

    void anImportGoesUnderTheNamedEvaluation() {
        // --evaluation files the runs under that evaluation (the same workflow as the workbench's import dialog);
        // another provider's evaluation is refused and nothing is stored.
        auto firstEvaluation = [this](const QString& provider) {
            const Run r = cli({QStringLiteral("evaluations"), QStringLiteral("list"), QStringLiteral("--provider"),
                               provider, QStringLiteral("--json")});
            const QJsonArray a = QJsonDocument::fromJson(r.out).array();
            return a.isEmpty() ? qint64(0) : qint64(a.first().toObject().value(QStringLiteral("id")).toDouble());
        };
        QCOMPARE(cli({QStringLiteral("evaluations"), QStringLiteral("add"), QStringLiteral("--provider"),
                      QStringLiteral("Nebius"), QStringLiteral("--title"), QStringLiteral("Hands-on")})
                     .code,
                 0);
        const qint64 crusoe = firstEvaluation(QStringLiteral("Crusoe"));
        const qint64 nebius = firstEvaluation(QStringLiteral("Nebius"));
        QVERIFY(crusoe > 0 && nebius > 0 && crusoe != nebius);
        const QString file = write(QStringLiteral("eval.txt"), attackSweep("478.90", "273.65", false));
        Run r = cli({QStringLiteral("import"), file, QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                     QStringLiteral("--evaluation"), QString::number(nebius), QStringLiteral("--json")});
        QVERIFY2(r.code != 0 && r.err.contains("another provider"), r.err.constData());
        r = cli({QStringLiteral("import"), file, QStringLiteral("--evaluation"), QString::number(crusoe)});
        QCOMPARE(r.code, 2);  // --evaluation needs --provider
        r = cli({QStringLiteral("import"), file, QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                 QStringLiteral("--evaluation"), QString::number(crusoe), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray runs = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("runs")).toArray();
        QVERIFY(!runs.isEmpty());
        const Run listed = cli(
            {QStringLiteral("runs"), QStringLiteral("--provider"), QStringLiteral("Crusoe"), QStringLiteral("--json")});
        bool seen = false;
        for (const QJsonValue& v : QJsonDocument::fromJson(listed.out).array()) {
            const QJsonObject o = v.toObject();
            if (qint64(o.value(QStringLiteral("id")).toDouble()) ==
                qint64(runs.first().toObject().value(QStringLiteral("run_id")).toDouble())) {
                seen = true;
                QCOMPARE(qint64(o.value(QStringLiteral("evaluation_id")).toDouble()), crusoe);
            }
        }
        QVERIFY2(seen, listed.out.constData());
    }

    void schedulerOutputsAndACmaxReportAreStoredAndCompared() {
        // Issue 37.4/37.5 through the real program: scheduler outputs stored with their checks, then a cmax report
        // whose PCIe ACS verdict (pass) contradicts Tierbench's own lspci import (fail) is stored and the
        // disagreement is named, not hidden.
        const QString fixtures = tb::test::sourceDir() + QStringLiteral("/tests/core/fixtures/imports/");
        Run r = cli({QStringLiteral("import"), fixtures + QStringLiteral("sinfo-gres.txt"),
                     QStringLiteral("--provider"), QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject sinfo = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(sinfo.value(QStringLiteral("format")).toString(), QStringLiteral("sinfo"));
        const QJsonObject run = sinfo.value(QStringLiteral("runs")).toArray().first().toObject();
        QVERIFY(run.value(QStringLiteral("run_id")).toDouble() > 0);
        QVERIFY2(r.out.contains("slurm.gpu_gres"), r.out.constData());
        QVERIFY(!sinfo.contains(QStringLiteral("cmax_comparison")));

        r = cli({QStringLiteral("import"), fixtures + QStringLiteral("scontrol-show-node.txt"),
                 QStringLiteral("--provider"), QStringLiteral("Crusoe")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("FAIL slurm.nodes_out"), r.out.constData());
        r = cli({QStringLiteral("import"), fixtures + QStringLiteral("lspci-acs-on.txt"), QStringLiteral("--provider"),
                 QStringLiteral("Crusoe")});
        QVERIFY2(r.code == 0, r.err.constData());

        r = cli({QStringLiteral("import"), fixtures + QStringLiteral("cmax-audit-report.txt"),
                 QStringLiteral("--provider"), QStringLiteral("Crusoe"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject cmax = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(cmax.value(QStringLiteral("format")).toString(), QStringLiteral("cmax-audit"));
        bool acs = false;
        for (const QJsonValue& v : cmax.value(QStringLiteral("cmax_comparison")).toArray()) {
            const QJsonObject c = v.toObject();
            if (c.value(QStringLiteral("item")).toString() != QLatin1String("networking.pcie_acs"))
                continue;
            acs = true;
            QCOMPARE(c.value(QStringLiteral("cmax")).toString(), QStringLiteral("pass"));
            QCOMPARE(c.value(QStringLiteral("tierbench")).toString(), QStringLiteral("fail"));
            QVERIFY(c.value(QStringLiteral("disagree")).toBool());
        }
        QVERIFY2(acs, r.out.constData());
        // The text form names it too.
        r = cli({QStringLiteral("import"), fixtures + QStringLiteral("cmax-audit-report.txt"),
                 QStringLiteral("--provider"), QStringLiteral("Crusoe")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("networking.pcie_acs: cmax pass (cmax.gpus.pcieAcs.enabled pass), Tierbench fail"),
                 r.out.constData());
    }

    void baselinesRefuseImpossibleExpectations_data() {
        QTest::addColumn<QByteArray>("entries");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("1e-308") << QByteArrayLiteral(
                                       R"([{"metric": "all_reduce.busbw", "hardware": "8xH100-SXM/nvlink",
                                            "algorithm": "nvls", "unit": "GB/s", "expected": 1e-308,
                                            "minSizeBytes": 1073741824, "source": "attack"}])")
                                << QByteArrayLiteral("plausible");
        QTest::newRow("1e308") << QByteArrayLiteral(
                                      R"([{"metric": "all_reduce.busbw", "hardware": "8xH100-SXM/nvlink",
                                           "unit": "GB/s", "expected": 1e308, "source": "attack"}])")
                               << QByteArrayLiteral("plausible");
        QTest::newRow("empty") << QByteArrayLiteral("[]") << QByteArrayLiteral("no entries");
    }

    void baselinesRefuseImpossibleExpectations() {
        QFETCH(QByteArray, entries);
        QFETCH(QByteArray, message);
        const Run listed = cli({QStringLiteral("baselines"), QStringLiteral("--json")});
        QCOMPARE(listed.code, 0);
        const QString file =
            write(QStringLiteral("baselines.json"), QByteArray(R"({"format": "tierbench-baselines", "formatVersion": 1,
                                                  "version": "attack", "entries": )") +
                                                        entries + "}");
        const Run r = cli({QStringLiteral("baselines"), QStringLiteral("--import"), file});
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains(message), r.err.constData());
        // Nothing changed: the same version and entries as before.
        QCOMPARE(cli({QStringLiteral("baselines"), QStringLiteral("--json")}).out, listed.out);
    }

    void forcedKernelLogOnZerosIsAWarningNotAPass() {
        const QString file = write(QStringLiteral("zeros.bin"), QByteArray(4 * 1024 * 1024, '\0'));
        const Run r = cli({QStringLiteral("import"), file, QStringLiteral("--format"), QStringLiteral("kernel-log"),
                           QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject run =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("runs")).toArray().at(0).toObject();
        for (const QJsonValue& f : run.value(QStringLiteral("findings")).toArray()) {
            QVERIFY2(tb::core::findingStatusFromKey(f.toObject().value(QStringLiteral("status")).toString()) !=
                         tb::core::FindingStatus::Pass,
                     r.out.constData());
        }
        QVERIFY(QJsonDocument(run.value(QStringLiteral("warnings")).toArray()).toJson().contains("not a kernel log"));
    }

    void operationOfAHeaderlessTable() {
        // Rows only, as pasted into a ticket: recognised, stored as "unknown", then named by the analyst.
        QByteArray rows;
        const QByteArray sweep = attackSweep("359.45");
        for (const QByteArray& line : sweep.split('\n')) {
            if (!line.startsWith('#') && !line.trimmed().isEmpty())
                rows += line + '\n';
        }
        const QString file = write(QStringLiteral("rows.txt"), rows);
        const Run parsed = cli({QStringLiteral("import"), file, QStringLiteral("--json")});
        QCOMPARE(parsed.code, 0);
        const QJsonObject run =
            QJsonDocument::fromJson(parsed.out).object().value(QStringLiteral("runs")).toArray().at(0).toObject();
        QCOMPARE(run.value(QStringLiteral("operation")).toString(), QStringLiteral("unknown"));
        QCOMPARE(run.value(QStringLiteral("args")).toObject().value(QStringLiteral("suggestedOperation")).toString(),
                 QStringLiteral("all_reduce"));

        const Run named = cli({QStringLiteral("import"), file, QStringLiteral("--operation"),
                               QStringLiteral("all_reduce"), QStringLiteral("--json")});
        QCOMPARE(named.code, 0);
        const QJsonObject namedRun =
            QJsonDocument::fromJson(named.out).object().value(QStringLiteral("runs")).toArray().at(0).toObject();
        QCOMPARE(namedRun.value(QStringLiteral("operation")).toString(), QStringLiteral("all_reduce"));
        QCOMPARE(namedRun.value(QStringLiteral("rank_count")).toInt(), 8);  // from busbw/algbw = 2(n-1)/n

        const Run stored = cli({QStringLiteral("import"), file, QStringLiteral("--provider"), QStringLiteral("Crusoe"),
                                QStringLiteral("--json")});
        QCOMPARE(stored.code, 0);
        const qint64 id = QJsonDocument::fromJson(stored.out)
                              .object()
                              .value(QStringLiteral("runs"))
                              .toArray()
                              .at(0)
                              .toObject()
                              .value(QStringLiteral("run_id"))
                              .toInteger();
        QVERIFY(id > 0);
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--run"), QString::number(id),
                      QStringLiteral("--operation"), QStringLiteral("all_reduce")})
                     .code,
                 0);
        // Named once: a second, different name is refused.
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--run"), QString::number(id),
                      QStringLiteral("--operation"), QStringLiteral("all_gather")})
                     .code,
                 5);
        QCOMPARE(cli({QStringLiteral("import"), file, QStringLiteral("--operation"), QStringLiteral("allreduce")}).code,
                 2);
    }

private:
    QTemporaryDir m_dir;
    tb::test::CliRunner m_cli;
    int m_count = 0;
};

QTEST_GUILESS_MAIN(TestImportCli)
#include "tst_ImportCli.moc"
