// SessionReaper: handing a node session over returns at once while its worker is still busy (a cancelled run in its
// kill grace, a login waiting for an answer), the session is deleted once its last job ran, and the exit wait is
// bounded. The connection is a stand-in behind the RemoteConnection interface whose jobs take as long as the test
// says; the GUI suite tst_RemoteFaults covers the same path over a real sshd.
#include "core/session/SessionReaper.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <mutex>
#include <thread>

using namespace tb;

namespace {
struct Counters {
    std::atomic<int> disconnects{0};
    std::atomic<bool> release{false};
    // What happened, in the order it happened, from whichever thread. The tests assert this order instead of how
    // long a call took, which a loaded or sanitized machine would stretch.
    std::mutex mutex;
    QStringList events;
    void note(const QString& what) {
        std::lock_guard lock(mutex);
        events << what;
    }
    QStringList seen() {
        std::lock_guard lock(mutex);
        return events;
    }
};

class StandInConnection : public core::RemoteConnection {
public:
    explicit StandInConnection(std::shared_ptr<Counters> counters) : m_counters(std::move(counters)) {}

    core::Status connect(const core::SshTarget& target, core::RemotePrompter& prompter) override {
        core::HostKeyInfo key;
        key.host = target.host;
        if (!prompter.acceptHostKey(key)) {
            return core::makeError(core::ErrorCode::HostKeyUnknown, QStringLiteral("refused"));
        }
        m_connected = true;
        return {};
    }
    void disconnect() override {
        m_connected = false;
        ++m_counters->disconnects;
    }
    bool isConnected() const override { return m_connected; }
    core::HostKeyInfo hostKey() const override { return {}; }
    // Runs until the test releases it: a remote command that takes its time to stop. The 60 s valve only keeps a
    // broken reaper (one that waits for this job) from hanging the suite; the order of events then fails the test.
    core::Result<core::ExecOutcome> exec(const QString&, core::ExecSink&, const core::ExecOptions&,
                                         const core::CancelToken&) override {
        const auto valve = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!m_counters->release && std::chrono::steady_clock::now() < valve) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        m_counters->note(QStringLiteral("job ended"));
        return core::ExecOutcome{};
    }
    core::Result<core::UploadStats> upload(const QString&, const QString&, int, const core::CancelToken&,
                                           const std::function<void(qint64, qint64)>&) override {
        return core::UploadStats{};
    }

private:
    std::shared_ptr<Counters> m_counters;
    bool m_connected = false;
};

class NullSink : public core::ExecSink {
public:
    void onStdout(QByteArrayView) override {}
    void onStderr(QByteArrayView) override {}
};

std::unique_ptr<core::RemoteSession> makeSession(const std::shared_ptr<Counters>& counters) {
    return std::make_unique<core::RemoteSession>([counters] { return std::make_unique<StandInConnection>(counters); });
}

// Starts a job that runs until counters->release; true once it is running on the worker.
void startBusyJob(core::RemoteSession& session, std::atomic<bool>& started) {
    (void)session.submit([&started](core::RemoteConnection& c) {
        started = true;
        NullSink sink;
        (void)c.exec(QStringLiteral("sleep"), sink, {}, {});
    });
}
}  // namespace

class TestSessionReaper : public QObject {
    Q_OBJECT

private slots:
    void retireReturnsAtOnceAndDeletesAfterTheLastJob() {
        auto counters = std::make_shared<Counters>();
        auto session = makeSession(counters);
        std::atomic<bool> started{false};
        startBusyJob(*session, started);
        QTRY_VERIFY(started);
        core::SessionReaper* reaper = core::SessionReaper::instance();
        QSignalSpy drained(reaper, &core::SessionReaper::drained);
        reaper->retire(std::move(session));
        counters->note(QStringLiteral("retire returned"));
        // retire() came back while the job still ran: it did not wait for the worker.
        QCOMPARE(counters->seen(), QStringList{QStringLiteral("retire returned")});
        QCOMPARE(reaper->outstanding(), 1);
        // Still busy: nothing is deleted behind the running job.
        QCoreApplication::processEvents();
        QCOMPARE(reaper->outstanding(), 1);
        QCOMPARE(counters->disconnects.load(), 0);
        counters->release = true;
        QTRY_COMPARE(reaper->outstanding(), 0);
        QCOMPARE(drained.count(), 1);
        QCOMPARE(counters->disconnects.load(), 1);  // the last job disconnected on the worker
        QCOMPARE(counters->seen(), (QStringList{QStringLiteral("retire returned"), QStringLiteral("job ended")}));
    }

    void aLoginWaitingForAnAnswerIsDeclined() {
        auto counters = std::make_shared<Counters>();
        auto session = makeSession(counters);
        QSignalSpy asked(session.get(), &core::RemoteSession::hostKeyQuestion);
        core::SshTarget target;
        target.host = QStringLiteral("gpu-node");
        QFuture<core::Status> login = session->open(target);
        QTRY_COMPARE(asked.count(), 1);  // the worker now waits for the analyst
        core::SessionReaper* reaper = core::SessionReaper::instance();
        reaper->retire(std::move(session));
        QTRY_COMPARE(reaper->outstanding(), 0);
        QVERIFY(login.isFinished());
        QCOMPARE(login.result().error().code, core::ErrorCode::HostKeyUnknown);
    }

    void theExitWaitIsBounded() {
        auto counters = std::make_shared<Counters>();
        auto session = makeSession(counters);
        std::atomic<bool> started{false};
        startBusyJob(*session, started);
        QTRY_VERIFY(started);
        core::SessionReaper* reaper = core::SessionReaper::instance();
        reaper->retire(std::move(session));
        // The job is still running: finishAll gives up at its bound and says so, before the job ends.
        QVERIFY(!reaper->finishAll(150));
        counters->note(QStringLiteral("gave up"));
        QCOMPARE(reaper->outstanding(), 1);
        counters->release = true;
        // Now it finishes: finishAll returns because the job ended (the 60 s bound is far away).
        QVERIFY(reaper->finishAll(60000));
        counters->note(QStringLiteral("finished all"));
        QCOMPARE(reaper->outstanding(), 0);
        QCOMPARE(counters->seen(),
                 (QStringList{QStringLiteral("gave up"), QStringLiteral("job ended"), QStringLiteral("finished all")}));
    }
};

QTEST_GUILESS_MAIN(TestSessionReaper)
#include "tst_SessionReaper.moc"
