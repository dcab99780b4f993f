// What tb-gemm's cases share: the options, the loaded BLAS, the device and its datasheet peak, the buffers.
#pragma once

#include "BlasLibrary.h"
#include "Options.h"
#include "Output.h"
#include "PeakTable.h"

namespace tbp {

struct GemmEnv {
    GemmEnv(const Options& opts, Emitter& emitter, BlasLibrary& library) : o(opts), em(emitter), blas(library) {}
    const Options& o;
    Emitter& em;
    BlasLibrary& blas;
    std::string deviceName, arch;  // arch: "sm_90", "gfx942"
    bool fp8Cores = false;         // the device has FP8 matrix units
    bool fnuz = false;             // its FP8 is AMD's FNUZ variant (gfx942)
    Peak peak;
    bool peakKnown = false;
    int m = 8192, n = 8192, k = 8192;
    void *a = nullptr, *b = nullptr, *d = nullptr, *ws = nullptr;  // A and B sized for bf16 (FP8 uses half)
    std::size_t wsBytes = 0;
    gpuStream_t stream = nullptr;
};

// Both sides of gpu-check.sh warm up at least this long before timing (and at least --warmup batches).
constexpr double kGemmWarmupMs = 100.0;

}  // namespace tbp
