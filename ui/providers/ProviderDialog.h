#pragma once

#include "core/domain/Provider.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace tb::ui {

// Add or edit one provider. OK validates here first (empty name, a name another provider has) and shows the problem
// inline; only a valid provider is handed to saveRequested(). The caller saves it on the store and answers with
// accept() or showError() (the database's own check, e.g. a duplicate added meanwhile), so nothing is saved twice
// and nothing invalid is saved at all. Shown with open(): no nested event loop.
class ProviderDialog : public QDialog {
    Q_OBJECT

public:
    explicit ProviderDialog(QWidget* parent = nullptr);

    // Edits `provider` (its id is kept); without this call the dialog adds a new one.
    void setProvider(const core::Provider& provider);
    core::Provider provider() const;
    bool isNew() const { return m_id == 0; }

    // Used to refuse a duplicate name before asking the database (case- and space-insensitive).
    void setNameTaken(std::function<bool(const QString& name, qint64 exceptId)> isTaken);

    // Shows a problem under the fields and keeps the dialog open.
    void showError(const QString& message);
    QString errorText() const;

signals:
    void saveRequested(const core::Provider& provider);

private:
    void tryAccept();

    qint64 m_id = 0;
    core::Provider m_original;
    std::function<bool(const QString&, qint64)> m_isTaken;
    QLineEdit* m_name;
    QLineEdit* m_website;
    QComboBox* m_kind;
    QLineEdit* m_gpus;
    QComboBox* m_tier;
    QLineEdit* m_round;
    QPlainTextEdit* m_notes;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
};

}  // namespace tb::ui
