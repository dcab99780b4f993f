// TcpGroup's waiting: every wait reads the control connections too, so a failure anywhere ends it, and a
// failure is settled on the rank that caused it before every rank is told.
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

}  // namespace tbp
