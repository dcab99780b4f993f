#include "ui/charts/SweepChart.h"

#include "core/baseline/BaselineVerdict.h"
#include "ui/charts/Decimator.h"
#include "ui/common/TierPalette.h"

#include <QAbstractAxis>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace tb::ui {

namespace {

constexpr double kPad = 0.3;  // log2 units left and right of the data

double niceCeil(double v) {
    if (v <= 0) {
        return 1.0;
    }
    const double mag = std::pow(10.0, std::floor(std::log10(v)));
    for (double step : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0}) {
        if (step * mag >= v) {
            return step * mag;
        }
    }
    return 10 * mag;
}

QVector<QPointF> toLog2(const QVector<QPointF>& bytesAndValues) {
    QVector<QPointF> out;
    out.reserve(bytesAndValues.size());
    for (const QPointF& p : bytesAndValues) {
        if (p.x() > 0) {
            out.push_back({std::log2(p.x()), p.y()});
        }
    }
    return out;
}

// A marker per point tells the sweep's sizes apart on a normal sweep (tens of sizes); on a dense series the markers
// merge into a thick smear and cost a draw call each, so they go.
void showMarkersIfSparse(QLineSeries* series) {
    constexpr int kMaxMarkers = 200;
    series->setPointsVisible(series->count() <= kMaxMarkers);
}

// Run colours: Qt Charts' theme colours fall under 3:1 contrast on the light background (#209fdf on white), so runs
// get their own, distinct from the medal colours of the bands, 3:1 or better on either theme's background. Twelve
// hues; a chart with more series repeats them with another dash pattern, so no two series of a chart look alike.
constexpr QRgb kLightRuns[] = {0x1d4ed8, 0xc2410c, 0x15803d, 0x7e22ce, 0xb91c1c, 0x0f766e,
                               0x4d7c0f, 0xa21caf, 0x854d0e, 0x0369a1, 0xbe123c, 0x4b5563};
constexpr QRgb kDarkRuns[] = {0x60a5fa, 0xfb923c, 0x4ade80, 0xc084fc, 0xf87171, 0x2dd4bf,
                              0xa3e635, 0xf472b6, 0xfacc15, 0x38bdf8, 0xfda4af, 0xd1d5db};
constexpr int kRunHues = int(std::size(kLightRuns));

QPen runPen(int index, bool dark) {
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    const QColor color(dark ? kDarkRuns[index % kRunHues] : kLightRuns[index % kRunHues]);
    QPen pen(color, 2.5, styles[(index / kRunHues) % int(std::size(styles))]);
    return pen;
}

// Several repeats of one size (a live sweep run twice, --iters samples) are drawn as their median, in size order: a
// line joined in arrival order runs backwards from the last size of one repeat to the first of the next.
QVector<QPointF> drawOrder(const QVector<QPointF>& data) {
    QVector<QPointF> sorted = data;
    std::stable_sort(sorted.begin(), sorted.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    QVector<QPointF> out;
    out.reserve(sorted.size());
    QVector<double> same;
    for (int i = 0; i < sorted.size();) {
        int j = i;
        same.clear();
        while (j < sorted.size() && sorted[j].x() == sorted[i].x()) {
            same.push_back(sorted[j].y());
            ++j;
        }
        std::sort(same.begin(), same.end());
        const int n = int(same.size());
        out.push_back({sorted[i].x(), n % 2 ? same[n / 2] : (same[n / 2 - 1] + same[n / 2]) / 2});
        i = j;
    }
    return out;
}

}  // namespace

QString sizeLabelForExponent(int exponent) {
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    const int unit = std::clamp(exponent / 10, 0, 5);
    return QString::number(1LL << (exponent - unit * 10)) + u' ' + QLatin1String(units[unit]);
}

SweepChart::SweepChart(QObject* parent) : QObject(parent), m_scene(new QGraphicsScene(this)) {
    m_chart = new QChart();
    m_scene->addItem(m_chart);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(8, 8, 8, 8));
    m_axisX = new QCategoryAxis(m_chart);
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axisX->setTitleText(tr("Message size"));
    m_axisY = new QValueAxis(m_chart);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    m_axisY->setTitleText(tr("Bus bandwidth (GB/s)"));
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    m_throttle = new QTimer(this);
    m_throttle->setSingleShot(true);
    m_throttle->setInterval(50);
    connect(m_throttle, &QTimer::timeout, this, &SweepChart::flushPending);
    applyTheme();
    rebuildAxes();
}

