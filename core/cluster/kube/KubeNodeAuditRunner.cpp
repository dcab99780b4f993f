#include "core/cluster/kube/KubeNodeAuditRunner.h"

#include "core/launch/kube/KubeManifests.h"
#include "core/launch/kube/Kubectl.h"
#include "core/launch/kube/KubeLauncher.h"
#include "core/import/ProbeLineReader.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QThread>

namespace tb::core {

namespace {
struct NodeResult {
    QString node, pod, phase;
    QByteArray log;
    QVector<FindingRecord> findings;
    QJsonObject libs;
    QString version;
    std::optional<ProbeEnd> end;
};

void parse(NodeResult& r) {
    ProbeLineReader reader;
    QVector<ProbeEvent> events = reader.feed(r.log);
    events += reader.finish();
    for (const ProbeEvent& e : events) {
        switch (e.type) {
            case ProbeEventType::Hello:
                r.libs = e.hello.libs;
                r.version = e.hello.version.left(64);
                break;
            case ProbeEventType::Fact:
            case ProbeEventType::Check:
                r.findings.append(e.finding);
                break;
            case ProbeEventType::End:
                r.end = e.end;
                break;
            default:
                break;
        }
    }
}
}  // namespace

Result<ClusterJobRecord> KubeNodeAuditRunner::runOnGpuNodes(Store& store, Kubectl& kubectl, qint64 clusterId,
                                                            const KubeSettings& settings, const Options& options,
                                                            const CancelToken& cancel) {
    auto nodes = KubeAudit::listGpuNodes(kubectl);
    if (!nodes) {
        return nodes.error();
    }
    return run(store, kubectl, clusterId, *nodes, settings, options, cancel);
}

Result<ClusterJobRecord> KubeNodeAuditRunner::run(Store& store, Kubectl& kubectl, qint64 clusterId,
                                                  const QVector<KubeNode>& nodes, const KubeSettings& settings,
                                                  const Options& o, const CancelToken& cancel) {
    if (nodes.isEmpty()) {
        return makeError(ErrorCode::InvalidArgument, tr("No GPU node to audit: run the Kubernetes audit first"));
    }
    QJsonArray pods;
    QVector<NodeResult> results;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        NodeResult r;
        r.node = nodes[i].name;
        r.pod = QStringLiteral("tb-node-%1-%2").arg(o.runLabel).arg(i).left(63);
        KubeSettings s = settings;
        s.gpusPerWorker = 0;  // tb-node reads the host; it needs no GPU allocated (and must not wait for one)
        pods.append(KubeManifests::nodeAuditPod(r.pod, r.node, o.image, command(), o.runLabel, s));
        results << r;
    }
    const QJsonObject manifest = KubeManifests::list(pods);
    ClusterJobRecord job;
    job.clusterId = clusterId;
    job.kind = ClusterJobKind::NodeAudit;
    job.name = QStringLiteral("tb-node");
    job.schedulerId = QStringLiteral("pods/tierbench.run=") + o.runLabel;
    job.spec = QJsonObject{{QStringLiteral("runLabel"), o.runLabel},
                           {QStringLiteral("image"), o.image},
                           {QStringLiteral("nodes"), qsizetype(nodes.size())},
                           {QStringLiteral("namespace"), kubectl.target().ns}};
    job.script = QString::fromUtf8(QJsonDocument(manifest).toJson(QJsonDocument::Indented));
    job.state = QStringLiteral("Submitting");
    auto id = store.run([job](QSqlDatabase& db) { return ClusterRepository(db).addJob(job); });
    if (!id) {
        return id.error();
    }
    job.id = *id;

