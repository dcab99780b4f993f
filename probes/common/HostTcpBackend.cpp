#include "HostTcpBackend.h"

#include <chrono>
#include <cstdlib>
#include <cstring>

namespace tbp {

namespace {

bool envSet(const char* name) {
    const char* v = std::getenv(name);
    return v && *v && std::strcmp(v, "0") != 0;
}

// Every rank must present the same key: the world size and the job, so a rank of another run that reaches this
// rendezvous port is turned away instead of joining.
std::string groupKey(const RankLayout& l) {
    std::string key = "tb-coll world=" + std::to_string(l.size);
    for (const char* var : {"TB_COLL_KEY", "SLURM_JOB_ID", "SLURM_STEP_ID"})
        if (const char* v = std::getenv(var))
            key += std::string(" ") + var + "=" + v;
    return key;
}

}  // namespace

std::vector<DeviceInfo> HostTcpBackend::devices() {
    return {{0, "host memory (rank " + std::to_string(m_layout.rank) + " of " + std::to_string(m_layout.size) + ")", "",
             0}};
}

std::string HostTcpBackend::transportDetail() const {
    return "TCP between " + std::to_string(m_layout.size) + " processes (" + m_layout.source +
           " layout), over the network through which they reach rank 0 at " + m_layout.rendezvous + " (from " +
           m_layout.rendezvousFrom + "): front-end network figures, not NCCL or RCCL figures";
}

bool HostTcpBackend::collSetup(std::uint64_t maxBytes, std::string& why) {
    collTeardown();
    if (m_layout.rendezvous.empty()) {
        why = "a multi-process run (" + m_layout.source + " layout, " + std::to_string(m_layout.size) +
              " ranks) needs the address where rank 0 listens: --rendezvous HOST:PORT, TB_COLL_RENDEZVOUS, "
              "MASTER_ADDR and MASTER_PORT, or a Slurm step (its first node)";
        return false;
    }
    TcpGroup::Config c;
    c.rank = m_layout.rank;
    c.world = m_layout.size;
    c.rendezvous = m_layout.rendezvous;
    c.timeoutS = m_opts.timeoutS;
    c.key = groupKey(m_layout);
    c.mesh = true;
    m_group = TcpGroup::join(c, why);
    if (!m_group)
        return false;
    const std::size_t elems = static_cast<std::size_t>(maxBytes / 4) + 1;
    const std::size_t chunk = elems / static_cast<std::size_t>(m_layout.size) + 2;
    m_buf.send = static_cast<float*>(std::calloc(elems, 4));
    m_buf.recv = static_cast<float*>(std::calloc(elems, 4));
    m_buf.scratch = static_cast<float*>(std::calloc(elems, 4));
    m_buf.chunk = static_cast<float*>(std::calloc(chunk, 4));
    if (!m_buf.send || !m_buf.recv || !m_buf.scratch || !m_buf.chunk) {
        why = "out of host memory for " + std::to_string(maxBytes) + "-byte buffers";
        m_group->abort(why);
        return false;
    }
    return true;
}

void HostTcpBackend::collTeardown() {
    std::free(m_buf.send);
    std::free(m_buf.recv);
    std::free(m_buf.scratch);
    std::free(m_buf.chunk);
    m_buf = RingBuffers{};
    m_group.reset();
}

double HostTcpBackend::collRunMs(CollOp op, std::size_t totalCount, bool inPlace, int iters, std::string& err) {
    if (!m_group) {
        err = "not set up";
        return -1;
    }
    const auto t0 = std::chrono::steady_clock::now();
    for (int it = 0; it < iters; ++it) {
        if (!ringCollective(*m_group, op, totalCount, inPlace, m_buf, err))
            return -1;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    // Test hook (TBP_HOST_CORRUPT): the last rank damages one received element, so the check must catch it.
    if (envSet("TBP_HOST_CORRUPT") && m_layout.rank == m_layout.size - 1) {
        const CollLayout l = collLayout(op, totalCount, m_layout.size, m_layout.rank);
        if (l.recvCount)
            m_buf.recv[(inPlace ? l.inPlaceRecvOffset : 0) + l.recvCount / 2] += 1.0f;
    }
    return ms;
}

bool HostTcpBackend::collBarrier(std::string& err) {
    return m_group && m_group->barrier(err);
}

bool HostTcpBackend::collReduce(double* values, int n, Reduce op, std::string& err) {
    return m_group && m_group->reduce(values, n, op, err);
}

bool HostTcpBackend::collFinish(std::string& err) {
    return m_group && m_group->finish(err);
}

void HostTcpBackend::collAbort(const std::string& why) {
    if (m_group)
        m_group->abort(why);
}

}  // namespace tbp
