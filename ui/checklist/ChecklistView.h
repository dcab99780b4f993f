#pragma once

#include <functional>

#include "core/domain/Checklist.h"
#include "ui/common/ChangeSubscription.h"
#include "ui/checklist/ChecklistModel.h"

#include <QVector>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QTreeView;
class QUndoStack;

namespace tb::core {
class Store;
}

namespace tb::ui {

class VerdictPanel;

// The "Checklist" tab: the evaluation picker, the checklist tree grouped by criterion and the verdict panel. Every
// verdict or evidence change becomes a SetVerdictCommand on the shared undo stack (Edit > Undo). A verdict saved
// anywhere else (the CLI, the walkthrough, another workbench) shows without Reload: the view follows the store's
// change signal and refreshes the shown checklist in place, keeping the selection and text being typed.
class ChecklistView : public QWidget {
    Q_OBJECT

public:
    ChecklistView(QUndoStack* undoStack, QWidget* parent = nullptr);

    void setStore(std::shared_ptr<core::Store> store);
    // The provider's evaluations (newest first) and, when already loaded, the checklist of one of them.
    void setEvaluations(const QVector<core::Evaluation>& evaluations, std::optional<core::Checklist> checklist);
    // Loads one evaluation's checklist from the store (asynchronously; checklistLoaded() follows).
    void showEvaluation(qint64 evaluationId);
    // Selects a check item in the tree (and so in the panel).
    bool selectItem(qint64 checkItemId);

    ChecklistModel* model() const { return m_model; }

signals:
    void checklistLoaded(qint64 evaluationId);
    // The analyst asked to start an evaluation (the button of the empty state).
    void startEvaluationRequested();
    // A saved verdict changed (by the analyst, undo or redo); for views that show progress.
    void verdictsChanged(qint64 evaluationId);
    void errorOccurred(const QString& message);

private:
    void setChecklist(const core::Checklist& checklist);
    void onCurrentChanged(const QModelIndex& current, const QModelIndex& previous);
    void commitPendingEvidence();
    // Another analyst saved the verdict first: reload theirs, or overwrite it knowingly (issue 16.4).
    void resolveConflict(const QString& message, const std::function<void()>& overwrite);
    void pushChange(qint64 checkItemId, const ChecklistModel::State& after);
    void updateSummary();
    void reloadShownChecklist();

    ChangeSubscription m_changes;  // the store's change signal

    std::shared_ptr<core::Store> m_store;
    QUndoStack* m_undoStack;
    ChecklistModel* m_model;
    QComboBox* m_evaluationCombo;
    QLabel* m_summary;
    QTreeView* m_tree;
    VerdictPanel* m_panel;
    QWidget* m_empty;
    quint64 m_loadGeneration = 0;
};

}  // namespace tb::ui
