// tb-gemm: dense matrix-multiply rate (bf16, and fp8 where the GPU has it) through the vendor BLAS
// (BlasLibrary.h), and its ratio to the datasheet peak (PeakTable.cpp). One GPU: the first visible one.
#include "GemmCases.h"
#include "ProbeMain.h"

#include <cstdio>

namespace tbp {
namespace {

ProbeSpec gemmSpec() {
    return {"tb-gemm", "gemm", "", {"bf16", "fp8"}, "  -m M -n N -k K  GEMM shape (default 8192)\n"};
}

std::string archOf(const gpuDeviceProp_t& p) {
#ifdef TBP_CUDA
    return "sm_" + std::to_string(p.major) + std::to_string(p.minor);
#else
    const std::string a = p.gcnArchName;
    return a.substr(0, a.find(':'));  // "gfx942:sramecc+:xnack-" -> "gfx942"
#endif
}

ExitCode run(const Options& o, Emitter& em) {
    std::string why;
    const int n = gpuCountDevices(why);
    gpuDeviceProp_t prop{};
    if (n > 0) {
        (void)gpuSetDevice(0);
        (void)gpuGetDeviceProperties(&prop, 0);
    }
    const std::string arch = n > 0 ? archOf(prop) : std::string();
    const bool fnuz = arch == "gfx942";
    std::string blasWhy;
    std::unique_ptr<BlasLibrary> blas = n > 0 ? loadBlas(fnuz, blasWhy) : nullptr;
    auto libs = gpuLibs();
    if (blas)
        libs.push_back({"blas", blas->lib() + " " + blas->version()});
    em.hello("tb-gemm", TBP_GPU_VENDOR, gpuDevices(n), libs, o.argsJson);
    if (n <= 0) {
        em.log(LogLevel::Error, why);
        return em.end(ExitCode::Unsupported);
    }
    if (!blas) {
        em.check("gemm.blas", CheckStatus::Unknown, blasWhy);
        return em.end(ExitCode::Unsupported);
    }
    GemmEnv env(o, em, *blas);
    env.deviceName = prop.name;
    env.arch = arch;
#ifdef TBP_CUDA
    env.fp8Cores = prop.major * 10 + prop.minor >= 89;
#else
    env.fp8Cores = arch == "gfx942" || arch == "gfx950";
#endif
    env.fnuz = fnuz;
    env.peakKnown = lookupPeak(prop.name, env.peak);
    if (!env.peakKnown)
        em.log(LogLevel::Warn, std::string("no datasheet peak for '") + prop.name + "': ratio is null");
    env.m = o.gemmM;
    env.n = o.gemmN;
    env.k = o.gemmK;
    (void)gpuStreamCreateWithFlags(&env.stream, gpuStreamNonBlocking);
    env.wsBytes = 64u << 20;
    const std::uint64_t am = static_cast<std::uint64_t>(env.m) * env.k, bm = static_cast<std::uint64_t>(env.k) * env.n,
                        dm = static_cast<std::uint64_t>(env.m) * env.n;
    if (gpuMalloc(&env.a, am * 2) != gpuSuccess || gpuMalloc(&env.b, bm * 2) != gpuSuccess ||
        gpuMalloc(&env.d, dm * 2) != gpuSuccess || gpuMalloc(&env.ws, env.wsBytes) != gpuSuccess) {
        em.log(LogLevel::Error, "device allocation failed for " + std::to_string(env.m) + "x" + std::to_string(env.n) +
                                    "x" + std::to_string(env.k));
        return em.end(ExitCode::Runtime);
    }
    const ExitCode rc = runCases("gemm", gemmCases(), o.ops, env, em);
    for (void* p : {env.a, env.b, env.d, env.ws})
        (void)gpuFree(p);
    (void)gpuStreamDestroy(env.stream);
    return em.end(rc);
}

}  // namespace
}  // namespace tbp

int main(int argc, char** argv) {
    const tbp::ProbeSpec spec = tbp::gemmSpec();
    tbp::Options o;
    if (auto rc = tbp::parseProbeArgs(argc, argv, spec, o))
        return *rc;
    tbp::Emitter em;
    if (o.backend == "host") {
        em.hello("tb-gemm", "host", {}, {}, o.argsJson);
        em.check("gemm.device", tbp::CheckStatus::Unknown, "tb-gemm measures GPUs only; there is no host backend");
        return tbp::exitValue(em.end(tbp::ExitCode::Unsupported));
    }
    return tbp::exitValue(tbp::run(o, em));
}
