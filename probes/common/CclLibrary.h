// NCCL and RCCL loaded with dlopen (their shared C ABI), so a node without the library gets a clear
// "unsupported" instead of a loader error, and the node's own library (matching its driver) is used.
#pragma once

#include "GpuRuntime.h"

#include <string>
#include <type_traits>

namespace tbp {

// The NCCL C ABI, which RCCL shares. Enum values are stable across versions.
struct CclId {
    char internal[128];
};
using CclComm = void*;
constexpr int kCclFloat32 = 7;
constexpr int kCclFloat64 = 8;
constexpr int kCclSum = 0;
constexpr int kCclMax = 2;
constexpr int kCclMin = 3;

struct Ccl {
    void* handle = nullptr;
    std::string lib;
    int (*getVersion)(int*) = nullptr;
    const char* (*getErrorString)(int) = nullptr;
    int (*getUniqueId)(CclId*) = nullptr;
    int (*commInitRank)(CclComm*, int, CclId, int) = nullptr;
    int (*commInitAll)(CclComm*, int, const int*) = nullptr;
    int (*commDestroy)(CclComm) = nullptr;
    int (*allReduce)(const void*, void*, size_t, int, int, CclComm, gpuStream_t) = nullptr;
    int (*allGather)(const void*, void*, size_t, int, CclComm, gpuStream_t) = nullptr;
    int (*reduceScatter)(const void*, void*, size_t, int, int, CclComm, gpuStream_t) = nullptr;
    int (*send)(const void*, size_t, int, int, CclComm, gpuStream_t) = nullptr;
    int (*recv)(void*, size_t, int, int, CclComm, gpuStream_t) = nullptr;
    int (*groupStart)() = nullptr;
    int (*groupEnd)() = nullptr;

    bool load(std::string& why) {
        if (handle)
            return true;
#ifdef TBP_HIP
        handle = openFirst("TBP_CCL_LIB", {"librccl.so.1", "librccl.so", "/opt/rocm/lib/librccl.so.1"}, lib);
        const char* what = "RCCL";
#else
        handle = openFirst("TBP_CCL_LIB", {"libnccl.so.2", "libnccl.so"}, lib);
        const char* what = "NCCL";
#endif
        if (!handle) {
            why = std::string(what) + " library not found (tried " + lib + "); install it or point TBP_CCL_LIB at it";
            return false;
        }
        bool ok = true;
        auto sym = [&](auto& fn, const char* name) {
            fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(::dlsym(handle, name));
            ok = ok && fn;
        };
        sym(getVersion, "ncclGetVersion");
        sym(getErrorString, "ncclGetErrorString");
        sym(getUniqueId, "ncclGetUniqueId");
        sym(commInitRank, "ncclCommInitRank");
        sym(commInitAll, "ncclCommInitAll");
        sym(commDestroy, "ncclCommDestroy");
        sym(allReduce, "ncclAllReduce");
        sym(allGather, "ncclAllGather");
        sym(reduceScatter, "ncclReduceScatter");
        sym(send, "ncclSend");
        sym(recv, "ncclRecv");
        sym(groupStart, "ncclGroupStart");
        sym(groupEnd, "ncclGroupEnd");
        if (!ok)
            why = std::string(what) + " library " + lib + " lacks a needed entry point (too old?)";
        return ok;
    }
    std::string version() const {
        int v = 0;
        if (!getVersion || getVersion(&v) != 0)
            return "unknown";
        const int major = v >= 10000 ? v / 10000 : v / 1000;
        const int minor = v >= 10000 ? (v % 10000) / 100 : (v % 1000) / 100;
        const int patch = v >= 10000 ? v % 100 : v % 100;
        return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
    }
    std::string err(int r) const {
        return getErrorString ? getErrorString(r) : std::to_string(r);
    }
};

}  // namespace tbp
