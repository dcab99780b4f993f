// Ring algorithms for the collectives tb-coll measures, over a TcpGroup's data connections, float32 / sum, with
// the NCCL buffer conventions of CollMath.h (in place: one buffer, input and output at the layout's offsets).
// all_reduce is reduce-scatter then all-gather around the ring (2(n-1) steps of count/n elements);
// all_gather and reduce_scatter take n-1 steps; alltoall is n-1 pairwise exchanges; sendrecv passes the buffer
// to the next rank. Each step sends to the right neighbour while receiving from the left one, so the bytes on
// each link are those nccl-tests' busbw factors count.
#pragma once

#include "CollMath.h"
#include "TcpGroup.h"

#include <cstddef>
#include <string>

namespace tbp {

struct RingBuffers {
    float* send = nullptr;     // count elements (out of place)
    float* recv = nullptr;     // count elements
    float* scratch = nullptr;  // count elements: a copy of the input where the op would overwrite it too early
    float* chunk = nullptr;    // ceil(count / n) elements: a received block before it is added
};

// One operation of `totalCount` elements (CollLayout's count) on this rank. False with `err` naming the failed rank.
bool ringCollective(TcpGroup& g, CollOp op, std::size_t totalCount, bool inPlace, const RingBuffers& b,
                    std::string& err);

}  // namespace tbp