SweepChart::~SweepChart() {
    // A view that adopted the chart owns it now; our scene deletes it otherwise.
    if (m_chart && m_chart->scene() != m_scene) {
        m_chart = nullptr;
    }
}

void SweepChart::setTitle(const QString& title) {
    m_title = title;
    updateTitle();
}

void SweepChart::setSubtitle(const QString& subtitle) {
    m_subtitle = subtitle;
    updateTitle();
}

QString SweepChart::titleText() const {
    return m_chart->title();
}

void SweepChart::setValueAxisTitle(const QString& title) {
    m_axisY->setTitleText(title);
}

void SweepChart::setDark(bool dark) {
    if (m_dark != dark) {
        m_dark = dark;
        applyTheme();
    }
}

void SweepChart::followPalette(const QPalette& palette) {
    m_palette = palette;
    m_dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    applyTheme();
}

void SweepChart::updateTitle() {
    QString html = m_title.toHtmlEscaped();
    for (const QString& line : {m_note, m_bandLegend, m_subtitle}) {
        if (!line.isEmpty()) {
            html += QStringLiteral("<br><span style=\"font-size:small; font-weight:normal\">") + line.toHtmlEscaped() +
                    QStringLiteral("</span>");
        }
    }
    m_chart->setTitle(html);
}

void SweepChart::applyTheme() {
    m_chart->setTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // setTheme resets fonts and colours: restore ours.
    QFont titleFont = m_chart->titleFont();
    titleFont.setPointSizeF(12);
    titleFont.setBold(true);
    m_chart->setTitleFont(titleFont);
    if (m_palette) {
        // The window's own colours rather than the theme's gradient: text, axes and grid read as the rest does.
        const QColor base = m_palette->color(QPalette::Base);
        const QColor text = m_palette->color(QPalette::Text);
        QColor grid = text;
        grid.setAlphaF(0.18);
        m_chart->setBackgroundBrush(base);
        m_chart->setPlotAreaBackgroundVisible(false);
        m_chart->setTitleBrush(text);
        m_chart->legend()->setLabelColor(text);
        for (QAbstractAxis* axis : m_chart->axes()) {
            axis->setLabelsBrush(text);
            axis->setTitleBrush(text);
            axis->setLinePenColor(text);
            axis->setGridLineColor(grid);
            axis->setMinorGridLineColor(grid);
        }
    }
    for (int i = 0; i < m_bandSeries.size() && i < m_bands.size(); ++i) {
        QColor c = tierColor(m_bands[i].tier);
        c.setAlpha(m_dark ? 80 : 60);
        m_bandSeries[i]->setBrush(c);
        m_bandSeries[i]->setPen(Qt::NoPen);
    }
    if (m_expectedLine) {
        QPen pen(m_dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x30, 0x30, 0x30), 2, Qt::DashLine);
        m_expectedLine->setPen(pen);
    }
    for (int i = 0; i < m_series.size(); ++i) {
        const QPen pen = runPen(i, m_dark);
        m_series[i]->setPen(pen);
        m_series[i]->setColor(pen.color());
        showMarkersIfSparse(m_series[i]);
    }
    updateTitle();
    updateLegend();
}

bool SweepChart::legendIsCompact() const {
    return m_series.size() > kCompactLegendAbove;
}

void SweepChart::updateLegend() {
    // Qt's legend elides or drops labels it has no room for: with many runs the bands leave the legend for a line
    // under the title, the legend moves to the right (one label a line) in a smaller font, and long names are cut
    // with their end kept (the run number) while the tooltip keeps the whole name.
    const bool compact = legendIsCompact();
    QLegend* legend = m_chart->legend();
    // More entries than a bottom row holds at a normal width: one a line on the right, where none is cut.
    const qsizetype entries = m_series.size() + (compact ? 0 : m_bandSeries.size()) + (m_expectedLine ? 1 : 0);
    const bool side = entries > kBottomLegendEntries;
    legend->setAlignment(side ? Qt::AlignRight : Qt::AlignBottom);
    QFont font = legend->font();
    font.setPointSizeF(side ? 8 : 9);
    legend->setFont(font);
    QStringList bandText;
    for (int i = 0; i < m_bandSeries.size(); ++i) {
        for (QLegendMarker* marker : legend->markers(m_bandSeries[i])) {
            marker->setVisible(!compact);
        }
        bandText << m_bandSeries[i]->name();
    }
    for (QLineSeries* s : std::as_const(m_series)) {
        for (QLegendMarker* marker : legend->markers(s)) {
            marker->setLabel(legendLabel(s->name(), compact));
        }
    }
    const QString line =
        compact && !bandText.isEmpty() ? tr("Bands: %1").arg(bandText.join(QStringLiteral(", "))) : QString();
    if (line != m_bandLegend) {
        m_bandLegend = line;
        updateTitle();
    }
}

