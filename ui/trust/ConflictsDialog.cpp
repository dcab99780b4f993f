#include "ui/trust/ConflictsDialog.h"

#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "ui/common/AnalystName.h"
#include "ui/common/GuiContinuation.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QDateTime>
#include <QVBoxLayout>

namespace tb::ui {

ConflictsDialog::ConflictsDialog(std::shared_ptr<core::Store> store, QString reviewer, QWidget* parent)
    : QDialog(parent), m_store(std::move(store)) {
    setObjectName(QStringLiteral("conflictsDialog"));
    setWindowTitle(tr("Conflicts of interest"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_status = new QLabel(tr("Every reviewer's relationships with the providers they rate. A current one is flagged "
                             "before an evaluation, a walkthrough or a tier assignment starts, disclosed in the "
                             "review and marked on the tier board."),
                          this);
    m_status->setWordWrap(true);
    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("conflictsTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Reviewer"), tr("Provider"), tr("Relationship"), tr("From"), tr("Until"), tr("Note")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_reviewer = new QLineEdit(reviewer, this);
    m_provider = new QComboBox(this);
    m_provider->setObjectName(QStringLiteral("conflictsProvider"));
    m_relationship = new QComboBox(this);
    for (core::Relationship r : {core::Relationship::Consulting, core::Relationship::Investment,
                                 core::Relationship::Employment, core::Relationship::Other}) {
        m_relationship->addItem(core::Conflicts::relationshipName(r), core::Conflicts::relationshipKey(r));
    }
    m_from = new QLineEdit(QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate), this);
    m_from->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_until = new QLineEdit(this);
    m_until->setPlaceholderText(tr("YYYY-MM-DD, empty while ongoing"));
    m_note = new QLineEdit(this);
    auto* addButton = new QPushButton(tr("Add to the register"), this);
    addButton->setObjectName(QStringLiteral("conflictsAdd"));
    connect(addButton, &QPushButton::clicked, this, &ConflictsDialog::add);
    auto* endButton = new QPushButton(tr("End the selected one on the date in Until"), this);
    connect(endButton, &QPushButton::clicked, this, [this] { endSelected(m_until->text()); });
    auto* form = new QFormLayout;
    form->addRow(tr("Reviewer"), m_reviewer);
    form->addRow(tr("Provider"), m_provider);
    form->addRow(tr("Relationship"), m_relationship);
    form->addRow(tr("From"), m_from);
    form->addRow(tr("Until"), m_until);
    form->addRow(tr("Note"), m_note);
    auto* row = new QHBoxLayout;
    row->addWidget(addButton);
    row->addWidget(endButton);
    row->addStretch();
    form->addRow(QString(), row);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addWidget(buttons);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& changes) {
        if (changes.touches(core::EntityKind::Provider)) {
            reload();
        }
    });
    resize(900, 560);
}

QString ConflictsDialog::statusText() const {
    return m_status->text();
}

void ConflictsDialog::reload() {
    m_store->submit([](QSqlDatabase& db) {
        Loaded l;
        l.list = core::Conflicts(db).list();
        auto providers = core::ProviderRepository(db).list();
        if (!providers) {
            l.providers = providers.error();
            return l;
        }
        QStringList names;
        for (const core::Provider& p : *providers) {
            names << p.name;
        }
        names.sort(Qt::CaseInsensitive);
        l.providers = names;
        return l;
    }) | ui::whileAlive(this, [this](const Loaded& l) { showLoaded(l); });
}

void ConflictsDialog::showLoaded(const Loaded& l) {
    if (!l.providers) {
        // The database could not be read (a server away, a locked file): keep the register and the picker as shown
        // and say why they are not fresh; the next change reads them again.
        m_status->setText(l.providers.error().message);
        emit reloaded();
        return;
    }
    const QString chosen = m_provider->currentText();
    m_provider->clear();
    m_provider->addItems(*l.providers);
    if (!chosen.isEmpty()) {
        m_provider->setCurrentText(chosen);
    }
    m_table->setRowCount(0);
    if (!l.list) {
        m_status->setText(l.list.error().message);
        emit reloaded();
        return;
    }
    const QDate today = QDateTime::currentDateTimeUtc().date();
    for (const core::ConflictRecord& c : *l.list) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto* who = new QTableWidgetItem(c.reviewer);
        who->setData(Qt::UserRole, c.id);
        m_table->setItem(row, 0, who);
        m_table->setItem(row, 1, new QTableWidgetItem(c.providerName));
        m_table->setItem(row, 2, new QTableWidgetItem(core::Conflicts::relationshipName(c.relationship)));
        m_table->setItem(row, 3, new QTableWidgetItem(c.from));
        m_table->setItem(row, 4, new QTableWidgetItem(c.until.isEmpty() ? tr("ongoing") : c.until));
        m_table->setItem(row, 5, new QTableWidgetItem(c.note));
        if (c.currentOn(today)) {
            for (int col = 0; col < 6; ++col) {
                m_table->item(row, col)->setForeground(QColor(0xb0, 0x20, 0x20));
            }
        }
    }
    m_table->resizeColumnsToContents();
    emit reloaded();
}

void ConflictsDialog::add() {
    const QString reviewer = m_reviewer->text();
    const QString provider = m_provider->currentText();
    const auto kind = core::Conflicts::relationshipFromKey(m_relationship->currentData().toString());
    const QString from = m_from->text().trimmed(), until = m_until->text().trimmed(), note = m_note->text();
    const QString actor = analystName();
    m_store->submit([=](QSqlDatabase& db) {
        return core::Conflicts(db).add(reviewer, provider, kind.value_or(core::Relationship::Other), from, until, note,
                                       actor);
    }) | ui::whileAlive(this, [this](const core::Result<qint64>& id) {
        m_status->setText(id ? tr("Added to the register.") : id.error().message);
        emit saved(bool(id), id ? QString() : id.error().message);
    });
}

void ConflictsDialog::endSelected(const QString& until) {
    const int row = m_table->currentRow();
    if (row < 0 || !m_table->item(row, 0)) {
        emit saved(false, tr("Select an entry first."));
        return;
    }
    const qint64 id = m_table->item(row, 0)->data(Qt::UserRole).toLongLong();
    const QString actor = analystName();
    m_store->submit([=](QSqlDatabase& db) { return core::Conflicts(db).end(id, until.trimmed(), actor); }) |
        ui::whileAlive(this, [this](const core::Status& st) {
            m_status->setText(st ? tr("Ended.") : st.error().message);
            emit saved(bool(st), st ? QString() : st.error().message);
        });
}

}  // namespace tb::ui
