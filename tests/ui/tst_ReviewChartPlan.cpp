#include "ui/report/ReviewChartPlan.h"

#include <QtTest>

using namespace tb;
using tb::ui::ReviewChartPlan;

namespace {

core::ReviewSeries line(qint64 run, const QString& metric, const QString& unit, bool host,
                        std::optional<double> baseline = std::nullopt) {
    core::ReviewSeries s;
    s.runId = run;
    s.probe = QStringLiteral("tb-coll");
    s.metric = metric;
    s.unit = unit;
    s.hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
    s.hostBackend = host;
    s.baseline = baseline;
    s.baselineMinSize = baseline ? qint64(1) << 30 : 0;
    for (int e = 10; e <= 20; ++e) {
        s.points.append({qint64(1) << e, double(e)});
    }
    return s;
}

// What a tb-coll smoke test with every collective stores: time, algorithm and bus bandwidth, in and out of place.
QVector<core::ReviewSeries> smokeTest(qint64 run, bool host, std::optional<double> baseline = std::nullopt) {
    QVector<core::ReviewSeries> out;
    for (const char* op :
         {"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv", "broadcast", "reduce"}) {
        for (const char* sfx : {"", ".ip"}) {
            const QString base = QLatin1String(op) + u'.';
            out << line(run, base + QStringLiteral("time_us") + QLatin1String(sfx), QStringLiteral("us"), host)
                << line(run, base + QStringLiteral("algbw") + QLatin1String(sfx), QStringLiteral("GB/s"), host)
                << line(run, base + QStringLiteral("busbw") + QLatin1String(sfx), QStringLiteral("GB/s"), host,
                        baseline);
        }
    }
    return out;
}

}  // namespace

class TestReviewChartPlan : public QObject {
    Q_OBJECT

private slots:
    // 42 curves of one host-backend smoke test: one chart, marked, without a GPU baseline, the algorithm bandwidth
    // and times left out (and counted).
    void hostSmokeTestIsOneMarkedChart() {
        const auto plan = ReviewChartPlan::build(smokeTest(5, true, 480.0));
        QCOMPARE(plan.gpuCharts.size(), 0);
        QCOMPARE(plan.hostCharts.size(), 1);
        const ui::ReviewChart& c = plan.hostCharts.first();
        QVERIFY(c.hostBackend);
        QVERIFY(!c.baseline);
        QCOMPARE(c.lines.size(), 14);
        for (const auto& l : c.lines) {
            QVERIFY2(l.metric.contains(QStringLiteral(".busbw")), qPrintable(l.metric));
            QVERIFY(!l.baseline);
        }
        QVERIFY2(c.title.contains(QStringLiteral("host backend")), qPrintable(c.title));
        QCOMPARE(plan.linesLeftOut, 28);
    }

    // The same on GPUs: a chart per collective (each its own baseline), its in-place line beside it.
    void gpuSmokeTestIsAChartPerCollective() {
        const auto plan = ReviewChartPlan::build(smokeTest(6, false, 480.0));
        QCOMPARE(plan.hostCharts.size(), 0);
        QCOMPARE(plan.gpuCharts.size(), 7);
        for (const auto& c : plan.gpuCharts) {
            QCOMPARE(c.lines.size(), 2);
            QVERIFY(c.lines[1].metric.endsWith(QStringLiteral(".ip")));
            QCOMPARE(c.baseline.value(), 480.0);
            QCOMPARE(c.baselineMinSize, qint64(1) << 30);
        }
        QVERIFY(plan.gpuCharts.first().title.contains(QStringLiteral("all_reduce.busbw")));
    }

    // Lines that disagree on their baseline get no expected line (a wrong one would be worse), and runs stay apart.
    void linesWithDifferentBaselinesShowNone() {
        const auto plan =
            ReviewChartPlan::build({line(1, QStringLiteral("h2d.bw"), QStringLiteral("GB/s"), false, 52),
                                    line(1, QStringLiteral("h2d.bw.ip"), QStringLiteral("GB/s"), false),
                                    line(2, QStringLiteral("h2d.bw"), QStringLiteral("GB/s"), false, 52)});
        QCOMPARE(plan.gpuCharts.size(), 2);
        QVERIFY(!plan.gpuCharts[0].baseline);
        QCOMPARE(plan.gpuCharts[1].baseline.value(), 52.0);
        // A run with only times keeps them: nothing else would show it.
        const auto times =
            ReviewChartPlan::build({line(3, QStringLiteral("read.time_us"), QStringLiteral("us"), false)});
        QCOMPARE(times.gpuCharts.size(), 1);
        QCOMPARE(times.linesLeftOut, 0);
    }
};

QTEST_GUILESS_MAIN(TestReviewChartPlan)
#include "tst_ReviewChartPlan.moc"
