#include "core/cost/CostSensitivity.h"

#include "core/cost/CostModel.h"

#include <algorithm>

namespace tb::core {

QList<SensitivityBar> CostSensitivity::tornado(const CostInputs& inputs, double share) {
    QList<SensitivityBar> bars;
    const auto base = CostModel::compute(inputs);
    if (!base) {
        return bars;
    }
    const double basePrice = base->effectivePricePerUsefulGpuHour;
    for (auto it = inputs.all().cbegin(); it != inputs.all().cend(); ++it) {
        const double v = it->value;
        if (v == 0 || it.key() == QLatin1String("gpu_count") || it.key() == QLatin1String("gpus_per_node")) {
            continue;
        }
        SensitivityBar bar{it.key(), v * (1 - share), v * (1 + share), basePrice, basePrice};
        for (bool up : {false, true}) {
            CostInputs moved = inputs;
            if (!moved.set(it.key(), up ? bar.high : bar.low, it->origin)) {
                continue;
            }
            const auto r = CostModel::compute(moved);
            if (r) {
                (up ? bar.highPrice : bar.lowPrice) = r->effectivePricePerUsefulGpuHour;
            }
        }
        if (bar.swing() > 1e-9 * std::max(1.0, basePrice)) {
            bars.append(bar);
        }
    }
    std::stable_sort(bars.begin(), bars.end(),
                     [](const SensitivityBar& a, const SensitivityBar& b) { return a.swing() > b.swing(); });
    return bars;
}

}  // namespace tb::core
