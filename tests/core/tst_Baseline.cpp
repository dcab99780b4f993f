#include "core/baseline/BaselineMatcher.h"
#include "core/store/BaselineRepository.h"
#include "core/domain/BaselineSet.h"
#include "core/domain/HardwareKey.h"
#include "core/store/Store.h"
#include "tests/support/TestDatabase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {

BaselineSet builtinSet() {
    auto set = BaselineSet::builtin();
    if (!set) {
        qFatal("%s", qPrintable(set.error().toString()));
    }
    return *set;
}

QByteArray oneEntryFile(const QJsonObject& entry) {
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("tierbench-baselines")},
                                     {QStringLiteral("formatVersion"), 1},
                                     {QStringLiteral("version"), QStringLiteral("t1")},
                                     {QStringLiteral("entries"), QJsonArray{entry}}})
        .toJson();
}

QJsonObject goodEntry() {
    return QJsonObject{{QStringLiteral("metric"), QStringLiteral("all_reduce.busbw")},
                       {QStringLiteral("hardware"), QStringLiteral("8xH100-SXM/nvlink")},
                       {QStringLiteral("unit"), QStringLiteral("GB/s")},
                       {QStringLiteral("direction"), QStringLiteral("higher")},
                       {QStringLiteral("expected"), 480},
                       {QStringLiteral("source"), QStringLiteral("test")}};
}

}  // namespace

class TestBaseline : public QObject {
    Q_OBJECT

private slots:
    void parsesHardwareKeys() {
        auto k = HardwareKey::parse(QStringLiteral("8xH100-SXM/nvlink"));
        QVERIFY(k);
        QCOMPARE(k->gpu()->count, 8);
        QCOMPARE(k->gpu()->family, QStringLiteral("H100"));
        QCOMPARE(k->gpu()->formFactor, QStringLiteral("SXM"));
        QCOMPARE(k->gpu()->fabric, QStringLiteral("nvlink"));
        QCOMPARE(k->toString(), QStringLiteral("8xH100-SXM/nvlink"));

        auto nv = HardwareKey::parse(QStringLiteral("8x NVIDIA H100 80GB HBM3/NVSwitch"));
        QVERIFY(nv);
        QCOMPARE(nv->gpu()->family, QStringLiteral("H100"));
        QCOMPARE(nv->gpu()->memory, QStringLiteral("80GB"));
        QCOMPARE(nv->gpu()->fabric, QStringLiteral("nvlink"));

        auto multi = HardwareKey::parse(QStringLiteral("2x8xH100-SXM/ib-ndr-400g"));
        QVERIFY(multi);
        QVERIFY(multi->isMultiNode());
        QCOMPARE(multi->node()->fabric, QStringLiteral("ib-ndr-400g"));
        QCOMPARE(multi->nicsPerNode(), 8);

        bool inferred = false;
        QCOMPARE(k->hostFabric(&inferred), QStringLiteral("pcie-gen5"));
        QVERIFY(inferred);

        QVERIFY(!HardwareKey::parse(QString()));
        QVERIFY(!HardwareKey::parse(QStringLiteral("H100")));
        QVERIFY(!HardwareKey::parse(QStringLiteral("0xH100/nvlink")));
    }

    void builtinLibraryIsValidAndSourced() {
        const BaselineSet set = builtinSet();
        QVERIFY(set.entries.size() >= 30);
        for (const Baseline& b : set.entries) {
            QVERIFY2(!b.source.trimmed().isEmpty(), qPrintable(b.metric));
        }
    }

