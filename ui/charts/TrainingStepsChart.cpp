#include "ui/charts/TrainingStepsChart.h"

#include "ui/common/TierPalette.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace tb::ui {

namespace {

// A round axis top above `max`: 1, 2 or 5 times a power of ten.
double niceTop(double max) {
    if (!(max > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(max)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= max)
            return m * magnitude;
    }
    return 10 * magnitude;
}

// An axis label: as many decimals as the axis needs, the same on every tick (0, 2500, ... or 0.0, 12.5, ...).
QString tick(double v, double axisTop) {
    return QLocale::c().toString(v, 'f', axisTop >= 100 ? 0 : 1);
}

}  // namespace

TrainingStepsChart::TrainingStepsChart() {
    m_title = tr("Training run, step by step");
}

void TrainingStepsChart::setSteps(const QVector<core::TrainingStep>& steps) {
    m_steps = steps;
}

void TrainingStepsChart::setTitle(const QString& title) {
    m_title = title;
}

void TrainingStepsChart::followPalette(const QPalette& palette) {
    setDark(palette.color(QPalette::Window).lightnessF() < 0.5);
    m_background = palette.color(QPalette::Base);
    m_foreground = palette.color(QPalette::Text);
}

void TrainingStepsChart::setDark(bool dark) {
    m_dark = dark;
    m_background = dark ? QColor(0x26, 0x28, 0x2c) : QColor(Qt::white);
    m_foreground = dark ? QColor(0xee, 0xee, 0xee) : QColor(0x20, 0x20, 0x20);
}

