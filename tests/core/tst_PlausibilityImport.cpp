// Impossible figures at every door an import has: the Plausibility rules themselves, nccl-tests rows with inf, nan,
// 1e308 or -500, negative sizes and overflowing ranks, samples from other parsers, the store's last guard, baselines
// files with a 1e-308 expectation or no entries, CR-only line endings, and a format forced onto data with none of its
// lines.
#include "ImportTestUtil.h"

#include "core/domain/BaselineSet.h"
#include "core/domain/Plausibility.h"
#include "core/import/ImportScreen.h"
#include "core/import/ImportService.h"
#include "core/import/LineSplitter.h"
#include "core/store/Store.h"
#include "tests/support/TestDatabase.h"

#include <QSqlQuery>
#include <QTemporaryDir>

using namespace tb::core;
using importtest::finding;
using importtest::fixture;

namespace {

const QByteArray kHeader =
    "# nThread 1 nGpus 8 minBytes 1048576 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 "
    "validation: 1 graph: 0\n"
    "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw "
    "#wrong\n";

QByteArray table(const QByteArray& lastRow) {
    return kHeader +
           "  1073741824     268435456     float     sum      -1   5802.1  185.06  323.86      0   5811.4  184.76  "
           "323.33      0\n"
           "  2147483648     536870912     float     sum      -1  11241.0  191.04  334.33      0  11252.9  190.84  "
           "333.97      0\n" +
           lastRow + "\n# Avg bus bandwidth    : 330.1\n";
}

QByteArray rowWith(const char* busbw) {
    return QByteArray("  8589934592    2147483648     float     sum      -1  41823.0  205.40  ") + busbw +
           "      0  41850.3  205.26  359.20      0";
}

QString baselinesJson(const QString& entries) {
    return QStringLiteral(R"({"format": "tierbench-baselines", "formatVersion": 1, "version": "t", "entries": %1})")
        .arg(entries);
}

}  // namespace

