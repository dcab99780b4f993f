// tb-coll's measured cases: one per collective (all_reduce, all_gather, reduce_scatter, alltoall, sendrecv), each
// swept over the sizes out of place and in place, or, with one rank, run once as a data-checked smoke test.
#pragma once

#include "CollEnv.h"
#include "MeasuredCase.h"

namespace tbp {

CaseList<CollEnv> collCases();

}  // namespace tbp
