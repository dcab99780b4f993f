// tb-gemm's library guard without a GPU: a CUDA 13 build takes a cuBLASLt 13 and refuses a cuBLASLt 12 (stand-in
// libraries built from StubCublasLt.c), and names both versions when it refuses.
#include "BlasLibrary.h"
#include "ProbeTest.h"

#include <cstdlib>
#include <string>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: probes_blas_unit STUB_12 STUB_MATCHING\n");
        return 2;
    }
    std::string why;
    setenv("TBP_BLAS_LIB", argv[1], 1);
    auto old = tbp::loadBlas(false, why);
    EXPECT(!old);
    EXPECT(why.find("is cuBLASLt 12.9.0") != std::string::npos);
    EXPECT(why.find("built with CUDA " + std::to_string(CUDART_VERSION / 1000)) != std::string::npos);
    std::printf("refused: %s\n", why.c_str());
    setenv("TBP_BLAS_LIB", argv[2], 1);
    why.clear();
    auto good = tbp::loadBlas(false, why);
    EXPECT(good != nullptr);
    if (good) {
        EXPECT(good->lib() == argv[2]);
        EXPECT(good->version().find("cublasLt " + std::to_string(CUDART_VERSION / 1000) + ".") == 0);
        EXPECT(good->supportsFp8());
        std::printf("took: %s %s\n", good->lib().c_str(), good->version().c_str());
    } else {
        std::fprintf(stderr, "not taken: %s\n", why.c_str());
    }
    return testResult("probes_blas_unit");
}
