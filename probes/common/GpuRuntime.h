// One source for CUDA and HIP: the probes call gpu* names, mapped here to the vendor's runtime.
// `__global__`, `blockIdx` and `<<<grid, block, shmem, stream>>>` are the same in both.
#pragma once

#if defined(__HIP_PLATFORM_AMD__) || defined(__HIPCC__)
#include <hip/hip_runtime.h>
#define TBP_GPU_VENDOR "hip"
#define TBP_HIP 1
#define TBP_HIP_OR_CUDA(h, c) h
using gpuError_t = hipError_t;
using gpuStream_t = hipStream_t;
using gpuEvent_t = hipEvent_t;
using gpuDeviceProp_t = hipDeviceProp_t;
#define gpuSuccess hipSuccess
#define gpuErrorNoDevice hipErrorNoDevice
#define gpuErrorInsufficientDriver hipErrorInsufficientDriver
#define gpuErrorPeerAccessAlreadyEnabled hipErrorPeerAccessAlreadyEnabled
#define gpuGetErrorString hipGetErrorString
#define gpuGetLastError hipGetLastError
#define gpuGetDeviceCount hipGetDeviceCount
#define gpuSetDevice hipSetDevice
#define gpuGetDeviceProperties hipGetDeviceProperties
#define gpuDeviceGetPCIBusId hipDeviceGetPCIBusId
#define gpuDriverGetVersion hipDriverGetVersion
#define gpuRuntimeGetVersion hipRuntimeGetVersion
#define gpuMalloc hipMalloc
#define gpuFree hipFree
#define gpuMallocHost(p, n) hipHostMalloc((p), (n), hipHostMallocDefault)
#define gpuFreeHost hipHostFree
#define gpuMemcpy hipMemcpy
#define gpuMemcpyAsync hipMemcpyAsync
#define gpuMemcpyPeerAsync hipMemcpyPeerAsync
#define gpuMemcpyDefault hipMemcpyDefault
#define gpuStreamCreateWithFlags hipStreamCreateWithFlags
#define gpuStreamNonBlocking hipStreamNonBlocking
#define gpuStreamDestroy hipStreamDestroy
#define gpuStreamSynchronize hipStreamSynchronize
#define gpuEventCreate hipEventCreate
#define gpuEventRecord hipEventRecord
#define gpuEventSynchronize hipEventSynchronize
#define gpuEventElapsedTime hipEventElapsedTime
#define gpuEventDestroy hipEventDestroy
#define gpuDeviceCanAccessPeer hipDeviceCanAccessPeer
#define gpuDeviceEnablePeerAccess hipDeviceEnablePeerAccess
#define gpuDeviceSynchronize hipDeviceSynchronize
#define gpuHostRegister hipHostRegister
#define gpuHostUnregister hipHostUnregister
#define gpuHostRegisterPortable hipHostRegisterPortable
#define gpuHostAllocMappedPortable(p, n) \
    hipHostMalloc((p), (n), hipHostMallocMapped | hipHostMallocPortable | hipHostMallocCoherent)
#define gpuHostGetDevicePointer hipHostGetDevicePointer
#else
#include <cuda_runtime.h>
#define TBP_GPU_VENDOR "cuda"
#define TBP_CUDA 1
#define TBP_HIP_OR_CUDA(h, c) c
using gpuError_t = cudaError_t;
using gpuStream_t = cudaStream_t;
using gpuEvent_t = cudaEvent_t;
using gpuDeviceProp_t = cudaDeviceProp;
#define gpuSuccess cudaSuccess
#define gpuErrorNoDevice cudaErrorNoDevice
#define gpuErrorInsufficientDriver cudaErrorInsufficientDriver
#define gpuErrorPeerAccessAlreadyEnabled cudaErrorPeerAccessAlreadyEnabled
#define gpuGetErrorString cudaGetErrorString
#define gpuGetLastError cudaGetLastError
#define gpuGetDeviceCount cudaGetDeviceCount
#define gpuSetDevice cudaSetDevice
#define gpuGetDeviceProperties cudaGetDeviceProperties
#define gpuDeviceGetPCIBusId cudaDeviceGetPCIBusId
#define gpuDriverGetVersion cudaDriverGetVersion
#define gpuRuntimeGetVersion cudaRuntimeGetVersion
#define gpuMalloc cudaMalloc
#define gpuFree cudaFree
#define gpuMallocHost(p, n) cudaMallocHost((p), (n))
#define gpuFreeHost cudaFreeHost
#define gpuMemcpy cudaMemcpy
#define gpuMemcpyAsync cudaMemcpyAsync
#define gpuMemcpyPeerAsync cudaMemcpyPeerAsync
#define gpuMemcpyDefault cudaMemcpyDefault
#define gpuStreamCreateWithFlags cudaStreamCreateWithFlags
#define gpuStreamNonBlocking cudaStreamNonBlocking
#define gpuStreamDestroy cudaStreamDestroy
#define gpuStreamSynchronize cudaStreamSynchronize
#define gpuEventCreate cudaEventCreate
#define gpuEventRecord cudaEventRecord
#define gpuEventSynchronize cudaEventSynchronize
#define gpuEventElapsedTime cudaEventElapsedTime
#define gpuEventDestroy cudaEventDestroy
#define gpuDeviceCanAccessPeer cudaDeviceCanAccessPeer
#define gpuDeviceEnablePeerAccess cudaDeviceEnablePeerAccess
#define gpuDeviceSynchronize cudaDeviceSynchronize
#define gpuHostRegister cudaHostRegister
#define gpuHostUnregister cudaHostUnregister
#define gpuHostRegisterPortable cudaHostRegisterPortable
#define gpuHostAllocMappedPortable(p, n) cudaHostAlloc((p), (n), cudaHostAllocMapped | cudaHostAllocPortable)
#define gpuHostGetDevicePointer cudaHostGetDevicePointer
#endif

