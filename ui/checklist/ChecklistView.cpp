#include "ui/checklist/ChecklistView.h"

#include "ui/common/GuiContinuation.h"
#include "ui/common/MessageBox.h"

#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "ui/checklist/SetVerdictCommand.h"
#include "ui/checklist/VerdictPanel.h"

#include <QComboBox>

#include <algorithm>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tb::ui {

using Column = ChecklistModel::Column;

ChecklistView::ChecklistView(QUndoStack* undoStack, QWidget* parent)
    : QWidget(parent), m_undoStack(undoStack), m_model(new ChecklistModel(this)) {
    setObjectName(QStringLiteral("checklistView"));
    auto* layout = new QVBoxLayout(this);

    auto* top = new QHBoxLayout;
    auto* evaluationLabel = new QLabel(tr("Eval&uation:"), this);
    m_evaluationCombo = new QComboBox(this);
    m_evaluationCombo->setObjectName(QStringLiteral("evaluationCombo"));
    m_evaluationCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    evaluationLabel->setBuddy(m_evaluationCombo);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("checklistSummary"));
    top->addWidget(evaluationLabel);
    top->addWidget(m_evaluationCombo);
    top->addStretch(1);
    layout->addLayout(top);
    layout->addWidget(m_summary);

    auto* stack = new QStackedWidget(this);
    // No evaluation yet: say so and offer to start one here (it used to say "start one" with no way to).
    m_empty = new QWidget(stack);
    auto* emptyLayout = new QVBoxLayout(m_empty);
    auto* emptyText = new QLabel(tr("This provider has no evaluation yet."), m_empty);
    emptyText->setAlignment(Qt::AlignCenter);
    emptyText->setEnabled(false);
    auto* start = new QPushButton(tr("&Start an evaluation…"), m_empty);
    start->setObjectName(QStringLiteral("startEvaluationButton"));
    connect(start, &QPushButton::clicked, this, &ChecklistView::startEvaluationRequested);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(emptyText);
    emptyLayout->addWidget(start, 0, Qt::AlignCenter);
    emptyLayout->addStretch(1);
    stack->addWidget(m_empty);

    auto* splitter = new QSplitter(Qt::Horizontal, stack);
    splitter->setObjectName(QStringLiteral("checklistSplitter"));
    m_tree = new QTreeView(splitter);
    m_tree->setObjectName(QStringLiteral("checklistTree"));
    m_tree->setModel(m_model);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setMinimumWidth(380);  // title and verdict side by side; the panel wraps its text instead
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_panel = new VerdictPanel(splitter);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_panel);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({520, 300});
    splitter->setChildrenCollapsible(false);
    stack->addWidget(splitter);
    layout->addWidget(stack, 1);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this, stack, splitter] {
        stack->setCurrentWidget(m_model->isEmpty() ? m_empty : static_cast<QWidget*>(splitter));
        m_tree->expandAll();
        m_tree->resizeColumnToContents(static_cast<int>(Column::Title));
        m_tree->resizeColumnToContents(static_cast<int>(Column::Verdict));
        m_tree->resizeColumnToContents(static_cast<int>(Column::Weight));
        // Titles are long; keep the verdict column in view without scrolling (full title in the tooltip).
        m_tree->setColumnWidth(static_cast<int>(Column::Title),
                               qMin(m_tree->columnWidth(static_cast<int>(Column::Title)), 250));
        updateSummary();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& topLeft) {
        updateSummary();
        // Keep the panel in step when undo/redo changes the item it shows.
        if (const core::CheckItem* item = m_model->itemAt(topLeft); item && item->id == m_panel->checkItemId()) {
            if (m_panel->evidenceDirty()) {
                // Evidence is being typed for this item: a verdict saved elsewhere moves the buttons, the text
                // stays the analyst's until they save or leave it.
                m_panel->setStateKeepingTyping(m_model->stateOf(item->id));
            } else {
                m_panel->setState(m_model->stateOf(item->id));
            }
        }
        emit verdictsChanged(m_model->evaluationId());
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &ChecklistView::onCurrentChanged);
    connect(m_evaluationCombo, &QComboBox::activated, this, [this](int index) {
        commitPendingEvidence();
        showEvaluation(m_evaluationCombo->itemData(index).toLongLong());
    });
    connect(m_panel, &VerdictPanel::verdictChosen, this, [this](core::Verdict verdict) {
        const qint64 itemId = m_panel->checkItemId();
        pushChange(itemId, ChecklistModel::State{verdict, m_panel->evidenceText()});
    });
    connect(m_panel, &VerdictPanel::evidenceCommitted, this, [this](const QString& evidence) {
        const qint64 itemId = m_panel->checkItemId();
        pushChange(itemId, ChecklistModel::State{m_model->stateOf(itemId).verdict, evidence});
    });
    for (core::Verdict v : core::kAllVerdicts) {
        auto* shortcut = new QShortcut(VerdictPanel::verdictShortcut(v), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, m_panel, [this, v] {
            if (m_panel->isEnabled()) {
                m_panel->chooseVerdict(v);
            }
        });
    }
    setFocusProxy(m_tree);
}

