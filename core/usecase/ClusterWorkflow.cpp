#include "core/usecase/ClusterWorkflow.h"

#include "core/domain/FindingKind.h"
#include "core/launch/slurm/SlurmBatchScript.h"
#include "core/store/ClusterRepository.h"
#include "core/store/NodeRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunHistoryQuery.h"
#include "core/store/RunRepository.h"
#include "core/store/RubricRepository.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Transaction.h"
#include "core/usecase/NodeWorkflow.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <algorithm>

namespace tb::core {

namespace {
Result<ClusterListing> listing(QSqlDatabase& db, const ClusterRecord& cluster) {
    auto node = NodeRepository(db).get(cluster.nodeId);
    if (!node) {
        return node.error();
    }
    ClusterListing l;
    l.cluster = cluster;
    l.login = *node;
    l.knownHostsFile = RunHistoryQuery(db).knownHostsFile(node->id);
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT p.id, p.name FROM evaluation e JOIN provider p ON p.id = e.provider_id WHERE "
                       "e.id = ?"));
    q.addBindValue(node->evaluationId);
    if (q.exec() && q.next()) {
        l.providerId = q.value(0).toLongLong();
        l.providerName = q.value(1).toString();
    }
    return l;
}
}  // namespace

ClusterWorkflow::ClusterWorkflow(QSqlDatabase& db) : m_db(db) {}

Status ClusterWorkflow::validate(const ClusterRecord& c) {
    const auto bad = [](const QString& field, const QString& value) {
        return makeError(ErrorCode::InvalidArgument,
                         tr("%1: letters, digits, '.', '_' and '-', starting with a letter, digit or '_' (a Slurm "
                            "name, not an option)")
                             .arg(field),
                         value.left(200));
    };
    if (!c.partition.isEmpty() && !SlurmBatchScript::isSlurmName(c.partition, true)) {
        return bad(tr("Partition"), c.partition);
    }
    if (!c.account.isEmpty() && !SlurmBatchScript::isSlurmName(c.account)) {
        return bad(tr("Account"), c.account);
    }
    if (!c.qos.isEmpty() && !SlurmBatchScript::isSlurmName(c.qos)) {
        return bad(tr("QoS"), c.qos);
    }
    if (!c.reservation.isEmpty() && !SlurmBatchScript::isSlurmName(c.reservation)) {
        return bad(tr("Reservation"), c.reservation);
    }
    if (c.timeLimitMin < 1 || c.timeLimitMin > 10080) {
        return makeError(ErrorCode::InvalidArgument, tr("Time limit: between 1 minute and 7 days"),
                         QString::number(c.timeLimitMin));
    }
    if (c.pendingLimitS < 0 || c.silenceLimitS < 0) {
        return makeError(ErrorCode::InvalidArgument, tr("Deadlines cannot be negative"));
    }
    for (const QChar ch : c.containerImage) {
        if (ch.unicode() < 0x20) {
            return makeError(ErrorCode::InvalidArgument, tr("Container image: no line breaks or control characters"),
                             c.containerImage.left(200));
        }
    }
    for (const auto& e : c.ncclEnv) {
        if (!SlurmBatchScript::isEnvironmentName(e.first)) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("Environment: %1 is not a variable name (letters, digits, '_')").arg(e.first));
        }
        if (e.second.contains(QChar(0))) {
            return makeError(ErrorCode::InvalidArgument, tr("Environment: %1 holds a NUL character").arg(e.first));
        }
    }
    return {};
}

Status ClusterWorkflow::validateLogin(const NodeRecord& login) {
    const QVector<QPair<QString, QString>> fields{
        {tr("Login host"), login.host}, {tr("User"), login.userName}, {tr("Jump host"), login.jump}};
    for (const auto& f : fields) {
        if (f.second.trimmed().startsWith(u'-')) {
            return makeError(ErrorCode::InvalidArgument,
                             tr("%1: \"%2\" is an option, not a name").arg(f.first, f.second), f.second.left(200));
        }
    }
    return {};
}

