// Backend on plain host memory in one process: "devices" are malloc'ed buffers, copies are memcpy, each
// collective rank is a thread. It exists so the sweep, timing, verification, bandwidth maths and output of the GPU
// probes are tested on machines without a GPU. (Ranks in separate processes: HostTcpBackend.) TBP_HOST_FAKE_NODEVICE=1
// makes it report no device (tests). TBP_HOST_CORRUPT=1 flips one received element after each collective and one byte
// after each copy (tests the data checks).
#pragma once

#include "Backend.h"

namespace tbp {

class HostBackend : public CopyBackend, public CollBackend {
public:
    explicit HostBackend(int ranks) : m_ranks(ranks > 0 ? ranks : 2) {}
    const char* name() const override { return "host"; }
    int deviceCount(std::string& why) override;
    std::vector<DeviceInfo> devices() override;
    std::vector<std::pair<std::string, std::string>> libs() override { return {}; }
    void* alloc(int dev, std::uint64_t bytes, std::string& err) override;
    void release(int dev, void* p) override;
    void* allocHostFor(int dev, std::uint64_t bytes, std::string& where, std::string& err) override;
    void releaseHost(int dev, void* p) override { release(dev, p); }
    void bindNear(int) override {}
    void unbind() override {}
    bool upload(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) override;
    bool download(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) override;
    bool enablePeer(int, int, std::string&) override { return true; }
    double copyMs(Copy kind, int dstDev, void* dst, int srcDev, const void* src, std::uint64_t bytes, int reps,
                  std::string& err) override;

    bool collSetup(std::uint64_t maxBytes, std::string& why) override;
    int collWorld() const override { return m_ranks; }
    int collLocal() const override { return m_ranks; }
    int collOffset() const override { return 0; }
    CollRank collRank(int local) const override { return m_coll[static_cast<std::size_t>(local)]; }
    double collRunMs(CollOp op, std::size_t totalCount, bool inPlace, int iters, std::string& err) override;
    void collTeardown() override;
    std::string transport() const override { return "threads"; }
    std::string transportDetail() const override {
        return "one process, a thread per rank, shared memory: tests the harness; the figures are memcpy speed, not "
               "a network's";
    }
    bool collBarrier(std::string&) override { return true; }
    bool collReduce(double*, int, Reduce, std::string&) override { return true; }

private:
    int m_ranks;
    std::vector<CollRank> m_coll;
};

}  // namespace tbp
