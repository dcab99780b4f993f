// Multi-node jobs on the real two-node Slurm: tb-coll's TCP host backend across 2 nodes x 2 ranks with busbw and its
// data check, samples stored while the job runs, cancel verified against squeue, one node killed mid-job, a job that
// can never start cancelled at its deadline with the pending reason, a silent job cancelled as hung, hostile values
// refused before anything reaches the cluster.
#include "ClusterTestEnv.h"

#include "core/cluster/ClusterJobRunner.h"
#include "core/run/RemotePaths.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "tests/support/ServiceCheck.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QtTest>

#include <atomic>
#include <functional>

using namespace tb;
using namespace Qt::StringLiterals;

namespace {
class Observer : public core::ClusterJobObserver {
public:
    std::atomic<int> samples{0};
    std::atomic<int> jobChanges{0};
    std::function<void(int)> onSamples;  // worker thread, with the running count
    QStringList states;                  // worker thread only until the run returns
    void runEvents(qint64, const QVector<core::ProbeEvent>& events) override {
        int n = 0;
        for (const auto& e : events) {
            n += e.type == core::ProbeEventType::Sample ? 1 : 0;
        }
        if (n > 0) {
            samples += n;
            if (onSamples) {
                onSamples(samples);
            }
        }
    }
    void jobChanged(const core::ClusterJobRecord& job) override {
        ++jobChanges;
        if (states.isEmpty() || states.last() != job.state) {
            states << job.state;
        }
    }
};
}  // namespace

class tst_SlurmJobs : public QObject {
    Q_OBJECT

private:
    clustertest::ClusterTestEnv m_env;
    QString m_home;

    QString bin(const QString& probe) const {
        return core::RemotePaths::expand(m_env.deployed.binDir, m_home) + u'/' + probe;
    }
    core::ClusterJobPlan collPlan(const QStringList& args, const QString& name) const {
        core::ClusterJobPlan plan;
        plan.kind = core::ClusterJobKind::Probe;
        plan.routing = core::ClusterJobPlan::Routing::RankZero;
        plan.spec.name = name;
        plan.spec.nodes = 2;
        plan.spec.tasksPerNode = 2;
        plan.spec.collective = true;
        plan.spec.command = QStringList{bin(u"tb-coll"_s), u"--backend"_s, u"host"_s} + args;
        plan.run.providerId = m_env.listing.providerId;
        plan.run.evaluationId = m_env.listing.login.evaluationId;
        plan.run.nodeId = m_env.listing.login.id;
        plan.run.name = u"tb-coll"_s;
        plan.run.bundleHash = m_env.deployed.hash;
        return plan;
    }
    QVector<core::ClusterJobResult> runJobs(core::SlurmLauncher& launcher, const QVector<core::ClusterJobPlan>& plans,
                                            core::ClusterJobLimits limits, Observer* observer,
                                            const core::CancelToken& cancel = {}) {
        core::ClusterJobRunner runner(m_env.store, launcher, m_env.listing.cluster.id, limits, observer);
        auto r = m_env.session
                     ->submit([&](core::RemoteConnection& c) {
                         return runner.run(c, plans, m_env.listing.login.remoteDir + u"/jobs"_s, cancel);
                     })
                     .result();
        if (!r) {
            qWarning() << r.error().toString();
            return {};
        }
        return *r;
    }
    static core::ClusterJobLimits fastLimits() {
        core::ClusterJobLimits l;
        l.pollIntervalMs = 300;
        l.pendingLimitS = 120;
        l.silenceLimitS = 120;
        l.cancelWaitS = 30;
        return l;
    }
    QVector<core::SampleRecord> samplesOf(qint64 runId) {
        return m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).samples(runId); });
    }
    core::ClusterJobRecord jobRow(qint64 id) {
        return m_env.store->run([id](QSqlDatabase& db) { return core::ClusterRepository(db).job(id); }).value();
    }