void ChecklistView::setStore(std::shared_ptr<core::Store> store) {
    m_store = std::move(store);
    // Verdicts (and the evaluation's own fields in the summary) saved anywhere: refresh what is shown. Our own
    // saves come back this way too and change nothing, since the model already holds them.
    m_changes.follow(m_store, this, [this](const core::ChangeSet& c) {
        const qint64 providerId = m_model->checklist().evaluation.providerId;
        if (!m_model->isEmpty() && c.touchesProvider(providerId) &&
            c.touchesAny({core::EntityKind::Verdict, core::EntityKind::Evaluation})) {
            reloadShownChecklist();
        }
    });
}

void ChecklistView::reloadShownChecklist() {
    const qint64 evaluationId = m_model->evaluationId();
    const quint64 generation = m_loadGeneration;  // a newer showEvaluation() wins over this refresh
    m_store->submit([evaluationId](QSqlDatabase& db) {
        return core::EvaluationRepository(db).checklist(evaluationId);
    }) | ui::whileAlive(this, [this, generation, evaluationId](const core::Result<core::Checklist>& result) {
        if (generation != m_loadGeneration || m_model->evaluationId() != evaluationId) {
            return;
        }
        if (!result) {
            emit errorOccurred(result.error().toString());
            return;
        }
        m_model->refresh(*result);
        updateSummary();
    });
}

void ChecklistView::setEvaluations(const QVector<core::Evaluation>& evaluations,
                                   std::optional<core::Checklist> checklist) {
    m_evaluationCombo->clear();
    for (const auto& e : evaluations) {
        const QString title = e.title.isEmpty() ? tr("Evaluation %1").arg(e.id) : e.title;
        m_evaluationCombo->addItem(tr("%1 (%2)").arg(title, core::evaluationStatusName(e.status)), e.id);
    }
    m_evaluationCombo->setEnabled(!evaluations.isEmpty());
    // The same provider's list again (an evaluation edited or added anywhere): stay on the evaluation shown.
    const qint64 shown = m_model->evaluationId();
    const bool stillListed = shown > 0 && std::any_of(evaluations.cbegin(), evaluations.cend(),
                                                      [shown](const core::Evaluation& e) { return e.id == shown; });
    if (stillListed) {
        m_evaluationCombo->setCurrentIndex(m_evaluationCombo->findData(shown));
        // In place: the selection, the expanded rows and evidence being typed stay (a reset lost them whenever
        // a verdict or the evaluation was saved anywhere).
        if (checklist && checklist->evaluation.id == shown) {
            m_model->refresh(*checklist);
            updateSummary();
        } else {
            reloadShownChecklist();
        }
        return;
    }
    // Another provider (or the shown evaluation is gone): evidence being typed is saved before the checklist goes.
    // Not above: saving it there wrote the typed text with the verdict it had before a change made elsewhere.
    commitPendingEvidence();
    ++m_loadGeneration;  // a checklist still loading for the previous provider must not land here
    if (checklist) {
        setChecklist(*checklist);
    } else if (!evaluations.isEmpty()) {
        showEvaluation(evaluations.first().id);
    } else {
        setChecklist({});
    }
}

