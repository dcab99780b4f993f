// tb-gemm in a build without CUDA/HIP: says so and exits "unsupported".
#include "Output.h"
#include "ProbeMain.h"

int main(int argc, char** argv) {
    const tbp::ProbeSpec spec{"tb-gemm", "gemm", "", {"bf16", "fp8"}, "  -m M -n N -k K  GEMM shape (default 8192)\n"};
    tbp::Options o;
    if (auto rc = tbp::parseProbeArgs(argc, argv, spec, o))
        return *rc;
    tbp::Emitter em;
    em.hello("tb-gemm", "none", {}, {}, o.argsJson);
    em.check("gemm.device", tbp::CheckStatus::Unknown,
             "this tb-gemm was built without CUDA or HIP, so it cannot measure a GPU");
    return tbp::exitValue(em.end(tbp::ExitCode::Unsupported));
}
