// GPU factory of a build without CUDA/HIP: the probes still run with --backend host.
#include "Harness.h"

namespace tbp {

std::unique_ptr<Backend> makeGpuBackend(const Options&, std::string& why) {
    why =
        "this build has no GPU support (configured without CUDA or HIP); use --backend host or build with "
        "PROBES_CUDA/PROBES_HIP";
    return nullptr;
}

}  // namespace tbp
