// The typed vocabulary of the protocol (probes/PROTOCOL.md): check statuses, log levels, exit codes and the
// `end` status, each with its one key table. Nothing else in the probes spells these words.
#pragma once

#include <cstddef>

namespace tbp {

enum class CheckStatus { Pass, Warn, Fail, Waived, Unknown };
enum class LogLevel { Debug, Info, Warn, Error };

// Exit codes shared by all probes.
enum class ExitCode : int {
    Ok = 0,
    Failed = 1,       // a check failed (tb-node) or a measurement failed its own criterion
    Unsupported = 2,  // no device, no driver, no NCCL/RCCL/BLAS library
    Runtime = 3,      // allocation, CUDA/HIP/NCCL call or a peer rank failed
    Verify = 4,       // data check failed
    Usage = 64,
};

template <class E>
struct Keyed {
    E value;
    const char* key;
};

// The key of `v` in `table`, or "?" for a value the table lacks (cannot happen for the tables below).
template <class E, std::size_t N>
constexpr const char* keyIn(const Keyed<E> (&table)[N], E v) {
    for (const auto& k : table)
        if (k.value == v)
            return k.key;
    return "?";
}

const char* keyOf(CheckStatus s);     // pass | warn | fail | waived | unknown
const char* keyOf(LogLevel l);        // debug | info | warn | error
const char* endStatusOf(ExitCode c);  // ok | failed | unsupported | error

inline int exitValue(ExitCode c) {
    return static_cast<int>(c);
}

// The more serious of two outcomes, for a probe whose cases end differently: a runtime error outranks a failed
// data check, which outranks a failed criterion, which outranks "unsupported" (a case that could not run here).
ExitCode worse(ExitCode a, ExitCode b);

}  // namespace tbp