Result<ClusterListing> ClusterWorkflow::save(qint64 providerId, const NodeRecord& login, const ClusterRecord& cluster,
                                             const QString& knownHostsFile, const QString& actor) {
    if (Status st = validate(cluster); !st) {
        return st.error();
    }
    if (Status st = validateLogin(login); !st) {
        return st.error();
    }
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    NodeRecord node = login;
    node.launcher = cluster.scheduler;
    auto saved = NodeWorkflow(m_db).save(providerId, node, knownHostsFile, actor);
    if (!saved) {
        return saved.error();
    }
    ClusterRecord c = cluster;
    c.nodeId = saved->id;
    ClusterRepository clusters(m_db);
    if (c.id > 0) {
        if (Status st = clusters.update(c, actor); !st) {
            return st.error();
        }
    } else {
        auto id = clusters.add(c);
        if (!id) {
            return id.error();
        }
        c.id = *id;
    }
    auto stored = clusters.get(c.id);
    if (!stored) {
        return stored.error();
    }
    auto result = listing(m_db, *stored);
    if (!result) {
        return result.error();
    }
    if (Status st = tx.commit(); !st) {
        return st.error();
    }
    return result;
}

Result<ClusterListing> ClusterWorkflow::get(qint64 clusterId) const {
    auto c = ClusterRepository(m_db).get(clusterId);
    if (!c) {
        return c.error();
    }
    return listing(m_db, *c);
}

QVector<ClusterListing> ClusterWorkflow::forProvider(qint64 providerId) const {
    QVector<ClusterListing> out;
    for (const ClusterRecord& c : ClusterRepository(m_db).forProvider(providerId)) {
        if (auto l = listing(m_db, c)) {
            out.append(*l);
        }
    }
    return out;
}

Result<ClusterListing> ClusterWorkflow::find(const QString& providerName, const QString& name) const {
    auto provider = ProviderRepository(m_db).findByName(providerName);
    if (!provider) {
        return provider.error();
    }
    const QVector<ClusterListing> all = forProvider(provider->id);
    for (const ClusterListing& l : all) {
        if (l.login.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
            return l;
        }
    }
    if (name.trimmed().isEmpty() && all.size() == 1) {
        return all.first();
    }
    return makeError(ErrorCode::NotFound, tr("%1 has no cluster called %2").arg(provider->name, name));
}

Result<NodeMatrix> ClusterWorkflow::nodeMatrix(qint64 jobId) const {
    ClusterRepository clusters(m_db);
    auto job = clusters.job(jobId);
    if (!job) {
        return job.error();
    }
    // Set-based: a 1,024-node audit is read in three queries, not two per node.
    auto summaries = clusters.runSummaries(jobId);
    if (!summaries) {
        return summaries.error();
    }
    auto findings = clusters.findingsOfJob(jobId);
    if (!findings) {
        return findings.error();
    }
    QHash<qint64, ClusterRepository::JobRunSummary> byRun;
    for (const auto& s : *summaries) {
        byRun.insert(s.runId, s);
    }
    QVector<NodeMatrix::NodeInput> inputs;
    for (const ClusterJobRun& link : clusters.runsOf(jobId)) {
        const auto summary = byRun.constFind(link.runId);
        if (summary == byRun.constEnd()) {
            continue;
        }
        NodeMatrix::NodeInput in;
        in.node = link.computeNode.isEmpty() ? tr("rank %1").arg(link.rank.value_or(-1)) : link.computeNode;
        in.runId = link.runId;
        in.status = summary->status;
        in.env = QJsonDocument::fromJson(summary->envJson.toUtf8()).object();
        for (const FindingRecord& f : findings->value(link.runId)) {
            if (f.key == QLatin1String("cluster.node_result") && hasStatus(f, FindingStatus::Fail)) {
                in.hasResult = false;
                in.note = f.detail;
            } else {
                in.findings.append(f);
            }
        }
        inputs.append(in);
    }
    std::sort(inputs.begin(), inputs.end(),
              [](const NodeMatrix::NodeInput& a, const NodeMatrix::NodeInput& b) { return a.node < b.node; });
    return NodeMatrix::build(inputs);
}

Result<ClusterJobRecord> ClusterWorkflow::latestNodeAudit(qint64 clusterId) const {
    for (const ClusterJobRecord& j : ClusterRepository(m_db).jobs(clusterId)) {
        if (j.kind == ClusterJobKind::NodeAudit && j.outcome != RunStatus::Running) {
            return j;
        }
    }
    return makeError(ErrorCode::NotFound, tr("No cross-node audit yet"));
}

