#include "ui/providers/ProviderDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tb::ui {

ProviderDialog::ProviderDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("providerDialog"));
    setWindowTitle(tr("Add provider"));
    setMinimumWidth(460);

    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("e.g. CoreWeave"));
    m_website = new QLineEdit(this);
    m_website->setObjectName(QStringLiteral("websiteEdit"));
    m_website->setPlaceholderText(QStringLiteral("https://"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kindCombo"));
    for (core::ProviderKind kind : core::kAllProviderKinds) {
        m_kind->addItem(core::providerKindName(kind), core::providerKindKey(kind));
    }
    m_gpus = new QLineEdit(this);
    m_gpus->setObjectName(QStringLiteral("gpuEdit"));
    m_gpus->setPlaceholderText(tr("H100, H200, B200"));
    m_tier = new QComboBox(this);
    m_tier->setObjectName(QStringLiteral("tierCombo"));
    m_tier->addItem(tr("Not rated"), QString());
    for (core::Tier tier : core::kAllTiers) {
        m_tier->addItem(core::tierName(tier), core::tierKey(tier));
    }
    m_round = new QLineEdit(this);
    m_round->setObjectName(QStringLiteral("roundEdit"));
    m_round->setPlaceholderText(tr("e.g. 2.1"));
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("notesEdit"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMinimumHeight(80);

    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Website:"), m_website);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&GPU models:"), m_gpus);
    form->addRow(tr("Reference &tier:"), m_tier);
    form->addRow(tr("ClusterMAX &round:"), m_round);
    form->addRow(tr("N&otes:"), m_notes);
    layout->addLayout(form);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: 600; }"));
    m_error->setAccessibleName(tr("Problem"));
    m_error->hide();
    layout->addWidget(m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("buttonBox"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ProviderDialog::tryAccept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A fixed problem should not keep shouting.
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_error->hide(); });
}

void ProviderDialog::setProvider(const core::Provider& provider) {
    m_id = provider.id;
    m_original = provider;
    setWindowTitle(tr("Edit provider “%1”").arg(provider.name));
    m_name->setText(provider.name);
    m_website->setText(provider.website);
    m_kind->setCurrentIndex(qMax(0, m_kind->findData(core::providerKindKey(provider.kind))));
    m_gpus->setText(provider.gpuModels);
    m_tier->setCurrentIndex(
        qMax(0, m_tier->findData(provider.referenceTier ? core::tierKey(*provider.referenceTier) : QString())));
    m_round->setText(provider.referenceRound);
    m_notes->setPlainText(provider.notes);
}

core::Provider ProviderDialog::provider() const {
    core::Provider p = m_original;  // keeps fields the dialog does not show (v1 tier, dates)
    p.id = m_id;
    p.name = m_name->text().trimmed();
    p.website = m_website->text().trimmed();
    p.kind = core::providerKindFromKey(m_kind->currentData().toString()).value_or(core::ProviderKind::Neocloud);
    p.gpuModels = m_gpus->text().trimmed();
    p.referenceTier = core::tierFromKey(m_tier->currentData().toString());
    p.referenceRound = m_round->text().trimmed();
    p.notes = m_notes->toPlainText();
    return p;
}

void ProviderDialog::setNameTaken(std::function<bool(const QString&, qint64)> isTaken) {
    m_isTaken = std::move(isTaken);
}

void ProviderDialog::showError(const QString& message) {
    m_error->setText(message);
    m_error->show();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
    m_name->setFocus();
    m_name->selectAll();
}

QString ProviderDialog::errorText() const {
    return m_error->isHidden() ? QString() : m_error->text();
}

void ProviderDialog::tryAccept() {
    const core::Provider p = provider();
    if (p.name.isEmpty()) {
        showError(tr("Please enter a name: a provider needs one."));
        return;
    }
    if (m_isTaken && m_isTaken(p.name, m_id)) {
        showError(tr("A provider named “%1” already exists. Choose another name or edit that provider.").arg(p.name));
        return;
    }
    m_error->hide();
    // Until the store answers, a second click must not save twice.
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    emit saveRequested(p);
}

}  // namespace tb::ui
