// Probe drivers shared by the host and GPU builds. Each probe's main() is one line calling these.
#pragma once

#include "Backend.h"
#include "Options.h"

#include <memory>

namespace tbp {

// Defined by gpu_backend.cu (CUDA/HIP) or no_gpu.cpp (host-only build). Returns nullptr with `why` set
// when no GPU backend can be made (then the probe exits 2).
std::unique_ptr<Backend> makeGpuBackend(const Options& o, std::string& why);

int membwMain(int argc, char** argv);
int collMain(int argc, char** argv);

int runMembw(const Options& o, Backend& b, Emitter& em);
int runColl(const Options& o, Backend& b, Emitter& em);

// Deterministic byte pattern for copy checks; a different seed per case so stale data cannot pass.
void fillPattern(unsigned char* p, std::uint64_t bytes, unsigned seed);
std::uint64_t countPatternErrors(const unsigned char* p, std::uint64_t bytes, unsigned seed);

}  // namespace tbp
