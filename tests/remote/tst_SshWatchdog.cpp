// SshWatchdog: progress reported by the worker (libssh's counters, read only on the worker) or seen in the kernel's
// TCP counters keeps a connection alive; when both stop for the stall limit the socket is shut down, which is what
// unblocks a libssh call waiting on a dead peer.
#include "remote/SshWatchdog.h"

#include <QtTest>

#include <chrono>
#include <thread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace tb;

class TestSshWatchdog : public QObject {
    Q_OBJECT

private slots:
    void progressKeepsItQuietThenSilenceCutsTheSocket() {
        int pair[2] = {-1, -1};
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
        remote::SshWatchdog dog;
        dog.arm(pair[0], 2000);
        // Worker-side progress for well over the stall limit: no cut.
        for (std::uint64_t bytes = 1; bytes <= 60; ++bytes) {
            dog.progress(bytes);
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        QVERIFY(!dog.fired());
        // Then nothing: the watchdog cuts, and the peer sees the end of the stream.
        QTRY_VERIFY_WITH_TIMEOUT(dog.fired(), 10000);
        char c = 0;
        QCOMPARE(::recv(pair[1], &c, 1, 0), ssize_t(0));
        dog.disarm();
        ::close(pair[0]);
        ::close(pair[1]);
    }

    void disarmedItNeverCuts() {
        int pair[2] = {-1, -1};
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
        remote::SshWatchdog dog;
        dog.arm(pair[0], 200);
        dog.disarm();
        std::this_thread::sleep_for(std::chrono::milliseconds(800));
        QVERIFY(!dog.fired());
        ::close(pair[0]);
        ::close(pair[1]);
    }

    void kernelCountersCountWhatATcpSocketReceived() {
        const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
        QCOMPARE(::listen(listener, 1), 0);
        socklen_t len = sizeof addr;
        QCOMPARE(::getsockname(listener, reinterpret_cast<sockaddr*>(&addr), &len), 0);
        const int client = ::socket(AF_INET, SOCK_STREAM, 0);
        QCOMPARE(::connect(client, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
        const int server = ::accept(listener, nullptr, nullptr);
        QVERIFY(server >= 0);
        QCOMPARE(remote::SshWatchdog::kernelBytes(client), std::uint64_t(0));
        const char payload[100] = {};
        QCOMPARE(::send(server, payload, sizeof payload, 0), ssize_t(sizeof payload));
        QTRY_COMPARE(remote::SshWatchdog::kernelBytes(client), std::uint64_t(sizeof payload));
        int pair[2] = {-1, -1};
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
        QCOMPARE(remote::SshWatchdog::kernelBytes(pair[0]), std::uint64_t(0));  // not TCP: nothing to read
        for (int fd : {listener, client, server, pair[0], pair[1]}) {
            ::close(fd);
        }
    }
};

QTEST_GUILESS_MAIN(TestSshWatchdog)
#include "tst_SshWatchdog.moc"
