#pragma once

#include "core/domain/Checklist.h"
#include "ui/checklist/ChecklistModel.h"

#include <QPointer>
#include <QUndoCommand>

#include <functional>
#include <memory>
#include <optional>

namespace tb::core {
class Store;
}

namespace tb::ui {

// One verdict/evidence change of one check item, saved through EvaluationRepository on the storage thread. Undo
// writes back the full record the database held before (verdict, evidence, confirmation), so the file ends up as
// it was, not merely the model.
//
// Thread contract: created and (un)done on the GUI thread; the database work runs as store jobs, which the store
// runs in submission order, so an undo always sees the result of its redo.
class SetVerdictCommand : public QUndoCommand {
public:
    using ErrorHandler = std::function<void(const QString& message)>;
    // Another analyst saved this verdict since it was shown (issue 16.4): `message` says who and when; calling
    // `overwrite` saves this edit over theirs knowingly. The model shows the stored state again until then.
    using ConflictHandler = std::function<void(const QString& message, std::function<void()> overwrite)>;

    // expectedVersion: the verdict's row version this edit names (ChecklistModel::claimVersion). Only the first
    // redo checks it; undo and later redos write back this workbench's own edits.
    SetVerdictCommand(std::shared_ptr<core::Store> store, ChecklistModel* model, qint64 evaluationId,
                      qint64 checkItemId, const QString& itemTitle, ChecklistModel::State before,
                      ChecklistModel::State after, ErrorHandler onError, qint64 expectedVersion = 0,
                      ConflictHandler onConflict = {});

    void redo() override;
    void undo() override;

    qint64 evaluationId() const { return m_evaluationId; }
    qint64 checkItemId() const { return m_checkItemId; }

private:
    void applyToModel(const ChecklistModel::State& state);

    std::shared_ptr<core::Store> m_store;
    QPointer<ChecklistModel> m_model;
    qint64 m_evaluationId;
    qint64 m_checkItemId;
    ChecklistModel::State m_before;
    ChecklistModel::State m_after;
    ErrorHandler m_onError;
    qint64 m_expectedVersion = 0;  // 0 after the first redo
    ConflictHandler m_onConflict;
    // The database row before the first redo; written and read on the storage thread only.
    std::shared_ptr<std::optional<core::VerdictRecord>> m_previousRecord;
};

}  // namespace tb::ui
