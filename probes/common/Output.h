// JSON Lines emitter: every protocol line of every probe goes through here (probes/PROTOCOL.md).
// Thread-safe: rank threads may log concurrently; each line is written whole and flushed.
#pragma once

#include "Json.h"
#include "Status.h"

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

    // A rank other than 0 of a multi-process run keeps stdout quiet: every line but error logs is dropped, and
    // those are prefixed with the rank (and copied to stderr), so a launcher that merges the ranks' output
    // carries one protocol stream, rank 0's, plus the other ranks' errors.
    void setQuietRank(int rank) { m_quietRank = rank; }
    bool quiet() const { return m_quietRank > 0; }

    void hello(const std::string& probe, const std::string& backend, const std::vector<DeviceInfo>& devices,
               const std::vector<std::pair<std::string, std::string>>& libs, const std::string& argsJson);
    void fact(const std::string& id, const std::string& value, const std::string& detail = {});
    void check(const std::string& id, CheckStatus status, const std::string& detail,
               const std::string& evidenceJson = {});
    void sample(const Sample& s);
    void progress(long done, long total, const std::string& what);
    void log(LogLevel level, const std::string& message);
    // Writes the `end` line and returns `code` so callers can `return em.end(code);`.
    ExitCode end(ExitCode code);

    int failedChecks() const { return m_failedChecks; }

private:
    void write(const char* type, const JsonObject& body);      // dropped when quiet
    void writeLine(const char* type, const JsonObject& body);  // always written
    std::FILE* m_out;
    std::mutex m_mutex;
    int m_failedChecks = 0;
    int m_quietRank = 0;
};

}  // namespace tbp