QString SweepChart::legendLabel(const QString& name, bool compact) {
    const int limit = compact ? 28 : 48;
    return name.size() <= limit ? name : QStringLiteral("…") + name.right(limit - 1);
}

QString SweepChart::legendLabelOf(int index) const {
    if (!series(index)) {
        return {};
    }
    const auto markers = m_chart->legend()->markers(m_series[index]);
    return markers.isEmpty() ? QString() : markers.first()->label();
}

bool SweepChart::bandsInLegend() const {
    // The markers' own visibility also depends on the chart being on screen; this is what updateLegend() decided.
    return !m_bandSeries.isEmpty() && !legendIsCompact();
}

QPen SweepChart::seriesPen(int index) const {
    return series(index) ? series(index)->pen() : QPen();
}

int SweepChart::addSeries(const QString& name, const QVector<QPointF>& bytesAndValues) {
    auto* s = new QLineSeries(m_chart);
    s->setName(name);
    m_chart->addSeries(s);
    s->attachAxis(m_axisX);
    s->attachAxis(m_axisY);
    const int index = int(m_series.size());
    const QPen pen = runPen(index, m_dark);
    s->setPen(pen);
    s->setColor(pen.color());
    m_series.push_back(s);
    m_data.push_back(toLog2(bytesAndValues));
    redrawSeries(index);
    connect(s, &QLineSeries::hovered, this, [this, index](const QPointF& point, bool state) {
        emit pointHovered(state ? describePoint(index, std::exp2(point.x())) : QString(), state);
    });
    rebuildAxes();
    return index;
}

void SweepChart::replaceSeries(int index, const QVector<QPointF>& bytesAndValues) {
    if (series(index)) {
        m_pending.remove(index);
        m_data[index] = toLog2(bytesAndValues);
        redrawSeries(index);
        rebuildAxes();
    }
}

void SweepChart::redrawSeries(int index) {
    QLineSeries* s = m_series[index];
    const QVector<QPointF> ordered = drawOrder(m_data[index]);
    s->replace(ordered.size() <= kDecimateAbove ? ordered : decimateMinMax(ordered, kDrawColumns));
    showMarkersIfSparse(s);
    updateLegend();
}

QLineSeries* SweepChart::series(int index) const {
    return index >= 0 && index < m_series.size() ? m_series[index] : nullptr;
}

QVector<QPointF> SweepChart::seriesPoints(int index) const {
    QVector<QPointF> out;
    if (series(index)) {
        for (const QPointF& p : m_data[index]) {
            out.push_back({std::exp2(p.x()), p.y()});
        }
        for (const QPointF& p : m_pending.value(index)) {
            out.push_back({std::exp2(p.x()), p.y()});
        }
    }
    return out;
}

void SweepChart::appendPoint(int index, double bytes, double value) {
    if (!series(index) || bytes <= 0) {
        return;
    }
    m_pending[index].push_back({std::log2(bytes), value});
    if (!m_throttle->isActive()) {
        m_throttle->start();
    }
}

void SweepChart::setThrottleMs(int ms) {
    m_throttle->setInterval(ms);
}

void SweepChart::flushPending() {
    m_throttle->stop();
    if (m_pending.isEmpty()) {
        return;
    }
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        // QXYSeries::append(list) emits pointAdded per point and Qt Charts re-strokes the whole line for each one
        // (O(n²) per flush: 270 ms stalls at 3,000 points); replace() recomputes the geometry once.
        m_data[it.key()].append(it.value());
        redrawSeries(it.key());
    }
    m_pending.clear();
    ++m_flushCount;
    rebuildAxes();
}

std::pair<double, double> SweepChart::dataRangeX() const {
    double lo = qInf();
    double hi = -qInf();
    for (const QVector<QPointF>& data : m_data) {
        for (const QPointF& p : data) {
            lo = std::min(lo, p.x());
            hi = std::max(hi, p.x());
        }
    }
    if (!std::isfinite(lo)) {
        return {10, 34};  // 1 KiB .. 16 GiB, nccl-tests' usual sweep
    }
    lo = std::floor(lo);
    hi = std::max(std::ceil(hi), lo + 1);
    return {lo, hi};
}

