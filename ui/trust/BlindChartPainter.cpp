#include "ui/trust/BlindChartPainter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tb::ui {

namespace {

const QColor kDisclosed(0xc0, 0x39, 0x2b);    // the account the provider knew about
const QColor kIndependent(0x29, 0x80, 0xb9);  // the account it did not
const QColor kAxis(0x70, 0x70, 0x70);

}  // namespace

void BlindChartPainter::paint(QPainter& p, const QRectF& rect, const core::BlindMetricComparison& c, double unit) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // The caller's font: the widget's, or the review's embedded family.
    const QFontMetricsF fm(p.font(), p.device());
    // Wide enough for the longer label with its count ("independent (n=2000)").
    const double labelWidth =
        std::max(fm.horizontalAdvance(QStringLiteral("%1 (n=%2)").arg(tr("independent")).arg(c.independent.size())),
                 fm.horizontalAdvance(QStringLiteral("%1 (n=%2)").arg(tr("disclosed")).arg(c.disclosed.size()))) +
        12 * unit;
    const double line = fm.height();
    const QRectF plot(rect.left() + labelWidth, rect.top() + line * 1.2, rect.width() - labelWidth - 6 * unit,
                      rect.height() - line * 4.4);
    // Title: metric, size, verdict.
    QString title = c.metric;
    if (c.sizeBytes) {
        title += QStringLiteral(" @ %1 B").arg(*c.sizeBytes);
    }
    title += QStringLiteral(" — ") + core::BlindComparison::verdictText(c.verdict);
    if (c.disclosedFavoured()) {
        title += QStringLiteral(" — ") + tr("disclosed account favoured");
    }
    p.setPen(c.disclosedFavoured() ? kDisclosed : QColor(Qt::black));
    p.drawText(QRectF(rect.left(), rect.top(), rect.width(), line), Qt::AlignLeft | Qt::AlignVCenter, title);

    QVector<double> all = c.disclosed + c.independent;
    if (all.isEmpty()) {
        p.restore();
        return;
    }
    double lo = *std::min_element(all.begin(), all.end());
    double hi = *std::max_element(all.begin(), all.end());
    if (hi - lo < 1e-12) {
        lo -= 1;
        hi += 1;
    }
    const double pad = (hi - lo) * 0.05;
    lo -= pad;
    hi += pad;
    auto x = [&](double v) { return plot.left() + (v - lo) / (hi - lo) * plot.width(); };
    const double rowH = plot.height() / 2;
    const struct {
        const QVector<double>* values;
        double median;
        QColor colour;
        QString label;
    } rows[] = {{&c.disclosed, c.medianDisclosed, kDisclosed, tr("disclosed")},
                {&c.independent, c.medianIndependent, kIndependent, tr("independent")}};
    for (int r = 0; r < 2; ++r) {
        const double cy = plot.top() + rowH * (r + 0.5);
        p.setPen(rows[r].colour);
        p.drawText(QRectF(rect.left(), cy - line / 2, labelWidth - 4 * unit, line), Qt::AlignRight | Qt::AlignVCenter,
                   QStringLiteral("%1 (n=%2)").arg(rows[r].label).arg(rows[r].values->size()));
        p.setBrush(QColor(rows[r].colour.red(), rows[r].colour.green(), rows[r].colour.blue(), 110));
        p.setPen(Qt::NoPen);
        // Jittered by index, not by chance: the same data draws the same picture.
        for (qsizetype i = 0; i < rows[r].values->size(); ++i) {
            const double jitter = (double((i * 37) % 11) / 10.0 - 0.5) * rowH * 0.5;
            p.drawEllipse(QPointF(x(rows[r].values->at(i)), cy + jitter), 2.6 * unit, 2.6 * unit);
        }
        if (!rows[r].values->isEmpty()) {
            p.setPen(QPen(rows[r].colour, 2 * unit));
            p.drawLine(QPointF(x(rows[r].median), cy - rowH * 0.42), QPointF(x(rows[r].median), cy + rowH * 0.42));
        }
    }
    // Axis with the two ends.
    p.setPen(QPen(kAxis, 0.8 * unit));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawText(QRectF(plot.left(), plot.bottom(), plot.width() / 2, line), Qt::AlignLeft | Qt::AlignTop,
               QStringLiteral("%1 %2").arg(QString::number(lo, 'g', 4), c.unit));
    p.drawText(QRectF(plot.center().x(), plot.bottom(), plot.width() / 2, line), Qt::AlignRight | Qt::AlignTop,
               QStringLiteral("%1 %2").arg(QString::number(hi, 'g', 4), c.unit));
    // The interval of the difference, on its own axis centred so that 0 is visible.
    const QRectF diff(plot.left(), plot.bottom() + line * 1.4, plot.width(), line * 1.6);
    if (c.verdict == core::BlindVerdict::NotEnoughSamples) {
        p.setPen(kAxis);
        p.drawText(diff, Qt::AlignLeft | Qt::AlignVCenter,
                   tr("not enough samples for an interval (at least %1 per group)")
                       .arg(core::BlindComparison::Options{}.minSamplesPerGroup));
        p.restore();
        return;
    }
    const double span = std::max({std::abs(c.ciLow), std::abs(c.ciHigh), std::abs(c.difference)}) * 1.25 + 1e-12;
    auto dx = [&](double v) { return diff.left() + (v + span) / (2 * span) * diff.width(); };
    p.setPen(QPen(kAxis, 0.8 * unit, Qt::DashLine));
    p.drawLine(QPointF(dx(0), diff.top()), QPointF(dx(0), diff.bottom()));
    const QColor band = c.verdict == core::BlindVerdict::BeyondNoise ? kDisclosed : kAxis;
    p.setPen(QPen(band, 2.2 * unit));
    const double cy = diff.center().y();
    p.drawLine(QPointF(dx(c.ciLow), cy), QPointF(dx(c.ciHigh), cy));
    p.drawLine(QPointF(dx(c.ciLow), cy - 4 * unit), QPointF(dx(c.ciLow), cy + 4 * unit));
    p.drawLine(QPointF(dx(c.ciHigh), cy - 4 * unit), QPointF(dx(c.ciHigh), cy + 4 * unit));
    p.setBrush(band);
    p.drawEllipse(QPointF(dx(c.difference), cy), 3 * unit, 3 * unit);
    p.setPen(Qt::black);
    p.drawText(QRectF(rect.left(), diff.top(), labelWidth - 4 * unit, diff.height()), Qt::AlignRight | Qt::AlignVCenter,
               tr("difference"));
    p.drawText(
        QRectF(diff.left(), diff.bottom(), diff.width(), line), Qt::AlignHCenter | Qt::AlignTop,
        tr("median difference %1 %2 (%3%), 95% interval %4 to %5; dashed line: no difference")
            .arg(QString::number(c.difference, 'g', 4), c.unit, QString::number(c.relativeDifference() * 100, 'f', 1),
                 QString::number(c.ciLow, 'g', 4), QString::number(c.ciHigh, 'g', 4)));
    p.restore();
}

}  // namespace tb::ui
