#include "HostBackend.h"

#include "Barrier.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace tbp {

namespace {
bool envSet(const char* name) {
    const char* v = std::getenv(name);
    return v && *v && std::strcmp(v, "0") != 0;
}
}  // namespace

int HostBackend::deviceCount(std::string& why) {
    if (envSet("TBP_HOST_FAKE_NODEVICE")) {
        why = "no device (TBP_HOST_FAKE_NODEVICE is set)";
        return 0;
    }
    return m_ranks;
}

std::vector<DeviceInfo> HostBackend::devices() {
    std::vector<DeviceInfo> d;
    for (int i = 0; i < m_ranks; ++i)
        d.push_back({i, "host memory", "", 0});
    return d;
}

void* HostBackend::allocHostFor(int dev, std::uint64_t bytes, std::string& where, std::string& err) {
    where = "host backend: no device, so no nearest socket";
    return alloc(dev, bytes, err);
}

void* HostBackend::alloc(int, std::uint64_t bytes, std::string& err) {
    void* p = std::aligned_alloc(4096, ((bytes + 4095) / 4096) * 4096);
    if (!p)
        err = "out of host memory allocating " + std::to_string(bytes) + " bytes";
    return p;
}

void HostBackend::release(int, void* p) {
    std::free(p);
}

bool HostBackend::upload(int, void* dst, const void* src, std::uint64_t bytes, std::string&) {
    std::memcpy(dst, src, bytes);
    return true;
}

bool HostBackend::download(int, void* dst, const void* src, std::uint64_t bytes, std::string&) {
    std::memcpy(dst, src, bytes);
    return true;
}

double HostBackend::copyMs(Copy, int, void* dst, int, const void* src, std::uint64_t bytes, int reps, std::string&) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int r = 0; r < reps; ++r)
        std::memcpy(dst, src, bytes);
    const auto t1 = std::chrono::steady_clock::now();
    if (envSet("TBP_HOST_CORRUPT") && bytes)
        static_cast<unsigned char*>(dst)[bytes / 2] ^= 0x5a;
    return std::chrono::duration<double, std::milli>(t1 - t0).count();
}

bool HostBackend::collSetup(std::uint64_t maxBytes, std::string& why) {
    collTeardown();
    for (int r = 0; r < m_ranks; ++r) {
        CollRank c;
        c.dev = r;
        c.send = alloc(r, maxBytes, why);
        c.recv = alloc(r, maxBytes, why);
        m_coll.push_back(c);
        if (!c.send || !c.recv)
            return false;
    }
    return true;
}

void HostBackend::collTeardown() {
    for (auto& c : m_coll) {
        std::free(c.send);
        std::free(c.recv);
    }
    m_coll.clear();
}

double HostBackend::collRunMs(CollOp op, std::size_t totalCount, bool inPlace, int iters, std::string&) {
    const int n = m_ranks;
    const bool corrupt = envSet("TBP_HOST_CORRUPT");
    auto sendPtr = [&](int k) {
        const CollLayout l = collLayout(op, totalCount, n, k);
        return inPlace ? static_cast<const float*>(m_coll[k].recv) + l.inPlaceSendOffset
                       : static_cast<const float*>(m_coll[k].send);
    };
    Barrier barrier(n);
    double ms = 0;
    auto rankMain = [&](int r) {
        const CollLayout l = collLayout(op, totalCount, n, r);
        const std::size_t per = totalCount / static_cast<std::size_t>(n);
        float* recv = static_cast<float*>(m_coll[r].recv) + (inPlace ? l.inPlaceRecvOffset : 0);
        std::vector<float> tmp(l.recvCount);
        barrier.wait();
        const auto t0 = std::chrono::steady_clock::now();
        for (int it = 0; it < iters; ++it) {
            // Phase A reads every rank's input into a private buffer; phase B publishes it. The barrier
            // between them keeps in-place operations from reading data another rank already overwrote.
            switch (op) {
                case CollOp::AllReduce:
                case CollOp::ReduceScatter: {
                    const std::size_t base = op == CollOp::ReduceScatter ? static_cast<std::size_t>(r) * per : 0;
                    std::fill(tmp.begin(), tmp.end(), 0.0f);
                    for (int k = 0; k < n; ++k) {
                        const float* s = sendPtr(k) + base;
                        for (std::size_t i = 0; i < tmp.size(); ++i)
                            tmp[i] += s[i];
                    }
                    break;
                }
                case CollOp::AllGather:
                    for (int k = 0; k < n; ++k)
                        std::memcpy(tmp.data() + k * per, sendPtr(k), per * sizeof(float));
                    break;
                case CollOp::AllToAll:
                    for (int k = 0; k < n; ++k)
                        std::memcpy(tmp.data() + k * per, sendPtr(k) + r * per, per * sizeof(float));
                    break;
                case CollOp::SendRecv:
                    std::memcpy(tmp.data(), sendPtr((r - 1 + n) % n), tmp.size() * sizeof(float));
                    break;
            }
            barrier.wait();
            std::memcpy(recv, tmp.data(), tmp.size() * sizeof(float));
            if (corrupt && r == n - 1 && !tmp.empty())
                recv[tmp.size() / 2] += 1.0f;
            barrier.wait();
        }
        if (r == 0)
            ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    };
    std::vector<std::thread> threads;
    for (int r = 1; r < n; ++r)
        threads.emplace_back(rankMain, r);
    rankMain(0);
    for (auto& t : threads)
        t.join();
    return ms;
}

}  // namespace tbp
