#include "core/cluster/ClusterJobWatch.h"

#include "core/launch/ClusterLauncher.h"
#include "core/launch/slurm/SlurmHostlist.h"
#include "core/store/ClusterJobOwnership.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"

#include <QDateTime>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace tb::core {

namespace {
constexpr qsizetype kJobLogCap = 256 * 1024;

QString nowIso() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString rankList(QVector<int> ranks) {
    std::sort(ranks.begin(), ranks.end());
    QStringList out;
    for (int r : ranks) {
        out << QString::number(r);
    }
    return out.join(QStringLiteral(", "));
}
}  // namespace

ClusterJobWatch::ClusterJobWatch(Store& store, const ClusterLauncher& launcher, ClusterJobPlan plan,
                                 ClusterJobRecord record, ClusterJobObserver* observer)
    : m_store(store),
      m_launcher(launcher),
      m_plan(std::move(plan)),
      m_record(std::move(record)),
      m_observer(observer),
      m_demux(launcher) {
    m_demux.onTaskLine = [this](int rank, const QByteArray& line) { taskLine(rank, line); };
    m_demux.onJobLine = [this](const QByteArray& line) { jobLine(line); };
    m_demux.onTaskError = [this](int rank, const QByteArray& line) { taskError(rank, line); };
    m_lastOutput.start();
}

Result<qint64> ClusterJobWatch::createRun(const RunSpec& spec, const QString& node, std::optional<int> rank) {
    const RunRecord record = ProbeRunner::newRecord(spec, node);
    const qint64 jobId = m_record.id;
    // Created, claimed by this process and linked to its job in one transaction: a run is never `running` without
    // an owner the next start can look for (core/store/RunOwnership).
    auto id = m_store.run([record, jobId, node, rank](QSqlDatabase& db) -> Result<qint64> {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started().error();
        }
        auto created = RunRepository(db).create(record);
        if (!created) {
            return created.error();
        }
        if (auto st = RunOwnership(db).claim(*created); !st) {
            return st.error();
        }
        if (auto st = ClusterRepository(db).linkRun({jobId, *created, node, rank}); !st) {
            return st.error();
        }
        if (auto st = tx.commit(); !st) {
            return st.error();
        }
        return *created;
    });
    if (id && m_observer) {
        m_observer->runCreated(*id);
    }
    return id;
}

Status ClusterJobWatch::begin() {
    m_waiting.start();
    if (m_plan.routing != ClusterJobPlan::Routing::RankZero) {
        return {};
    }
    Route route;
    route.spec = std::make_unique<RunSpec>(m_plan.run);
    route.rank = 0;
    auto id = createRun(*route.spec, QString(), 0);
    if (!id) {
        return id.error();
    }
    route.recorder = std::make_unique<RunRecorder>(m_store, *id, m_observer, *route.spec);
    route.recorder->setAutoFlush(false);  // flushed after each poll (flush())
    m_routes.emplace(0, std::move(route));
    return {};
}

void ClusterJobWatch::submitted(const SubmittedJob& job) {
    m_submitted = job;
    m_record.schedulerId = job.schedulerId;
    m_record.script = job.script;
    m_record.spec = job.spec;
    m_record.state = QStringLiteral("PENDING");
    storeRecord();
}

ClusterJobWatch::Route* ClusterJobWatch::routeFor(int rank) {
    if (m_plan.routing == ClusterJobPlan::Routing::RankZero) {
        auto it = m_routes.find(0);
        return it == m_routes.end() ? nullptr : &it->second;
    }
    auto it = m_routes.find(rank);
    return it == m_routes.end() ? nullptr : &it->second;
}

