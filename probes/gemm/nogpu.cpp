// tb-gemm in a build without CUDA/HIP: says so and exits "unsupported".
#include "Options.h"
#include "Output.h"

#include <cstdio>

int main(int argc, char** argv) {
    tbp::Options o;
    std::string err;
    if (!tbp::parseOptions(argc, argv, o, err, "", {"bf16", "fp8"})) {
        std::fprintf(stderr, "tb-gemm: %s\n%s", err.c_str(), tbp::usageText("tb-gemm", "").c_str());
        return tbp::kExitUsage;
    }
    tbp::Emitter em;
    em.hello("tb-gemm", "none", {}, {}, o.argsJson);
    em.check("gemm.device", "unknown", "this tb-gemm was built without CUDA or HIP, so it cannot measure a GPU");
    return em.end(tbp::kExitUnsupported);
}
