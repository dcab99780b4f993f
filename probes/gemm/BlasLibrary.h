// The vendor BLAS tb-gemm times, loaded with dlopen: cuBLASLt on NVIDIA, hipBLASLt on AMD (what PyTorch uses on
// gfx90a/gfx942/gfx950), rocBLAS on AMD where hipBLASLt is missing (bf16 only). Each computes
// D = A^T * B with A (k x m), B (k x n), D (m x n) in bf16, all column-major, fp32 accumulation: the "TN" layout
// FP8 needs.
#pragma once

#include "GpuRuntime.h"

#include <memory>
#include <string>

namespace tbp {

enum class DType { BF16, FP8 };

class BlasLibrary {
public:
    virtual ~BlasLibrary() = default;
    virtual std::string lib() const = 0;      // the file loaded
    virtual std::string version() const = 0;  // as the library reports it
    virtual bool supportsFp8() const = 0;
    // Builds what the timed loop needs for one shape and type; false with why() set.
    virtual bool prepare(DType t, int m, int n, int k, void* workspace, std::size_t wsBytes) = 0;
    virtual bool run(const void* a, const void* b, void* d, gpuStream_t s) = 0;
    const std::string& why() const { return m_why; }

protected:
    std::string m_why;
};

// The library for this build's vendor; nullptr with `why` set when none loads or it does not fit the build
// (a CUDA 13 build refuses a cuBLASLt 12, rather than run the wrong one). `fnuzFp8`: the device takes AMD's
// FNUZ FP8 (gfx942), else OCP FP8.
std::unique_ptr<BlasLibrary> loadBlas(bool fnuzFp8, std::string& why);

}  // namespace tbp
