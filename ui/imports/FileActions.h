#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

class QAction;
class QMenu;

namespace tb::ui {

class ImportDialog;
class MainWindow;

// The File menu's import and database actions and files dropped on the main window (issue 12.10), kept out of
// MainWindow: Import tool output… (ImportDialog), Open database… and New database… (the store opened on a pool thread,
// then handed to MainWindow::setStore, which every view follows; the previous store closes when its last user lets
// go). Nothing here blocks the GUI thread.
class FileActions : public QObject {
    Q_OBJECT

public:
    FileActions(MainWindow* window, QMenu* fileMenu);

    void importFiles(const QStringList& paths);
    void openDatabase(const QString& path, bool create);
    ImportDialog* importDialog() const;  // the open import dialog, or null

signals:
    void databaseOpened(const QString& path);
    void databaseFailed(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    MainWindow* m_window;
    QAction* m_import;
    QPointer<ImportDialog> m_dialog;
};

}  // namespace tb::ui
