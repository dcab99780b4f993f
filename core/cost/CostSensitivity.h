#pragma once

#include "core/cost/CostInputs.h"

#include <QList>
#include <QString>

namespace tb::core {

// One bar of a tornado chart: the effective price with the input lowered and raised by the same share.
struct SensitivityBar {
    QString key;
    double low = 0;                      // the input's value times (1 - share)
    double high = 0;                     // times (1 + share)
    double lowPrice = 0, highPrice = 0;  // effective $/useful GPU-h at those values
    double swing() const { return highPrice > lowPrice ? highPrice - lowPrice : lowPrice - highPrice; }
};

// Which inputs move the effective price most. Each non-zero input (except the cluster size, which is the
// scenario, not an uncertainty) is moved by ±share alone; a move the calculator refuses (a job grown larger than
// the cluster, failures taking all the time) is left out of that bar's side and the input's value kept there.
// Sorted by swing, largest first; bars that move nothing are dropped.
class CostSensitivity {
public:
    static QList<SensitivityBar> tornado(const CostInputs& inputs, double share = 0.2);
};

}  // namespace tb::core
