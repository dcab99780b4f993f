#include "core/baseline/BaselineSet.h"
#include "ui/charts/P2pMatrixWidget.h"
#include "ui/charts/RecipeTimingWidget.h"
#include "ui/charts/RunCharts.h"
#include "ui/charts/SweepChart.h"

#include <QApplication>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QFile>
#include <QImage>
#include <QLegend>
#include <QLocale>
#include <QLineSeries>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>

using namespace tb;

namespace {

constexpr qint64 kGiB = 1024LL * 1024 * 1024;

core::BaselineMatcher matcher() {
    auto set = core::BaselineSet::builtin();
    if (!set) {
        qFatal("%s", qPrintable(set.error().toString()));
    }
    return core::BaselineMatcher(*set);
}

// An 8xH100 NVLS-like sweep from 1 KiB to 16 GiB that tops out at `peak`.
QVector<QPointF> sweep(double peak) {
    QVector<QPointF> pts;
    for (int e = 10; e <= 34; ++e) {
        const double bytes = std::exp2(e);
        pts.push_back({bytes, peak * bytes / (bytes + 96.0 * 1024 * 1024)});
    }
    return pts;
}

core::SampleRecord sample(const QString& metric, qint64 size, double value) {
    core::SampleRecord s;
    s.metric = metric;
    s.sizeBytes = size;
    s.value = value;
    s.unit = QStringLiteral("GB/s");
    return s;
}

// WCAG relative luminance and contrast ratio.
double luminance(const QColor& c) {
    auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace

class TestChart : public QObject {
    Q_OBJECT

private slots:
    void sweepHasPointsBandsAndExpectedLine() {
        ui::SweepChart chart;
        const auto pts = sweep(479.0);
        const int i = chart.addSeries(QStringLiteral("provider A"), pts);
        chart.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink"),
                                          QStringLiteral("nvls")));
        QCOMPARE(chart.seriesCount(), 1);
        QLineSeries* s = chart.series(i);
        QCOMPARE(s->count(), pts.size());
        // x is log2(bytes): 1 KiB at 10, 16 GiB at 34.
        QCOMPARE(s->at(0).x(), 10.0);
        QCOMPARE(s->at(s->count() - 1).x(), 34.0);
        QCOMPARE(s->at(s->count() - 1).y(), pts.last().y());
        QCOMPARE(chart.seriesPoints(i).last().x(), double(16 * kGiB));

        QCOMPARE(chart.expectedValue().value(), 480.0);
        const auto& bands = chart.bands();
        QCOMPARE(bands.size(), 5);
        QCOMPARE(bands[0].tier, core::Tier::Platinum);
        QCOMPARE(bands[0].lower, 480 * 0.95);
        QCOMPARE(bands[1].lower, 480 * 0.90);
        QCOMPARE(bands[1].upper, 480 * 0.95);
        QCOMPARE(bands[3].tier, core::Tier::Bronze);
        QCOMPARE(bands[3].lower, 480 * 0.70);
        QCOMPARE(bands[4].upper, 480 * 0.70);

        // The shaded areas carry the same edges as the band list.
        int areas = 0;
        for (QAbstractSeries* a : chart.chart()->series()) {
            if (auto* area = qobject_cast<QAreaSeries*>(a)) {
                if (area->name().startsWith(core::tierName(core::Tier::Gold))) {
                    QCOMPARE(area->lowerSeries()->at(0).y(), 480 * 0.90);
                    QCOMPARE(area->upperSeries()->at(0).y(), 480 * 0.95);
                }
                ++areas;
            }
        }
        QCOMPARE(areas, 5);

        // Readable size labels on the log2 axis.
        QCategoryAxis* x = nullptr;
        for (QAbstractAxis* a : chart.chart()->axes(Qt::Horizontal)) {
            x = qobject_cast<QCategoryAxis*>(a);
        }
        QVERIFY(x);
        const QStringList labels = x->categoriesLabels();
        QVERIFY2(labels.contains(QStringLiteral("1 KiB")), qPrintable(labels.join(u',')));
        QVERIFY2(labels.contains(QStringLiteral("16 GiB")), qPrintable(labels.join(u',')));
        QVERIFY(labels.size() <= 14);
        QVERIFY(chart.note().contains(QStringLiteral("480")));
    }

