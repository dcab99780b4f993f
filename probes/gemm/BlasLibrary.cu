// cuBLASLt and hipBLASLt share one shape of API (handle, matmul descriptor, matrix layouts, preference, heuristic,
// matmul), so one class drives both through a table of the vendor's symbol names and enum values. The CUDA values
// are checked against cublasLt.h at compile time; the HIP values are those of ROCm 6's hipblaslt.h and
// hip/library_types.h (Debian's ROCm 5.2 has no hipBLASLt to check them against).
#include "BlasLibrary.h"

#ifdef TBP_CUDA
#include <cublasLt.h>  // types and enums only, for the checks below; the library itself is dlopened
#endif

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

namespace tbp {

namespace {

struct LtAbi {
    const char* prefix;  // symbol prefix: cublasLt | hipblasLt
    int opN, opT;
    int computeF32, realF32, realBf16, realFp8, realFp8Fnuz;
    int descTransA, descTransB, prefMaxWorkspace;
};

#ifdef TBP_CUDA
constexpr LtAbi kAbi{"cublasLt", 0, 1, 68, 0, 14, 28, -1, 3, 4, 1};
static_assert(kAbi.opN == CUBLAS_OP_N && kAbi.opT == CUBLAS_OP_T, "cuBLAS operations");
static_assert(kAbi.computeF32 == CUBLAS_COMPUTE_32F, "cuBLAS compute type");
static_assert(kAbi.realF32 == CUDA_R_32F && kAbi.realBf16 == CUDA_R_16BF && kAbi.realFp8 == CUDA_R_8F_E4M3,
              "CUDA data types");
static_assert(kAbi.descTransA == CUBLASLT_MATMUL_DESC_TRANSA && kAbi.descTransB == CUBLASLT_MATMUL_DESC_TRANSB,
              "cuBLASLt descriptor attributes");
static_assert(kAbi.prefMaxWorkspace == CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, "cuBLASLt preference");
static_assert(sizeof(cublasLtMatmulHeuristicResult_t) <= 256, "heuristic result fits the buffer");
#else
// hipblasOperation_t, hipblasComputeType_t, hipDataType, hipblasLtMatmulDescAttributes_t,
// hipblasLtMatmulPreferenceAttributes_t (ROCm 6.x).
constexpr LtAbi kAbi{"hipblasLt", 111, 112, 2, 0, 14, 28, 1000, 0, 1, 1};
#endif

// The library's entry points, typed by their C ABI with opaque handles.
struct LtApi {
    int (*create)(void**) = nullptr;
    int (*descCreate)(void**, int, int) = nullptr;
    int (*descSet)(void*, int, const void*, std::size_t) = nullptr;
    int (*descDestroy)(void*) = nullptr;
    int (*layoutCreate)(void**, int, std::uint64_t, std::uint64_t, std::int64_t) = nullptr;
    int (*layoutDestroy)(void*) = nullptr;
    int (*prefCreate)(void**) = nullptr;
    int (*prefSet)(void*, int, const void*, std::size_t) = nullptr;
    int (*prefDestroy)(void*) = nullptr;
    int (*heuristic)(void*, void*, void*, void*, void*, void*, void*, int, void*, int*) = nullptr;
    int (*matmul)(void*, void*, const void*, const void*, void*, const void*, void*, const void*, const void*, void*,
                  void*, void*, const void*, void*, std::size_t, gpuStream_t) = nullptr;
};

class LtBlas : public BlasLibrary {
public:
    LtBlas(void* h, std::string lib, bool fnuz) : m_h(h), m_lib(std::move(lib)), m_fnuz(fnuz) {}
    bool load() {
        bool ok = true;
        auto sym = [&](auto& fn, const char* suffix) {
            const std::string name = std::string(kAbi.prefix) + suffix;
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(::dlsym(m_h, name.c_str()));
            ok = ok && fn;
        };
        sym(m_api.create, "Create");
        sym(m_api.descCreate, "MatmulDescCreate");
        sym(m_api.descSet, "MatmulDescSetAttribute");
        sym(m_api.descDestroy, "MatmulDescDestroy");
        sym(m_api.layoutCreate, "MatrixLayoutCreate");
        sym(m_api.layoutDestroy, "MatrixLayoutDestroy");
        sym(m_api.prefCreate, "MatmulPreferenceCreate");
        sym(m_api.prefSet, "MatmulPreferenceSetAttribute");
        sym(m_api.prefDestroy, "MatmulPreferenceDestroy");
        sym(m_api.heuristic, "MatmulAlgoGetHeuristic");
        sym(m_api.matmul, "Matmul");
        if (!ok) {
            m_why = m_lib + " lacks a " + kAbi.prefix + " entry point this probe needs";
            return false;
        }
        if (m_api.create(&m_handle) != 0) {
            m_why = std::string(kAbi.prefix) + "Create failed (no usable GPU for " + m_lib + "?)";
            return false;
        }
#ifdef TBP_CUDA
        auto getVersion = reinterpret_cast<std::size_t (*)()>(::dlsym(m_h, "cublasLtGetVersion"));
        const std::size_t v = getVersion ? getVersion() : 0;
        m_version = v ? std::to_string(v / 10000) + "." + std::to_string(v / 100 % 100) + "." + std::to_string(v % 100)
                      : "unknown";
        // cuBLASLt's major follows the CUDA major it was built for; a CUDA 13 build must not run a cuBLASLt 12.
        const std::size_t want = CUDART_VERSION / 1000;
        if (v && v / 10000 != want) {
            m_why = m_lib + " is cuBLASLt " + m_version + ", but this tb-gemm was built with CUDA " +
                    std::to_string(want) + ": point TBP_BLAS_LIB at a libcublasLt.so." + std::to_string(want) +
                    " (or build the probes with the toolkit that matches it)";
            return false;
        }
#else
        auto getVersion = reinterpret_cast<int (*)(void*, int*)>(::dlsym(m_h, "hipblasLtGetVersion"));
        int v = 0;
        m_version = getVersion && getVersion(m_handle, &v) == 0 ? std::to_string(v) : "unknown";
#endif
        return true;
    }
    std::string lib() const override {
        return m_lib;
    }
    std::string version() const override {
        return std::string(kAbi.prefix) + " " + m_version;
    }
    bool supportsFp8() const override {
        return true;
    }
    bool prepare(DType t, int m, int n, int k, void* ws, std::size_t wsBytes) override {
        release();
        const int in = t == DType::BF16 ? kAbi.realBf16 : (m_fnuz ? kAbi.realFp8Fnuz : kAbi.realFp8);
        if (in < 0) {
            m_why = "this library has no FNUZ FP8 type";
            return false;
        }
        const int ta = kAbi.opT, tb = kAbi.opN;
        bool ok = m_api.descCreate(&m_desc, kAbi.computeF32, kAbi.realF32) == 0 &&
                  m_api.descSet(m_desc, kAbi.descTransA, &ta, sizeof ta) == 0 &&
                  m_api.descSet(m_desc, kAbi.descTransB, &tb, sizeof tb) == 0 &&
                  m_api.layoutCreate(&m_a, in, static_cast<std::uint64_t>(k), static_cast<std::uint64_t>(m), k) == 0 &&
                  m_api.layoutCreate(&m_b, in, static_cast<std::uint64_t>(k), static_cast<std::uint64_t>(n), k) == 0 &&
                  m_api.layoutCreate(&m_c, kAbi.realBf16, static_cast<std::uint64_t>(m), static_cast<std::uint64_t>(n),
                                     m) == 0 &&
                  m_api.prefCreate(&m_pref) == 0 &&
                  m_api.prefSet(m_pref, kAbi.prefMaxWorkspace, &wsBytes, sizeof wsBytes) == 0;
        int found = 0;
        ok = ok && m_api.heuristic(m_handle, m_desc, m_a, m_b, m_c, m_c, m_pref, 1, m_result.data(), &found) == 0 &&
             found > 0;
        if (!ok)
            m_why = std::string(kAbi.prefix) + " found no algorithm for this GEMM";
        m_ws = ws;
        m_wsBytes = wsBytes;
        return ok;
    }
    bool run(const void* a, const void* b, void* d, gpuStream_t s) override {
        const float alpha = 1.0f, beta = 0.0f;
        // The algorithm is the first member of the heuristic result, in both libraries.
        return m_api.matmul(m_handle, m_desc, &alpha, a, m_a, b, m_b, &beta, d, m_c, d, m_c, m_result.data(), m_ws,
                            m_wsBytes, s) == 0;
    }
    ~LtBlas() override {
        release();
    }

private:
    void release() {
        if (m_desc)
            m_api.descDestroy(m_desc);
        for (void* l : {m_a, m_b, m_c})
            if (l)
                m_api.layoutDestroy(l);
        if (m_pref)
            m_api.prefDestroy(m_pref);
        m_desc = m_a = m_b = m_c = m_pref = nullptr;
    }
    void* m_h;
    std::string m_lib, m_version;
    bool m_fnuz;
    LtApi m_api;
    void* m_handle = nullptr;
    void *m_desc = nullptr, *m_a = nullptr, *m_b = nullptr, *m_c = nullptr, *m_pref = nullptr;
    std::vector<unsigned char> m_result = std::vector<unsigned char>(256, 0);
    void* m_ws = nullptr;
    std::size_t m_wsBytes = 0;
};

#ifdef TBP_HIP
// rocBLAS C ABI (rocblas-types.h): operation none 111, transpose 112; datatype f32 151, bf16 168; gemm algo
// standard 0. Where hipBLASLt is missing: bf16 only.
class RocBlas : public BlasLibrary {
public:
    RocBlas(void* h, std::string lib) : m_h(h), m_lib(std::move(lib)) {}
    bool load() {
        m_create = reinterpret_cast<int (*)(void**)>(::dlsym(m_h, "rocblas_create_handle"));
        m_setStream = reinterpret_cast<int (*)(void*, gpuStream_t)>(::dlsym(m_h, "rocblas_set_stream"));
        m_gemm = reinterpret_cast<GemmEx>(::dlsym(m_h, "rocblas_gemm_ex"));
        auto ver = reinterpret_cast<int (*)(char*, std::size_t)>(::dlsym(m_h, "rocblas_get_version_string"));
        char buf[128] = {0};
        m_version = ver && ver(buf, sizeof buf) == 0 ? std::string("rocBLAS ") + buf : "rocBLAS unknown";
        if (!m_create || !m_setStream || !m_gemm || m_create(&m_handle) != 0) {
            m_why = "rocBLAS library " + m_lib + " lacks rocblas_gemm_ex or cannot create a handle";
            return false;
        }
        return true;
    }
    std::string lib() const override { return m_lib; }
    std::string version() const override { return m_version; }
    bool supportsFp8() const override { return false; }
    bool prepare(DType t, int m, int n, int k, void*, std::size_t) override {
        if (t != DType::BF16) {
            m_why = "FP8 GEMM needs hipBLASLt (only rocBLAS was found)";
            return false;
        }
        m_m = m;
        m_n = n;
        m_k = k;
        return true;
    }
    bool run(const void* a, const void* b, void* d, gpuStream_t s) override {
        const float alpha = 1.0f, beta = 0.0f;
        m_setStream(m_handle, s);
        return m_gemm(m_handle, 112, 111, m_m, m_n, m_k, &alpha, a, 168, m_k, b, 168, m_k, &beta, d, 168, m_m, d, 168,
                      m_m, 151, 0, 0, 0) == 0;
    }

private:
    using GemmEx = int (*)(void*, int, int, int, int, int, const void*, const void*, int, int, const void*, int, int,
                           const void*, const void*, int, int, void*, int, int, int, int, std::int32_t, std::uint32_t);
    void* m_h;
    std::string m_lib, m_version;
    void* m_handle = nullptr;
    int m_m = 0, m_n = 0, m_k = 0;
    int (*m_create)(void**) = nullptr;
    int (*m_setStream)(void*, gpuStream_t) = nullptr;
    GemmEx m_gemm = nullptr;
};
#endif

}  // namespace

std::unique_ptr<BlasLibrary> loadBlas(bool fnuzFp8, std::string& why) {
    std::string tried;
#ifdef TBP_CUDA
    // Only the cuBLASLt of this build's CUDA major: "libcublasLt.so.12" is never a fallback of a CUDA 13 build.
    const std::string want = "libcublasLt.so." + std::to_string(CUDART_VERSION / 1000);
    void* h = openFirst("TBP_BLAS_LIB", {want.c_str(), "libcublasLt.so"}, tried);
    if (!h) {
        why = "cuBLASLt library not found (tried " + tried + "); install it or point TBP_BLAS_LIB at it";
        return nullptr;
    }
    auto lt = std::make_unique<LtBlas>(h, tried, false);
    if (!lt->load()) {
        why = lt->why();
        return nullptr;
    }
    return lt;
#else
    void* h = openFirst("TBP_BLAS_LIB",
                        {"libhipblaslt.so.1", "libhipblaslt.so.0", "libhipblaslt.so", "/opt/rocm/lib/libhipblaslt.so"},
                        tried);
    std::string ltWhy;
    if (h && ::dlsym(h, "hipblasLtCreate")) {
        auto lt = std::make_unique<LtBlas>(h, tried, fnuzFp8);
        if (lt->load())
            return lt;
        ltWhy = lt->why();
    }
    std::string triedRoc;
    void* r = h && ::dlsym(h, "rocblas_create_handle")
                  ? h
                  : openFirst("TBP_BLAS_LIB_ROCBLAS",
                              {"librocblas.so.5", "librocblas.so.4", "librocblas.so", "/opt/rocm/lib/librocblas.so"},
                              triedRoc);
    if (!r) {
        why = "neither hipBLASLt (tried " + tried + (ltWhy.empty() ? "" : ": " + ltWhy) + ") nor rocBLAS (tried " +
              triedRoc + ") found; install one or point TBP_BLAS_LIB at it";
        return nullptr;
    }
    auto roc = std::make_unique<RocBlas>(r, h == r ? tried : triedRoc);
    if (!roc->load()) {
        why = roc->why();
        return nullptr;
    }
    return roc;
#endif
}

}  // namespace tbp
