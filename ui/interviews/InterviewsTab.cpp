#include "ui/interviews/InterviewsTab.h"

#include "core/rubric/RubricText.h"
#include "ui/common/ChangeSubscription.h"
#include "core/interview/InterviewCsv.h"
#include "core/store/InterviewRepository.h"
#include "core/store/RowVersion.h"
#include "core/store/Store.h"
#include "core/usecase/InterviewWorkflow.h"
#include "ui/common/AnalystName.h"
#include "ui/common/FileDialog.h"
#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"
#include "ui/common/RowConflictPrompt.h"
#include "ui/interviews/InterviewEditor.h"
#include "ui/interviews/InterviewFilterProxy.h"
#include "ui/interviews/InterviewListModel.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tb::ui {

InterviewsTab::InterviewsTab(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("interviewsTab"));
    m_model = new InterviewListModel(this);
    m_proxy = new InterviewFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("interviewSearch"));
    m_search->setPlaceholderText(tr("Search name, role, channel, tags, notes…"));
    m_search->setClearButtonEnabled(true);
    m_orgFilter = new QComboBox(this);
    m_orgFilter->setObjectName(QStringLiteral("interviewOrgFilter"));
    m_orgFilter->addItem(tr("All organisations"), QString());
    for (core::OrgType t : core::kAllOrgTypes) {
        m_orgFilter->addItem(core::orgTypeName(t), core::orgTypeKey(t));
    }
    m_tagFilter = new QComboBox(this);
    m_tagFilter->setObjectName(QStringLiteral("interviewTagFilter"));
    m_tagFilter->addItem(tr("All tags"), QString());

    m_add = new QPushButton(tr("&Add…"), this);
    m_edit = new QPushButton(tr("&Edit…"), this);
    m_delete = new QPushButton(tr("&Delete"), this);
    m_import = new QPushButton(tr("&Import CSV…"), this);
    m_export = new QPushButton(tr("E&xport CSV…"), this);
    m_import->setObjectName(QStringLiteral("interviewImport"));
    m_export->setObjectName(QStringLiteral("interviewExport"));
    m_add->setObjectName(QStringLiteral("interviewAdd"));
    m_edit->setObjectName(QStringLiteral("interviewEdit"));
    m_delete->setObjectName(QStringLiteral("interviewDelete"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_search, 2);
    bar->addWidget(m_orgFilter);
    bar->addWidget(m_tagFilter);
    bar->addStretch(1);
    bar->addWidget(m_add);
    bar->addWidget(m_edit);
    bar->addWidget(m_delete);
    bar->addSpacing(12);
    bar->addWidget(m_import);
    bar->addWidget(m_export);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("interviewTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(int(InterviewListModel::Column::Date), Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_notes = new QTextBrowser(this);
    m_notes->setObjectName(QStringLiteral("interviewNotesView"));
    m_notes->setPlaceholderText(tr("Select an interview to read its notes."));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_notes);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("interviewStatus"));
    m_status->setEnabled(false);
    auto* hint = new QLabel(tr("Names stay on this page; everywhere else an interview shows only the role and "
                               "the organisation type."),
                            this);
    hint->setEnabled(false);
    hint->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
    auto* foot = new QHBoxLayout;
    foot->addWidget(hint, 1);
    foot->addWidget(m_status);
    layout->addLayout(foot);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &InterviewFilterProxy::setSearchText);
    connect(m_orgFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setOrgTypeKey(m_orgFilter->currentData().toString()); });
    connect(m_tagFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setTag(m_tagFilter->currentData().toString()); });
    connect(m_add, &QPushButton::clicked, this, [this] { openEditor(0); });
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedId()) {
            openEditor(id);
        }
    });
    connect(m_table, &QTableView::activated, this, [this] {
        if (const qint64 id = selectedId()) {
            openEditor(id);
        }
    });
    connect(m_delete, &QPushButton::clicked, this, &InterviewsTab::deleteSelected);
    connect(m_import, &QPushButton::clicked, this, [this] {
        FileDialog::openFile(this, tr("Import interviews"), QString(), tr("CSV files (*.csv)"), this,
                             [this](const QString& path) { importCsvFile(path); });
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        FileDialog::saveFile(this, tr("Export interviews"), QStringLiteral("interviews.csv"), tr("CSV files (*.csv)"),
                             QStringLiteral("csv"), this, [this](const QString& path) { exportCsvFile(path); });
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateButtons();
        showSelectedNotes();
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &InterviewsTab::updateButtons);
    updateButtons();
}

void InterviewsTab::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        if (m_providerId > 0 && c.touchesProvider(m_providerId) && c.touches(core::EntityKind::Interview)) {
            reload();
        }
    });
    reload();
}