    void noBaselineSaysSoPlainly() {
        ui::SweepChart chart;
        chart.addSeries(QStringLiteral("L40S"), sweep(40));
        chart.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("4xL40S/pcie")));
        QVERIFY(chart.bands().isEmpty());
        QVERIFY(!chart.expectedValue());
        QCOMPARE(chart.note(), QStringLiteral("No baseline for 4xL40S/pcie: shown without tier bands"));
        QVERIFY(chart.chart()->title().contains(QStringLiteral("No baseline for 4xL40S/pcie")));
    }

    void tooltipsGiveExactValues() {
        ui::SweepChart chart;
        chart.addSeries(QStringLiteral("A"), {{double(8 * kGiB), 478.87}, {double(kGiB), 466.35}});
        chart.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink"),
                                          QStringLiteral("nvls")));
        const QString text = chart.describePoint(0, 8.1 * kGiB);
        QVERIFY2(text.contains(QStringLiteral("8 GiB")) && text.contains(QStringLiteral("478.87 GB/s")) &&
                     text.contains(QStringLiteral("Platinum")),
                 qPrintable(text));
        QSignalSpy spy(&chart, &ui::SweepChart::pointHovered);
        emit chart.series(0)->hovered(QPointF(std::log2(double(kGiB)), 466), true);
        QCOMPARE(spy.count(), 1);
        QVERIFY(spy.at(0).at(0).toString().contains(QStringLiteral("466.35")));
    }

    void liveAppendsAreBatched() {
        ui::SweepChart chart;
        const int i = chart.addSeries(QStringLiteral("live"), {});
        chart.setThrottleMs(30);
        for (int e = 10; e < 30; ++e) {
            chart.appendPoint(i, std::exp2(e), e * 10.0);
        }
        QCOMPARE(chart.series(i)->count(), 0);  // nothing drawn yet
        QCOMPARE(chart.seriesPoints(i).size(), 20);
        QTRY_COMPARE(chart.series(i)->count(), 20);
        QCOMPARE(chart.repaintCount(), 1);  // one repaint for the whole burst
    }

    // Tick labels carry the decimals their step needs: hundredths of a GB/s (a host-backend sweep) must not all
    // read "0", and hundreds must not grow decimals.
    void valueAxisLabelsFollowTheScale_data() {
        QTest::addColumn<double>("largest");
        QTest::addColumn<int>("maxDecimals");
        QTest::newRow("hundredths") << 0.034 << 3;
        QTest::newRow("tenths") << 0.34 << 2;
        QTest::newRow("units") << 3.0 << 1;
        QTest::newRow("hundreds") << 452.0 << 0;
    }
    void valueAxisLabelsFollowTheScale() {
        QFETCH(double, largest);
        QFETCH(int, maxDecimals);
        ui::SweepChart chart;
        chart.addSeries(QStringLiteral("s"), {{1024, largest / 10}, {8192, largest}});
        auto* axis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
        QVERIFY(axis);
        const QString format = axis->labelFormat();
        QVERIFY2(format.size() == 4 && format.at(2).digitValue() <= maxDecimals, qPrintable(format));
        // Distinct labels for distinct ticks.
        QSet<QString> labels;
        const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
        for (int t = 0; t < axis->tickCount(); ++t) {
            labels.insert(QString::asprintf(qPrintable(format), axis->min() + t * step));
        }
        QVERIFY2(labels.size() == axis->tickCount(), qPrintable(QStringList(labels.values()).join(u' ')));
    }

    void largeSeriesIsDecimatedForDrawingOnly() {
        ui::SweepChart chart;
        QVector<QPointF> pts;
        for (int i = 0; i < 20000; ++i) {
            pts.push_back({std::exp2(10.0 + 24.0 * i / 19999.0), 100.0 + (i % 97)});
        }
        pts[12345].setY(999.0);  // one spike: min/max decimation must keep it on screen
        const int i = chart.addSeries(QStringLiteral("dense"), pts);
        QVERIFY(chart.series(i)->count() <= ui::SweepChart::kDrawColumns * 4);
        QVERIFY(chart.series(i)->count() > ui::SweepChart::kDrawColumns);
        QCOMPARE(chart.seriesPoints(i).size(), pts.size());
        double drawnMax = 0;
        for (const QPointF& p : chart.series(i)->points()) {
            drawnMax = std::max(drawnMax, p.y());
        }
        QCOMPARE(drawnMax, 999.0);
        QVERIFY(!chart.series(i)->pointsVisible());  // markers only on sparse series
        // Tooltips read the full data: the exact value of a point that was decimated away.
        QVERIFY(chart.describePoint(i, pts[100].x()).contains(QLocale::c().toString(pts[100].y(), 'f', 2)));

        ui::SweepChart sparse;
        QVERIFY(sparse.series(sparse.addSeries(QStringLiteral("sweep"), sweep(479)))->pointsVisible());
    }

    // Light and dark: background, axis labels, title, runs and the expected line keep WCAG contrast (4.5:1 for text,
    // 3:1 for lines), and the rendered picture really is light or dark.
    void bothPalettesAreReadable() {
        for (bool dark : {false, true}) {
            ui::SweepChart chart;
            chart.setDark(dark);
            chart.setTitle(QStringLiteral("all reduce"));
            chart.addSeries(QStringLiteral("A"), sweep(479));
            chart.addSeries(QStringLiteral("B"), sweep(369));
            chart.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink")));
            // The theme paints a gradient: the picture says what the reader sees behind the labels.
            QImage img(900, 600, QImage::Format_ARGB32);
            img.fill(Qt::magenta);
            QPainter p(&img);
            chart.renderTo(&p, QRectF(0, 0, 900, 600));
            p.end();
            const QColor background = img.pixelColor(12, 300);
            QCOMPARE(luminance(background) < 0.2, dark);
            for (QAbstractAxis* axis : chart.chart()->axes()) {
                QVERIFY2(contrast(axis->labelsBrush().color(), background) >= 4.5, qPrintable(axis->titleText()));
                QVERIFY(contrast(axis->titleBrush().color(), background) >= 4.5);
            }
            QVERIFY(contrast(chart.chart()->titleBrush().color(), background) >= 4.5);
            QVERIFY(contrast(chart.chart()->legend()->labelColor(), background) >= 4.5);
            for (int i = 0; i < chart.seriesCount(); ++i) {
                QVERIFY2(contrast(chart.series(i)->pen().color(), background) >= 3.0,
                         qPrintable(chart.series(i)->pen().color().name()));
            }
        }
    }

    void rendersNeverShownDeterministically() {
        ui::SweepChart chart;
        chart.addSeries(QStringLiteral("A"), sweep(479));
        chart.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink")));
        auto render = [&chart] {
            QImage img(600, 400, QImage::Format_ARGB32);
            img.fill(Qt::transparent);
            QPainter p(&img);
            chart.renderTo(&p, QRectF(0, 0, 600, 400), QSizeF(900, 600));
            return img;
        };
        const QImage a = render();
        const QImage b = render();
        QCOMPARE(a, b);
        // Not blank: many distinct colours (bands, line, text).
        QSet<QRgb> colours;
        for (int y = 0; y < a.height(); y += 7) {
            for (int x = 0; x < a.width(); x += 7) {
                colours.insert(a.pixel(x, y));
            }
        }
        QVERIFY(colours.size() > 10);
    }

    void svgExportCarriesTheSeries() {
        QTemporaryDir dir;
        ui::SweepChart chart;
        chart.setTitle(QStringLiteral("all reduce bus bandwidth"));
        chart.addSeries(QStringLiteral("provider NVLS"), sweep(479));
        chart.addSeries(QStringLiteral("provider ring"), sweep(369));
        chart.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink")));
        const QString path = dir.filePath(QStringLiteral("c.svg"));
        auto st = ui::exportRenderable(chart, path, QSize(1200, 720));
        QVERIFY2(st.ok(), qPrintable(st.ok() ? QString() : st.error().toString()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList texts;
        // Qt Charts writes each run's samples as point markers (<circle>) and its line as segments; the markers are
        // the series read back: 25 sizes x 2 runs.
        int circles = 0;
        QVector<double> ys;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("text")) {
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("circle")) {
                ++circles;
                ys << xml.attributes().value(QLatin1String("cy")).toDouble();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        const QString all = texts.join(u'|');
        QVERIFY2(all.contains(QStringLiteral("16 GiB")) && all.contains(QStringLiteral("1 KiB")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("provider NVLS")) && all.contains(QStringLiteral("provider ring")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("Platinum")), qPrintable(all));
        QCOMPARE(circles, 50);
        // The 479 GB/s run's last marker sits above the 369 GB/s run's (smaller y in SVG coordinates).
        QVERIFY2(ys.size() == 50 && *std::min_element(ys.begin(), ys.end()) < ys.last() - 50, "series order");
    }

    void p2pMatrixAndRecipeBars() {
        QVector<core::SampleRecord> samples;
        for (int s = 0; s < 4; ++s) {
            for (int d = 0; d < 4; ++d) {
                if (s != d) {
                    auto r = sample(QStringLiteral("p2p.bw"), 256LL << 20, s == 2 && d == 3 ? 250.0 : 365.0);
                    r.extra = QJsonObject{{QStringLiteral("src"), s}, {QStringLiteral("dst"), d}};
                    samples << r;
                }
            }
        }
        ui::P2pMatrixWidget m;
        m.setSamples(samples);
        m.setBaseline(matcher().match(QStringLiteral("p2p.bw"), QStringLiteral("8xH100-SXM/nvlink")));
        QCOMPARE(m.matrix().size(), 4);
        QCOMPARE(m.matrix()[2][3], 250.0);
        QVERIFY(std::isnan(m.matrix()[1][1]));
        QVERIFY2(m.cellText(2, 3).contains(core::tierName(core::Tier::Underperforming)), qPrintable(m.cellText(2, 3)));
        QVERIFY(m.cellText(0, 1).contains(core::tierName(core::Tier::Platinum)));

        ui::RecipeTimingWidget bars;
        const auto mt = matcher();
        bars.setRows(
            {{QStringLiteral("container_pull"), 8.5, mt.match(QStringLiteral("recipe.container_pull.seconds"), {})},
             {QStringLiteral("import_torch"), 12.0, mt.match(QStringLiteral("recipe.import_torch.seconds"), {})}});
        QCOMPARE(bars.rows().size(), 2);
        QCOMPARE(bars.rows()[1].match.baseline->bandFor(12.0), core::Tier::Silver);
        QImage img(720, 240, QImage::Format_ARGB32);
        QPainter p(&img);
        bars.renderTo(&p, QRectF(0, 0, 720, 240));
    }

    // Writes the charts an analyst sees to $TB_SHOTS_DIR (light and dark) for a person to look at; skipped otherwise.
    void screenshots() {
        const QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (dir.isEmpty()) {
            QSKIP("TB_SHOTS_DIR not set");
        }
        QDir().mkpath(dir);
        const auto m = matcher();
        for (bool dark : {false, true}) {
            const QString suffix = dark ? QStringLiteral("-dark") : QStringLiteral("-light");
            ui::SweepChart chart;
            chart.setDark(dark);
            chart.setTitle(QStringLiteral("all reduce bus bandwidth — 8xH100-SXM/nvlink"));
            chart.addSeries(QStringLiteral("provider A (NVLS)"), sweep(479));
            chart.addSeries(QStringLiteral("provider B (ring)"), sweep(369));
            chart.setBaseline(m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink")));
            QVERIFY(ui::exportRenderable(chart, dir + QStringLiteral("/allreduce") + suffix + QStringLiteral(".png"),
                                         QSize(1200, 720))
                        .ok());
            QVERIFY(ui::exportRenderable(chart, dir + QStringLiteral("/allreduce") + suffix + QStringLiteral(".svg"),
                                         QSize(1200, 720))
                        .ok());
            ui::SweepChart none;
            none.setDark(dark);
            none.setTitle(QStringLiteral("all reduce bus bandwidth — 4xL40S/pcie"));
            none.addSeries(QStringLiteral("provider C"), sweep(21));
            none.setBaseline(m.match(QStringLiteral("all_reduce.busbw"), QStringLiteral("4xL40S/pcie")));
            QVERIFY(ui::exportRenderable(none, dir + QStringLiteral("/nobaseline") + suffix + QStringLiteral(".png"),
                                         QSize(1200, 720))
                        .ok());
            QVector<core::SampleRecord> p2p;
            for (int s = 0; s < 8; ++s) {
                for (int d = 0; d < 8; ++d) {
                    if (s != d) {
                        auto r = sample(QStringLiteral("p2p.bw"), 256LL << 20,
                                        (s == 5 || d == 5) ? 310.0 + s : 366.0 + d * 0.7);
                        r.extra = QJsonObject{{QStringLiteral("src"), s}, {QStringLiteral("dst"), d}};
                        p2p << r;
                    }
                }
            }
            ui::P2pMatrixWidget matrix;
            matrix.setDark(dark);
            matrix.setSamples(p2p);
            matrix.setBaseline(m.match(QStringLiteral("p2p.bw"), QStringLiteral("8xH100-SXM/nvlink")));
            QVERIFY(ui::exportRenderable(matrix, dir + QStringLiteral("/p2p") + suffix + QStringLiteral(".png"),
                                         QSize(760, 680))
                        .ok());
            ui::RecipeTimingWidget bars;
            bars.setDark(dark);
            bars.setRows(
                {{QStringLiteral("container_pull"), 7.4, m.match(QStringLiteral("recipe.container_pull.seconds"), {})},
                 {QStringLiteral("import_torch"), 4.2, m.match(QStringLiteral("recipe.import_torch.seconds"), {})},
                 {QStringLiteral("install_pytorch"), 185,
                  m.match(QStringLiteral("recipe.install_pytorch.seconds"), {})},
                 {QStringLiteral("model_download"), 1500, m.match(QStringLiteral("recipe.model_download.seconds"), {})},
                 {QStringLiteral("whois"), 0.4, m.match(QStringLiteral("recipe.whois.seconds"), {})}});
            QVERIFY(ui::exportRenderable(bars, dir + QStringLiteral("/recipes") + suffix + QStringLiteral(".png"),
                                         QSize(1000, 360))
                        .ok());
        }
    }

    void runChartsPicksTheChart() {
        core::RunRecord run;
        run.id = 7;
        run.hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
        run.env = QJsonObject{{QStringLiteral("NCCL_ALGO"), QStringLiteral("Ring")}};
        QVector<core::SampleRecord> samples;
        for (const QPointF& p : sweep(369)) {
            samples << sample(QStringLiteral("all_reduce.busbw"), qint64(p.x()), p.y());
            samples << sample(QStringLiteral("all_reduce.busbw.ip"), qint64(p.x()), p.y() * 1.001);
        }
        auto r = ui::RunCharts::forRun(run, samples, matcher());
        QVERIFY(r);
        auto* chart = dynamic_cast<ui::SweepChart*>(r->get());
        QVERIFY(chart);
        QCOMPARE(chart->seriesCount(), 2);
        QCOMPARE(chart->expectedValue().value(), 370.0);  // ring figure, from NCCL_ALGO
        QVERIFY(!ui::RunCharts::forRun(run, {}, matcher()));
    }
};

QTEST_MAIN(TestChart)
#include "tst_Chart.moc"
