#include "core/store/ClusterRepository.h"

#include "core/store/AuditedWrite.h"
#include "core/store/RowVersion.h"
#include "core/store/RunRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/SqlError.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

namespace tb::core {

namespace {
const char* kClusterColumns =
    "id, node_id, scheduler, partition_name, account, qos, reservation, time_limit_min, container_image, "
    "nccl_env_json, pending_limit_s, silence_limit_s, updated_at, row_version, changed_by, changed_at";

const char* kJobColumns =
    "id, cluster_id, kind, scheduler_id, name, spec_json, script, state, reason, nodes, outcome, outcome_detail, "
    "failed_nodes, exit_code, submitted_at, started_at, ended_at, log";

// The environment keeps its order: a JSON array of [name, value] pairs.
QByteArray envToJson(const QVector<QPair<QString, QString>>& env) {
    QJsonArray a;
    for (const auto& e : env) {
        a.append(QJsonArray{e.first, e.second});
    }
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

QVector<QPair<QString, QString>> envFromJson(const QString& text) {
    QVector<QPair<QString, QString>> out;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    if (doc.isArray()) {
        for (const QJsonValue& v : doc.array()) {
            const QJsonArray pair = v.toArray();
            if (pair.size() == 2 && pair[0].isString()) {
                out.append({pair[0].toString(), pair[1].toString()});
            }
        }
    } else if (doc.isObject()) {  // an older or hand-written object form
        const QJsonObject o = doc.object();
        for (auto it = o.begin(); it != o.end(); ++it) {
            out.append({it.key(), it.value().toString()});
        }
    }
    return out;
}

ClusterRecord clusterFrom(const QSqlQuery& q) {
    ClusterRecord c;
    c.id = q.value(0).toLongLong();
    c.nodeId = q.value(1).toLongLong();
    c.scheduler = launcherKindFromKey(q.value(2).toString()).value_or(LauncherKind::Slurm);
    c.partition = q.value(3).toString();
    c.account = q.value(4).toString();
    c.qos = q.value(5).toString();
    c.reservation = q.value(6).toString();
    c.timeLimitMin = q.value(7).toInt();
    c.containerImage = q.value(8).toString();
    c.ncclEnv = envFromJson(q.value(9).toString());
    c.pendingLimitS = q.value(10).toInt();
    c.silenceLimitS = q.value(11).toInt();
    c.updatedAt = q.value(12).toString();
    c.rowVersion = q.value(13).toLongLong();
    c.changedBy = q.value(14).toString();
    c.changedAt = q.value(15).toString();
    return c;
}

// What the audit log keeps of a cluster's settings.
QJsonObject clusterToJson(const ClusterRecord& c) {
    QJsonArray env;
    for (const auto& e : c.ncclEnv) {
        env.append(QJsonArray{e.first, e.second});
    }
    return QJsonObject{{QStringLiteral("node_id"), c.nodeId},
                       {QStringLiteral("scheduler"), launcherKindKey(c.scheduler)},
                       {QStringLiteral("partition_name"), c.partition},
                       {QStringLiteral("account"), c.account},
                       {QStringLiteral("qos"), c.qos},
                       {QStringLiteral("reservation"), c.reservation},
                       {QStringLiteral("time_limit_min"), c.timeLimitMin},
                       {QStringLiteral("container_image"), c.containerImage},
                       {QStringLiteral("nccl_env"), env},
                       {QStringLiteral("pending_limit_s"), c.pendingLimitS},
                       {QStringLiteral("silence_limit_s"), c.silenceLimitS}};
}

void bindCluster(QSqlQuery& q, const ClusterRecord& c) {
    q.bindValue(QStringLiteral(":node_id"), c.nodeId);
    q.bindValue(QStringLiteral(":scheduler"), launcherKindKey(c.scheduler));
    q.bindValue(QStringLiteral(":partition_name"), notNull(c.partition));
    q.bindValue(QStringLiteral(":account"), notNull(c.account));
    q.bindValue(QStringLiteral(":qos"), notNull(c.qos));
    q.bindValue(QStringLiteral(":reservation"), notNull(c.reservation));
    q.bindValue(QStringLiteral(":time_limit_min"), c.timeLimitMin);
    q.bindValue(QStringLiteral(":container_image"), notNull(c.containerImage));
    q.bindValue(QStringLiteral(":nccl_env_json"), QString::fromUtf8(envToJson(c.ncclEnv)));
    q.bindValue(QStringLiteral(":pending_limit_s"), c.pendingLimitS);
    q.bindValue(QStringLiteral(":silence_limit_s"), c.silenceLimitS);
}

ClusterJobRecord jobFrom(const QSqlQuery& q) {
    ClusterJobRecord j;
    j.id = q.value(0).toLongLong();
    j.clusterId = q.value(1).toLongLong();
    j.kind = clusterJobKindFromKey(q.value(2).toString()).value_or(ClusterJobKind::Probe);
    j.schedulerId = q.value(3).toString();
    j.name = q.value(4).toString();
    j.spec = QJsonDocument::fromJson(q.value(5).toString().toUtf8()).object();
    j.script = q.value(6).toString();
    j.state = q.value(7).toString();
    j.reason = q.value(8).toString();
    j.nodes = q.value(9).toString();
    j.outcome = runStatusFromKey(q.value(10).toString()).value_or(RunStatus::Failed);
    j.outcomeDetail = q.value(11).toString();
    j.failedNodes = q.value(12).toString().split(u',', Qt::SkipEmptyParts);
    if (!q.value(13).isNull()) {
        j.exitCode = q.value(13).toInt();
    }
    j.submittedAt = q.value(14).toString();
    j.startedAt = q.value(15).toString();
    j.endedAt = q.value(16).toString();
    j.log = q.value(17).toByteArray();
    return j;
}

void bindJob(QSqlQuery& q, const ClusterJobRecord& j) {
    q.bindValue(QStringLiteral(":kind"), clusterJobKindKey(j.kind));
    q.bindValue(QStringLiteral(":scheduler_id"), notNull(j.schedulerId));
    q.bindValue(QStringLiteral(":name"), notNull(j.name));
    q.bindValue(QStringLiteral(":spec_json"), QString::fromUtf8(QJsonDocument(j.spec).toJson(QJsonDocument::Compact)));
    q.bindValue(QStringLiteral(":script"), notNull(j.script));
    q.bindValue(QStringLiteral(":state"), notNull(j.state));
    q.bindValue(QStringLiteral(":reason"), notNull(j.reason));
    q.bindValue(QStringLiteral(":nodes"), notNull(j.nodes));
    q.bindValue(QStringLiteral(":outcome"), runStatusKey(j.outcome));
    q.bindValue(QStringLiteral(":outcome_detail"), notNull(j.outcomeDetail));
    q.bindValue(QStringLiteral(":failed_nodes"), notNull(j.failedNodes.join(u',')));
    q.bindValue(QStringLiteral(":exit_code"), j.exitCode ? QVariant(*j.exitCode) : QVariant());
    q.bindValue(QStringLiteral(":started_at"), j.startedAt.isEmpty() ? QVariant() : QVariant(j.startedAt));
    q.bindValue(QStringLiteral(":ended_at"), j.endedAt.isEmpty() ? QVariant() : QVariant(j.endedAt));
    q.bindValue(QStringLiteral(":log"), j.log.isNull() ? QByteArray("") : j.log);
}
}  // namespace

ClusterRepository::ClusterRepository(QSqlDatabase& db) : m_db(db) {}

Result<qint64> ClusterRepository::add(const ClusterRecord& cluster) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO cluster (node_id, scheduler, partition_name, account, qos, reservation, time_limit_min, "
        "container_image, nccl_env_json, pending_limit_s, silence_limit_s) VALUES (:node_id, :scheduler, "
        ":partition_name, :account, :qos, :reservation, :time_limit_min, :container_image, :nccl_env_json, "
        ":pending_limit_s, :silence_limit_s) RETURNING id"));
    bindCluster(q, cluster);
    auto inserted = insertReturningId(q, tr("The cluster could not be saved."));
    if (!inserted) {
        return inserted.error();
    }
    return *inserted;
}

