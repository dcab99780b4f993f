// Which backend a probe measures with: --backend host (no GPU: threads in one process, or TCP between processes
// when the launcher or the options give more than one rank) or gpu (CUDA/HIP, when the build has one).
#pragma once

#include "Backend.h"
#include "Options.h"
#include "RankLayout.h"

#include <memory>

namespace tbp {

// nullptr with `why` set when the GPU build is missing (the probe then exits 2).
std::unique_ptr<CopyBackend> pickCopyBackend(const Options& o, std::string& why);
std::unique_ptr<CollBackend> pickCollBackend(const Options& o, const RankLayout& layout, std::string& why);

// Defined by GpuBackend.cu (CUDA/HIP) or NoGpu.cpp (a build without either).
std::unique_ptr<CopyBackend> makeGpuCopyBackend(const Options& o, std::string& why);
std::unique_ptr<CollBackend> makeGpuCollBackend(const Options& o, const RankLayout& layout, std::string& why);

}  // namespace tbp