void ClusterJobWatch::createWaitingRoutes() {
    if (m_unroutedRanks.empty()) {
        return;
    }
    struct New {
        int rank;
        QString node;
        RunRecord record;
        std::optional<qint64> id;
    };
    std::vector<New> fresh;
    for (int rank : m_unroutedRanks) {
        const QString node = m_demux.nodeOfRank(rank);
        fresh.push_back({rank, node, ProbeRunner::newRecord(m_plan.run, node), std::nullopt});
    }
    const qint64 jobId = m_record.id;
    // Created, claimed by this process and linked to the job in one transaction: a run is never `running` without
    // an owner the next start can look for (core/store/RunOwnership). A run the store refuses loses its lines; the
    // job goes on, and the node counts as silent.
    auto created = m_store.run([&fresh, jobId](QSqlDatabase& db) -> Status {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started();
        }
        for (New& n : fresh) {
            Transaction one(db);
            auto id = RunRepository(db).create(n.record);
            if (!id || !RunOwnership(db).claim(*id) || !ClusterRepository(db).linkRun({jobId, *id, n.node, n.rank}) ||
                !one.commit()) {
                continue;
            }
            n.id = *id;
        }
        return tx.commit();
    });
    for (const New& n : fresh) {
        if (!created || !n.id) {
            continue;
        }
        Route route;
        route.spec = std::make_unique<RunSpec>(m_plan.run);
        route.rank = n.rank;
        route.node = n.node;
        route.recorder = std::make_unique<RunRecorder>(m_store, *n.id, m_observer, *route.spec);
        route.recorder->setAutoFlush(false);
        m_routes.emplace(n.rank, std::move(route));
        if (m_observer) {
            m_observer->runCreated(*n.id);
        }
    }
    std::vector<Unrouted> lines = std::move(m_unrouted);
    m_unrouted.clear();
    m_unroutedRanks.clear();
    for (const Unrouted& w : lines) {
        if (Route* route = routeFor(w.rank)) {
            if (w.error) {
                if (route->firstError.isEmpty()) {
                    route->firstError = w.line.trimmed().left(300);
                }
                route->recorder->onStderr(w.line);
            } else {
                route->recorder->onStdout(w.line);
            }
        }
    }
}

void ClusterJobWatch::taskLine(int rank, const QByteArray& line) {
    Route* route = routeFor(rank);
    if (!route) {
        if (m_plan.routing == ClusterJobPlan::Routing::PerNode) {
            if (std::find(m_unroutedRanks.begin(), m_unroutedRanks.end(), rank) == m_unroutedRanks.end()) {
                m_unroutedRanks.push_back(rank);
            }
            m_unrouted.push_back({rank, line, false});
        }
        return;
    }
    if (m_plan.routing == ClusterJobPlan::Routing::PerNode || rank == 0) {
        route->recorder->onStdout(line);
        return;
    }
    const QString node = m_demux.nodeOfRank(rank);
    const QByteArray prefix = node.isEmpty()
                                  ? QByteArray("rank ") + QByteArray::number(rank) + ": "
                                  : QByteArray("rank ") + QByteArray::number(rank) + " (" + node.toUtf8() + "): ";
    route->recorder->onStderr(prefix + line);
}

void ClusterJobWatch::taskError(int rank, const QByteArray& line) {
    Route* route = routeFor(rank);
    if (!route) {
        if (m_plan.routing == ClusterJobPlan::Routing::PerNode) {
            if (std::find(m_unroutedRanks.begin(), m_unroutedRanks.end(), rank) == m_unroutedRanks.end()) {
                m_unroutedRanks.push_back(rank);
            }
            m_unrouted.push_back({rank, line, true});
        }
        return;
    }
    if (m_plan.routing == ClusterJobPlan::Routing::PerNode || rank == 0) {
        if (route->firstError.isEmpty()) {
            route->firstError = line.trimmed().left(300);
        }
        route->recorder->onStderr(line);
        return;
    }
    const QString node = m_demux.nodeOfRank(rank);
    route->recorder->onStderr(QByteArray("rank ") + QByteArray::number(rank) +
                              (node.isEmpty() ? QByteArray() : " (" + node.toUtf8() + ")") + ": " + line);
}

void ClusterJobWatch::jobLine(const QByteArray& line) {
    if (m_record.log.size() < kJobLogCap) {
        m_record.log += line.left(kJobLogCap - m_record.log.size());
    }
    if (m_plan.routing == ClusterJobPlan::Routing::RankZero) {
        if (Route* route = routeFor(0)) {
            route->recorder->onStderr(line);
        }
    }
    if (m_observer) {
        m_observer->jobLines(m_record.id, line);
    }
}

void ClusterJobWatch::storeRecord() {
    const ClusterJobRecord r = m_record;
    m_store.run([r](QSqlDatabase& db) { (void)ClusterRepository(db).updateJob(r); });
    if (m_observer) {
        m_observer->jobChanged(r);
    }
}

