#include "core/domain/BaselineSet.h"
#include "ui/charts/P2pMatrixWidget.h"
#include "ui/charts/RecipeTimingWidget.h"
#include "ui/charts/RunCharts.h"
#include "ui/charts/SweepChart.h"
#include "ui/charts/TrainingStepsChart.h"

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
#include <QSet>
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

    // Two repeats of a sweep arrive 1 KiB..8 KiB, 1 KiB..8 KiB: the line runs through the sizes in order (the
    // median of the repeats at each), never back from 8 KiB to 1 KiB.
    void repeatsAreDrawnInSizeOrder() {
        ui::SweepChart chart;
        const int i = chart.addSeries(QStringLiteral("repeats"), {});
        for (int repeat = 0; repeat < 3; ++repeat) {
            for (int e = 10; e <= 13; ++e) {
                chart.appendPoint(i, std::exp2(e), 10.0 * e + repeat);
            }
        }
        chart.flushPending();
        QLineSeries* s = chart.series(i);
        QCOMPARE(s->count(), 4);
        for (int k = 0; k < s->count(); ++k) {
            QCOMPARE(s->at(k).x(), 10.0 + k);
            QCOMPARE(s->at(k).y(), 10.0 * (10 + k) + 1);  // median of +0, +1, +2
        }
        QCOMPARE(chart.seriesPoints(i).size(), 12);  // every sample is kept for tooltips and export
        // Out-of-order points given at once are drawn sorted too.
        const int j =
            chart.addSeries(QStringLiteral("shuffled"), {{std::exp2(14), 3}, {std::exp2(11), 1}, {std::exp2(12), 2}});
        QCOMPARE(chart.series(j)->at(0).x(), 11.0);
        QCOMPARE(chart.series(j)->at(2).x(), 14.0);
    }

    // Every series of a chart has its own look: twelve hues, then the hues again with another dash pattern.
    void noTwoSeriesLookAlike() {
        for (bool dark : {false, true}) {
            ui::SweepChart chart;
            chart.setDark(dark);
            QSet<QString> looks;
            QSet<QRgb> firstHues;
            for (int i = 0; i < 30; ++i) {
                chart.addSeries(QStringLiteral("run %1").arg(i), sweep(100 + i));
                const QPen pen = chart.seriesPen(i);
                looks.insert(pen.color().name() + QString::number(int(pen.style())));
                if (i < 12) {
                    firstHues.insert(pen.color().rgb());
                }
            }
            QCOMPARE(looks.size(), 30);
            QCOMPARE(firstHues.size(), 12);
            // Each hue keeps 3:1 on its theme's background, as the reader sees it.
            QImage img(900, 600, QImage::Format_ARGB32);
            img.fill(Qt::magenta);
            QPainter p(&img);
            chart.renderTo(&p, QRectF(0, 0, 900, 600));
            p.end();
            const QColor background = img.pixelColor(12, 300);
            for (int i = 0; i < 12; ++i) {
                QVERIFY2(contrast(chart.seriesPen(i).color(), background) >= 3.0,
                         qPrintable(chart.seriesPen(i).color().name()));
            }
        }
    }

    // With many series the legend goes to the side in a smaller font, names are cut keeping their end (the run
    // number), and the band labels move under the title instead of crowding the run labels out.
    void legendStaysReadableWithManySeries() {
        ui::SweepChart few;
        few.addSeries(QStringLiteral("A"), sweep(479));
        few.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink"),
                                        QStringLiteral("nvls")));
        QVERIFY(!few.legendIsCompact());
        QVERIFY(few.bandsInLegend());
        // Five bands, the expected line and the run: more than a bottom row holds uncut, so on the side.
        QCOMPARE(few.chart()->legend()->alignment(), Qt::AlignRight);
        ui::SweepChart plain;
        plain.addSeries(QStringLiteral("A"), sweep(40));
        plain.addSeries(QStringLiteral("B"), sweep(30));
        plain.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("4xL40S/pcie")));
        QCOMPARE(plain.chart()->legend()->alignment(), Qt::AlignBottom);  // no baseline: two entries

        ui::SweepChart many;
        for (int i = 0; i < 10; ++i) {
            many.addSeries(QStringLiteral("A provider with a rather long name · run %1").arg(100 + i), sweep(400 + i));
        }
        many.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink"),
                                         QStringLiteral("nvls")));
        QVERIFY(many.legendIsCompact());
        QVERIFY(!many.bandsInLegend());
        QCOMPARE(many.chart()->legend()->alignment(), Qt::AlignRight);
        QVERIFY2(many.titleText().contains(QStringLiteral("Bands: ")), qPrintable(many.titleText()));
        QSet<QString> labels;
        for (int i = 0; i < 10; ++i) {
            const QString label = many.legendLabelOf(i);
            QVERIFY2(label.size() <= 28, qPrintable(label));
            QVERIFY2(label.endsWith(QStringLiteral("run %1").arg(100 + i)), qPrintable(label));
            labels.insert(label);
        }
        QCOMPARE(labels.size(), 10);
        QCOMPARE(many.series(3)->name(), QStringLiteral("A provider with a rather long name · run 103"));
    }

    // The all_reduce headline counts sizes from 1 GiB on: the bands and the expected line start there, and the note
    // says so.
    void bandsStartWhereTheHeadlineApplies() {
        ui::SweepChart chart;
        chart.addSeries(QStringLiteral("A"), sweep(479));
        chart.setBaseline(matcher().match(QStringLiteral("all_reduce.busbw"), QStringLiteral("8xH100-SXM/nvlink"),
                                          QStringLiteral("nvls")));
        QCOMPARE(chart.bandStartX(), 30.0);
        int areas = 0;
        for (QAbstractSeries* a : chart.chart()->series()) {
            if (auto* area = qobject_cast<QAreaSeries*>(a)) {
                QCOMPARE(area->lowerSeries()->at(0).x(), 30.0);
                QCOMPARE(area->upperSeries()->at(0).x(), 30.0);
                ++areas;
            } else if (auto* line = qobject_cast<QLineSeries*>(a);
                       line && line->name().startsWith(QStringLiteral("Expected"))) {
                QCOMPARE(line->at(0).x(), 30.0);
            }
        }
        QCOMPARE(areas, 5);
        QVERIFY2(chart.note().contains(QStringLiteral("bands from 1 GiB (the headline's sizes)")),
                 qPrintable(chart.note()));
    }

    // tb-membw measures GPU 0's sweep, then GPU 1's under the same metric: two series, each in size order.
    void devicesAreSeparateSeries() {
        core::RunRecord run;
        run.id = 9;
        run.hardwareKey = QStringLiteral("host/pcie-gen5");
        QVector<core::SampleRecord> samples;
        for (int device : {0, 1}) {
            for (int e = 20; e <= 30; e += 2) {
                auto smp = sample(QStringLiteral("h2d.bw"), qint64(1) << e, device == 0 ? 50 : 25);
                smp.extra.insert(QStringLiteral("device"), device);
                samples << smp;
            }
        }
        const auto perDevice = ui::RunCharts::seriesByDevice(samples, QStringLiteral("h2d.bw"));
        QCOMPARE(perDevice.size(), 2);
        QCOMPARE(perDevice[0].device, 0);
        QCOMPARE(perDevice[1].device, 1);
        QCOMPARE(perDevice[1].points.size(), 6);
        auto r = ui::RunCharts::forRun(run, samples, matcher());
        QVERIFY(r);
        auto* chart = dynamic_cast<ui::SweepChart*>(r->get());
        QVERIFY(chart);
        QCOMPARE(chart->seriesCount(), 2);
        QVERIFY2(chart->series(0)->name().endsWith(QStringLiteral("GPU 0")), qPrintable(chart->series(0)->name()));
        QVERIFY2(chart->series(1)->name().endsWith(QStringLiteral("GPU 1")), qPrintable(chart->series(1)->name()));
        for (int i = 0; i < 2; ++i) {
            QLineSeries* s = chart->series(i);
            for (int k = 0; k < s->count(); ++k) {
                QCOMPARE(s->at(k).y(), i == 0 ? 50.0 : 25.0);  // no zig-zag between the devices
            }
        }
    }

    // Runs on different hardware are each drawn against their own baseline (as the comparison table judges them):
    // as a percentage of their own expected value under bands in percent, never under one run's bands.
    void overlayOfDifferentBaselinesIsInPercentOfEach() {
        core::RunRecord h100;
        h100.id = 1;
        h100.hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
        h100.env = QJsonObject{{QStringLiteral("NCCL_ALGO"), QStringLiteral("NVLS")}};
        core::RunRecord a100;
        a100.id = 2;
        a100.hardwareKey = QStringLiteral("8xA100-80GB/nvlink");
        QVector<core::SampleRecord> s1, s2;
        for (int e = 28; e <= 33; ++e) {
            s1 << sample(QStringLiteral("all_reduce.busbw"), qint64(1) << e, 456);  // 95 % of 480
            s2 << sample(QStringLiteral("all_reduce.busbw"), qint64(1) << e, 161);  // 70 % of 230
        }
        auto chart = ui::RunCharts::overlay(QStringLiteral("all_reduce.busbw"), {h100, a100}, {s1, s2},
                                            {QStringLiteral("H100"), QStringLiteral("A100")}, matcher());
        QCOMPARE(chart->seriesCount(), 2);
        QCOMPARE(chart->series(0)->at(0).y(), 95.0);
        QCOMPARE(chart->series(1)->at(0).y(), 70.0);
        QCOMPARE(chart->expectedValue().value(), 100.0);
        QCOMPARE(chart->bands()[0].lower, 95.0);
        QCOMPARE(chart->bands()[3].lower, 70.0);
        QVERIFY2(chart->titleText().contains(QStringLiteral("a percentage of its own")),
                 qPrintable(chart->titleText()));

        // The same hardware: the shared baseline's bands in GB/s, as before.
        auto same = ui::RunCharts::overlay(QStringLiteral("all_reduce.busbw"), {h100, h100}, {s1, s1},
                                           {QStringLiteral("H100 a"), QStringLiteral("H100 b")}, matcher());
        QCOMPARE(same->expectedValue().value(), 480.0);
        QCOMPARE(same->series(1)->at(0).y(), 456.0);
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
        // The same figures from the host backend: no GPU was measured, so no GPU baseline, and the chart says why.
        run.env.insert(QStringLiteral("backend"), QStringLiteral("host"));
        auto host = ui::RunCharts::forRun(run, samples, matcher());
        QVERIFY(host);
        auto* hostChart = dynamic_cast<ui::SweepChart*>(host->get());
        QVERIFY(!hostChart->expectedValue());
        QVERIFY(hostChart->bands().isEmpty());
        QVERIFY2(hostChart->note().contains(QStringLiteral("no GPU baseline applies")), qPrintable(hostChart->note()));
    }

    // Issue 35: a training run charts tokens/s and MFU per step and names the rank that fell behind.
    void aTrainingRunChartsItsStepsAndNamesTheStraggler() {
        core::RunRecord run;
        run.id = 9;
        run.sourceName = QStringLiteral("torchtitan.log");
        QVector<core::SampleRecord> samples;
        const double tps[] = {1204, 5762, 5771, 5755};
        const double mfu[] = {7.05, 33.74, 33.79, 33.70};
        for (int i = 0; i < 4; ++i) {
            QJsonObject extra{{QStringLiteral("step"), i == 0 ? 1 : i * 10}};
            if (i > 0) {
                extra.insert(QStringLiteral("slowest_rank"), 1);
                extra.insert(QStringLiteral("spread"), 1.16);
            }
            samples << core::SampleRecord{QStringLiteral("train.tokens_per_s_per_gpu"), std::nullopt, tps[i],
                                          QStringLiteral("tokens/s"), extra};
            samples << core::SampleRecord{QStringLiteral("train.mfu"), std::nullopt, mfu[i], QStringLiteral("%"),
                                          extra};
        }
        // A summary sample is not a step.
        samples << core::SampleRecord{QStringLiteral("train.tokens_per_s_per_gpu"), std::nullopt, 5762,
                                      QStringLiteral("tokens/s"),
                                      QJsonObject{{QStringLiteral("summary"), true}, {QStringLiteral("step"), 30}}};
        auto r = ui::RunCharts::forRun(run, samples, matcher());
        QVERIFY(r);
        auto* w = dynamic_cast<ui::TrainingStepsChart*>(r->get());
        QVERIFY(w);
        QCOMPARE(w->steps().size(), 4);
        QCOMPARE(w->steps()[2].step, 20);
        const QString caption = w->caption();
        QVERIFY2(caption.contains(QStringLiteral("median 5762 tokens/s per GPU")), qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("MFU 33.7 %")), qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("rank 1 slowest in 3 of 4 step(s), up to 14 % behind")),
                 qPrintable(caption));
        QImage image(760, 420, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        w->renderTo(&painter, QRectF(0, 0, 760, 420));
        painter.end();
        // The red straggler markers were drawn.
        int red = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                red += c.red() > 150 && c.green() < 80 && c.blue() < 80;
            }
        }
        QVERIFY2(red > 30, qPrintable(QString::number(red)));

        // A CPU run: no MFU (no peak known), no rank behind.
        QVector<core::SampleRecord> cpu;
        for (int step = 1; step <= 3; ++step)
            cpu << core::SampleRecord{QStringLiteral("train.step_time"), std::nullopt, 10.0 + step,
                                      QStringLiteral("ms"), QJsonObject{{QStringLiteral("step"), step}}};
        auto plain = ui::RunCharts::forRun(run, cpu, matcher());
        QVERIFY(plain);
        const QString cpuCaption = dynamic_cast<ui::TrainingStepsChart*>(plain->get())->caption();
        QVERIFY2(cpuCaption.contains(QStringLiteral("median step 12.5 ms")), qPrintable(cpuCaption));
        QVERIFY2(cpuCaption.contains(QStringLiteral("MFU: no peak known")), qPrintable(cpuCaption));
        QVERIFY2(cpuCaption.contains(QStringLiteral("no rank fell behind")), qPrintable(cpuCaption));

        // tb-train marks its untimed steps: those, not just the first, stay out of the median.
        QVector<core::SampleRecord> probe;
        const double rates[] = {100, 200, 1000, 1100, 1200};
        for (int step = 1; step <= 5; ++step)
            probe << core::SampleRecord{QStringLiteral("train.tokens_per_s_per_gpu"), std::nullopt, rates[step - 1],
                                        QStringLiteral("tokens/s"),
                                        QJsonObject{{QStringLiteral("step"), step},
                                                    {QStringLiteral("warmup"), step <= 2},
                                                    {QStringLiteral("slowest_rank"), 0},
                                                    {QStringLiteral("spread"), 1.0}}};
        const QString probeCaption = core::TrainingSteps::caption(core::TrainingSteps::of(probe));
        QVERIFY2(probeCaption.contains(QStringLiteral("median 1100 tokens/s per GPU")), qPrintable(probeCaption));
    }
};

QTEST_MAIN(TestChart)
#include "tst_Chart.moc"
