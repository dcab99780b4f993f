#include "ui/report/ReportChart.h"

#include "ui/report/ReviewChartPlan.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <iterator>

#include <algorithm>
#include <cmath>

namespace tb::ui {

namespace {
const QColor kAxis(0x55, 0x5f, 0x6a);
const QColor kGrid(0xdd, 0xe1, 0xe5);
const QColor kBar(0x3b, 0x6e, 0xa5);
const QColor kBaseline(0xc0, 0x39, 0x2b);
const QColor kText(0x1d, 0x23, 0x2b);

// A "nice" upper bound and step for a 0-based value axis.
std::pair<double, double> niceAxis(double maxValue) {
    if (maxValue <= 0.0) {
        return {1.0, 0.2};
    }
    const double raw = maxValue / 5.0;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * mag >= raw) {
            step = m * mag;
            break;
        }
    }
    return {std::ceil(maxValue / step) * step, step};
}

QString number(double v) {
    return std::abs(v - std::round(v)) < 1e-9 ? QString::number(qint64(std::round(v))) : QString::number(v, 'g', 4);
}

QString legendLabel(const ReviewChart& c, int i) {
    if (c.lines.size() == 1 && c.lines[i].device < 0) {
        return ReportChart::tr("measured (median per size), run #%1").arg(c.runId);
    }
    return ReviewChartPlan::lineLabel(c.lines[i]);
}

// The expected line's entry, or why there is none.
QString legendNote(const ReviewChart& c) {
    if (c.baseline) {
        const QString unitText = c.lines.isEmpty() ? QString() : c.lines.first().unit;
        return ReportChart::tr("expected %1 %2 from %3 (%4)")
            .arg(number(*c.baseline), unitText, ReportChart::sizeLabel(c.baselineMinSize), c.baselineSource);
    }
    return c.hostBackend ? ReportChart::tr("host backend: no GPU was measured, so no GPU baseline applies")
                         : ReportChart::tr("no baseline for %1: no expected line")
                               .arg(c.hardwareKey.isEmpty() ? ReportChart::tr("unknown hardware") : c.hardwareKey);
}

// The legend sits below the plot, never over it: as many columns as the widest label allows, then the expected
// line (or why there is none), wrapped over up to three rows rather than cut.
struct LegendGrid {
    int columns = 1;
    int rows = 0;  // rows of line entries, without the expected-line rows
    int noteRows = 1;
    double columnWidth = 0;
    double rowStep = 0;
    double height() const { return (rows + noteRows) * rowStep; }
};

LegendGrid legendGrid(const ReviewChart& c, double width, const QFont& small, double unit, QPaintDevice* device) {
    const QFontMetricsF sm(small, device);
    LegendGrid g;
    g.rowStep = std::max(3.6 * unit, sm.lineSpacing() * 1.15);
    double widest = 0;
    for (int i = 0; i < c.lines.size(); ++i) {
        widest = std::max(widest, sm.horizontalAdvance(legendLabel(c, i)));
    }
    g.columnWidth = widest + 11 * unit;
    g.columns = std::clamp(int(width / std::max(g.columnWidth, 1.0)), 1, std::max<int>(1, int(c.lines.size())));
    g.rows = int((c.lines.size() + g.columns - 1) / g.columns);
    const double noteWidth = std::max(width - 8 * unit, 1.0);
    const QRectF need = sm.boundingRect(QRectF(0, 0, noteWidth, 1e6), Qt::TextWordWrap, legendNote(c));
    g.noteRows = std::clamp(int(std::ceil(need.height() / sm.lineSpacing() - 0.01)), 1, 3);
    return g;
}
}  // namespace

double ReportChart::legendHeight(const ReviewChart& chart, double width, const QFont& font, double unit,
                                 QPaintDevice* device) {
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    // The y labels take about 15 mm at most; planning with less width never gives fewer rows than painting does.
    return legendGrid(chart, width - 22 * unit, small, unit, device).height();
}

QString ReportChart::sizeLabel(qint64 bytes) {
    static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    double v = double(bytes);
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    return number(v) + u' ' + QLatin1String(units[u]);
}

