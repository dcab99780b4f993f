// JSON Lines emitter: every protocol line of every probe goes through here (probes/PROTOCOL.md).
// Thread-safe: rank threads may log concurrently; each line is written whole and flushed.
#pragma once

#include "Json.h"

#include <cstdint>
#include <cstdio>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace tbp {

constexpr int kProtocolVersion = 1;
constexpr std::size_t kMaxLineBytes = 65536;

// Exit codes shared by all probes.
enum ExitCode : int {
    kExitOk = 0,
    kExitFailed = 1,       // a check failed (tb-node) or a measurement failed its own criterion
    kExitUnsupported = 2,  // no device, no driver, no NCCL/RCCL/BLAS library
    kExitRuntime = 3,
    kExitVerify = 4,  // data check failed
    kExitUsage = 64,
};

struct DeviceInfo {
    int index = 0;
    std::string name;
    std::string pci;
    std::uint64_t memoryBytes = 0;
};

struct Sample {
    std::string metric;
    std::optional<std::uint64_t> size;  // bytes; nullopt -> null
    double value = 0;
    std::string unit;
    double median = 0, min = 0, max = 0;
    int iters = 0;
    std::string extra = "{}";  // JSON object
};

class Emitter {
public:
    explicit Emitter(std::FILE* out = stdout) : m_out(out) {}

    void hello(const std::string& probe, const std::string& backend, const std::vector<DeviceInfo>& devices,
               const std::vector<std::pair<std::string, std::string>>& libs, const std::string& argsJson);
    void fact(const std::string& id, const std::string& value, const std::string& detail = {});
    // status: pass|warn|fail|waived|unknown
    void check(const std::string& id, const std::string& status, const std::string& detail,
               const std::string& evidenceJson = {});
    void sample(const Sample& s);
    void progress(long done, long total, const std::string& what);
    void log(const std::string& level, const std::string& message);
    // Writes the `end` line and returns `code` so callers can `return em.end(code);`.
    int end(int code);

    int failedChecks() const { return m_failedChecks; }

    static const char* statusForExit(int code);

private:
    void write(const char* type, const JsonObject& body);
    std::FILE* m_out;
    std::mutex m_mutex;
    int m_failedChecks = 0;
};

}  // namespace tbp
