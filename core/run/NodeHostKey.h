#pragma once

#include "core/Result.h"
#include "core/session/HostKeyInfo.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// The host key a node was registered with is a second known_hosts (issue 13.5): the first key seen is recorded;
// the same key passes; a different one is a changed key (ErrorCode::HostKeyChanged, nothing is written) unless
// `rekey` is set, which records the new key as an audited change by `actor`. One transaction, storage thread. Every
// road to a node passes here before anything runs: the orchestrator, the cluster runners and the Nodes tab.
class NodeHostKey {
    Q_DECLARE_TR_FUNCTIONS(NodeHostKey)

public:
    explicit NodeHostKey(QSqlDatabase& db) : m_db(db) {}
    Status check(qint64 nodeId, const HostKeyInfo& key, bool rekey, const QString& actor);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