std::optional<double> ReportChart::percentOfBaseline(const core::ReviewSeries& s) {
    if (!s.baseline || *s.baseline <= 0.0 || s.points.isEmpty()) {
        return std::nullopt;
    }
    double best = 0.0;
    bool any = false;
    for (const auto& pt : s.points) {
        if (pt.sizeBytes >= s.baselineMinSize) {
            best = any ? std::max(best, pt.value) : pt.value;
            any = true;
        }
    }
    if (!any) {
        return std::nullopt;
    }
    return 100.0 *
           (s.baselineDirection == QLatin1String("lower") ? *s.baseline / std::max(best, 1e-12) : best / *s.baseline);
}

void ReportChart::paintScores(QPainter& p, const QRectF& rect, const QVector<core::ReviewCriterion>& criteria,
                              const QFont& font, double unit) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    const QFontMetricsF fm(font, p.device());
    double labelWidth = 0.0;
    for (const auto& c : criteria) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(c.name));
    }
    labelWidth += 3 * unit;
    const QRectF plot(rect.left() + labelWidth, rect.top() + 2 * unit, rect.width() - labelWidth - 4 * unit,
                      rect.height() - 10 * unit);
    const int n = std::max<int>(1, int(criteria.size()));
    const double band = plot.height() / n;
    // Grid and scale 0..5.
    p.setFont(small);
    for (int s = 0; s <= 5; ++s) {
        const double x = plot.left() + plot.width() * s / 5.0;
        p.setPen(QPen(kGrid, 0.25 * unit));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(kAxis);
        p.drawText(QRectF(x - 5 * unit, plot.bottom() + unit, 10 * unit, 4 * unit), Qt::AlignHCenter | Qt::AlignTop,
                   QString::number(s));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 5 * unit, plot.width(), 4 * unit), Qt::AlignHCenter | Qt::AlignTop,
               tr("Score (0-5): bar = final, diamond = suggested"));
    for (int i = 0; i < criteria.size(); ++i) {
        const auto& c = criteria[i];
        const double y = plot.top() + band * i;
        p.setFont(font);
        p.setPen(kText);
        p.drawText(QRectF(rect.left(), y, labelWidth - 2 * unit, band), Qt::AlignRight | Qt::AlignVCenter, c.name);
        if (const auto score = c.score()) {
            const double w = plot.width() * std::clamp(*score, 0.0, 5.0) / 5.0;
            p.fillRect(QRectF(plot.left(), y + band * 0.2, w, band * 0.6), c.finalScore ? kBar : kBar.lighter(150));
            p.setFont(small);
            p.setPen(kText);
            p.drawText(QRectF(plot.left() + w + unit, y, 12 * unit, band), Qt::AlignLeft | Qt::AlignVCenter,
                       QString::number(*score, 'f', 1));
        }
        if (c.suggestedScore) {
            const double x = plot.left() + plot.width() * std::clamp(*c.suggestedScore, 0.0, 5.0) / 5.0;
            const double d = band * 0.22;
            QPainterPath diamond;
            diamond.moveTo(x, y + band / 2 - d);
            diamond.lineTo(x + d, y + band / 2);
            diamond.lineTo(x, y + band / 2 + d);
            diamond.lineTo(x - d, y + band / 2);
            diamond.closeSubpath();
            p.fillPath(diamond, QColor(0xe6, 0x7e, 0x22));
        }
    }
    p.setPen(QPen(kAxis, 0.3 * unit));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.topLeft(), plot.bottomLeft());
    p.restore();
}

void ReportChart::paintSeries(QPainter& p, const QRectF& rect, const core::ReviewSeries& s, const QFont& font,
                              double unit) {
    ReviewChart chart;
    chart.runId = s.runId;
    chart.title = s.probe + (s.operation.isEmpty() ? QString() : QStringLiteral(" ") + s.operation) +
                  QStringLiteral(" \u2014 ") + s.metric + QStringLiteral(" (") + s.unit + u')';
    chart.lines = {s};
    chart.hostBackend = s.hostBackend;
    chart.hardwareKey = s.hardwareKey;
    if (!s.hostBackend) {
        chart.baseline = s.baseline;
        chart.baselineSource = s.baselineSource;
        chart.baselineMinSize = s.baselineMinSize;
    }
    paintChart(p, rect, chart, font, unit);
}

QColor ReportChart::lineColor(int index) {
    // Distinct hues that print and read on white (3:1 or better); a chart with more lines repeats them dashed.
    static const QRgb colors[] = {0x1d4ed8, 0xc2410c, 0x15803d, 0x7e22ce, 0xb91c1c, 0x0f766e,
                                  0x4d7c0f, 0xa21caf, 0x854d0e, 0x0369a1, 0xbe123c, 0x4b5563};
    return QColor(colors[index % int(std::size(colors))]);
}

