#include "ui/charts/ChartView.h"

#include "ui/charts/SweepChart.h"

#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QToolTip>

namespace tb::ui {

ChartView::ChartView(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 320);
}

ChartView::~ChartView() {
    // The view's scene deletes the adopted chart; the SweepChart must then not touch it.
    m_sweep.reset();
}

bool ChartView::paletteIsDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

void ChartView::setSweepChart(std::unique_ptr<SweepChart> chart) {
    QChart* old = this->chart();
    if (chart) {
        chart->followPalette(palette());
        connect(chart.get(), &SweepChart::pointHovered, this, [](const QString& text, bool entered) {
            if (entered) {
                QToolTip::showText(QCursor::pos(), text);
            } else {
                QToolTip::hideText();
            }
        });
        setChart(chart->chart());  // moves the chart from the SweepChart's scene into ours
    } else {
        setChart(new QChart());
    }
    // setChart() does not delete the previous chart; it was ours (adopted), so delete it with its SweepChart.
    m_sweep = std::move(chart);
    if (old && old != this->chart()) {
        delete old;
    }
}

void ChartView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange && m_sweep) {
        m_sweep->followPalette(palette());
    }
    QChartView::changeEvent(event);
}

}  // namespace tb::ui
