// Imported runs carry the canonical hardware key (`8xH100-SXM/nvlink`) that the baseline matcher reads, built from
// the device names the tools print; a real 8xH100 nccl-tests log gets a verdict against the built-in baselines.
#include "tests/support/TestSupport.h"
#include "tests/support/TestDatabase.h"
#include "core/baseline/BaselineMatcher.h"
#include "core/domain/BaselineSet.h"
#include "core/baseline/BaselineVerdict.h"
#include "core/domain/HardwareKey.h"
#include "core/import/ImportService.h"
#include "core/import/Importer.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {

// An nccl-tests head with one rank line per GPU, `hosts` nodes of `perNode` GPUs each, and one result row.
QByteArray ncclLog(int hosts, int perNode, const QString& deviceName) {
    QByteArray text =
        "# nThread 1 nGpus 1 minBytes 1073741824 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 "
        "agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n";
    int rank = 0;
    for (int h = 0; h < hosts; ++h) {
        for (int d = 0; d < perNode; ++d, ++rank) {
            text += QStringLiteral("#  Rank %1 Group  0 Pid %2 on node-%3 device %4 [0x%5] %6\n")
                        .arg(rank, 2)
                        .arg(4000 + rank)
                        .arg(h)
                        .arg(d, 2)
                        .arg(0x18 + d * 16, 2, 16, QLatin1Char('0'))
                        .arg(deviceName)
                        .toUtf8();
        }
    }
    text +=
        "#\n#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw"
        "   busbw #wrong\n"
        "  1073741824     268435456     float     sum      -1   4321.0  248.49  465.91      0   4300.1  249.70  "
        "468.19      0\n"
        "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 467.05 \n#\n";
    return text;
}

QString realdataFile(const QString& name) {
    const QString shared = tb::test::sharedDir();
    const QString path = shared + QStringLiteral("/realdata/") + name;
    return !shared.isEmpty() && QFileInfo::exists(path) ? path : QString();
}

}  // namespace

