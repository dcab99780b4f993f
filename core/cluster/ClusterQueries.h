#pragma once

#include "core/Result.h"
#include "core/cluster/NodeMatrix.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/ClusterRecord.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/NodeRecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
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

// What the cluster views, `tierbench-cli cluster` and the cluster runners read about a provider's clusters, their jobs
// and audits. Reads only; storage thread (inside a Store job). Changes go through ClusterWorkflow.
class ClusterQueries {
    Q_DECLARE_TR_FUNCTIONS(ClusterQueries)

public:
    explicit ClusterQueries(QSqlDatabase& db);

    // A stored cluster with its login node, known_hosts file and provider.
    Result<ClusterListing> listing(const ClusterRecord& cluster) const;
    Result<ClusterListing> get(qint64 clusterId) const;
    QVector<ClusterListing> forProvider(qint64 providerId) const;
    // The cluster named `name` (its login node's name) of the provider called providerName.
    Result<ClusterListing> find(const QString& providerName, const QString& name) const;

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

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