Status ClusterRepository::update(const ClusterRecord& cluster, const QString& actor) {
    return AuditedWrite(m_db, QStringLiteral("cluster"), QStringLiteral("update"), actor)
        .before([&] { return auditJson(get(cluster.id), clusterToJson); })
        .after([this](qint64 id) { return auditJson(get(id), clusterToJson); })
        .write(cluster.id, [&]() -> Status {
            // cluster.rowVersion: the version the editor read (0: read in this transaction, no check).
            if (auto st = RowVersion::claim(m_db, QStringLiteral("cluster"), cluster.id, cluster.rowVersion, actor);
                !st) {
                return st;
            }
            QSqlQuery q(m_db);
            q.prepare(QStringLiteral("UPDATE cluster SET node_id = :node_id, scheduler = :scheduler, partition_name = "
                                     ":partition_name, account = :account, qos = :qos, reservation = :reservation, "
                                     "time_limit_min = :time_limit_min, container_image = :container_image, "
                                     "nccl_env_json = :nccl_env_json, pending_limit_s = :pending_limit_s, "
                                     "silence_limit_s = :silence_limit_s, updated_at = %1 WHERE id = :id")
                          .arg(SqlDialect::of(m_db).nowText()));
            bindCluster(q, cluster);
            q.bindValue(QStringLiteral(":id"), cluster.id);
            return exec(q, tr("The cluster could not be saved."));
        });
}

