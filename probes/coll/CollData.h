// The data pattern of tb-coll's check: what every rank sends and what each receive element must then hold.
#pragma once

#include "CollMath.h"

#include <cstddef>

namespace tbp {

// Input element `i` of `rank` and the value expected in element `i` of `rank`'s receive buffer.
// Small integers, so float sums over up to 4096 ranks are exact on every backend and in any order.
float collInput(int rank, std::size_t i);
float collExpected(CollOp op, int rank, int nranks, std::size_t recvIndex, std::size_t perRank);

}  // namespace tbp