double SweepChart::dataMaxY() const {
    double hi = 0;
    for (const QVector<QPointF>& data : m_data) {
        for (const QPointF& p : data) {
            hi = std::max(hi, p.y());
        }
    }
    return hi;
}

void SweepChart::rebuildAxes() {
    const auto range = dataRangeX();
    double top = dataMaxY();
    if (m_expected) {
        top = std::max(top, *m_expected * 1.08);
    }
    top = niceCeil(top * 1.04);
    if (range != m_axisRangeX || m_axisX->count() == 0) {
        m_axisRangeX = range;
        for (const QString& label : m_axisX->categoriesLabels()) {
            m_axisX->remove(label);
        }
        const int lo = int(range.first);
        const int hi = int(range.second);
        const int span = hi - lo;
        const int step = span <= 12 ? 1 : (span <= 26 ? 2 : 4);
        m_axisX->setStartValue(lo - kPad);
        for (int e = lo; e <= hi; ++e) {
            if (e % step == 0) {
                m_axisX->append(sizeLabelForExponent(e), e);
            }
        }
        m_axisX->setRange(lo - kPad, hi + kPad);
        rebuildBands();
    }
    if (top != m_axisMaxY) {
        m_axisMaxY = top;
        m_axisY->setRange(0, top);
        m_axisY->setTickCount(top <= 10 ? 6 : 7);
        m_axisY->applyNiceNumbers();
        m_axisMaxY = m_axisY->max();
        // As many decimals as the tick step needs: a host-backend sweep in hundredths of a GB/s must not label
        // every tick "0".
        const double step = m_axisMaxY / std::max(1, m_axisY->tickCount() - 1);
        const int decimals = step > 0 ? std::clamp(int(-std::floor(std::log10(step) + 1e-9)), 0, 6) : 0;
        m_axisY->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
        rebuildBands();
    }
}

void SweepChart::setBaseline(const core::BaselineMatch& match) {
    m_match = match;
    m_bands.clear();
    m_expected.reset();
    if (match.baseline) {
        const core::Baseline& b = *match.baseline;
        m_unit = b.unit;
        m_expected = b.expectedFor(match.scale);
        // Higher is better here (bandwidth); bands stack from Underperforming at the bottom to Platinum at the top.
        const double plat = b.edge(core::Tier::Platinum, match.scale);
        const double gold = b.edge(core::Tier::Gold, match.scale);
        const double silver = b.edge(core::Tier::Silver, match.scale);
        const double bronze = b.edge(core::Tier::Bronze, match.scale);
        m_bands = {{core::Tier::Platinum, plat, 0},
                   {core::Tier::Gold, gold, plat},
                   {core::Tier::Silver, silver, gold},
                   {core::Tier::Bronze, bronze, silver},
                   {core::Tier::Underperforming, 0, bronze}};
        QString algo = b.algorithm.isEmpty() ? QString() : QStringLiteral(", ") + b.algorithm.toUpper();
        m_note = tr("Expected %1 for %2%3").arg(core::formatValue(*m_expected, b.unit), b.hardwareKey, algo);
        if (match.scale != 1.0) {
            m_note = tr("%1 (%2 per NIC × %3)").arg(m_note, core::formatValue(b.expected, b.unit)).arg(match.scale);
        }
        if (!match.reason.isEmpty()) {
            m_note += QStringLiteral(" — ") + match.reason;
        }
        if (b.minSizeBytes && *b.minSizeBytes > 1) {
            m_note += tr("; bands from %1 (the headline's sizes)").arg(core::formatBytes(*b.minSizeBytes));
        }
    } else {
        m_note = match.reason.isEmpty() ? core::BaselineMatcher::noBaselineText({}) : match.reason;
    }
    // Recreate the band and expected series; they sit behind the runs.
    for (QAreaSeries* a : m_bandSeries) {
        m_chart->removeSeries(a);
        delete a;
    }
    m_bandSeries.clear();
    if (m_expectedLine) {
        m_chart->removeSeries(m_expectedLine);
        delete m_expectedLine;
        m_expectedLine = nullptr;
    }
    const int keep = int(m_series.size());
    for (int i = 0; i < keep; ++i) {
        m_chart->removeSeries(m_series[i]);  // keeps its points; re-added above the bands below
    }
    for (const Band& band : m_bands) {
        auto* upper = new QLineSeries(m_chart);
        auto* lower = new QLineSeries(m_chart);
        auto* area = new QAreaSeries(upper, lower);
        area->setName(band.tier == core::Tier::Underperforming
                          ? tr("%1 < %2").arg(core::tierName(band.tier), QLocale::c().toString(band.upper, 'f', 0))
                          : tr("%1 ≥ %2").arg(core::tierName(band.tier), QLocale::c().toString(band.lower, 'f', 0)));
        m_chart->addSeries(area);
        area->attachAxis(m_axisX);
        area->attachAxis(m_axisY);
        m_bandSeries.push_back(area);
    }
    if (m_expected) {
        m_expectedLine = new QLineSeries(m_chart);
        m_expectedLine->setName(tr("Expected %1").arg(core::formatValue(*m_expected, m_unit)));
        m_chart->addSeries(m_expectedLine);
        m_expectedLine->attachAxis(m_axisX);
        m_expectedLine->attachAxis(m_axisY);
    }
    for (int i = 0; i < keep; ++i) {
        m_chart->addSeries(m_series[i]);
        m_series[i]->attachAxis(m_axisX);
        m_series[i]->attachAxis(m_axisY);
    }
    m_axisMaxY = -1;  // force the y range to include the expected line
    applyTheme();
    rebuildAxes();
    rebuildBands();
}

