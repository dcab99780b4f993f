#include "CollData.h"

namespace tbp {

float collInput(int rank, std::size_t i) {
    return static_cast<float>((rank % 61) + 1 + static_cast<int>(i % 29));
}

float collExpected(CollOp op, int rank, int n, std::size_t i, std::size_t per) {
    switch (op) {
        case CollOp::AllReduce: {
            double s = 0;
            for (int r = 0; r < n; ++r)
                s += collInput(r, i);
            return static_cast<float>(s);
        }
        case CollOp::AllGather:
            return collInput(static_cast<int>(i / per), i % per);
        case CollOp::ReduceScatter: {
            double s = 0;
            for (int r = 0; r < n; ++r)
                s += collInput(r, static_cast<std::size_t>(rank) * per + i);
            return static_cast<float>(s);
        }
        case CollOp::AllToAll:
            // Block k of my receive buffer is block `rank` of rank k's send buffer.
            return collInput(static_cast<int>(i / per), static_cast<std::size_t>(rank) * per + i % per);
        case CollOp::SendRecv:
            return collInput((rank - 1 + n) % n, i);
    }
    return 0;
}

}  // namespace tbp
