#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

class QWidget;

namespace tb::core {
class Store;
struct Error;
struct EvaluationDraft;
}  // namespace tb::core

namespace tb::ui {

class EvaluationDialog;

// New, edit and close an evaluation from the workbench (issue 12.9): opens the EvaluationDialog, saves through
// core::EvaluationWorkflow (one transaction each, audited) and reports back. The views follow the store's change
// signal, so nothing here reloads anything.
//
// Thread contract: GUI thread; the reads and writes are store jobs.
class EvaluationActions : public QObject {
    Q_OBJECT

public:
    explicit EvaluationActions(QWidget* dialogParent);

    void setStore(std::shared_ptr<core::Store> store);
    void startNew(qint64 providerId);
    void edit(qint64 evaluationId);
    // Asks first; closing sets the status to final and records when.
    void close(qint64 evaluationId);

    // The dialog while it is open (tests fill it in), else nullptr.
    EvaluationDialog* openDialog() const;

signals:
    void saved(qint64 evaluationId);
    void errorOccurred(const QString& message);

private:
    void openWith(qint64 providerId, qint64 evaluationId);
    // conflictsAcknowledged: the analyst went ahead past the conflict-of-interest question (a new evaluation).
    void save(EvaluationDialog* dialog, qint64 providerId, qint64 editedId, const core::EvaluationDraft& draft,
              const QString& actor, bool conflictsAcknowledged = false);
    // Another analyst saved the evaluation since the dialog read it: Reload, Overwrite knowingly or Keep editing.
    void resolveConflict(EvaluationDialog* dialog, qint64 providerId, qint64 editedId,
                         const core::EvaluationDraft& draft, const core::Error& conflict);

    QWidget* m_parent;
    std::shared_ptr<core::Store> m_store;
    QPointer<EvaluationDialog> m_dialog;
};

}  // namespace tb::ui
