#!/bin/sh
# Compile check of the HIP probes with Debian 12's ROCm 5.2 packages (hipcc, clang-15), as CI does.
# Debian's HIP cannot target gfx942/gfx950 and its binaries need libamdhip64.so.5, so real AMD nodes build
# the probes themselves (/opt/rocm/llvm/bin/clang++); this only proves the shared sources compile as HIP.
# usage: probes/tools/hip-debian-check.sh [BUILD_DIR]     (needs: apt-get install hipcc libamdhip64-dev)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/../build-probes-hip}
shim=$build/rocm-shim
mkdir -p "$shim/lib/cmake"
# CMake 3.25 looks for <rocm root>/lib/cmake/{hip-lang,amd_comgr}; Debian keeps them under the multiarch dir.
for d in hip-lang amd_comgr; do
    ln -sfn "/usr/lib/x86_64-linux-gnu/cmake/$d" "$shim/lib/cmake/$d"
done
# The env var reaches find_dependency() inside try_compile, where cache variables do not.
export CMAKE_PREFIX_PATH="$shim"
cmake -S "$src" -B "$build" -G Ninja -DPROBES_CUDA=OFF -DPROBES_HIP=ON \
    -DCMAKE_HIP_COMPILER=clang++-15 -DCMAKE_HIP_COMPILER_ROCM_ROOT="$shim" -DCMAKE_HIP_ARCHITECTURES=gfx90a \
    -DCMAKE_HIP_FLAGS="--rocm-path=/usr --hip-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
cmake --build "$build" -j2 --target tb-membw tb-coll tb-gemm
echo "HIP probes compiled for gfx90a in $build"
