#include "TcpRing.h"

#include <cstring>

namespace tbp {

namespace {

struct Span {
    std::size_t begin, size;
};

// Block k of n over `count` elements; the first blocks take no remainder, so every rank agrees on the bounds.
Span block(std::size_t count, int n, int k) {
    const std::size_t b = count * static_cast<std::size_t>(k) / static_cast<std::size_t>(n);
    const std::size_t e = count * static_cast<std::size_t>(k + 1) / static_cast<std::size_t>(n);
    return {b, e - b};
}

int mod(int a, int n) {
    return ((a % n) + n) % n;
}

// After n-1 steps rank r holds the sum of block r of every rank's `buf`.
bool reduceScatterRing(TcpGroup& g, float* buf, std::size_t count, float* chunk, const char* what, std::string& err) {
    const int n = g.world(), r = g.rank();
    for (int s = 0; s < n - 1; ++s) {
        const Span out = block(count, n, mod(r - s - 1, n));
        const Span in = block(count, n, mod(r - s - 2, n));
        if (!g.exchange(mod(r + 1, n), buf + out.begin, out.size * 4, mod(r - 1, n), chunk, in.size * 4, what, err))
            return false;
        float* dst = buf + in.begin;
        for (std::size_t i = 0; i < in.size; ++i)
            dst[i] += chunk[i];
    }
    return true;
}

// Rank r starts with block r of `buf`; after n-1 steps every rank has every block.
bool allGatherRing(TcpGroup& g, float* buf, std::size_t count, const char* what, std::string& err) {
    const int n = g.world(), r = g.rank();
    for (int s = 0; s < n - 1; ++s) {
        const Span out = block(count, n, mod(r - s, n));
        const Span in = block(count, n, mod(r - s - 1, n));
        if (!g.exchange(mod(r + 1, n), buf + out.begin, out.size * 4, mod(r - 1, n), buf + in.begin, in.size * 4, what,
                        err))
            return false;
    }
    return true;
}

}  // namespace

bool ringCollective(TcpGroup& g, CollOp op, std::size_t totalCount, bool inPlace, const RingBuffers& b,
                    std::string& err) {
    const int n = g.world(), r = g.rank();
    const CollLayout lay = collLayout(op, totalCount, n, r);
    const std::size_t per = lay.count / static_cast<std::size_t>(n);
    const char* what = collName(op);
    switch (op) {
        case CollOp::AllReduce:
            if (!inPlace)
                std::memcpy(b.recv, b.send, lay.count * 4);
            return reduceScatterRing(g, b.recv, lay.count, b.chunk, what, err) &&
                   allGatherRing(g, b.recv, lay.count, what, err);
        case CollOp::ReduceScatter:
            // In place the whole buffer is the input and block r of it the output, which is where the ring leaves
            // the reduced block r; out of place the ring works on a copy.
            if (inPlace)
                return reduceScatterRing(g, b.recv, lay.count, b.chunk, what, err);
            std::memcpy(b.scratch, b.send, lay.count * 4);
            if (!reduceScatterRing(g, b.scratch, lay.count, b.chunk, what, err))
                return false;
            std::memcpy(b.recv, b.scratch + per * static_cast<std::size_t>(r), per * 4);
            return true;
        case CollOp::AllGather:
            if (!inPlace)
                std::memcpy(b.recv + per * static_cast<std::size_t>(r), b.send, per * 4);
            return allGatherRing(g, b.recv, lay.count, what, err);
        case CollOp::AllToAll: {
            // Pairwise: at step s, block (r+s) goes to rank r+s while block (r-s) arrives from rank r-s. In place
            // the blocks still to be sent would be overwritten, so they are sent from a copy.
            const float* src = b.send;
            if (inPlace) {
                std::memcpy(b.scratch, b.recv, lay.count * 4);
                src = b.scratch;
            }
            const std::size_t me = per * static_cast<std::size_t>(r);
            std::memmove(b.recv + me, src + me, per * 4);
            for (int s = 1; s < n; ++s) {
                const int to = mod(r + s, n), from = mod(r - s, n);
                if (!g.exchange(to, src + per * static_cast<std::size_t>(to), per * 4, from,
                                b.recv + per * static_cast<std::size_t>(from), per * 4, what, err))
                    return false;
            }
            return true;
        }
        case CollOp::SendRecv: {
            const float* src = b.send;
            if (inPlace) {
                std::memcpy(b.scratch, b.recv, lay.count * 4);
                src = b.scratch;
            }
            return g.exchange(mod(r + 1, n), src, lay.count * 4, mod(r - 1, n), b.recv, lay.count * 4, what, err);
        }
    }
    err = "unknown collective";
    return false;
}

}  // namespace tbp
