#include "IdExchange.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <thread>

#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace tbp {

namespace {

using Clock = std::chrono::steady_clock;

bool sendAll(int fd, const char* p, std::size_t n) {
    while (n) {
        const ssize_t w = ::send(fd, p, n, MSG_NOSIGNAL);
        if (w <= 0)
            return false;
        p += w;
        n -= static_cast<std::size_t>(w);
    }
    return true;
}

bool recvAll(int fd, char* p, std::size_t n, Clock::time_point deadline) {
    while (n) {
        pollfd pfd{fd, POLLIN, 0};
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0 || ::poll(&pfd, 1, static_cast<int>(left)) <= 0)
            return false;
        const ssize_t r = ::recv(fd, p, n, 0);
        if (r <= 0)
            return false;
        p += r;
        n -= static_cast<std::size_t>(r);
    }
    return true;
}

bool splitHostPort(const std::string& hp, std::string& host, std::string& port) {
    const auto c = hp.rfind(':');
    if (c == std::string::npos || c + 1 >= hp.size())
        return false;
    host = hp.substr(0, c);
    port = hp.substr(c + 1);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    return true;
}

}  // namespace

bool exchangeIdFile(const std::string& path, int rank, void* blob, std::size_t len, int timeoutS, std::string& err) {
    if (rank == 0) {
        const std::string tmp = path + ".tmp." + std::to_string(::getpid());
        {
            std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
            out.write(static_cast<const char*>(blob), static_cast<std::streamsize>(len));
            if (!out) {
                err = "cannot write " + tmp + ": " + std::strerror(errno);
                return false;
            }
        }
        if (std::rename(tmp.c_str(), path.c_str()) != 0) {
            err = "cannot rename " + tmp + " to " + path + ": " + std::strerror(errno);
            return false;
        }
        return true;
    }
    const auto deadline = Clock::now() + std::chrono::seconds(timeoutS);
    while (Clock::now() < deadline) {
        std::ifstream in(path, std::ios::binary);
        if (in) {
            std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (data.size() == len) {
                std::memcpy(blob, data.data(), len);
                return true;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    err = "rank " + std::to_string(rank) + " waited " + std::to_string(timeoutS) + " s for the id file " + path;
    return false;
}

bool exchangeIdTcp(const std::string& hostPort, int rank, int nranks, void* blob, std::size_t len, int timeoutS,
                   std::string& err) {
    std::string host, port;
    if (!splitHostPort(hostPort, host, port)) {
        err = "bad --root-addr '" + hostPort + "' (expected HOST:PORT)";
        return false;
    }
    const auto deadline = Clock::now() + std::chrono::seconds(timeoutS);
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_family = AF_UNSPEC;
    if (rank == 0) {
        hints.ai_flags = AI_PASSIVE;
        addrinfo* res = nullptr;
        if (::getaddrinfo(nullptr, port.c_str(), &hints, &res) != 0 || !res) {
            err = "bad port '" + port + "'";
            return false;
        }
        // Prefer IPv6 (dual-stack) so IPv4 peers can connect as well.
        addrinfo* pick = res;
        for (addrinfo* a = res; a; a = a->ai_next)
            if (a->ai_family == AF_INET6)
                pick = a;
        const int ls = ::socket(pick->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
        int one = 1, zero = 0;
        ::setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (pick->ai_family == AF_INET6)
            ::setsockopt(ls, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero);
        const bool bound = ls >= 0 && ::bind(ls, pick->ai_addr, pick->ai_addrlen) == 0 && ::listen(ls, 128) == 0;
        ::freeaddrinfo(res);
        if (!bound) {
            err = "rank 0 cannot listen on port " + port + ": " + std::strerror(errno);
            if (ls >= 0)
                ::close(ls);
            return false;
        }
        for (int served = 1; served < nranks;) {
            pollfd pfd{ls, POLLIN, 0};
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
            if (left <= 0 || ::poll(&pfd, 1, static_cast<int>(left)) <= 0) {
                err = "rank 0: only " + std::to_string(served - 1) + " of " + std::to_string(nranks - 1) +
                      " ranks connected within " + std::to_string(timeoutS) + " s";
                ::close(ls);
                return false;
            }
            const int c = ::accept4(ls, nullptr, nullptr, SOCK_CLOEXEC);
            if (c < 0)
                continue;
            if (sendAll(c, static_cast<const char*>(blob), len))
                ++served;
            ::close(c);
        }
        ::close(ls);
        return true;
    }
    while (Clock::now() < deadline) {
        addrinfo* res = nullptr;
        if (::getaddrinfo(host.c_str(), port.c_str(), &hints, &res) == 0) {
            for (addrinfo* a = res; a; a = a->ai_next) {
                const int s = ::socket(a->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
                if (s < 0)
                    continue;
                if (::connect(s, a->ai_addr, a->ai_addrlen) == 0 &&
                    recvAll(s, static_cast<char*>(blob), len, deadline)) {
                    ::close(s);
                    ::freeaddrinfo(res);
                    return true;
                }
                ::close(s);
            }
            ::freeaddrinfo(res);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    err = "rank " + std::to_string(rank) + " could not get the id from " + hostPort + " within " +
          std::to_string(timeoutS) + " s";
    return false;
}

}  // namespace tbp