bool ClusterJobWatch::update(const JobState& state, const QByteArray& chunk, qint64 outputSize,
                             const QByteArray& errorChunk, qint64 errorSize) {
    if (!chunk.isEmpty() || !errorChunk.isEmpty()) {
        m_demux.feed(chunk);
        m_demux.feedErrors(errorChunk);
        createWaitingRoutes();
        m_offset += chunk.size();
        m_errorOffset += errorChunk.size();
        m_lastOutput.restart();
        m_quietPolls = 0;
    } else {
        ++m_quietPolls;
    }
    m_outputSize = outputSize;
    m_errorSize = qMax<qint64>(0, errorSize);
    const JobPhase before = m_phase;
    m_phase = state.phase;
    if (m_phase == JobPhase::Unknown) {
        ++m_unknownPolls;
    } else {
        m_unknownPolls = 0;
        m_seenInQueue = true;
        m_state = state;
    }
    if (m_phase == JobPhase::Running && before != JobPhase::Running) {
        m_waiting.invalidate();
        m_lastOutput.restart();  // silence counts from the start of the job
    }
    bool changed = false;
    if (m_phase != JobPhase::Unknown) {
        const QString reason = m_phase == JobPhase::Waiting ? state.reason : QString();
        if (state.state != m_record.state || reason != m_record.reason ||
            (!state.nodes.isEmpty() && state.nodes != m_record.nodes)) {
            m_record.state = state.state;
            m_record.reason = reason;
            if (!state.nodes.isEmpty()) {
                m_record.nodes = state.nodes;
            }
            changed = true;
        }
        if (m_phase != JobPhase::Waiting && m_record.startedAt.isEmpty()) {
            m_record.startedAt = nowIso();
            changed = true;
        }
    }
    if (changed) {
        storeRecord();
    }
    return changed;
}

void ClusterJobWatch::writeBatches(std::vector<std::pair<RunRecorder*, RunRecorder::Batch>>& batches) {
    std::vector<Status> written(batches.size());
    bool anyWrites = false;
    for (const auto& b : batches) {
        anyWrites = anyWrites || b.second.writes();
    }
    Status all;
    if (anyWrites) {
        all = m_store.run([&batches, &written](QSqlDatabase& db) -> Status {
            Transaction tx(db);
            if (!tx.started()) {
                return tx.started();
            }
            for (std::size_t i = 0; i < batches.size(); ++i) {
                if (batches[i].second.writes()) {
                    written[i] = RunRecorder::writeBatch(db, batches[i].second);
                }
            }
            return tx.commit();
        });
    }
    for (std::size_t i = 0; i < batches.size(); ++i) {
        RunRecorder* recorder = batches[i].first;
        if (!all || !written[i]) {
            recorder->writeAlone(batches[i].second);  // retried alone; counted as lost if the store still refuses
        } else {
            recorder->settle(batches[i].second, Status{});
        }
    }
}

void ClusterJobWatch::flush() {
    std::vector<std::pair<RunRecorder*, RunRecorder::Batch>> batches;
    for (auto& [rank, route] : m_routes) {
        if (auto b = route.recorder->takeBatch()) {
            batches.emplace_back(route.recorder.get(), std::move(*b));
        }
    }
    if (!batches.empty()) {
        writeBatches(batches);
    }
}

void ClusterJobWatch::cancelledBecause(const Error& why, bool deadline) {
    if (!m_cancelReason) {
        m_cancelReason = why;
        m_deadline = deadline;
    }
}

