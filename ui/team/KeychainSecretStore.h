#pragma once

#include "core/store/SecretStore.h"

#include <QString>

namespace tb::ui {

// core::SecretStore on the system keychain through QtKeychain: the Secret Service (GNOME Keyring, KeePassXC,
// KWallet's bridge) on Linux. Entries live under the service name "Tierbench team database", one per
// DatabaseLocation::secretKey(). QtKeychain's plain-file fallback is off: without a keychain nothing is stored
// anywhere (the caller says so and libpq's ~/.pgpass still applies).
//
// Thread contract: GUI thread (QtKeychain's jobs talk D-Bus on the caller's event loop); see core::SecretStore.
class KeychainSecretStore : public core::SecretStore {
public:
    explicit KeychainSecretStore(QString service = defaultService());

    static QString defaultService() { return QStringLiteral("Tierbench team database"); }

    void read(const QString& key, QObject* context, ReadCallback callback) override;
    void write(const QString& key, const QString& secret, QObject* context, DoneCallback callback) override;
    void remove(const QString& key, QObject* context, DoneCallback callback) override;

private:
    QString m_service;
};

}  // namespace tb::ui
