#include "TcpGroup.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>

namespace tbp {

namespace {

constexpr std::uint32_t kMagic = 0x31434254;  // "TBC1"
constexpr std::size_t kHeader = 16;
constexpr std::size_t kMaxPayload = 16u << 20;

enum Type : std::uint32_t {
    kHello = 1,   // peer -> 0: key, world, rank, data port
    kTable = 2,   // 0 -> peer: every rank's data address
    kReduce = 3,  // peer -> 0: seq, op, values (a barrier is a reduction of nothing)
    kResult = 4,  // 0 -> peer: seq, values
    kBcast = 5,   // 0 -> peer: bytes
    kFail = 6,    // peer -> 0: rank that failed (this one, or a peer it lost), reason
    kAbort = 7,   // 0 -> peer: rank that failed, reason
    kDataHi = 8,  // on a data connection: key, rank
};

void putU32(std::string& s, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        s += static_cast<char>((v >> (8 * i)) & 0xff);
}
void putU64(std::string& s, std::uint64_t v) {
    putU32(s, static_cast<std::uint32_t>(v));
    putU32(s, static_cast<std::uint32_t>(v >> 32));
}
void putDouble(std::string& s, double d) {
    std::uint64_t u;
    std::memcpy(&u, &d, 8);
    putU64(s, u);
}
void putStr(std::string& s, const std::string& v) {
    putU32(s, static_cast<std::uint32_t>(v.size()));
    s += v;
}

// Reads from a payload; every getter fails (and stays failed) past the end.
struct Reader {
    const std::string& s;
    std::size_t pos = 0;
    bool ok = true;
    std::uint32_t u32() {
        if (!ok || pos + 4 > s.size())
            return ok = false, 0;
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(static_cast<unsigned char>(s[pos + i])) << (8 * i);
        pos += 4;
        return v;
    }
    std::uint64_t u64() {
        const std::uint64_t lo = u32();
        return lo | (static_cast<std::uint64_t>(u32()) << 32);
    }
    double dbl() {
        const std::uint64_t u = u64();
        double d;
        std::memcpy(&d, &u, 8);
        return d;
    }
    std::string str() {
        const std::uint32_t n = u32();
        if (!ok || pos + n > s.size())
            return ok = false, std::string();
        std::string v = s.substr(pos, n);
        pos += n;
        return v;
    }
};

std::string frameBytes(std::uint32_t type, std::uint32_t from, const std::string& payload) {
    std::string f;
    putU32(f, kMagic);
    putU32(f, type);
    putU32(f, from);
    putU32(f, static_cast<std::uint32_t>(payload.size()));
    return f + payload;
}

// Blocking write of a whole buffer on a non-blocking socket, bounded by `deadline`.
bool writeAll(int fd, const std::string& bytes, Clock::time_point deadline) {
    std::size_t off = 0;
    while (off < bytes.size()) {
        const ssize_t w = ::send(fd, bytes.data() + off, bytes.size() - off, MSG_NOSIGNAL);
        if (w > 0) {
            off += static_cast<std::size_t>(w);
            continue;
        }
        if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
            pollfd p{fd, POLLOUT, 0};
            if (::poll(&p, 1, msLeft(deadline)) <= 0)
                return false;
            continue;
        }
        return false;
    }
    return true;
}

// Reads one whole frame from a fresh connection (rendezvous, data hello), bounded by `deadline`.
bool readFrame(int fd, std::string& inbox, std::uint32_t& type, std::uint32_t& from, std::string& payload,
               Clock::time_point deadline) {
    while (true) {
        if (inbox.size() >= kHeader) {
            Reader r{inbox};
            const std::uint32_t magic = r.u32();
            type = r.u32();
            from = r.u32();
            const std::uint32_t len = r.u32();
            if (magic != kMagic || len > kMaxPayload)
                return false;
            if (inbox.size() >= kHeader + len) {
                payload = inbox.substr(kHeader, len);
                inbox.erase(0, kHeader + len);
                return true;
            }
        }
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, msLeft(deadline)) <= 0)
            return false;
        // Exactly what the frame still lacks: bytes after it belong to whoever reads this connection next.
        std::size_t need = kHeader - std::min(kHeader, inbox.size());
        if (need == 0) {
            Reader r{inbox};
            r.u32();
            r.u32();
            r.u32();
            need = kHeader + r.u32() - inbox.size();
        }
        char buf[4096];
        const ssize_t n = ::recv(fd, buf, std::min(need, sizeof buf), 0);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
            return false;
        if (n > 0)
            inbox.append(buf, static_cast<std::size_t>(n));
    }
}

std::string listRanks(const std::vector<int>& ranks) {
    std::string s;
    for (std::size_t i = 0; i < ranks.size() && i < 8; ++i)
        s += (i ? ", " : "") + std::to_string(ranks[i]);
    if (ranks.size() > 8)
        s += " and " + std::to_string(ranks.size() - 8) + " more";
    return s;
}

}  // namespace

TcpGroup::TcpGroup(const Config& c) : m_cfg(c), m_peers(static_cast<std::size_t>(c.world)) {}

TcpGroup::~TcpGroup() = default;

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