QString ClusterJobWatch::describeFailure(ClusterJobResult& result) const {
    QSet<QString> nodes;
    QSet<int> ranks;
    QStringList parts;
    // Root causes first: a node that went away, a rank the probe itself names. The other ranks then exit with an
    // error or are terminated as a consequence; they are not named as failures.
    for (const TaskFailure& f : m_demux.failures()) {
        if (f.nodeFailure && !nodes.contains(f.node)) {
            nodes.insert(f.node);
            parts << tr("node %1 failed (%2)").arg(f.node, f.what);
        }
    }
    for (int r : m_demux.reportedRanks()) {
        const QString node = m_demux.nodeOfRank(r);
        ranks.insert(r);
        parts << (node.isEmpty() ? tr("rank %1 failed").arg(r) : tr("rank %1 on %2 failed").arg(r).arg(node));
        if (!node.isEmpty()) {
            nodes.insert(node);
        }
    }
    if (nodes.isEmpty() && ranks.isEmpty()) {
        bool anyReal = false;
        for (const TaskFailure& f : m_demux.failures()) {
            anyReal = anyReal || !f.collateral;
        }
        for (const TaskFailure& f : m_demux.failures()) {
            if (f.collateral && anyReal) {
                continue;  // terminated because another task failed
            }
            if (f.node.isEmpty() && f.ranks.isEmpty()) {
                parts << f.what;  // the scheduler's reason for the whole job (a Kubernetes job's Failed condition)
                continue;
            }
            nodes.insert(f.node);
            for (int r : f.ranks) {
                ranks.insert(r);
            }
            parts << tr("%1 on %2: %3")
                         .arg(f.ranks.size() == 1 ? tr("rank %1").arg(f.ranks.first())
                                                  : tr("ranks %1").arg(rankList(f.ranks)),
                              f.node, f.what);
        }
    }
    // The ranks that ran on a failed node.
    for (auto it = m_demux.rankNodes().begin(); it != m_demux.rankNodes().end(); ++it) {
        if (nodes.contains(it.value())) {
            ranks.insert(it.key());
        }
    }
    for (const QString& n : result.silentNodes) {
        if (!nodes.contains(n)) {
            parts << tr("no result from node %1").arg(n);
        }
        nodes.insert(n);
    }
    QStringList nodeList(nodes.begin(), nodes.end());
    nodeList.sort();
    result.failedNodes = nodeList;
    result.failedRanks = QVector<int>(ranks.begin(), ranks.end());
    std::sort(result.failedRanks.begin(), result.failedRanks.end());
    if (!result.failedRanks.isEmpty() && !nodes.isEmpty()) {
        parts << tr("ranks there: %1").arg(rankList(result.failedRanks));
    }
    return parts.join(QStringLiteral("; "));
}

void ClusterJobWatch::finishRuns(RunStatus jobOutcome, ClusterJobResult& result) {
    struct Ending {
        Route* route;
        qint64 runId;
        RunStatus status;
        std::optional<int> code;
        QString node;
        int rank;
        QVector<FindingRecord> findings;
    };
    std::vector<Ending> endings;
    std::vector<std::pair<RunRecorder*, RunRecorder::Batch>> batches;
    for (auto& [rank, route] : m_routes) {
        route.recorder->endOfOutput();
        if (auto b = route.recorder->takeBatch()) {
            batches.emplace_back(route.recorder.get(), std::move(*b));
        }
        RunStatus status = jobOutcome;
        std::optional<int> code = m_demux.stepExit();
        if (m_plan.routing == ClusterJobPlan::Routing::PerNode) {
            code = route.recorder->endExitCode();
            if (jobOutcome == RunStatus::Cancelled || jobOutcome == RunStatus::Interrupted) {
                status = route.recorder->endSeen() ? (code.value_or(1) == 0 ? RunStatus::Ok : RunStatus::Failed)
                                                   : jobOutcome;
            } else {
                status = route.recorder->endSeen() && code.value_or(1) == 0 ? RunStatus::Ok : RunStatus::Failed;
            }
        }
        QVector<FindingRecord> findings;
        if (m_plan.routing == ClusterJobPlan::Routing::RankZero) {
            // A probe's run is a result only when its program spoke the protocol: a job that ended well while rank
            // 0 printed something else (a shell's error, a hostile log) is a failed run that says why, never a pass.
            if (status == RunStatus::Ok && m_plan.kind == ClusterJobKind::Probe && !route.recorder->helloSeen()) {
                status = RunStatus::Failed;
                findings << FindingRecord{FindingKind::Check, QStringLiteral("cluster.results"), FindingStatus::Fail,
                                          QString(),
                                          tr("Rank 0 printed no protocol line of the probe, so the run has no "
                                             "result.")};
            }
            if (jobOutcome != RunStatus::Ok) {
                const QString why = result.error ? result.error->message : runStatusName(jobOutcome);
                findings << FindingRecord{
                    FindingKind::Check, QStringLiteral("cluster.job_outcome"),
                    jobOutcome == RunStatus::Cancelled ? FindingStatus::Warn : FindingStatus::Fail,
                    runStatusKey(jobOutcome), tr("The job ended early: %1").arg(why)};
            }
        }
        // Linked with its node when it was created; linked again only if the node was not known then.
        const QString node = route.node.isEmpty() ? m_demux.nodeOfRank(rank) : QString();
        endings.push_back({&route, route.recorder->runId(), status, code, node, rank, findings});
    }
    // The last batches first (each alone if the shared write refuses it), then every run's end and link in one
    // transaction: the end seals the run's log, so it comes after the run's last output.
    writeBatches(batches);
    const qint64 jobId = m_record.id;
    m_store.run([&endings, jobId](QSqlDatabase& db) {
        Transaction tx(db);
        for (const Ending& e : endings) {
            if (!e.findings.isEmpty()) {
                (void)RunRepository(db).addFindings(e.runId, e.findings);
            }
            (void)RunRepository(db).finish(e.runId, e.status, e.code);
            if (!e.node.isEmpty()) {
                (void)ClusterRepository(db).linkRun({jobId, e.runId, e.node, e.rank});
            }
        }
        (void)tx.commit();
    });
    for (const Ending& e : endings) {
        result.samples += e.route->recorder->counts.samples;
        result.runIds << e.runId;
        if (m_observer) {
            RunOutcome o = e.route->recorder->counts;
            o.runId = e.runId;
            o.status = e.status;
            o.exitCode = e.code;
            m_observer->runFinished(o);
        }
    }
}

