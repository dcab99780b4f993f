#include "core/cost/PricingScore.h"

#include <algorithm>
#include <cmath>

namespace tb::core {

std::optional<PricingScore> PricingScore::suggest(double effective, const QList<double>& peerEffective,
                                                  const QString& scenarioName) {
    QList<double> peers;
    for (double p : peerEffective) {
        if (std::isfinite(p) && p > 0) {
            peers << p;
        }
    }
    if (!(std::isfinite(effective) && effective > 0) || peers.isEmpty()) {
        return std::nullopt;
    }
    std::sort(peers.begin(), peers.end());
    const qsizetype n = peers.size();
    const double median = n % 2 ? peers[n / 2] : (peers[n / 2 - 1] + peers[n / 2]) / 2.0;
    PricingScore s;
    s.peerMedian = median;
    s.peers = int(n);
    s.ratioToMedian = effective / median;
    s.score = std::clamp(2.5 + 5.0 * (1.0 - s.ratioToMedian), 0.0, 5.0);
    s.explanation =
        tr("%1: $%2 per useful GPU-hour, %3% of the median of %n priced peer(s) ($%4); %5 of 5", nullptr, s.peers)
            .arg(scenarioName)
            .arg(effective, 0, 'f', 2)
            .arg(s.ratioToMedian * 100.0, 0, 'f', 0)
            .arg(median, 0, 'f', 2)
            .arg(s.score, 0, 'f', 1);
    return s;
}

}  // namespace tb::core