Result<ClusterRecord> ClusterRepository::get(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM cluster WHERE id = ?").arg(QLatin1String(kClusterColumns)));
    q.addBindValue(id);
    if (auto st = exec(q); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No such cluster"), QString::number(id));
    }
    return clusterFrom(q);
}

Result<ClusterRecord> ClusterRepository::forNode(qint64 nodeId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM cluster WHERE node_id = ?").arg(QLatin1String(kClusterColumns)));
    q.addBindValue(nodeId);
    if (auto st = exec(q); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("The node is not a cluster's login node"), QString::number(nodeId));
    }
    return clusterFrom(q);
}

QVector<ClusterRecord> ClusterRepository::forProvider(qint64 providerId) const {
    QVector<ClusterRecord> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT c.%1 FROM cluster c JOIN node n ON n.id = c.node_id JOIN evaluation e ON "
                             "e.id = n.evaluation_id WHERE e.provider_id = ? ORDER BY c.id")
                  .arg(QString::fromLatin1(kClusterColumns).replace(QStringLiteral(", "), QStringLiteral(", c."))));
    q.addBindValue(providerId);
    if (exec(q)) {
        while (q.next()) {
            out.append(clusterFrom(q));
        }
    }
    return out;
}

Result<qint64> ClusterRepository::addJob(const ClusterJobRecord& job) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO cluster_job (cluster_id, kind, scheduler_id, name, spec_json, script, state, reason, nodes, "
        "outcome, outcome_detail, failed_nodes, exit_code, started_at, ended_at, log) VALUES (:cluster_id, :kind, "
        ":scheduler_id, :name, :spec_json, :script, :state, :reason, :nodes, :outcome, :outcome_detail, "
        ":failed_nodes, :exit_code, :started_at, :ended_at, :log) RETURNING id"));
    q.bindValue(QStringLiteral(":cluster_id"), job.clusterId);
    bindJob(q, job);
    auto inserted = insertReturningId(q, tr("The job could not be recorded."));
    if (!inserted) {
        return inserted.error();
    }
    return *inserted;
}

Status ClusterRepository::updateJob(const ClusterJobRecord& job) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE cluster_job SET kind = :kind, scheduler_id = :scheduler_id, name = :name, spec_json = :spec_json, "
        "script = :script, state = :state, reason = :reason, nodes = :nodes, outcome = :outcome, "
        "outcome_detail = :outcome_detail, failed_nodes = :failed_nodes, exit_code = :exit_code, "
        "started_at = :started_at, ended_at = :ended_at, log = :log WHERE id = :id"));
    bindJob(q, job);
    q.bindValue(QStringLiteral(":id"), job.id);
    return exec(q, tr("The job could not be recorded."));
}

Result<ClusterJobRecord> ClusterRepository::job(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM cluster_job WHERE id = ?").arg(QLatin1String(kJobColumns)));
    q.addBindValue(id);
    if (auto st = exec(q); !st) {
        return st.error();
    }
    if (!q.next()) {
        return makeError(ErrorCode::NotFound, tr("No such job"), QString::number(id));
    }
    return jobFrom(q);
}

QVector<ClusterJobRecord> ClusterRepository::jobs(qint64 clusterId, int limit) const {
    QVector<ClusterJobRecord> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM cluster_job WHERE cluster_id = ? ORDER BY id DESC LIMIT ?")
                  .arg(QLatin1String(kJobColumns)));
    q.addBindValue(clusterId);
    q.addBindValue(limit);
    if (exec(q)) {
        while (q.next()) {
            out.append(jobFrom(q));
        }
    }
    return out;
}

QVector<ClusterJobRecord> ClusterRepository::unfinishedJobs(qint64 clusterId) const {
    QVector<ClusterJobRecord> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM cluster_job WHERE cluster_id = ? AND outcome = 'running' ORDER BY id")
                  .arg(QLatin1String(kJobColumns)));
    q.addBindValue(clusterId);
    if (exec(q)) {
        while (q.next()) {
            out.append(jobFrom(q));
        }
    }
    return out;
}

Status ClusterRepository::linkRun(const ClusterJobRun& link) {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT INTO cluster_job_run (job_id, run_id, compute_node, rank) VALUES (?, ?, ?, ?) "
                       "ON CONFLICT (job_id, run_id) DO UPDATE SET compute_node = excluded.compute_node, "
                       "rank = excluded.rank"));
    q.addBindValue(link.jobId);
    q.addBindValue(link.runId);
    q.addBindValue(notNull(link.computeNode));
    q.addBindValue(link.rank ? QVariant(*link.rank) : QVariant());
    return exec(q, tr("The job's run could not be recorded."));
}

