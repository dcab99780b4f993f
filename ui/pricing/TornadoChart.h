#pragma once

#include "core/cost/CostSensitivity.h"

#include <QChartView>

namespace tb::ui {

// The tornado: one horizontal bar per input, from the effective price with the input 20% lower to the price with
// it 20% higher, drawn as the change from the base price; the inputs that move it most on top.
class TornadoChart : public QChartView {
    Q_OBJECT

public:
    explicit TornadoChart(QWidget* parent = nullptr);
    void setBars(const QList<core::SensitivityBar>& bars, double basePrice, int maxBars = 8);
    void clearBars(const QString& why);
};

}  // namespace tb::ui