ReportChart::Geometry ReportChart::paintChart(QPainter& p, const QRectF& rect, const ReviewChart& c, const QFont& font,
                                              double unit) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fm(font, p.device());
    const QString unitText = c.lines.isEmpty() ? QString() : c.lines.first().unit;

    // Title: what, where, and how it compares.
    QString title = c.title;
    if (c.baseline && !c.lines.isEmpty()) {
        core::ReviewSeries first = c.lines.first();
        first.baseline = c.baseline;
        first.baselineMinSize = c.baselineMinSize;
        if (const auto pct = percentOfBaseline(first)) {
            title += QStringLiteral(" \u2014 ") + tr("%1% of expected").arg(QString::number(*pct, 'f', 0));
        }
    }
    p.setFont(bold);
    p.setPen(kText);
    p.drawText(QRectF(rect.left(), rect.top(), rect.width(), fm.lineSpacing() * 1.3),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine,
               QFontMetricsF(bold, p.device()).elidedText(title, Qt::ElideMiddle, rect.width()));

    double maxValue = c.baseline.value_or(0.0);
    qint64 minSize = 0;
    qint64 maxSize = 0;
    for (const auto& line : c.lines) {
        for (const auto& pt : line.points) {
            maxValue = std::max(maxValue, pt.value);
            minSize = minSize == 0 ? pt.sizeBytes : std::min(minSize, pt.sizeBytes);
            maxSize = std::max(maxSize, pt.sizeBytes);
        }
    }
    const auto [top, step] = niceAxis(maxValue * 1.05);
    const double yLabelWidth = QFontMetricsF(small, p.device()).horizontalAdvance(number(top)) + 3 * unit;
    // The legend below the axis label; a chart given too little height for all its entries keeps a readable plot
    // and says how many lines the legend leaves out.
    const double plotLeft = rect.left() + yLabelWidth + 5 * unit;
    LegendGrid legend = legendGrid(c, rect.right() - plotLeft, small, unit, p.device());
    const double plotTop = rect.top() + fm.lineSpacing() * 1.6;
    const double minPlot = std::min(30 * unit, (rect.height() - fm.lineSpacing() * 1.6 - 11 * unit) / 2);
    const int fitRows = std::max(0, int((rect.bottom() - plotTop - 11 * unit - minPlot) / legend.rowStep) - 1);
    const bool legendCut = legend.rows > fitRows;
    if (legendCut) {
        legend.rows = std::max(1, fitRows);
    }
    const QRectF plot(plotLeft, plotTop, rect.width() - yLabelWidth - 8 * unit,
                      rect.height() - fm.lineSpacing() * 1.6 - 11 * unit - legend.height());

    // x: log2(size) over the sweeps' range.
    int minExp = 3;
    int maxExp = 33;
    if (maxSize > 0) {
        minExp = int(std::floor(std::log2(double(std::max<qint64>(1, minSize)))));
        maxExp = int(std::ceil(std::log2(double(std::max<qint64>(1, maxSize)))));
        if (maxExp <= minExp) {
            maxExp = minExp + 1;
        }
    }
    auto xOf = [&](double bytes) {
        return plot.left() + plot.width() * (std::log2(std::max(bytes, 1.0)) - minExp) / double(maxExp - minExp);
    };
    auto yOf = [&](double v) { return plot.bottom() - plot.height() * std::clamp(v / top, 0.0, 1.05); };

    p.setFont(small);
    for (double v = 0.0; v <= top + step / 2; v += step) {
        const double y = yOf(v);
        p.setPen(QPen(kGrid, 0.25 * unit));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(kAxis);
        p.drawText(QRectF(rect.left(), y - 3 * unit, yLabelWidth + 3 * unit, 6 * unit),
                   Qt::AlignRight | Qt::AlignVCenter, number(v));
    }
    const int span = maxExp - minExp;
    const double labelRoom = QFontMetricsF(small, p.device()).horizontalAdvance(QStringLiteral("512 MiB")) + 2 * unit;
    int every = 1;
    while (every < span && plot.width() / (double(span) / every) < labelRoom) {
        ++every;
    }
    for (int e = minExp; e <= maxExp; e += every) {
        const double x = xOf(std::ldexp(1.0, e));
        p.setPen(QPen(kGrid, 0.25 * unit));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(kAxis);
        p.drawText(QRectF(x - 10 * unit, plot.bottom() + unit, 20 * unit, 4 * unit), Qt::AlignHCenter | Qt::AlignTop,
                   sizeLabel(qint64(std::ldexp(1.0, e))));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 5.5 * unit, plot.width(), 4 * unit), Qt::AlignHCenter | Qt::AlignTop,
               tr("Message size (bytes, log scale)"));
    p.save();
    p.translate(rect.left() + unit, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, -unit, plot.height(), 4 * unit), Qt::AlignHCenter | Qt::AlignTop, unitText);
    p.restore();
    p.setPen(QPen(kAxis, 0.3 * unit));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.topLeft(), plot.bottomLeft());

    if (c.baseline) {
        // From the baseline's minimum size on: the headline judges no smaller message.
        const double x0 = std::max(plot.left(), xOf(double(std::max<qint64>(c.baselineMinSize, 1))));
        p.setPen(QPen(kBaseline, 0.45 * unit, Qt::DashLine));
        p.drawLine(QPointF(x0, yOf(*c.baseline)), QPointF(plot.right(), yOf(*c.baseline)));
    }
    for (int i = 0; i < c.lines.size(); ++i) {
        const auto& line = c.lines[i];
        if (line.points.isEmpty()) {
            continue;
        }
        const QColor color = lineColor(i);
        QPainterPath path;
        for (int k = 0; k < line.points.size(); ++k) {
            const QPointF pt(xOf(double(line.points[k].sizeBytes)), yOf(line.points[k].value));
            k == 0 ? path.moveTo(pt) : path.lineTo(pt);
        }
        p.setPen(QPen(color, 0.5 * unit, i < 12 ? Qt::SolidLine : Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        for (const auto& pt : line.points) {
            p.drawEllipse(QPointF(xOf(double(pt.sizeBytes)), yOf(pt.value)), 0.6 * unit, 0.6 * unit);
        }
    }
    // Legend below the plot: line entries in columns, then the expected line or why there is none.
    p.setFont(small);
    const double legendTop = plot.bottom() + 10.5 * unit + legend.rowStep / 2;
    const int shown = legendCut ? legend.rows * legend.columns - 1 : int(c.lines.size());
    const QFontMetricsF sm(small, p.device());
    for (int i = 0; i < c.lines.size() && i < shown; ++i) {
        const double lx = plot.left() + (i / legend.rows) * legend.columnWidth;
        const double ly = legendTop + (i % legend.rows) * legend.rowStep;
        p.setPen(QPen(lineColor(i), 0.5 * unit, i < 12 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(lx, ly), QPointF(lx + 6 * unit, ly));
        p.setPen(kText);
        p.drawText(QPointF(lx + 8 * unit, ly + 1.2 * unit),
                   sm.elidedText(legendLabel(c, i), Qt::ElideRight, legend.columnWidth - 9 * unit));
    }
    if (shown < c.lines.size()) {
        const int i = shown;
        p.setPen(kText);
        p.drawText(QPointF(plot.left() + (i / legend.rows) * legend.columnWidth + 8 * unit,
                           legendTop + (i % legend.rows) * legend.rowStep + 1.2 * unit),
                   tr("… %n more line(s)", nullptr, int(c.lines.size()) - shown));
    }
    const double lx = plot.left();
    const double ly = legendTop + legend.rows * legend.rowStep;
    const double noteWidth = std::max(rect.right() - lx - 8 * unit, 1.0);
    // Text boxes start where a single line's baseline at ly + 1.2 mm would put the top of the text.
    const QRectF noteBox(lx + 8 * unit, ly + 1.2 * unit - sm.ascent(), noteWidth, legend.noteRows * legend.rowStep);
    if (c.baseline) {
        p.setPen(QPen(kBaseline, 0.45 * unit, Qt::DashLine));
        p.drawLine(QPointF(lx, ly), QPointF(lx + 6 * unit, ly));
        p.setPen(kText);
    } else {
        p.setPen(kAxis);
    }
    p.drawText(noteBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, legendNote(c));
    p.restore();
    const double legendWidth = std::min(rect.right() - plot.left(), legend.columns * legend.columnWidth);
    return {plot, QRectF(plot.left(), legendTop - legend.rowStep / 2, legendWidth, legend.height()),
            std::min(shown, int(c.lines.size()))};
}

}  // namespace tb::ui
