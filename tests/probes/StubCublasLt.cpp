// A stand-in cuBLASLt for probes_blas_unit: every entry point tb-gemm looks up, doing nothing, and a version
// chosen at build time (-DTBP_STUB_VERSION=120900 makes it a "cuBLASLt 12.9.0").
#include <cstddef>

extern "C" {

std::size_t cublasLtGetVersion() {
    return TBP_STUB_VERSION;
}
int cublasLtCreate(void** h) {
    *h = reinterpret_cast<void*>(1);
    return 0;
}
int cublasLtMatmulDescCreate(void** d, int, int) {
    *d = reinterpret_cast<void*>(1);
    return 0;
}
int cublasLtMatmulDescSetAttribute(void*, int, const void*, std::size_t) {
    return 0;
}
int cublasLtMatmulDescDestroy(void*) {
    return 0;
}
int cublasLtMatrixLayoutCreate(void** l, int, unsigned long, unsigned long, long) {
    *l = reinterpret_cast<void*>(1);
    return 0;
}
int cublasLtMatrixLayoutDestroy(void*) {
    return 0;
}
int cublasLtMatmulPreferenceCreate(void** p) {
    *p = reinterpret_cast<void*>(1);
    return 0;
}
int cublasLtMatmulPreferenceSetAttribute(void*, int, const void*, std::size_t) {
    return 0;
}
int cublasLtMatmulPreferenceDestroy(void*) {
    return 0;
}
int cublasLtMatmulAlgoGetHeuristic(void*, void*, void*, void*, void*, void*, void*, int, void*, int* found) {
    *found = 1;
    return 0;
}
int cublasLtMatmul() {
    return 0;
}
}
