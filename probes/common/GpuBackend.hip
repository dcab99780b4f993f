// HIP build of GpuBackend.cu (CMake treats .hip files as HIP; the source is shared).
#include "GpuBackend.cu"
