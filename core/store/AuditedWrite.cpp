#include "core/store/AuditedWrite.h"

#include "core/store/AuditLog.h"
#include "core/store/Transaction.h"

namespace tb::core {

AuditedWrite::AuditedWrite(QSqlDatabase& db, QString entity, QString action, QString actor)
    : m_db(db), m_entity(std::move(entity)), m_action(std::move(action)), m_actor(std::move(actor)) {}

AuditedWrite& AuditedWrite::before(Snapshot read) {
    m_before = std::move(read);
    return *this;
}

AuditedWrite& AuditedWrite::after(SnapshotOf read) {
    m_after = std::move(read);
    return *this;
}

Result<qint64> AuditedWrite::write(const std::function<Result<qint64>()>& change) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    QJsonObject before;
    if (m_before) {
        auto read = m_before();
        if (!read) {
            return read.error();
        }
        before = *read;
    }
    auto id = change();
    if (!id) {
        return id.error();
    }
    QJsonObject after;
    if (m_after) {
        auto read = m_after(*id);
        if (!read) {
            return read.error();
        }
        after = *read;
    }
    if (auto st = AuditLog(m_db).append(m_entity, *id, m_action, before, after, m_actor); !st) {
        return st.error();
    }
    if (auto st = tx.commit(); !st) {
        return st.error();
    }
    return *id;
}

Status AuditedWrite::write(qint64 id, const std::function<Status()>& change) {
    auto written = write([&]() -> Result<qint64> {
        if (auto st = change(); !st) {
            return st.error();
        }
        return id;
    });
    if (!written) {
        return written.error();
    }
    return {};
}

}  // namespace tb::core
