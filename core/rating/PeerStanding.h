#pragma once

#include <QList>

namespace tb::core {

// Where one provider's weighted total stands among the evaluated peers (itself included). Totals are compared at
// two decimals, so providers whose totals print the same share a rank ("1, 2, 2, 4" competition ranking).
struct PeerStanding {
    int rank = 1;       // 1 = best; tied providers share the rank
    int ahead = 0;      // peers strictly ahead
    int peerCount = 1;  // evaluated providers, this one included
    int tiedWith = 0;   // other peers with the same total

    // In the top `fraction` of the peers: the share of peers strictly ahead is below the fraction. Ties therefore
    // all get in or all stay out together.
    bool inTop(double fraction) const { return peerCount > 0 && ahead < fraction * peerCount; }

    // `peerTotals` holds every evaluated provider's total, this provider's included.
    static PeerStanding of(double total, const QList<double>& peerTotals);
};

}  // namespace tb::core
