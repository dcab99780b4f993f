#include "ui/runs/PassphraseDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace tb::ui {

PassphraseDialog::PassphraseDialog(const QString& keyFile, int attempt, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("passphraseDialog"));
    setWindowTitle(tr("Key passphrase"));
    auto* layout = new QVBoxLayout(this);
    auto* label =
        new QLabel(attempt > 1 ? tr("Wrong passphrase. Passphrase for %1 (attempt %2 of 3):").arg(keyFile).arg(attempt)
                               : tr("Passphrase for %1:").arg(keyFile),
                   this);
    label->setWordWrap(true);
    layout->addWidget(label);
    m_field = new QLineEdit(this);
    m_field->setObjectName(QStringLiteral("passphraseField"));
    m_field->setEchoMode(QLineEdit::Password);
    layout->addWidget(m_field);
    auto* note = new QLabel(tr("Used for this login only; Tierbench never stores it."), this);
    note->setEnabled(false);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

PassphraseDialog::~PassphraseDialog() {
    m_field->clear();
}

QString PassphraseDialog::takePassphrase() {
    QString text = m_field->text();
    m_field->clear();
    return text;
}

}  // namespace tb::ui