    auto created = kubectl.run({QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"),
                                QStringLiteral("-"), QStringLiteral("-o"), QStringLiteral("name")},
                               QJsonDocument(manifest).toJson(QJsonDocument::Compact));
    QString refused;
    if (!created || created->exitCode != 0) {
        refused = created ? QString::fromUtf8(created->err.trimmed().left(1000)) : created.error().message;
    }
    QElapsedTimer clock;
    clock.start();
    while (refused.isEmpty() && !cancel.isCancelled() && clock.elapsed() < qint64(o.waitS) * 1000) {
        auto listed = kubectl.run({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"),
                                   KubeManifests::runLabelKey() + u'=' + o.runLabel, QStringLiteral("-o"),
                                   QStringLiteral("json")});
        auto items = listed && listed->exitCode == 0 ? KubeAudit::items(listed->out, QStringLiteral("get pods"))
                                                     : Result<QJsonArray>(QJsonArray());
        int ended = 0;
        for (const QJsonValue& v : items ? *items : QJsonArray()) {
            const QJsonObject p = v.toObject();
            const QString name =
                p.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
            const QString phase =
                p.value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")).toString();
            for (NodeResult& r : results) {
                if (r.pod == name) {
                    r.phase = phase.left(40);
                }
            }
        }
        for (const NodeResult& r : results) {
            ended += r.phase == QLatin1String("Succeeded") || r.phase == QLatin1String("Failed");
        }
        if (ended == results.size()) {
            break;
        }
        for (int waited = 0; waited < o.pollMs && !cancel.isCancelled(); waited += 50) {
            QThread::msleep(50);
        }
    }
    for (NodeResult& r : results) {
        if (r.phase == QLatin1String("Succeeded") || r.phase == QLatin1String("Failed")) {
            if (auto log = kubectl.run({QStringLiteral("logs"), QStringLiteral("pod/") + r.pod});
                log && log->exitCode == 0) {
                r.log = log->out.left(16 * 1024 * 1024);
            }
        }
        parse(r);
    }
    const Status cleaned = KubeLauncher::cleanup(kubectl, o.runLabel, 120);

    int missing = 0;
    for (const NodeResult& r : results) {
        missing += r.end ? 0 : 1;
    }
    job.outcome = !refused.isEmpty()     ? RunStatus::Failed
                  : cancel.isCancelled() ? RunStatus::Cancelled
                  : missing > 0          ? RunStatus::Failed
                                         : RunStatus::Ok;
    job.outcomeDetail = !refused.isEmpty() ? tr("kubectl create refused the pods: %1").arg(refused)
                        : missing > 0      ? tr("%n node(s) gave no result", nullptr, missing)
                                           : QString();
    if (!cleaned) {
        job.outcomeDetail += (job.outcomeDetail.isEmpty() ? QString() : QStringLiteral("; ")) + cleaned.error().message;
    }
    job.state = QStringLiteral("Ended");
    job.endedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QStringList nodeNames;
    for (const NodeResult& r : results) {
        nodeNames << r.node;
    }
    job.nodes = nodeNames.join(u',');
    // Every node's run, its findings and its link to the job, with the job's end, in one transaction.
    const qint64 providerId = o.providerId, loginNodeId = o.loginNodeId;
    auto stored = store.run([job, results, providerId, loginNodeId](QSqlDatabase& db) -> Status {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        RunRepository runs(db);
        ClusterRepository clusters(db);
        for (const NodeResult& r : results) {
            RunRecord record;
            record.operation = QStringLiteral("");
            record.probeVersion = r.version;
            record.hardwareKey = QStringLiteral("");
            record.rawSha256 = QStringLiteral("");
            record.bundleHash = QStringLiteral("");
            record.sourceName = r.node;
            record.providerId = providerId;
            if (loginNodeId > 0) {
                record.nodeId = loginNodeId;
            }
            record.kind = RunKind::Probe;
            record.probe = QStringLiteral("tb-node");
            record.env = r.libs;
            auto runId = runs.create(record);
            if (!runId) {
                return runId.error();
            }
            QVector<FindingRecord> findings = r.findings;
            if (!r.end) {
                findings.append(
                    {FindingKind::Check, QStringLiteral("cluster.node_result"), FindingStatus::Fail, QString(),
                     r.phase.isEmpty() ? tr("pod %1 never ended").arg(r.pod)
                                       : tr("pod %1 ended %2 without tb-node's result").arg(r.pod, r.phase)});
            }
            if (Status st = runs.addFindings(*runId, findings); !st) {
                return st.error();
            }
            if (!r.log.isEmpty()) {
                if (Status st = runs.appendRawLog(*runId, QStringLiteral("stdout"), r.log); !st) {
                    return st.error();
                }
            }
            const bool ok = r.end && r.end->succeeded();
            if (Status st =
                    runs.finish(*runId, ok ? RunStatus::Ok : RunStatus::Failed, r.end ? r.end->exitCode : std::nullopt);
                !st) {
                return st.error();
            }
            if (Status st = clusters.linkRun({job.id, *runId, r.node, std::nullopt}); !st) {
                return st.error();
            }
        }
        if (Status st = clusters.updateJob(job); !st) {
            return st.error();
        }
        return tx.commit();
    });
    if (!stored) {
        return stored.error();
    }
    return job;
}

}  // namespace tb::core
