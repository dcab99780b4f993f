// HIP build of gemm.cu (CMake treats .hip files as HIP; the source is shared).
#include "gemm.cu"
