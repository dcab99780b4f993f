#include "core/rating/PeerStanding.h"

#include <cmath>

namespace tb::core {

namespace {
long long hundredths(double v) {
    return std::llround(v * 100.0);
}
}  // namespace

PeerStanding PeerStanding::of(double total, const QList<double>& peerTotals) {
    PeerStanding s;
    const long long own = hundredths(total);
    bool selfSeen = false;
    s.peerCount = 0;
    for (double t : peerTotals) {
        const long long other = hundredths(t);
        ++s.peerCount;
        if (other > own) {
            ++s.ahead;
        } else if (other == own) {
            if (selfSeen) {
                ++s.tiedWith;
            }
            selfSeen = true;
        }
    }
    if (!selfSeen) {  // the caller left this provider out of the list: count it anyway
        ++s.peerCount;
    }
    s.rank = s.ahead + 1;
    return s;
}

}  // namespace tb::core
