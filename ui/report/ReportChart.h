#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QColor>
#include <QFont>
#include <QRectF>

class QPainter;
class QPaintDevice;

namespace tb::ui {
struct ReviewChart;
}

namespace tb::ui {

// Vector charts for the review PDF, painted straight onto any QPainter (PDF, image, widget) without a scene or a
// shown widget, so a headless export and a shown one give identical pages. Sizes follow the painter's device:
// `font` is the base font already sized for it, `unit` one millimetre in device units.
class ReportChart {
    Q_DECLARE_TR_FUNCTIONS(ReportChart)

public:
    // Horizontal bars: one per criterion, final score 0..5 (suggested score as a marker), weight in the label.
    static void paintScores(QPainter& p, const QRectF& rect, const QVector<core::ReviewCriterion>& criteria,
                            const QFont& font, double unit);
    // Value against message size on a log2 axis (8 B .. 8 GiB), with the baseline as a dashed line from its
    // minimum size on, and the share of the baseline reached at the largest size in the title.
    static void paintSeries(QPainter& p, const QRectF& rect, const core::ReviewSeries& series, const QFont& font,
                            double unit);
    // Several lines of one run (ReviewChartPlan), each its own colour, with the shared expected line or a note why
    // there is none (no baseline for the hardware; a host-backend run).
    // Where a chart put its parts: the plot, the legend below it and how many lines the legend names.
    struct Geometry {
        QRectF plot;
        QRectF legend;
        int legendEntries = 0;
    };
    static Geometry paintChart(QPainter& p, const QRectF& rect, const ReviewChart& chart, const QFont& font,
                               double unit);
    static QColor lineColor(int index);
    // The height the legend below the plot takes for `chart` painted `width` wide; a caller adds it to the chart's
    // height so the plot keeps its size however many lines the chart has.
    static double legendHeight(const ReviewChart& chart, double width, const QFont& font, double unit,
                               QPaintDevice* device);

    static QString sizeLabel(qint64 bytes);
    // Values the sweep reaches against the baseline at sizes >= its minimum size, in percent; empty without one.
    static std::optional<double> percentOfBaseline(const core::ReviewSeries& series);
};

}  // namespace tb::ui
