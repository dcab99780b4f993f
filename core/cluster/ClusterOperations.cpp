#include "core/cluster/ClusterOperations.h"
#include "core/cluster/AuditRunRecorder.h"

#include "core/import/Importer.h"
#include "core/import/ParsedImport.h"
#include "core/cluster/ClusterJobRunner.h"
#include "core/cluster/NcclRunImport.h"
#include "core/cluster/PairSchedule.h"
#include "core/run/ProbeBundle.h"
#include "core/session/RemoteCommand.h"
#include "core/store/ClusterJobOwnership.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"

#include <QJsonArray>

namespace tb::core {

ClusterOperations::ClusterOperations(std::shared_ptr<Store> store, ClusterListing cluster, ClusterJobObserver* observer)
    : m_store(std::move(store)), m_cluster(std::move(cluster)), m_observer(observer) {
    m_limits.pendingLimitS = m_cluster.cluster.pendingLimitS;
    m_limits.silenceLimitS = m_cluster.cluster.silenceLimitS;
}

SlurmSettings ClusterOperations::settings() const {
    SlurmSettings s;
    const ClusterRecord& c = m_cluster.cluster;
    s.partition = c.partition;
    s.account = c.account;
    s.qos = c.qos;
    s.reservation = c.reservation;
    s.timeLimitMin = c.timeLimitMin;
    s.containerImage = c.containerImage;
    s.ncclEnv = c.ncclEnv;
    if (m_discovery) {
        m_discovery->applyTo(s);
    }
    return s;
}

int ClusterOperations::endLeftoverJobs(RemoteConnection& connection, const std::function<void(const QString&)>& log) {
    SlurmLauncher launcher(settings());
    return ClusterJobRunner::endLeftovers(*m_store, launcher, &connection, m_cluster.cluster.id, m_limits.cancelWaitS,
                                          log);
}

Result<SlurmDiscovery> ClusterOperations::discover(RemoteConnection& connection) {
    endLeftoverJobs(connection);
    auto d = SlurmAuditRunner::discover(connection, SlurmDiscovery::Depth::View, settings());
    if (d) {
        m_discovery = *d;
    }
    return d;
}

Result<SlurmAuditOutcome> ClusterOperations::audit(RemoteConnection& connection) {
    endLeftoverJobs(connection);
    auto outcome = SlurmAuditRunner::audit(connection, *m_store, m_cluster.providerId, m_cluster.login.evaluationId,
                                           m_cluster.login.id, settings());
    if (outcome) {
        m_discovery = outcome->discovery;
    }
    return outcome;
}

Result<ClusterDeployment> ClusterOperations::deployProbes(RemoteConnection& connection, const ProbeSource& probes,
                                                          int nodes, const QStringList& nodeList,
                                                          const CancelToken& cancel,
                                                          const std::function<void(const QString&)>& log) {
    auto sources = ProbeBundle::fromDirectory(probes.probesDir, ProbeBundle::Kind::Sources);
    if (!sources) {
        return sources.error();
    }
    std::optional<ProbeBundle> prebuilt;
    if (!probes.prebuiltDir.isEmpty()) {
        auto b = ProbeBundle::fromDirectory(probes.prebuiltDir, ProbeBundle::Kind::Prebuilt);
        if (!b) {
            return b.error();
        }
        prebuilt = *b;
    }
    Deployer::Options options;
    options.remoteDir = m_cluster.login.remoteDir;
    SlurmLauncher launcher(settings());
    // The check needs nodes now: say at once when discovery shows there are none.
    QString noCheck;
    if (m_discovery) {
        const QString wanted = m_cluster.cluster.partition.section(u',', 0, 0);
        for (const SlurmPartition& p : m_discovery->partitions) {
            if ((wanted.isEmpty() ? p.isDefault : p.name == wanted) && !p.isUp()) {
                noCheck = tr("partition %1 is %2").arg(p.name, p.state);
            }
        }
    }
    auto deployed =
        ClusterDeploy::deploy(connection, launcher, *sources, prebuilt ? &*prebuilt : nullptr, options, nodes, nodeList,
                              cancel, log, noCheck, m_lastDeployment ? &*m_lastDeployment : nullptr);
    if (deployed) {
        m_lastDeployment = *deployed;
    }
    return deployed;
}

Result<QVector<ClusterJobResult>> ClusterOperations::runPlans(RemoteConnection& connection,
                                                              const QVector<ClusterJobPlan>& plans,
                                                              const CancelToken& cancel) {
    endLeftoverJobs(connection);
    SlurmLauncher launcher(settings());
    ClusterJobRunner runner(m_store, launcher, m_cluster.cluster.id, m_limits, m_observer);
    runner.reconnect = m_reconnect;
    return runner.run(connection, plans, m_cluster.login.remoteDir + QStringLiteral("/jobs"), cancel);
}

Result<NodeAuditOutcome> ClusterOperations::nodeAudit(RemoteConnection& connection, const ProbeSource& probes,
                                                      int nodes, const QStringList& nodeList, const CancelToken& cancel,
                                                      const std::function<void(const QString&)>& log) {
    if (!m_discovery) {
        if (auto d = discover(connection); !d) {
            return d.error();
        }
    }
    QStringList wanted = nodeList;
    int count = nodes;
    if (wanted.isEmpty() && count <= 0) {
        // Every node of the partition that can take a job now; the others are listed by the scheduler audit.
        for (const SlurmNode& n : m_discovery->nodes) {
            if (n.usable() && (m_cluster.cluster.partition.isEmpty() ||
                               n.partitions.contains(m_cluster.cluster.partition.section(u',', 0, 0)))) {
                wanted << n.name;
            }
        }
        if (wanted.isEmpty()) {
            return makeError(ErrorCode::Unsupported, tr("No node of the partition can take a job now"));
        }
    }
    count = wanted.isEmpty() ? count : static_cast<int>(wanted.size());
    auto deployed = deployProbes(connection, probes, count, wanted, cancel, log);
    if (!deployed) {
        return deployed.error();
    }
    if (!deployed->shared && wanted.isEmpty()) {
        wanted = deployed->nodesChecked;  // the copies are on these nodes only
    }
    ClusterJobPlan plan;
    plan.kind = ClusterJobKind::NodeAudit;
    plan.routing = ClusterJobPlan::Routing::PerNode;
    plan.spec.name = QStringLiteral("tierbench-node-audit");
    plan.spec.nodes = count;
    plan.spec.tasksPerNode = 1;
    plan.spec.nodeList = wanted;
    plan.spec.killOnBadExit = false;
    plan.spec.command = {deployed->binDir + QStringLiteral("/tb-node")};
    plan.run.providerId = m_cluster.providerId;
    plan.run.evaluationId = m_cluster.login.evaluationId;
    plan.run.nodeId = m_cluster.login.id;
    plan.run.name = QStringLiteral("tb-node");
    plan.run.bundleHash = deployed->login.hash;
    plan.run.args = QJsonObject{{QStringLiteral("deploy"), deployed->how}};
    auto results = runPlans(connection, {plan}, cancel);
    if (!results) {
        return results.error();
    }
    NodeAuditOutcome outcome;
    outcome.job = results->first();
    outcome.deployHow = deployed->how;
    const qint64 jobId = outcome.job.jobId;
    auto matrix = m_store->run([jobId](QSqlDatabase& db) { return ClusterQueries(db).nodeMatrix(jobId); });
    if (matrix) {
        outcome.matrix = *matrix;
    }
    return outcome;
}

ClusterJobPlan ClusterOperations::collectivePlan(const CollectiveRequest& r, const ClusterDeployment* deployed) const {
    ClusterJobPlan plan;
    const bool own = !r.binary.isEmpty();
    plan.kind = own ? ClusterJobKind::NcclTests : ClusterJobKind::Probe;
    plan.routing = ClusterJobPlan::Routing::RankZero;
    plan.spec.name = own ? QStringLiteral("tierbench-nccl-tests") : QStringLiteral("tierbench-") + r.probe.mid(3);
    plan.spec.nodes = r.nodeList.isEmpty() ? r.nodes : static_cast<int>(r.nodeList.size());
    plan.spec.tasksPerNode = r.tasksPerNode;
    plan.spec.gpusPerNode = r.gpusPerNode;
    plan.spec.exclusive = r.exclusive;
    plan.spec.timeLimitMin = r.timeLimitMin;
    plan.spec.nodeList = r.nodeList;
    plan.spec.collective = true;
    plan.spec.inContainer = r.inContainer;
    plan.spec.environment = r.environment;
    plan.spec.command = QStringList{own ? r.binary : deployed->binDir + u'/' + r.probe} + r.args;
    if (r.inContainer && deployed) {
        plan.spec.containerMounts = {deployed->binDir + u':' + deployed->binDir + QStringLiteral(":ro")};
    }
    plan.run.providerId = m_cluster.providerId;
    plan.run.evaluationId = m_cluster.login.evaluationId;
    plan.run.nodeId = m_cluster.login.id;
    plan.run.kind = own ? RunKind::Import : RunKind::Probe;
    plan.run.name = own ? QStringLiteral("nccl-tests") : r.probe;
    plan.run.bundleHash = deployed ? deployed->login.hash : QString();
    QJsonObject env;
    for (const auto& e : m_cluster.cluster.ncclEnv + r.environment) {
        env.insert(e.first, e.second);
    }
    plan.run.args = QJsonObject{{QStringLiteral("argv"), QJsonArray::fromStringList(plan.spec.command)},
                                {QStringLiteral("nodes"), plan.spec.nodes},
                                {QStringLiteral("tasks_per_node"), r.tasksPerNode},
                                {QStringLiteral("gpus_per_node"), r.gpusPerNode},
                                {QStringLiteral("nccl_env"), env}};
    return plan;
}

Result<ClusterJobResult> ClusterOperations::collective(RemoteConnection& connection, const ProbeSource& probes,
                                                       const CollectiveRequest& request, const CancelToken& cancel,
                                                       const std::function<void(const QString&)>& log) {
    if (!m_discovery) {
        if (auto d = discover(connection); !d) {
            return d.error();
        }
    }
    std::optional<ClusterDeployment> deployed;
    CollectiveRequest r = request;
    if (r.binary.isEmpty()) {
        auto d = deployProbes(connection, probes, r.nodes, r.nodeList, cancel, log);
        if (!d) {
            return d.error();
        }
        deployed = *d;
        if (!d->shared && r.nodeList.isEmpty()) {
            r.nodeList = d->nodesChecked;
        }
    }
    auto results = runPlans(connection, {collectivePlan(r, deployed ? &*deployed : nullptr)}, cancel);
    if (!results) {
        return results.error();
    }
    ClusterJobResult result = results->first();
    if (!r.binary.isEmpty()) {
        // The cluster's own nccl-tests print their table, not protocol lines: the importer reads it.
        if (Status st = importNcclTable(*m_store, result, {r.binary}); !st && log) {
            log(tr("The nccl-tests output could not be read: %1").arg(st.error().message));
        }
    }
    return result;
}

Result<PairwiseOutcome> ClusterOperations::pairwise(RemoteConnection& connection, const ProbeSource& probes,
                                                    const CollectiveRequest& request, const QStringList& nodes,
                                                    double fraction, const CancelToken& cancel,
                                                    const std::function<void(const QString&)>& log) {
    if (nodes.size() < 2) {
        return makeError(ErrorCode::InvalidArgument, tr("Pairwise runs need at least two nodes"));
    }
    if (!m_discovery) {
        if (auto d = discover(connection); !d) {
            return d.error();
        }
    }
    std::optional<ClusterDeployment> deployed;
    if (request.binary.isEmpty()) {
        auto d = deployProbes(connection, probes, static_cast<int>(nodes.size()), nodes, cancel, log);
        if (!d) {
            return d.error();
        }
        deployed = *d;
    }
    PairwiseOutcome outcome;
    QVector<PairSchedule::PairResult> measured;
    for (const QVector<QPair<QString, QString>>& round : PairSchedule::rounds(nodes)) {
        QVector<ClusterJobPlan> plans;
        for (const auto& pair : round) {
            CollectiveRequest r = request;
            r.nodeList = {pair.first, pair.second};
            r.nodes = 2;
            ClusterJobPlan plan = collectivePlan(r, deployed ? &*deployed : nullptr);
            plan.kind = ClusterJobKind::Pair;
            plan.spec.name = QStringLiteral("tierbench-pair");
            plans << plan;
        }
        if (log) {
            log(tr("Round of %n pair(s)", nullptr, static_cast<int>(plans.size())));
        }
        auto results = runPlans(connection, plans, cancel);
        if (!results) {
            return results.error();
        }
        for (int i = 0; i < results->size(); ++i) {
            const ClusterJobResult& r = results->at(i);
            outcome.pairs << r;
            PairSchedule::PairResult p{round.at(i).first, round.at(i).second, -1, r.outcome == RunStatus::Ok};
            if (!r.runIds.isEmpty()) {
                const qint64 runId = r.runIds.first();
                const auto samples =
                    m_store->run([runId](QSqlDatabase& db) { return RunRepository(db).samples(runId); });
                qint64 largest = -1;
                for (const SampleRecord& s : samples) {
                    if (s.metric.endsWith(QLatin1String(".busbw")) && s.sizeBytes.value_or(-1) >= largest) {
                        largest = s.sizeBytes.value_or(-1);
                        p.busbw = s.value;
                    }
                }
            }
            measured << p;
        }
        if (cancel.isCancelled()) {
            break;
        }
    }
    const PairSchedule::Verdict v = PairSchedule::judge(measured, fraction);
    outcome.slowNodes = v.slowNodes;
    outcome.summary = v.summary;
    return outcome;
}

Result<FaultDrillRun> ClusterOperations::faultDrill(RemoteConnection& connection, const FaultDrillOptions& options,
                                                    const CancelToken& cancel,
                                                    const std::function<void(const QString&)>& log) {
    endLeftoverJobs(connection, log);
    auto outcome = SlurmFaultDrill::run(connection, options, cancel, log);
    if (!outcome) {
        return outcome.error();
    }
    FaultDrillRun out;
    out.outcome = *outcome;
    const QVector<FindingRecord> findings = outcome->findings();
    bool anyFailed = false;
    for (const FindingRecord& f : findings) {
        anyFailed = anyFailed || hasStatus(f, FindingStatus::Fail);
    }
    RunRecord record;
    record.operation = QStringLiteral("");
    record.probeVersion = QStringLiteral("");
    record.hardwareKey = QStringLiteral("");
    record.rawSha256 = QStringLiteral("");
    record.bundleHash = QStringLiteral("");
    record.sourceName = connection.hostKey().host.isNull() ? QStringLiteral("") : connection.hostKey().host;
    record.providerId = m_cluster.providerId;
    if (m_cluster.login.evaluationId > 0) {
        record.evaluationId = m_cluster.login.evaluationId;
    }
    if (m_cluster.login.id > 0) {
        record.nodeId = m_cluster.login.id;
    }
    record.kind = RunKind::Probe;
    record.probe = QStringLiteral("fault-drill");
    record.args = QJsonObject{{QStringLiteral("node"), options.node},
                              {QStringLiteral("injection"), faultInjectionKey(options.injection)},
                              {QStringLiteral("poll_s"), options.pollIntervalS},
                              {QStringLiteral("detect_deadline_s"), options.detectDeadlineS},
                              {QStringLiteral("return_deadline_s"), options.returnDeadlineS}};
    QString events;
    for (const FaultDrillEvent& e : outcome->timeline.events) {
        events += QStringLiteral("%1 %2\n").arg(e.at, 0, 'f', 3).arg(e.what);
    }
    QVector<ClusterSnapshot::RawOutput> raw;
    raw.append({QStringLiteral("timeline"), QStringLiteral("fault drill events"), 0, events.toUtf8()});
    raw.append({QStringLiteral("polls"), QStringLiteral("date; scontrol show node ") + options.node, 0,
                outcome->timeline.raw});
    auto runId = recordAuditRun(*m_store, record, findings, raw, anyFailed);
    if (!runId) {
        return runId.error();
    }
    out.runId = *runId;
    return out;
}

Status ClusterOperations::cancel(RemoteConnection& connection, const QString& schedulerId) {
    endLeftoverJobs(connection);
    SlurmLauncher launcher(settings());
    Status st = ClusterJobRunner::cancel(&connection, launcher, {schedulerId}, m_limits.cancelWaitS);
    if (!st) {
        return st;
    }
    // A job cancelled from the cluster view that no runner watches any more (a lost connection) ends here.
    const qint64 clusterId = m_cluster.cluster.id;
    return m_store->run([clusterId, schedulerId](QSqlDatabase& db) -> Status {
        ClusterRepository repo(db);
        for (ClusterJobRecord j : repo.unfinishedJobs(clusterId)) {
            if (j.schedulerId == schedulerId) {
                j.outcome = RunStatus::Cancelled;
                j.state = QStringLiteral("CANCELLED");
                j.outcomeDetail = ClusterOperations::tr("Cancelled by the analyst from the cluster view");
                if (Status written = repo.updateJob(j); !written) {
                    // Cancelled in Slurm, but not recorded: say so rather than report a clean cancel.
                    return makeError(written.error().code,
                                     ClusterOperations::tr("Job %1 was cancelled, but the database could not record "
                                                           "it: %2")
                                         .arg(schedulerId, written.error().message));
                }
            }
        }
        return {};
    });
}

}  // namespace tb::core
