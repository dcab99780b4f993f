#include "ChildProcess.h"

#include <cerrno>
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <poll.h>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace tbp {

namespace {

constexpr std::size_t kCap = 16u << 20;

std::vector<char*> cArgv(const std::vector<std::string>& argv) {
    std::vector<char*> v;
    for (const auto& a : argv)
        v.push_back(const_cast<char*>(a.c_str()));
    v.push_back(nullptr);
    return v;
}

int statusCode(int status) {
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return -1;
}

// Whether /proc/net/FILE lists a socket in state LISTEN (0A) on `port`.
bool listensIn(const char* file, int port) {
    std::ifstream in(file);
    std::string line;
    std::getline(in, line);  // header
    char want[8];
    std::snprintf(want, sizeof want, ":%04X", port);
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string slot, local, remote, state;
        fields >> slot >> local >> remote >> state;
        if (state == "0A" && local.size() > 5 && local.compare(local.size() - 5, 5, want) == 0)
            return true;
    }
    return false;
}

}  // namespace

std::string findProgram(const std::string& name) {
    if (name.empty())
        return {};
    if (name.find('/') != std::string::npos)
        return access(name.c_str(), X_OK) == 0 ? name : std::string();
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path ? path : "/usr/local/bin:/usr/bin:/bin");
    std::string dir;
    while (std::getline(dirs, dir, ':')) {
        const std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
        struct stat st {};
        if (stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return {};
}

bool runChild(const std::vector<std::string>& argv, int timeoutS, ChildResult& result, std::string& err) {
    result = ChildResult{};
    int outPipe[2], errPipe[2];
    if (argv.empty() || pipe2(outPipe, O_CLOEXEC) != 0)
        return err = "cannot make a pipe: " + std::string(std::strerror(errno)), false;
    if (pipe2(errPipe, O_CLOEXEC) != 0) {
        close(outPipe[0]);
        close(outPipe[1]);
        return err = "cannot make a pipe: " + std::string(std::strerror(errno)), false;
    }
    auto args = cArgv(argv);
    const pid_t pid = fork();
    if (pid < 0) {
        err = "cannot start " + argv[0] + ": " + std::strerror(errno);
        for (int fd : {outPipe[0], outPipe[1], errPipe[0], errPipe[1]})
            close(fd);
        return false;
    }
    if (pid == 0) {
        const int devnull = open("/dev/null", O_RDONLY);
        dup2(devnull, 0);
        dup2(outPipe[1], 1);
        dup2(errPipe[1], 2);
        execv(args[0], args.data());
        std::fprintf(stderr, "cannot run %s: %s\n", args[0], std::strerror(errno));
        _exit(127);
    }
    close(outPipe[1]);
    close(errPipe[1]);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeoutS);
    pollfd fds[2] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
    std::string* sinks[2] = {&result.out, &result.err};
    int openPipes = 2;
    char buf[65536];
    while (openPipes > 0) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            result.timedOut = true;
            kill(pid, SIGKILL);
            break;
        }
        const int n = poll(fds, 2, static_cast<int>(std::min<long long>(left.count(), 1000)));
        if (n < 0 && errno != EINTR)
            break;
        for (int k = 0; k < 2; ++k) {
            if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            const ssize_t got = read(fds[k].fd, buf, sizeof buf);
            if (got <= 0) {
                close(fds[k].fd);
                fds[k].fd = -1;
                --openPipes;
            } else if (sinks[k]->size() < kCap) {
                sinks[k]->append(buf, static_cast<std::size_t>(got));
            }
        }
    }
    for (auto& f : fds)
        if (f.fd >= 0)
            close(f.fd);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    result.exitCode = statusCode(status);
    return true;
}

pid_t startChild(const std::vector<std::string>& argv, const std::string& logPath, std::string& err) {
    if (argv.empty())
        return err = "nothing to start", -1;
    auto args = cArgv(argv);
    const pid_t pid = fork();
    if (pid < 0) {
        err = "cannot start " + argv[0] + ": " + std::strerror(errno);
        return -1;
    }
    if (pid == 0) {
        const int in = open("/dev/null", O_RDONLY);
        const int out =
            logPath.empty() ? open("/dev/null", O_WRONLY) : open(logPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        dup2(in, 0);
        dup2(out, 1);
        dup2(out, 2);
        execv(args[0], args.data());
        _exit(127);
    }
    return pid;
}

bool childAlive(pid_t pid) {
    if (pid <= 0)
        return false;
    int status = 0;
    return waitpid(pid, &status, WNOHANG) == 0;
}

void stopChild(pid_t pid) {
    if (pid <= 0)
        return;
    kill(pid, SIGTERM);
    for (int i = 0; i < 40; ++i) {
        int status = 0;
        if (waitpid(pid, &status, WNOHANG) != 0)
            return;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
}

bool waitListening(int port, int timeoutMs, pid_t pid) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (true) {
        if (listensIn("/proc/net/tcp", port) || listensIn("/proc/net/tcp6", port)) {
            if (pid <= 0)
                return true;
            // Someone listens; make sure it is our child and not another program that already had the port (then
            // ours exits at once with "address in use").
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            return childAlive(pid);
        }
        if (pid > 0 && !childAlive(pid))
            return false;
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

}  // namespace tbp
