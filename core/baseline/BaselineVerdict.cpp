#include "core/baseline/BaselineVerdict.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace tb::core {

BaselineVerdict BaselineVerdict::of(double value, const BaselineMatch& match) {
    BaselineVerdict v;
    v.value = value;
    if (!match.baseline) {
        return v;
    }
    const Baseline& b = *match.baseline;
    v.hasBaseline = true;
    v.expected = b.expectedFor(match.scale);
    if (b.direction == BetterDirection::Higher) {
        v.percent = v.expected > 0 ? value / v.expected * 100.0 : 0.0;
    } else {
        v.percent = value > 0 ? v.expected / value * 100.0 : 0.0;
    }
    v.band = b.bandFor(value, match.scale);
    return v;
}

QString BaselineVerdict::describe(const BaselineMatch& match) const {
    if (!hasBaseline) {
        return match.reason;
    }
    return QCoreApplication::translate("BaselineVerdict", "%1 % of %2 · %3")
        .arg(QLocale::c().toString(percent, 'f', 1), formatValue(expected, match.baseline->unit), tierName(band));
}

QString formatBytes(qint64 bytes) {
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = double(bytes);
    int u = 0;
    while (std::abs(v) >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    const bool whole = std::abs(v - std::round(v)) < 1e-9;
    return QLocale::c().toString(v, 'f', whole ? 0 : 1) + u' ' + QLatin1String(units[u]);
}

QString formatValue(double value, const QString& unit) {
    const int decimals = std::abs(value) >= 100 ? 1 : (std::abs(value) >= 1 ? 2 : 3);
    return QLocale::c().toString(value, 'f', decimals) + u' ' + unit;
}

}  // namespace tb::core
