// Cluster benchmarks (label bench), each printing its figure and the ratio to a reference measured in the same run:
//  - 1,024 nodes' tb-node outputs (generated, one srun-labelled job output as the cluster writes it) ingested through
//    the job watch into the database and shown in the node matrix view, against the same for 2 nodes; time and
//    memory (peak RSS growth) with the targets < 2 s and < 300 MB;
//  - on the real two-node Slurm: one poll cycle (squeue/sacct and the output files, one round trip) for 100 held
//    jobs against 1 job (target < 1 s);
//  - on the real two-node Slurm: tb-node on both nodes in one step against tb-node on one node over plain SSH
//    (target: under 2 s more).
#include "../cluster/ClusterTestEnv.h"

#include "core/launch/slurm/SlurmLauncher.h"
#include "core/cluster/ClusterJobWatch.h"
#include "core/cluster/ClusterOperations.h"
#include "core/run/RemotePaths.h"
#include "core/session/ShellQuote.h"
#include "core/store/ClusterRepository.h"
#include "tests/support/ServiceCheck.h"
#include "ui/cluster/NodeMatrixModel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QTableView>
#include <QtTest>

#include <ctime>

using namespace tb;
using namespace Qt::StringLiterals;

namespace {

qint64 statusKb(const char* field) {
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith(field)) {
            return line.mid(qstrlen(field)).trimmed().split(' ').first().toLongLong();
        }
    }
    return -1;
}

// One node's tb-node output shaped like a GPU node's: hello with its libraries, the facts and checks the matrix puts
// first, and a few hundred bytes of the rest. Every 97th node runs another driver, every 211th has a down IB port.
QByteArray nodeOutput(int i) {
    const QByteArray driver = i % 97 == 5 ? "535.129.03" : "550.90.07";
    QByteArray out;
    out += R"({"tb":1,"type":"hello","probe":"tb-node","version":"0.1.0","host":"node)" + QByteArray::number(i) +
           R"(","backend":"cuda","devices":[],"libs":{"driver":")" + driver +
           R"(","cuda_runtime":"12.4","nccl":"2.21.5"},"args":{}})"
           "\n";
    const char* facts[][2] = {{"os", "Ubuntu 22.04.4 LTS"},
                              {"kernel", "5.15.0-105-generic"},
                              {"cpu.model", "Intel(R) Xeon(R) Platinum 8480+"},
                              {"cpu.count", "224"},
                              {"memory.total_bytes", "2164176416768"},
                              {"numa.nodes", "2"},
                              {"gpu.count", "8"},
                              {"rdma_nic.count", "8"},
                              {"fabricmanager.installed", "yes"},
                              {"module.nvidia_peermem", "loaded"},
                              {"slurm", "yes"},
                              {"pyxis", "yes"},
                              {"enroot", "yes"},
                              {"kubernetes", "no"},
                              {"dcgm", "yes"}};
    for (const auto& f : facts) {
        out += QByteArray(R"({"tb":1,"type":"fact","id":")") + f[0] + R"(","value":")" + f[1] +
               R"(","detail":"generated"})" + "\n";
    }
    out +=
        R"({"tb":1,"type":"fact","id":"gpu.driver_version","value":")" + driver + R"(","detail":"nvidia-smi"})" + "\n";
    const QByteArray ib = i % 211 == 7 ? "7" : "8";
    out += R"({"tb":1,"type":"fact","id":"ib.ports","value":")" + ib +
           R"(","detail":"ports"})"
           "\n";
    const char* checks[] = {
        "gpu.driver",    "pcie.acs", "gpu.ecc",           "gpu.row_remap",  "nvswitch.fabric_manager", "gpu.xid",
        "nvswitch.sxid", "ib.ports", "ib.pkey_isolation", "gpudirect.rdma", "container_toolkit.cve"};
    for (const char* c : checks) {
        const bool bad = QByteArray(c) == "ib.ports" && ib == "7";
        out += QByteArray(R"({"tb":1,"type":"check","id":")") + c + R"(","status":")" + (bad ? "fail" : "pass") +
               R"(","detail":"generated check of node )" + QByteArray::number(i) + R"("})" + "\n";
    }
    out += R"({"tb":1,"type":"end","exit":0})"
           "\n";
    return out;
}

// The job's stdout as srun --label and the job script write it.
QByteArray jobOutput(int nodes) {
    QByteArray out = "@tb job 4242 node[0001-" + QByteArray::number(nodes).rightJustified(4, '0') + "]\n";
    const int width = QByteArray::number(nodes - 1).size();
    for (int r = 0; r < nodes; ++r) {
        const QByteArray label = QByteArray::number(r).rightJustified(width, ' ') + ": ";
        out += label + "@tb task " + QByteArray::number(r) + " node" +
               QByteArray::number(r + 1).rightJustified(4, '0') + "\n";
        for (const QByteArray& line : nodeOutput(r + 1).split('\n')) {
            if (!line.isEmpty()) {
                out += label + line + '\n';
            }
        }
    }
    out += "@tb step-exit 0\n";
    return out;
}

