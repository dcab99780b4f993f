#include "remote/SshWatchdog.h"

#include <chrono>

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

void SshWatchdog::arm(int fd, const std::size_t* rxBytes, int stallMs) {
    {
        std::lock_guard lock(m_mutex);
        m_fd = fd;
        m_rx = rxBytes;
        m_stallMs = stallMs;
    }
    touch();
    m_wake.notify_all();
}

void SshWatchdog::disarm() {
    std::lock_guard lock(m_mutex);
    m_fd = -1;
    m_rx = nullptr;
}

void SshWatchdog::touch() {
    m_touches.fetch_add(1, std::memory_order_relaxed);
}

void SshWatchdog::loop() {
    using Clock = std::chrono::steady_clock;
    std::uint64_t lastTouches = 0;
    std::size_t lastRx = 0;
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
        // The counter is a size_t that libssh updates on the worker thread; an aligned word read is what we need
        // (a torn or stale value only delays the verdict by one tick).
        const std::size_t rx = m_rx ? __atomic_load_n(m_rx, __ATOMIC_RELAXED) : 0;
        const auto now = Clock::now();
        if (m_fd != lastFd || touches != lastTouches || rx != lastRx) {
            lastFd = m_fd;
            lastTouches = touches;
            lastRx = rx;
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
