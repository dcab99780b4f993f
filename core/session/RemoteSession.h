#pragma once

#include "core/session/HostKeyInfo.h"
#include "core/session/RemoteConnection.h"
#include "core/session/RemotePrompter.h"

#include <QFuture>
#include <QObject>
#include <QPromise>

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

class QThread;

namespace tb::core {

// One node session: a private worker thread that owns a RemoteConnection (libssh is used only there). Jobs are
// handed over like Store jobs: `session->submit([](RemoteConnection& c) { ... })` returns a QFuture. Questions the
// connection asks while logging in (unknown host key, passphrase) come out as signals; the GUI answers them with
// answerHostKey()/answerPassphrase() whenever the analyst has decided. Only the worker waits for the answer; the GUI
// thread never blocks. The CLI passes its own RemotePrompter instead and gets no signals.
//
// Thread contract: submit(), answer*(), open() and cancelAll() may be called from any thread. Jobs run one at a time
// in order; a job must not keep the connection reference.
class RemoteSession : public QObject, private RemotePrompter {
    Q_OBJECT

public:
    using ConnectionFactory = std::function<std::unique_ptr<RemoteConnection>()>;

    // externalPrompter: answers on the worker thread (CLI); null: questions go out as signals.
    explicit RemoteSession(ConnectionFactory factory, RemotePrompter* externalPrompter = nullptr,
                           QObject* parent = nullptr);
    ~RemoteSession() override;

    template <typename F>
    auto submit(F fn) -> QFuture<std::invoke_result_t<F, RemoteConnection&>> {
        using R = std::invoke_result_t<F, RemoteConnection&>;
        auto promise = std::make_shared<QPromise<R>>();
        QFuture<R> future = promise->future();
        promise->start();
        post([promise, fn = std::move(fn)](RemoteConnection& connection) mutable {
            if constexpr (std::is_void_v<R>) {
                fn(connection);
            } else {
                promise->addResult(fn(connection));
            }
            promise->finish();
        });
        return future;
    }

    // Connects (or reconnects after a drop) to target; emits connected() or failed().
    QFuture<Status> open(const SshTarget& target);
    SshTarget target() const;
    // From inside a running job (on the worker thread): connects the job's connection again to the target of the last
    // open(), with the same host-key check and questions, for a long watch whose connection dropped. Emits
    // connected() or failed() like open().
    Status reconnect(RemoteConnection& connection);

    // Answers to hostKeyQuestion / passphraseQuestion (any thread). A new question supersedes an unanswered one.
    void answerHostKey(bool accept);
    void answerPassphrase(std::optional<QString> passphrase);
    // Declines pending questions and keeps declining until the next open(): for closing a window mid-login.
    void abandonQuestions();

signals:
    void hostKeyQuestion(const tb::core::HostKeyInfo& key);
    void passphraseQuestion(const QString& keyFile, int attempt);
    void connected(const tb::core::HostKeyInfo& key);
    void failed(const tb::core::Error& error);

private:
    bool acceptHostKey(const HostKeyInfo& key) override;
    std::optional<QString> passphrase(const QString& keyFile, int attempt) override;
    void post(std::function<void(RemoteConnection&)> job);
    Status connectTo(RemoteConnection& connection, const SshTarget& target);

    class Worker;
    QThread* m_thread = nullptr;
    Worker* m_worker = nullptr;
    RemotePrompter* m_external = nullptr;

    mutable std::mutex m_mutex;
    std::condition_variable m_answered;
    SshTarget m_target;
    bool m_abandoned = false;
    std::optional<bool> m_hostKeyAnswer;
    bool m_passphraseAnswered = false;
    std::optional<QString> m_passphraseAnswer;
};

}  // namespace tb::core

Q_DECLARE_METATYPE(tb::core::HostKeyInfo)
Q_DECLARE_METATYPE(tb::core::Error)
