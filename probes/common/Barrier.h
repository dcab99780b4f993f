// Reusable thread barrier (the probes stay C++17, so no std::barrier).
#pragma once

#include <condition_variable>
#include <mutex>

namespace tbp {

class Barrier {
public:
    explicit Barrier(int count) : m_count(count) {}
    void wait() {
        std::unique_lock<std::mutex> lock(m_mutex);
        const unsigned long gen = m_generation;
        if (++m_arrived == m_count) {
            m_arrived = 0;
            ++m_generation;
            m_cv.notify_all();
            return;
        }
        m_cv.wait(lock, [&] { return gen != m_generation; });
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    int m_count;
    int m_arrived = 0;
    unsigned long m_generation = 0;
};

}  // namespace tbp
