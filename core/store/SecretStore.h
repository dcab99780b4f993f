#pragma once

#include "core/Result.h"

#include <QString>

#include <functional>

class QObject;

namespace tb::core {

// Where a team database's password is kept between sessions: the system keychain (the GUI implements this with
// QtKeychain on the Secret Service, ui/team/KeychainSecretStore). The key is DatabaseLocation::secretKey(), never
// the password; the password itself only ever travels in memory from here to DatabaseLocation::setPassword().
//
// Thread contract: every call is made on the thread that owns `context` and returns at once; the callback runs
// later on that thread (never inside the call), and is dropped when `context` is destroyed first. Implementations
// never log a secret.
class SecretStore {
public:
    virtual ~SecretStore() = default;

    // A stored password, or an error: ErrorCode::NotFound when none is kept for `key` (then libpq's ~/.pgpass or
    // PGPASSFILE still applies), ErrorCode::Unsupported when no keychain can be reached (no Secret Service on the
    // session bus).
    using ReadCallback = std::function<void(const Result<QString>&)>;
    using DoneCallback = std::function<void(const Status&)>;

    virtual void read(const QString& key, QObject* context, ReadCallback callback) = 0;
    virtual void write(const QString& key, const QString& secret, QObject* context, DoneCallback callback) = 0;
    // Removing a key that holds nothing is not an error.
    virtual void remove(const QString& key, QObject* context, DoneCallback callback) = 0;
};

}  // namespace tb::core
