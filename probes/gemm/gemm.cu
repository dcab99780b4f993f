// tb-gemm: dense matrix-multiply rate (bf16, and fp8 where the GPU has it) through the vendor BLAS, loaded
// with dlopen (cuBLASLt on NVIDIA, rocBLAS on AMD), and its ratio to the datasheet peak (PeakTable.cpp).
// Timing runs on pseudo-random data; a separate run on structured data checks the result exactly.
#include "Options.h"
#include "Output.h"
#include "PeakTable.h"
#include "Stats.h"
#include "gpu.h"

#ifdef TBP_CUDA
#include <cublasLt.h>  // types and enums only; the library itself is dlopened
#include <cuda_fp8.h>
#endif

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace tbp {
namespace {

enum class DType { BF16, FP8 };

// Pseudo-random values in [-1, 1) from a hash, written as raw bf16 or fp8 (e4m3) bits.
__device__ float hashValue(std::uint64_t i, unsigned seed) {
    std::uint64_t x = i * 0x9E3779B97F4A7C15ull + seed;
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    return static_cast<float>(x & 0xFFFF) / 32768.0f - 1.0f;
}

// mode 0: random; 1: all ones; 2: column j of a rows x cols column-major matrix holds (j % 4 + 1) / 4.
__global__ void fillKernel(void* p, std::uint64_t n, int bytesPerElem, int mode, std::uint64_t rows, unsigned seed) {
    for (std::uint64_t i = blockIdx.x * static_cast<std::uint64_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::uint64_t>(gridDim.x) * blockDim.x) {
        const float v = mode == 0 ? hashValue(i, seed) : mode == 1 ? 1.0f : ((i / rows) % 4 + 1) * 0.25f;
        if (bytesPerElem == 2) {
            unsigned u;
            memcpy(&u, &v, 4);
            static_cast<std::uint16_t*>(p)[i] = static_cast<std::uint16_t>(u >> 16);
        } else {
#ifdef TBP_CUDA
            static_cast<__nv_fp8_e4m3*>(p)[i] = __nv_fp8_e4m3(v);
#endif
        }
    }
}

float bf16ToFloat(std::uint16_t b) {
    const unsigned u = static_cast<unsigned>(b) << 16;
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}

// The BLAS call, vendor-specific. prepare() builds what the timed loop needs; run() issues one GEMM
// D = A^T * B with A (k x m), B (k x n), D (m x n), all column-major, fp32 accumulation.
class Blas {
public:
    std::string lib, why;
#ifdef TBP_CUDA
    bool load() {
        const std::string want = "libcublasLt.so." + std::to_string(CUDART_VERSION / 1000);
        m_h =
            openFirst("TBP_BLAS_LIB", {want.c_str(), "libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so"}, lib);
        if (!m_h) {
            why = "cuBLASLt library not found (tried " + lib + "); install it or point TBP_BLAS_LIB at it";
            return false;
        }
        bool ok = true;
        auto sym = [&](auto& fn, const char* name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(::dlsym(m_h, name));
            ok = ok && fn;
        };
        sym(m_create, "cublasLtCreate");
        sym(m_descCreate, "cublasLtMatmulDescCreate");
        sym(m_descSet, "cublasLtMatmulDescSetAttribute");
        sym(m_layoutCreate, "cublasLtMatrixLayoutCreate");
        sym(m_prefCreate, "cublasLtMatmulPreferenceCreate");
        sym(m_prefSet, "cublasLtMatmulPreferenceSetAttribute");
        sym(m_heuristic, "cublasLtMatmulAlgoGetHeuristic");
        sym(m_matmul, "cublasLtMatmul");
        sym(m_version, "cublasLtGetVersion");
        if (!ok)
            why = "cuBLASLt library " + lib + " lacks a needed entry point";
        if (ok && m_create(&m_handle) != CUBLAS_STATUS_SUCCESS) {
            why = "cublasLtCreate failed";
            ok = false;
        }
        return ok;
    }
    std::string version() const {
        return m_version ? std::to_string(m_version()) : "unknown";
    }
    bool prepare(DType t, int m, int n, int k, void* ws, std::size_t wsBytes) {
        const cudaDataType_t in = t == DType::BF16 ? CUDA_R_16BF : CUDA_R_8F_E4M3;
        const cublasOperation_t ta = CUBLAS_OP_T, tb = CUBLAS_OP_N;
        bool ok = m_descCreate(&m_desc, CUBLAS_COMPUTE_32F, CUDA_R_32F) == CUBLAS_STATUS_SUCCESS &&
                  m_descSet(m_desc, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta) == CUBLAS_STATUS_SUCCESS &&
                  m_descSet(m_desc, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb) == CUBLAS_STATUS_SUCCESS &&
                  m_layoutCreate(&m_a, in, k, m, k) == CUBLAS_STATUS_SUCCESS &&
                  m_layoutCreate(&m_b, in, k, n, k) == CUBLAS_STATUS_SUCCESS &&
                  m_layoutCreate(&m_c, CUDA_R_16BF, m, n, m) == CUBLAS_STATUS_SUCCESS &&
                  m_prefCreate(&m_pref) == CUBLAS_STATUS_SUCCESS &&
                  m_prefSet(m_pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &wsBytes, sizeof wsBytes) ==
                      CUBLAS_STATUS_SUCCESS;
        int found = 0;
        ok = ok &&
             m_heuristic(m_handle, m_desc, m_a, m_b, m_c, m_c, m_pref, 1, &m_algo, &found) == CUBLAS_STATUS_SUCCESS &&
             found > 0;
        if (!ok)
            why = "cuBLASLt found no algorithm for this GEMM";
        m_ws = ws;
        m_wsBytes = wsBytes;
        return ok;
    }
    bool run(const void* a, const void* b, void* d, gpuStream_t s) {
        const float alpha = 1.0f, beta = 0.0f;
        return m_matmul(m_handle, m_desc, &alpha, a, m_a, b, m_b, &beta, d, m_c, d, m_c, &m_algo.algo, m_ws, m_wsBytes,
                        s) == CUBLAS_STATUS_SUCCESS;
    }

private:
    void* m_h = nullptr;
    cublasLtHandle_t m_handle = nullptr;
    cublasLtMatmulDesc_t m_desc = nullptr;
    cublasLtMatrixLayout_t m_a = nullptr, m_b = nullptr, m_c = nullptr;
    cublasLtMatmulPreference_t m_pref = nullptr;
    cublasLtMatmulHeuristicResult_t m_algo{};
    void* m_ws = nullptr;
    std::size_t m_wsBytes = 0;
    decltype(&cublasLtCreate) m_create = nullptr;
    decltype(&cublasLtMatmulDescCreate) m_descCreate = nullptr;
    decltype(&cublasLtMatmulDescSetAttribute) m_descSet = nullptr;
    decltype(&cublasLtMatrixLayoutCreate) m_layoutCreate = nullptr;
    decltype(&cublasLtMatmulPreferenceCreate) m_prefCreate = nullptr;
    decltype(&cublasLtMatmulPreferenceSetAttribute) m_prefSet = nullptr;
    decltype(&cublasLtMatmulAlgoGetHeuristic) m_heuristic = nullptr;
    decltype(&cublasLtMatmul) m_matmul = nullptr;
    decltype(&cublasLtGetVersion) m_version = nullptr;
#else
    // rocBLAS C ABI (rocblas-types.h): operation none 111, transpose 112; datatype f32 151, bf16 168;
    // gemm algo standard 0. Declared here so the probe needs no rocBLAS headers at build time.
    bool load() {
        m_h = openFirst("TBP_BLAS_LIB",
                        {"librocblas.so.4", "librocblas.so.5", "librocblas.so", "/opt/rocm/lib/librocblas.so"}, lib);
        if (!m_h) {
            why = "rocBLAS library not found (tried " + lib + "); install it or point TBP_BLAS_LIB at it";
            return false;
        }
        m_create = reinterpret_cast<int (*)(void**)>(::dlsym(m_h, "rocblas_create_handle"));
        m_setStream = reinterpret_cast<int (*)(void*, gpuStream_t)>(::dlsym(m_h, "rocblas_set_stream"));
        m_gemm = reinterpret_cast<GemmEx>(::dlsym(m_h, "rocblas_gemm_ex"));
        if (!m_create || !m_setStream || !m_gemm || m_create(&m_handle) != 0) {
            why = "rocBLAS library " + lib + " lacks rocblas_gemm_ex or cannot create a handle";
            return false;
        }
        return true;
    }
    std::string version() const {
        return "rocBLAS";
    }
    bool prepare(DType t, int m, int n, int k, void*, std::size_t) {
        if (t != DType::BF16) {
            why = "FP8 GEMM is not implemented for rocBLAS in this probe";
            return false;
        }
        m_m = m;
        m_n = n;
        m_k = k;
        return true;
    }
    bool run(const void* a, const void* b, void* d, gpuStream_t s) {
        const float alpha = 1.0f, beta = 0.0f;
        m_setStream(m_handle, s);
        return m_gemm(m_handle, 112, 111, m_m, m_n, m_k, &alpha, a, 168, m_k, b, 168, m_k, &beta, d, 168, m_m, d, 168,
                      m_m, 151, 0, 0, 0) == 0;
    }

private:
    using GemmEx = int (*)(void*, int, int, int, int, int, const void*, const void*, int, int, const void*, int, int,
                           const void*, const void*, int, int, void*, int, int, int, int, std::int32_t, std::uint32_t);
    void* m_h = nullptr;
    void* m_handle = nullptr;
    int m_m = 0, m_n = 0, m_k = 0;
    int (*m_create)(void**) = nullptr;
    int (*m_setStream)(void*, gpuStream_t) = nullptr;
    GemmEx m_gemm = nullptr;
#endif
};

bool fill(void* p, std::uint64_t n, int bytes, int mode, std::uint64_t rows, unsigned seed, gpuStream_t s) {
    fillKernel<<<1024, 256, 0, s>>>(p, n, bytes, mode, rows, seed);
    return gpuGetLastError() == gpuSuccess && gpuStreamSynchronize(s) == gpuSuccess;
}

int run(const Options& o, Emitter& em) {
    std::string why;
    const int n = gpuCountDevices(why);
    Blas blas;
    const bool haveBlas = n > 0 && blas.load();
    auto libs = gpuLibs();
    if (haveBlas)
        libs.push_back({"blas", blas.lib + " " + blas.version()});
    em.hello("tb-gemm", TBP_GPU_VENDOR, gpuDevices(n), libs, o.argsJson);
    if (n <= 0) {
        em.log("error", why);
        return em.end(kExitUnsupported);
    }
    if (!haveBlas) {
        em.check("gemm.blas", "unknown", blas.why);
        return em.end(kExitUnsupported);
    }
    const int dev = 0;
    (void)gpuSetDevice(dev);
    gpuDeviceProp_t prop{};
    (void)gpuGetDeviceProperties(&prop, dev);
    Peak peak;
    const bool known = lookupPeak(prop.name, peak);
    if (!known)
        em.log("warn", std::string("no datasheet peak for '") + prop.name + "': ratio is null");
    const int m = o.gemmM, nn = o.gemmN, k = o.gemmK;
    gpuStream_t s = nullptr;
    (void)gpuStreamCreateWithFlags(&s, gpuStreamNonBlocking);
    const std::size_t wsBytes = 64u << 20;
    void *a = nullptr, *b = nullptr, *d = nullptr, *ws = nullptr;
    const std::uint64_t am = static_cast<std::uint64_t>(m) * k, bm = static_cast<std::uint64_t>(k) * nn,
                        dm = static_cast<std::uint64_t>(m) * nn;
    if (gpuMalloc(&a, am * 2) != gpuSuccess || gpuMalloc(&b, bm * 2) != gpuSuccess ||
        gpuMalloc(&d, dm * 2) != gpuSuccess || gpuMalloc(&ws, wsBytes) != gpuSuccess) {
        em.log("error", "device allocation failed for " + std::to_string(m) + "x" + std::to_string(nn) + "x" +
                            std::to_string(k));
        return em.end(kExitRuntime);
    }
    int rc = kExitOk;
    for (const auto& op : o.ops) {
        const DType t = op == "fp8" ? DType::FP8 : DType::BF16;
        const int eb = t == DType::FP8 ? 1 : 2;
        const int cc = prop.major * 10 + prop.minor;
#ifdef TBP_CUDA
        const bool hasFp8 = cc >= 89;
#else
        const bool hasFp8 = false;
        (void)cc;
#endif
        if (t == DType::FP8 && (!hasFp8 || (known && peak.fp8 <= 0))) {
            em.check("gemm.fp8", "waived",
                     std::string(prop.name) + " has no FP8 tensor cores (or this build has no FP8 path)");
            continue;
        }
        Blas& bl = blas;
        if (!bl.prepare(t, m, nn, k, ws, wsBytes)) {
            em.check("gemm." + op, "unknown", bl.why);
            if (rc == kExitOk)
                rc = kExitUnsupported;
            continue;
        }
        // Timed runs on random data.
        fill(a, am, eb, 0, k, 1, s);
        fill(b, bm, eb, 0, k, 2, s);
        std::vector<double> tflops;
        gpuEvent_t e0, e1;
        (void)gpuEventCreate(&e0);
        (void)gpuEventCreate(&e1);
        bool ok = true;
        for (int r = 0; ok && r < o.warmup + o.repeats; ++r) {
            (void)gpuEventRecord(e0, s);
            for (int i = 0; ok && i < o.iters; ++i)
                ok = bl.run(a, b, d, s);
            (void)gpuEventRecord(e1, s);
            float ms = 0;
            ok = ok && gpuEventSynchronize(e1) == gpuSuccess && gpuEventElapsedTime(&ms, e0, e1) == gpuSuccess;
            if (ok && r >= o.warmup && ms > 0)
                tflops.push_back(2.0 * m * nn * k * o.iters / (ms * 1e-3) / 1e12);
        }
        (void)gpuEventDestroy(e0);
        (void)gpuEventDestroy(e1);
        if (!ok) {
            em.log("error", "GEMM " + op + " failed to run");
            rc = kExitRuntime;
            continue;
        }
        // Exact check: A = 1 and column j of B = (j%4+1)/4, so D(i,j) = k*(j%4+1)/4, exact in the fp32
        // accumulator; the expected bf16 is that value rounded to nearest even, as the library stores it.
        long long wrong = -1;
        if (o.check) {
            fill(a, am, eb, 1, k, 0, s);
            fill(b, bm, eb, 2, k, 0, s);
            ok = bl.run(a, b, d, s) && gpuStreamSynchronize(s) == gpuSuccess;
            std::vector<std::uint16_t> host(dm);
            ok = ok && gpuMemcpy(host.data(), d, dm * 2, gpuMemcpyDefault) == gpuSuccess;
            wrong = 0;
            for (std::uint64_t i = 0; ok && i < dm; ++i) {
                const float want = bf16ToFloat(static_cast<std::uint16_t>([](float v) {
                    unsigned u;
                    std::memcpy(&u, &v, 4);
                    return (u + 0x7FFF + ((u >> 16) & 1)) >> 16;  // round to nearest even, as the GPU does
                }(static_cast<float>(k) * ((i / static_cast<std::uint64_t>(m)) % 4 + 1) * 0.25f)));
                wrong += bf16ToFloat(host[i]) != want;
            }
            if (!ok) {
                em.log("error", "GEMM " + op + " check run failed");
                rc = kExitRuntime;
                wrong = -1;
            } else if (wrong) {
                em.log("error", "GEMM " + op + " data check failed: " + std::to_string(wrong) + " wrong elements");
                rc = kExitVerify;
            }
        }
        const Stats st = computeStats(tflops);
        const double pk = known ? (t == DType::FP8 ? peak.fp8 : peak.bf16) : 0;
        JsonObject x;
        x.integer("m", m).integer("n", nn).integer("k", k).integer("batch", o.iters);
        if (pk > 0)
            x.num("peak_tflops", pk).num("ratio", st.median / pk).str("peak_model", peak.model);
        else
            x.null("peak_tflops").null("ratio");
        if (wrong >= 0)
            x.integer("wrong", wrong);
        else
            x.null("wrong");
        Sample smp;
        smp.metric = "gemm." + op + ".tflops";
        smp.value = smp.median = st.median;
        smp.min = st.min;
        smp.max = st.max;
        smp.unit = "TFLOP/s";
        smp.iters = st.n;
        smp.extra = x.done();
        em.sample(smp);
    }
    (void)gpuFree(a);
    (void)gpuFree(b);
    (void)gpuFree(d);
    (void)gpuFree(ws);
    return em.end(rc);
}

}  // namespace
}  // namespace tbp

int main(int argc, char** argv) {
    tbp::Options o;
    std::string err;
    if (!tbp::parseOptions(argc, argv, o, err, "", {"bf16", "fp8"})) {
        std::fprintf(stderr, "tb-gemm: %s\n%s", err.c_str(),
                     tbp::usageText("tb-gemm", "  -m M -n N -k K  GEMM shape (default 8192)\n").c_str());
        return tbp::kExitUsage;
    }
    if (o.help) {
        std::printf(
            "%s", tbp::usageText("tb-gemm", "  -m M -n N -k K  GEMM shape (default 8192)\n  ops: bf16 fp8\n").c_str());
        return tbp::kExitOk;
    }
    tbp::Emitter em;
    if (o.backend == "host") {
        em.hello("tb-gemm", "host", {}, {}, o.argsJson);
        em.check("gemm.device", "unknown", "tb-gemm measures GPUs only; there is no host backend");
        return em.end(tbp::kExitUnsupported);
    }
    return tbp::run(o, em);
}
