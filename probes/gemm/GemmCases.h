// tb-gemm's measured cases: bf16 and fp8 (waived where the device has no FP8 matrix units or the library no FP8
// path). Each times --warmup (and at least 100 ms) then --repeats batches of --iters GEMMs on pseudo-random data,
// then checks one GEMM on structured data exactly.
#pragma once

#include "GemmEnv.h"
#include "MeasuredCase.h"

namespace tbp {

CaseList<GemmEnv> gemmCases();

}  // namespace tbp
