#pragma once

#include "core/Result.h"
#include "core/domain/NodeRecord.h"
#include "core/session/HostKeyInfo.h"
#include "core/session/SshTarget.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

namespace tb::core {

// Where a run on a target goes: the provider, its evaluation and the node row.
struct NodePlacement {
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    QString providerName;
    NodeRecord node;
};

// One node as the nodes tab lists it.
struct NodeListing {
    NodeRecord node;
    QString knownHostsFile;  // empty: the default
    QString evaluationTitle;
};

// A provider's nodes over all its evaluations, newest evaluation first.
struct NodesPage {
    QString providerName;
    qint64 newestEvaluation = 0;  // 0: none yet
    QVector<NodeListing> nodes;
};

// The nodes of a provider's evaluations as the nodes tab and `tierbench-cli run` change them. Each call is one
// transaction on the storage thread (inside a Store job).
class NodeWorkflow {
    Q_DECLARE_TR_FUNCTIONS(NodeWorkflow)

public:
    explicit NodeWorkflow(QSqlDatabase& db);

    Result<NodesPage> page(qint64 providerId) const;

    // Adds (id 0) or updates the node with its known_hosts file. A node without an evaluation goes under the
    // provider's newest one, or a new draft when it has none. Returns the node as stored.
    Result<NodeRecord> save(qint64 providerId, const NodeRecord& node, const QString& knownHostsFile,
                            const QString& actor);
    // The CLI's: the provider called `providerName`, its newest evaluation (or a new draft) and the node of the
    // target's host, port and user there, added when missing; the target's jump host and key file are recorded. A new
    // draft is of rubricVersion where one is given (an engagement's plan), else of the default rubric.
    Result<NodePlacement> place(const QString& providerName, const SshTarget& target, const QString& actor,
                                const QString& rubricVersion = {});
    Status remove(qint64 nodeId);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
