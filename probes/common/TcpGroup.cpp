#include "TcpGroup.h"

#include "TcpFrames.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>

namespace tbp {

using namespace frames;

TcpGroup::TcpGroup(const Config& c) : m_cfg(c), m_peers(static_cast<std::size_t>(c.world)) {}

TcpGroup::~TcpGroup() = default;

std::string TcpGroup::hostOf(int r) const {
    if (r < 0 || r >= m_cfg.world)
        return {};
    const std::string& h = m_peers[static_cast<std::size_t>(r)].host;
    if (!h.empty())
        return h;
    std::string host, port;
    splitHostPort(m_cfg.rendezvous, host, port);
    return host;
}

std::unique_ptr<TcpGroup> TcpGroup::join(const Config& c, std::string& err) {
    if (c.world < 2 || c.rank < 0 || c.rank >= c.world) {
        err = "bad rank layout: rank " + std::to_string(c.rank) + " of " + std::to_string(c.world);
        return nullptr;
    }
    std::string host, port;
    if (!splitHostPort(c.rendezvous, host, port)) {
        err = "bad rendezvous address '" + c.rendezvous + "' (expected HOST:PORT)";
        return nullptr;
    }
    char* end = nullptr;
    const long p = std::strtol(port.c_str(), &end, 10);
    if (*end || p < 1 || p > 65535) {
        err = "bad rendezvous port '" + port + "' in '" + c.rendezvous + "' (a number from 1 to 65535)";
        return nullptr;
    }
    std::unique_ptr<TcpGroup> g(new TcpGroup(c));
    if (c.mesh) {
        g->m_dataListen = listenAll(0, err);
        if (!g->m_dataListen.valid()) {
            err = "rank " + std::to_string(c.rank) + ": " + err;
            return nullptr;
        }
        g->m_dataPort = localPort(g->m_dataListen.get());
    }
    const bool ok = c.rank == 0 ? g->rendezvousAsRoot(err) : g->rendezvousAsPeer(err);
    if (!ok || (c.mesh && !g->connectMesh(err)))
        return nullptr;
    // Every rank has all its connections before any data moves.
    if (!g->barrier(err))
        return nullptr;
    return g;
}

bool TcpGroup::rendezvousAsRoot(std::string& err) {
    std::string host, port;
    splitHostPort(m_cfg.rendezvous, host, port);
    Fd listen = listenAll(std::atoi(port.c_str()), err);
    if (!listen.valid()) {
        err = "rank 0 " + err + " (rendezvous " + m_cfg.rendezvous + ")";
        return false;
    }
    const auto deadline = Clock::now() + std::chrono::seconds(m_cfg.timeoutS);
    struct Pending {
        Fd fd;
        std::string inbox;
    };
    std::vector<Pending> pending;
    int joined = 1;
    while (joined < m_cfg.world) {
        std::vector<pollfd> fds{{listen.get(), POLLIN, 0}};
        for (auto& q : pending)
            fds.push_back({q.fd.get(), POLLIN, 0});
        if (::poll(fds.data(), fds.size(), msLeft(deadline)) <= 0) {
            std::vector<int> missing;
            for (int r = 1; r < m_cfg.world; ++r)
                if (!m_peers[static_cast<std::size_t>(r)].ctl.valid())
                    missing.push_back(r);
            const std::string why = "only " + std::to_string(joined - 1) + " of " + std::to_string(m_cfg.world - 1) +
                                    " ranks reached rank 0 at " + m_cfg.rendezvous + " within " +
                                    std::to_string(m_cfg.timeoutS) + " s (missing: rank " + listRanks(missing) + ")";
            fail(missing.empty() ? 0 : missing.front(), why, err);
            err = why;
            return false;
        }
        if (fds[0].revents & POLLIN) {
            for (Fd c = acceptOne(listen.get()); c.valid(); c = acceptOne(listen.get()))
                pending.push_back({std::move(c), {}});
        }
        for (std::size_t i = 1; i < fds.size(); ++i) {
            if (!fds[i].revents)
                continue;
            Pending& q = pending[i - 1];
            std::uint32_t type = 0, from = 0;
            std::string payload;
            // A fresh connection sends its hello at once; a stranger that does not is dropped after 5 s.
            const bool got = readFrame(q.fd.get(), q.inbox, type, from, payload,
                                       std::min(deadline, Clock::now() + std::chrono::seconds(5)));
            Reader r{payload};
            const std::string key = got ? r.str() : std::string();
            const int world = static_cast<int>(r.u32()), rank = static_cast<int>(r.u32());
            const int dataPort = static_cast<int>(r.u32());
            const bool valid = got && r.ok && type == kHello && key == m_cfg.key && world == m_cfg.world && rank > 0 &&
                               rank < m_cfg.world && !m_peers[static_cast<std::size_t>(rank)].ctl.valid();
            if (valid) {
                Peer& peer = m_peers[static_cast<std::size_t>(rank)];
                peer.host = peerAddress(q.fd.get());
                peer.dataPort = dataPort;
                peer.inbox = q.inbox;
                peer.ctl = std::move(q.fd);
                ++joined;
            }
            q.fd.reset();  // invalid hellos (another job, a duplicate rank, a port scan) are turned away
        }
        pending.erase(std::remove_if(pending.begin(), pending.end(), [](const Pending& q) { return !q.fd.valid(); }),
                      pending.end());
    }
    std::string table;
    for (int r = 0; r < m_cfg.world; ++r) {
        const Peer& peer = m_peers[static_cast<std::size_t>(r)];
        putU32(table, static_cast<std::uint32_t>(r == 0 ? m_dataPort : peer.dataPort));
        putStr(table, r == 0 ? std::string() : peer.host);
    }
    for (int r = 1; r < m_cfg.world; ++r) {
        if (!sendFrame(r, kTable, table)) {
            fail(r, "its connection closed during the rendezvous", err);
            return false;
        }
    }
    return true;
}

bool TcpGroup::rendezvousAsPeer(std::string& err) {
    std::string host, port;
    splitHostPort(m_cfg.rendezvous, host, port);
    const auto deadline = Clock::now() + std::chrono::seconds(m_cfg.timeoutS);
    Peer& root = m_peers[0];
    root.ctl = connectUntil(host, port, deadline, err);
    if (!root.ctl.valid()) {
        err = "could not reach rank 0 at " + m_cfg.rendezvous + " within " + std::to_string(m_cfg.timeoutS) +
              " s: " + err;
        return false;
    }
    std::string hello;
    putStr(hello, m_cfg.key);
    putU32(hello, static_cast<std::uint32_t>(m_cfg.world));
    putU32(hello, static_cast<std::uint32_t>(m_cfg.rank));
    putU32(hello, static_cast<std::uint32_t>(m_dataPort));
    if (!sendFrame(0, kHello, hello)) {
        err = "rank 0 at " + m_cfg.rendezvous + " closed the connection during the rendezvous";
        return false;
    }
    std::vector<Transfer> none;
    if (!run(
            none, [&] { return !root.queue.empty(); }, [] { return std::string("rank 0"); },
            "the rendezvous (rank 0 waits until every rank has joined)", err))
        return false;
    Frame f = std::move(root.queue.front());
    root.queue.pop_front();
    Reader r{f.payload};
    for (int i = 0; i < m_cfg.world && f.type == kTable; ++i) {
        Peer& p = m_peers[static_cast<std::size_t>(i)];
        p.dataPort = static_cast<int>(r.u32());
        p.host = r.str();
    }
    if (f.type != kTable || !r.ok) {
        err = "rank 0 at " + m_cfg.rendezvous + " sent no valid rank table (another program on that port?)";
        return false;
    }
    m_peers[0].host = host;
    return true;
}

bool TcpGroup::connectMesh(std::string& err) {
    const auto deadline = Clock::now() + std::chrono::seconds(m_cfg.timeoutS);
    std::string hi;
    putStr(hi, m_cfg.key);
    putU32(hi, static_cast<std::uint32_t>(m_cfg.rank));
    const std::string hiFrame = frameBytes(kDataHi, static_cast<std::uint32_t>(m_cfg.rank), hi);
    // Lower ranks listen, higher ranks connect: each pair once, and no one waits on a connect that needs an accept.
    for (int i = 0; i < m_cfg.rank; ++i) {
        Peer& p = m_peers[static_cast<std::size_t>(i)];
        std::string why;
        p.data = connectUntil(p.host, std::to_string(p.dataPort), deadline, why);
        if (!p.data.valid() || !writeAll(p.data.get(), hiFrame, deadline)) {
            fail(i,
                 "rank " + std::to_string(m_cfg.rank) + " could not open a data connection to it at " +
                     joinHostPort(p.host, p.dataPort) + ": " + why,
                 err);
            return false;
        }
    }
    for (int expected = m_cfg.world - 1 - m_cfg.rank; expected > 0;) {
        pollfd pfd{m_dataListen.get(), POLLIN, 0};
        if (::poll(&pfd, 1, msLeft(deadline)) <= 0) {
            std::vector<int> missing;
            for (int i = m_cfg.rank + 1; i < m_cfg.world; ++i)
                if (!m_peers[static_cast<std::size_t>(i)].data.valid())
                    missing.push_back(i);
            fail(missing.front(),
                 "it opened no data connection to rank " + std::to_string(m_cfg.rank) + " within " +
                     std::to_string(m_cfg.timeoutS) + " s",
                 err);
            return false;
        }
        for (Fd c = acceptOne(m_dataListen.get()); c.valid(); c = acceptOne(m_dataListen.get())) {
            std::string inbox, payload;
            std::uint32_t type = 0, from = 0;
            const bool got = readFrame(c.get(), inbox, type, from, payload,
                                       std::min(deadline, Clock::now() + std::chrono::seconds(5)));
            Reader r{payload};
            const std::string key = got ? r.str() : std::string();
            const int rank = static_cast<int>(r.u32());
            if (got && r.ok && type == kDataHi && key == m_cfg.key && rank > m_cfg.rank && rank < m_cfg.world &&
                inbox.empty() && !m_peers[static_cast<std::size_t>(rank)].data.valid()) {
                m_peers[static_cast<std::size_t>(rank)].data = std::move(c);
                --expected;
            }
        }
    }
    m_dataListen.reset();
    return true;
}

bool TcpGroup::sendFrame(int peer, std::uint32_t type, const std::string& payload) {
    Peer& p = m_peers[static_cast<std::size_t>(peer)];
    if (!p.ctl.valid() || p.ctlClosed)
        return false;
    return writeAll(p.ctl.get(), frameBytes(type, static_cast<std::uint32_t>(m_cfg.rank), payload),
                    Clock::now() + std::chrono::seconds(m_cfg.timeoutS));
}

std::vector<int> TcpGroup::controlPeers() const {
    std::vector<int> v;
    if (m_cfg.rank != 0)
        return {0};
    for (int r = 1; r < m_cfg.world; ++r)
        v.push_back(r);
    return v;
}

bool TcpGroup::reduce(double* values, int n, Reduce op, std::string& err) {
    const std::uint64_t seq = ++m_seq;
    const char* what = n == 0 ? "a barrier" : "a reduction";
    std::vector<Transfer> none;
    if (m_cfg.rank == 0) {
        auto ready = [&] {
            for (int r = 1; r < m_cfg.world; ++r)
                if (m_peers[static_cast<std::size_t>(r)].queue.empty())
                    return false;
            return true;
        };
        auto late = [&] {
            std::vector<int> v;
            for (int r = 1; r < m_cfg.world; ++r)
                if (m_peers[static_cast<std::size_t>(r)].queue.empty())
                    v.push_back(r);
            return "rank " + listRanks(v);
        };
        if (!run(none, ready, late, what, err))
            return false;
        for (int r = 1; r < m_cfg.world; ++r) {
            Peer& p = m_peers[static_cast<std::size_t>(r)];
            Frame f = std::move(p.queue.front());
            p.queue.pop_front();
            Reader rd{f.payload};
            const std::uint64_t s = rd.u64();
            rd.u32();
            const int k = static_cast<int>(rd.u32());
            if (f.type != kReduce || s != seq || k != n) {
                fail(r,
                     "it is out of step (sent message " + std::to_string(f.type) + " for step " + std::to_string(s) +
                         ", expected step " + std::to_string(seq) + ")",
                     err);
                return false;
            }
            for (int i = 0; i < n; ++i) {
                const double v = rd.dbl();
                values[i] = op == Reduce::Sum   ? values[i] + v
                            : op == Reduce::Max ? std::max(values[i], v)
                                                : std::min(values[i], v);
            }
        }
        std::string res;
        putU64(res, seq);
        for (int i = 0; i < n; ++i)
            putDouble(res, values[i]);
        for (int r = 1; r < m_cfg.world; ++r) {
            if (!sendFrame(r, kResult, res)) {
                fail(r, std::string("its connection closed during ") + what, err);
                return false;
            }
        }
        return true;
    }
    std::string req;
    putU64(req, seq);
    putU32(req, static_cast<std::uint32_t>(op));
    putU32(req, static_cast<std::uint32_t>(n));
    for (int i = 0; i < n; ++i)
        putDouble(req, values[i]);
    if (!sendFrame(0, kReduce, req)) {
        fail(0, std::string("its connection closed during ") + what, err);
        return false;
    }
    Peer& root = m_peers[0];
    if (!run(
            none, [&] { return !root.queue.empty(); }, [] { return std::string("rank 0"); }, what, err))
        return false;
    Frame f = std::move(root.queue.front());
    root.queue.pop_front();
    Reader rd{f.payload};
    if (f.type != kResult || rd.u64() != seq) {
        fail(0, "it is out of step", err);
        return false;
    }
    for (int i = 0; i < n; ++i)
        values[i] = rd.dbl();
    return rd.ok;
}

bool TcpGroup::barrier(std::string& err) {
    return reduce(nullptr, 0, Reduce::Sum, err);
}

bool TcpGroup::finish(std::string& err) {
    if (!barrier(err))
        return false;
    m_finished = true;
    return true;
}

bool TcpGroup::broadcast(void* data, std::size_t len, std::string& err) {
    ++m_seq;
    if (m_cfg.rank == 0) {
        const std::string bytes(static_cast<const char*>(data), len);
        for (int r = 1; r < m_cfg.world; ++r) {
            if (!sendFrame(r, kBcast, bytes)) {
                fail(r, "its connection closed during a broadcast", err);
                return false;
            }
        }
        return true;
    }
    Peer& root = m_peers[0];
    std::vector<Transfer> none;
    if (!run(
            none, [&] { return !root.queue.empty(); }, [] { return std::string("rank 0"); }, "a broadcast", err))
        return false;
    Frame f = std::move(root.queue.front());
    root.queue.pop_front();
    if (f.type != kBcast || f.payload.size() != len) {
        fail(0, "it is out of step (expected a broadcast of " + std::to_string(len) + " bytes)", err);
        return false;
    }
    std::memcpy(data, f.payload.data(), len);
    return true;
}

bool TcpGroup::exchange(int to, const void* send, std::size_t sendBytes, int from, void* recv, std::size_t recvBytes,
                        const char* what, std::string& err) {
    std::vector<Transfer> x;
    if (sendBytes)
        x.push_back({to, true, static_cast<char*>(const_cast<void*>(send)), sendBytes});
    if (recvBytes)
        x.push_back({from, false, static_cast<char*>(recv), recvBytes});
    return run(
        x, [] { return true; }, [] { return std::string(); }, what, err);
}

}  // namespace tbp
