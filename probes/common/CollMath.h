// Collective definitions shared by every backend: buffer layouts and nccl-tests' bandwidth formulas. Plain C++,
// no device code. (The data pattern of the check belongs to tb-coll's cases: coll/CollData.h.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace tbp {

enum class CollOp { AllReduce, AllGather, ReduceScatter, AllToAll, SendRecv };

const char* collName(CollOp op);  // "all_reduce", ...
bool collFromName(const std::string& name, CollOp& op);

// busbw = algbw * factor (nccl-tests doc/PERFORMANCE.md): all_reduce 2(n-1)/n; all_gather,
// reduce_scatter, alltoall (n-1)/n; sendrecv 1.
double busBwFactor(CollOp op, int nranks);

// nccl-tests' size column is the larger per-rank buffer (count * sizeof(type)) and algbw = size / time.
double algBwGBs(std::uint64_t bytes, double seconds);

// Element counts for one rank. `totalCount` is the element count of the reported size; it is rounded
// down to a multiple of nranks for the ops that split it. In place, one buffer holds max(send, recv)
// elements and send/recv start at the given element offsets (the NCCL in-place conventions).
struct CollLayout {
    std::size_t count = 0;  // element count behind `bytes`
    std::size_t sendCount = 0, recvCount = 0;
    std::size_t inPlaceSendOffset = 0, inPlaceRecvOffset = 0;
    std::uint64_t bytes = 0;  // reported size
};
CollLayout collLayout(CollOp op, std::size_t totalCount, int nranks, int rank, std::size_t typeSize = 4);

}  // namespace tbp
