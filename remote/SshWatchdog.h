#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

namespace tb::remote {

// Cuts a connection whose peer went silent. libssh blocks for ever on a stalled peer (SIGSTOPped sshd, dead
// route) whatever its own timeout says, so while an operation is armed this thread watches for progress and shuts
// the socket down (shutdown(2), which makes the blocked libssh call fail at once) when there was none for the stall
// limit.
//
// Progress is what the worker reports (touch(), progress() with libssh's byte counters, which only the worker
// reads, since libssh writes them without synchronisation), and, for a TCP socket, the kernel's byte counters
// (TCP_INFO), which move even while the worker sits inside a long libssh call and which any thread may read.
//
// Thread contract: arm/disarm/touch/progress come from the connection's worker thread; the check runs on a private
// thread and reads only atomics and the socket.
class SshWatchdog {
public:
    SshWatchdog();
    ~SshWatchdog();
    SshWatchdog(const SshWatchdog&) = delete;
    SshWatchdog& operator=(const SshWatchdog&) = delete;

    void arm(int fd, int stallMs);
    void disarm();
    void touch();                        // progress seen by the worker
    void progress(std::uint64_t bytes);  // libssh's counters as the worker read them; a change is progress
    bool fired() const { return m_fired.load(); }
    void resetFired() { m_fired.store(false); }

    // The kernel's count of payload bytes received on a TCP socket; 0 for any other descriptor.
    static std::uint64_t kernelBytes(int fd);

private:
    void loop();

    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    int m_fd = -1;
    int m_stallMs = 10000;
    std::atomic<std::uint64_t> m_touches{0};
    std::atomic<std::uint64_t> m_bytes{0};
    std::atomic<bool> m_fired{false};
    // Last: the thread starts in the constructor and reads the members above, which must be initialised by then
    // (members are initialised in declaration order; a thread declared first could see m_stop uninitialised).
    std::thread m_thread;
};

}  // namespace tb::remote
