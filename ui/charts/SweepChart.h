#pragma once

#include "core/baseline/BaselineMatcher.h"
#include "core/domain/Tier.h"
#include "ui/charts/Renderable.h"

#include <QChart>
#include <QHash>
#include <QObject>
#include <QPalette>
#include <QPen>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

class QAreaSeries;
class QCategoryAxis;
class QGraphicsScene;
class QLineSeries;
class QTimer;
class QValueAxis;

namespace tb::ui {

// A value against message size (bus bandwidth of a collective sweep, copy bandwidth per direction): x is log2 of the
// size in bytes on a category axis labelled "1 KiB … 16 GiB", y the value. Several runs overlay with a legend; the
// matching baseline adds shaded tier bands and a dashed expected line, or a plain note when none matches.
//
// The chart lives in its own scene, so it renders without ever being shown (renderTo); a ChartView may adopt it for
// the screen. Live runs call appendPoint(); points are batched and drawn at most every `throttleMs`.
//
// Thread contract: GUI thread only.
class SweepChart : public QObject, public Renderable {
    Q_OBJECT

public:
    struct Band {
        core::Tier tier;
        double lower = 0;
        double upper = 0;
    };

    explicit SweepChart(QObject* parent = nullptr);
    ~SweepChart() override;

    QChart* chart() const { return m_chart; }

    void setTitle(const QString& title);
    void setValueAxisTitle(const QString& title);
    // A small line under the title (and under the baseline note), e.g. what the chart leaves out.
    void setSubtitle(const QString& subtitle);
    QString titleText() const;
    void setDark(bool dark);
    bool isDark() const { return m_dark; }
    // Dark or light by the palette, with its base colour behind the plot and its text colour for the title, the
    // axes and the legend (ChartView and the run panel call it on every palette change).
    void followPalette(const QPalette& palette) override;

    // Points are (size in bytes, value). Returns the series index. The chart keeps every point (tooltips, export,
    // seriesPoints()) but draws a series of more than kDecimateAbove points min/max-decimated to kDrawColumns
    // x-buckets: Qt Charts strokes the whole line on every change, which costs ~5 µs a point.
    static constexpr int kDecimateAbove = 4096;
    static constexpr int kDrawColumns = 1024;
    int addSeries(const QString& name, const QVector<QPointF>& bytesAndValues);
    void replaceSeries(int index, const QVector<QPointF>& bytesAndValues);
    int seriesCount() const { return int(m_series.size()); }
    // The drawn series (decimated when large).
    QLineSeries* series(int index) const;
    // Every point of a series as (bytes, value), pending live points included.
    QVector<QPointF> seriesPoints(int index) const;

    // Live: queued, drawn at the next throttle tick (one repaint for many points).
    void appendPoint(int index, double bytes, double value);
    void flushPending();
    void setThrottleMs(int ms);
    int repaintCount() const { return m_flushCount; }

    // Bands and expected line from the match, or the "No baseline for …" note when it has no baseline.
    void setBaseline(const core::BaselineMatch& match);
    const QVector<Band>& bands() const { return m_bands; }
    std::optional<double> expectedValue() const { return m_expected; }
    QString note() const { return m_note; }

    // The tooltip text for the point of a series nearest to a size: "8 GiB: 478.9 GB/s (99.8 % of 480.0 GB/s,
    // Platinum)".
    QString describePoint(int index, double bytes) const;

    // Legend: beyond this many series it goes compact (right side, small font, bands named under the title).
    static constexpr int kCompactLegendAbove = 2;
    // A bottom legend holds this many entries before Qt cuts their labels; more go to the right side.
    static constexpr int kBottomLegendEntries = 3;
    bool legendIsCompact() const;
    bool bandsInLegend() const;
    QString legendLabelOf(int index) const;
    QPen seriesPen(int index) const;
    // Where the bands and the expected line start, in log2 bytes (the baseline's minimum size, or the axis start).
    double bandStartX() const;
    static QString legendLabel(const QString& name, bool compact);

    using Renderable::renderTo;
    void renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) override;

signals:
    // Hover on a run's line: the text to show and whether the pointer entered (true) or left.
    void pointHovered(const QString& text, bool entered);

private:
    void redrawSeries(int index);
    void rebuildAxes();
    void rebuildBands();
    void applyTheme();
    void updateTitle();
    void updateLegend();
    std::pair<double, double> dataRangeX() const;  // log2 bytes
    double dataMaxY() const;

    QGraphicsScene* m_scene = nullptr;
    QPointer<QChart> m_chart;
    QCategoryAxis* m_axisX = nullptr;
    QValueAxis* m_axisY = nullptr;
    QVector<QLineSeries*> m_series;
    QVector<QVector<QPointF>> m_data;  // per series, every point as (log2 bytes, value)
    QVector<QAreaSeries*> m_bandSeries;
    QLineSeries* m_expectedLine = nullptr;
    QHash<int, QVector<QPointF>> m_pending;
    QTimer* m_throttle = nullptr;
    int m_flushCount = 0;

    std::optional<core::BaselineMatch> m_match;
    QVector<Band> m_bands;
    std::optional<double> m_expected;
    QString m_title;
    QString m_note;
    QString m_subtitle;
    QString m_bandLegend;
    QString m_unit;
    bool m_dark = false;
    std::optional<QPalette> m_palette;
    std::pair<double, double> m_axisRangeX{10, 34};
    double m_axisMaxY = 0;
};

// "1 KiB", "16 GiB" for an exponent of two.
QString sizeLabelForExponent(int exponent);

}  // namespace tb::ui
