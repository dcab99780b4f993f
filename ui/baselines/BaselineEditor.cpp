#include "ui/baselines/BaselineEditor.h"

#include "ui/common/ChangeSubscription.h"
#include "core/store/BaselineRepository.h"
#include "core/store/Store.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/baselines/BaselineTableModel.h"

#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace tb::ui {

BaselineEditor::BaselineEditor(QWidget* parent) : QWidget(parent), m_model(new BaselineTableModel(this)) {
    auto* layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout();
    auto* add = new QPushButton(tr("Add row"), this);
    auto* remove = new QPushButton(tr("Remove row"), this);
    auto* import = new QPushButton(tr("Import JSON…"), this);
    import->setObjectName(QStringLiteral("importBaselines"));
    auto* exportButton = new QPushButton(tr("Export JSON…"), this);
    exportButton->setObjectName(QStringLiteral("exportBaselines"));
    auto* saveButton = new QPushButton(tr("Save as new version"), this);
    saveButton->setObjectName(QStringLiteral("saveBaselines"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    buttons->addWidget(import);
    buttons->addWidget(exportButton);
    buttons->addWidget(saveButton);
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        m_model->addEntry();
        m_table->scrollToBottom();
        showStatus(tr("New row: fill in every field, including the source, then save."), false);
    });
    connect(remove, &QPushButton::clicked, this, [this] { m_model->removeEntry(m_table->currentIndex().row()); });
    connect(import, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("Import baselines"), {}, tr("JSON (*.json)"), this,
                             [this](const QString& path) { (void)importFile(path); });
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        FileDialog::saveFile(this, tr("Export baselines"), {}, tr("JSON (*.json)"), QStringLiteral("json"), this,
                             [this](const QString& path) {
                                 if (auto st = exportFile(path); !st) {
                                     showStatus(st.error().toString(), true);
                                 }
                             });
    });
    connect(saveButton, &QPushButton::clicked, this, [this] { (void)save(); });
    // Edits in the table are unsaved until save() stores them (a store load resets the model, which is not an edit).
    const auto edited = [this] { m_unsaved = true; };
    connect(m_model, &QAbstractItemModel::dataChanged, this, edited);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, edited);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, edited);
}

void BaselineEditor::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (!c.touches(core::EntityKind::Baseline)) {
            return;
        }
        if (m_unsaved) {
            // A reload would throw away what the analyst typed or imported: keep it and say what happened.
            showStatus(tr("New baselines were saved elsewhere. Your unsaved edits are kept: save them as a new "
                          "version, or reopen this page to see the stored ones."),
                       false);
            return;
        }
        reload();
    });
    reload();
}

void BaselineEditor::reload() {
    if (!m_store) {
        return;
    }
    m_store->submit([](QSqlDatabase& db) {
        return core::BaselineRepository(db).latestOrBuiltin(QStringLiteral("editor"));
    }) | ui::whileAlive(this, [this](const core::Result<core::BaselineSet>& set) {
        if (!set) {
            showStatus(set.error().toString(), true);
            emit failed(set.error().toString());
            return;
        }
        m_model->setSet(*set);
        m_unsaved = false;
        m_origin.clear();
        showStatus(tr("Baseline version %1 — %2 entries. %3").arg(set->version).arg(set->entries.size()).arg(set->note),
                   false);
        emit loaded(set->version);
    });
}

void BaselineEditor::showStatus(const QString& text, bool error) {
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #c0392b; font-weight: bold") : QString());
}

QString BaselineEditor::statusText() const {
    return m_status->text();
}

core::Status BaselineEditor::save() {
    core::BaselineSet set = m_model->set();
    for (int i = 0; i < set.entries.size(); ++i) {
        if (set.entries[i].source.trimmed().isEmpty()) {
            m_table->setCurrentIndex(m_model->index(i, BaselineTableModel::Source));
            const QString msg = tr("Row %1 (%2): a baseline needs a source — who published the figure, and where.")
                                    .arg(i + 1)
                                    .arg(set.entries[i].metric);
            showStatus(msg, true);
            emit failed(msg);
            return core::makeError(core::ErrorCode::InvalidArgument, msg);
        }
    }
    if (auto st = set.validate(); !st) {
        showStatus(st.error().toString(), true);
        emit failed(st.error().toString());
        return st;
    }
    if (!m_store) {
        return core::makeError(core::ErrorCode::Internal, tr("No database is open"));
    }
    const QString origin = m_origin.isEmpty() ? tr("baseline editor") : m_origin;
    m_store->submit([set, origin](QSqlDatabase& db) -> core::Result<core::BaselineSet> {
        core::BaselineRepository repo(db);
        auto id = repo.createVersion(set, origin, QStringLiteral("editor"));
        if (!id) {
            return id.error();
        }
        return repo.get(*id);
    }) | ui::whileAlive(this, [this](const core::Result<core::BaselineSet>& stored) {
        if (!stored) {
            showStatus(stored.error().toString(), true);
            emit failed(stored.error().toString());
            return;
        }
        m_model->setSet(*stored);
        m_unsaved = false;
        m_origin.clear();
        showStatus(tr("Saved as baseline version %1.").arg(stored->version), false);
        emit saved(stored->version);
    });
    return {};
}

core::Status BaselineEditor::importFile(const QString& path) {
    auto set = core::BaselineSet::loadFile(path);
    if (!set) {
        showStatus(set.error().toString(), true);
        return set.error();
    }
    m_model->setSet(*set);
    m_unsaved = true;  // imported, not stored yet
    m_origin = path;
    showStatus(
        tr("Imported %1 entries from %2; save to store them as a new version.").arg(set->entries.size()).arg(path),
        false);
    return {};
}

core::Status BaselineEditor::exportFile(const QString& path) const {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(m_model->set().toJson()) < 0) {
        return core::makeError(core::ErrorCode::Io, tr("Cannot write the baselines file"), path);
    }
    return {};
}

}  // namespace tb::ui
