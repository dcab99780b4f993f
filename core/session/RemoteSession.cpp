#include "core/session/RemoteSession.h"

#include <QCoreApplication>
#include <QThread>

namespace tb::core {

// Lives on the session thread and owns the connection, which is created and destroyed there.
class RemoteSession::Worker : public QObject {
public:
    explicit Worker(ConnectionFactory factory) : m_factory(std::move(factory)) {}
    void runJob(const std::function<void(RemoteConnection&)>& job) {
        if (!m_connection) {
            m_connection = m_factory();
        }
        job(*m_connection);
    }
    void release() { m_connection.reset(); }

private:
    ConnectionFactory m_factory;
    std::unique_ptr<RemoteConnection> m_connection;
};

RemoteSession::RemoteSession(ConnectionFactory factory, RemotePrompter* externalPrompter, QObject* parent)
    : QObject(parent), m_external(externalPrompter) {
    qRegisterMetaType<HostKeyInfo>();
    qRegisterMetaType<Error>();
    m_thread = new QThread();
    m_thread->setObjectName(QStringLiteral("tb-remote-session"));
    m_worker = new Worker(std::move(factory));
    m_worker->moveToThread(m_thread);
    m_thread->start();
}

RemoteSession::~RemoteSession() {
    abandonQuestions();
    // One last job behind the queued ones: release the connection, then end the loop; the worker is deleted when
    // the thread finishes. quit() has to be queued too: called from here it ends the loop as soon as the running
    // job returns, and the jobs still queued (this one included) never run, leaking the worker and its connection.
    Worker* worker = m_worker;
    QThread* thread = m_thread;
    QMetaObject::invokeMethod(
        m_worker,
        [worker, thread] {
            worker->release();
            worker->deleteLater();  // run by the thread as it finishes
            thread->quit();
        },
        Qt::QueuedConnection);
    m_thread->wait();
    delete m_thread;
}

void RemoteSession::post(std::function<void(RemoteConnection&)> job) {
    Worker* worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker, [worker, job = std::move(job)] { worker->runJob(job); }, Qt::QueuedConnection);
}

QFuture<Status> RemoteSession::open(const SshTarget& target) {
    {
        std::lock_guard lock(m_mutex);
        m_target = target;
        m_abandoned = false;
    }
    return submit([this, target](RemoteConnection& connection) -> Status { return connectTo(connection, target); });
}

Status RemoteSession::reconnect(RemoteConnection& connection) {
    connection.disconnect();
    return connectTo(connection, target());
}

Status RemoteSession::connectTo(RemoteConnection& connection, const SshTarget& target) {
    RemotePrompter& prompter = m_external ? *m_external : static_cast<RemotePrompter&>(*this);
    Status st = connection.connect(target, prompter);
    if (st) {
        emit connected(connection.hostKey());
    } else {
        emit failed(st.error());
    }
    return st;
}

SshTarget RemoteSession::target() const {
    std::lock_guard lock(m_mutex);
    return m_target;
}

void RemoteSession::answerHostKey(bool accept) {
    {
        std::lock_guard lock(m_mutex);
        m_hostKeyAnswer = accept;
    }
    m_answered.notify_all();
}

void RemoteSession::answerPassphrase(std::optional<QString> passphrase) {
    {
        std::lock_guard lock(m_mutex);
        m_passphraseAnswer = std::move(passphrase);
        m_passphraseAnswered = true;
    }
    m_answered.notify_all();
}

void RemoteSession::abandonQuestions() {
    {
        std::lock_guard lock(m_mutex);
        m_abandoned = true;
    }
    m_answered.notify_all();
}

bool RemoteSession::acceptHostKey(const HostKeyInfo& key) {
    std::unique_lock lock(m_mutex);
    m_hostKeyAnswer.reset();
    if (m_abandoned) {
        return false;
    }
    lock.unlock();
    emit hostKeyQuestion(key);
    lock.lock();
    m_answered.wait(lock, [this] { return m_hostKeyAnswer.has_value() || m_abandoned; });
    return m_hostKeyAnswer.value_or(false) && !m_abandoned;
}

std::optional<QString> RemoteSession::passphrase(const QString& keyFile, int attempt) {
    std::unique_lock lock(m_mutex);
    m_passphraseAnswered = false;
    m_passphraseAnswer.reset();
    if (m_abandoned) {
        return std::nullopt;
    }
    lock.unlock();
    emit passphraseQuestion(keyFile, attempt);
    lock.lock();
    m_answered.wait(lock, [this] { return m_passphraseAnswered || m_abandoned; });
    if (m_abandoned) {
        return std::nullopt;
    }
    std::optional<QString> answer = std::move(m_passphraseAnswer);
    m_passphraseAnswer.reset();  // used once, not kept
    return answer;
}

}  // namespace tb::core
