// The GPU backend of tb-membw and tb-coll, one source for CUDA and HIP (GpuRuntime.h). Copies are timed with
// events on a non-blocking stream held by a spin kernel while they are queued (as nvbandwidth does), so host
// dispatch is not in the time; pinned host buffers are placed on each GPU's NUMA node. Collectives go through
// NCCL/RCCL (CclLibrary.h); across processes the ranks meet through TcpGroup (or a shared id file), which also
// carries the barrier before each timed batch and the time reduction.
#include "BackendChoice.h"
#include "CclLibrary.h"
#include "IdExchange.h"
#include "NumaPlacement.h"
#include "TcpGroup.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace tbp {

namespace {

// Spins until the host sets flag[0] (or about a second passes, then flags the expiry in flag[1]), so the copies
// queued behind it start together once all are queued.
__global__ void holdStream(volatile int* flag, long long maxCycles) {
    const long long start = clock64();
    while (flag[0] == 0) {
        if (clock64() - start > maxCycles) {
            flag[1] = 1;
            break;
        }
    }
}

class GpuBackend : public CopyBackend, public CollBackend {
public:
    GpuBackend(const Options& o, const RankLayout& layout, bool wantCcl)
        : m_opts(o), m_wantCcl(wantCcl), m_layout(layout) {}
    ~GpuBackend() override {
        collTeardown();
        for (auto& s : m_streams)
            if (s.second)
                (void)gpuStreamDestroy(s.second);
        if (m_flag)
            (void)gpuFreeHost(const_cast<int*>(m_flag));
    }
    const char* name() const override { return TBP_GPU_VENDOR; }

    int deviceCount(std::string& why) override {
        if (m_count < 0) {
            m_count = gpuCountDevices(m_why);
            if (m_count > 0 && m_opts.ranks > 0 && m_opts.ranks < m_count)
                m_count = m_opts.ranks;
        }
        why = m_why;
        return m_count;
    }
    std::vector<DeviceInfo> devices() override {
        std::string why;
        return gpuDevices(deviceCount(why));
    }
    std::vector<std::pair<std::string, std::string>> libs() override {
        auto l = gpuLibs();
        std::string why;
        if (m_wantCcl && m_ccl.load(why))
            l.push_back({TBP_HIP_OR_CUDA("rccl", "nccl"), m_ccl.version() + " (" + m_ccl.lib + ")"});
        return l;
    }

