// One copy (kind, source device, destination device) over every size: fill the source with a pattern, time
// --warmup + --repeats batches of --iters back-to-back copies, read the destination back and count wrong bytes,
// emit one sample per size.
#pragma once

#include "CopyEnv.h"

namespace tbp {

const char* copyMetric(Copy kind);  // h2d.bw ...

ExitCode sweepCopy(CopyEnv& env, Copy kind, int src, int dst);

// Deterministic byte pattern for copy checks; a different seed per copy so stale data cannot pass.
void fillPattern(unsigned char* p, std::uint64_t bytes, unsigned seed);
std::uint64_t countPatternErrors(const unsigned char* p, std::uint64_t bytes, unsigned seed);

}  // namespace tbp