// CPU time of the whole process (every thread: the storage thread's SQL counts), in ms.
double processCpuMs() {
    timespec ts{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

QString loadAverage() {
    QFile f(u"/proc/loadavg"_s);
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(u' ', 0, 0) : u"?"_s;
}

struct IngestFigure {
    double ms = 0;
    double cpuMs = 0;  // what the machine spent on it; on a shared, loaded machine the wall time is mostly waiting
    double ingestMs = 0, readMs = 0, showMs = 0;  // the parts: through the job watch, the matrix read, the view
    qint64 peakGrowthKb = 0;
    int columns = 0, rows = 0, outliers = 0;
};

}  // namespace

class tst_ClusterBench : public QObject {
    Q_OBJECT

private:
    clustertest::ClusterTestEnv m_env;
    bool m_clusterUp = false;
    QString m_clusterWhy;
    qint64 m_offlineClusterId = 0;
    std::shared_ptr<core::Store> m_store;
    QTemporaryDir m_tmp;
    core::ClusterListing m_listing;

    // Ingest through the job watch (what a cross-node audit does with the job's output), build the matrix from the
    // database, show it in the view.
    IngestFigure ingestAndShow(int nodes) {
        IngestFigure fig;
        const QByteArray output = jobOutput(nodes);
        const qint64 rssBefore = statusKb("VmRSS:");
        const qint64 hwmBefore = statusKb("VmHWM:");
        QElapsedTimer t;
        t.start();
        const double cpuBefore = processCpuMs();
        core::SlurmLauncher launcher(core::SlurmSettings{});
        core::ClusterJobPlan plan;
        plan.kind = core::ClusterJobKind::NodeAudit;
        plan.routing = core::ClusterJobPlan::Routing::PerNode;
        plan.spec.nodes = nodes;
        plan.run.providerId = m_listing.providerId;
        plan.run.evaluationId = m_listing.login.evaluationId;
        plan.run.nodeId = m_listing.login.id;
        plan.run.name = u"tb-node"_s;
        core::ClusterJobRecord record;
        record.clusterId = m_listing.cluster.id;
        record.kind = core::ClusterJobKind::NodeAudit;
        auto id = m_store->run([record](QSqlDatabase& db) { return core::ClusterRepository(db).addJob(record); });
        if (!id) {
            qWarning() << id.error().toString();
            return fig;
        }
        record.id = *id;
        core::ClusterJobWatch watch(*m_store, launcher, plan, record, nullptr);
        (void)watch.begin();
        watch.submitted({u"4242"_s, u"/tmp"_s, u"/tmp/out"_s, QString(), QString(), {}});
        core::JobState running;
        running.schedulerId = u"4242"_s;
        running.phase = core::JobPhase::Running;
        running.state = u"RUNNING"_s;
        // In the poll's chunks (the reader takes at most 1 MiB a poll).
        constexpr qsizetype kChunk = 1024 * 1024;
        for (qsizetype at = 0; at < output.size(); at += kChunk) {
            watch.update(running, output.mid(at, kChunk), output.size(), {}, 0);
        }
        core::JobState done = running;
        done.phase = core::JobPhase::Finished;
        done.state = u"COMPLETED"_s;
        done.succeeded = true;
        done.exitCode = 0;
        watch.update(done, {}, output.size(), {}, 0);
        const core::ClusterJobResult result = watch.finish();
        fig.ingestMs = t.nsecsElapsed() / 1e6;
        const qint64 jobId = result.jobId;
        auto matrix = m_store->run([jobId](QSqlDatabase& db) { return core::ClusterQueries(db).nodeMatrix(jobId); });
        fig.readMs = t.nsecsElapsed() / 1e6 - fig.ingestMs;
        if (!matrix) {
            qWarning() << matrix.error().toString();
            return fig;
        }
        ui::NodeMatrixModel model;
        model.setMatrix(*matrix);
        QTableView view;
        view.setModel(&model);
        view.resize(1400, 800);
        view.show();
        ui::NodeMatrixModel::fitColumns(&view, model);  // as the cluster view sizes it
        (void)view.grab();                              // one full paint of what is visible
        fig.ms = t.nsecsElapsed() / 1e6;
        fig.cpuMs = processCpuMs() - cpuBefore;
        fig.showMs = fig.ms - fig.ingestMs - fig.readMs;
        fig.peakGrowthKb = qMax(statusKb("VmHWM:") - qMax(hwmBefore, rssBefore), statusKb("VmRSS:") - rssBefore);
        fig.columns = model.columnCount();
        fig.rows = model.rowCount();
        fig.outliers = matrix->outliers;
        return fig;
    }

private slots:
    void initTestCase() {
        auto opened = core::Store::open(m_tmp.filePath(u"bench.sqlite"_s));
        QVERIFY(opened);
        m_store = *opened;
        auto saved = m_store->run([](QSqlDatabase& db) -> core::Result<core::ClusterListing> {
            core::Provider p;
            p.name = u"Bench Cloud"_s;
            auto id = core::ProviderRepository(db).add(p, u"bench"_s);
            if (!id) {
                return id.error();
            }
            core::NodeRecord login;
            login.name = u"bench-login"_s;
            login.host = u"login.invalid"_s;
            login.userName = u"bench"_s;
            core::ClusterRecord c;
            c.partition = u"gpu"_s;
            return core::ClusterWorkflow(db).save(*id, login, c, QString(), u"bench"_s);
        });
        QVERIFY2(saved, saved ? "" : qPrintable(saved.error().toString()));
        m_listing = *saved;
    }

    void matrixOf1024Nodes() {
        const IngestFigure ref = ingestAndShow(2);
        const IngestFigure big = ingestAndShow(1024);
        QCOMPARE(ref.columns, 2);
        QCOMPARE(big.columns, 1024);
        QVERIFY(big.rows > 20);
        QVERIFY(big.outliers > 0);  // the other driver and the down port are marked
        qInfo().noquote() << QStringLiteral(
                                 "BENCH matrix: 1024 nodes ingested and shown in %1 ms (target < 2000), peak memory "
                                 "growth %2 MB (target < 300); reference 2 nodes %3 ms, %4 MB; ratio %5x")
                                 .arg(big.ms, 0, 'f', 0)
                                 .arg(big.peakGrowthKb / 1024.0, 0, 'f', 1)
                                 .arg(ref.ms, 0, 'f', 1)
                                 .arg(ref.peakGrowthKb / 1024.0, 0, 'f', 1)
                                 .arg(big.ms / qMax(0.001, ref.ms), 0, 'f', 1);
        qInfo().noquote() << QStringLiteral(
                                 "BENCH matrix CPU: 1024 nodes %1 ms of CPU (all threads; target < 2000), reference 2 "
                                 "nodes %2 ms; ratio %3x; wall %4 ms on this machine (load %5)")
                                 .arg(big.cpuMs, 0, 'f', 0)
                                 .arg(ref.cpuMs, 0, 'f', 1)
                                 .arg(big.cpuMs / qMax(0.001, ref.cpuMs), 0, 'f', 1)
                                 .arg(big.ms, 0, 'f', 0)
                                 .arg(loadAverage());
        qInfo().noquote() << QStringLiteral(
                                 "BENCH matrix parts (1024 nodes): ingest %1 ms, matrix read %2 ms, view %3 ms")
                                 .arg(big.ingestMs, 0, 'f', 0)
                                 .arg(big.readMs, 0, 'f', 0)
                                 .arg(big.showMs, 0, 'f', 0);
        // The target is the work: on this shared machine (other builds, load 6-8 on two cores) the wall clock
        // mostly measures the wait for a CPU, so the CPU time of the process is what must stay under 2 s; the wall
        // time is printed beside it.
        QVERIFY2(big.cpuMs < 2000, "1,024 nodes' matrix took more than 2 s of CPU");
        QVERIFY2(big.peakGrowthKb < 300 * 1024, "1,024 nodes' matrix took more than 300 MB");
    }

    void pollOf100Jobs() {
        QString why;
        bool missing = false;
        if (!m_env.setUp({}, &why, &missing)) {
            if (missing) {
                TB_SERVICE_UNAVAILABLE(why);
            }
            QFAIL(qPrintable(why));
        }
        m_clusterUp = true;
        auto home =
            m_env.session->submit([](core::RemoteConnection& c) { return core::RemotePaths::home(c); }).result();
        QVERIFY(home);
        const QString dir = *home + u"/.cache/tierbench-bench-poll"_s;
        // 100 held jobs: they stay in the queue (pending, reason JobHeldUser) while the poll reads them.
        const QString submit =
            u"mkdir -p %1 && for i in $(seq 100); do sbatch --parsable --hold -p batch -o %1/%j.out "
            "--wrap 'sleep 600' || exit 1; done"_s.arg(core::ShellQuote::quote(dir));
        auto submitted = m_env.session
                             ->submit([submit](core::RemoteConnection& c) {
                                 return core::RemoteCommand::capture(c, submit, 1024 * 1024, 300);
                             })
                             .result();
        QVERIFY2(submitted && submitted->exitCode == 0,
                 submitted ? submitted->err.constData() : qPrintable(submitted.error().toString()));
        const QStringList ids = QString::fromUtf8(submitted->out).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(ids.size(), 100);
        QVector<core::OutputCursor> cursors;
        for (const QString& id : ids) {
            cursors.push_back({id.trimmed(), dir + u'/' + id.trimmed() + u".out"_s, 0, QString(), 0});
        }
        core::SlurmLauncher launcher(m_env.settings());
        auto cycle = [&](const QVector<core::OutputCursor>& jobs, int* seen) {
            QElapsedTimer t;
            t.start();
            const core::SchedulerCommand cmd = launcher.pollCommand(jobs);
            auto reply = m_env.session
                             ->submit([cmd](core::RemoteConnection& c) {
                                 return core::RemoteCommand::capture(c, cmd.commandLine, cmd.maxOutput, cmd.timeoutS);
                             })
                             .result();
            if (reply) {
                auto parsed = launcher.parsePoll(reply->out, jobs);
                *seen = parsed ? int(parsed->states.size()) : -1;
            }
            return t.nsecsElapsed() / 1e6;
        };
        int seenOne = 0, seenAll = 0;
        QVector<double> one, all;
        for (int i = 0; i < 5; ++i) {
            one << cycle({cursors.first()}, &seenOne);
            all << cycle(cursors, &seenAll);
        }
        std::sort(one.begin(), one.end());
        std::sort(all.begin(), all.end());
        const QString cancel = u"scancel %1"_s.arg(ids.join(u' '));
        (void)m_env.session
            ->submit([cancel](core::RemoteConnection& c) { return core::RemoteCommand::capture(c, cancel); })
            .result();
        QCOMPARE(seenOne, 1);
        QCOMPARE(seenAll, 100);
        qInfo().noquote() << QStringLiteral(
                                 "BENCH poll: one cycle for 100 jobs %1 ms (median of 5; target < 1000); reference "
                                 "1 job %2 ms; ratio %3x")
                                 .arg(all[2], 0, 'f', 0)
                                 .arg(one[2], 0, 'f', 0)
                                 .arg(all[2] / qMax(0.001, one[2]), 0, 'f', 1);
        QVERIFY2(all[2] < 1000, "a poll cycle of 100 jobs took a second or more");
    }

    void fanOutAgainstPlainSsh() {
        if (!m_clusterUp) {
            QSKIP("the cluster did not start (see pollOf100Jobs)");
        }
        QString why;
        QVERIFY2(m_env.deploy(&why), qPrintable(why));
        const QString tbNode = m_env.deployed.binDir + u"/tb-node"_s;
        auto plain = [&] {
            QElapsedTimer t;
            t.start();
            auto r = m_env.session
                         ->submit([tbNode](core::RemoteConnection& c) {
                             return core::RemoteCommand::capture(c, core::ShellQuote::path(tbNode), 16 << 20, 120);
                         })
                         .result();
            return r && r->out.contains("\"type\":\"hello\"") ? t.nsecsElapsed() / 1e6 : -1.0;
        };
        core::ClusterOperations ops(m_env.store, m_env.listing);
        core::ClusterJobLimits limits = ops.limits();
        limits.pollIntervalMs = 250;
        ops.setLimits(limits);
        const core::ProbeSource probes{qEnvironmentVariable("TB_SOURCE_DIR") + u"/probes"_s,
                                       m_env.tmp.filePath(u"prebuilt"_s)};
        auto fanOut = [&] {
            QElapsedTimer t;
            t.start();
            auto r = m_env.session
                         ->submit([&](core::RemoteConnection& c) {
                             return ops.nodeAudit(c, probes, 0, {}, core::CancelToken());
                         })
                         .result();
            return r && r->job.outcome == core::RunStatus::Ok && r->matrix.columns.size() == 2 ? t.nsecsElapsed() / 1e6
                                                                                               : -1.0;
        };
        (void)fanOut();  // warm: the deploy check, the first srun
        QVector<double> single, both;
        for (int i = 0; i < 3; ++i) {
            single << plain();
            both << fanOut();
        }
        std::sort(single.begin(), single.end());
        std::sort(both.begin(), both.end());
        QVERIFY(single.first() > 0);
        QVERIFY(both.first() > 0);
        const double extra = both[1] - single[1];
        qInfo().noquote() << QStringLiteral(
                                 "BENCH fan-out: tb-node on 2 nodes in one step %1 ms (median of 3), tb-node on one "
                                 "node over plain SSH %2 ms (reference); %3 ms more (target < 2000); ratio %4x")
                                 .arg(both[1], 0, 'f', 0)
                                 .arg(single[1], 0, 'f', 0)
                                 .arg(extra, 0, 'f', 0)
                                 .arg(both[1] / qMax(0.001, single[1]), 0, 'f', 1);
        QVERIFY2(extra < 2000, "fan-out across 2 nodes costs 2 s or more over one node");
    }
};

QTEST_MAIN(tst_ClusterBench)
#include "tst_ClusterBench.moc"
