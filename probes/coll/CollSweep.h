// One collective over the size sweep, out of place and in place, with nccl-tests' definitions: size = the larger
// per-rank buffer, algbw = size / time, busbw = algbw x busBwFactor. Each timed batch starts after a barrier of
// every process and its time is the mean over the ranks' times, as nccl-tests reports by default (-a 1); the
// slowest rank's time goes in `extra.slowest_us`. The data check runs once more on a receive buffer filled with
// NaN first, so output left over from the timed runs cannot pass it.
#pragma once

#include "CollEnv.h"

namespace tbp {

// Whether the data check applies: GPU libraries give no ordering for in-place alltoall's overlapping blocks, so,
// as nccl-tests does, that one is timed but not checked.
bool collCheckable(const CollEnv& env, CollOp op, bool inPlace);

ExitCode sweepCollective(CollEnv& env, CollOp op);

// One rank: no bandwidth (busbw is 0 by definition for four of the five operations, and the rest is a local
// copy), but one run of each variant at env.smokeSize with the data check, as a `coll.<op>.smoke` check.
ExitCode smokeCollective(CollEnv& env, CollOp op);

}  // namespace tbp
