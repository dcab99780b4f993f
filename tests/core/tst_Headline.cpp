#include "core/domain/BaselineSet.h"
#include "core/baseline/Headline.h"

#include <QtTest>

using namespace tb::core;

namespace {

constexpr qint64 kMiB = 1024LL * 1024;
constexpr qint64 kGiB = 1024 * kMiB;

SampleRecord sample(const QString& metric, qint64 size, double value, const QString& unit = QStringLiteral("GB/s")) {
    SampleRecord s;
    s.metric = metric;
    s.sizeBytes = size;
    s.value = value;
    s.unit = unit;
    return s;
}

BaselineMatcher matcher() {
    auto set = BaselineSet::builtin();
    if (!set) {
        qFatal("%s", qPrintable(set.error().toString()));
    }
    return BaselineMatcher(*set);
}

}  // namespace

class TestHeadline : public QObject {
    Q_OBJECT

private slots:
    void peakAtOrAboveOneGiBNotTheAverage() {
        QVector<SampleRecord> s;
        // A sweep whose small sizes are slow (they dominate nccl-tests' average) and whose peak sits at 8 GiB.
        for (qint64 size = 1024; size <= 16 * kGiB; size *= 2) {
            const double v = size >= kGiB ? 470.0 + double(size / kGiB) * 0.5 : double(size) / double(kGiB) * 400;
            s << sample(QStringLiteral("all_reduce.busbw"), size, v);
        }
        s << sample(QStringLiteral("all_reduce.busbw.ip"), 8 * kGiB, 479.5);
        // A spike below the minimum size must not count.
        s << sample(QStringLiteral("all_reduce.busbw"), 512 * kMiB, 500.0);
        s << sample(QStringLiteral("all_reduce.time_us"), kGiB, 1234, QStringLiteral("us"));
        const auto h = Headline::compute(s, QStringLiteral("8xH100-SXM/nvlink"), QStringLiteral("nvls"), matcher());
        QCOMPARE(h.size(), 1);
        QCOMPARE(h[0].metric, QStringLiteral("all_reduce.busbw"));
        QCOMPARE(h[0].value, 479.5);
        QCOMPARE(h[0].sizeBytes.value(), 8 * kGiB);
        QCOMPARE(h[0].note, QStringLiteral("in-place"));
        QVERIFY(!h[0].belowMinSize);
        QVERIFY(h[0].verdict.hasBaseline);
        QCOMPARE(h[0].verdict.band, Tier::Platinum);
        QVERIFY(qAbs(h[0].verdict.percent - 479.5 / 480 * 100) < 1e-9);
    }

    void ringRunAgainstRingFigure() {
        QVector<SampleRecord> s{sample(QStringLiteral("all_reduce.busbw"), 4 * kGiB, 369.0)};
        const auto h = Headline::compute(s, QStringLiteral("8xH100-SXM/nvlink"), QStringLiteral("ring"), matcher());
        QCOMPARE(h[0].verdict.expected, 370.0);
        QCOMPARE(h[0].verdict.band, Tier::Platinum);
        // The same value judged as NVLS is Silver (369/480 = 76.9 %): algorithm context matters.
        const auto nvls = Headline::compute(s, QStringLiteral("8xH100-SXM/nvlink"), QStringLiteral("nvls"), matcher());
        QCOMPARE(nvls[0].verdict.band, Tier::Bronze);
    }

    void sweepStoppingShortIsFlagged() {
        QVector<SampleRecord> s{sample(QStringLiteral("all_reduce.busbw"), 128 * kMiB, 390.0),
                                sample(QStringLiteral("all_reduce.busbw"), 256 * kMiB, 410.0)};
        const auto h = Headline::compute(s, QStringLiteral("8xH100-SXM/nvlink"), {}, matcher());
        QVERIFY(h[0].belowMinSize);
        QCOMPARE(h[0].value, 410.0);
        QVERIFY(h[0].note.contains(QStringLiteral("256 MiB")));
    }

