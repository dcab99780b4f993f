#pragma once

#include "core/Result.h"
#include "core/domain/NodeRecord.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

namespace tb::core {

// Nodes of evaluations. Inside store jobs only (storage thread), like the other repositories.
class NodeRepository {
    Q_DECLARE_TR_FUNCTIONS(NodeRepository)

public:
    explicit NodeRepository(QSqlDatabase& db);

    Result<qint64> add(const NodeRecord& node);
    // Audited (entity "node"). node.rowVersion: the version the editor read; a row another analyst saved since is
    // refused with a RowVersion conflict (who, when) and nothing is written; 0: no check. The version moves on.
    Status update(const NodeRecord& node, const QString& actor = QString());
    Status remove(qint64 id);
    Result<NodeRecord> get(qint64 id) const;
    QVector<NodeRecord> nodesFor(qint64 evaluationId) const;
    // The node of this evaluation with the same host, port and user, created (named after the host) when missing.
    Result<NodeRecord> findOrAdd(qint64 evaluationId, const QString& host, int port, const QString& user);
    Status setHostKey(qint64 id, const QString& type, const QString& fingerprint);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
