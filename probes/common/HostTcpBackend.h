// The host backend across processes: one rank per process (the launcher's layout, RankLayout.h), collectives as
// ring algorithms over TCP (TcpRing.h), barrier and reductions through rank 0 (TcpGroup.h). Its figures are those
// of the network between the ranks' hosts (the front-end network on a cluster), never NCCL's: every sample says
// "transport":"tcp".
#pragma once

#include "Backend.h"
#include "Options.h"
#include "RankLayout.h"
#include "TcpGroup.h"
#include "TcpRing.h"

#include <cstring>
#include <memory>

namespace tbp {

class HostTcpBackend : public CollBackend {
public:
    HostTcpBackend(const Options& o, const RankLayout& layout) : m_opts(o), m_layout(layout) {}
    ~HostTcpBackend() override { collTeardown(); }
    const char* name() const override { return "host"; }
    int deviceCount(std::string&) override { return 1; }
    std::vector<DeviceInfo> devices() override;
    std::vector<std::pair<std::string, std::string>> libs() override { return {}; }
    bool upload(int, void* dst, const void* src, std::uint64_t bytes, std::string&) override {
        std::memcpy(dst, src, bytes);
        return true;
    }
    bool download(int, void* dst, const void* src, std::uint64_t bytes, std::string&) override {
        std::memcpy(dst, src, bytes);
        return true;
    }

    bool collSetup(std::uint64_t maxBytes, std::string& why) override;
    int collWorld() const override { return m_layout.size; }
    int collLocal() const override { return 1; }
    int collOffset() const override { return m_layout.rank; }
    CollRank collRank(int) const override { return {0, m_buf.send, m_buf.recv}; }
    double collRunMs(CollOp op, std::size_t totalCount, bool inPlace, int iters, std::string& err) override;
    void collTeardown() override;
    std::string transport() const override { return "tcp"; }
    std::string transportDetail() const override;
    bool collBarrier(std::string& err) override;
    bool collReduce(double* values, int n, Reduce op, std::string& err) override;
    bool collFinish(std::string& err) override;
    void collAbort(const std::string& why) override;

    // Where rank 0 listens and what gave the address, for the `coll.transport` fact.
    const RankLayout& layout() const { return m_layout; }

private:
    Options m_opts;
    RankLayout m_layout;
    std::unique_ptr<TcpGroup> m_group;
    RingBuffers m_buf;
};

}  // namespace tbp