void TrainingStepsChart::paint(QPainter& p, const QRectF& rect) const {
    p.fillRect(rect, m_background);
    QFont f = p.font();
    f.setPixelSize(17);
    f.setBold(true);
    p.setFont(f);
    p.setPen(m_foreground);
    p.drawText(QRectF(rect.left(), rect.top() + 6, rect.width(), 24), Qt::AlignCenter, m_title);
    f.setBold(false);
    f.setPixelSize(12);
    p.setFont(f);
    p.drawText(QRectF(rect.left() + 10, rect.top() + 32, rect.width() - 20, 34),
               Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption());
    if (m_steps.isEmpty())
        return;

    const bool rates = core::TrainingSteps::hasRates(m_steps);
    const bool mfuShown = std::any_of(m_steps.cbegin(), m_steps.cend(),
                                      [](const core::TrainingStep& s) { return s.mfuPercent.has_value(); });
    const QRectF plot(rect.left() + 78, rect.top() + 72, rect.width() - 78 - (mfuShown ? 70 : 24),
                      rect.height() - 72 - 48);
    const auto mainOf = [&](const core::TrainingStep& s) { return rates ? s.tokensPerSecondPerGpu : s.stepTimeMs; };
    double top = 0, mfuTop = 0;
    for (const core::TrainingStep& s : m_steps) {
        if (const auto v = mainOf(s))
            top = std::max(top, *v);
        if (s.mfuPercent)
            mfuTop = std::max(mfuTop, *s.mfuPercent);
    }
    const bool bands = rates && m_baseline.baseline;
    if (bands)
        top = std::max(top, m_baseline.baseline->expectedFor(m_baseline.scale));
    top = niceTop(top * 1.05);
    mfuTop = niceTop(mfuTop * 1.1);
    const qint64 first = m_steps.front().step, last = m_steps.back().step;
    const auto xOf = [&](qint64 step) {
        return last == first ? plot.center().x()
                             : plot.left() + plot.width() * double(step - first) / double(last - first);
    };
    const auto yOf = [&](double v, double axisTop) {
        return plot.bottom() - plot.height() * std::clamp(v / axisTop, 0.0, 1.0);
    };

    // Tier bands of the tokens/s baseline, best at the top.
    if (bands) {
        double from = top;
        for (core::Tier t : {core::Tier::Platinum, core::Tier::Gold, core::Tier::Silver, core::Tier::Bronze,
                             core::Tier::Underperforming}) {
            const double to = t == core::Tier::Underperforming ? 0 : m_baseline.baseline->edge(t, m_baseline.scale);
            QColor c = tierColor(t);
            c.setAlpha(m_dark ? 90 : 60);
            p.fillRect(QRectF(QPointF(plot.left(), yOf(from, top)), QPointF(plot.right(), yOf(to, top))), c);
            from = to;
        }
    }
    // Axes and grid.
    QColor grid = m_foreground;
    grid.setAlpha(50);
    for (int i = 0; i <= 4; ++i) {
        const double v = top * i / 4;
        const double y = yOf(v, top);
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(m_foreground);
        p.drawText(QRectF(rect.left(), y - 9, 72, 18), Qt::AlignRight | Qt::AlignVCenter, tick(v, top));
        if (mfuShown)
            p.drawText(QRectF(plot.right() + 6, y - 9, 60, 18), Qt::AlignLeft | Qt::AlignVCenter,
                       tick(mfuTop * i / 4, mfuTop) + QStringLiteral(" %"));
    }
    p.setPen(m_foreground);
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    for (int i = 0; i <= 4; ++i) {
        const qint64 step = first + (last - first) * i / 4;
        const double x = xOf(step);
        p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4));
        p.drawText(QRectF(x - 40, plot.bottom() + 5, 80, 16), Qt::AlignCenter, QString::number(step));
        if (last == first)
            break;
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 22, plot.width(), 18), Qt::AlignCenter, tr("step"));
    p.save();
    p.translate(rect.left() + 12, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, -10, plot.height(), 20), Qt::AlignCenter,
               rates ? tr("tokens/s per GPU") : tr("step time (ms)"));
    p.restore();

    // The lines: the main figure solid and dotted at each step, MFU dashed on its own axis.
    const QColor mainColor = m_dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1f, 0x4e, 0x9a);
    const QColor mfuColor = m_dark ? QColor(0xf2, 0xa0, 0x5a) : QColor(0xb3, 0x50, 0x00);
    const auto drawLine = [&](const std::function<std::optional<double>(const core::TrainingStep&)>& valueOf,
                              double axisTop, const QColor& color, Qt::PenStyle style) {
        QPainterPath path;
        bool started = false;
        for (const core::TrainingStep& s : m_steps) {
            const auto v = valueOf(s);
            if (!v)
                continue;
            const QPointF pt(xOf(s.step), yOf(*v, axisTop));
            started ? path.lineTo(pt) : path.moveTo(pt);
            started = true;
        }
        p.setPen(QPen(color, 2, style));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    };
    drawLine(mainOf, top, mainColor, Qt::SolidLine);
    if (mfuShown)
        drawLine([](const core::TrainingStep& s) { return s.mfuPercent; }, mfuTop, mfuColor, Qt::DashLine);
    const QColor late = m_dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1c, 0x28);
    for (const core::TrainingStep& s : m_steps) {
        const auto v = mainOf(s);
        if (!v)
            continue;
        const QPointF pt(xOf(s.step), yOf(*v, top));
        const bool straggles = s.slowestRank >= 0 && s.spread >= core::TrainingSteps::kStragglerSpread;
        p.setPen(Qt::NoPen);
        p.setBrush(straggles ? late : mainColor);
        p.drawEllipse(pt, straggles ? 4.5 : 3.0, straggles ? 4.5 : 3.0);
        if (straggles && m_steps.size() <= 60) {
            p.setPen(late);
            p.drawText(QRectF(pt.x() - 30, pt.y() - 22, 60, 16), Qt::AlignCenter, tr("rank %1").arg(s.slowestRank));
        }
    }
    // Legend.
    p.setPen(m_foreground);
    QString legend = rates ? tr("— tokens/s per GPU") : tr("— step time");
    if (mfuShown)
        legend += QStringLiteral("    - - ") + tr("MFU (right axis)");
    if (bands)
        legend += QStringLiteral("    ") + tr("bands: %1").arg(m_baseline.baseline->source.left(60));
    p.drawText(QRectF(plot.left(), rect.bottom() - 18, plot.width(), 16), Qt::AlignLeft | Qt::AlignVCenter, legend);
}

void TrainingStepsChart::renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) {
    paintScaled(painter, target, logicalSize, [this](QPainter& p, const QRectF& rect) { paint(p, rect); });
}

}  // namespace tb::ui
