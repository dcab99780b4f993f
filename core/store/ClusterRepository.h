#pragma once

#include "core/Result.h"
#include "core/domain/FindingRecord.h"
#include "core/domain/ClusterJobRecord.h"
#include "core/domain/ClusterRecord.h"
#include "core/domain/RunArtifact.h"
#include "core/domain/RunStatus.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QVector>

#include <optional>

namespace tb::core {

// cluster, cluster_job, cluster_job_run and run_artifact. Inside store jobs only (storage thread), like the other
// repositories.
class ClusterRepository {
    Q_DECLARE_TR_FUNCTIONS(ClusterRepository)

public:
    explicit ClusterRepository(QSqlDatabase& db);

    Result<qint64> add(const ClusterRecord& cluster);
    // Audited (entity "cluster"). cluster.rowVersion: the version the editor read; a row another analyst saved
    // since is refused with a RowVersion conflict (who, when), nothing written; 0: no check. The version moves on.
    Status update(const ClusterRecord& cluster, const QString& actor = QString());
    Result<ClusterRecord> get(qint64 id) const;
    // The cluster behind a login node; NotFound when the node is no cluster's.
    Result<ClusterRecord> forNode(qint64 nodeId) const;
    // Clusters of a provider's evaluations, by id.
    QVector<ClusterRecord> forProvider(qint64 providerId) const;

    Result<qint64> addJob(const ClusterJobRecord& job);
    Status updateJob(const ClusterJobRecord& job);  // every column but id and cluster_id
    Result<ClusterJobRecord> job(qint64 id) const;
    // Newest first, at most `limit`.
    QVector<ClusterJobRecord> jobs(qint64 clusterId, int limit = 200) const;
    // Jobs still running for Tierbench (outcome running): what a restart must look after.
    QVector<ClusterJobRecord> unfinishedJobs(qint64 clusterId) const;
    Status linkRun(const ClusterJobRun& link);
    QVector<ClusterJobRun> runsOf(qint64 jobId) const;
    // What the node matrix needs of a job's runs, in two queries however many nodes (not two per node): each run's
    // status and hello environment, and every finding by run.
    struct JobRunSummary {
        qint64 runId = 0;
        RunStatus status = RunStatus::Failed;  // a stored word that is no status reads as failed, never as ok
        QString envJson;
    };
    Result<QVector<JobRunSummary>> runSummaries(qint64 jobId) const;
    Result<QHash<qint64, QVector<FindingRecord>>> findingsOfJob(qint64 jobId) const;
    std::optional<ClusterJobRun> jobOfRun(qint64 runId) const;

    // Content beyond cap bytes is dropped and the artifact marked truncated; sha256 is of what is kept.
    Status addArtifact(const RunArtifact& artifact, qint64 cap = 16 * 1024 * 1024);
    QVector<RunArtifact> artifacts(qint64 runId, bool withContent = true) const;
    Result<RunArtifact> artifact(qint64 runId, const QString& name) const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