class tst_HardwareKeyImport : public QObject {
    Q_OBJECT

private slots:
    void canonicalDevice_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("fabric");
        QTest::newRow("H100 SXM") << "NVIDIA H100 80GB HBM3"
                                  << "H100-SXM"
                                  << "nvlink";
        QTest::newRow("H100 PCIe") << "NVIDIA H100 PCIe"
                                   << "H100-PCIE"
                                   << "pcie";
        QTest::newRow("H200") << "NVIDIA H200"
                              << "H200-SXM"
                              << "nvlink";
        QTest::newRow("H200 NVL") << "NVIDIA H200 NVL"
                                  << "H200-NVL"
                                  << "pcie";
        QTest::newRow("A100 SXM 40GB") << "NVIDIA A100-SXM4-40GB"
                                       << "A100-SXM-40GB"
                                       << "nvlink";
        QTest::newRow("A100 no vendor") << "A100-SXM4-80GB"
                                        << "A100-SXM-80GB"
                                        << "nvlink";
        QTest::newRow("A100 PCIe") << "NVIDIA A100 80GB PCIe"
                                   << "A100-PCIE-80GB"
                                   << "pcie";
        QTest::newRow("MI300X") << "AMD Instinct MI300X"
                                << "MI300X"
                                << "xgmi";
        QTest::newRow("GH200") << "NVIDIA GH200 480GB"
                               << "GH200-480GB"
                               << "nvlink";
        QTest::newRow("L40S") << "NVIDIA L40S"
                              << "L40S"
                              << "pcie";
        QTest::newRow("empty") << ""
                               << ""
                               << "";
    }
    void canonicalDevice() {
        QFETCH(QString, name);
        QFETCH(QString, device);
        QFETCH(QString, fabric);
        QString gotFabric;
        QCOMPARE(HardwareKey::canonicalDevice(name, &gotFabric), device);
        if (!device.isEmpty())
            QCOMPARE(gotFabric, fabric);
    }

    void keysParseBack() {
        for (const QString& name : {QStringLiteral("NVIDIA H100 80GB HBM3"), QStringLiteral("NVIDIA A100-SXM4-40GB"),
                                    QStringLiteral("AMD Instinct MI300X"), QStringLiteral("NVIDIA GeForce RTX 4090")}) {
            const QString key = HardwareKey::fromDevices(name, 8, 2);
            auto parsed = HardwareKey::parse(key);
            QVERIFY2(parsed.ok(), qPrintable(key));
            QCOMPARE(parsed->toString(), key);
            QVERIFY(parsed->isMultiNode());
            QCOMPARE(parsed->gpu()->count, 8);
        }
        QCOMPARE(HardwareKey::fromDevices(QStringLiteral("NVIDIA H100 80GB HBM3"), 0), QString());
    }

    void importedKeys() {
        auto one = Importer::parseBytes(ncclLog(1, 8, QStringLiteral("NVIDIA H100 80GB HBM3")));
        QVERIFY(one.ok());
        QCOMPARE(ImportService::hardwareKey(one->runs.front()), QStringLiteral("8xH100-SXM/nvlink"));
        auto two = Importer::parseBytes(ncclLog(2, 8, QStringLiteral("NVIDIA H100 80GB HBM3")));
        QVERIFY(two.ok());
        QCOMPARE(ImportService::hardwareKey(two->runs.front()), QStringLiteral("2x8xH100-SXM/nvlink"));
        auto mi = Importer::parseBytes(ncclLog(1, 8, QStringLiteral("AMD Instinct MI300X")));
        QVERIFY(mi.ok());
        QCOMPARE(ImportService::hardwareKey(mi->runs.front()), QStringLiteral("8xMI300X/xgmi"));

        // Mixed models: no single key describes the run.
        QByteArray mixed = ncclLog(1, 2, QStringLiteral("NVIDIA H100 80GB HBM3"));
        mixed.replace("device  1 [0x28] NVIDIA H100 80GB HBM3", "device  1 [0x28] NVIDIA A100-SXM4-80GB");
        auto m = Importer::parseBytes(mixed);
        QVERIFY(m.ok());
        QCOMPARE(ImportService::hardwareKey(m->runs.front()), QString());
    }

    void importedKeyGetsVerdict() {
        auto set = BaselineSet::builtin();
        QVERIFY(set.ok());
        const BaselineMatcher matcher(*set);
        auto parsed = Importer::parseBytes(ncclLog(1, 8, QStringLiteral("NVIDIA H100 80GB HBM3")));
        QVERIFY(parsed.ok());
        const QString key = ImportService::hardwareKey(parsed->runs.front());
        const auto match = matcher.match(QStringLiteral("all_reduce.busbw"), key);
        QVERIFY2(match.found(), qPrintable(match.reason));
        QCOMPARE(match.kind, BaselineMatch::Kind::Exact);
        const auto verdict = BaselineVerdict::of(peakBusbw(parsed->runs.front()), match);
        QVERIFY(verdict.hasBaseline);
        QVERIFY(verdict.percent > 90);
    }

    // A real 8xH100 log (NVLS, 479 GB/s peak), imported into a real store: the stored run's key matches the 8xH100
    // baseline and its peak gets a tier band, not "no baseline".
    void realdataRunMatchesBaseline() {
        const QString path =
            realdataFile(QStringLiteral("nccl-allreduce-8xH100-single-node-479GBps-v2.17.9-together.txt"));
        if (path.isEmpty())
            QSKIP("no ../shared/realdata beside the checkout");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        ImportCapture capture;
        auto parsed = Importer::parse(file, QStringLiteral("auto"), &capture);
        QVERIFY(parsed.ok());
        QVERIFY(!parsed->runs.isEmpty());

        tb::test::TestDatabase dir;
        TB_OPEN_TEST_DATABASE(where, dir, QStringLiteral("hw.tierbench"));
        auto store = Store::open(where);
        QVERIFY(store.ok());
        const auto stored = (*store)->run([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('hw')"));
            const qint64 provider = q.lastInsertId().toLongLong();
            auto ids = ImportService::store(db, provider, *parsed, QFileInfo(path).fileName(), capture);
            RunRecord run;
            if (ids.ok() && !ids->isEmpty())
                run = RunRepository(db).get(ids->front()).valueOr(RunRecord{});
            return run;
        });
        QCOMPARE(stored.hardwareKey, QStringLiteral("8xH100-SXM/nvlink"));

        auto set = BaselineSet::builtin();
        QVERIFY(set.ok());
        const BaselineMatcher matcher(*set);
        const auto match = matcher.match(QStringLiteral("all_reduce.busbw"), stored.hardwareKey);
        QVERIFY2(match.found(), qPrintable(match.reason));
        QVERIFY(match.kind == BaselineMatch::Kind::Exact || match.kind == BaselineMatch::Kind::Fuzzy);
        const double peak = peakBusbw(parsed->runs.front());
        QVERIFY(qAbs(peak - 479.26) < 0.01);
        const auto verdict = BaselineVerdict::of(peak, match);
        QVERIFY(verdict.hasBaseline);
        QVERIFY(verdict.band != Tier::Unavailable);
        QVERIFY2(!verdict.describe(match).isEmpty(), "a verdict text");
    }

    // Every real nccl-tests/rccl-tests log: the key is empty (no device names) or one the matcher can read.
    void realdataKeysParse_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");  // expected; "*" = any readable key or none
        QTest::newRow("8xMI300X") << "rccl-allreduce-8xMI300X-single-node-hisohara.txt"
                                  << "8xMI300X/xgmi";
        QTest::newRow("2x8xMI300X") << "rccl-allreduce-2node-16xMI300X-rocm6.4-hisohara.txt"
                                    << "2x8xMI300X/xgmi";
        QTest::newRow("8xA100-40GB") << "nccl-allreduce-8xA100-40GB-oldformat-validation0-superbench.txt"
                                     << "8xA100-SXM-40GB/nvlink";
        QTest::newRow("2x4xH100") << "nccl-alltoall-sendrecv-2node-4xH100-xxrjun.txt"
                                  << "2x4xH100-SXM/nvlink";
        QTest::newRow("128xA100") << "nccl-allreduce-128xA100-sharp-oldformat-error-col-coreweave-readme.txt"
                                  << "*";
        QTest::newRow("MI355X") << "rccl-allreduce-2node-16xMI355X-pollara400-no-summary-hisohara.txt"
                                << "*";
    }
    void realdataKeysParse() {
        QFETCH(QString, file);
        QFETCH(QString, key);
        const QString path = realdataFile(file);
        if (path.isEmpty())
            QSKIP("no ../shared/realdata beside the checkout");
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto parsed = Importer::parse(f);
        QVERIFY(parsed.ok());
        for (const ParsedRun& run : parsed->runs) {
            const QString got = ImportService::hardwareKey(run);
            if (key != QLatin1String("*"))
                QCOMPARE(got, key);
            if (!got.isEmpty())
                QVERIFY2(HardwareKey::parse(got).ok(), qPrintable(got));
        }
    }

    void realdataMultiNodeKey() {
        const QString path = realdataFile(QStringLiteral("nccl-allreduce-2node-16xH100-a3mega-lessizzmore.txt"));
        if (path.isEmpty())
            QSKIP("no ../shared/realdata beside the checkout");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto parsed = Importer::parse(file);
        QVERIFY(parsed.ok());
        QCOMPARE(ImportService::hardwareKey(parsed->runs.front()), QStringLiteral("2x8xH100-SXM/nvlink"));
    }
};

QTEST_GUILESS_MAIN(tst_HardwareKeyImport)
#include "tst_HardwareKeyImport.moc"
