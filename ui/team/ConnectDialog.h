#pragma once

#include "core/Result.h"
#include "core/store/ConnectionCheck.h"
#include "core/store/DatabaseLocation.h"

#include <QDialog>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace tb::core {
class SecretStore;
class Store;
}  // namespace tb::core

namespace tb::ui {

// File › Connect to team database… (issue 16.2): a server (host, port, database, user, TLS mode and CA file) or a
// libpq service name, a password with "Remember in the system keychain", Test connection and Connect. Both run off
// the GUI thread (core::ConnectionCheck on a pool thread, the store on its storage thread) and end in one sentence
// saying what went wrong and what to try (core::ConnectionCheck::advice) above the driver's reason.
//
// The password: the one typed here, else the keychain's, else none (libpq's ~/.pgpass or PGPASSFILE). It goes to
// the store in memory only (DatabaseLocation::setPassword); the address, the recent list and the status text never
// hold it. Ticking "Remember" stores a typed password in the keychain once the connection succeeded.
//
// Thread contract: GUI thread.
class ConnectDialog : public QDialog {
    Q_OBJECT

public:
    ConnectDialog(core::SecretStore* secrets, QWidget* parent = nullptr);
    ~ConnectDialog() override;

    // Fills the fields from an address (a recent one, or --db's); an address that does not parse is ignored.
    void setAddress(const QString& address);
    // The address the fields make (no password), or why they make none.
    core::Result<core::DatabaseLocation> location() const;
    // Says `fault` as if a connection attempt had just ended with it (the menu's reconnect from a recent entry that
    // found no password opens the dialog this way).
    void showFault(const core::Error& error);

    void testConnection();
    void connectToDatabase();

    // Test seams: what the last attempt ended with, and the sentence shown.
    core::ConnectionFault lastFault() const { return m_lastFault; }
    QString statusText() const;

signals:
    // A Test connection or Connect attempt ended (None when it worked).
    void attemptFinished(core::ConnectionFault fault);
    // Connect succeeded: the opened store and its address (no password); the dialog closes itself.
    void connected(std::shared_ptr<core::Store> store, const QString& address);

private:
    void buildUi();
    void fillRecent();
    void updateMode();
    void setBusy(bool busy, const QString& text);
    void report(const core::Error& error);
    void reportOk(const QString& text);
    enum class Outcome { Neutral, Fault, Ok };
    void showStatus(const QString& text, Outcome outcome);
    // The typed password, else the keychain's, else none; then `next` with the location carrying it.
    void withPassword(const core::DatabaseLocation& location, std::function<void(core::DatabaseLocation)> next);
    void opened(const core::DatabaseLocation& location, const std::shared_ptr<core::Store>& store);
    void forgetPassword();

    core::SecretStore* m_secrets;
    QComboBox* m_recent = nullptr;
    QRadioButton* m_serverMode = nullptr;
    QRadioButton* m_serviceMode = nullptr;
    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_database = nullptr;
    QLineEdit* m_user = nullptr;
    QComboBox* m_sslMode = nullptr;
    QLineEdit* m_caFile = nullptr;
    QPushButton* m_browse = nullptr;
    QLineEdit* m_service = nullptr;
    QLineEdit* m_password = nullptr;
    QCheckBox* m_remember = nullptr;
    QPushButton* m_forget = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_test = nullptr;
    QPushButton* m_connect = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QList<QWidget*> m_serverFields;
    core::ConnectionFault m_lastFault = core::ConnectionFault::None;
    bool m_busy = false;
};

}  // namespace tb::ui
