#pragma once

#include "core/session/RemoteSession.h"

#include <QObject>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

namespace tb::core {

// Ends node sessions without making the caller wait. Destroying a RemoteSession joins its worker, and a worker busy
// with a cancelled run needs up to the remote kill grace (ExecOptions::killGraceMs, 3 s) to signal the process group
// and record the run; a window closing mid-run must not sit through that. retire() takes the session, declines its
// pending questions and queues a last job behind the running one that disconnects; when that job has run, the
// session is deleted on the owner's thread (its worker is idle by then, so the join is immediate).
//
// At exit: the instance is a child of QCoreApplication; its destructor (in ~QCoreApplication) waits at most
// kExitWaitMs for the sessions still winding down and leaves any that did not finish (the process is ending; a
// QThread deleted while running would abort it).
//
// Thread contract: instance(), retire(), outstanding() on the thread that owns QCoreApplication (the GUI thread).
class SessionReaper : public QObject {
    Q_OBJECT

public:
    static constexpr int kExitWaitMs = 5000;  // above the 3 s kill grace, so a cancelled run is still recorded

    static SessionReaper* instance();
    // Takes the session (any state: idle, logging in, running a job that was told to cancel); returns at once.
    void retire(std::unique_ptr<RemoteSession> session);
    // Sessions handed over and not yet deleted.
    int outstanding() const { return int(m_sessions.size()); }
    // Waits up to timeoutMs for every retired session's last job, then deletes the finished ones; true when none is
    // left. For exit paths only: it blocks the calling thread.
    bool finishAll(int timeoutMs);

signals:
    void drained();

private:
    explicit SessionReaper(QObject* parent);
    ~SessionReaper() override;
    void reap(quint64 serial);
    void erase(quint64 serial);

    // Shared with the sessions' last jobs, which may finish after this object is gone.
    struct State {
        std::mutex mutex;
        std::condition_variable finished;
        std::vector<quint64> done;  // serials whose last job has run
        SessionReaper* owner = nullptr;
    };
    std::shared_ptr<State> m_state;
    struct Retired {
        quint64 serial;
        std::unique_ptr<RemoteSession> session;
    };
    std::vector<Retired> m_sessions;
    quint64 m_nextSerial = 1;
};

}  // namespace tb::core
