#pragma once

#include "ui/common/ChangeSubscription.h"

#include "core/Result.h"
#include "core/session/RemoteSession.h"

#include <QKeySequence>
#include <QMainWindow>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QTabWidget;
class QTreeView;
class QUndoStack;

namespace tb::core {
class Store;
struct Provider;
}  // namespace tb::core

namespace tb::ui {

class FileActions;
class TeamDatabaseMenu;

class ProviderFilterProxy;
class ProviderListModel;
class ProviderPage;

// The workbench window. Views sit in a top-level tab widget ("Providers" first; others via addView()), reachable
// with Ctrl+1..n. The window is shown before the database is open: setStore() fills it.
//
// Thread contract: GUI thread only; every database access is a store job continued with `.then(this, ...)`.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Hands the open database to the window and every view; loads the provider list (providersLoaded() follows).
    void setStore(std::shared_ptr<core::Store> store);
    std::shared_ptr<core::Store> store() const { return m_store; }
    FileActions* fileActions() const { return m_fileActions; }
    TeamDatabaseMenu* teamDatabaseMenu() const { return m_teamMenu; }
    // Shown while the database opens, and when it could not be opened.
    void setStatusText(const QString& text);
    void showDatabaseError(const core::Error& error);

    // Extension point for other pages: adds a top-level view. Without a shortcut it gets Ctrl+<position>. A view
    // implementing StoreAware gets the store when it is open. The window takes ownership.
    int addView(const QString& title, QWidget* view, const QKeySequence& shortcut = {});

    // Selects a provider in the list (clearing search and filters if they hide it); false when unknown.
    bool selectProvider(qint64 providerId);
    bool selectProviderByName(const QString& name);
    qint64 currentProviderId() const;

    ProviderListModel* providerModel() const { return m_model; }
    ProviderPage* providerPage() const { return m_page; }
    QUndoStack* undoStack() const { return m_undoStack; }
    QTabWidget* views() const { return m_views; }

    void addProvider();
    void editProvider();
    void deleteProvider();

    // The SSH layer for the "Nodes & runs" tab (app::sshConnectionFactory(); ui/ never sees libssh).
    void setConnectionFactory(const core::RemoteSession::ConnectionFactory& factory);

signals:
    // After each load of the provider list (the first one marks the window as ready).
    void providersLoaded(int count);
    // A provider was added, changed or deleted here; views that show providers refresh.
    void providersChanged();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void installExtensionViews();
    // Opens the confidential presenter mode for the shown evaluation (hides this window while it runs).
    void startWalkthrough();
    void openWalkthrough(qint64 evaluationId);
    // Writes the shown provider's review PDF (content loaded on the storage thread).
    void verifyProvider();
    void exportReview();
    void exportFactCheck();
    void chooseFactCheckKey(qint64 providerId, const QString& path);
    void writeFactCheck(qint64 providerId, const QString& path, const QString& signKey);
    void exportReviewTo(const QString& path, qint64 providerId, qint64 evaluationId);
    void createActions();
    QWidget* buildProvidersView();
    void reloadProviders(qint64 selectId);
    void handStoreToViews();
    void refreshProviders(const core::ChangeSet& changes);  // after a change elsewhere
    void onCurrentProviderChanged();
    void updateActions();
    void updateCountLabel();
    void saveProvider(class ProviderDialog* dialog, const core::Provider& provider);
    // Another analyst saved the provider since the dialog opened: reload theirs into the dialog, or save ours over
    // it knowingly (issue 16.4).
    void resolveProviderConflict(class ProviderDialog* dialog, const core::Provider& provider,
                                 const core::Error& conflict);
    void restoreSettings();
    void saveSettings() const;

    std::shared_ptr<core::Store> m_store;
    ChangeSubscription m_changes;  // the store's change signal
    QUndoStack* m_undoStack;
    ProviderListModel* m_model;
    ProviderFilterProxy* m_proxy;
    QTabWidget* m_views;
    QSplitter* m_splitter = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_tierFilter = nullptr;
    QComboBox* m_kindFilter = nullptr;
    QTreeView* m_list = nullptr;
    QLabel* m_countLabel = nullptr;
    ProviderPage* m_page = nullptr;
    QAction* m_walkthroughAction = nullptr;
    QLabel* m_dbLabel;
    QMenu* m_viewMenu = nullptr;
    FileActions* m_fileActions = nullptr;
    TeamDatabaseMenu* m_teamMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_findAction = nullptr;
    qint64 m_rememberedProvider = 0;
    bool m_firstLoadDone = false;
    bool m_viewsWaitForStore = false;  // setStore() hands the store to the other views after the first list
    bool m_closeConfirmed = false;     // the analyst agreed to cancel the running runs and close
};

}  // namespace tb::ui
