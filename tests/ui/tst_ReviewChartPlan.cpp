#include "ui/report/ReviewChartPlan.h"

#include "ui/report/ReportChart.h"

#include <QImage>
#include <QPainter>
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

    // Loop 4b: a tb-membw run over two GPUs was one blended line in the review; it is a line per GPU in one chart,
    // each named by its GPU in the legend (as the workbench's charts draw it).
    void multiGpuCopyIsALinePerGpu() {
        QVector<core::ReviewSeries> series;
        for (int device = 0; device < 2; ++device) {
            core::ReviewSeries s = line(9, QStringLiteral("h2d.bw"), QStringLiteral("GB/s"), false, 55.0);
            s.probe = QStringLiteral("tb-membw");
            s.device = device;
            series << s;
        }
        const auto plan = ReviewChartPlan::build(series);
        QCOMPARE(plan.gpuCharts.size(), 1);
        const ui::ReviewChart& c = plan.gpuCharts.first();
        QCOMPARE(c.lines.size(), 2);
        QCOMPARE(ReviewChartPlan::lineLabel(c.lines[0]), QStringLiteral("GPU 0: h2d.bw"));
        QCOMPARE(ReviewChartPlan::lineLabel(c.lines[1]), QStringLiteral("GPU 1: h2d.bw"));
        QCOMPARE(c.baseline.value(), 55.0);
    }

    // Loop 4c: the 14 lines of a host smoke test had their legend drawn over the plot (and cut after a few rows).
    // The legend now sits below the plot, every line named, at the sizes the review gives its charts.
    void legendNeverCoversThePlot_data() {
        QTest::addColumn<bool>("host");
        QTest::addColumn<double>("widthMm");
        QTest::newRow("host chart, half a page") << true << 83.0;
        QTest::newRow("gpu chart, a page wide") << false << 170.0;
    }
    void legendNeverCoversThePlot() {
        QFETCH(bool, host);
        QFETCH(double, widthMm);
        const auto plan = ReviewChartPlan::build(smokeTest(5, host, 480.0));
        const ui::ReviewChart chart = host ? plan.hostCharts.first() : plan.gpuCharts.first();
        QImage image(2400, 2400, QImage::Format_RGB32);
        image.setDotsPerMeterX(11811);  // 300 dpi, as the PDF writer
        image.setDotsPerMeterY(11811);
        image.fill(Qt::white);
        const double unit = 300.0 / 25.4;
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(7.5);
        const double legend = ui::ReportChart::legendHeight(chart, widthMm * unit, font, unit, &image);
        QVERIFY(legend > 0);
        QPainter p(&image);
        const QRectF rect(10, 10, widthMm * unit, 62 * unit + legend);
        const auto g = ui::ReportChart::paintChart(p, rect, chart, font, unit);
        p.end();
        QCOMPARE(g.legendEntries, int(chart.lines.size()));
        QVERIFY2(!g.legend.intersects(g.plot), qPrintable(QStringLiteral("legend %1,%2 plot bottom %3")
                                                              .arg(g.legend.top())
                                                              .arg(g.legend.bottom())
                                                              .arg(g.plot.bottom())));
        QVERIFY(g.legend.bottom() <= rect.bottom() + 1);
        QVERIFY2(g.plot.height() >= 30 * unit, qPrintable(QString::number(g.plot.height() / unit)));
        if (host) {
            QVERIFY(legend > 3 * 3.6 * unit);  // fourteen entries need several rows even in two columns
        }
    }
};

QTEST_MAIN(TestReviewChartPlan)
#include "tst_ReviewChartPlan.moc"