void InterviewsTab::setProvider(qint64 providerId) {
    if (providerId != m_providerId && m_editor) {
        m_editor->reject();  // an edit of the previous provider's interview must not land on this one
    }
    m_providerId = providerId;
    reload();
}

void InterviewsTab::reload() {
    const quint64 generation = ++m_generation;
    if (!m_store || m_providerId == 0) {
        m_model->setInterviews({});
        m_criteria.clear();
        m_status->clear();
        refillTagFilter();
        emit reloaded();
        return;
    }
    const qint64 providerId = m_providerId;
    m_store->submit([providerId](QSqlDatabase& db) { return core::InterviewWorkflow(db).page(providerId); }) |
        ui::whileAlive(this, [this, generation](const core::Result<core::InterviewPage>& page) {
            if (generation != m_generation) {
                return;
            }
            const core::InterviewPage shown = page.valueOr({});
            const qint64 keep = selectedId();
            m_criteria = shown.criteria;
            QMap<QString, QString> names;
            for (auto& [key, name] : m_criteria) {
                name = core::RubricText::text(name);
                names.insert(key, name);
            }
            m_model->setCriterionNames(names);
            m_model->setInterviews(shown.interviews);
            refillTagFilter();
            if (const int row = m_model->rowOf(keep); row >= 0) {
                m_table->selectRow(m_proxy->mapFromSource(m_model->index(row, 0)).row());
            }
            m_status->setText(tr("%n interview(s)", nullptr, int(shown.interviews.size())));
            if (!page) {
                emit errorOccurred(page.error().toString());
            }
            emit reloaded();
        });
}

void InterviewsTab::refillTagFilter() {
    const QString current = m_tagFilter->currentData().toString();
    QSignalBlocker block(m_tagFilter);
    m_tagFilter->clear();
    m_tagFilter->addItem(tr("All tags"), QString());
    for (const QString& tag : m_model->allTags()) {
        m_tagFilter->addItem(tag, tag);
    }
    const int idx = m_tagFilter->findData(current);
    m_tagFilter->setCurrentIndex(idx < 0 ? 0 : idx);
    m_proxy->setTag(m_tagFilter->currentData().toString());
}

qint64 InterviewsTab::selectedId() const {
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(InterviewListModel::IdRole).toLongLong();
}

void InterviewsTab::updateButtons() {
    const bool provider = m_providerId != 0 && m_store;
    const bool selected = selectedId() != 0;
    m_add->setEnabled(provider);
    m_import->setEnabled(provider);
    m_export->setEnabled(provider && m_model->rowCount() > 0);
    m_edit->setEnabled(provider && selected);
    m_delete->setEnabled(provider && selected);
}

void InterviewsTab::showSelectedNotes() {
    const qint64 id = selectedId();
    const int row = m_model->rowOf(id);
    const core::Interview* i = m_model->interviewAt(row);
    if (!i) {
        m_notes->clear();
        return;
    }
    if (i->notesHtml.isEmpty()) {
        m_notes->setPlainText(tr("No notes."));
    } else {
        m_notes->setHtml(i->notesHtml);
    }
}

InterviewEditor* InterviewsTab::openEditor(qint64 interviewId) {
    if (m_providerId == 0) {
        return nullptr;
    }
    if (m_editor) {
        m_editor->raise();
        return m_editor;
    }
    core::Interview interview;
    if (interviewId > 0) {
        const core::Interview* existing = m_model->interviewAt(m_model->rowOf(interviewId));
        if (!existing) {
            return nullptr;
        }
        interview = *existing;
    } else {
        interview.providerId = m_providerId;
        interview.heldOn = QDate::currentDate();
    }
    return openEditorOn(interview);
}

InterviewEditor* InterviewsTab::openEditorOn(const core::Interview& interview) {
    if (m_editor && m_editor->isVisible()) {  // an accepted editor lingers until its deferred delete
        m_editor->raise();
        return m_editor;
    }
    m_editor = new InterviewEditor(interview, m_criteria, this);
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_editor, &QDialog::accepted, this, [this, editor = m_editor] { save(editor->interview()); });
    m_editor->open();
    return m_editor;
}

void InterviewsTab::save(const core::Interview& interview) {
    if (!m_store) {
        return;
    }
    const QString actor = analystName();
    m_store->submit([interview, actor](QSqlDatabase& db) {
        return core::InterviewWorkflow(db).save(interview, actor);
    }) | ui::whileAlive(this, [this, interview](const core::Result<qint64>& st) {
        if (!st && core::RowVersion::isConflict(st.error())) {
            resolveConflict(interview, st.error());
            return;
        }
        if (!st) {
            MessageBox::critical(this, tr("Interview not saved"), st.error().message, st.error().detail);
            emit errorOccurred(st.error().toString());
        }
        reload();
    });
}

