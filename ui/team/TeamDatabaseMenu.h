#pragma once

#include "core/Result.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QMenu;

namespace tb::core {
class SecretStore;
class Store;
}  // namespace tb::core

namespace tb::ui {

class ConnectDialog;
class MainWindow;

// The File menu's team-database entries (issue 16.2): Connect to team database… (ConnectDialog) and Recent team
// databases, whose entries reconnect with the keychain's password (or ~/.pgpass) and open the dialog when the
// server wants a password neither has. A store that opens replaces the window's (MainWindow::setStore), as
// File › Open local database… does for a file.
//
// Thread contract: GUI thread; opening runs on the store's own thread.
class TeamDatabaseMenu : public QObject {
    Q_OBJECT

public:
    TeamDatabaseMenu(MainWindow* window, QMenu* fileMenu, QAction* before);
    ~TeamDatabaseMenu() override;

    // The keychain (a KeychainSecretStore unless a test hands in another); not owned by the caller.
    void setSecretStore(std::shared_ptr<core::SecretStore> secrets);
    core::SecretStore* secretStore() const { return m_secrets.get(); }

    // Opens the dialog (empty, or filled with `address`); the one that is open is raised instead.
    ConnectDialog* openDialog(const QString& address = {});
    ConnectDialog* dialog() const;
    // Reconnects to an address without the dialog: keychain password, else libpq's; the dialog when that fails.
    void connectTo(const QString& address);

signals:
    void connected(const QString& address);

private:
    void fillRecentMenu();
    void adopt(const std::shared_ptr<core::Store>& store, const QString& address);

    MainWindow* m_window;
    std::shared_ptr<core::SecretStore> m_secrets;
    QAction* m_connect;
    QMenu* m_recent;
    QPointer<ConnectDialog> m_dialog;
};

}  // namespace tb::ui
