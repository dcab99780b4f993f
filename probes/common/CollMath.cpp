#include "CollMath.h"

namespace tbp {

const char* collName(CollOp op) {
    switch (op) {
        case CollOp::AllReduce:
            return "all_reduce";
        case CollOp::AllGather:
            return "all_gather";
        case CollOp::ReduceScatter:
            return "reduce_scatter";
        case CollOp::AllToAll:
            return "alltoall";
        case CollOp::SendRecv:
            return "sendrecv";
    }
    return "?";
}

bool collFromName(const std::string& name, CollOp& op) {
    for (CollOp o : {CollOp::AllReduce, CollOp::AllGather, CollOp::ReduceScatter, CollOp::AllToAll, CollOp::SendRecv}) {
        if (name == collName(o)) {
            op = o;
            return true;
        }
    }
    return false;
}

double busBwFactor(CollOp op, int n) {
    if (n <= 0)
        return 0;
    switch (op) {
        case CollOp::AllReduce:
            return 2.0 * (n - 1) / n;
        case CollOp::AllGather:
        case CollOp::ReduceScatter:
        case CollOp::AllToAll:
            return static_cast<double>(n - 1) / n;
        case CollOp::SendRecv:
            return 1.0;
    }
    return 0;
}

double algBwGBs(std::uint64_t bytes, double seconds) {
    return seconds > 0 ? static_cast<double>(bytes) / seconds / 1.0e9 : 0.0;
}

CollLayout collLayout(CollOp op, std::size_t totalCount, int n, int rank, std::size_t typeSize) {
    CollLayout l;
    const std::size_t ranks = n > 0 ? static_cast<std::size_t>(n) : 1;
    const std::size_t per = totalCount / ranks;
    switch (op) {
        case CollOp::AllReduce:
        case CollOp::SendRecv:
            l.count = l.sendCount = l.recvCount = totalCount;
            break;
        case CollOp::AllGather:
            l.count = per * ranks;
            l.sendCount = per;
            l.recvCount = per * ranks;
            l.inPlaceSendOffset = per * static_cast<std::size_t>(rank);
            break;
        case CollOp::ReduceScatter:
            l.count = per * ranks;
            l.sendCount = per * ranks;
            l.recvCount = per;
            l.inPlaceRecvOffset = per * static_cast<std::size_t>(rank);
            break;
        case CollOp::AllToAll:
            l.count = l.sendCount = l.recvCount = per * ranks;
            break;
    }
    l.bytes = static_cast<std::uint64_t>(l.count) * typeSize;
    return l;
}

}  // namespace tbp
