// Discovery, the scheduler audit and the cross-node audit on the real two-node Slurm; sbatch's own directive parser
// against the generator's quoting; the cluster's nccl-tests path through a stand-in binary that prints real
// nccl-tests output; a node that reports nothing is a finding.
#include "ClusterTestEnv.h"

#include "core/launch/slurm/SlurmBatchScript.h"
#include "core/launch/slurm/SlurmKeyValue.h"
#include "core/cluster/ClusterJobRunner.h"
#include "core/cluster/ClusterOperations.h"
#include "core/import/Importer.h"
#include "core/run/RemotePaths.h"
#include "core/run/RunOrchestrator.h"
#include "core/session/ShellQuote.h"
#include "core/store/ClusterRepository.h"
#include "core/store/RunRepository.h"
#include "tests/support/ServiceCheck.h"

#include <QJsonArray>
#include <QScopeGuard>
#include <QtTest>

using namespace tb;
using namespace Qt::StringLiterals;

namespace {
const core::FindingRecord* finding(const QVector<core::FindingRecord>& all, const QString& key) {
    for (const auto& f : all) {
        if (f.key == key) {
            return &f;
        }
    }
    return nullptr;
}
}  // namespace

class tst_SlurmCluster : public QObject {
    Q_OBJECT

private:
    clustertest::ClusterTestEnv m_env;
    QString m_home;

    core::ProbeSource probes() const {
        return {qEnvironmentVariable("TB_SOURCE_DIR") + u"/probes"_s, m_env.tmp.filePath(u"prebuilt"_s)};
    }
    std::unique_ptr<core::ClusterOperations> operations() {
        auto ops = std::make_unique<core::ClusterOperations>(m_env.store, m_env.listing);
        core::ClusterJobLimits limits = ops->limits();
        limits.pollIntervalMs = 300;
        ops->setLimits(limits);
        return ops;
    }
    QByteArray capture(const QString& command) {
        auto r = m_env.session
                     ->submit([command](core::RemoteConnection& c) { return core::RemoteCommand::capture(c, command); })
                     .result();
        return r ? r->out : QByteArray();
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
        QVERIFY2(m_env.deploy(&why), qPrintable(why));  // also fills tmp/prebuilt
        auto home =
            m_env.session->submit([](core::RemoteConnection& c) { return core::RemotePaths::home(c); }).result();
        QVERIFY(home);
        m_home = *home;
    }

