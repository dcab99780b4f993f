#include "ui/charts/P2pMatrixWidget.h"

#include "core/baseline/BaselineVerdict.h"
#include "ui/common/TierPalette.h"

#include <QHelpEvent>
#include <QLocale>
#include <QMap>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace tb::ui {

P2pMatrixWidget::P2pMatrixWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    m_title = tr("GPU-to-GPU bandwidth");
}

void P2pMatrixWidget::setMatrix(const QVector<QVector<double>>& values, const QString& unit) {
    m_values = values;
    m_unit = unit;
    update();
}

void P2pMatrixWidget::setSamples(const QVector<core::SampleRecord>& samples, qint64 minSizeBytes) {
    QMap<QPair<int, int>, double> best;
    QMap<QPair<int, int>, double> fallback;
    int n = 0;
    QString unit = m_unit;
    for (const auto& s : samples) {
        if (core::BaselineMatcher::baseMetric(s.metric) != QLatin1String("p2p.bw")) {
            continue;
        }
        const int src = s.extra.value(QStringLiteral("src")).toInt(-1);
        const int dst = s.extra.value(QStringLiteral("dst")).toInt(-1);
        if (src < 0 || dst < 0 || src > 255 || dst > 255) {
            continue;  // untrusted input: ignore nonsense indices
        }
        n = std::max(n, std::max(src, dst) + 1);
        unit = s.unit;
        auto& target = s.sizeBytes.value_or(0) >= minSizeBytes ? best : fallback;
        target[{src, dst}] = std::max(target.value({src, dst}, 0.0), s.value);
    }
    QVector<QVector<double>> m(n, QVector<double>(n, qQNaN()));
    for (auto it = fallback.cbegin(); it != fallback.cend(); ++it) {
        m[it.key().first][it.key().second] = it.value();
    }
    for (auto it = best.cbegin(); it != best.cend(); ++it) {
        m[it.key().first][it.key().second] = it.value();
    }
    setMatrix(m, unit);
}

void P2pMatrixWidget::setBaseline(const core::BaselineMatch& match) {
    m_match = match;
    m_note = match.baseline
                 ? tr("Expected %1 per pair (%2)")
                       .arg(core::formatValue(match.expected(), match.baseline->unit), match.baseline->hardwareKey)
                 : match.reason;
    if (match.baseline && !match.reason.isEmpty()) {
        m_note += QStringLiteral(" — ") + match.reason;
    }
    update();
}

void P2pMatrixWidget::setTitle(const QString& title) {
    m_title = title;
    update();
}

void P2pMatrixWidget::followPalette(const QPalette& palette) {
    setDark(palette.color(QPalette::Window).lightnessF() < 0.5);
    m_background = palette.color(QPalette::Base);
    m_foreground = palette.color(QPalette::Text);
    update();
}

void P2pMatrixWidget::setDark(bool dark) {
    m_dark = dark;
    m_background = dark ? QColor(0x26, 0x28, 0x2c) : QColor(Qt::white);
    m_foreground = dark ? QColor(0xee, 0xee, 0xee) : QColor(0x20, 0x20, 0x20);
    update();
}

QString P2pMatrixWidget::cellText(int src, int dst) const {
    if (src < 0 || dst < 0 || src >= m_values.size() || dst >= m_values.size()) {
        return {};
    }
    const double v = m_values[src][dst];
    if (std::isnan(v)) {
        return tr("GPU %1 → GPU %2: not measured").arg(src).arg(dst);
    }
    QString text = tr("GPU %1 → GPU %2: %3").arg(src).arg(dst).arg(core::formatValue(v, m_unit));
    if (m_match && m_match->baseline) {
        text += QStringLiteral(" (") + core::BaselineVerdict::of(v, *m_match).describe(*m_match) + u')';
    }
    return text;
}

QRectF P2pMatrixWidget::gridRect(const QRectF& rect) const {
    const double top = rect.top() + 64;
    const double left = rect.left() + 70;
    const double size = std::max(10.0, std::min(rect.width() - 70 - 24, rect.height() - 64 - 40));
    return QRectF(left, top, size, size);
}