void InterviewsTab::resolveConflict(const core::Interview& mine, const core::Error& conflict) {
    RowConflictPrompt::ask(this, tr("Someone else changed this interview"), conflict, this,
                           [this, mine](RowConflictPrompt::Answer answer, qint64 theirVersion) {
                               if (answer == RowConflictPrompt::Answer::Overwrite) {
                                   core::Interview knowingly = mine;
                                   knowingly.rowVersion = theirVersion;  // over exactly the version we were told about
                                   save(knowingly);
                                   return;
                               }
                               if (answer == RowConflictPrompt::Answer::KeepEditing) {
                                   openEditorOn(mine);  // still naming the version it read: saving asks again
                                   return;
                               }
                               const qint64 id = mine.id;
                               m_store->submit([id](QSqlDatabase& db) {
                                   return core::InterviewRepository(db).get(id);
                               }) | ui::whileAlive(this, [this](const core::Result<core::Interview>& theirs) {
                                   reload();
                                   if (!theirs) {
                                       MessageBox::critical(this, tr("Interview not reloaded"), theirs.error().message,
                                                            theirs.error().detail);
                                       return;
                                   }
                                   openEditorOn(*theirs);
                               });
                           });
}

void InterviewsTab::deleteSelected() {
    const qint64 id = selectedId();
    const core::Interview* i = m_model->interviewAt(m_model->rowOf(id));
    if (!i || !m_store) {
        return;
    }
    const QString who = i->intervieweeName.isEmpty() ? i->role : i->intervieweeName;
    MessageBox::question(
        this, tr("Delete interview"),
        tr("Delete the interview with %1 of %2? The audit log keeps a record.")
            .arg(who, i->heldOn.toString(Qt::ISODate)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No, this, [this, id](MessageBox::Answer answer) {
            if (answer != QMessageBox::Yes) {
                return;
            }
            const QString actor = analystName();
            m_store->submit([id, actor](QSqlDatabase& db) { return core::InterviewWorkflow(db).remove(id, actor); }) |
                ui::whileAlive(this, [this](const core::Status& st) {
                    if (!st) {
                        emit errorOccurred(st.error().toString());
                    }
                    reload();
                });
        });
}

void InterviewsTab::importCsvFile(const QString& path) {
    if (!m_store || m_providerId == 0) {
        return;
    }
    const qint64 providerId = m_providerId;
    const QString actor = analystName();
    m_status->setText(tr("Importing…"));
    m_store->submit([path, providerId, actor](QSqlDatabase& db) {
        return core::InterviewWorkflow(db).importCsvFile(path, providerId, actor);
    }) | ui::whileAlive(this, [this, path](const core::Result<core::InterviewCsv::ImportOutcome>& outcome) {
        QString failure;
        QStringList errors;
        int imported = 0;
        if (!outcome) {
            failure = outcome.error().toString();
        } else {
            imported = outcome->imported;
            for (const auto& e : outcome->errors) {
                errors.append(e.toString());
            }
        }
        m_lastImportErrors = errors;
        if (!failure.isEmpty()) {
            m_lastImportErrors = {failure};
            MessageBox::critical(this, tr("Import failed"), failure);
        } else if (!errors.isEmpty()) {
            MessageBox::critical(this, tr("Nothing imported"),
                                 tr("%n row(s) of %1 have errors; nothing was imported. Fix them and import the "
                                    "file again.",
                                    nullptr, int(errors.size()))
                                     .arg(QFileInfo(path).fileName()),
                                 errors.join(u'\n'));
        }
        emit importFinished(imported, m_lastImportErrors);
        reload();
    });
}

void InterviewsTab::exportCsvFile(const QString& path) {
    if (!m_store || m_providerId == 0) {
        return;
    }
    const qint64 providerId = m_providerId;
    m_store->submit([path, providerId](QSqlDatabase& db) {
        return core::InterviewWorkflow(db).exportCsvFile(path, providerId);
    }) | ui::whileAlive(this, [this, path](const core::Status& st) {
        if (!st) {
            MessageBox::critical(this, tr("Export failed"), st.error().message, st.error().detail);
            emit exportFinished(false, st.error().toString());
            return;
        }
        m_status->setText(tr("Exported to %1").arg(QFileInfo(path).fileName()));
        emit exportFinished(true, path);
    });
}

}  // namespace tb::ui
