// The light and the dark palette held to the same bar: every tier and verdict chip's text reads 4.5:1 on its chip,
// every verdict symbol stands 3:1 against the view behind it, the palettes' own text pairs read 4.5:1, and the tier
// board and the charts take their background, text and axes from the palette (dark included) rather than from
// hard-coded black on white. The figures are WCAG 2's (ui/Contrast.h), as tst_Chart's bothPalettesAreReadable uses.
#include "core/report/TierBoard.h"
#include "ui/main/Appearance.h"
#include "ui/common/Contrast.h"
#include "ui/common/TierPalette.h"
#include "ui/common/VerdictPalette.h"
#include "ui/charts/P2pMatrixWidget.h"
#include "ui/charts/RecipeTimingWidget.h"
#include "ui/charts/SweepChart.h"
#include "ui/tierboard/TierBoardRenderer.h"
#include "ui/tierboard/TierBoardWidget.h"

#include <QAbstractAxis>
#include <QImage>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QtTest>

using namespace tb;

namespace {
struct Named {
    const char* name;
    QPalette palette;
};
QVector<Named> palettes() {
    return {{"light", ui::Appearance::lightPalette()}, {"dark", ui::Appearance::darkPalette()}};
}
QString pair(const QColor& fg, const QColor& bg) {
    return QStringLiteral("%1 on %2: %3:1").arg(fg.name(), bg.name()).arg(ui::contrastRatio(fg, bg), 0, 'f', 2);
}
}  // namespace

