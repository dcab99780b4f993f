// Running the real tools the fabric probes drive (iperf3, perftest): a program found on PATH, run with its output
// captured and a time limit, or started in the background as a server and stopped again. POSIX only; no shell is
// involved, so an address or a device name is never parsed as shell syntax.
#pragma once

#include <string>
#include <sys/types.h>
#include <vector>

namespace tbp {

// `name` on PATH (or `name` itself when it holds a '/'); empty when it is not there or not executable.
std::string findProgram(const std::string& name);

struct ChildResult {
    int exitCode = -1;  // the exit status; 128+N for a signal
    bool timedOut = false;
    std::string out, err;  // each capped at 16 MiB
};

// Runs argv[0] with argv, waits at most `timeoutS` seconds (then kills it), captures stdout and stderr.
// False with `err` when it could not be started at all.
bool runChild(const std::vector<std::string>& argv, int timeoutS, ChildResult& result, std::string& err);

// Starts a background program (a server) with stdout and stderr going to `logPath` (or /dev/null when empty).
// Returns its pid, or -1 with `err`.
pid_t startChild(const std::vector<std::string>& argv, const std::string& logPath, std::string& err);
// SIGTERM, then SIGKILL after two seconds; reaps it.
void stopChild(pid_t pid);
// Whether the child is still running (reaps it when it is not).
bool childAlive(pid_t pid);

// Waits until some process of this network namespace listens on TCP `port` (read from /proc/net/tcp and tcp6, so
// the server sees no probing connection), at most `timeoutMs`; false early when `pid` (if > 0) has exited.
bool waitListening(int port, int timeoutMs, pid_t pid);

}  // namespace tbp
