#include "TcpFrames.h"

#include <algorithm>
#include <cerrno>
#include <poll.h>
#include <sys/socket.h>

namespace tbp::frames {

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

std::uint32_t Reader::u32() {
    if (!ok || pos + 4 > s.size())
        return ok = false, 0;
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
        v |= static_cast<std::uint32_t>(static_cast<unsigned char>(s[pos + i])) << (8 * i);
    pos += 4;
    return v;
}

std::uint64_t Reader::u64() {
    const std::uint64_t lo = u32();
    return lo | (static_cast<std::uint64_t>(u32()) << 32);
}

double Reader::dbl() {
    const std::uint64_t u = u64();
    double d;
    std::memcpy(&d, &u, 8);
    return d;
}

std::string Reader::str() {
    const std::uint32_t n = u32();
    if (!ok || pos + n > s.size())
        return ok = false, std::string();
    std::string v = s.substr(pos, n);
    pos += n;
    return v;
}

}  // namespace tbp::frames
