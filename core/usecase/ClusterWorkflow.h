#pragma once

#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/ClusterRecord.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/NodeRecord.h"
#include "core/cluster/ClusterQueries.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QHash>
#include <QString>
#include <QVector>

namespace tb::core {

// Adding, changing and removing a provider's clusters: one call, one transaction each (storage thread, inside a
// Store job). What is read about them is ClusterQueries.
class ClusterWorkflow {
    Q_DECLARE_TR_FUNCTIONS(ClusterWorkflow)

public:
    explicit ClusterWorkflow(QSqlDatabase& db);

    // Adds (cluster.id 0) or updates a cluster and its login node together; the node's launcher becomes the
    // cluster's scheduler. Settings are checked first (Slurm names, environment variable names, limits).
    Result<ClusterListing> save(qint64 providerId, const NodeRecord& login, const ClusterRecord& cluster,
                                const QString& knownHostsFile, const QString& actor);
    Status remove(qint64 clusterId);  // the login node goes with it; its runs stay (node_id set NULL)

    // Refuses what no job could carry: names outside Slurm's, bad variable names, limits out of range.
    static Status validate(const ClusterRecord& cluster);
    // The login node's fields: a host, user or jump host that begins with '-' is an option typed in the wrong place.
    static Status validateLogin(const NodeRecord& login);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
