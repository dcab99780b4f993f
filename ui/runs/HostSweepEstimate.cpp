#include "ui/runs/HostSweepEstimate.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tb::ui {

namespace {

int intOr(const core::ProbeArguments& a, core::ProbeArguments::Option o, const QString& probe, const QString& backend) {
    bool ok = false;
    const QString text = a.value(o).isEmpty() ? core::ProbeArguments::defaultText(probe, o, backend) : a.value(o);
    const int v = text.toInt(&ok);
    return ok ? std::max(v, 0) : 0;
}

}  // namespace

std::optional<double> HostSweepEstimate::seconds(const core::ProbeArguments& a) {
    using Option = core::ProbeArguments::Option;
    const QString probe = a.probe();
    const bool coll = probe == QLatin1String("tb-coll");
    if ((!coll && probe != QLatin1String("tb-membw")) || a.value(Option::Backend) != QLatin1String("host") ||
        !a.isValid()) {
        return std::nullopt;
    }
    const QString backend = a.value(Option::Backend);
    const auto sizes = core::ProbeArguments::parseSizes(a.value(Option::Sizes).isEmpty()
                                                            ? core::ProbeArguments::defaultText(probe, Option::Sizes)
                                                            : a.value(Option::Sizes));
    if (!sizes) {
        return std::nullopt;
    }
    const QString opsText =
        a.value(Option::Ops).isEmpty() ? core::ProbeArguments::defaultText(probe, Option::Ops) : a.value(Option::Ops);
    const int ops = int(opsText.split(u',', Qt::SkipEmptyParts).size());
    const int calls = (intOr(a, Option::Iters, probe, backend) + intOr(a, Option::Warmup, probe, backend)) *
                      std::max(1, intOr(a, Option::Repeats, probe, backend));
    const int ranks = std::max(2, intOr(a, Option::Ranks, probe, backend));
    double total = 0;
    for (quint64 size : *sizes) {
        // A ring collective moves about 2 (n-1)/n of the buffer per rank, in and out of place; a copy moves it once.
        const double bytes = coll ? 2.0 * double(size) * (ranks - 1) / ranks : double(size);
        total += (bytes / kAssumedBytesPerSecond + kCallSeconds) * calls * (coll ? 2 : 1);
    }
    return total * std::max(1, ops);
}

QString HostSweepEstimate::describe(double s) {
    if (s < 90) {
        return tr("about %1 s").arg(std::max(1, int(std::lround(s))));
    }
    if (s < 90 * 60) {
        return tr("about %1 min").arg(int(std::lround(s / 60)));
    }
    return tr("about %1 h").arg(QLocale::c().toString(s / 3600, 'f', 1));
}

}  // namespace tb::ui
