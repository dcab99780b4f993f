#include "core/session/SessionReaper.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPointer>

#include <algorithm>
#include <chrono>

namespace tb::core {

namespace {
Q_LOGGING_CATEGORY(lcReaper, "tierbench.core.session.reaper")

QPointer<SessionReaper>& instancePointer() {
    static QPointer<SessionReaper> reaper;
    return reaper;
}

// Runs at the start of ~QCoreApplication, while events can still be posted to the workers.
void waitAtExit() {
    if (SessionReaper* reaper = instancePointer()) {
        if (!reaper->finishAll(SessionReaper::kExitWaitMs)) {
            qCWarning(lcReaper) << reaper->outstanding() << "node session(s) still winding down at exit; left running";
        }
    }
}
}  // namespace

SessionReaper* SessionReaper::instance() {
    QPointer<SessionReaper>& reaper = instancePointer();
    if (!reaper) {
        reaper = new SessionReaper(QCoreApplication::instance());
        if (QCoreApplication::instance()) {
            qAddPostRoutine(waitAtExit);
        }
    }
    return reaper;
}

SessionReaper::SessionReaper(QObject* parent) : QObject(parent), m_state(std::make_shared<State>()) {
    m_state->owner = this;
}

SessionReaper::~SessionReaper() {
    {
        std::lock_guard lock(m_state->mutex);
        m_state->owner = nullptr;
    }
    // waitAtExit() normally did the waiting; whatever is still busy now is left to the ending process rather than
    // aborting it (a QThread must not be destroyed while it runs).
    finishAll(0);
    for (Retired& r : m_sessions) {
        (void)r.session.release();
    }
}

void SessionReaper::retire(std::unique_ptr<RemoteSession> session) {
    if (!session) {
        return;
    }
    session->abandonQuestions();
    RemoteSession* raw = session.get();
    const quint64 serial = m_nextSerial++;
    m_sessions.push_back({serial, std::move(session)});
    // Queued behind the running job (which was told to cancel): it ends the SSH session on its own thread.
    (void)raw->submit([state = m_state, serial](RemoteConnection& connection) {
        connection.disconnect();
        std::lock_guard lock(state->mutex);
        state->done.push_back(serial);
        state->finished.notify_all();
        if (SessionReaper* owner = state->owner) {
            QMetaObject::invokeMethod(
                owner, [owner, serial] { owner->reap(serial); }, Qt::QueuedConnection);
        }
    });
}

void SessionReaper::erase(quint64 serial) {
    // The worker has finished its last job: the join inside the session's destructor is immediate.
    m_sessions.erase(
        std::remove_if(m_sessions.begin(), m_sessions.end(), [serial](const Retired& r) { return r.serial == serial; }),
        m_sessions.end());
}

void SessionReaper::reap(quint64 serial) {
    {
        std::lock_guard lock(m_state->mutex);
        auto& done = m_state->done;
        done.erase(std::remove(done.begin(), done.end(), serial), done.end());
    }
    const bool had = !m_sessions.empty();
    erase(serial);  // nothing when finishAll() took it already
    if (had && m_sessions.empty()) {
        emit drained();
    }
}

bool SessionReaper::finishAll(int timeoutMs) {
    std::vector<quint64> done;
    {
        std::unique_lock lock(m_state->mutex);
        m_state->finished.wait_for(lock, std::chrono::milliseconds(timeoutMs),
                                   [this] { return m_state->done.size() >= m_sessions.size(); });
        done.swap(m_state->done);
    }
    for (quint64 serial : done) {
        erase(serial);
    }
    return m_sessions.empty();
}

}  // namespace tb::core
