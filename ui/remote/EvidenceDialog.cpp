#include "ui/remote/EvidenceDialog.h"

#include "core/rubric/RubricText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace tb::ui {

EvidenceDialog::EvidenceDialog(const core::Rubric& rubric, const QString& what, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("evidenceDialog"));
    setWindowTitle(tr("Attach as evidence"));
    setMinimumWidth(520);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(what, this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_items = new QComboBox(this);
    m_items->setObjectName(QStringLiteral("checkItemCombo"));
    for (const core::Criterion& c : rubric.criteria) {
        for (const core::CheckItem& item : c.items) {
            m_items->addItem(QStringLiteral("%1 — %2").arg(core::RubricText::name(c), core::RubricText::title(item)),
                             item.id);
            m_items->setItemData(m_items->count() - 1, item.key, Qt::UserRole + 1);
        }
    }
    m_note = new QLineEdit(this);
    m_note->setObjectName(QStringLiteral("noteField"));
    m_note->setPlaceholderText(tr("Why this run supports the verdict (optional)"));
    form->addRow(tr("Check &item:"), m_items);
    form->addRow(tr("&Note:"), m_note);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void EvidenceDialog::selectItem(const QString& checkItemKey) {
    const int i = m_items->findData(checkItemKey, Qt::UserRole + 1);
    if (i >= 0) {
        m_items->setCurrentIndex(i);
    }
}

qint64 EvidenceDialog::checkItemId() const {
    return m_items->currentData().toLongLong();
}

QString EvidenceDialog::checkItemKey() const {
    return m_items->currentData(Qt::UserRole + 1).toString();
}

QString EvidenceDialog::note() const {
    return m_note->text().trimmed();
}

}  // namespace tb::ui
