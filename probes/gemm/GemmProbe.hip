// HIP build of GemmProbe.cu (CMake treats .hip files as HIP; the source is shared).
#include "GemmProbe.cu"
