#pragma once

#include "core/trust/BlindComparison.h"

#include <QCoreApplication>
#include <QRectF>

class QPainter;

namespace tb::ui {

// Draws one metric of the blind comparison: the disclosed and the independent samples as two strips of dots on a
// shared axis with each group's median, and below them the bootstrap interval of the median difference against
// zero. The same drawing in the Blind runs view and the review PDF, so both show what the verdict rests on.
class BlindChartPainter {
    Q_DECLARE_TR_FUNCTIONS(BlindChartPainter)

public:
    // `unit` is the pixel size of a point at the painter's resolution (1 on screen, 300/72 in the PDF).
    static void paint(QPainter& painter, const QRectF& rect, const core::BlindMetricComparison& c, double unit = 1.0);
};

}  // namespace tb::ui
