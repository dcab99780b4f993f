#pragma once

#include "core/Result.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/ClusterRecord.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/NodeRecord.h"
#include "core/run/NodeMatrix.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QHash>
#include <QString>
#include <QVector>

namespace tb::core {

// A cluster with its login node, as the cluster view and `tierbench-cli cluster` list and change them.
struct ClusterListing {
    ClusterRecord cluster;
    NodeRecord login;
    QString knownHostsFile;
    QString providerName;
    qint64 providerId = 0;
};

// Clusters of a provider: one call, one transaction each (storage thread, inside a Store job).
class ClusterWorkflow {
    Q_DECLARE_TR_FUNCTIONS(ClusterWorkflow)

public:
    explicit ClusterWorkflow(QSqlDatabase& db);

    // Adds (cluster.id 0) or updates a cluster and its login node together; the node's launcher becomes the
    // cluster's scheduler. Settings are checked first (Slurm names, environment variable names, limits).
    Result<ClusterListing> save(qint64 providerId, const NodeRecord& login, const ClusterRecord& cluster,
                                const QString& knownHostsFile, const QString& actor);
    Result<ClusterListing> get(qint64 clusterId) const;
    QVector<ClusterListing> forProvider(qint64 providerId) const;
    // The cluster named `name` (its login node's name) of the provider called providerName.
    Result<ClusterListing> find(const QString& providerName, const QString& name) const;
    Status remove(qint64 clusterId);  // the login node goes with it; its runs stay (node_id set NULL)

    // The node-by-check matrix of a cross-node audit job, from its runs.
    Result<NodeMatrix> nodeMatrix(qint64 jobId) const;
    // The newest cross-node audit of the cluster that has runs; NotFound when there is none.
    Result<ClusterJobRecord> latestNodeAudit(qint64 clusterId) const;
    QVector<ClusterJobRecord> jobs(qint64 clusterId, int limit = 200) const;
    // The newest scheduler audit of the cluster: its run and findings; NotFound when there is none.
    struct AuditView {
        qint64 runId = 0;
        QString at;
        QVector<FindingRecord> findings;
        QHash<QString, QString> itemTitles;  // checklist item key -> title, from the audited evaluation's rubric
    };
    Result<AuditView> latestAudit(qint64 clusterId) const;
    // What a cluster view (Slurm or Kubernetes) shows of the store: its jobs, the newest scheduler audit, and the
    // newest cross-node audit's job with its matrix. Each part is NotFound when there is none yet.
    struct StoredView {
        QVector<ClusterJobRecord> jobs;
        Result<AuditView> audit = makeError(ErrorCode::NotFound, QString());
        Result<ClusterJobRecord> nodeAudit = makeError(ErrorCode::NotFound, QString());
        Result<NodeMatrix> matrix = makeError(ErrorCode::NotFound, QString());
    };
    StoredView stored(qint64 clusterId) const;
    // A run's raw output: the named command output of an audit, or a run's stdout and stderr (name empty).
    Result<QByteArray> rawOutput(qint64 runId, const QString& name) const;

    // Refuses what no job could carry: names outside Slurm's, bad variable names, limits out of range.
    static Status validate(const ClusterRecord& cluster);
    // The login node's fields: a host, user or jump host that begins with '-' is an option typed in the wrong place.
    static Status validateLogin(const NodeRecord& login);

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