ClusterJobResult ClusterJobWatch::finish(const std::optional<Error>& submitError) {
    m_demux.finish();
    createWaitingRoutes();
    ClusterJobResult result;
    result.jobId = m_record.id;
    result.schedulerId = m_record.schedulerId;
    result.state = m_record.state;
    result.deadline = m_deadline;
    result.exitCode = m_state.exitCode ? m_state.exitCode : m_demux.stepExit();

    QString allocation = m_demux.allocation().isEmpty() ? m_record.nodes : m_demux.allocation();
    result.nodes = allocation;
    // A node "reports" when its program said hello. Output alone is not a result: slurmstepd writes its own errors
    // into a task's stderr ("Unable to return to working directory", a missing program), and a node whose only
    // lines are those is a node without a result, not a node that reported.
    QHash<QString, Route*> mute;
    if (m_plan.routing == ClusterJobPlan::Routing::PerNode && !submitError && m_seenInQueue) {
        const QStringList expected = SlurmHostlist::expand(allocation).valueOr({});
        QSet<QString> reported;
        for (auto& [rank, route] : m_routes) {
            const QString node = route.node.isEmpty() ? m_demux.nodeOfRank(rank) : route.node;
            if (route.recorder->helloSeen()) {
                reported.insert(node);
            } else {
                mute.insert(node, &route);
            }
        }
        for (const QString& n : expected) {
            if (!reported.contains(n)) {
                result.silentNodes << n;
            }
        }
    }

    const QString failure = describeFailure(result);
    if (submitError) {
        result.outcome = submitError->code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        result.error = submitError;
    } else if (m_cancelReason) {
        result.outcome = RunStatus::Cancelled;
        result.error = *m_cancelReason;
    } else {
        bool ok = false;
        if (m_plan.routing == ClusterJobPlan::Routing::PerNode) {
            // Every node ran its program to its end line; failed checks are the audit's findings, not a failure.
            ok = result.silentNodes.isEmpty() && !m_state.nodeFailed && !m_state.timedOut;
            for (auto& [rank, route] : m_routes) {
                ok = ok && route.recorder->endSeen();
            }
        } else if (m_phase == JobPhase::Finished) {
            ok = m_state.succeeded && m_demux.stepExit().value_or(0) == 0;
        } else {
            // Left the queue without a final state (no accounting): the script's own last line decides.
            ok = m_demux.stepExit().value_or(-1) == 0;
        }
        result.outcome = ok ? RunStatus::Ok : RunStatus::Failed;
        if (!ok) {
            QString why =
                tr("Job %1 ended %2")
                    .arg(m_record.schedulerId, m_state.state.isEmpty() ? tr("without a final state") : m_state.state);
            if (m_state.timedOut) {
                why = tr("Job %1 reached its time limit").arg(m_record.schedulerId);
            }
            if (!failure.isEmpty()) {
                why += QStringLiteral(": ") + failure;
            } else if (result.exitCode) {
                why = tr("%1 with exit code %2").arg(why).arg(*result.exitCode);
            }
            const bool nodeLevel = !result.failedNodes.isEmpty() || m_state.nodeFailed;
            result.error = makeError(nodeLevel ? ErrorCode::Unreachable : ErrorCode::ProbeFailed, why,
                                     result.failedNodes.join(u','));
        }
    }
    if (result.outcome != RunStatus::Ok && result.error && !failure.isEmpty() &&
        !result.error->message.contains(failure)) {
        result.error->message += QStringLiteral(" (") + failure + u')';
    }
    finishRuns(result.outcome, result);
    m_record.outcome = result.outcome;
    m_record.outcomeDetail = result.error ? result.error->message : QString();
    m_record.failedNodes = result.failedNodes;
    m_record.exitCode = result.exitCode;
    m_record.endedAt = nowIso();
    if (m_record.startedAt.isEmpty() && m_seenInQueue && m_phase != JobPhase::Waiting) {
        m_record.startedAt = m_record.endedAt;
    }
    storeRecord();

    // An allocated node without a result is a finding, not a silent gap: a failed run says so (the run of the
    // node's own stderr when it wrote some, else a run of its own).
    for (const QString& node : result.silentNodes) {
        Route* quiet = mute.value(node);
        qint64 runId = 0;
        QString detail;
        if (quiet) {
            runId = quiet->recorder->runId();
            detail = tr("no result from node %1: it was allocated to job %2 but its program reported nothing (it "
                        "wrote only: %3)")
                         .arg(node, m_record.schedulerId, QString::fromUtf8(quiet->firstError).simplified());
        } else {
            RunSpec spec = m_plan.run;
            auto id = createRun(spec, node, std::nullopt);
            if (!id) {
                continue;
            }
            runId = *id;
            result.runIds << runId;
            detail = tr("no result from node %1: it was allocated to job %2 but wrote nothing")
                         .arg(node, m_record.schedulerId);
        }
        const FindingRecord finding{FindingKind::Check, QStringLiteral("cluster.node_result"), FindingStatus::Fail,
                                    QStringLiteral(""), detail};
        const bool own = quiet == nullptr;  // the quiet node's run was ended (failed) with the others
        auto written = m_store.run([runId, finding, own](QSqlDatabase& db) -> Status {
            Transaction tx(db);
            RunRepository repo(db);
            if (Status st = repo.addFindings(runId, {finding}); !st) {
                return st;
            }
            if (own) {
                if (Status st = repo.finish(runId, RunStatus::Failed, std::nullopt); !st) {
                    return st;
                }
            }
            return tx.commit();
        });
        if (!written && result.error) {
            // The job's own record still names the node; say that its finding could not be kept.
            result.error->message +=
                tr(" (the finding for %1 could not be stored: %2)").arg(node, written.error().message);
        }
    }
    return result;
}

