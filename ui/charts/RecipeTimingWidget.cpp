#include "ui/charts/RecipeTimingWidget.h"

#include "core/baseline/BaselineVerdict.h"
#include "ui/common/TierPalette.h"

#include <QLocale>
#include <QPainter>

#include <cmath>

namespace tb::ui {

namespace {

constexpr double kMinSeconds = 0.1;
constexpr double kMaxSeconds = 3600.0;

double xFor(double seconds, double left, double width) {
    const double t = (std::log10(std::clamp(seconds, kMinSeconds, kMaxSeconds)) - std::log10(kMinSeconds)) /
                     (std::log10(kMaxSeconds) - std::log10(kMinSeconds));
    return left + t * width;
}

}  // namespace

RecipeTimingWidget::RecipeTimingWidget(QWidget* parent) : QWidget(parent) {
    m_title = tr("Recipe timings against tier thresholds");
}

void RecipeTimingWidget::setRows(const QVector<Row>& rows) {
    m_rows = rows;
    updateGeometry();
    update();
}

void RecipeTimingWidget::setTitle(const QString& title) {
    m_title = title;
    update();
}

void RecipeTimingWidget::followPalette(const QPalette& palette) {
    setDark(palette.color(QPalette::Window).lightnessF() < 0.5);
    m_background = palette.color(QPalette::Base);
    m_foreground = palette.color(QPalette::Text);
    update();
}

void RecipeTimingWidget::setDark(bool dark) {
    m_dark = dark;
    m_background = dark ? QColor(0x26, 0x28, 0x2c) : QColor(Qt::white);
    m_foreground = dark ? QColor(0xee, 0xee, 0xee) : QColor(0x20, 0x20, 0x20);
    update();
}

void RecipeTimingWidget::paint(QPainter& p, const QRectF& rect) const {
    const QColor bg = m_background;
    const QColor fg = m_foreground;
    p.fillRect(rect, bg);
    QFont f = p.font();
    f.setPixelSize(17);
    f.setBold(true);
    p.setFont(f);
    p.setPen(fg);
    p.drawText(QRectF(rect.left(), rect.top() + 6, rect.width(), 26), Qt::AlignCenter, m_title);
    f.setBold(false);
    f.setPixelSize(12);
    p.setFont(f);
    const double left = rect.left() + 170;
    const double right = rect.right() - 200;
    const double width = std::max(10.0, right - left);
    const double top = rect.top() + 44;
    const double rowH = m_rows.isEmpty() ? 40 : std::min(56.0, (rect.height() - 44 - 40) / m_rows.size());
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows[i];
        const QRectF track(left, top + i * rowH + rowH * 0.2, width, rowH * 0.6);
        p.setPen(fg);
        p.drawText(QRectF(rect.left() + 6, track.top() - 4, 160, track.height() + 8), Qt::AlignRight | Qt::AlignVCenter,
                   row.name);
        if (row.match.baseline) {
            double from = kMinSeconds;
            for (core::Tier t : {core::Tier::Platinum, core::Tier::Gold, core::Tier::Silver, core::Tier::Bronze,
                                 core::Tier::Underperforming}) {
                const double to =
                    t == core::Tier::Underperforming ? kMaxSeconds : row.match.baseline->edge(t, row.match.scale);
                QColor c = tierColor(t);
                c.setAlpha(m_dark ? 110 : 80);
                p.fillRect(QRectF(QPointF(xFor(from, left, width), track.top()),
                                  QPointF(xFor(to, left, width), track.bottom())),
                           c);
                from = to;
            }
        } else {
            p.fillRect(track, m_dark ? QColor(0x3a, 0x3d, 0x42) : QColor(0xee, 0xee, 0xee));
        }
        const QRectF bar(QPointF(left, track.top() + track.height() * 0.25),
                         QPointF(xFor(row.seconds, left, width), track.bottom() - track.height() * 0.25));
        p.fillRect(bar, m_dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1f, 0x4e, 0x9a));
        QString label = QLocale::c().toString(row.seconds, 'f', row.seconds < 10 ? 2 : 0) + QStringLiteral(" s");
        if (row.match.baseline) {
            label += QStringLiteral(" · ") + core::tierName(row.match.baseline->bandFor(row.seconds, row.match.scale));
        } else {
            label += QStringLiteral(" · ") + tr("no baseline");
        }
        p.setPen(fg);
        p.drawText(QRectF(right + 8, track.top() - 4, 192, track.height() + 8), Qt::AlignLeft | Qt::AlignVCenter,
                   label);
    }
    // Log time axis.
    const double axisY = top + m_rows.size() * rowH + 6;
    p.setPen(fg);
    p.drawLine(QPointF(left, axisY), QPointF(left + width, axisY));
    for (double s : {0.1, 1.0, 10.0, 60.0, 240.0, 600.0, 3600.0}) {
        const double x = xFor(s, left, width);
        p.drawLine(QPointF(x, axisY), QPointF(x, axisY + 4));
        const QString text = s >= 60 ? QString::number(s / 60) + QStringLiteral(" min")
                                     : QLocale::c().toString(s) + QStringLiteral(" s");
        p.drawText(QRectF(x - 40, axisY + 4, 80, 16), Qt::AlignCenter, text);
    }
}

void RecipeTimingWidget::renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) {
    paintScaled(painter, target, logicalSize, [this](QPainter& p, const QRectF& rect) { paint(p, rect); });
}

void RecipeTimingWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paint(p, rect());
}

}  // namespace tb::ui
