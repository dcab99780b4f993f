// What a measurement backend must provide. HostBackend (memcpy, thread per rank) tests the harness
// without a GPU; GpuBackend (gpu_backend.cu, CUDA or HIP) is the real one.
#pragma once

#include "CollMath.h"
#include "Output.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tbp {

enum class Copy { H2D, D2H, D2D, P2P };

struct CollRank {
    int dev = 0;
    void* send = nullptr;  // maxBytes each
    void* recv = nullptr;
};

class Backend {
public:
    virtual ~Backend() = default;
    virtual const char* name() const = 0;  // host | cuda | hip
    // Number of devices; 0 with `why` set when none is usable (the probe then exits 2).
    virtual int deviceCount(std::string& why) = 0;
    virtual std::vector<DeviceInfo> devices() = 0;
    virtual std::vector<std::pair<std::string, std::string>> libs() = 0;

    // Device memory on `dev`, or pinned host memory when `host` is true.
    virtual void* alloc(int dev, std::uint64_t bytes, bool host, std::string& err) = 0;
    virtual void release(int dev, void* p, bool host) = 0;
    // Plain (pageable) host memory into/out of a buffer from alloc(); synchronous; for fills and checks.
    virtual bool upload(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) = 0;
    virtual bool download(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) = 0;
    virtual bool enablePeer(int dst, int src, std::string& why) = 0;
    // Total milliseconds of `reps` back-to-back copies (device timing where there is one); < 0 on error.
    virtual double copyMs(Copy kind, int dstDev, void* dst, int srcDev, const void* src, std::uint64_t bytes, int reps,
                          std::string& err) = 0;

    // Collectives over float32 / sum. World = all ranks; this process owns ranks [offset, offset+local).
    virtual bool collSetup(std::uint64_t maxBytes, std::string& why) = 0;
    virtual int collWorld() const = 0;
    virtual int collLocal() const = 0;
    virtual int collOffset() const = 0;
    virtual CollRank collRank(int local) const = 0;
    // Runs `iters` operations on every local rank and returns the wall milliseconds; < 0 on error.
    virtual double collRunMs(CollOp op, std::size_t totalCount, bool inPlace, int iters, std::string& err) = 0;
    virtual void collTeardown() = 0;
};

}  // namespace tbp