    // ---- copies
    void* alloc(int dev, std::uint64_t bytes, std::string& err) override {
        void* p = nullptr;
        gpuError_t e = gpuSetDevice(dev);
        if (e == gpuSuccess)
            e = gpuMalloc(&p, bytes);
        if (e != gpuSuccess) {
            err = "device allocation of " + std::to_string(bytes) + " bytes failed: " + gpuErr(e);
            return nullptr;
        }
        return p;
    }
    void release(int dev, void* p) override {
        (void)gpuSetDevice(dev);
        (void)gpuFree(p);
    }
    void* allocHostFor(int dev, std::uint64_t bytes, std::string& where, std::string& err) override {
        const NumaNode node = nodeOf(dev);
        NumaBinding binding;
        std::string bindErr;
        const bool bound = node.node >= 0 && binding.bind(node, bindErr);
        // Touched here, under the binding, so the pages come from that node; then pinned for DMA.
        const std::uint64_t rounded = (bytes + 4095) / 4096 * 4096;
        void* p = std::aligned_alloc(4096, rounded);
        if (!p) {
            err = "out of host memory allocating " + std::to_string(bytes) + " bytes";
            return nullptr;
        }
        std::memset(p, 0, rounded);
        (void)gpuSetDevice(dev);
        const gpuError_t e = gpuHostRegister(p, rounded, gpuHostRegisterPortable);
        if (e != gpuSuccess) {
            std::free(p);
            err = "pinning " + std::to_string(bytes) + " bytes of host memory failed: " + gpuErr(e);
            return nullptr;
        }
        where = bound            ? describe(node) + ", nearest to GPU " + m_pci[static_cast<std::size_t>(dev)]
                : node.node >= 0 ? describe(node) + " is nearest to GPU " + m_pci[static_cast<std::size_t>(dev)] +
                                       ", but binding to it failed (" + bindErr + "): placed wherever the kernel chose"
                                 : "no NUMA affinity for GPU " + m_pci[static_cast<std::size_t>(dev)] +
                                       " in sysfs (one node, or none reported): placed wherever the kernel chose";
        return p;
    }
    void releaseHost(int, void* p) override {
        (void)gpuHostUnregister(p);
        std::free(p);
    }
    void bindNear(int dev) override {
        std::string err;
        const NumaNode n = nodeOf(dev);
        if (n.node >= 0)
            m_binding.bind(n, err);
    }
    void unbind() override { m_binding.restore(); }
    bool upload(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) override {
        return sync(dev, dst, src, bytes, err);
    }
    bool download(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) override {
        return sync(dev, dst, src, bytes, err);
    }
    bool enablePeer(int dst, int src, std::string& why) override {
        int can = 0;
        (void)gpuDeviceCanAccessPeer(&can, src, dst);
        if (!can) {
            why = "the driver reports no peer access (no NVLink/xGMI and PCIe P2P disabled)";
            return false;
        }
        for (auto [a, b] : {std::pair<int, int>{src, dst}, std::pair<int, int>{dst, src}}) {
            (void)gpuSetDevice(a);
            const gpuError_t e = gpuDeviceEnablePeerAccess(b, 0);
            if (e != gpuSuccess && e != gpuErrorPeerAccessAlreadyEnabled) {
                why = "enabling peer access failed: " + gpuErr(e);
                return false;
            }
            (void)gpuGetLastError();
        }
        return true;
    }
    double copyMs(Copy kind, int dstDev, void* dst, int srcDev, const void* src, std::uint64_t bytes, int reps,
                  std::string& err) override {
        const int dev = kind == Copy::H2D ? dstDev : srcDev;
        gpuStream_t s = stream(dev);
        (void)gpuSetDevice(dev);  // events must belong to the stream's device
        if (!m_flag && !makeFlag(err))
            return -1;
        gpuEvent_t a = nullptr, b = nullptr;
        (void)gpuEventCreate(&a);
        (void)gpuEventCreate(&b);
        m_flag[0] = 0;
        m_flag[1] = 0;
        // About a second at 2 GHz: far more than queuing takes; if it expires, the time includes queuing, which
        // only makes the probe look slower.
        holdStream<<<1, 1, 0, s>>>(m_devFlag, 2000000000ll);
        gpuError_t e = gpuGetLastError();
        (void)gpuEventRecord(a, s);
        for (int r = 0; r < reps && e == gpuSuccess; ++r)
            e = kind == Copy::P2P ? gpuMemcpyPeerAsync(dst, dstDev, src, srcDev, bytes, s)
                                  : gpuMemcpyAsync(dst, src, bytes, gpuMemcpyDefault, s);
        (void)gpuEventRecord(b, s);
        m_flag[0] = 1;  // release the stream: everything is queued
        if (e == gpuSuccess)
            e = gpuEventSynchronize(b);
        float ms = -1;
        if (e == gpuSuccess)
            e = gpuEventElapsedTime(&ms, a, b);
        (void)gpuEventDestroy(a);
        (void)gpuEventDestroy(b);
        if (e != gpuSuccess) {
            m_flag[0] = 1;
            err = gpuErr(e);
            return -1;
        }
        return ms;
    }