void P2pMatrixWidget::paint(QPainter& p, const QRectF& rect) const {
    const QColor bg = m_background;
    const QColor fg = m_foreground;
    p.fillRect(rect, bg);
    p.setPen(fg);
    QFont f = p.font();
    f.setPixelSize(17);
    f.setBold(true);
    p.setFont(f);
    p.drawText(QRectF(rect.left(), rect.top() + 6, rect.width(), 26), Qt::AlignHCenter | Qt::AlignVCenter, m_title);
    f.setPixelSize(12);
    f.setBold(false);
    p.setFont(f);
    p.drawText(QRectF(rect.left() + 8, rect.top() + 32, rect.width() - 16, 20), Qt::AlignHCenter | Qt::AlignVCenter,
               m_note);
    const int n = int(m_values.size());
    if (n == 0) {
        p.drawText(rect, Qt::AlignCenter, tr("No P2P samples"));
        return;
    }
    const QRectF grid = gridRect(rect);
    const double cell = grid.width() / n;
    double lo = qInf();
    double hi = -qInf();
    for (const auto& row : m_values) {
        for (double v : row) {
            if (!std::isnan(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
    }
    f.setPixelSize(int(std::clamp(cell * 0.26, 8.0, 14.0)));
    p.setFont(f);
    for (int src = 0; src < n; ++src) {
        for (int dst = 0; dst < n; ++dst) {
            const QRectF r(grid.left() + dst * cell, grid.top() + src * cell, cell, cell);
            const double v = m_values[src][dst];
            QColor fill = m_dark ? QColor(0x3a, 0x3d, 0x42) : QColor(0xee, 0xee, 0xee);
            QColor text = fg;
            if (!std::isnan(v)) {
                if (m_match && m_match->baseline) {
                    const auto verdict = core::BaselineVerdict::of(v, *m_match);
                    fill = tierColor(verdict.band);
                    text = tierTextColor(verdict.band);
                } else {
                    const double t = hi > lo ? (v - lo) / (hi - lo) : 1.0;
                    fill = QColor::fromHsvF(0.58, 0.25 + 0.6 * t, m_dark ? 0.45 + 0.4 * t : 0.95 - 0.35 * t);
                    text = t > 0.5 || m_dark ? QColor(Qt::white) : QColor(0x10, 0x10, 0x10);
                }
            }
            p.fillRect(r.adjusted(1, 1, -1, -1), fill);
            p.setPen(text);
            p.drawText(r, Qt::AlignCenter,
                       std::isnan(v) ? QStringLiteral("—") : QLocale::c().toString(v, 'f', v >= 100 ? 0 : 1));
        }
    }
    p.setPen(fg);
    f.setPixelSize(12);
    p.setFont(f);
    for (int i = 0; i < n; ++i) {
        p.drawText(QRectF(grid.left() - 66, grid.top() + i * cell, 60, cell), Qt::AlignRight | Qt::AlignVCenter,
                   tr("GPU %1").arg(i));
        p.drawText(QRectF(grid.left() + i * cell, grid.bottom() + 2, cell, 18), Qt::AlignCenter, QString::number(i));
    }
    p.drawText(QRectF(grid.left(), grid.bottom() + 18, grid.width(), 18), Qt::AlignCenter,
               tr("destination GPU · source GPU by row · %1").arg(m_unit));
}

void P2pMatrixWidget::renderTo(QPainter* painter, const QRectF& target, const QSizeF& logicalSize) {
    paintScaled(painter, target, logicalSize, [this](QPainter& p, const QRectF& rect) { paint(p, rect); });
}

void P2pMatrixWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paint(p, rect());
}

bool P2pMatrixWidget::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QRectF grid = gridRect(rect());
        const int n = int(m_values.size());
        if (n > 0 && grid.contains(help->pos())) {
            const double cell = grid.width() / n;
            const int dst = int((help->pos().x() - grid.left()) / cell);
            const int src = int((help->pos().y() - grid.top()) / cell);
            QToolTip::showText(help->globalPos(), cellText(src, dst), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(e);
}

}  // namespace tb::ui
