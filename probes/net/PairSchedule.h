// The order in which tb-net measures the directed pairs of N nodes: rounds of pairs that run at the same time, so
// N nodes take at most 2(N-1) rounds instead of N(N-1) one after the other.
#pragma once

#include <vector>

namespace tbp {

struct DirectedPair {
    int src = 0;  // the iperf3 client: it sends
    int dst = 0;  // the iperf3 server: it receives
};

using PairRounds = std::vector<std::vector<DirectedPair>>;

// Every directed pair (a, b), a != b, of nodes 0..n-1 exactly once, in rounds.
//
// Even n: the circle method gives n-1 rounds in which every node is in exactly one unordered pair; each is run once
// per direction, 2(n-1) rounds in all, and no node ever takes part in two measurements at once.
//
// Odd n: here no schedule of strictly disjoint pairs fits 2(n-1) rounds (each round holds at most (n-1)/2 pairs, so
// n(n-1) directed pairs need 2n). The circle method over n+1 (one node idle per round) gives 2n rounds; the last
// two rounds' pairs are moved into earlier ones, each (a, b) into a round where a was idle and b is a sender. So in
// those rounds one node receives from one node while it sends to another: never two senders into one receiver
// (one iperf3 server serves one test at a time), never one node sending twice.
PairRounds pairRounds(int n);

}  // namespace tbp
