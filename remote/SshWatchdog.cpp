#include "remote/SshWatchdog.h"

#include <chrono>

#include <linux/tcp.h>
#include <netinet/in.h>
#include <sys/socket.h>

namespace tb::remote {

SshWatchdog::SshWatchdog() : m_thread([this] { loop(); }) {}

SshWatchdog::~SshWatchdog() {
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void SshWatchdog::arm(int fd, int stallMs) {
    {
        std::lock_guard lock(m_mutex);
        m_fd = fd;
        m_stallMs = stallMs;
    }
    touch();
    m_wake.notify_all();
}

void SshWatchdog::disarm() {
    std::lock_guard lock(m_mutex);
    m_fd = -1;
}

void SshWatchdog::touch() {
    m_touches.fetch_add(1, std::memory_order_relaxed);
}

void SshWatchdog::progress(std::uint64_t bytes) {
    m_bytes.store(bytes, std::memory_order_relaxed);
}

std::uint64_t SshWatchdog::kernelBytes(int fd) {
    tcp_info info{};
    socklen_t len = sizeof info;
    if (fd < 0 || ::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &len) != 0) {
        return 0;  // not TCP (a ProxyCommand pipe): the worker's reports are all there is
    }
    // Received payload only: a stopped peer's kernel still acknowledges what we send (keepalives), which must not
    // count as the peer answering.
    return info.tcpi_bytes_received;
}

void SshWatchdog::loop() {
    using Clock = std::chrono::steady_clock;
    std::uint64_t lastTouches = 0, lastBytes = 0, lastKernel = 0;
    auto lastProgress = Clock::now();
    int lastFd = -1;
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        m_wake.wait_for(lock, std::chrono::milliseconds(250));
        if (m_stop) {
            break;
        }
        if (m_fd < 0) {
            lastFd = -1;
            continue;
        }
        const std::uint64_t touches = m_touches.load(std::memory_order_relaxed);
        const std::uint64_t bytes = m_bytes.load(std::memory_order_relaxed);
        const std::uint64_t kernel = kernelBytes(m_fd);
        const auto now = Clock::now();
        if (m_fd != lastFd || touches != lastTouches || bytes != lastBytes || kernel != lastKernel) {
            lastFd = m_fd;
            lastTouches = touches;
            lastBytes = bytes;
            lastKernel = kernel;
            lastProgress = now;
            continue;
        }
        if (now - lastProgress > std::chrono::milliseconds(m_stallMs)) {
            ::shutdown(m_fd, SHUT_RDWR);
            m_fired.store(true);
            m_fd = -1;
            lastFd = -1;
        }
    }
}

}  // namespace tb::remote