#include "Output.h"

#include <initializer_list>

#include <dlfcn.h>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace tbp {

inline std::string gpuErr(gpuError_t e) {
    return gpuGetErrorString(e);
}

// Device count with a message an analyst understands when it is zero (see feasibility notes: with no
// driver the CUDA runtime says "insufficient driver", which is misleading).
inline int gpuCountDevices(std::string& why) {
    int drv = 0, n = 0;
    (void)gpuDriverGetVersion(&drv);
    const gpuError_t e = gpuGetDeviceCount(&n);
    (void)gpuGetLastError();
    if (e == gpuSuccess && n > 0)
        return n;
#ifdef TBP_CUDA
    int rt = 0;
    (void)gpuRuntimeGetVersion(&rt);
    if (drv == 0)
        why = "no NVIDIA driver found (libcuda.so.1 not loadable)";
    else if (e == gpuErrorInsufficientDriver)
        why = "NVIDIA driver too old for this CUDA runtime (driver supports CUDA " + std::to_string(drv / 1000) + "." +
              std::to_string(drv % 1000 / 10) + ", probes built with " + std::to_string(rt / 1000) + "." +
              std::to_string(rt % 1000 / 10) + "): build the probes on the node or use a matching bundle";
    else if (e == gpuErrorNoDevice || n == 0)
        why = "NVIDIA driver present but no CUDA device visible (check CUDA_VISIBLE_DEVICES)";
    else
        why = "CUDA runtime error: " + gpuErr(e);
#else
    why = e == gpuSuccess ? "no AMD GPU visible" : "no AMD GPU usable: " + gpuErr(e);
    if (drv == 0)
        why += " (no ROCm driver)";
#endif
    return 0;
}

inline std::vector<DeviceInfo> gpuDevices(int n) {
    std::vector<DeviceInfo> out;
    for (int i = 0; i < n; ++i) {
        gpuDeviceProp_t p{};
        if (gpuGetDeviceProperties(&p, i) != gpuSuccess)
            continue;
        char bus[32] = {0};
        (void)gpuDeviceGetPCIBusId(bus, sizeof bus, i);
        out.push_back({i, p.name, bus, static_cast<std::uint64_t>(p.totalGlobalMem)});
    }
    return out;
}

inline std::vector<std::pair<std::string, std::string>> gpuLibs() {
    int drv = 0, rt = 0;
    (void)gpuDriverGetVersion(&drv);
    (void)gpuRuntimeGetVersion(&rt);
    std::vector<std::pair<std::string, std::string>> libs;
#ifdef TBP_CUDA
    auto fmt = [](int v) { return std::to_string(v / 1000) + "." + std::to_string(v % 1000 / 10); };
    libs.push_back({"driver", "CUDA " + fmt(drv)});
    libs.push_back({"cuda_runtime", fmt(rt)});
    std::string s;
    FILE* f = std::fopen("/proc/driver/nvidia/version", "r");
    if (f) {
        char line[256] = {0};
        if (std::fgets(line, sizeof line, f)) {
            s = line;
            const auto k = s.find("Kernel Module");
            if (k != std::string::npos) {
                s = s.substr(k + 13);
                const auto b = s.find_first_not_of(" \t");
                s = b == std::string::npos ? "" : s.substr(b, s.find_first_of(" \t\n", b) - b);
                libs[0].second = s + " (CUDA " + fmt(drv) + ")";
            }
        }
        std::fclose(f);
    }
#else
    libs.push_back({"driver", std::to_string(drv)});
    libs.push_back({"hip_runtime", std::to_string(rt)});
#endif
    return libs;
}

// dlopen the first library of `names` that loads (after the override in env `overrideVar`).
inline void* openFirst(const char* overrideVar, std::initializer_list<const char*> names, std::string& tried) {
    std::vector<std::string> list;
    if (const char* o = std::getenv(overrideVar))
        list.push_back(o);
    for (const char* n : names)
        list.push_back(n);
    for (const auto& n : list) {
        if (void* h = ::dlopen(n.c_str(), RTLD_NOW | RTLD_LOCAL)) {
            tried = n;
            return h;
        }
        tried += (tried.empty() ? "" : ", ") + n;
    }
    return nullptr;
}

}  // namespace tbp
