#pragma once

#include "core/Result.h"
#include "core/import/Importer.h"
#include "core/import/ParsedImport.h"

#include <QDialog>
#include <QFuture>
#include <QStringList>
#include <QVector>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

// File › Import tool output… and files dropped on the window (issue 12.10). Each file is read and recognised on a
// pool thread as soon as it is added (format, runs, rows, warnings, or why it was refused); the analyst picks the
// provider and evaluation, sees what was recognised, and only then stores it: every recognised file in one store job
// through core::ImportWorkflow, the call `tierbench-cli import --provider` makes. Nothing is written before Store.
//
// Thread contract: GUI thread only; the parse runs on the global thread pool, the store on the storage thread, and
// their results come back as continuations tied to this dialog (dropped when it is gone).
class ImportDialog : public QDialog {
    Q_OBJECT

public:
    struct Parsed {
        QString path;
        core::Result<core::ParsedImport> result = core::makeError(core::ErrorCode::NotFound, QString());
        core::ImportCapture capture;
    };

    ImportDialog(std::shared_ptr<core::Store> store, qint64 providerId, QWidget* parent = nullptr);

    void addFiles(const QStringList& paths);
    // Reads a file on a pool thread (also for tests and the CLI-like check).
    static QFuture<Parsed> parseAsync(const QString& path);

    int pendingParses() const { return m_pending; }

signals:
    void parsed(const QString& path, bool recognised);
    // After the store job committed: the new runs' ids and the provider they went to.
    void stored(qint64 providerId, const QVector<qint64>& runIds);
    void errorOccurred(const QString& message);

private:
    void loadProviders(qint64 select);
    void loadEvaluations();
    void showParsed(const Parsed& p);
    void chooseFile();
    void storeAll();
    void updateButtons();

    std::shared_ptr<core::Store> m_store;
    QVector<Parsed> m_parsed;
    int m_pending = 0;
    bool m_storing = false;
    QComboBox* m_provider;
    QComboBox* m_evaluation;
    QTreeWidget* m_files;
    QLabel* m_status;
    QPushButton* m_add;
    QPushButton* m_storeButton;
    QDialogButtonBox* m_buttons;
};

}  // namespace tb::ui
