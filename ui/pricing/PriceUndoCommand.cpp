#include "ui/pricing/PriceUndoCommand.h"

#include "core/store/Store.h"
#include "core/store/PriceRepository.h"
#include "core/usecase/PricingWorkflow.h"
#include "ui/common/GuiContinuation.h"

#include <QCoreApplication>

#include <utility>

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
      m_exists(std::make_shared<std::atomic<bool>>(m_before.has_value())),
      m_version(std::make_shared<std::atomic<qint64>>(m_after && m_before ? m_after->rowVersion
                                                      : m_before          ? m_before->rowVersion
                                                                          : 0)) {
    const core::PriceRecord& r = m_after ? *m_after : *m_before;
    const QString what = QStringLiteral("%1 %2").arg(r.gpuModel, r.effectiveOn.toString(Qt::ISODate));
    setText(!m_before  ? tr("add price %1").arg(what)
            : !m_after ? tr("delete price %1").arg(what)
                       : tr("edit price %1").arg(what));
}

void PriceUndoCommand::redo() {
    m_lastWasRedo = true;
    if (std::exchange(m_skipNext, false)) {
        return;
    }
    apply(m_after);
}

void PriceUndoCommand::undo() {
    m_lastWasRedo = false;
    if (std::exchange(m_skipNext, false)) {
        return;
    }
    apply(m_before);
}

void PriceUndoCommand::overwrite(qint64 theirVersion) {
    m_version->store(theirVersion);
    apply(m_lastWasRedo ? m_after : m_before);
}

void PriceUndoCommand::apply(const std::optional<core::PriceRecord>& target) {
    if (!m_store) {
        return;
    }
    auto id = m_id;
    auto exists = m_exists;
    auto version = m_version;
    const QString actor = m_actor;
    auto future = m_store->submit([id, exists, version, target, actor](QSqlDatabase& db) -> core::Status {
        core::PricingWorkflow flow(db);
        if (!target) {
            if (auto st = flow.remove(id->load(), actor); !st) {
                return st;
            }
            exists->store(false);
            version->store(0);
            return {};
        }
        // A row this command deleted comes back as a new row (a new id), which later steps then change.
        core::PriceRecord r = *target;
        r.id = exists->load() ? id->load() : 0;
        r.rowVersion = r.id > 0 ? version->load() : 0;
        auto saved = flow.save(r, actor);
        if (!saved) {
            return saved.error();
        }
        id->store(*saved);
        exists->store(true);
        auto stored = core::PriceRepository(db).get(*saved);  // the version the next step names
        version->store(stored ? stored->rowVersion : 0);
        return {};
    });
    if (m_context) {
        future | ui::whileAlive(m_context.data(), [done = m_done, alive = std::weak_ptr<int>(m_alive),
                                                   self = this](const core::Status& st) {
            if (done) {
                done(st, alive.expired() ? nullptr : self);
            }
        });
    }
}

}  // namespace tb::ui
