// GPU factories of a build without CUDA/HIP: the probes still run with --backend host.
#include "BackendChoice.h"

namespace tbp {

namespace {
const char* kNoGpu =
    "this build has no GPU support (configured without CUDA or HIP); use --backend host or build with "
    "PROBES_CUDA/PROBES_HIP";
}

std::unique_ptr<CopyBackend> makeGpuCopyBackend(const Options&, std::string& why) {
    why = kNoGpu;
    return nullptr;
}

std::unique_ptr<CollBackend> makeGpuCollBackend(const Options&, const RankLayout&, std::string& why) {
    why = kNoGpu;
    return nullptr;
}

}  // namespace tbp
