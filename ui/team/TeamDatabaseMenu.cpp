#include "ui/team/TeamDatabaseMenu.h"

#include "core/store/ConnectionCheck.h"
#include "core/store/DatabaseLocation.h"
#include "core/store/Store.h"
#include "core/store/Store.h"
#include "ui/common/GuiContinuation.h"
#include "ui/main/MainWindow.h"
#include "ui/common/MessageBox.h"
#include "ui/imports/FileActions.h"
#include "ui/imports/ImportDialog.h"
#include "ui/team/ConnectDialog.h"
#include "ui/team/KeychainSecretStore.h"
#include "ui/team/RecentConnections.h"

#include <QAction>
#include <QMenu>

namespace tb::ui {

TeamDatabaseMenu::TeamDatabaseMenu(MainWindow* window, QMenu* fileMenu, QAction* before)
    : QObject(window), m_window(window), m_secrets(std::make_shared<KeychainSecretStore>()) {
    m_connect = new QAction(tr("Connect to &team database…"), this);
    m_connect->setObjectName(QStringLiteral("connectTeamDatabaseAction"));
    connect(m_connect, &QAction::triggered, this, [this] { openDialog(); });
    fileMenu->insertAction(before, m_connect);
    m_recent = new QMenu(tr("Recent team data&bases"), fileMenu);
    m_recent->setObjectName(QStringLiteral("recentTeamDatabasesMenu"));
    fileMenu->insertMenu(before, m_recent);
    connect(m_recent, &QMenu::aboutToShow, this, &TeamDatabaseMenu::fillRecentMenu);
    fillRecentMenu();
}

TeamDatabaseMenu::~TeamDatabaseMenu() = default;

ConnectDialog* TeamDatabaseMenu::dialog() const {
    return m_dialog;
}

void TeamDatabaseMenu::setSecretStore(std::shared_ptr<core::SecretStore> secrets) {
    m_secrets = std::move(secrets);
}

void TeamDatabaseMenu::fillRecentMenu() {
    m_recent->clear();
    const QStringList recent = RecentConnections::list();
    for (const QString& address : recent) {
        QString shown = address;
        QAction* action = m_recent->addAction(shown.replace(u'&', QStringLiteral("&&")));  // '&' of a query, not a key
        connect(action, &QAction::triggered, this, [this, address] { connectTo(address); });
    }
    if (recent.isEmpty()) {
        m_recent->addAction(tr("No team database yet"))->setEnabled(false);
        return;
    }
    m_recent->addSeparator();
    QAction* clear = m_recent->addAction(tr("&Clear the list"));
    clear->setObjectName(QStringLiteral("clearRecentTeamDatabases"));
    connect(clear, &QAction::triggered, this, [] { RecentConnections::clear(); });
}

ConnectDialog* TeamDatabaseMenu::openDialog(const QString& address) {
    if (!m_dialog) {
        m_dialog = new ConnectDialog(m_secrets.get(), m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &ConnectDialog::connected, this,
                [this](const std::shared_ptr<core::Store>& store, const QString& where) { adopt(store, where); });
    }
    if (!address.isEmpty()) {
        m_dialog->setAddress(address);
    }
    m_dialog->open();
    m_dialog->raise();
    return m_dialog;
}

void TeamDatabaseMenu::connectTo(const QString& address) {
    auto parsed = core::DatabaseLocation::parse(address);
    if (!parsed || parsed->isSqlite()) {
        openDialog(address);
        return;
    }
    m_window->setStatusText(tr("Connecting to %1…").arg(parsed->display()));
    const auto open = [this, address](const core::DatabaseLocation& location) {
        core::Store::openAsync(location) |
            ui::whileAlive(this, [this, address](const core::Result<std::shared_ptr<core::Store>>& store) {
                if (store) {
                    RecentConnections::remember(address);
                    adopt(*store, address);
                    return;
                }
                m_window->setStatusText(store.error().message);
                const auto fault = core::ConnectionCheck::classify(store.error());
                if (fault == core::ConnectionFault::PasswordNeeded || fault == core::ConnectionFault::PasswordRefused) {
                    // The server wants a password the keychain and ~/.pgpass do not have (right): ask for it.
                    openDialog(address)->showFault(store.error());
                    return;
                }
                MessageBox::critical(
                    m_window, tr("Could not connect to the team database"),
                    core::ConnectionCheck::advice(fault) + QStringLiteral("\n\n") + store.error().message,
                    store.error().detail, this, [](MessageBox::Answer) {});
            });
    };
    if (!m_secrets) {
        open(*parsed);
        return;
    }
    m_secrets->read(parsed->secretKey(), this, [open, location = *parsed](const core::Result<QString>& stored) mutable {
        if (stored) {
            location.setPassword(*stored);
        }
        open(location);
    });
}

void TeamDatabaseMenu::adopt(const std::shared_ptr<core::Store>& store, const QString& address) {
    if (ImportDialog* imports = m_window->fileActions()->importDialog()) {
        imports->close();  // it holds the previous database's providers
    }
    m_window->setStore(store);
    emit connected(address);
}

}  // namespace tb::ui