class tst_PlausibilityImport : public QObject {
    Q_OBJECT

private slots:
    void rules() {
        QVERIFY(Plausibility::sample(QStringLiteral("all_reduce.busbw"), 479.3, QStringLiteral("GB/s")).ok());
        QVERIFY(Plausibility::sample(QStringLiteral("all_reduce.busbw"), 0, QStringLiteral("GB/s")).ok());
        // GB200 NVL72's ~850 GB/s busbw is real; 1e308 and 5000 are not.
        QVERIFY(Plausibility::sample(QStringLiteral("all_reduce.busbw.ip"), 846.8, QStringLiteral("GB/s")).ok());
        const auto huge = Plausibility::sample(QStringLiteral("all_reduce.busbw"), 1e308, QStringLiteral("GB/s"));
        QCOMPARE(huge.problem, PlausibilityCheck::Problem::TooLarge);
        QVERIFY2(huge.reason.contains(QStringLiteral("fabric")), qPrintable(huge.reason));
        QCOMPARE(Plausibility::sample(QStringLiteral("all_gather.algbw"), 5000, QStringLiteral("GB/s")).problem,
                 PlausibilityCheck::Problem::TooLarge);
        QCOMPARE(Plausibility::sample(QStringLiteral("all_reduce.busbw"), -500, QStringLiteral("GB/s")).problem,
                 PlausibilityCheck::Problem::Negative);
        QVERIFY(Plausibility::sample(QStringLiteral("x"), qInf(), QStringLiteral("GB/s")).notFinite());
        QVERIFY(Plausibility::sample(QStringLiteral("x"), -qInf(), QStringLiteral("us")).notFinite());
        QVERIFY(Plausibility::sample(QStringLiteral("x"), qQNaN(), QString()).notFinite());
        // A copy may reach HBM speeds (8 TB/s is B200), not beyond any memory; a sum over a node's pairs may.
        QVERIFY(Plausibility::sample(QStringLiteral("d2d.bw"), 8000, QStringLiteral("GB/s")).ok());
        QVERIFY(!Plausibility::sample(QStringLiteral("d2d.bw"), 80, QStringLiteral("TB/s")).ok());
        QVERIFY(Plausibility::sample(QStringLiteral("d2d.bw.sum"), 80, QStringLiteral("TB/s")).ok());
        QCOMPARE(Plausibility::quantityOf(QStringLiteral("h2d.bw"), QStringLiteral("GB/s")),
                 Plausibility::Quantity::CopyBandwidth);
        QCOMPARE(Plausibility::quantityOf(QStringLiteral("sendrecv.busbw.ip"), QStringLiteral("GB/s")),
                 Plausibility::Quantity::CollectiveBandwidth);
        QVERIFY(Plausibility::sample(QStringLiteral("ib.rate"), 800, QStringLiteral("Gb/s")).ok());
        QVERIFY(!Plausibility::sample(QStringLiteral("ib.rate"), 1e6, QStringLiteral("Gb/s")).ok());
        QVERIFY(Plausibility::sample(QStringLiteral("recipe.x.seconds"), 3600, QStringLiteral("s")).ok());
        QVERIFY(!Plausibility::sample(QStringLiteral("recipe.x.seconds"), 1e9, QStringLiteral("s")).ok());
        QVERIFY(!Plausibility::sample(QStringLiteral("gemm.bf16.tflops"), 1e7, QStringLiteral("TFLOP/s")).ok());
        // Expectations must be measurable figures, not arithmetic tricks.
        QCOMPARE(Plausibility::expected(QStringLiteral("all_reduce.busbw"), 1e-308, QStringLiteral("GB/s")).problem,
                 PlausibilityCheck::Problem::TooSmall);
        QVERIFY(Plausibility::expected(QStringLiteral("all_reduce.busbw"), 480, QStringLiteral("GB/s")).ok());
        QVERIFY(Plausibility::expected(QStringLiteral("recipe.import_torch.seconds"), 1, QStringLiteral("s")).ok());
        QVERIFY(!Plausibility::sizeBytes(-1024).ok());
        QVERIFY(Plausibility::sizeBytes(17179869184.0).ok());
        QVERIFY(Plausibility::rank(1023).ok());
        QVERIFY(!Plausibility::rank(qint64(1) << 31).ok());
        QVERIFY(!Plausibility::rank(-1).ok());
        QVERIFY(!Plausibility::rankCount(qint64(1) << 40).ok());
    }

    void impossibleRowsAreKeptAsTextNotUsed_data() {
        QTest::addColumn<QByteArray>("busbw");
        QTest::newRow("1e308") << QByteArrayLiteral("1e308");
        QTest::newRow("-500") << QByteArrayLiteral("-500");
        QTest::newRow("5000") << QByteArrayLiteral("5000.00");
    }

    void impossibleRowsAreKeptAsTextNotUsed() {
        QFETCH(QByteArray, busbw);
        auto r = Importer::parseBytes(table(rowWith(busbw.constData())));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        const ParsedRun& run = r->runs.at(0);
        QCOMPARE(run.rows.size(), 2);
        QVERIFY(peakBusbw(run) < 400);
        for (const SampleRecord& s : runSamples(run))
            QVERIFY(Plausibility::sample(s.metric, s.value, s.unit).ok());
        const FindingRecord f = finding(run, QStringLiteral("import.refused_values"));
        QCOMPARE(f.status, FindingStatus::Warn);
        QCOMPARE(f.value, QStringLiteral("1"));
        QVERIFY2(f.detail.contains(QString::fromLatin1(busbw)), qPrintable(f.detail));  // the row's own text
        QVERIFY2(f.detail.contains(QStringLiteral("line 5")), qPrintable(f.detail));
        bool warned = false;
        for (const QString& w : run.warnings)
            warned = warned || w.contains(QStringLiteral("impossible"));
        QVERIFY(warned);
    }

