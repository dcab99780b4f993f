#pragma once

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
// submission order). `done` runs on the GUI thread after each step with its error text, empty on success.
class PriceUndoCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(PriceUndoCommand)

public:
    using Done = std::function<void(const QString& error)>;

    PriceUndoCommand(std::shared_ptr<core::Store> store, QObject* context, std::optional<core::PriceRecord> before,
                     std::optional<core::PriceRecord> after, QString actor, Done done);
    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<core::PriceRecord>& target);

    std::shared_ptr<core::Store> m_store;
    QPointer<QObject> m_context;
    std::optional<core::PriceRecord> m_before, m_after;
    QString m_actor;
    Done m_done;
    std::shared_ptr<std::atomic<qint64>> m_id;
    std::shared_ptr<std::atomic<bool>> m_exists;  // whether the row m_id is in the database now
};

}  // namespace tb::ui
