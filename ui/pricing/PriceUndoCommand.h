#pragma once

#include "core/Result.h"
#include "core/domain/PriceRecord.h"

#include <QCoreApplication>
#include <QPointer>
#include <QUndoCommand>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace tb::core {
class Store;
}

namespace tb::ui {

// One change to a price record as an undoable step: a creation (no before), an edit, or a deletion (no after).
// Each redo/undo is one audited workflow call on the storage thread; the row's id lives in a shared atomic that
// the storage jobs read and write, so a re-created row keeps being the one the next step changes (jobs run in
// submission order). So does the row's version (RowVersion): the first redo of an edit names the version its
// editor read, each later step the version the step before it stored, so a price another analyst saved meanwhile
// is refused (a conflict for `done`) instead of overwritten. `done` runs on the GUI thread after each step with
// its outcome and the command, or nullptr when the command is gone by then (the undo stack was cleared).
class PriceUndoCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(PriceUndoCommand)

public:
    using Done = std::function<void(const core::Status& outcome, PriceUndoCommand* command)>;

    PriceUndoCommand(std::shared_ptr<core::Store> store, QObject* context, std::optional<core::PriceRecord> before,
                     std::optional<core::PriceRecord> after, QString actor, Done done);
    void redo() override;
    void undo() override;

    // After a refused step: saves its record over exactly `theirVersion` (overwriting knowingly).
    void overwrite(qint64 theirVersion);
    // After a refused step: the undo stack's next move back over this step (undo after a refused redo, redo after
    // a refused undo) writes nothing, since the step never happened. lastStepWasRedo() says which move that is.
    void abandonLastStep() { m_skipNext = true; }
    bool lastStepWasRedo() const { return m_lastWasRedo; }

private:
    void apply(const std::optional<core::PriceRecord>& target);

    std::shared_ptr<core::Store> m_store;
    QPointer<QObject> m_context;
    std::optional<core::PriceRecord> m_before, m_after;
    QString m_actor;
    Done m_done;
    std::shared_ptr<std::atomic<qint64>> m_id;
    std::shared_ptr<std::atomic<bool>> m_exists;              // whether the row m_id is in the database now
    std::shared_ptr<std::atomic<qint64>> m_version;           // the row's version as this command last knew it; 0: none
    std::shared_ptr<int> m_alive = std::make_shared<int>(0);  // expires with the command, for `done`
    bool m_lastWasRedo = true;
    bool m_skipNext = false;
};

}  // namespace tb::ui
