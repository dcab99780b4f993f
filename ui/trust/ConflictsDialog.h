#pragma once

#include "core/trust/Conflicts.h"
#include "ui/common/ChangeSubscription.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace tb::core {
class Store;
}

namespace tb::ui {

// Edit › Conflicts of interest… (issue 18.6): the register of every reviewer's relationships with providers, with
// add and end; each change audited. Current entries are marked. Follows changes made anywhere.
class ConflictsDialog : public QDialog {
    Q_OBJECT

public:
    ConflictsDialog(std::shared_ptr<core::Store> store, QString reviewer, QWidget* parent = nullptr);

    void reload();
    void add();
    void endSelected(const QString& until);
    QString statusText() const;

signals:
    void reloaded();
    void saved(bool ok, const QString& message);

private:
    struct Loaded {
        core::Result<QVector<core::ConflictRecord>> list = QVector<core::ConflictRecord>{};
        core::Result<QStringList> providers = QStringList{};
    };
    void showLoaded(const Loaded& l);

    std::shared_ptr<core::Store> m_store;
    ChangeSubscription m_changes;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    QLineEdit* m_reviewer = nullptr;
    QComboBox* m_provider = nullptr;
    QComboBox* m_relationship = nullptr;
    QLineEdit* m_from = nullptr;
    QLineEdit* m_until = nullptr;
    QLineEdit* m_note = nullptr;
};

}  // namespace tb::ui
