#include "ui/pricing/PriceUndoCommand.h"

#include "core/store/Store.h"
#include "core/usecase/PricingWorkflow.h"

#include <QCoreApplication>

namespace tb::ui {

PriceUndoCommand::PriceUndoCommand(std::shared_ptr<core::Store> store, QObject* context,
                                   std::optional<core::PriceRecord> before, std::optional<core::PriceRecord> after,
                                   QString actor, Done done)
    : m_store(std::move(store)),
      m_context(context),
      m_before(std::move(before)),
      m_after(std::move(after)),
      m_actor(std::move(actor)),
      m_done(std::move(done)),
      m_id(std::make_shared<std::atomic<qint64>>(m_before ? m_before->id : 0)),
      m_exists(std::make_shared<std::atomic<bool>>(m_before.has_value())) {
    const core::PriceRecord& r = m_after ? *m_after : *m_before;
    const QString what = QStringLiteral("%1 %2").arg(r.gpuModel, r.effectiveOn.toString(Qt::ISODate));
    setText(!m_before  ? tr("add price %1").arg(what)
            : !m_after ? tr("delete price %1").arg(what)
                       : tr("edit price %1").arg(what));
}

void PriceUndoCommand::redo() {
    apply(m_after);
}

void PriceUndoCommand::undo() {
    apply(m_before);
}

void PriceUndoCommand::apply(const std::optional<core::PriceRecord>& target) {
    if (!m_store) {
        return;
    }
    auto id = m_id;
    auto exists = m_exists;
    const QString actor = m_actor;
    auto future = m_store->submit([id, exists, target, actor](QSqlDatabase& db) -> core::Status {
        core::PricingWorkflow flow(db);
        if (!target) {
            if (auto st = flow.remove(id->load(), actor); !st) {
                return st;
            }
            exists->store(false);
            return {};
        }
        // A row this command deleted comes back as a new row (a new id), which later steps then change.
        core::PriceRecord r = *target;
        r.id = exists->load() ? id->load() : 0;
        auto saved = flow.save(r, actor);
        if (!saved) {
            return saved.error();
        }
        id->store(*saved);
        exists->store(true);
        return {};
    });
    if (m_context) {
        future.then(m_context.data(), [done = m_done](const core::Status& st) {
            if (done) {
                done(st ? QString() : st.error().message);
            }
        });
    }
}

}  // namespace tb::ui
