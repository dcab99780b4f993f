// HIP build of GemmCases.cu (CMake treats .hip files as HIP; the source is shared).
#include "GemmCases.cu"
