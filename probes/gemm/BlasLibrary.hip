// HIP build of BlasLibrary.cu (CMake treats .hip files as HIP; the source is shared).
#include "BlasLibrary.cu"
