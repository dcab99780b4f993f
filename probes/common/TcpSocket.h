// Plain POSIX TCP helpers for the rank transport (TcpGroup): listening on every address, connecting with retries
// until a deadline, non-blocking sockets, numeric peer addresses. No exceptions; failures return -1 / false with
// a reason that names the address.
#pragma once

#include <chrono>
#include <string>

namespace tbp {

using Clock = std::chrono::steady_clock;

// Milliseconds left until `deadline` (0 when passed), capped so poll()'s int does not overflow.
int msLeft(Clock::time_point deadline);

// "host:port" or "[v6]:port" -> host, port. False when there is no port.
bool splitHostPort(const std::string& hostPort, std::string& host, std::string& port);
std::string joinHostPort(const std::string& host, int port);

class Fd {
public:
    Fd() = default;
    explicit Fd(int fd) : m_fd(fd) {}
    Fd(Fd&& o) noexcept : m_fd(o.release()) {}
    Fd& operator=(Fd&& o) noexcept;
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() { reset(); }
    int get() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }
    int release() {
        const int f = m_fd;
        m_fd = -1;
        return f;
    }
    void reset();

private:
    int m_fd = -1;
};

// Listens on every address (IPv6 dual-stack where the kernel has it, else IPv4) on `port` (0: any free port, read
// back with localPort). Invalid Fd with `err` set on failure.
Fd listenAll(int port, std::string& err);
int localPort(int fd);

// Connects to host:port, retrying refused or unreachable attempts until `deadline`. A name that does not resolve
// fails at once (retrying cannot fix it). The socket comes back non-blocking with TCP_NODELAY.
Fd connectUntil(const std::string& host, const std::string& port, Clock::time_point deadline, std::string& err);

// Accepts one connection (non-blocking, TCP_NODELAY), or an invalid Fd when none is pending.
Fd acceptOne(int listenFd);

void setNonBlocking(int fd);
void setNoDelay(int fd);
// The numeric address of the peer ("10.0.0.2"; IPv4-mapped IPv6 addresses shown as IPv4).
std::string peerAddress(int fd);

}  // namespace tbp