double SweepChart::bandStartX() const {
    double x0 = m_axisX->min();
    if (m_match && m_match->baseline && m_match->baseline->minSizeBytes && *m_match->baseline->minSizeBytes > 0) {
        x0 = std::max(x0, std::log2(double(*m_match->baseline->minSizeBytes)));
    }
    return x0;
}

void SweepChart::rebuildBands() {
    // The bands and the expected line start at the baseline's minimum size: the headline judges no smaller message,
    // so shading 1 KiB in "Underperforming" would say something the rating does not.
    const double x1 = m_axisX->max();
    const double x0 = std::min(bandStartX(), x1);
    const double top = std::max(m_axisY->max(), m_expected.value_or(0) * 1.1);
    for (int i = 0; i < m_bandSeries.size(); ++i) {
        const Band& b = m_bands[i];
        const double upper = b.tier == core::Tier::Platinum ? top : b.upper;
        m_bandSeries[i]->upperSeries()->replace(QVector<QPointF>{{x0, upper}, {x1, upper}});
        m_bandSeries[i]->lowerSeries()->replace(QVector<QPointF>{{x0, b.lower}, {x1, b.lower}});
    }
    if (m_expectedLine && m_expected) {
        m_expectedLine->replace(QVector<QPointF>{{x0, *m_expected}, {x1, *m_expected}});
    }
}

QString SweepChart::describePoint(int index, double bytes) const {
    QLineSeries* s = series(index);
    if (!s || m_data[index].isEmpty()) {
        return {};
    }
    const double x = std::log2(std::max(bytes, 1.0));
    QPointF best = m_data[index].first();
    for (const QPointF& p : m_data[index]) {
        if (std::abs(p.x() - x) < std::abs(best.x() - x)) {
            best = p;
        }
    }
    const QString unit = m_unit.isEmpty() ? QStringLiteral("GB/s") : m_unit;
    QString text = tr("%1 — %2: %3")
                       .arg(s->name(), core::formatBytes(qint64(std::llround(std::exp2(best.x())))),
                            QLocale::c().toString(best.y(), 'f', 2) + u' ' + unit);
    if (m_match && m_match->baseline) {
        const auto v = core::BaselineVerdict::of(best.y(), *m_match);
        text += QStringLiteral(" (") + v.describe(*m_match) + u')';
    }
    return text;
}

void SweepChart::renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) {
    flushPending();
    QGraphicsScene* scene = m_chart->scene();
    const QSizeF oldSize = m_chart->size();
    const QPointF oldPos = m_chart->pos();
    m_chart->setPos(0, 0);
    m_chart->resize(logicalSize);
    m_chart->layout()->activate();
    scene->render(painter, target, QRectF(QPointF(0, 0), logicalSize), Qt::KeepAspectRatio);
    m_chart->setPos(oldPos);
    if (oldSize.isValid() && !oldSize.isEmpty()) {
        m_chart->resize(oldSize);
        m_chart->layout()->activate();
    }
}

}  // namespace tb::ui