class TestPalettes : public QObject {
    Q_OBJECT

private slots:
    void contrastIsWcags() {
        QCOMPARE(qRound(ui::contrastRatio(Qt::black, Qt::white) * 100), 2100);
        QCOMPARE(ui::contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
        QVERIFY(ui::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);  // WCAG's classic grey
        QVERIFY(ui::contrastRatio(QColor(0x80, 0x80, 0x80), Qt::white) < 4.5);
    }

    void paletteTextReads_data() {
        QTest::addColumn<QPalette>("palette");
        for (const Named& n : palettes()) {
            QTest::newRow(n.name) << n.palette;
        }
    }
    void paletteTextReads() {
        QFETCH(QPalette, palette);
        QStringList low;
        auto need = [&](QPalette::ColorRole fg, QPalette::ColorRole bg, double ratio,
                        QPalette::ColorGroup group = QPalette::Active) {
            const QColor f = palette.color(group, fg);
            const QColor b = palette.color(group, bg);
            if (ui::contrastRatio(f, b) < ratio) {
                low << QStringLiteral("role %1 on %2: %3").arg(int(fg)).arg(int(bg)).arg(pair(f, b));
            }
        };
        need(QPalette::WindowText, QPalette::Window, 4.5);
        need(QPalette::Text, QPalette::Base, 4.5);
        need(QPalette::Text, QPalette::AlternateBase, 4.5);
        need(QPalette::ButtonText, QPalette::Button, 4.5);
        need(QPalette::HighlightedText, QPalette::Highlight, 4.5);
        need(QPalette::ToolTipText, QPalette::ToolTipBase, 4.5);
        need(QPalette::Link, QPalette::Base, 4.5);
        need(QPalette::PlaceholderText, QPalette::Base, 4.5);
        // Disabled text is exempt from WCAG's bar; it still has to be legible.
        need(QPalette::WindowText, QPalette::Window, 3.0, QPalette::Disabled);
        need(QPalette::Text, QPalette::Base, 3.0, QPalette::Disabled);
        QVERIFY2(low.isEmpty(), qPrintable(low.join(u'\n')));
        QCOMPARE(ui::Appearance::isDark(palette), QByteArray(QTest::currentDataTag()) == "dark");
    }

    // Tier chips look the same on either palette: their text colour is chosen for the chip, not the window.
    void everyTierChipReads() {
        QStringList low;
        for (core::Tier t : core::kAllTiers) {
            if (ui::contrastRatio(ui::tierTextColor(t), ui::tierColor(t)) < 4.5) {
                low << core::tierName(t) + QStringLiteral(": ") + pair(ui::tierTextColor(t), ui::tierColor(t));
            }
        }
        QVERIFY2(low.isEmpty(), qPrintable(low.join(u'\n')));
    }

    void everyVerdictChipAndSymbolReads_data() { paletteTextReads_data(); }
    void everyVerdictChipAndSymbolReads() {
        QFETCH(QPalette, palette);
        QStringList low;
        for (core::Verdict v : core::kAllVerdicts) {
            const QString name = core::verdictKey(v);
            if (ui::contrastRatio(ui::verdictTextColor(v), ui::verdictColor(v)) < 4.5) {
                low << name + QStringLiteral(" chip: ") + pair(ui::verdictTextColor(v), ui::verdictColor(v));
            }
            for (auto role : {QPalette::Base, QPalette::Button, QPalette::Window}) {
                const QColor bg = palette.color(role);
                const QColor outline = ui::verdictOutline(v, bg);
                if (ui::contrastRatio(outline, bg) < 3.0) {
                    low << name + QStringLiteral(" symbol: ") + pair(outline, bg);
                }
            }
            // The icon really carries that outline: its top edge pixel is the outline colour, not the fill.
            const QImage icon = ui::verdictIcon(v, palette).pixmap(12, 12).toImage();
            const QColor edge = icon.pixelColor(6, 1);
            const QColor bg = palette.color(QPalette::Base);
            QImage onBase(12, 12, QImage::Format_ARGB32);
            onBase.fill(bg);
            {
                QPainter p(&onBase);
                p.drawImage(0, 0, icon);
            }
            if (ui::contrastRatio(onBase.pixelColor(6, 1), bg) < 2.0 && edge.alpha() > 0) {
                low << name + QStringLiteral(" icon edge: ") + pair(onBase.pixelColor(6, 1), bg);
            }
        }
        QVERIFY2(low.isEmpty(), qPrintable(low.join(u'\n')));
    }

    // The tier board on screen: the palette's paper and ink, each text colour 4.5:1 on the paper and on the chips.
    void tierBoardFollowsThePalette_data() { paletteTextReads_data(); }
    void tierBoardFollowsThePalette() {
        QFETCH(QPalette, palette);
        const auto ink = ui::TierBoardRenderer::Ink::fromPalette(palette);
        QCOMPARE(ink.paper, palette.color(QPalette::Base));
        QStringList low;
        for (const QColor& bg : {ink.paper, ink.chip}) {
            for (const QColor& fg : {ink.text, ink.muted, ink.price, ink.unpriced}) {
                if (ui::contrastRatio(fg, bg) < 4.5) {
                    low << pair(fg, bg);
                }
            }
        }
        QVERIFY2(low.isEmpty(), qPrintable(low.join(u'\n')));

        core::TierBoard board;
        board.title = QStringLiteral("Round 1");
        core::TierBoardEntry e;
        e.name = QStringLiteral("Alpha");
        e.assigned = core::Tier::Gold;
        board.entries << e;
        ui::TierBoardWidget widget;
        widget.setPalette(palette);
        widget.setBoard(board);
        widget.resize(900, 300);
        const QImage shot = widget.grab().toImage();
        QCOMPARE(shot.pixelColor(2, 2), palette.color(QPalette::Base));
        // Exports keep the light paper whatever the window's palette.
        QCOMPARE(ui::TierBoardRenderer::Ink().paper, QColor(Qt::white));
    }

    // Charts on screen: background, title, axes and legend from the palette, 4.5:1 apart, and the custom-painted
    // ones draw on the palette's base colour.
    void chartsFollowThePalette_data() { paletteTextReads_data(); }
    void chartsFollowThePalette() {
        QFETCH(QPalette, palette);
        const QColor base = palette.color(QPalette::Base);
        const QColor text = palette.color(QPalette::Text);
        ui::SweepChart chart;
        chart.setTitle(QStringLiteral("all reduce"));
        chart.addSeries(QStringLiteral("A"), {{1024, 10}, {1 << 20, 100}, {1 << 30, 400}});
        chart.followPalette(palette);
        QCOMPARE(chart.isDark(), ui::Appearance::isDark(palette));
        QCOMPARE(chart.chart()->backgroundBrush().color(), base);
        QCOMPARE(chart.chart()->titleBrush().color(), text);
        QCOMPARE(chart.chart()->legend()->labelColor(), text);
        QVERIFY(!chart.chart()->axes().isEmpty());
        for (QAbstractAxis* axis : chart.chart()->axes()) {
            QCOMPARE(axis->labelsBrush().color(), text);
            QCOMPARE(axis->titleBrush().color(), text);
        }
        QVERIFY(ui::contrastRatio(text, base) >= 4.5);
        for (int i = 0; i < chart.seriesCount(); ++i) {
            QVERIFY2(ui::contrastRatio(chart.series(i)->pen().color(), base) >= 3.0,
                     qPrintable(pair(chart.series(i)->pen().color(), base)));
        }
        QImage img(600, 400, QImage::Format_ARGB32);
        img.fill(Qt::magenta);
        {
            QPainter p(&img);
            chart.renderTo(&p, QRectF(0, 0, 600, 400));
        }
        // Inside the chart's rounded frame, left of the axis labels: the picture's background is the palette's.
        QVERIFY2(ui::contrastRatio(img.pixelColor(12, 200), base) < 1.1, qPrintable(img.pixelColor(12, 200).name()));

        ui::P2pMatrixWidget matrix;
        matrix.setTitle(QStringLiteral("p2p"));
        matrix.setMatrix({{0, 100}, {100, 0}}, QStringLiteral("GB/s"));
        matrix.followPalette(palette);
        ui::RecipeTimingWidget timing;
        timing.setTitle(QStringLiteral("recipe"));
        timing.setRows({{QStringLiteral("container_pull"), 12.0, {}}});
        timing.followPalette(palette);
        for (ui::Renderable* r : std::initializer_list<ui::Renderable*>{&matrix, &timing}) {
            QImage pic(600, 400, QImage::Format_ARGB32);
            pic.fill(Qt::magenta);
            {
                QPainter p(&pic);
                r->renderTo(&p, QRectF(0, 0, 600, 400));
            }
            QCOMPARE(pic.pixelColor(2, 398), base);
        }
    }
};

QTEST_MAIN(TestPalettes)
#include "tst_Palettes.moc"