    // Loop 4d: a host-backend run (no GPU measured) is compared only with baselines for any hardware; every GPU,
    // fabric and host-link baseline is refused, with the reason.
    void refusesGpuBaselinesForAHostBackendRun() {
        BaselineMatcher m(builtinSet());
        const QString host = QStringLiteral("host");
        for (const QString& metric :
             {QStringLiteral("all_reduce.busbw"), QStringLiteral("h2d.bw"), QStringLiteral("gemm.bf16.tflops")}) {
            const auto refused = m.match(metric, QStringLiteral("8xH100-SXM/nvlink"), {}, host);
            QVERIFY2(!refused.found(), qPrintable(metric));
            QVERIFY2(refused.reason.contains(QStringLiteral("Host-backend run")), qPrintable(refused.reason));
            QVERIFY(m.match(metric, QStringLiteral("8xH100-SXM/nvlink"), {}, QStringLiteral("gpu")).found());
        }
        const auto multi = m.match(QStringLiteral("all_reduce.busbw"),
                                   QStringLiteral("2x8xH100-SXM/nvlink,node/ib-ndr-400g"), {}, host);
        QVERIFY(!multi.found());
        // Recipes time the node, not a GPU: their baselines for any hardware still apply.
        QVERIFY(m.match(QStringLiteral("recipe.import_torch.seconds"), QStringLiteral("any"), {}, host).found());
        QCOMPARE(BaselineMatcher::backendFromEnv(QJsonObject{{QStringLiteral("backend"), host}}), host);
    }

    void matchesExact() {
        BaselineMatcher m(builtinSet());
        auto nvls =
            m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink"), QStringLiteral("nvls"));
        QCOMPARE(nvls.kind, BaselineMatch::Kind::Exact);
        QCOMPARE(nvls.expected(), 480.0);
        auto ring =
            m.match(QStringLiteral("all_reduce.busbw.ip"), QStringLiteral("8xH100-SXM/nvlink"), QStringLiteral("ring"));
        QCOMPARE(ring.kind, BaselineMatch::Kind::Exact);
        QCOMPARE(ring.expected(), 370.0);
        auto gather =
            m.match(QStringLiteral("all_gather.busbw"), QStringLiteral("8xH100-SXM/nvlink"), QStringLiteral("ring"));
        QCOMPARE(gather.expected(), 370.0);
        auto mi = m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xMI300X/xgmi"));
        QCOMPARE(mi.kind, BaselineMatch::Kind::Exact);
        QCOMPARE(mi.expected(), 315.0);
        auto pull = m.match(QStringLiteral("recipe.container_pull.seconds"), QStringLiteral("4xL40S/pcie"));
        QCOMPARE(pull.kind, BaselineMatch::Kind::Generic);
    }

    void unknownAlgorithmAssumesBestFigureAndSaysSo() {
        BaselineMatcher m(builtinSet());
        auto any = m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink"));
        QCOMPARE(any.expected(), 480.0);
        QVERIFY2(any.reason.contains(QStringLiteral("NVLS")), qPrintable(any.reason));
        QCOMPARE(BaselineMatcher::algorithmFromEnv(QJsonObject{{QStringLiteral("NCCL_ALGO"), QStringLiteral("Ring")}}),
                 QStringLiteral("ring"));
        QCOMPARE(
            BaselineMatcher::algorithmFromEnv(QJsonObject{{QStringLiteral("NCCL_NVLS_ENABLE"), QStringLiteral("0")}}),
            QStringLiteral("ring"));
        QCOMPARE(BaselineMatcher::algorithmFromEnv(QJsonObject{}), QString());
    }

