// The GPU backend of tb-membw and tb-coll, one source for CUDA and HIP (gpu.h). Copies are timed with
// events on a non-blocking stream; collectives go through NCCL/RCCL loaded with dlopen, so a node
// without the library gets a clear "unsupported" instead of a loader error.
#include "Harness.h"
#include "IdExchange.h"
#include "RankLayout.h"
#include "gpu.h"

#include <chrono>
#include <cstring>

namespace tbp {

namespace {

// The NCCL C ABI, which RCCL shares. Enum values are stable across versions.
struct CclId {
    char internal[128];
};
using CclComm = void*;
constexpr int kCclFloat32 = 7;
constexpr int kCclSum = 0;

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
    std::string version() {
        int v = 0;
        if (!getVersion || getVersion(&v) != 0)
            return "unknown";
        const int major = v >= 10000 ? v / 10000 : v / 1000;
        const int minor = v >= 10000 ? (v % 10000) / 100 : (v % 1000) / 100;
        const int patch = v >= 10000 ? v % 100 : v % 100;
        return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
    }
    std::string err(int r) {
        return getErrorString ? getErrorString(r) : std::to_string(r);
    }
};

class GpuBackend : public Backend {
public:
    GpuBackend(const Options& o, bool wantCcl) : m_opts(o), m_wantCcl(wantCcl), m_layout(detectLayout()) {}
    ~GpuBackend() override {
        collTeardown();
        for (auto& s : m_streams)
            if (s.second)
                (void)gpuStreamDestroy(s.second);
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

    void* alloc(int dev, std::uint64_t bytes, bool host, std::string& err) override {
        void* p = nullptr;
        gpuError_t e = gpuSetDevice(dev);
        if (e == gpuSuccess)
            e = host ? gpuMallocHost(&p, bytes) : gpuMalloc(&p, bytes);
        if (e != gpuSuccess) {
            err = std::string(host ? "pinned host" : "device") + " allocation of " + std::to_string(bytes) +
                  " bytes failed: " + gpuErr(e);
            return nullptr;
        }
        return p;
    }
    void release(int dev, void* p, bool host) override {
        (void)gpuSetDevice(dev);
        (void)(host ? gpuFreeHost(p) : gpuFree(p));
    }
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
        gpuEvent_t a = nullptr, b = nullptr;
        (void)gpuEventCreate(&a);
        (void)gpuEventCreate(&b);
        (void)gpuEventRecord(a, s);
        gpuError_t e = gpuSuccess;
        for (int r = 0; r < reps && e == gpuSuccess; ++r)
            e = kind == Copy::P2P ? gpuMemcpyPeerAsync(dst, dstDev, src, srcDev, bytes, s)
                                  : gpuMemcpyAsync(dst, src, bytes, gpuMemcpyDefault, s);
        (void)gpuEventRecord(b, s);
        if (e == gpuSuccess)
            e = gpuEventSynchronize(b);
        float ms = -1;
        if (e == gpuSuccess)
            e = gpuEventElapsedTime(&ms, a, b);
        (void)gpuEventDestroy(a);
        (void)gpuEventDestroy(b);
        if (e != gpuSuccess) {
            err = gpuErr(e);
            return -1;
        }
        return ms;
    }

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
            // One rank per process: this process drives one GPU, chosen by its local rank.
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
            std::string idFile = m_opts.idFile, addr = m_opts.rootAddr;
            if (idFile.empty() && std::getenv("TB_COLL_ID_FILE"))
                idFile = std::getenv("TB_COLL_ID_FILE");
            if (addr.empty() && std::getenv("TB_COLL_ROOT_ADDR"))
                addr = std::getenv("TB_COLL_ROOT_ADDR");
            bool ok = false;
            if (!idFile.empty())
                ok = exchangeIdFile(idFile, m_layout.rank, &id, sizeof id, 120, why);
            else if (!addr.empty())
                ok = exchangeIdTcp(addr, m_layout.rank, m_layout.size, &id, sizeof id, 120, why);
            else
                why = "a multi-process run (" + m_layout.source + " layout, " + std::to_string(m_layout.size) +
                      " ranks) needs --id-file PATH or --root-addr HOST:PORT to share NCCL's unique id";
            if (!ok)
                return false;
            m_comms.assign(1, nullptr);
            const int r = m_ccl.commInitRank(&m_comms[0], m_layout.size, id, m_layout.rank);
            if (r != 0) {
                why = "ncclCommInitRank failed: " + m_ccl.err(r);
                m_comms.clear();
                return false;
            }
            m_ranks.push_back({dev, nullptr, nullptr});
            m_world = m_layout.size;
            m_offset = m_layout.rank;
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
            rk.send = alloc(rk.dev, maxBytes, false, why);
            rk.recv = alloc(rk.dev, maxBytes, false, why);
            if (!rk.send || !rk.recv)
                return false;
        }
        return true;
    }
    int collWorld() const override { return m_world; }
    int collLocal() const override { return static_cast<int>(m_ranks.size()); }
    int collOffset() const override { return m_offset; }
    CollRank collRank(int local) const override { return m_ranks[static_cast<std::size_t>(local)]; }

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
                release(rk.dev, rk.send, false);
            if (rk.recv)
                release(rk.dev, rk.recv, false);
        }
        m_ranks.clear();
    }

private:
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
                // As nccl-tests does: grouped send/recv of one block per peer. In place the blocks overlap,
                // so, as in nccl-tests, in-place alltoall is timed but not data-checked (runColl).
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
};

}  // namespace

std::unique_ptr<Backend> makeGpuBackend(const Options& o, std::string&) {
    CollOp op;
    const bool wantCcl = !o.ops.empty() && collFromName(o.ops.front(), op);
    return std::make_unique<GpuBackend>(o, wantCcl);
}

}  // namespace tbp
