#include "ChildProcess.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace tbp {

namespace {

volatile sig_atomic_t g_child = 0;
volatile sig_atomic_t g_interrupted = 0;

void forward(int sig) {
    g_interrupted = 1;
    if (g_child > 0)
        ::kill(pid_t(g_child), sig);
}

constexpr std::size_t kMaxErr = 1 << 20;

void drain(int fd, std::string& into, bool& open, std::size_t cap) {
    char buf[65536];
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
        if (into.size() < cap)
            into.append(buf, std::min<std::size_t>(std::size_t(n), cap - into.size()));
    } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
        open = false;
    }
}

}  // namespace

ChildResult runChild(const std::vector<std::string>& args) {
    ChildResult r;
    if (args.empty())
        return r;
    int outPipe[2], errPipe[2], execPipe[2];
    if (::pipe2(outPipe, O_CLOEXEC) != 0 || ::pipe2(errPipe, O_CLOEXEC) != 0 || ::pipe2(execPipe, O_CLOEXEC) != 0) {
        r.execErrno = errno;
        return r;
    }
    std::vector<char*> argv;
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);

    struct sigaction pass {
    }, oldInt{}, oldTerm{}, oldHup{};
    pass.sa_handler = forward;
    sigemptyset(&pass.sa_mask);
    ::sigaction(SIGINT, &pass, &oldInt);
    ::sigaction(SIGTERM, &pass, &oldTerm);
    ::sigaction(SIGHUP, &pass, &oldHup);
    g_interrupted = 0;

    const pid_t pid = ::fork();
    if (pid == 0) {
        ::signal(SIGINT, SIG_DFL);
        ::signal(SIGTERM, SIG_DFL);
        ::signal(SIGHUP, SIG_DFL);
        const int devnull = ::open("/dev/null", O_RDONLY);
        if (devnull >= 0)
            ::dup2(devnull, 0);
        ::dup2(outPipe[1], 1);
        ::dup2(errPipe[1], 2);
        ::execvp(argv[0], argv.data());
        const int e = errno;
        (void)!::write(execPipe[1], &e, sizeof e);
        ::_exit(127);
    }
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    ::close(execPipe[1]);
    if (pid < 0) {
        r.execErrno = errno;
        ::close(outPipe[0]);
        ::close(errPipe[0]);
        ::close(execPipe[0]);
    } else {
        g_child = pid;
        int e = 0;
        ssize_t n;
        do {
            n = ::read(execPipe[0], &e, sizeof e);
        } while (n < 0 && errno == EINTR);
        ::close(execPipe[0]);
        r.started = n != ssize_t(sizeof e);
        r.execErrno = r.started ? 0 : e;
        bool outOpen = true, errOpen = true;
        while (outOpen || errOpen) {
            pollfd fds[2] = {{outOpen ? outPipe[0] : -1, POLLIN, 0}, {errOpen ? errPipe[0] : -1, POLLIN, 0}};
            if (::poll(fds, 2, -1) < 0) {
                if (errno == EINTR)
                    continue;
                break;
            }
            if (outOpen && (fds[0].revents & (POLLIN | POLLHUP | POLLERR)))
                drain(outPipe[0], r.out, outOpen, std::string::npos);
            if (errOpen && (fds[1].revents & (POLLIN | POLLHUP | POLLERR)))
                drain(errPipe[0], r.err, errOpen, kMaxErr);
        }
        ::close(outPipe[0]);
        ::close(errPipe[0]);
        int status = 0;
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        g_child = 0;
        if (WIFEXITED(status))
            r.exitCode = WEXITSTATUS(status);
        else if (WIFSIGNALED(status))
            r.signal = WTERMSIG(status);
    }
    r.interrupted = g_interrupted != 0;
    ::sigaction(SIGINT, &oldInt, nullptr);
    ::sigaction(SIGTERM, &oldTerm, nullptr);
    ::sigaction(SIGHUP, &oldHup, nullptr);
    return r;
}

}  // namespace tbp
