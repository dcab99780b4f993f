#pragma once

#include <atomic>
#include <memory>

namespace tb::core {

// Shared flag: any thread requests, the worker polls. Copies share the flag.
class CancelToken {
public:
    CancelToken() : m_flag(std::make_shared<std::atomic<bool>>(false)) {}
    void cancel() const { m_flag->store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_flag->load(std::memory_order_relaxed); }

private:
    std::shared_ptr<std::atomic<bool>> m_flag;
};

}  // namespace tb::core
