#pragma once

#include "ui/common/ChangeSubscription.h"

#include "core/Result.h"
#include "ui/common/StoreAware.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTableView;

namespace tb::ui {

class BaselineTableModel;

// Table editor for the expected figures. Loads the newest baseline version; "Save as new version" validates every
// row (a source is required, units known, edges ordered) and stores the table as a new version, never editing one
// in place. Import reads a JSON file into the table (saved as a version on Save); export writes the table as JSON.
//
// Thread contract: GUI thread; database work through store->submit() | ui::whileAlive(this, ...).
class BaselineEditor : public QWidget, public StoreAware {
    Q_OBJECT

public:
    explicit BaselineEditor(QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store) override;
    BaselineTableModel* model() const { return m_model; }

    // Validates and, when valid, stores a new version (asynchronously; `saved` follows). Returns the validation
    // result; on failure the message is shown above the table and nothing is stored.
    core::Status save();
    core::Status importFile(const QString& path);
    core::Status exportFile(const QString& path) const;
    QString statusText() const;

signals:
    void loaded(const QString& version);
    void saved(const QString& version);
    void failed(const QString& message);

private:
    void reload();
    void showStatus(const QString& text, bool error);

    std::shared_ptr<core::Store> m_store;

    ChangeSubscription m_changes;  // the store's change signal
    BaselineTableModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_status = nullptr;
    QString m_origin;
    bool m_unsaved = false;  // edits or an import not stored yet: a change elsewhere does not reload over them
};

}  // namespace tb::ui
