#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

namespace tb::remote {

// Cuts a connection whose peer went silent. libssh blocks for ever on a stalled peer (SIGSTOPped sshd, dead
// route) whatever its own timeout says, so while an operation is armed this thread watches a progress counter and
// shuts the socket down (shutdown(2), which makes the blocked libssh call fail at once) when it has not moved for
// the stall limit.
//
// Thread contract: arm/disarm/touch come from the connection's worker thread; the check runs on a private thread.
// The watched byte counter (libssh's receive counter) is written by the worker inside libssh and only read here.
class SshWatchdog {
public:
    SshWatchdog();
    ~SshWatchdog();
    SshWatchdog(const SshWatchdog&) = delete;
    SshWatchdog& operator=(const SshWatchdog&) = delete;

    // Starts watching fd; rxBytes (may be null) counts bytes received, any change is progress.
    void arm(int fd, const std::size_t* rxBytes, int stallMs);
    void disarm();
    void touch();  // progress seen by the worker
    bool fired() const { return m_fired.load(); }
    void resetFired() { m_fired.store(false); }

private:
    void loop();

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::thread m_thread;
    bool m_stop = false;
    int m_fd = -1;
    const std::size_t* m_rx = nullptr;
    int m_stallMs = 10000;
    std::atomic<std::uint64_t> m_touches{0};
    std::atomic<bool> m_fired{false};
};

}  // namespace tb::remote