private slots:
    void initTestCase() {
        QString why;
        bool missing = false;
        if (!m_env.setUp({}, &why, &missing)) {
            if (missing) {
                TB_SERVICE_UNAVAILABLE(why);
            }
            QFAIL(qPrintable(why));
        }
        QVERIFY2(m_env.deploy(&why), qPrintable(why));
        auto home =
            m_env.session->submit([](core::RemoteConnection& c) { return core::RemotePaths::home(c); }).result();
        QVERIFY2(home, home ? "" : qPrintable(home.error().toString()));
        m_home = *home;
    }

    void clientsLiveInTheClusterNamespace() {
        // No packet to the cluster's addresses may leave from the root namespace: the test thread and the
        // session's worker thread are both in the client namespace the fixture made.
        const QString client = m_env.cluster.clientNetns();
        QVERIFY(!client.isEmpty());
        QCOMPARE(tb::test::SlurmClusterFixture::currentNetns(), client);
        const QString worker =
            m_env.session->submit([](core::RemoteConnection&) { return tb::test::SlurmClusterFixture::currentNetns(); })
                .result();
        QCOMPARE(worker, client);
    }

    void collectiveAcrossTwoNodes() {
        QVERIFY(m_env.caps.hasMpi(u"pmix"_s));  // the cluster lists PMIx: the job uses it
        core::SlurmLauncher launcher(m_env.settings());
        Observer observer;
        QAtomicInt samplesWhileRunning = 0;
        const auto plan = collPlan({u"--sizes"_s, u"4K:1M:x4"_s, u"--iters"_s, u"5"_s, u"--repeats"_s, u"3"_s,
                                    u"--ops"_s, u"all_reduce,all_gather"_s},
                                   u"tb-coll 2x2"_s);
        core::ClusterJobRunner runner(m_env.store, launcher, m_env.listing.cluster.id, fastLimits(), &observer);
        qint64 firstRunId = 0;
        runner.afterPoll = [&](const QStringList&) {
            // Samples are in the database while the job is still in the queue.
            if (firstRunId == 0) {
                firstRunId = m_env.store->run([](QSqlDatabase& db) {
                    QSqlQuery q(db);
                    q.exec(u"SELECT max(run_id) FROM cluster_job_run"_s);
                    return q.next() ? q.value(0).toLongLong() : qint64(0);
                });
            }
            const int stored = firstRunId ? samplesOf(firstRunId).size() : 0;
            const QString state = QString::fromUtf8(m_env.cluster.slurm(u"squeue -h -o %T"_s)).trimmed();
            if (stored > 0 && state == u"RUNNING"_s) {
                samplesWhileRunning = stored;
            }
        };
        auto results = m_env.session
                           ->submit([&](core::RemoteConnection& c) {
                               return runner.run(c, {plan}, m_env.listing.login.remoteDir + u"/jobs"_s, {});
                           })
                           .result();
        QVERIFY2(results && results->size() == 1, results ? "" : qPrintable(results.error().toString()));
        const core::ClusterJobResult& r = results->first();
        QVERIFY2(r.outcome == core::RunStatus::Ok,
                 qPrintable(r.error ? r.error->toString() : QString::fromUtf8(jobRow(r.jobId).log)));
        QCOMPARE(r.state, u"COMPLETED"_s);
        QCOMPARE(r.nodes, u"node[1-2]"_s);
        QCOMPARE(r.runIds.size(), 1);
        const auto samples = samplesOf(r.runIds.first());
        QVERIFY(samples.size() >= 8);
        int busbw = 0;
        for (const auto& s : samples) {
            QCOMPARE(s.extra.value(u"ranks"_s).toInt(), 4);
            QCOMPARE(s.extra.value(u"transport"_s).toString(), u"tcp"_s);
            QCOMPARE(s.extra.value(u"wrong"_s).toInt(-1), 0);  // data checked on every rank
            if (s.metric == u"all_reduce.busbw"_s) {
                ++busbw;
                QVERIFY(s.value > 0);
            }
        }
        QVERIFY(busbw >= 3);
        QVERIFY2(samplesWhileRunning > 0, "no sample was stored while the job ran");
        const core::ClusterJobRecord job = jobRow(r.jobId);
        QVERIFY(job.script.contains(u"--mpi=pmix"_s));
        QVERIFY(job.script.contains(u"--kill-on-bad-exit=1"_s));
        QVERIFY(job.script.contains(u"export NCCL_DEBUG=INFO"_s));  // the cluster's NCCL variables, recorded
        QCOMPARE(job.spec.value(u"environment"_s).toObject().value(u"NCCL_DEBUG"_s).toString(), u"INFO"_s);
        QCOMPARE(job.outcome, core::RunStatus::Ok);
        QVERIFY(!job.startedAt.isEmpty() && !job.endedAt.isEmpty());
        QVERIFY(observer.states.contains(u"COMPLETED"_s));
        // Both nodes ran ranks: the other ranks' lines are in the run's log with their node.
        const auto links =
            m_env.store->run([id = r.jobId](QSqlDatabase& db) { return core::ClusterRepository(db).runsOf(id); });
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.first().rank.value_or(-1), 0);
        QCOMPARE(links.first().computeNode, u"node1"_s);
        QVERIFY(!m_env.queued().contains(r.schedulerId));
    }

    void cancelMidJobLeavesNothingInTheQueue() {
        core::SlurmLauncher launcher(m_env.settings());
        Observer observer;
        core::CancelToken cancel;
        observer.onSamples = [cancel](int n) {
            if (n >= 2) {
                cancel.cancel();
            }
        };
        const auto plan = collPlan({u"--sizes"_s, u"64K:256M:+64K"_s, u"--iters"_s, u"2"_s, u"--repeats"_s, u"2"_s,
                                    u"--ops"_s, u"all_reduce"_s},
                                   u"tb-coll long"_s);
        const auto results = runJobs(launcher, {plan}, fastLimits(), &observer, cancel);
        QCOMPARE(results.size(), 1);
        const auto& r = results.first();
        QCOMPARE(r.outcome, core::RunStatus::Cancelled);
        QVERIFY(r.error && r.error->code == core::ErrorCode::Cancelled);
        QVERIFY(!r.deadline);
        QVERIFY(!r.schedulerId.isEmpty());
        QVERIFY2(!m_env.queued().contains(r.schedulerId), qPrintable(m_env.queued().join(u',')));
        QVERIFY(samplesOf(r.runIds.first()).size() >= 2);  // what arrived is kept
        QCOMPARE(jobRow(r.jobId).outcome, core::RunStatus::Cancelled);
    }

    void aJobThatCannotStartIsCancelledAtItsDeadline() {
        core::SlurmSettings settings = m_env.settings();
        settings.partition = u"maint"_s;  // State=DOWN: the job pends for ever
        core::SlurmLauncher launcher(settings);
        core::ClusterJobLimits limits = fastLimits();
        limits.pendingLimitS = 3;
        Observer observer;
        const auto results = runJobs(launcher, {collPlan({}, u"never starts"_s)}, limits, &observer);
        QCOMPARE(results.size(), 1);
        const auto& r = results.first();
        QCOMPARE(r.outcome, core::RunStatus::Cancelled);
        QVERIFY(r.deadline);
        QVERIFY(r.error && r.error->code == core::ErrorCode::Timeout);
        QVERIFY2(r.error->message.contains(u"PartitionDown"_s), qPrintable(r.error->message));
        QVERIFY(!m_env.queued().contains(r.schedulerId));
        QVERIFY(observer.states.contains(u"PENDING"_s));
        const auto job = jobRow(r.jobId);
        QCOMPARE(job.outcome, core::RunStatus::Cancelled);
        QVERIFY(job.outcomeDetail.contains(u"PartitionDown"_s));
    }

    void aSilentJobIsCancelledAsHung() {
        core::SlurmLauncher launcher(m_env.settings());
        core::ClusterJobLimits limits = fastLimits();
        limits.silenceLimitS = 3;
        auto plan = collPlan({}, u"silent"_s);
        plan.spec.nodes = 1;
        plan.spec.tasksPerNode = 1;
        plan.spec.command = {u"sleep"_s, u"300"_s};
        const auto results = runJobs(launcher, {plan}, limits, nullptr);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().outcome, core::RunStatus::Cancelled);
        QVERIFY(results.first().deadline);
        QVERIFY(results.first().error->message.contains(u"no output"_s));
        QVERIFY(!m_env.queued().contains(results.first().schedulerId));
    }

    void aKilledNodeEndsTheJobAndIsNamed() {
        core::SlurmLauncher launcher(m_env.settings());
        Observer observer;
        std::atomic<bool> killed{false}, killOk{false};
        QElapsedTimer sinceKill;
        observer.onSamples = [&](int n) {  // worker thread: no assertions here, only what happened
            if (n >= 2 && !killed.exchange(true)) {
                killOk = m_env.cluster.killNode(u"node2"_s);
                sinceKill.start();
            }
        };
        const auto plan = collPlan({u"--sizes"_s, u"64K:256M:+64K"_s, u"--iters"_s, u"2"_s, u"--repeats"_s, u"2"_s,
                                    u"--ops"_s, u"all_reduce"_s, u"--timeout"_s, u"30"_s},
                                   u"tb-coll node dies"_s);
        const auto results = runJobs(launcher, {plan}, fastLimits(), &observer);
        QVERIFY(killed);
        QVERIFY(killOk);
        if (!results.isEmpty() && results.first().error) {
            qInfo("node killed: %s", qPrintable(results.first().error->message));
        }
        const qint64 endedAfter = sinceKill.elapsed();
        QVERIFY(m_env.cluster.startNode(u"node2"_s));  // for the suites after this one
        QCOMPARE(results.size(), 1);
        const auto& r = results.first();
        QCOMPARE(r.outcome, core::RunStatus::Failed);
        QVERIFY2(r.failedNodes.contains(u"node2"_s),
                 qPrintable(r.failedNodes.join(u',') + u" / "_s + (r.error ? r.error->message : QString()) + u"\n"_s +
                            QString::fromUtf8(jobRow(r.jobId).log)));
        QVERIFY2(!r.failedNodes.contains(u"node1"_s),
                 qPrintable(r.error->message + u"\n"_s + QString::fromUtf8(jobRow(r.jobId).log)));
        QVERIFY2(r.error && r.error->message.contains(u"node2"_s), qPrintable(r.error ? r.error->message : QString()));
        // Bounded: the ranks on node1 notice at once, Slurm declares the node dead after SlurmdTimeout (10 s).
        QVERIFY2(endedAfter < 120000, qPrintable(QString::number(endedAfter)));
        QVERIFY(samplesOf(r.runIds.first()).size() >= 2);  // node1's rank 0 samples are kept
        QVERIFY(!m_env.queued().contains(r.schedulerId));
        QCOMPARE(jobRow(r.jobId).failedNodes, QStringList{u"node2"_s});
    }

    void hostileValuesNeverReachTheCluster() {
        core::SlurmSettings settings = m_env.settings();
        settings.partition = u"batch\n#SBATCH --uid=0"_s;
        core::SlurmLauncher launcher(settings);
        const QStringList before = m_env.queued();
        const auto results = runJobs(launcher, {collPlan({}, u"hostile"_s)}, fastLimits(), nullptr);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().outcome, core::RunStatus::Failed);
        QCOMPARE(results.first().error->code, core::ErrorCode::InvalidArgument);
        QVERIFY(results.first().schedulerId.isEmpty());
        QCOMPARE(m_env.queued(), before);
    }
};

QTEST_GUILESS_MAIN(tst_SlurmJobs)
#include "tst_SlurmJobs.moc"
