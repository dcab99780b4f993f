// What a measurement backend must provide: copies for tb-membw, collectives for tb-coll. HostBackend (memcpy, a
// thread per rank) and HostTcpBackend (one rank per process over TCP) run without a GPU; GpuBackend
// (GpuBackend.cu, CUDA or HIP) is the real one.
#pragma once

#include "CollMath.h"
#include "Output.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tbp {

enum class Copy { H2D, D2H, D2D, P2P };

// What every backend provides: what the `hello` line says, and plain transfers for fills and checks.
class DeviceSource {
public:
    virtual ~DeviceSource() = default;
    virtual const char* name() const = 0;  // host | cuda | hip
    // Number of devices; 0 with `why` set when none is usable (the probe then exits 2).
    virtual int deviceCount(std::string& why) = 0;
    virtual std::vector<DeviceInfo> devices() = 0;
    virtual std::vector<std::pair<std::string, std::string>> libs() = 0;
    // Plain (pageable) host memory into/out of device memory of `dev`; synchronous.
    virtual bool upload(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) = 0;
    virtual bool download(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) = 0;
};

class CopyBackend : public virtual DeviceSource {
public:
    // Device memory on `dev`.
    virtual void* alloc(int dev, std::uint64_t bytes, std::string& err) = 0;
    virtual void release(int dev, void* p) = 0;
    // Pinned host memory for copies to and from `dev`, placed on the CPU socket nearest to `dev` where the machine
    // says which one that is (`where` names it, for a fact). One buffer per device: a single buffer would measure
    // the inter-socket link for the GPUs on the far socket.
    virtual void* allocHostFor(int dev, std::uint64_t bytes, std::string& where, std::string& err) = 0;
    virtual void releaseHost(int dev, void* p) = 0;
    // While alive, the calling thread runs on the CPUs nearest to `dev` (restored after); a no-op where unknown.
    virtual void bindNear(int dev) = 0;
    virtual void unbind() = 0;
    virtual bool enablePeer(int dst, int src, std::string& why) = 0;
    // Total milliseconds of `reps` back-to-back copies (device timing where there is one); < 0 on error.
    virtual double copyMs(Copy kind, int dstDev, void* dst, int srcDev, const void* src, std::uint64_t bytes, int reps,
                          std::string& err) = 0;
};

struct CollRank {
    int dev = 0;
    void* send = nullptr;  // maxBytes each
    void* recv = nullptr;
};

enum class Reduce { Sum, Max, Min };

// Collectives over float32 / sum. World = all ranks; this process owns ranks [offset, offset+local).
class CollBackend : public virtual DeviceSource {
public:
    virtual bool collSetup(std::uint64_t maxBytes, std::string& why) = 0;
    virtual int collWorld() const = 0;
    virtual int collLocal() const = 0;
    virtual int collOffset() const = 0;
    virtual CollRank collRank(int local) const = 0;
    // Runs `iters` operations on every local rank and returns this process's wall milliseconds; < 0 on error.
    virtual double collRunMs(CollOp op, std::size_t totalCount, bool inPlace, int iters, std::string& err) = 0;
    virtual void collTeardown() = 0;
    // How the ranks talk: "nccl", "rccl", "threads" (one process, shared memory) or "tcp" (the front-end network).
    virtual std::string transport() const = 0;
    // One sentence for the `coll.transport` fact: what the figures measure.
    virtual std::string transportDetail() const = 0;

    // Across processes (no-ops within one): every process waits until all arrived; `values` become the reduction
    // over all processes. False with `err` naming the rank that failed or went silent.
    virtual bool collBarrier(std::string& err) = 0;
    virtual bool collReduce(double* values, int n, Reduce op, std::string& err) = 0;
    // A clean end: the last barrier, after which a peer that closes its connections is not a failure.
    virtual bool collFinish(std::string& err) { return collBarrier(err); }
    // This process failed on its own (`why`): the other processes are told, so they fail naming it, not hang.
    virtual void collAbort(const std::string&) {}
};

}  // namespace tbp
