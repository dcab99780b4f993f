#include "ui/runs/EvidenceDialog.h"

#include "core/rubric/RubricText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>

namespace tb::ui {

namespace {
constexpr int kKeyRole = Qt::UserRole + 1;

// A row that names a group and cannot be chosen.
void addHeading(QStandardItemModel* model, const QString& text, bool top) {
    auto* row = new QStandardItem(text);
    row->setFlags(Qt::NoItemFlags);
    QFont f = row->font();
    f.setBold(top);
    f.setItalic(!top);
    row->setFont(f);
    model->appendRow(row);
}

void addItem(QStandardItemModel* model, const core::CheckItem& item) {
    auto* row = new QStandardItem(QStringLiteral("    ") + core::RubricText::title(item));
    row->setData(item.id, Qt::UserRole);
    row->setData(item.key, kKeyRole);
    row->setToolTip(item.key);
    model->appendRow(row);
}
}  // namespace

EvidenceDialog::EvidenceDialog(const core::Rubric& rubric, const QString& what, const QStringList& proposedKeys,
                               QWidget* parent)
    : QDialog(parent) {
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
    m_items->setMaxVisibleItems(24);
    auto* model = new QStandardItemModel(m_items);
    // Proposed items grouped by criterion, criteria and items in the proposal's order (what the run measures most
    // directly first: a tb-coll sweep proposes the four-node NCCL item before the fabric).
    QVector<const core::Criterion*> order;
    for (const QString& key : proposedKeys) {
        for (const core::Criterion& c : rubric.criteria) {
            const bool has =
                std::any_of(c.items.cbegin(), c.items.cend(), [&](const core::CheckItem& i) { return i.key == key; });
            if (has && !order.contains(&c)) {
                order << &c;
            }
        }
    }
    for (const core::Criterion* c : std::as_const(order)) {
        if (m_proposed.isEmpty()) {
            addHeading(model, tr("Proposed for this run"), true);
        }
        addHeading(model, core::RubricText::name(*c), false);
        for (const QString& key : proposedKeys) {
            for (const core::CheckItem& item : c->items) {
                if (item.key == key && !m_proposed.contains(key)) {
                    addItem(model, item);
                    m_proposed << key;
                }
            }
        }
    }
    if (m_proposed.isEmpty()) {
        // Nothing this run can evidence by its shape (for example one host without a GPU): the analyst picks the
        // item, and no unrelated first item is preselected as if it had been proposed.
        addHeading(model, tr("Nothing is proposed for this run: choose an item"), true);
    }
    addHeading(model, m_proposed.isEmpty() ? tr("All items") : tr("All other items"), true);
    for (const core::Criterion& c : rubric.criteria) {
        addHeading(model, core::RubricText::name(c), false);
        for (const core::CheckItem& item : c.items) {
            if (!m_proposed.contains(item.key)) {
                addItem(model, item);
            }
        }
    }
    m_items->setModel(model);
    m_items->setCurrentIndex(0);  // with nothing proposed, the row that says so
    if (!m_proposed.isEmpty()) {
        for (int i = 0; i < model->rowCount(); ++i) {
            if (model->item(i)->isEnabled()) {
                m_items->setCurrentIndex(i);  // the first proposal
                break;
            }
        }
    }
    m_note = new QLineEdit(this);
    m_note->setObjectName(QStringLiteral("noteField"));
    m_note->setPlaceholderText(tr("Why this run supports the verdict (optional)"));
    form->addRow(tr("Check &item:"), m_items);
    form->addRow(tr("&Note:"), m_note);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("okButton"));
    const auto enableOk = [this] { m_ok->setEnabled(!checkItemKey().isEmpty()); };
    connect(m_items, &QComboBox::currentIndexChanged, this, enableOk);
    enableOk();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void EvidenceDialog::selectItem(const QString& checkItemKey) {
    const int i = m_items->findData(checkItemKey, kKeyRole);
    if (i >= 0) {
        m_items->setCurrentIndex(i);
    }
}

qint64 EvidenceDialog::checkItemId() const {
    return m_items->currentData().toLongLong();
}

QString EvidenceDialog::checkItemKey() const {
    return m_items->currentData(kKeyRole).toString();
}

QString EvidenceDialog::note() const {
    return m_note->text().trimmed();
}

}  // namespace tb::ui
