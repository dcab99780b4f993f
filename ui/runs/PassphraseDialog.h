#pragma once

#include <QDialog>

class QLineEdit;

namespace tb::ui {

// Asks for the passphrase of an encrypted key file. The text is handed to the session once and cleared; it is
// never stored (not in settings, the database or logs). Open with open(); read passphrase() in finished().
class PassphraseDialog : public QDialog {
    Q_OBJECT

public:
    PassphraseDialog(const QString& keyFile, int attempt, QWidget* parent = nullptr);
    ~PassphraseDialog() override;

    // Returns the typed passphrase and wipes the field.
    QString takePassphrase();

private:
    QLineEdit* m_field;
};

}  // namespace tb::ui
