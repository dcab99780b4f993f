#pragma once

#include "core/Result.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include <functional>

namespace tb::core {

// The one shape of every audited change: one transaction, the row as it was, the write, the row as it is, one
// audit entry, commit. A step that fails rolls all of it back, so no change lands without its audit entry and no
// entry without its change. Repositories describe the change; this class does the sequence.
//
//     return AuditedWrite(m_db, QStringLiteral("provider"), QStringLiteral("update"), actor)
//         .before([&] { return auditJson(get(id), providerToJson); })
//         .after([&](qint64 rowId) { return auditJson(get(rowId), providerToJson); })
//         .write(id, [&]() -> Status { ...UPDATE...; });
//
// Without before() the entry has no "before" (a creation); without after() no "after" (a deletion).
//
// Thread contract: storage thread, inside a Store job. Nests inside a caller's Transaction (savepoints), so a use
// case can put several audited writes into one transaction.
class AuditedWrite {
public:
    using Snapshot = std::function<Result<QJsonObject>()>;
    using SnapshotOf = std::function<Result<QJsonObject>(qint64 id)>;

    AuditedWrite(QSqlDatabase& db, QString entity, QString action, QString actor);

    AuditedWrite& before(Snapshot read);
    AuditedWrite& after(SnapshotOf read);

    // A write that makes the row (or finds its id while writing): returns the audited entity id.
    Result<qint64> write(const std::function<Result<qint64>()>& change);
    // A write to the row `id` that is known beforehand.
    Status write(qint64 id, const std::function<Status()>& change);

private:
    QSqlDatabase& m_db;
    QString m_entity, m_action, m_actor;
    Snapshot m_before;
    SnapshotOf m_after;
};

// A read turned into the JSON an audit entry holds.
template <typename T, typename ToJson>
Result<QJsonObject> auditJson(const Result<T>& row, ToJson toJson) {
    if (!row) {
        return row.error();
    }
    return QJsonObject(toJson(*row));
}

}  // namespace tb::core
