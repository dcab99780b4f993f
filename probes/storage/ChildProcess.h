// Runs a program (looked up in PATH by execvp, never through a shell, so no path or option needs quoting) and
// collects what it writes. tb-storage drives fio through it.
#pragma once

#include <string>
#include <vector>

namespace tbp {

struct ChildResult {
    bool started = false;      // false: the program could not be executed (execErrno says why)
    int execErrno = 0;         // ENOENT: not found in PATH
    int exitCode = -1;         // the program's exit status; -1 when a signal ended it
    int signal = 0;            // the signal that ended it, 0 when it exited
    std::string out, err;      // stdout and stderr (stderr is cut at 1 MiB)
    bool interrupted = false;  // tb-storage itself got SIGINT or SIGTERM while the program ran (it was passed on)
};

// Runs argv[0] with argv, stdin from /dev/null. While it runs, SIGINT, SIGTERM and SIGHUP sent to this process are
// passed on to the program (so fio stops and this process can still remove its files), and restored afterwards.
ChildResult runChild(const std::vector<std::string>& argv);

}  // namespace tbp
