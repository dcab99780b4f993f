#include "GemmCases.h"

#include "Fp8.h"
#include "Stats.h"

#include <chrono>
#include <cstring>
#include <vector>

namespace tbp {

namespace {

// Pseudo-random values in [-1, 1) from a hash.
__device__ float hashValue(std::uint64_t i, unsigned seed) {
    std::uint64_t x = i * 0x9E3779B97F4A7C15ull + seed;
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    return static_cast<float>(x & 0xFFFF) / 32768.0f - 1.0f;
}

enum Fill { kRandom = 0, kOnes = 1, kColumns = 2 };

// mode kColumns: column j of a rows x cols column-major matrix holds (j % 4 + 1) / 4. Written as raw bf16 bits
// (the float's top half: exact for these values) or FP8 E4M3 (OCP or FNUZ).
__global__ void fillKernel(void* p, std::uint64_t n, int bytesPerElem, bool fnuz, int mode, std::uint64_t rows,
                           unsigned seed) {
    for (std::uint64_t i = blockIdx.x * static_cast<std::uint64_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::uint64_t>(gridDim.x) * blockDim.x) {
        const float v = mode == kRandom ? hashValue(i, seed) : mode == kOnes ? 1.0f : ((i / rows) % 4 + 1) * 0.25f;
        if (bytesPerElem == 2) {
            unsigned u;
            memcpy(&u, &v, 4);
            static_cast<std::uint16_t*>(p)[i] = static_cast<std::uint16_t>(u >> 16);
        } else {
            static_cast<std::uint8_t*>(p)[i] = encodeE4M3(v, fnuz);
        }
    }
}

float bf16ToFloat(std::uint16_t b) {
    const unsigned u = static_cast<unsigned>(b) << 16;
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}

std::uint16_t floatToBf16(float v) {
    unsigned u;
    std::memcpy(&u, &v, 4);
    return static_cast<std::uint16_t>((u + 0x7FFF + ((u >> 16) & 1)) >> 16);  // round to nearest even
}

class GemmCase : public MeasuredCase<GemmEnv> {
public:
    explicit GemmCase(DType t) : m_t(t) {}
    std::string key() const override { return m_t == DType::FP8 ? "fp8" : "bf16"; }
    std::string waiver(const GemmEnv& env) const override {
        if (m_t != DType::FP8)
            return {};
        if (!env.fp8Cores || (env.peakKnown && env.peak.fp8 <= 0))
            return env.deviceName + " (" + env.arch + ") has no FP8 matrix units";
        if (!env.blas.supportsFp8())
            return "FP8 GEMM needs hipBLASLt; only " + env.blas.version() + " was found";
        return {};
    }
    ExitCode run(GemmEnv& env) override;

private:
    bool fill(GemmEnv& env, void* p, std::uint64_t n, int mode, std::uint64_t rows, unsigned seed, std::string& err) {
        fillKernel<<<1024, 256, 0, env.stream>>>(p, n, m_t == DType::FP8 ? 1 : 2, env.fnuz, mode, rows, seed);
        gpuError_t e = gpuGetLastError();
        if (e == gpuSuccess)
            e = gpuStreamSynchronize(env.stream);
        if (e != gpuSuccess)
            err = "fill kernel failed: " + gpuErr(e);
        return e == gpuSuccess;
    }
    DType m_t;
};

ExitCode GemmCase::run(GemmEnv& env) {
    const Options& o = env.o;
    Emitter& em = env.em;
    const std::string op = key();
    const int m = env.m, n = env.n, k = env.k;
    const std::uint64_t am = static_cast<std::uint64_t>(m) * k, bm = static_cast<std::uint64_t>(k) * n,
                        dm = static_cast<std::uint64_t>(m) * n;
    if (!env.blas.prepare(m_t, m, n, k, env.ws, env.wsBytes)) {
        em.check("gemm." + op, CheckStatus::Unknown, env.blas.why());
        return ExitCode::Unsupported;
    }
    std::string err;
    // A fill that fails is the GPU failing (exit 3), not a wrong result (exit 4).
    if (!fill(env, env.a, am, kRandom, k, 1, err) || !fill(env, env.b, bm, kRandom, k, 2, err)) {
        em.log(LogLevel::Error, "GEMM " + op + ": " + err);
        return ExitCode::Runtime;
    }
    std::vector<double> tflops;
    gpuEvent_t e0, e1;
    (void)gpuEventCreate(&e0);
    (void)gpuEventCreate(&e1);
    bool ok = true;
    const auto warmStart = std::chrono::steady_clock::now();
    double warmMs = 0;
    int warmBatches = 0;
    // Warm-up: at least --warmup batches and at least kGemmWarmupMs, so clocks and the library's caches settle as
    // they do for the reference, which warms up as long.
    for (bool warming = true; ok && warming && warmBatches < 100000; ++warmBatches) {
        for (int i = 0; ok && i < o.iters; ++i)
            ok = env.blas.run(env.a, env.b, env.d, env.stream);
        ok = ok && gpuStreamSynchronize(env.stream) == gpuSuccess;
        warmMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - warmStart).count();
        warming = warmBatches + 1 < o.warmup || warmMs < kGemmWarmupMs;
    }
    for (int r = 0; ok && r < o.repeats; ++r) {
        (void)gpuEventRecord(e0, env.stream);
        for (int i = 0; ok && i < o.iters; ++i)
            ok = env.blas.run(env.a, env.b, env.d, env.stream);
        (void)gpuEventRecord(e1, env.stream);
        float ms = 0;
        ok = ok && gpuEventSynchronize(e1) == gpuSuccess && gpuEventElapsedTime(&ms, e0, e1) == gpuSuccess;
        if (ok && ms > 0)
            tflops.push_back(2.0 * m * n * k * o.iters / (ms * 1e-3) / 1e12);
    }
    (void)gpuEventDestroy(e0);
    (void)gpuEventDestroy(e1);
    if (!ok) {
        em.log(LogLevel::Error, "GEMM " + op + " failed to run");
        return ExitCode::Runtime;
    }
    // Exact check: A = 1 and column j of B = (j%4+1)/4, so D(i,j) = k*(j%4+1)/4, exact in the fp32 accumulator;
    // the expected bf16 is that value rounded to nearest even, as the library stores it.
    ExitCode rc = ExitCode::Ok;
    long long wrong = -1;
    if (o.check) {
        if (!fill(env, env.a, am, kOnes, k, 0, err) || !fill(env, env.b, bm, kColumns, k, 0, err)) {
            em.log(LogLevel::Error, "GEMM " + op + " check: " + err);
            return ExitCode::Runtime;
        }
        std::vector<std::uint16_t> host(dm);
        if (!env.blas.run(env.a, env.b, env.d, env.stream) || gpuStreamSynchronize(env.stream) != gpuSuccess ||
            gpuMemcpy(host.data(), env.d, dm * 2, gpuMemcpyDefault) != gpuSuccess) {
            em.log(LogLevel::Error, "GEMM " + op + " check run failed");
            return ExitCode::Runtime;
        }
        wrong = 0;
        for (std::uint64_t i = 0; i < dm; ++i) {
            const float want =
                bf16ToFloat(floatToBf16(static_cast<float>(k) * ((i / static_cast<std::uint64_t>(m)) % 4 + 1) * 0.25f));
            wrong += bf16ToFloat(host[i]) != want;
        }
        if (wrong) {
            em.log(LogLevel::Error, "GEMM " + op + " data check failed: " + std::to_string(wrong) + " wrong elements");
            rc = ExitCode::Verify;
        }
    }
    const Stats st = computeStats(tflops);
    const double pk = env.peakKnown ? (m_t == DType::FP8 ? env.peak.fp8 : env.peak.bf16) : 0;
    JsonObject x;
    x.integer("m", m).integer("n", n).integer("k", k).integer("batch", o.iters);
    if (pk > 0)
        x.num("peak_tflops", pk).num("ratio", st.median / pk).str("peak_model", env.peak.model);
    else
        x.null("peak_tflops").null("ratio");
    if (wrong >= 0)
        x.integer("wrong", wrong);
    else
        x.null("wrong");
    x.num("warmup_ms", warmMs).str("blas", env.blas.version());
    if (m_t == DType::FP8)
        x.str("fp8", env.fnuz ? "e4m3fnuz" : "e4m3");
    Sample smp;
    smp.metric = "gemm." + op + ".tflops";
    smp.value = smp.median = st.median;
    smp.min = st.min;
    smp.max = st.max;
    smp.unit = "TFLOP/s";
    smp.iters = st.n;
    smp.extra = x.done();
    em.sample(smp);
    return rc;
}

}  // namespace

CaseList<GemmEnv> gemmCases() {
    CaseList<GemmEnv> cases;
    cases.push_back(std::make_unique<GemmCase>(DType::BF16));
    cases.push_back(std::make_unique<GemmCase>(DType::FP8));
    return cases;
}

}  // namespace tbp