QVector<ClusterJobRecord> ClusterWorkflow::jobs(qint64 clusterId, int limit) const {
    return ClusterRepository(m_db).jobs(clusterId, limit);
}

ClusterWorkflow::StoredView ClusterWorkflow::stored(qint64 clusterId) const {
    StoredView v;
    v.jobs = jobs(clusterId);
    v.audit = latestAudit(clusterId);
    v.nodeAudit = latestNodeAudit(clusterId);
    if (v.nodeAudit) {
        v.matrix = nodeMatrix(v.nodeAudit->id);
    }
    return v;
}

Result<ClusterWorkflow::AuditView> ClusterWorkflow::latestAudit(qint64 clusterId) const {
    auto cluster = ClusterRepository(m_db).get(clusterId);
    if (!cluster) {
        return cluster.error();
    }
    RunRepository runs(m_db);
    QVector<RunRecord> all = runs.runsForNode(cluster->nodeId);
    std::sort(all.begin(), all.end(), [](const RunRecord& a, const RunRecord& b) { return a.id > b.id; });
    for (const RunRecord& r : all) {
        // The scheduler's audit: Slurm's, or the Kubernetes audit through kubectl (both record findings the same way).
        if (r.probe == QLatin1String("slurm-audit") || r.probe == QLatin1String("kube-audit")) {
            auto findings = runs.findings(r.id);
            if (!findings) {
                return findings.error();
            }
            AuditView view{r.id, r.startedAt, std::move(*findings), {}};
            // The items' titles of the rubric the audited evaluation uses (the shipped one when there is none), so
            // the view names items as the checklist does.
            Result<Rubric> rubric = makeError(ErrorCode::NotFound, QString());
            if (r.evaluationId) {
                if (auto e = EvaluationRepository(m_db).get(*r.evaluationId)) {
                    rubric = RubricRepository(m_db).loadById(e->rubricId);
                }
            }
            if (!rubric) {
                rubric = RubricRepository(m_db).load(RubricRepository::defaultVersion());
            }
            if (rubric) {
                for (const Criterion& c : rubric->criteria) {
                    for (const CheckItem& item : c.items) {
                        view.itemTitles.insert(item.key, item.title);
                    }
                }
            }
            return view;
        }
    }
    return makeError(ErrorCode::NotFound, tr("No scheduler audit yet"));
}

Result<QByteArray> ClusterWorkflow::rawOutput(qint64 runId, const QString& name) const {
    if (!name.isEmpty()) {
        ClusterRepository clusters(m_db);
        auto a = clusters.artifact(runId, name);
        if (a) {
            return a->content;
        }
        // A check read from several commands names their common stem ("auth can-i" for every "auth can-i VERB
        // RESOURCE" of the Kubernetes audit): their outputs, each under its name.
        QByteArray text;
        for (const RunArtifact& each : clusters.artifacts(runId)) {
            if (each.name.startsWith(name + u' ')) {
                text += "$ " + each.name.toUtf8() + '\n' + each.content + (each.content.endsWith('\n') ? "" : "\n");
            }
        }
        if (text.isEmpty()) {
            return a.error();
        }
        return text;
    }
    RunRepository runs(m_db);
    auto out = runs.rawLog(runId, QStringLiteral("stdout"));
    auto err = runs.rawLog(runId, QStringLiteral("stderr"));
    QByteArray text;
    if (out && !out->content.isEmpty()) {
        text += out->content;
    }
    if (err && !err->content.isEmpty()) {
        text += "\n--- stderr ---\n" + err->content;
    }
    return text;
}

Status ClusterWorkflow::remove(qint64 clusterId) {
    Transaction tx(m_db);
    if (!tx.started()) {
        return tx.started().error();
    }
    auto c = ClusterRepository(m_db).get(clusterId);
    if (!c) {
        return c.error();
    }
    if (Status st = NodeRepository(m_db).remove(c->nodeId); !st) {
        return st;  // the cluster row goes with it (ON DELETE CASCADE)
    }
    return tx.commit();
}

}  // namespace tb::core
