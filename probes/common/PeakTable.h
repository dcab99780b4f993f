// Datasheet dense (no sparsity) tensor-core peaks, for the gemm probe's ratio to peak.
#pragma once

#include <string>

namespace tbp {

struct Peak {
    std::string model;  // canonical model, e.g. "H100 SXM"
    double bf16 = 0;    // dense BF16 TFLOP/s
    double fp8 = 0;     // dense FP8 TFLOP/s, 0 = no FP8 tensor cores
};

// Matches a device name as the runtime reports it ("NVIDIA H100 80GB HBM3", "AMD Instinct MI300X").
// Returns false for an unknown device (ratio is then null).
bool lookupPeak(const std::string& deviceName, Peak& out);

}  // namespace tbp
