#pragma once

#include <QChartView>

#include <memory>

namespace tb::ui {

class SweepChart;

// Shows a SweepChart on screen: adopts its chart, shows hover tooltips with exact values, and follows the
// application palette (light or dark). Replacing the chart deletes the previous one.
//
// Thread contract: GUI thread only.
class ChartView : public QChartView {
    Q_OBJECT

public:
    explicit ChartView(QWidget* parent = nullptr);
    ~ChartView() override;

    void setSweepChart(std::unique_ptr<SweepChart> chart);
    SweepChart* sweepChart() const { return m_sweep.get(); }

    static bool paletteIsDark(const QPalette& palette);

protected:
    void changeEvent(QEvent* event) override;

private:
    std::unique_ptr<SweepChart> m_sweep;
};

}  // namespace tb::ui