    void schedulerAuditOnTheRealCluster() {
        auto ops = operations();
        auto audit = m_env.session->submit([&](core::RemoteConnection& c) { return ops->audit(c); }).result();
        QVERIFY2(audit, audit ? "" : qPrintable(audit.error().toString()));
        const auto& d = audit->discovery;
        QCOMPARE(d.config.clusterName(), u"tbtest"_s);
        QCOMPARE(d.nodes.size(), 2);
        QCOMPARE(d.gpuNodes(), (QStringList{u"node1"_s, u"node2"_s}));
        QCOMPARE(d.partitions.size(), 2);
        const auto& f = audit->findings;
        QCOMPARE(finding(f, u"slurm.topology"_s)->status, core::FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.gres"_s)->status, core::FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.pmix"_s)->status, core::FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.pyxis"_s)->status, core::FindingStatus::Fail);  // no Pyxis package in Debian
        QCOMPARE(finding(f, u"slurm.accounting"_s)->status, core::FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.healthcheck"_s)->status, core::FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.auto_remediation"_s)->status, core::FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.node_states"_s)->status, core::FindingStatus::Pass);
        // A real full-node srun ran and was timed.
        QVERIFY2(finding(f, u"slurm.prolog"_s)->status == core::FindingStatus::Pass,
                 qPrintable(finding(f, u"slurm.prolog"_s)->detail));
        QVERIFY(d.prologSeconds.value_or(-1) > 0);
        QVERIFY(d.prologNode == u"node1"_s || d.prologNode == u"node2"_s);
        QCOMPARE(finding(f, u"slurm.nccl_conf"_s)->status, core::FindingStatus::Pass);
        // Recorded: one run with its findings, every command's output kept as evidence.
        const qint64 runId = audit->runId;
        auto run = m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).get(runId); });
        QVERIFY(run);
        QCOMPARE(run->probe, u"slurm-audit"_s);
        QCOMPARE(run->nodeId.value_or(0), m_env.listing.login.id);
        QCOMPARE(run->status, core::RunStatus::Failed);  // Pyxis missing is a failed check
        const auto artifacts =
            m_env.store->run([runId](QSqlDatabase& db) { return core::ClusterRepository(db).artifacts(runId); });
        QCOMPARE(artifacts.size(), core::SlurmDiscovery::commandNames(core::SlurmDiscovery::Depth::Audit).size());
        for (const auto& a : artifacts) {
            if (a.name == u"scontrol show config"_s) {
                QVERIFY(a.content.contains("ClusterName             = tbtest"));
                QCOMPARE(a.exitCode.value_or(-1), 0);
                QCOMPARE(a.sha256.size(), 64);
            }
        }
        const auto stored =
            m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).findings(runId).valueOr({}); });
        QCOMPARE(stored.size(), f.size());
        // Each check's evidence names a command that was kept.
        for (const auto& s : stored) {
            if (s.kind == core::FindingKind::Check) {
                bool kept = false;
                for (const auto& a : artifacts) {
                    kept = kept || a.name == s.value;
                }
                QVERIFY2(kept, qPrintable(s.key + u" -> "_s + s.value));
            }
        }
    }

    void sbatchReadsTheDirectivesAsWritten() {
        // sbatch's own parser, not a shell, reads #SBATCH lines: the generator's quoting must survive it.
        const QStringList values{u"plain-value"_s, u"nvcr.io#nvidia/pytorch:24.01-py3"_s,
                                 u"a b #c \"d\" \\e 'f' $(id) `id`"_s};
        for (const QString& v : values) {
            auto quoted = core::SlurmBatchScript::directiveValue(v);
            QVERIFY(quoted);
            const QString script =
                u"#!/bin/sh\n#SBATCH --comment=%1\n#SBATCH --hold\n#SBATCH --partition=batch\n"
                "true\n"_s.arg(*quoted);
            const QString command =
                u"cd \"$HOME\" && printf '%s' %1 > tb-directive.sh && j=$(sbatch --parsable "
                "tb-directive.sh) && scontrol show job \"$j\" && scancel \"$j\""_s.arg(core::ShellQuote::quote(script));
            const QString out = QString::fromUtf8(capture(command));
            const auto records = core::SlurmKeyValue::records(out, {u"JobId"_s});
            QCOMPARE(records.size(), 1);
            QCOMPARE(records.first().value(u"Comment"), v);
        }
    }

    void crossNodeAuditFillsTheMatrix() {
        auto ops = operations();
        QStringList log;
        auto outcome = m_env.session
                           ->submit([&](core::RemoteConnection& c) {
                               return ops->nodeAudit(c, probes(), 0, {}, {}, [&log](const QString& l) { log << l; });
                           })
                           .result();
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QVERIFY2(outcome->job.outcome == core::RunStatus::Ok,
                 qPrintable(outcome->job.error ? outcome->job.error->toString() : QString()));
        QVERIFY2(outcome->deployHow.startsWith(u"shared"_s), qPrintable(outcome->deployHow));  // one /home
        QCOMPARE(outcome->job.runIds.size(), 2);
        const core::NodeMatrix& m = outcome->matrix;
        QCOMPARE(m.columns.size(), 2);
        QCOMPARE(m.columns[0].node, u"node1"_s);
        QCOMPARE(m.columns[1].node, u"node2"_s);
        QVERIFY(m.columns[0].hasResult && m.columns[1].hasResult);
        QVERIFY(m.rows.size() > 10);
        // Each cell's run is the node's own tb-node run, with its raw output.
        for (const auto& col : m.columns) {
            const qint64 runId = col.runId;
            auto raw = m_env.store->run(
                [runId](QSqlDatabase& db) { return core::RunRepository(db).rawLog(runId, u"stdout"_s); });
            QVERIFY(raw && raw->content.contains("\"type\":\"hello\""));
            auto link =
                m_env.store->run([runId](QSqlDatabase& db) { return core::ClusterRepository(db).jobOfRun(runId); });
            QVERIFY(link && link->computeNode == col.node);
        }
        // Two namespaces of one machine: the same kernel on both.
        bool sawKernel = false;
        for (const auto& row : m.rows) {
            if (row.key == u"kernel"_s) {
                sawKernel = true;
                QVERIFY(!row.differs);
            }
        }
        QVERIFY(sawKernel);
        const QJsonObject json = m.toJson();
        QCOMPARE(json.value(u"nodes"_s).toArray().size(), 2);
        QVERIFY(!json.value(u"rows"_s).toArray().isEmpty());
        // The view finds it as the newest node audit.
        const qint64 clusterId = m_env.listing.cluster.id;
        auto latest = m_env.store->run(
            [clusterId](QSqlDatabase& db) { return core::ClusterQueries(db).latestNodeAudit(clusterId); });
        QVERIFY(latest && latest->id == outcome->job.jobId);
    }

    void aNodeThatReportsNothingIsAFinding_data() {
        QTest::addColumn<QString>("node2");
        QTest::addColumn<QString>("wrote");
        // node2's program cannot start and says nothing at all.
        QTest::newRow("silent") << u"exit 0"_s << QString();
        // node2 writes only an error line, as slurmstepd does into a task's stderr ("Unable to return to working
        // directory" when the node cannot see the folder slurmd started in, a missing program): output, but no
        // result. Counting such a line as the node's report hid the silent node (the fresh-clone failure: a build
        // under /tmp, which every host of the test cluster mounts over with its own).
        QTest::newRow("stderr only")
            << u"echo 'slurmstepd-node2: error: Unable to return to working directory' >&2; exit 0"_s
            << u"Unable to return to working directory"_s;
    }

    void aNodeThatReportsNothingIsAFinding() {
        QFETCH(QString, node2);
        QFETCH(QString, wrote);
        core::SlurmLauncher launcher(m_env.settings());
        core::ClusterJobLimits limits;
        limits.pollIntervalMs = 300;
        core::ClusterJobPlan plan;
        plan.kind = core::ClusterJobKind::NodeAudit;
        plan.routing = core::ClusterJobPlan::Routing::PerNode;
        plan.spec.nodes = 2;
        plan.spec.killOnBadExit = false;
        // node2 reports nothing, as a node whose probe cannot start.
        plan.spec.command = {u"sh"_s, u"-c"_s,
                             u"if [ \"$SLURMD_NODENAME\" = node2 ]; then %1; fi; exec \"$0\""_s.arg(node2),
                             core::RemotePaths::expand(m_env.deployed.binDir, m_home) + u"/tb-node"_s};
        plan.run.providerId = m_env.listing.providerId;
        plan.run.nodeId = m_env.listing.login.id;
        plan.run.name = u"tb-node"_s;
        core::ClusterJobRunner runner(m_env.store, launcher, m_env.listing.cluster.id, limits);
        auto results = m_env.session
                           ->submit([&](core::RemoteConnection& c) {
                               return runner.run(c, {plan}, m_env.listing.login.remoteDir + u"/jobs"_s, {});
                           })
                           .result();
        QVERIFY(results && results->size() == 1);
        const auto& r = results->first();
        QCOMPARE(r.outcome, core::RunStatus::Failed);
        QCOMPARE(r.silentNodes, QStringList{u"node2"_s});
        QVERIFY(r.failedNodes.contains(u"node2"_s));
        QVERIFY2(r.error && r.error->message.contains(u"no result from node node2"_s),
                 qPrintable(r.error ? r.error->message : QString()));
        const qint64 jobId = r.jobId;
        auto matrix =
            m_env.store->run([jobId](QSqlDatabase& db) { return core::ClusterQueries(db).nodeMatrix(jobId); });
        QVERIFY(matrix);
        QCOMPARE(matrix->columns.size(), 2);
        QCOMPARE(matrix->columns[1].node, u"node2"_s);
        QVERIFY(!matrix->columns[1].hasResult);
        QVERIFY(matrix->columns[1].note.contains(u"no result from node node2"_s));
        QVERIFY2(matrix->columns[1].note.contains(wrote), qPrintable(matrix->columns[1].note));  // what it wrote
        QVERIFY(matrix->columns[0].hasResult);
    }

    void recipesRunOnAComputeNodeThroughSrun() {
        // The login node's launcher is Slurm: the recipe's commands go to one compute node through srun.
        core::Recipe recipe;
        recipe.name = u"where"_s;
        recipe.title = u"Where does it run"_s;
        recipe.timeoutS = 60;
        recipe.outputFact = u"recipe.where.node"_s;
        recipe.variants = {{QString(), {{u"sh"_s, u"-c"_s, u"echo \"ran on ${SLURMD_NODENAME:-the login node}\""_s}}}};
        core::RunRequest request;
        request.providerId = m_env.listing.providerId;
        request.evaluationId = m_env.listing.login.evaluationId;
        request.nodeId = m_env.listing.login.id;
        request.remoteDir = m_env.listing.login.remoteDir;
        request.launcher = m_env.listing.login.launcher;
        QCOMPARE(request.launcher, core::LauncherKind::Slurm);
        request.recipe = recipe;
        core::RunOrchestrator orchestrator(m_env.store);
        auto run =
            m_env.session->submit([&](core::RemoteConnection& c) { return orchestrator.run(c, request, {}); }).result();
        QVERIFY2(run, run ? "" : qPrintable(run.error().toString()));
        QCOMPARE(run->outcome.status, core::RunStatus::Ok);
        const qint64 runId = run->outcome.runId;
        const auto findings =
            m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).findings(runId).valueOr({}); });
        const core::FindingRecord* where = finding(findings, u"recipe.where.node"_s);
        QVERIFY(where);
        QVERIFY2(where->value == u"ran on node1"_s || where->value == u"ran on node2"_s, qPrintable(where->value));
    }

    void theSchedulersOwnOutputsImport() {
        // Issue 37.4 against the real Slurm: what sinfo, scontrol and sacct print here, handed to the importer as an
        // analyst would paste them, is detected and read. Both nodes are up with their GPU GRES (as the audit
        // found); the audit's full-node srun above left a job in accounting.
        auto checkOf = [](const core::ParsedRun& run, const QString& key) -> std::optional<core::FindingRecord> {
            for (const auto& f : run.findings) {
                if (f.key == key) {
                    return f;
                }
            }
            return std::nullopt;
        };
        const struct {
            QString command, format;
        } outputs[] = {
            {u"sinfo"_s, u"sinfo"_s},
            {u"sinfo -N -l"_s, u"sinfo"_s},
            {u"sinfo -N -o '%N %P %T %G %E'"_s, u"sinfo"_s},
            {u"scontrol show node"_s, u"scontrol-node"_s},
            {u"scontrol -o show node"_s, u"scontrol-node"_s},
        };
        for (const auto& o : outputs) {
            const QByteArray text = capture(o.command);
            auto parsed = core::Importer::parseBytes(text);
            QVERIFY2(parsed, qPrintable(o.command + u": "_s + (parsed ? QString() : parsed.error().toString())));
            QCOMPARE(parsed->format, o.format);
            const core::ParsedRun run = parsed->runs.value(0);
            QVERIFY2(!run.truncated, qPrintable(o.command + u"\n"_s + QString::fromUtf8(text)));
            QCOMPARE(checkOf(run, u"slurm.nodes"_s)->value, u"2"_s);
            QVERIFY2(checkOf(run, u"slurm.nodes_out"_s)->status == core::FindingStatus::Pass,
                     qPrintable(o.command + u": "_s + checkOf(run, u"slurm.nodes_out"_s)->detail));
            if (auto gres = checkOf(run, u"slurm.gpu_gres"_s)) {
                QVERIFY2(gres->status == core::FindingStatus::Pass, qPrintable(o.command + u": "_s + gres->detail));
            }
        }
        // A job of our own first, then the user's accounting as sacct shows it by default (today, this user).
        const QByteArray jobs = capture(
            u"srun -N2 -t 1 hostname >/dev/null 2>&1; for i in 1 2 3 4 5 6 7 8 9 10; do "
            "sacct -n -X -o JobID | grep -q . && break; sleep 0.5; done; "
            "sacct --parsable2 -o JobID,JobName,State,ExitCode,NodeList"_s);
        auto sacct = core::Importer::parseBytes(jobs);
        QVERIFY2(sacct, jobs.constData());
        QCOMPARE(sacct->format, u"sacct"_s);
        QVERIFY2(checkOf(sacct->runs.value(0), u"slurm.jobs_recorded"_s), jobs.constData());
        QCOMPARE(checkOf(sacct->runs.value(0), u"slurm.jobs_recorded"_s)->status, core::FindingStatus::Pass);
        QVERIFY(checkOf(sacct->runs.value(0), u"slurm.jobs"_s)->value.toInt() >= 1);
    }

    void aRealDrainImportsWithItsReasonAndStamp() {
        // Slurm's own rendering of a drain: the reason, who set it and when ("[root@2026-...]" in scontrol, USER
        // and TIMESTAMP in sinfo -R), read back as a node out of service drained by a health check.
        int rc = -1;
        m_env.cluster.slurm(
            u"scontrol update nodename=node2 state=drain reason='NHC: check_gpu_xid: Xid 79 on GPU 3'"_s, &rc);
        QCOMPARE(rc, 0);
        const auto resume = qScopeGuard([this] {
            // Back in service for the tests after this one: resumed, and answering again (idle without '*').
            m_env.cluster.slurm(
                u"scontrol update nodename=node2 state=resume; for i in $(seq 60); do "
                "[ \"$(sinfo -h -n node2 -o %t)\" = idle ] && break; sleep 0.5; done"_s);
        });
        for (const QString& command : {u"sinfo -R"_s, u"scontrol show node"_s, u"sinfo -N -l"_s}) {
            const QByteArray text = capture(command);
            auto parsed = core::Importer::parseBytes(text);
            QVERIFY2(parsed, qPrintable(command));
            const core::ParsedRun run = parsed->runs.value(0);
            std::optional<core::FindingRecord> node2, out, drain;
            for (const auto& f : run.findings) {
                if (f.key == u"slurm.node.node2"_s)
                    node2 = f;
                else if (f.key == u"slurm.nodes_out"_s)
                    out = f;
                else if (f.key == u"slurm.auto_drain"_s)
                    drain = f;
            }
            QVERIFY2(node2 && out && drain, qPrintable(command + u"\n"_s + QString::fromUtf8(text)));
            QVERIFY2(node2->detail.startsWith(u"NHC: check_gpu_xid"_s), qPrintable(command + u": "_s + node2->detail));
            QCOMPARE(out->status, core::FindingStatus::Warn);
            QCOMPARE(out->value, u"1"_s);
            QCOMPARE(drain->status, core::FindingStatus::Pass);
            if (command != u"sinfo -N -l"_s) {
                // sinfo -N -l shows no stamp; the other two say who drained the node and when.
                QVERIFY2(node2->detail.contains(u"(set by root at 20"_s),
                         qPrintable(command + u": "_s + node2->detail));
            }
        }
    }

    void clusterNcclTestsGoThroughTheImporter() {
        // A stand-in for the cluster's all_reduce_perf: rank 0 prints real nccl-tests output, like the real one.
        QFile fixture(qEnvironmentVariable("TB_SOURCE_DIR") +
                      u"/tests/core/fixtures/imports/nccl-newest-allreduce.txt"_s);
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        const QString standIn = m_home + u"/tb-fake-all_reduce_perf"_s;
        const QString body = u"#!/bin/sh\nif [ \"${SLURM_PROCID:-0}\" = 0 ]; then cat <<'EOF'\n%1EOF\nfi\n"_s.arg(
            QString::fromUtf8(fixture.readAll()));
        capture(u"printf '%s' %1 > %2 && chmod +x %2"_s.arg(core::ShellQuote::quote(body),
                                                            core::ShellQuote::quote(standIn)));
        auto ops = operations();
        core::CollectiveRequest request;
        request.nodes = 2;
        request.tasksPerNode = 1;
        request.binary = standIn;
        request.args = {u"-b"_s, u"1K"_s, u"-e"_s, u"16M"_s, u"-f"_s, u"4"_s, u"-g"_s, u"1"_s};
        request.environment = {{u"NCCL_IB_HCA"_s, u"mlx5_0"_s}};
        auto result =
            m_env.session->submit([&](core::RemoteConnection& c) { return ops->collective(c, probes(), request, {}); })
                .result();
        QVERIFY2(result, result ? "" : qPrintable(result.error().toString()));
        QVERIFY2(result->outcome == core::RunStatus::Ok,
                 qPrintable(result->error ? result->error->toString() : QString()));
        const qint64 runId = result->runIds.first();
        auto run = m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).get(runId); });
        QCOMPARE(run->probe, u"nccl-tests"_s);
        QCOMPARE(run->kind, core::RunKind::Import);
        QCOMPARE(run->operation, u"all_reduce"_s);
        QCOMPARE(run->args.value(u"nccl_env"_s).toObject().value(u"NCCL_IB_HCA"_s).toString(), u"mlx5_0"_s);
        QVector<core::SampleRecord> samples;
        for (const auto& s :
             m_env.store->run([runId](QSqlDatabase& db) { return core::RunRepository(db).samples(runId); })) {
            if (s.metric == u"all_reduce.busbw"_s) {
                samples << s;
            }
        }
        QCOMPARE(samples.size(), 8);
        QCOMPARE(samples.last().sizeBytes.value_or(0), 16777216);
        QCOMPARE(samples.last().value, 119.84);
    }
};

QTEST_GUILESS_MAIN(tst_SlurmCluster)
#include "tst_SlurmCluster.moc"