void ClusterJobWatch::note(const QString& line) {
    jobLine(QByteArray("tierbench: ") + line.toUtf8() + '\n');
    storeRecord();  // rare, and what the analyst looks for when a watch went quiet
}

ClusterJobResult ClusterJobWatch::interrupt(const Error& why) {
    m_demux.finish();
    createWaitingRoutes();
    ClusterJobResult result;
    result.jobId = m_record.id;
    result.schedulerId = m_record.schedulerId;
    result.state = m_record.state;
    result.nodes = m_record.nodes;
    result.outcome = RunStatus::Interrupted;
    result.error = makeError(why.code,
                             tr("The connection was lost while job %1 ran and could not be made again (%2); the next "
                                "connection to the cluster cancels it with scancel.")
                                 .arg(m_record.schedulerId, why.message),
                             why.detail);
    finishRuns(RunStatus::Interrupted, result);
    m_record.outcome = RunStatus::Interrupted;
    m_record.outcomeDetail = result.error->message;
    m_record.endedAt = nowIso();
    // The row and its flag in one transaction: a job the store says was interrupted is always one the next
    // connection looks for.
    const ClusterJobRecord r = m_record;
    const Status stored = m_store.run([r](QSqlDatabase& db) -> Status {
        Transaction tx(db);
        if (!tx.started()) {
            return tx.started();
        }
        if (auto st = ClusterRepository(db).updateJob(r); !st) {
            return st;
        }
        if (auto st = ClusterJobOwnership(db).awaitCancel(r.id); !st) {
            return st;
        }
        return tx.commit();
    });
    if (!stored) {
        // Said where the analyst reads it: this job is not looked for at the next connection.
        result.error->message +=
            QLatin1Char(' ') + tr("The database could not record this (%1): cancel job %2 by hand.")
                                   .arg(stored.error().message, m_record.schedulerId);
    }
    if (m_observer) {
        m_observer->jobChanged(r);
    }
    return result;
}

}  // namespace tb::core