void ChecklistView::showEvaluation(qint64 evaluationId) {
    if (!m_store) {
        return;
    }
    const quint64 generation = ++m_loadGeneration;
    m_store->submit([evaluationId](QSqlDatabase& db) {
        return core::EvaluationRepository(db).checklist(evaluationId);
    }) | ui::whileAlive(this, [this, generation](const core::Result<core::Checklist>& result) {
        if (generation != m_loadGeneration) {
            return;
        }
        if (!result) {
            emit errorOccurred(result.error().toString());
            setChecklist({});
            return;
        }
        setChecklist(*result);
    });
}

void ChecklistView::setChecklist(const core::Checklist& checklist) {
    m_panel->showItem(nullptr, {}, {});
    m_model->setChecklist(checklist);
    const int comboIndex = m_evaluationCombo->findData(checklist.evaluation.id);
    if (comboIndex >= 0) {
        m_evaluationCombo->setCurrentIndex(comboIndex);
    }
    emit checklistLoaded(checklist.evaluation.id);
}

bool ChecklistView::selectItem(qint64 checkItemId) {
    const QModelIndex idx = m_model->indexOfItem(checkItemId);
    if (!idx.isValid()) {
        return false;
    }
    m_tree->setCurrentIndex(idx);
    m_tree->scrollTo(idx);
    return true;
}

void ChecklistView::onCurrentChanged(const QModelIndex& current, const QModelIndex&) {
    // Leaving an item with unsaved evidence saves it (as its own undo step) rather than dropping the text.
    commitPendingEvidence();
    const QModelIndex titleIndex = current.siblingAtColumn(0);
    const core::CheckItem* item = m_model->itemAt(titleIndex);
    if (!item) {
        m_panel->showItem(nullptr, {}, {});
        return;
    }
    const QString criterionName = titleIndex.parent().data().toString();
    m_panel->showItem(item, criterionName, m_model->stateOf(item->id));
}

void ChecklistView::commitPendingEvidence() {
    if (!m_panel->evidenceDirty()) {
        return;
    }
    const qint64 itemId = m_panel->checkItemId();
    pushChange(itemId, ChecklistModel::State{m_model->stateOf(itemId).verdict, m_panel->evidenceText()});
}

void ChecklistView::pushChange(qint64 checkItemId, const ChecklistModel::State& after) {
    const ChecklistModel::State before = m_model->stateOf(checkItemId);
    if (!m_store || checkItemId == 0 || before == after) {
        return;
    }
    const QModelIndex idx = m_model->indexOfItem(checkItemId);
    m_undoStack->push(new SetVerdictCommand(
        m_store, m_model, m_model->evaluationId(), checkItemId, idx.data().toString(), before, after,
        [this](const QString& message) { emit errorOccurred(message); }, m_model->claimVersion(checkItemId),
        [this](const QString& message, std::function<void()> overwrite) { resolveConflict(message, overwrite); }));
}

void ChecklistView::resolveConflict(const QString& message, const std::function<void()>& overwrite) {
    const QString text = message + QStringLiteral("\n\n") +
                         tr("Reload shows their verdict and evidence (your edit is dropped). Overwrite saves yours "
                            "over theirs.");
    MessageBox::choice(this, tr("Someone else changed this verdict"), text,
                       {{QMessageBox::Reset, tr("Reload")}, {QMessageBox::Save, tr("Overwrite")}}, QMessageBox::Reset,
                       this, [this, overwrite](MessageBox::Answer answer) {
                           if (answer == QMessageBox::Save) {
                               overwrite();
                           } else {
                               reloadShownChecklist();
                           }
                       });
}

void ChecklistView::updateSummary() {
    if (m_model->isEmpty()) {
        m_summary->clear();
        return;
    }
    const auto& e = m_model->checklist().evaluation;
    QStringList parts;
    parts << tr("Rubric %1").arg(m_model->checklist().rubric.version);
    parts << core::evaluationStatusName(e.status);
    if (!e.reviewer.isEmpty()) {
        parts << tr("reviewer %1").arg(e.reviewer);
    }
    parts << tr("%1 of %2 items decided").arg(m_model->decidedCount()).arg(m_model->itemCount());
    // A closed evaluation is read-only (the store refuses its verdicts too); re-opening is an explicit edit.
    const bool closed = e.status == core::EvaluationStatus::Final;
    if (closed) {
        parts << tr("closed, read-only: re-open it with Edit… (status In review)");
    }
    m_panel->setEnabled(!closed);
    m_summary->setText(parts.join(QStringLiteral(" · ")));
}

}  // namespace tb::ui
