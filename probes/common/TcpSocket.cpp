#include "TcpSocket.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cstdint>
#include <cstdlib>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

namespace tbp {

int msLeft(Clock::time_point deadline) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0)
        return 0;
    return left > 1000000000 ? 1000000000 : static_cast<int>(left);
}

bool splitHostPort(const std::string& hp, std::string& host, std::string& port) {
    const auto c = hp.rfind(':');
    if (c == std::string::npos || c == 0 || c + 1 >= hp.size())
        return false;
    host = hp.substr(0, c);
    port = hp.substr(c + 1);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    return !host.empty();
}

std::string joinHostPort(const std::string& host, int port) {
    return host.find(':') != std::string::npos ? "[" + host + "]:" + std::to_string(port)
                                               : host + ":" + std::to_string(port);
}

Fd& Fd::operator=(Fd&& o) noexcept {
    if (this != &o) {
        reset();
        m_fd = o.release();
    }
    return *this;
}

void Fd::reset() {
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

void setNonBlocking(int fd) {
    const int fl = ::fcntl(fd, F_GETFL, 0);
    if (fl >= 0)
        ::fcntl(fd, F_SETFL, fl | O_NONBLOCK);
}

void setNoDelay(int fd) {
    int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

Fd listenAll(int port, std::string& err) {
    int one = 1, zero = 0;
    Fd s(::socket(AF_INET6, SOCK_STREAM | SOCK_CLOEXEC, 0));
    if (s.valid()) {
        ::setsockopt(s.get(), SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        ::setsockopt(s.get(), IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero);
        sockaddr_in6 a{};
        a.sin6_family = AF_INET6;
        a.sin6_addr = in6addr_any;
        a.sin6_port = htons(static_cast<std::uint16_t>(port));
        if (::bind(s.get(), reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 && ::listen(s.get(), 1024) == 0) {
            setNonBlocking(s.get());
            return s;
        }
        if (errno == EADDRINUSE || errno == EACCES) {
            err = "cannot listen on port " + std::to_string(port) + ": " + std::strerror(errno);
            return Fd();
        }
    }
    // No IPv6 in this kernel or namespace: IPv4 only.
    s = Fd(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0));
    if (!s.valid()) {
        err = std::string("cannot create a socket: ") + std::strerror(errno);
        return Fd();
    }
    ::setsockopt(s.get(), SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_ANY);
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    if (::bind(s.get(), reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(s.get(), 1024) != 0) {
        err = "cannot listen on port " + std::to_string(port) + ": " + std::strerror(errno);
        return Fd();
    }
    setNonBlocking(s.get());
    return s;
}

int localPort(int fd) {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0)
        return -1;
    if (a.ss_family == AF_INET6)
        return ntohs(reinterpret_cast<sockaddr_in6*>(&a)->sin6_port);
    return ntohs(reinterpret_cast<sockaddr_in*>(&a)->sin_port);
}

namespace {

// One non-blocking connect attempt, bounded by `ms`. True when connected.
bool tryConnect(int fd, const sockaddr* addr, socklen_t len, int ms, int& error) {
    setNonBlocking(fd);
    if (::connect(fd, addr, len) == 0)
        return true;
    if (errno != EINPROGRESS) {
        error = errno;
        return false;
    }
    pollfd p{fd, POLLOUT, 0};
    if (::poll(&p, 1, ms) <= 0) {
        error = ETIMEDOUT;
        return false;
    }
    int soErr = 0;
    socklen_t l = sizeof soErr;
    ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soErr, &l);
    error = soErr;
    return soErr == 0;
}

bool selfConnected(int fd) {
    sockaddr_storage a{}, b{};
    socklen_t la = sizeof a, lb = sizeof b;
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &la) != 0 ||
        ::getpeername(fd, reinterpret_cast<sockaddr*>(&b), &lb) != 0)
        return false;
    return la == lb && std::memcmp(&a, &b, la) == 0;
}

}  // namespace

Fd connectUntil(const std::string& host, const std::string& port, Clock::time_point deadline, std::string& err) {
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_family = AF_UNSPEC;
    int lastError = 0;
    int attempts = 0;
    while (true) {
        addrinfo* res = nullptr;
        const int g = ::getaddrinfo(host.c_str(), port.c_str(), &hints, &res);
        if (g == EAI_NONAME || g == EAI_SERVICE || g == EAI_FAMILY) {
            err = "cannot resolve '" + host + "' port '" + port + "': " + ::gai_strerror(g);
            return Fd();
        }
        if (g == 0) {
            for (addrinfo* a = res; a; a = a->ai_next) {
                Fd s(::socket(a->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0));
                if (!s.valid())
                    continue;
                ++attempts;
                if (tryConnect(s.get(), a->ai_addr, a->ai_addrlen, std::min(2000, std::max(1, msLeft(deadline))),
                               lastError)) {
                    if (selfConnected(s.get())) {
                        // Nobody listens yet and the kernel picked the target port as our source port: TCP's
                        // simultaneous open connected us to ourselves. Not a peer: try again.
                        lastError = ECONNREFUSED;
                        continue;
                    }
                    ::freeaddrinfo(res);
                    setNoDelay(s.get());
                    return s;
                }
            }
            ::freeaddrinfo(res);
        } else {
            lastError = EAGAIN;  // a temporary resolver failure: try again
        }
        if (msLeft(deadline) == 0)
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(std::min(200, msLeft(deadline))));
    }
    err = "could not connect to " + joinHostPort(host, std::atoi(port.c_str())) + " (" + std::to_string(attempts) +
          " attempts, last: " + (lastError ? std::strerror(lastError) : "no address") + ")";
    return Fd();
}

Fd acceptOne(int listenFd) {
    Fd c(::accept4(listenFd, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK));
    if (c.valid())
        setNoDelay(c.get());
    return c;
}

std::string peerAddress(int fd) {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    if (::getpeername(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0)
        return {};
    char buf[INET6_ADDRSTRLEN] = {0};
    if (a.ss_family == AF_INET6) {
        const auto* s6 = reinterpret_cast<sockaddr_in6*>(&a);
        if (IN6_IS_ADDR_V4MAPPED(&s6->sin6_addr)) {
            in_addr v4{};
            std::memcpy(&v4, s6->sin6_addr.s6_addr + 12, 4);
            ::inet_ntop(AF_INET, &v4, buf, sizeof buf);
        } else {
            ::inet_ntop(AF_INET6, &s6->sin6_addr, buf, sizeof buf);
        }
    } else {
        ::inet_ntop(AF_INET, &reinterpret_cast<sockaddr_in*>(&a)->sin_addr, buf, sizeof buf);
    }
    return buf;
}

}  // namespace tbp
