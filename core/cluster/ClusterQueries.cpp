#include "core/cluster/ClusterQueries.h"

#include "core/domain/FindingKind.h"
#include "core/store/ClusterRepository.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/NodeRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RubricRepository.h"
#include "core/store/RunHistoryQuery.h"
#include "core/store/RunRepository.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace tb::core {

namespace {
Result<ClusterListing> listingOf(QSqlDatabase& db, const ClusterRecord& cluster) {
    auto node = NodeRepository(db).get(cluster.nodeId);
    if (!node) {
        return node.error();
    }
    ClusterListing l;
    l.cluster = cluster;
    l.login = *node;
    l.knownHostsFile = RunHistoryQuery(db).knownHostsFile(node->id);
    // A cluster's provider is its login node's evaluation's; a node outside any evaluation lists without one.
    if (auto evaluation = EvaluationRepository(db).get(node->evaluationId); evaluation) {
        if (auto provider = ProviderRepository(db).get(evaluation->providerId); provider) {
            l.providerId = provider->id;
            l.providerName = provider->name;
        }
    }
    return l;
}
}  // namespace

ClusterQueries::ClusterQueries(QSqlDatabase& db) : m_db(db) {}

Result<ClusterListing> ClusterQueries::listing(const ClusterRecord& cluster) const {
    return listingOf(m_db, cluster);
}

Result<ClusterListing> ClusterQueries::get(qint64 clusterId) const {
    auto c = ClusterRepository(m_db).get(clusterId);
    if (!c) {
        return c.error();
    }
    return listingOf(m_db, *c);
}

QVector<ClusterListing> ClusterQueries::forProvider(qint64 providerId) const {
    QVector<ClusterListing> out;
    for (const ClusterRecord& c : ClusterRepository(m_db).forProvider(providerId)) {
        if (auto l = listingOf(m_db, c)) {
            out.append(*l);
        }
    }
    return out;
}

Result<ClusterListing> ClusterQueries::find(const QString& providerName, const QString& name) const {
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

Result<NodeMatrix> ClusterQueries::nodeMatrix(qint64 jobId) const {
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

Result<ClusterJobRecord> ClusterQueries::latestNodeAudit(qint64 clusterId) const {
    for (const ClusterJobRecord& j : ClusterRepository(m_db).jobs(clusterId)) {
        if (j.kind == ClusterJobKind::NodeAudit && j.outcome != RunStatus::Running) {
            return j;
        }
    }
    return makeError(ErrorCode::NotFound, tr("No cross-node audit yet"));
}

QVector<ClusterJobRecord> ClusterQueries::jobs(qint64 clusterId, int limit) const {
    return ClusterRepository(m_db).jobs(clusterId, limit);
}

ClusterQueries::StoredView ClusterQueries::stored(qint64 clusterId) const {
    StoredView v;
    v.jobs = jobs(clusterId);
    v.audit = latestAudit(clusterId);
    v.nodeAudit = latestNodeAudit(clusterId);
    if (v.nodeAudit) {
        v.matrix = nodeMatrix(v.nodeAudit->id);
    }
    return v;
}

Result<ClusterQueries::AuditView> ClusterQueries::latestAudit(qint64 clusterId) const {
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

Result<QByteArray> ClusterQueries::rawOutput(qint64 runId, const QString& name) const {
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

}  // namespace tb::core