    void nonFiniteFiguresRefuseTheWholeInput_data() {
        QTest::addColumn<QByteArray>("busbw");
        QTest::newRow("inf") << QByteArrayLiteral("inf");
        QTest::newRow("-inf") << QByteArrayLiteral("-inf");
        QTest::newRow("nan") << QByteArrayLiteral("nan");
        QTest::newRow("-nan") << QByteArrayLiteral("-nan");
        QTest::newRow("Infinity") << QByteArrayLiteral("Infinity");
    }

    void nonFiniteFiguresRefuseTheWholeInput() {
        QFETCH(QByteArray, busbw);
        auto r = Importer::parseBytes(table(rowWith(busbw.constData())));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::InvalidArgument);  // exit 5, not a database error
        QVERIFY2(r.error().detail.contains(QStringLiteral("line 5")), qPrintable(r.error().detail));
        QVERIFY2(r.error().detail.contains(QStringLiteral("finite")), qPrintable(r.error().detail));
    }

    void negativeSizesAndOverflowingRanksAreWarnings() {
        QByteArray in =
            "#  Rank  0 Group  0 Pid  41001 on node-a01 device  0 [0000:1a:00] NVIDIA H100 80GB HBM3\n"
            "#  Rank 99999999999 Group  0 Pid  41001 on node-a01 device  1 [0000:2a:00] NVIDIA H100 80GB "
            "HBM3\n" +
            table(
                "  -8589934592    2147483648     float     sum      -1  41823.0  205.40  359.45      0  "
                "41850.3  205.26  359.20      0");
        auto r = Importer::parseBytes(in);
        QVERIFY(r.ok());
        const ParsedRun& run = r->runs.at(0);
        QCOMPARE(run.rows.size(), 2);
        QCOMPARE(run.rankCount, 1);  // the impossible rank did not become the rank count
        QVERIFY2(finding(run, QStringLiteral("import.refused_values")).detail.contains(QStringLiteral("negative")),
                 qPrintable(finding(run, QStringLiteral("import.refused_values")).detail));
        bool rankWarning = false;
        for (const QString& w : run.warnings)
            rankWarning = rankWarning || w.contains(QStringLiteral("rank line was ignored"));
        QVERIFY(rankWarning);

        // A root that overflows an int is dropped with a warning, the row kept.
        auto rooted = Importer::parseBytes(
            kHeader +
            "  1073741824     268435456     float     sum  4294967296   5802.1  185.06  323.86      0   "
            "5811.4  184.76  323.33      0\n");
        QVERIFY(rooted.ok());
        QCOMPARE(rooted->runs.at(0).rows.size(), 1);
        QVERIFY(!rooted->runs.at(0).rows.at(0).root);
        QVERIFY(rooted->warnings.join(u' ').contains(QStringLiteral("root")));
    }

    void ncclJsonRowsAndRanks() {
        QByteArray json = fixture(QStringLiteral("nccl-tests.json"));
        // Negative size, impossible busbw, a rank beyond any int, and "inf" given as a string.
        json.replace("\"size\": 1048576", "\"size\": -1048576");
        json.replace("\"bus_bw\": 149.8", "\"bus_bw\": 1e300");
        json.replace("{\"rank\": 1,", "{\"rank\": 4294967296,");
        auto r = Importer::parseBytes(json);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        const ParsedRun& run = r->runs.at(0);
        QCOMPARE(run.rows.size(), 1);
        QCOMPARE(run.rankCount, 1);
        const FindingRecord f = finding(run, QStringLiteral("import.refused_values"));
        QCOMPARE(f.value, QStringLiteral("2"));
        QVERIFY2(f.detail.contains(QStringLiteral("-1048576")), qPrintable(f.detail));
        QVERIFY2(f.detail.contains(QStringLiteral("1e+300")), qPrintable(f.detail));
        QVERIFY(run.warnings.join(u' ').contains(QStringLiteral("device entry was not counted")));
        QByteArray inf = fixture(QStringLiteral("nccl-tests.json"));
        inf.replace("\"bus_bw\": 149.8", "\"bus_bw\": \"inf\"");
        auto invalid = Importer::parseBytes(inf);
        QVERIFY(!invalid.ok());
        QCOMPARE(invalid.error().code, ErrorCode::InvalidArgument);
    }

    void otherParsersAreScreenedToo() {
        // nvbandwidth rows come from another parser: the screen catches them.
        QByteArray nvb = fixture(QStringLiteral("nvbandwidth-v08.txt"));
        QVERIFY(nvb.contains(" 0     55.20"));
        nvb.replace(" 0     55.20", " 0    9.9e12");  // a host-to-device copy faster than any memory
        auto r = Importer::parseBytes(nvb);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        for (const ParsedRun& run : r->runs) {
            for (const SampleRecord& s : run.samples)
                QVERIFY2(s.value < 1e6, qPrintable(s.metric));
        }
        bool refused = false;
        for (const ParsedRun& run : r->runs)
            refused = refused || !finding(run, QStringLiteral("import.refused_values")).key.isEmpty();
        QVERIFY(refused);
        // Direct: a parse with a non-finite sample is flagged invalid.
        ParsedImport p;
        ParsedRun run;
        run.samples.push_back({QStringLiteral("h2d.bw"), 1024, qQNaN(), QStringLiteral("GB/s"), {}});
        run.samples.push_back({QStringLiteral("h2d.bw"), 2048, 52.1, QStringLiteral("GB/s"), {}});
        p.runs.push_back(run);
        ImportScreen::apply(p);
        QCOMPARE(p.invalidValues, 1);
    }

    void theStoreRefusesNonFiniteFiguresAsInvalidInput() {
        tb::test::TestDatabase dir;
        TB_OPEN_TEST_DATABASE(where, dir, QStringLiteral("t.sqlite"));
        auto store = Store::open(where);
        QVERIFY(store.ok());
        ParsedImport p;
        p.format = QStringLiteral("nccl-tests");
        ParsedRun run;
        run.tool = QStringLiteral("nccl-tests");
        run.operation = QStringLiteral("all_reduce");
        CollectiveRow row;
        row.sizeBytes = 1024;
        row.count = 256;
        row.outOfPlace.present = true;
        row.outOfPlace.busbw = qQNaN();
        run.rows.push_back(row);
        p.runs.push_back(run);
        auto stored = (*store)->run([&](QSqlDatabase& db) -> Result<QVector<qint64>> {
            QSqlQuery q(db);
            q.exec(QStringLiteral("INSERT INTO provider (name, kind) VALUES ('P', 'neocloud')"));
            return ImportService::store(db, q.lastInsertId().toLongLong(), p, QStringLiteral("x"), ImportCapture{});
        });
        QVERIFY(!stored.ok());
        QCOMPARE(stored.error().code, ErrorCode::InvalidArgument);
        auto count = (*store)->run([](QSqlDatabase& db) -> Result<qint64> {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT COUNT(*) FROM probe_run"));
            q.next();
            return q.value(0).toLongLong();
        });
        QCOMPARE(*count, 0);
    }

    void baselinesRefuseImplausibleExpectationsAndEmptyLists() {
        const QString entry = QStringLiteral(
            R"({"metric": "all_reduce.busbw", "hardware": "8xH100-SXM/nvlink", "unit": "GB/s", "expected": %1,
                "source": "test"})");
        auto tiny = BaselineSet::fromJson(baselinesJson(u'[' + entry.arg(QStringLiteral("1e-308")) + u']').toUtf8());
        QVERIFY(!tiny.ok());
        QCOMPARE(tiny.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(tiny.error().toString().contains(QStringLiteral("top band")), qPrintable(tiny.error().toString()));
        auto huge = BaselineSet::fromJson(baselinesJson(u'[' + entry.arg(QStringLiteral("1e308")) + u']').toUtf8());
        QVERIFY(!huge.ok());
        auto good = BaselineSet::fromJson(baselinesJson(u'[' + entry.arg(QStringLiteral("480")) + u']').toUtf8());
        QVERIFY2(good.ok(), qPrintable(good.ok() ? QString() : good.error().toString()));
        auto empty = BaselineSet::fromJson(baselinesJson(QStringLiteral("[]")).toUtf8());
        QVERIFY(!empty.ok());
        QCOMPARE(empty.error().code, ErrorCode::InvalidArgument);
        // Fractional tier edges of 1e-300 would make everything platinum just the same.
        auto edges = BaselineSet::fromJson(
            baselinesJson(QStringLiteral(
                              R"([{"metric": "all_reduce.busbw", "hardware": "8xH100-SXM/nvlink", "unit": "GB/s",
                                   "expected": 480, "source": "t", "tiers": {"mode": "fraction", "platinum": 4e-300,
                                   "gold": 3e-300, "silver": 2e-300, "bronze": 1e-300}}])"))
                .toUtf8());
        QVERIFY(!edges.ok());
        // The shipped library passes its own rules.
        auto builtin = BaselineSet::builtin();
        QVERIFY2(builtin.ok(), qPrintable(builtin.ok() ? QString() : builtin.error().toString()));
    }

    void crOnlyLineEndingsDoNotHideXids() {
        auto r = importtest::parse(QStringLiteral("kernel-log-cr-only.txt"));
        QCOMPARE(r.runs.size(), 1);
        const ParsedRun& run = r.runs.at(0);
        QCOMPARE(finding(run, QStringLiteral("gpu.xid.79")).status, FindingStatus::Fail);
        QCOMPARE(finding(run, QStringLiteral("gpu.xid.48")).status, FindingStatus::Fail);
        QVERIFY2(r.warnings.join(u' ').contains(QStringLiteral("lone CR")), qPrintable(r.warnings.join(u' ')));
    }

    void lineSplitterCrAcrossChunks() {
        // CRLF split between two chunks is one line break; a CR at a chunk's end followed by text is a CR break.
        QStringList lines;
        LineSplitter splitter;
        const auto sink = [&](std::string_view l, bool, bool) {
            lines << QString::fromUtf8(l.data(), qsizetype(l.size()));
        };
        splitter.feed(QByteArrayLiteral("a\r"), sink);
        splitter.feed(QByteArrayLiteral("\nb\r"), sink);
        splitter.feed(QByteArrayLiteral("c\rd"), sink);
        splitter.finish(sink);
        QCOMPARE(lines,
                 (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")}));
        QCOMPARE(splitter.crBreaks(), 2);
        QVERIFY(splitter.endedWithoutNewline());
    }

    void forcedFormatOnDataWithNoneOfItsLines() {
        const QByteArray zeros(2 * 1024 * 1024, '\0');
        auto r = Importer::parseBytes(zeros, QStringLiteral("kernel-log"));
        QVERIFY(r.ok());
        const ParsedRun& run = r->runs.at(0);
        QCOMPARE(finding(run, QStringLiteral("gpu.xid")).status, FindingStatus::Unknown);
        for (const FindingRecord& f : run.findings)
            QVERIFY2(f.status != FindingStatus::Pass, qPrintable(f.key));
        QVERIFY(run.warnings.join(u' ').contains(QStringLiteral("not a kernel log")));
        // A real but quiet kernel log still passes.
        auto clean = importtest::parse(QStringLiteral("kernel-log-clean.txt"), QStringLiteral("kernel-log"));
        QCOMPARE(finding(clean.runs.at(0), QStringLiteral("gpu.xid")).status, FindingStatus::Pass);
    }
};

QTEST_GUILESS_MAIN(tst_PlausibilityImport)
#include "tst_PlausibilityImport.moc"
