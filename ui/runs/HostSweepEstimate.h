#pragma once

#include "core/run/ProbeArguments.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace tb::ui {

// How long a host-backend sweep will take, roughly, so the analyst is warned before a sweep to 256 MiB ties the
// node up for many minutes. The host backend moves bytes at memory or front-end network speed: the estimate
// assumes kAssumedBytesPerSecond per rank (the order of a 10 GbE front-end network, slower than memory) and a fixed
// cost per collective call, and says that it is an estimate.
class HostSweepEstimate {
    Q_DECLARE_TR_FUNCTIONS(HostSweepEstimate)

public:
    static constexpr double kAssumedBytesPerSecond = 1.0e9;
    static constexpr double kCallSeconds = 50e-6;
    // Only worth a line from this long on.
    static constexpr double kShowAboveSeconds = 30;

    // Seconds for tb-coll or tb-membw with these arguments on the host backend; empty for another probe or backend,
    // or arguments the probe would refuse.
    static std::optional<double> seconds(const core::ProbeArguments& arguments);
    // "about 13 min" / "about 45 s".
    static QString describe(double seconds);
};

}  // namespace tb::ui