bool TcpGroup::readControl(int peer) {
    Peer& p = m_peers[static_cast<std::size_t>(peer)];
    char buf[65536];
    while (true) {
        const ssize_t n = ::recv(p.ctl.get(), buf, sizeof buf, 0);
        if (n > 0) {
            p.inbox.append(buf, static_cast<std::size_t>(n));
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            break;
        p.ctlClosed = true;  // 0: closed; < 0: reset
        break;
    }
    while (p.inbox.size() >= kHeader) {
        Reader r{p.inbox};
        const std::uint32_t magic = r.u32(), type = r.u32(), from = r.u32(), len = r.u32();
        if (magic != kMagic || len > kMaxPayload) {
            p.ctlClosed = true;  // garbage: treat the connection as lost
            p.inbox.clear();
            break;
        }
        if (p.inbox.size() < kHeader + len)
            break;
        Frame f{type, from, p.inbox.substr(kHeader, len)};
        p.inbox.erase(0, kHeader + len);
        dispatch(peer, std::move(f));
    }
    return !p.ctlClosed;
}

void TcpGroup::dispatch(int peer, Frame&& f) {
    if (f.type == kAbort && m_cfg.rank != 0) {
        Reader r{f.payload};
        const int who = static_cast<int>(r.u32());
        const std::string why = r.str();
        if (m_failedRank < 0) {
            m_failedRank = who;
            m_failure = "rank " + std::to_string(who) + " failed: " + why;
        }
        return;
    }
    if (f.type == kFail && m_cfg.rank == 0)
        m_peers[static_cast<std::size_t>(peer)].sentFail = true;
    m_peers[static_cast<std::size_t>(peer)].queue.push_back(std::move(f));
}

void TcpGroup::fail(int suspect, const std::string& why, std::string& err) {
    if (m_failedRank >= 0) {
        err = m_failure;
        return;
    }
    int root = suspect;
    std::string reason = why;
    const auto settle = Clock::now() + std::chrono::seconds(m_cfg.rank == 0 ? 1 : 3);
    if (m_cfg.rank == 0) {
        // A rank that fails because of another reports it before it exits; a rank that dies closes its connection
        // without a report. Reading the control connections briefly tells the two apart, so every rank is told the
        // rank that actually failed, not the first one that gave up because of it.
        // Priority: a rank that died (closed without a report), then one that reported its own failure, then the
        // first rank another one reported.
        int died = -1, self = -1, named = -1;
        std::string selfWhy, namedWhy;
        while (true) {
            std::vector<pollfd> fds;
            std::vector<int> who;
            for (int r = 1; r < m_cfg.world; ++r) {
                Peer& p = m_peers[static_cast<std::size_t>(r)];
                for (const Frame& f : p.queue) {
                    if (f.type != kFail)
                        continue;
                    Reader rd{f.payload};
                    const int k = static_cast<int>(rd.u32());
                    const std::string w = rd.str();
                    if (k == static_cast<int>(f.from) && self < 0) {
                        self = k;
                        selfWhy = w;
                    } else if (named < 0) {
                        named = k;
                        namedWhy = w;
                    }
                }
                if (p.ctl.valid() && p.ctlClosed && !p.sentFail && died < 0)
                    died = r;
                if (p.ctl.valid() && !p.ctlClosed) {
                    fds.push_back({p.ctl.get(), POLLIN, 0});
                    who.push_back(r);
                }
            }
            if (died >= 0 || self >= 0 || fds.empty() || ::poll(fds.data(), fds.size(), msLeft(settle)) <= 0)
                break;
            for (std::size_t i = 0; i < fds.size(); ++i)
                if (fds[i].revents)
                    readControl(who[i]);
        }
        if (died >= 0) {
            root = died;
            reason = died == suspect ? why : "its connection to rank 0 closed (the process died or was killed)";
        } else if (self >= 0) {
            root = self;
            reason = selfWhy;
        } else if (named >= 0) {
            root = named;
            reason = namedWhy;
        }
        m_failedRank = root;
        m_failure = "rank " + std::to_string(root) + " failed: " + reason;
        std::string abortMsg;
        putU32(abortMsg, static_cast<std::uint32_t>(root));
        putStr(abortMsg, reason);
        for (int r = 1; r < m_cfg.world; ++r)
            if (r != root)
                sendFrame(r, kAbort, abortMsg);
        err = m_failure;
        return;
    }
    if (suspect == 0) {
        m_failedRank = 0;
        m_failure = "rank 0 failed: " + why;
        err = m_failure;
        return;
    }
    // Tell rank 0, then wait a moment for its verdict: the peer we lost may itself have given up because of another.
    std::string msg;
    putU32(msg, static_cast<std::uint32_t>(suspect));
    putStr(msg, why);
    if (sendFrame(0, kFail, msg)) {
        Peer& root0 = m_peers[0];
        while (m_failedRank < 0 && !root0.ctlClosed) {
            pollfd p{root0.ctl.get(), POLLIN, 0};
            if (::poll(&p, 1, msLeft(settle)) <= 0)
                break;
            readControl(0);
        }
    }
    if (m_failedRank < 0) {
        m_failedRank = root;
        m_failure = "rank " + std::to_string(root) + " failed: " + reason;
    }
    err = m_failure;
}

void TcpGroup::abort(const std::string& why) {
    if (m_failedRank >= 0 || m_finished)
        return;
    std::string msg;
    putU32(msg, static_cast<std::uint32_t>(m_cfg.rank));
    putStr(msg, why);
    m_failedRank = m_cfg.rank;
    m_failure = "rank " + std::to_string(m_cfg.rank) + " failed: " + why;
    for (int r : controlPeers())
        sendFrame(r, m_cfg.rank == 0 ? kAbort : kFail, msg);
}

bool TcpGroup::run(std::vector<Transfer>& xfers, const std::function<bool()>& ready,
                   const std::function<std::string()>& waitingOn, const std::string& what, std::string& err) {
    auto lastProgress = Clock::now();
    // A rank that only waits for rank 0 (a barrier, a reduction) gives rank 0 ten more seconds: rank 0 may itself
    // be waiting on the silent rank, and will name it when its own limit passes.
    const bool onlyRoot =
        m_cfg.rank != 0 && std::all_of(xfers.begin(), xfers.end(), [](const Transfer& t) { return t.left == 0; });
    const auto silence = std::chrono::seconds(m_cfg.timeoutS + (onlyRoot ? 10 : 0));
    while (true) {
        if (m_failedRank >= 0) {
            err = m_failure;
            return false;
        }
        // Rank 0: a failure notice from a peer ends the wait for everyone (before anything else: a notice in a
        // peer's queue must not pass for the message the wait expects).
        for (int r : controlPeers()) {
            for (const Frame& f : m_peers[static_cast<std::size_t>(r)].queue) {
                if (m_cfg.rank == 0 && f.type == kFail) {
                    Reader rd{f.payload};
                    const int who = static_cast<int>(rd.u32());
                    fail(who, rd.str(), err);
                    return false;
                }
            }
        }
        // What we waited for came first: a connection that closed after it (rank 0 leaving after the last
        // barrier) is no failure of this wait.
        const bool moved = std::all_of(xfers.begin(), xfers.end(), [](const Transfer& t) { return t.left == 0; });
        if (moved && ready())
            return true;
        // A peer gone ends it too.
        for (int r : controlPeers()) {
            Peer& p = m_peers[static_cast<std::size_t>(r)];
            if (p.ctlClosed && !m_finished) {
                if (m_cfg.rank == 0)
                    fail(r, "its connection to rank 0 closed during " + what + " (the process died or was killed)",
                         err);
                else
                    fail(0, "its connection closed during " + what + " (the process died or was killed)", err);
                return false;
            }
        }
        std::vector<pollfd> fds;
        std::vector<int> owner;  // >= 0: index into xfers; < 0: -(control peer + 1)
        for (int r : controlPeers()) {
            fds.push_back({m_peers[static_cast<std::size_t>(r)].ctl.get(), POLLIN, 0});
            owner.push_back(-(r + 1));
        }
        for (std::size_t i = 0; i < xfers.size(); ++i) {
            if (xfers[i].left == 0)
                continue;
            fds.push_back({m_peers[static_cast<std::size_t>(xfers[i].peer)].data.get(),
                           static_cast<short>(xfers[i].out ? POLLOUT : POLLIN), 0});
            owner.push_back(static_cast<int>(i));
        }
        const int n = ::poll(fds.data(), fds.size(), msLeft(lastProgress + silence));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            // Silence: name the rank we wait on.
            int suspect = -1;
            for (const Transfer& t : xfers)
                if (t.left && suspect < 0)
                    suspect = t.peer;
            std::string who = suspect >= 0 ? "rank " + std::to_string(suspect) : waitingOn();
            if (suspect < 0) {
                // waitingOn() gives "rank N" or a list; the first named rank is the suspect.
                const auto d = who.find_first_of("0123456789");
                suspect = d == std::string::npos ? 0 : std::atoi(who.c_str() + d);
            }
            fail(suspect,
                 "it sent nothing for " + std::to_string(m_cfg.timeoutS + (onlyRoot ? 10 : 0)) + " s during " + what +
                     " (rank " + std::to_string(m_cfg.rank) + " waited on " + who + ")",
                 err);
            return false;
        }
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (!fds[i].revents)
                continue;
            lastProgress = Clock::now();
            if (owner[i] < 0) {
                readControl(-owner[i] - 1);
                continue;
            }
            Transfer& t = xfers[static_cast<std::size_t>(owner[i])];
            const int fd = fds[i].fd;
            while (t.left > 0) {
                const ssize_t k = t.out ? ::send(fd, t.p, t.left, MSG_NOSIGNAL) : ::recv(fd, t.p, t.left, 0);
                if (k > 0) {
                    t.p += k;
                    t.left -= static_cast<std::size_t>(k);
                    continue;
                }
                if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
                    break;
                fail(t.peer,
                     "its data connection to rank " + std::to_string(m_cfg.rank) + " closed during " + what +
                         " (the process died or was killed)",
                     err);
                return false;
            }
        }
    }
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
