#include "ui/runs/HostSweepEstimate.h"

#include <QtTest>

using namespace tb;
using Option = core::ProbeArguments::Option;
using ui::HostSweepEstimate;

class TestHostSweepEstimate : public QObject {
    Q_OBJECT

private slots:
    // tb-coll's default sweep (1 KiB .. 256 MiB, five collectives, 5 × 23 calls, in and out of place) on the host:
    // 358 MB summed over the sizes, 115 calls each, twice, five collectives: about 7 minutes at 1 GB/s.
    void theDefaultHostSweepIsLongAndSaysSo() {
        core::ProbeArguments a(QStringLiteral("tb-coll"));
        a.setValue(Option::Backend, QStringLiteral("host"));
        const auto s = HostSweepEstimate::seconds(a);
        QVERIFY(s);
        double bytes = 0;
        for (int e = 10; e <= 28; e += 2) {
            bytes += std::ldexp(1.0, e);  // 2 ranks: 2 (n-1)/n = 1 buffer per call
        }
        const double expected = (bytes / 1e9 * 115 + 10 * 115 * 50e-6) * 2 * 5;
        QVERIFY2(std::abs(*s - expected) < 1e-6 * expected, qPrintable(QString::number(*s)));
        QCOMPARE(HostSweepEstimate::describe(*s), QStringLiteral("about %1 min").arg(std::lround(expected / 60)));
        QVERIFY(*s > HostSweepEstimate::kShowAboveSeconds);

        // A smaller largest size and fewer collectives shorten it; a short sweep is not worth a line.
        a.setValue(Option::Sizes, QStringLiteral("1K:1M:x4"));
        a.setValue(Option::Ops, QStringLiteral("all_reduce"));
        const auto shorter = HostSweepEstimate::seconds(a);
        QVERIFY(shorter && *shorter < HostSweepEstimate::kShowAboveSeconds);
        QCOMPARE(HostSweepEstimate::describe(*shorter), QStringLiteral("about 1 s"));
    }

    void onlyForHostSweeps() {
        core::ProbeArguments gpu(QStringLiteral("tb-coll"));
        gpu.setValue(Option::Backend, QStringLiteral("gpu"));
        QVERIFY(!HostSweepEstimate::seconds(gpu));
        core::ProbeArguments gemm(QStringLiteral("tb-gemm"));
        gemm.setValue(Option::Backend, QStringLiteral("host"));
        QVERIFY(!HostSweepEstimate::seconds(gemm));
        core::ProbeArguments bad(QStringLiteral("tb-membw"));
        bad.setValue(Option::Backend, QStringLiteral("host"));
        bad.setValue(Option::Sizes, QStringLiteral("lots"));
        QVERIFY(!HostSweepEstimate::seconds(bad));  // the editor shows the field's error instead
        core::ProbeArguments membw(QStringLiteral("tb-membw"));
        membw.setValue(Option::Backend, QStringLiteral("host"));
        QVERIFY(HostSweepEstimate::seconds(membw).value() > 0);
        QCOMPARE(HostSweepEstimate::describe(5400), QStringLiteral("about 1.5 h"));
    }
};

QTEST_GUILESS_MAIN(TestHostSweepEstimate)
#include "tst_HostSweepEstimate.moc"
