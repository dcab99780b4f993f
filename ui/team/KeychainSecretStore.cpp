#include "ui/team/KeychainSecretStore.h"

#include <QCoreApplication>

#include <qt6keychain/keychain.h>

namespace tb::ui {

namespace {
// QtKeychain's codes in ours (the one place they are mapped). Its error text names the backend's reason, never the
// secret.
core::Error keychainError(QKeychain::Error error, const QString& text) {
    const auto code = error == QKeychain::EntryNotFound ? core::ErrorCode::NotFound
                      : error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented
                          ? core::ErrorCode::Unsupported
                          : core::ErrorCode::Io;
    const QString message =
        code == core::ErrorCode::NotFound
            ? QCoreApplication::translate("KeychainSecretStore",
                                          "The system keychain holds no password for this connection.")
        : code == core::ErrorCode::Unsupported
            ? QCoreApplication::translate("KeychainSecretStore",
                                          "No system keychain is available (no Secret Service on the session bus).")
            : QCoreApplication::translate("KeychainSecretStore", "The system keychain refused the request.");
    return core::makeError(code, message, text);
}

template <typename Job, typename Done>
void startJob(Job* job, const QString& key, QObject* context, Done handler) {
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    // Delivered on the context's thread, and not at all once the context is gone.
    QObject::connect(job, &QKeychain::Job::finished, context, [job, onDone = std::move(handler)] { onDone(job); });
    job->start();
}
}  // namespace

KeychainSecretStore::KeychainSecretStore(QString service) : m_service(std::move(service)) {}

void KeychainSecretStore::read(const QString& key, QObject* context, ReadCallback callback) {
    auto* job = new QKeychain::ReadPasswordJob(m_service);
    startJob(job, key, context, [callback = std::move(callback)](QKeychain::ReadPasswordJob* done) {
        if (done->error() != QKeychain::NoError) {
            callback(keychainError(done->error(), done->errorString()));
            return;
        }
        const QString secret = done->textData();
        if (secret.isEmpty()) {
            callback(keychainError(QKeychain::EntryNotFound, {}));
            return;
        }
        callback(secret);
    });
}

void KeychainSecretStore::write(const QString& key, const QString& secret, QObject* context, DoneCallback callback) {
    auto* job = new QKeychain::WritePasswordJob(m_service);
    job->setTextData(secret);
    startJob(job, key, context, [callback = std::move(callback)](QKeychain::WritePasswordJob* done) {
        callback(done->error() == QKeychain::NoError ? core::Status()
                                                     : core::Status(keychainError(done->error(), done->errorString())));
    });
}

void KeychainSecretStore::remove(const QString& key, QObject* context, DoneCallback callback) {
    auto* job = new QKeychain::DeletePasswordJob(m_service);
    startJob(job, key, context, [callback = std::move(callback)](QKeychain::DeletePasswordJob* done) {
        const bool fine = done->error() == QKeychain::NoError || done->error() == QKeychain::EntryNotFound;
        callback(fine ? core::Status() : core::Status(keychainError(done->error(), done->errorString())));
    });
}

}  // namespace tb::ui