    void matchesFuzzy() {
        BaselineMatcher m(builtinSet());
        // nvidia-smi's name states memory, not the form factor.
        auto h = m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100 80GB HBM3/nvlink"),
                         QStringLiteral("nvls"));
        QCOMPARE(h.kind, BaselineMatch::Kind::Fuzzy);
        QCOMPARE(h.expected(), 480.0);
        QVERIFY(h.reason.contains(QStringLiteral("form factor")));
        auto a40 = m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xA100-40GB/nvlink"));
        QCOMPARE(a40.kind, BaselineMatch::Kind::Fuzzy);
        QVERIFY(a40.reason.contains(QStringLiteral("40GB")));
        // Host link inferred from the GPU.
        auto h2d = m.match(QStringLiteral("h2d.bw"), QStringLiteral("8xH100-SXM/nvlink"));
        QCOMPARE(h2d.kind, BaselineMatch::Kind::Fuzzy);
        QCOMPARE(h2d.expected(), 52.0);
        auto h2dExact = m.match(QStringLiteral("h2d.bw"), QStringLiteral("8xH100-SXM/nvlink,host/pcie-gen5"));
        QCOMPARE(h2dExact.kind, BaselineMatch::Kind::Exact);
        // Multi-node: per NIC times NICs per node, and RoCE at the same speed is fuzzy.
        auto ib = m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("2x8xH100-SXM/nvlink,node/ib-ndr-400g"));
        QCOMPARE(ib.kind, BaselineMatch::Kind::Exact);
        QCOMPARE(ib.expected(), 48.0 * 8);
        auto roce = m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("2x8xH100-SXM/nvlink,4xnode/roce-400g"));
        QCOMPARE(roce.kind, BaselineMatch::Kind::Fuzzy);
        QCOMPARE(roce.expected(), 48.0 * 4);
    }

    void matchesNone() {
        BaselineMatcher m(builtinSet());
        auto l40 = m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("4xL40S/pcie"));
        QCOMPARE(l40.kind, BaselineMatch::Kind::None);
        QVERIFY(!l40.found());
        QCOMPARE(l40.reason, QStringLiteral("No baseline for 4xL40S/pcie: shown without tier bands"));
        // Count and form factor must agree.
        QVERIFY(!m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("4xH100-SXM/nvlink")).found());
        QVERIFY(!m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-PCIe/nvlink")).found());
        // A single-node collective never matches the scale-out baseline.
        QVERIFY(!m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("node/ib-ndr-400g")).found());
    }

    void bandsAtTheEdges() {
        Baseline b;
        b.metric = QStringLiteral("all_reduce.busbw");
        b.expected = 480;
        QCOMPARE(b.bandFor(480 * 0.95), Tier::Platinum);  // 455.99999... exactly on the edge: better band
        QCOMPARE(b.bandFor(456.0), Tier::Platinum);
        QCOMPARE(b.bandFor(455.99), Tier::Gold);
        QCOMPARE(b.bandFor(432.0), Tier::Gold);
        QCOMPARE(b.bandFor(431.99), Tier::Silver);
        QCOMPARE(b.bandFor(384.0), Tier::Silver);
        QCOMPARE(b.bandFor(336.0), Tier::Bronze);
        QCOMPARE(b.bandFor(335.99), Tier::Underperforming);
        QCOMPARE(b.bandFor(0.0), Tier::Underperforming);
        QCOMPARE(b.bandFor(600.0), Tier::Platinum);

        Baseline pull;
        pull.direction = BetterDirection::Lower;
        pull.expected = 10;
        pull.tiers = TierEdges{TierEdges::Mode::Absolute, 10, 60, 240, 600};
        QCOMPARE(pull.bandFor(10.0), Tier::Platinum);
        QCOMPARE(pull.bandFor(10.001), Tier::Gold);
        QCOMPARE(pull.bandFor(240.0), Tier::Silver);
        QCOMPARE(pull.bandFor(241.0), Tier::Bronze);
        QCOMPARE(pull.bandFor(600.0), Tier::Bronze);
        QCOMPARE(pull.bandFor(600.5), Tier::Underperforming);

        Baseline perNic = b;
        perNic.expected = 48;
        perNic.per = QStringLiteral("nic");
        QCOMPARE(perNic.bandFor(48 * 8 * 0.95, 8), Tier::Platinum);
        QCOMPARE(perNic.bandFor(48 * 8 * 0.95 - 0.01, 8), Tier::Gold);
    }

    void jsonRoundTrip() {
        const BaselineSet set = builtinSet();
        auto again = BaselineSet::fromJson(set.toJson());
        QVERIFY2(again, qPrintable(again ? QString() : again.error().toString()));
        QCOMPARE(again->entries.size(), set.entries.size());
        for (int i = 0; i < set.entries.size(); ++i) {
            QCOMPARE(again->entries[i].toJson(), set.entries[i].toJson());
        }
        QCOMPARE(again->version, set.version);
    }

    void validationErrors_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expectedText");
        QTest::newRow("no source") << "source" << QJsonValue(QStringLiteral("  ")) << "needs a source";
        QTest::newRow("unknown unit") << "unit" << QJsonValue(QStringLiteral("furlongs")) << "Unknown unit";
        QTest::newRow("bad direction") << "direction" << QJsonValue(QStringLiteral("up")) << "Direction";
        QTest::newRow("negative expected") << "expected" << QJsonValue(-1) << "positive";
        QTest::newRow("bad key") << "hardware" << QJsonValue(QStringLiteral("H100")) << "hardware key";
        QTest::newRow("edges out of order") << "tiers"
                                            << QJsonValue(QJsonObject{{QStringLiteral("platinum"), 0.7},
                                                                      {QStringLiteral("gold"), 0.8},
                                                                      {QStringLiteral("silver"), 0.9},
                                                                      {QStringLiteral("bronze"), 0.95}})
                                            << "fall from platinum";
    }

    void validationErrors() {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expectedText);
        QJsonObject e = goodEntry();
        e.insert(field, value);
        auto set = BaselineSet::fromJson(oneEntryFile(e));
        QVERIFY(!set);
        QVERIFY2(set.error().message.contains(expectedText), qPrintable(set.error().message));
        QVERIFY2(set.error().message.startsWith(QStringLiteral("entry 1")), qPrintable(set.error().message));
        QVERIFY(BaselineSet::fromJson(oneEntryFile(goodEntry())));
    }

    void rejectsDuplicatesAndForeignFiles() {
        auto doc = QJsonDocument::fromJson(oneEntryFile(goodEntry())).object();
        doc.insert(QStringLiteral("entries"), QJsonArray{goodEntry(), goodEntry()});
        auto dup = BaselineSet::fromJson(QJsonDocument(doc).toJson());
        QVERIFY(!dup);
        QCOMPARE(dup.error().code, ErrorCode::Duplicate);
        QVERIFY(!BaselineSet::fromJson("{\"entries\": []}"));
        QVERIFY(!BaselineSet::fromJson("not json"));
    }

    void storesVersions() {
        tb::test::TestDatabase dir;
        TB_OPEN_TEST_DATABASE(where, dir, QStringLiteral("b.tierbench"));
        auto store = Store::open(where);
        QVERIFY(store);
        auto result = (*store)->run([](QSqlDatabase& db) {
            BaselineRepository repo(db);
            auto first = repo.latestOrBuiltin(QStringLiteral("test"));
            if (!first) {
                return first.error().toString();
            }
            if (first->version != QLatin1String("1") || first->entries.size() != builtinSet().entries.size()) {
                return QStringLiteral("first version wrong: ") + first->version;
            }
            BaselineSet edited = *first;
            edited.entries[0].expected = 470;
            auto id = repo.createVersion(edited, QStringLiteral("editor"), QStringLiteral("test"));
            if (!id) {
                return id.error().toString();
            }
            auto latest = repo.latest();
            if (!latest || latest->version != QLatin1String("2") || latest->entries[0].expected != 470) {
                return QStringLiteral("second version wrong");
            }
            if (latest->entries[0].toJson() == first->entries[0].toJson()) {
                return QStringLiteral("edit lost");
            }
            // Round trip through the database keeps every field.
            for (int i = 1; i < latest->entries.size(); ++i) {
                if (latest->entries[i].toJson() != first->entries[i].toJson()) {
                    return QStringLiteral("entry %1 changed").arg(i);
                }
            }
            BaselineSet bad = edited;
            bad.entries[1].source.clear();
            if (repo.createVersion(bad, QStringLiteral("editor"), QStringLiteral("test"))) {
                return QStringLiteral("stored a baseline without a source");
            }
            auto versions = repo.versions();
            if (!versions || versions->size() != 2) {
                return QStringLiteral("versions wrong");
            }
            return QString();
        });
        QVERIFY2(result.isEmpty(), qPrintable(result));
    }
};

QTEST_GUILESS_MAIN(TestBaseline)
#include "tst_Baseline.moc"