    void copiesP2pGemmAndRecipes() {
        QVector<SampleRecord> s{sample(QStringLiteral("h2d.bw"), 32 * kMiB, 60.0),
                                sample(QStringLiteral("h2d.bw"), 64 * kMiB, 51.0),
                                sample(QStringLiteral("h2d.bw"), 256 * kMiB, 52.0),
                                sample(QStringLiteral("d2h.bw"), 256 * kMiB, 40.0),
                                sample(QStringLiteral("gemm.bf16.tflops"), 8192, 700.0, QStringLiteral("TFLOP/s")),
                                sample(QStringLiteral("recipe.container_pull.seconds"), 0, 9.0, QStringLiteral("s")),
                                sample(QStringLiteral("recipe.container_pull.seconds"), 0, 300.0, QStringLiteral("s")),
                                sample(QStringLiteral("recipe.container_pull.seconds"), 0, 8.0, QStringLiteral("s"))};
        for (int src = 0; src < 2; ++src) {
            for (int dst = 0; dst < 2; ++dst) {
                if (src != dst) {
                    SampleRecord p = sample(QStringLiteral("p2p.bw"), 256 * kMiB, src == 1 ? 300.0 : 365.0);
                    p.extra = QJsonObject{{QStringLiteral("src"), src}, {QStringLiteral("dst"), dst}};
                    s << p;
                }
            }
        }
        const auto h = Headline::compute(s, QStringLiteral("8xH100-SXM/nvlink"), {}, matcher());
        QHash<QString, HeadlineValue> by;
        for (const auto& v : h) {
            by.insert(v.metric, v);
        }
        QCOMPARE(by[QStringLiteral("h2d.bw")].value, 52.0);  // 60 at 32 MiB is below the 64 MiB minimum
        QCOMPARE(by[QStringLiteral("h2d.bw")].verdict.band, Tier::Platinum);
        QCOMPARE(by[QStringLiteral("d2h.bw")].verdict.band, Tier::Bronze);  // 40/52 = 76.9 %
        QCOMPARE(by[QStringLiteral("p2p.bw")].value, 300.0);
        QVERIFY(by[QStringLiteral("p2p.bw")].note.contains(QStringLiteral("GPU 1 → GPU 0")));
        QCOMPARE(by[QStringLiteral("gemm.bf16.tflops")].value, 700.0);
        QCOMPARE(by[QStringLiteral("gemm.bf16.tflops")].verdict.band, Tier::Gold);  // 70.8 % of the datasheet peak
        QCOMPARE(by[QStringLiteral("recipe.container_pull.seconds")].value, 9.0);   // median of 8, 9, 300
        QCOMPARE(by[QStringLiteral("recipe.container_pull.seconds")].verdict.band, Tier::Platinum);
        QCOMPARE(by[QStringLiteral("recipe.container_pull.seconds")].verdict.percent, 10.0 / 9.0 * 100.0);
        // Order: copies before P2P before GEMM before recipes.
        QCOMPARE(h.last().metric, QStringLiteral("recipe.container_pull.seconds"));
    }

    void noBaselineStillHasAHeadline() {
        QVector<SampleRecord> s{sample(QStringLiteral("all_reduce.busbw"), 2 * kGiB, 40.0)};
        const auto h = Headline::compute(s, QStringLiteral("4xL40S/pcie"), {}, matcher());
        QCOMPARE(h[0].value, 40.0);
        QVERIFY(!h[0].verdict.hasBaseline);
        QCOMPARE(h[0].verdict.describe(h[0].match),
                 QStringLiteral("No baseline for 4xL40S/pcie: shown without tier bands"));
    }

    void formatsSizes() {
        QCOMPARE(formatBytes(1024), QStringLiteral("1 KiB"));
        QCOMPARE(formatBytes(16 * kGiB), QStringLiteral("16 GiB"));
        QCOMPARE(formatBytes(1536), QStringLiteral("1.5 KiB"));
        QCOMPARE(formatBytes(8), QStringLiteral("8 B"));
    }
};

QTEST_GUILESS_MAIN(TestHeadline)
#include "tst_Headline.moc"