    // ---- collectives
    bool collSetup(std::uint64_t maxBytes, std::string& why) override {
        if (!m_ccl.load(why))
            return false;
        std::string w;
        const int n = deviceCount(w);
        if (n <= 0) {
            why = w;
            return false;
        }
        if (m_layout.size > 1) {
            if (!joinProcesses(n, why))
                return false;
        } else {
            std::vector<int> devs(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                devs[static_cast<std::size_t>(i)] = i;
            m_comms.assign(static_cast<std::size_t>(n), nullptr);
            const int r = m_ccl.commInitAll(m_comms.data(), n, devs.data());
            if (r != 0) {
                why = "ncclCommInitAll failed: " + m_ccl.err(r);
                m_comms.clear();
                return false;
            }
            for (int i = 0; i < n; ++i)
                m_ranks.push_back({i, nullptr, nullptr});
            m_world = n;
            m_offset = 0;
        }
        for (auto& rk : m_ranks) {
            rk.send = alloc(rk.dev, maxBytes, why);
            rk.recv = rk.send ? alloc(rk.dev, maxBytes, why) : nullptr;
            if (!rk.send || !rk.recv)
                return false;
        }
        return true;
    }
    int collWorld() const override { return m_world; }
    int collLocal() const override { return static_cast<int>(m_ranks.size()); }
    int collOffset() const override { return m_offset; }
    CollRank collRank(int local) const override { return m_ranks[static_cast<std::size_t>(local)]; }
    std::string transport() const override { return TBP_HIP_OR_CUDA("rccl", "nccl"); }
    std::string transportDetail() const override {
        const std::string lib =
            std::string(TBP_HIP_OR_CUDA("RCCL ", "NCCL ")) + m_ccl.version() + " (" + m_ccl.lib + ")";
        if (m_layout.size > 1)
            return lib + " between " + std::to_string(m_layout.size) + " processes (" + m_layout.source + " layout)" +
                   (m_group ? ", which met at " + m_layout.rendezvous : ", which met through " + m_opts.idFile);
        return lib + " between " + std::to_string(m_world) + " GPUs of one process";
    }

    double collRunMs(CollOp op, std::size_t totalCount, bool inPlace, int iters, std::string& err) override {
        const auto t0 = std::chrono::steady_clock::now();
        for (int it = 0; it < iters; ++it) {
            int r = m_ccl.groupStart();
            for (std::size_t l = 0; r == 0 && l < m_ranks.size(); ++l)
                r = issue(op, totalCount, inPlace, l);
            const int g = m_ccl.groupEnd();
            if (r == 0)
                r = g;
            if (r != 0) {
                err = std::string(collName(op)) + ": " + m_ccl.err(r);
                return -1;
            }
        }
        for (const auto& rk : m_ranks) {
            const gpuError_t e = gpuStreamSynchronize(stream(rk.dev));
            if (e != gpuSuccess) {
                err = gpuErr(e);
                return -1;
            }
        }
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    }
    void collTeardown() override {
        for (auto c : m_comms)
            if (c)
                m_ccl.commDestroy(c);
        m_comms.clear();
        for (auto& rk : m_ranks) {
            if (rk.send)
                release(rk.dev, rk.send);
            if (rk.recv)
                release(rk.dev, rk.recv);
        }
        m_ranks.clear();
        if (m_ctl) {
            (void)gpuFree(m_ctl);
            m_ctl = nullptr;
        }
        m_group.reset();
    }
    bool collBarrier(std::string& err) override {
        if (m_group)
            return m_group->barrier(err);
        double none = 0;
        return m_layout.size <= 1 || deviceReduce(&none, 1, kCclSum, err);
    }
    bool collReduce(double* values, int n, Reduce op, std::string& err) override {
        if (m_group)
            return m_group->reduce(values, n, op, err);
        if (m_layout.size <= 1)
            return true;
        return deviceReduce(values, n, op == Reduce::Sum ? kCclSum : op == Reduce::Max ? kCclMax : kCclMin, err);
    }
    bool collFinish(std::string& err) override { return m_group ? m_group->finish(err) : collBarrier(err); }
    void collAbort(const std::string& why) override {
        if (m_group)
            m_group->abort(why);
    }

private:
    // One rank per process: this process drives one GPU, chosen by its local rank; rank 0's unique id reaches
    // the others through a shared file (--id-file) or the TCP rendezvous, which then stays up for barriers.
    bool joinProcesses(int n, std::string& why) {
        const int dev = m_layout.localRank % n;
        CclId id{};
        (void)gpuSetDevice(dev);
        if (m_layout.rank == 0) {
            const int r = m_ccl.getUniqueId(&id);
            if (r != 0) {
                why = "ncclGetUniqueId failed: " + m_ccl.err(r);
                return false;
            }
        }
        std::string idFile = m_opts.idFile;
        if (idFile.empty() && std::getenv("TB_COLL_ID_FILE"))
            idFile = std::getenv("TB_COLL_ID_FILE");
        if (!idFile.empty()) {
            m_opts.idFile = idFile;
            if (!exchangeIdFile(idFile, m_layout.rank, &id, sizeof id, m_opts.timeoutS, why))
                return false;
        } else if (!m_layout.rendezvous.empty()) {
            TcpGroup::Config c;
            c.rank = m_layout.rank;
            c.world = m_layout.size;
            c.rendezvous = m_layout.rendezvous;
            c.timeoutS = m_opts.timeoutS;
            c.key = "tb-coll gpu world=" + std::to_string(m_layout.size);
            for (const char* var : {"TB_COLL_KEY", "SLURM_JOB_ID", "SLURM_STEP_ID"})
                if (const char* v = std::getenv(var))
                    c.key += std::string(" ") + var + "=" + v;
            m_group = TcpGroup::join(c, why);
            if (!m_group || !m_group->broadcast(&id, sizeof id, why))
                return false;
        } else {
            why = "a multi-process run (" + m_layout.source + " layout, " + std::to_string(m_layout.size) +
                  " ranks) needs --rendezvous HOST:PORT (or TB_COLL_RENDEZVOUS, MASTER_ADDR, a Slurm step) or "
                  "--id-file PATH to share NCCL's unique id";
            return false;
        }
        m_comms.assign(1, nullptr);
        const int r = m_ccl.commInitRank(&m_comms[0], m_layout.size, id, m_layout.rank);
        if (r != 0) {
            why = "ncclCommInitRank failed: " + m_ccl.err(r);
            m_comms.clear();
            if (m_group)
                m_group->abort(why);
            return false;
        }
        m_ranks.push_back({dev, nullptr, nullptr});
        m_world = m_layout.size;
        m_offset = m_layout.rank;
        return true;
    }
    // Without the TCP group (id file): the reduction runs through NCCL itself on a small device buffer.
    bool deviceReduce(double* values, int n, int op, std::string& err) {
        if (m_ranks.empty() || m_comms.empty()) {
            err = "collectives not set up";
            return false;
        }
        const int dev = m_ranks[0].dev;
        (void)gpuSetDevice(dev);
        if (!m_ctl && gpuMalloc(&m_ctl, 64 * sizeof(double)) != gpuSuccess) {
            err = "device allocation for the barrier failed";
            return false;
        }
        const std::size_t k = static_cast<std::size_t>(std::max(1, std::min(n, 64)));
        gpuStream_t s = stream(dev);
        if (gpuMemcpy(m_ctl, values, k * sizeof(double), gpuMemcpyDefault) != gpuSuccess) {
            err = "copy for the barrier failed";
            return false;
        }
        const int r = m_ccl.allReduce(m_ctl, m_ctl, k, kCclFloat64, op, m_comms[0], s);
        if (r != 0) {
            err = "barrier: " + m_ccl.err(r);
            return false;
        }
        const gpuError_t e = gpuStreamSynchronize(s);
        if (e != gpuSuccess || gpuMemcpy(values, m_ctl, k * sizeof(double), gpuMemcpyDefault) != gpuSuccess) {
            err = "barrier: " + gpuErr(e);
            return false;
        }
        return true;
    }
    bool makeFlag(std::string& err) {
        int* f = nullptr;
        gpuError_t e = gpuHostAllocMappedPortable(reinterpret_cast<void**>(&f), 2 * sizeof(int));
        int* d = nullptr;
        if (e == gpuSuccess)
            e = gpuHostGetDevicePointer(reinterpret_cast<void**>(&d), f, 0);
        if (e != gpuSuccess) {
            err = "mapped host flag for the spin kernel: " + gpuErr(e);
            return false;
        }
        m_flag = f;
        m_devFlag = d;
        return true;
    }
    NumaNode nodeOf(int dev) {
        if (m_pci.empty()) {
            std::string why;
            for (const auto& d : gpuDevices(deviceCount(why)))
                m_pci.push_back(d.pci);
        }
        if (dev < 0 || dev >= static_cast<int>(m_pci.size()))
            return {};
        return numaNodeOfPci("/", m_pci[static_cast<std::size_t>(dev)]);
    }
    bool sync(int dev, void* dst, const void* src, std::uint64_t bytes, std::string& err) {
        (void)gpuSetDevice(dev);
        const gpuError_t e = gpuMemcpy(dst, src, bytes, gpuMemcpyDefault);
        if (e != gpuSuccess)
            err = gpuErr(e);
        return e == gpuSuccess;
    }
    gpuStream_t stream(int dev) {
        for (auto& s : m_streams)
            if (s.first == dev)
                return s.second;
        gpuStream_t s = nullptr;
        (void)gpuSetDevice(dev);
        (void)gpuStreamCreateWithFlags(&s, gpuStreamNonBlocking);
        m_streams.push_back({dev, s});
        return s;
    }
    // One operation of local rank `l` (inside the caller's group), with the NCCL in-place conventions.
    int issue(CollOp op, std::size_t count, bool inPlace, std::size_t l) {
        const CollRank& rk = m_ranks[l];
        const int rank = m_offset + static_cast<int>(l);
        const CollLayout lay = collLayout(op, count, m_world, rank);
        float* base = static_cast<float*>(rk.recv);
        const float* send = inPlace ? base + lay.inPlaceSendOffset : static_cast<const float*>(rk.send);
        float* recv = inPlace ? base + lay.inPlaceRecvOffset : base;
        CclComm c = m_comms[l];
        gpuStream_t s = stream(rk.dev);
        (void)gpuSetDevice(rk.dev);
        const std::size_t per = count / static_cast<std::size_t>(m_world);
        switch (op) {
            case CollOp::AllReduce:
                return m_ccl.allReduce(send, recv, lay.count, kCclFloat32, kCclSum, c, s);
            case CollOp::AllGather:
                return m_ccl.allGather(send, recv, lay.sendCount, kCclFloat32, c, s);
            case CollOp::ReduceScatter:
                return m_ccl.reduceScatter(send, recv, lay.recvCount, kCclFloat32, kCclSum, c, s);
            case CollOp::AllToAll: {
                // As nccl-tests does: grouped send/recv of one block per peer. In place the blocks overlap, so, as
                // in nccl-tests, in-place alltoall is timed but not data-checked (collCheckable).
                int r = m_ccl.groupStart();
                for (int p = 0; r == 0 && p < m_world; ++p) {
                    r = m_ccl.send(send + static_cast<std::size_t>(p) * per, per, kCclFloat32, p, c, s);
                    if (r == 0)
                        r = m_ccl.recv(recv + static_cast<std::size_t>(p) * per, per, kCclFloat32, p, c, s);
                }
                const int g = m_ccl.groupEnd();
                return r ? r : g;
            }
            case CollOp::SendRecv: {
                int r = m_ccl.groupStart();
                if (r == 0)
                    r = m_ccl.send(send, lay.count, kCclFloat32, (rank + 1) % m_world, c, s);
                if (r == 0)
                    r = m_ccl.recv(recv, lay.count, kCclFloat32, (rank - 1 + m_world) % m_world, c, s);
                const int g = m_ccl.groupEnd();
                return r ? r : g;
            }
        }
        return -1;
    }

    Options m_opts;
    bool m_wantCcl;
    RankLayout m_layout;
    int m_count = -1;
    std::string m_why;
    Ccl m_ccl;
    std::vector<CclComm> m_comms;
    std::vector<CollRank> m_ranks;
    int m_world = 0, m_offset = 0;
    std::vector<std::pair<int, gpuStream_t>> m_streams;
    std::unique_ptr<TcpGroup> m_group;
    void* m_ctl = nullptr;
    volatile int* m_flag = nullptr;
    int* m_devFlag = nullptr;
    std::vector<std::string> m_pci;
    NumaBinding m_binding;
};

}  // namespace

std::unique_ptr<CopyBackend> makeGpuCopyBackend(const Options& o, std::string&) {
    return std::make_unique<GpuBackend>(o, RankLayout{}, false);
}

std::unique_ptr<CollBackend> makeGpuCollBackend(const Options& o, const RankLayout& layout, std::string&) {
    return std::make_unique<GpuBackend>(o, layout, true);
}

}  // namespace tbp
