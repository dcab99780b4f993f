#include "PairSchedule.h"

namespace tbp {

namespace {

// Round r of the circle method over m (even) slots: slot m-1 stays, the others turn. Unordered pairs {a, b}.
std::vector<DirectedPair> circleRound(int m, int r) {
    std::vector<DirectedPair> round;
    const int turning = m - 1;
    round.push_back({r % turning, m - 1});
    for (int k = 1; k < m / 2; ++k)
        round.push_back({(r + k) % turning, (r - k + turning) % turning});
    return round;
}

}  // namespace

PairRounds pairRounds(int n) {
    PairRounds rounds;
    if (n < 2)
        return rounds;
    const bool odd = n % 2 == 1;
    const int m = odd ? n + 1 : n;  // slot n is the phantom partner of the idle node
    const int matchings = m - 1;
    // Forward rounds then the same matchings reversed, so the two directions of a pair are far apart in time.
    std::vector<std::vector<DirectedPair>> forward(static_cast<std::size_t>(matchings));
    std::vector<int> idle(static_cast<std::size_t>(matchings), -1);
    for (int r = 0; r < matchings; ++r) {
        for (const DirectedPair& p : circleRound(m, r)) {
            if (p.src >= n || p.dst >= n) {
                idle[static_cast<std::size_t>(r)] = p.src >= n ? p.dst : p.src;
                continue;
            }
            forward[static_cast<std::size_t>(r)].push_back(p);
        }
    }
    for (int r = 0; r < matchings; ++r)
        rounds.push_back(forward[static_cast<std::size_t>(r)]);
    for (int r = 0; r < matchings; ++r) {
        std::vector<DirectedPair> back;
        for (const DirectedPair& p : forward[static_cast<std::size_t>(r)])
            back.push_back({p.dst, p.src});
        rounds.push_back(back);
    }
    if (!odd)
        return rounds;
    // Odd n: fold the last matching's two rounds (forward index matchings-1, reversed index 2*matchings-1) into the
    // rounds where each pair's sender is idle. Node a idles in forward round r and in its reverse, r + matchings;
    // in one of the two, the receiver b sends (its roles swap between them), so b receives only this one test.
    const int last = matchings - 1;
    std::vector<DirectedPair> moved = rounds[static_cast<std::size_t>(last)];
    for (const DirectedPair& p : rounds[static_cast<std::size_t>(last + matchings)])
        moved.push_back(p);
    for (const DirectedPair& p : moved) {
        int target = -1;
        for (int r = 0; r < last && target < 0; ++r) {
            if (idle[static_cast<std::size_t>(r)] != p.src)
                continue;
            for (int candidate : {r, r + matchings}) {
                for (const DirectedPair& q : rounds[static_cast<std::size_t>(candidate)])
                    if (q.src == p.dst)
                        target = candidate;
                if (target >= 0)
                    break;
            }
        }
        rounds[static_cast<std::size_t>(target)].push_back(p);
    }
    rounds.erase(rounds.begin() + last + matchings);
    rounds.erase(rounds.begin() + last);
    return rounds;
}

}  // namespace tbp
