// HIP build of gpu_backend.cu (CMake treats .hip files as HIP; the source is shared).
#include "gpu_backend.cu"