QVector<ClusterJobRun> ClusterRepository::runsOf(qint64 jobId) const {
    QVector<ClusterJobRun> out;
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT job_id, run_id, compute_node, rank FROM cluster_job_run WHERE job_id = ? "
                       "ORDER BY rank, compute_node, run_id"));
    q.addBindValue(jobId);
    if (exec(q)) {
        while (q.next()) {
            ClusterJobRun r{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(), std::nullopt};
            if (!q.value(3).isNull()) {
                r.rank = q.value(3).toInt();
            }
            out.append(r);
        }
    }
    return out;
}

Result<QVector<ClusterRepository::JobRunSummary>> ClusterRepository::runSummaries(qint64 jobId) const {
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT p.id, p.status, p.env_json FROM cluster_job_run l JOIN probe_run p ON p.id = "
                       "l.run_id WHERE l.job_id = ?"));
    q.addBindValue(jobId);
    if (auto st = exec(q, tr("The job's runs could not be read.")); !st) {
        return st.error();
    }
    QVector<JobRunSummary> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), runStatusFromKey(q.value(1).toString()).value_or(RunStatus::Failed),
                    q.value(2).toString()});
    }
    return out;
}

Result<QHash<qint64, QVector<FindingRecord>>> ClusterRepository::findingsOfJob(qint64 jobId) const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT f.run_id, f.kind, f.key, f.status, f.value, f.detail FROM cluster_job_run l "
                       "JOIN finding f ON f.run_id = l.run_id WHERE l.job_id = ? ORDER BY f.run_id, f.id"));
    q.addBindValue(jobId);
    if (auto st = exec(q, tr("The job's findings could not be read.")); !st) {
        return st.error();
    }
    QHash<qint64, QVector<FindingRecord>> out;
    while (q.next()) {
        auto f = RunRepository::findingFromColumns(q, 1);
        if (!f) {
            return f.error();
        }
        out[q.value(0).toLongLong()].append(std::move(*f));
    }
    return out;
}

std::optional<ClusterJobRun> ClusterRepository::jobOfRun(qint64 runId) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT job_id, run_id, compute_node, rank FROM cluster_job_run WHERE run_id = ?"));
    q.addBindValue(runId);
    if (!exec(q) || !q.next()) {
        return std::nullopt;
    }
    ClusterJobRun r{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(), std::nullopt};
    if (!q.value(3).isNull()) {
        r.rank = q.value(3).toInt();
    }
    return r;
}

Status ClusterRepository::addArtifact(const RunArtifact& artifact, qint64 cap) {
    const bool cut = artifact.content.size() > cap;
    const QByteArray kept = cut ? artifact.content.left(cap) : artifact.content;
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT INTO run_artifact (run_id, name, command, exit_code, content, truncated, sha256) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (run_id, name) DO UPDATE SET "
                       "command = excluded.command, exit_code = excluded.exit_code, content = excluded.content, "
                       "truncated = excluded.truncated, sha256 = excluded.sha256"));
    q.addBindValue(artifact.runId);
    q.addBindValue(notNull(artifact.name));
    q.addBindValue(notNull(artifact.command));
    q.addBindValue(artifact.exitCode ? QVariant(*artifact.exitCode) : QVariant());
    q.addBindValue(kept.isNull() ? QByteArray("") : kept);
    q.addBindValue((cut || artifact.truncated) ? 1 : 0);
    q.addBindValue(QString::fromLatin1(QCryptographicHash::hash(kept, QCryptographicHash::Sha256).toHex()));
    return exec(q, tr("The command output could not be kept."));
}

QVector<RunArtifact> ClusterRepository::artifacts(qint64 runId, bool withContent) const {
    QVector<RunArtifact> out;
    QSqlQuery q(m_db);
    const SqlDialect& dialect = SqlDialect::of(m_db);
    q.prepare(QStringLiteral("SELECT run_id, name, command, exit_code, %1, truncated, sha256 FROM run_artifact "
                             "WHERE run_id = ? ORDER BY %2")
                  .arg(withContent ? QStringLiteral("content") : dialect.emptyBlob(), dialect.insertionOrder()));
    q.addBindValue(runId);
    if (exec(q)) {
        while (q.next()) {
            RunArtifact a;
            a.runId = q.value(0).toLongLong();
            a.name = q.value(1).toString();
            a.command = q.value(2).toString();
            if (!q.value(3).isNull()) {
                a.exitCode = q.value(3).toInt();
            }
            a.content = q.value(4).toByteArray();
            a.truncated = q.value(5).toInt() != 0;
            a.sha256 = q.value(6).toString();
            out.append(a);
        }
    }
    return out;
}

Result<RunArtifact> ClusterRepository::artifact(qint64 runId, const QString& name) const {
    for (const RunArtifact& a : artifacts(runId)) {
        if (a.name == name) {
            return a;
        }
    }
    return makeError(ErrorCode::NotFound, tr("No such command output"), name);
}

}  // namespace tb::core
