// Parsers of Slurm's own output, on fixtures of real Slurm 22.05.8 output (testcluster-*: the suite's two-node
// cluster; gpucluster-*: a production-shaped cluster written in the same formats) and on hostile text.
#include "core/cluster/slurm/SlurmFaultDrill.h"
#include "core/launch/slurm/SlurmConfig.h"
#include "core/launch/slurm/SlurmHostlist.h"
#include "core/launch/slurm/SlurmJobStatus.h"
#include "core/launch/slurm/SlurmNode.h"
#include "core/launch/slurm/SlurmPartition.h"
#include "core/launch/slurm/SlurmTopology.h"
#include "core/launch/slurm/SrunCapabilities.h"

#include "tests/support/TestSupport.h"

#include <QFile>
#include <QtTest>

using namespace tb::core;
using namespace Qt::StringLiterals;

namespace {
QByteArray fixture(const QString& name) {
    QFile f(tb::test::sourceDir() + QStringLiteral("/tests/core/fixtures/slurm/") + name);
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", qPrintable(name));
    }
    return f.readAll();
}
QString text(const QString& name) {
    return QString::fromUtf8(fixture(name));
}
const SlurmNode* node(const QVector<SlurmNode>& nodes, const QString& name) {
    for (const SlurmNode& n : nodes) {
        if (n.name == name) {
            return &n;
        }
    }
    return nullptr;
}
const SlurmJobStatus* job(const QVector<SlurmJobStatus>& jobs, const QString& id) {
    for (const SlurmJobStatus& j : jobs) {
        if (j.jobId == id) {
            return &j;
        }
    }
    return nullptr;
}
}  // namespace

class tst_SlurmParsers : public QObject {
    Q_OBJECT

private slots:
    void hostlistExpands_data() {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QStringList>("hosts");
        QTest::newRow("plain") << u"node1"_s << QStringList{u"node1"_s};
        QTest::newRow("range") << u"node[1-3]"_s << QStringList{u"node1"_s, u"node2"_s, u"node3"_s};
        QTest::newRow("padded") << u"gpu[008-010]"_s << QStringList{u"gpu008"_s, u"gpu009"_s, u"gpu010"_s};
        QTest::newRow("mixed") << u"n[1,3-4],login"_s << QStringList{u"n1"_s, u"n3"_s, u"n4"_s, u"login"_s};
        QTest::newRow("two groups") << u"r[1-2]n[1-2]"_s << QStringList{u"r1n1"_s, u"r1n2"_s, u"r2n1"_s, u"r2n2"_s};
        QTest::newRow("suffix") << u"a[1-2]-ib"_s << QStringList{u"a1-ib"_s, u"a2-ib"_s};
        QTest::newRow("none") << u"None assigned"_s << QStringList{};
        QTest::newRow("null") << u"(null)"_s << QStringList{};
        QTest::newRow("empty") << u""_s << QStringList{};
    }
    void hostlistExpands() {
        QFETCH(QString, list);
        QFETCH(QStringList, hosts);
        auto r = SlurmHostlist::expand(list);
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        QCOMPARE(*r, hosts);
    }

    void hostlistRefusesHostile_data() {
        QTest::addColumn<QString>("list");
        QTest::newRow("huge range") << u"n[1-999999999]"_s;
        QTest::newRow("huge product") << u"a[1-1000]b[1-1000]"_s;
        QTest::newRow("unbalanced") << u"n[1-3"_s;
        QTest::newRow("stray close") << u"n1-3]"_s;
        QTest::newRow("reversed") << u"n[5-1]"_s;
        QTest::newRow("not a number") << u"n[a-b]"_s;
        QTest::newRow("space") << u"n1 n2"_s;
        QTest::newRow("control") << QStringLiteral("n1\x01");
        // b - a + 1 would overflow to a negative count and loop for ever.
        QTest::newRow("the whole qint64 range") << u"n[0-9223372036854775807]"_s;
    }
    void hostlistRefusesHostile() {
        QFETCH(QString, list);
        auto r = SlurmHostlist::expand(list);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Parse);
    }

    void hostlistCompresses() {
        QCOMPARE(SlurmHostlist::compress({u"node1"_s, u"node2"_s, u"node3"_s}), QStringLiteral("node[1-3]"));
        QCOMPARE(SlurmHostlist::compress({u"gpu008"_s, u"gpu009"_s, u"gpu011"_s, u"login"_s}),
                 QStringLiteral("gpu[008-009,011],login"));
        QCOMPARE(SlurmHostlist::compress({u"node2"_s}), QStringLiteral("node2"));
        QCOMPARE(SlurmHostlist::compress({}), QString());
        // Round trip.
        const QStringList hosts = *SlurmHostlist::expand(QStringLiteral("r[01-12],x,y[3-5,9]"));
        QCOMPARE(*SlurmHostlist::expand(SlurmHostlist::compress(hosts)), hosts);
    }

    void configOfTheTestCluster() {
        const SlurmConfig c = SlurmConfig::parse(text(u"testcluster-scontrol-show-config.txt"_s));
        QCOMPARE(c.version(), QStringLiteral("22.05.8"));
        QCOMPARE(c.clusterName(), QStringLiteral("tbtest"));
        QCOMPARE(c.topologyPlugin(), QStringLiteral("tree"));
        QVERIFY(c.accountingEnabled());
        QCOMPARE(c.setting(u"GresTypes"_s).value_or(QString()), QStringLiteral("gpu"));
        QCOMPARE(c.setting(u"HealthCheckProgram"_s).value_or(QString()),
                 QStringLiteral("/var/tmp/tb-slurm-Ab12Cd/healthcheck.sh"));
        QCOMPARE(c.number(u"HealthCheckInterval"_s).value_or(-1), 300);
        QCOMPARE(c.number(u"ReturnToService"_s).value_or(-1), 2);
        QVERIFY(!c.setting(u"ResumeProgram"_s));  // u"(null)"_s
        QVERIFY(c.prologs().isEmpty());
        // The MPI section's keys are kept apart from the main ones.
        QCOMPARE(c.value(u"MPI.PMIxTimeout"_s), QStringLiteral("300"));
        QVERIFY(c.value(u"PMIxTimeout"_s).isEmpty());
    }

    void configOfAProductionCluster() {
        const SlurmConfig c = SlurmConfig::parse(text(u"gpucluster-scontrol-show-config.txt"_s));
        QCOMPARE(c.clusterName(), QStringLiteral("h100-east"));
        QCOMPARE(c.setting(u"HealthCheckProgram"_s).value_or(QString()), QStringLiteral("/usr/sbin/nhc"));
        QCOMPARE(c.number(u"ReturnToService"_s).value_or(-1), 1);
        QCOMPARE(c.prologs().size(), 1);
        QCOMPARE(c.prologs().first().second, QStringLiteral("/etc/slurm/prolog.d/*"));
        QCOMPARE(c.setting(u"MpiDefault"_s).value_or(QString()), QStringLiteral("pmix"));
    }

    void configWithoutTopology() {
        const SlurmConfig c =
            SlurmConfig::parse(QStringLiteral("TopologyPlugin          = topology/none\n"
                                              "AccountingStorageType   = accounting_storage/none\n"));
        QVERIFY(c.topologyPlugin().isEmpty());
        QVERIFY(!c.accountingEnabled());
        QVERIFY(SlurmConfig::parse(QString()).isEmpty());
    }

    void partitions() {
        const auto parts = SlurmPartition::parse(text(u"testcluster-scontrol-show-partition.txt"_s));
        QCOMPARE(parts.size(), 2);
        QCOMPARE(parts[0].name, QStringLiteral("batch"));
        QVERIFY(parts[0].isDefault);
        QVERIFY(parts[0].isUp());
        QCOMPARE(parts[0].nodes, (QStringList{u"node1"_s, u"node2"_s}));
        QCOMPARE(parts[0].gpuCount(), 4);
        QCOMPARE(parts[0].maxTime, QStringLiteral("01:00:00"));
        QCOMPARE(parts[1].name, QStringLiteral("maint"));
        QVERIFY(!parts[1].isUp());
        const auto gpu = SlurmPartition::parse(text(u"gpucluster-scontrol-show-partition.txt"_s));
        QCOMPARE(gpu.size(), 2);
        QCOMPARE(gpu[0].nodes.size(), 6);
        QCOMPARE(gpu[0].gpuCount(), 48);  // gres/gpu=48, not doubled by gres/gpu:h100=48
        QCOMPARE(gpu[1].gpuCount(), 0);
    }

    void nodesFromSinfoJson() {
        auto nodes = SlurmNode::fromSinfoJson(fixture(u"testcluster-sinfo.json"_s));
        QVERIFY(nodes.ok());
        QCOMPARE(nodes->size(), 2);
        const SlurmNode* n1 = node(*nodes, u"node1"_s);
        const SlurmNode* n2 = node(*nodes, u"node2"_s);
        QVERIFY(n1 && n2);
        QCOMPARE(n1->state, QStringLiteral("mixed"));
        QCOMPARE(n1->gpus(), 2);
        QCOMPARE(n1->gpusUsed(), 1);
        QCOMPARE(n1->address, QStringLiteral("10.201.0.11"));
        QCOMPARE(n1->partitions, (QStringList{u"batch"_s, u"maint"_s}));
        QVERIFY(n1->usable());
        QCOMPARE(n2->state, QStringLiteral("down"));
        QCOMPARE(n2->flags, (QStringList{u"DRAIN"_s, u"NOT_RESPONDING"_s}));
        QCOMPARE(n2->reason, QStringLiteral("ib port down"));
        QCOMPARE(n2->reasonUser, QStringLiteral("root"));
        QCOMPARE(n2->reasonTime, QStringLiteral("2026-12-01T10:44:24"));
        QVERIFY(n1->reasonTime.isEmpty());  // reason_changed_at 0: no reason, no time
        QVERIFY(!n2->usable());
        QVERIFY(n2->describe().contains(QStringLiteral("not responding")));
        QVERIFY(n2->describe().contains(QStringLiteral("ib port down")));
        QCOMPARE(n2->version, QStringLiteral("22.05.8"));
    }

    void nodesFromScontrolAgree() {
        const auto json = *SlurmNode::fromSinfoJson(fixture(u"testcluster-sinfo.json"_s));
        for (const QString& file : {QStringLiteral("testcluster-scontrol-show-node.txt"),
                                    QStringLiteral("testcluster-scontrol-show-node-o.txt")}) {
            const auto nodes = SlurmNode::fromScontrol(text(file));
            QCOMPARE(nodes.size(), 2);
            for (const SlurmNode& n : nodes) {
                const SlurmNode* j = node(json, n.name);
                QVERIFY(j);
                QCOMPARE(n.state, j->state);
                QCOMPARE(n.flags, j->flags);
                QCOMPARE(n.reason, j->reason);  // the [root@time] stamp is removed
                // ... and kept apart: who set the reason and when, the same from both (JSON: epoch seconds).
                QCOMPARE(n.reasonUser, j->reasonUser);
                QCOMPARE(n.reasonTime, j->reasonTime);
                QCOMPARE(n.gpus(), j->gpus());
                QCOMPARE(n.address, j->address);
                QCOMPARE(n.cpus, j->cpus);
                QCOMPARE(n.os, j->os);  // a value with spaces
            }
        }
    }

    void theDrainsTimeIsKeptApart() {
        const auto nodes = SlurmNode::fromScontrol(text(u"testcluster-scontrol-show-node.txt"_s));
        const SlurmNode* n2 = node(nodes, u"node2"_s);
        QVERIFY(n2);
        QCOMPARE(n2->reason, u"ib port down"_s);
        QCOMPARE(n2->reasonUser, u"root"_s);
        QCOMPARE(n2->reasonTime, u"2026-12-01T10:44:24"_s);
        // A reason that only looks like a stamp in the middle stays whole.
        const auto odd = SlurmNode::fromScontrol(u"NodeName=n9 State=IDLE+DRAIN Reason=see [ticket@42] later\n"_s);
        QCOMPARE(odd.value(0).reason, u"see [ticket@42] later"_s);
        QVERIFY(odd.value(0).reasonTime.isEmpty());
    }

    void aFaultDrillPollPutsSlurmsStampOnTheClusterClock() {
        // The login node's clock in UTC+1: 13:17:21 local is 12:17:21 UTC (epoch 1796645841).
        const QByteArray poll =
            "1796645841.25 2026-12-07T13:17:21\n"
            "NodeName=node1 Arch=x86_64 CoresPerSocket=1\n"
            "   State=IDLE+DRAIN ThreadsPerCore=1\n"
            "   Reason=tierbench fault marker seen [root@2026-12-07T13:17:15]\n";
        auto p = tb::core::SlurmFaultDrill::parsePoll(poll, u"node1"_s);
        QVERIFY(p);
        QVERIFY(p->found);
        QVERIFY(!p->inService);
        QCOMPARE(p->offsetS, 3600.0);
        QVERIFY(p->reasonAt);
        QCOMPARE(*p->reasonAt, 1796645835.0);  // six seconds before the poll
        QCOMPARE(p->reason, u"tierbench fault marker seen"_s);
        // Another node's lines, or none, are "not found"; a clock that cannot be read is an error, never a time.
        QVERIFY(!tb::core::SlurmFaultDrill::parsePoll(poll, u"node2"_s)->found);
        QVERIFY(!tb::core::SlurmFaultDrill::parsePoll("Node node1 not found", u"node1"_s));
        QVERIFY(!tb::core::SlurmFaultDrill::parsePoll("nan 2026-12-07T13:17:21\n", u"node1"_s));
        QVERIFY(!tb::core::SlurmFaultDrill::parsePoll("", u"node1"_s));
    }

    void gresCounts() {
        QCOMPARE(SlurmNode::gpuCount(u"gpu:8"_s), 8);
        QCOMPARE(SlurmNode::gpuCount(u"gpu:h100:8(S:0-1)"_s), 8);
        QCOMPARE(SlurmNode::gpuCount(u"gpu:a100:4,gpu:v100:2,nic:1"_s), 6);
        QCOMPARE(SlurmNode::gpuCount(u"gpu:h100:2(IDX:0-1),gpu:h100:1(IDX:3)"_s), 3);
        QCOMPARE(SlurmNode::gpuCount(u"gpu:h100"_s), 1);
        QCOMPARE(SlurmNode::gpuCount(u"(null)"_s), 0);
        QCOMPARE(SlurmNode::gpuCount(u""_s), 0);
        QCOMPARE(SlurmNode::gpuCount(u"gpu:99999999999"_s), 1 << 20);  // absurd counts are capped
    }

    void productionNodes() {
        auto nodes = SlurmNode::fromSinfoJson(fixture(u"gpucluster-sinfo.json"_s));
        QVERIFY(nodes.ok());
        QCOMPARE(nodes->size(), 8);
        int usable = 0, gpus = 0;
        for (const SlurmNode& n : *nodes) {
            usable += n.usable() ? 1 : 0;
            gpus += n.gpus();
        }
        QCOMPARE(usable, 6);  // gpu005 drained, gpu006 not responding
        QCOMPARE(gpus, 48);
        QCOMPARE(node(*nodes, u"gpu005"_s)->describe(), QStringLiteral("drained: Xid 79 on GPU 3"));
    }

    void topology() {
        const SlurmTopology t = SlurmTopology::parse(text(u"testcluster-scontrol-show-topology.txt"_s));
        QCOMPARE(t.elements.size(), 1);
        QCOMPARE(t.elements[0].name, QStringLiteral("leaf0"));
        QCOMPARE(t.nodes(), (QStringList{u"node1"_s, u"node2"_s}));
        const SlurmTopology g = SlurmTopology::parse(text(u"gpucluster-scontrol-show-topology.txt"_s));
        QCOMPARE(g.elements.size(), 3);
        QCOMPARE(g.elements[2].level, 1);
        QCOMPARE(g.elements[2].switches, (QStringList{u"leaf1"_s, u"leaf2"_s}));
        QCOMPARE(g.missing({u"gpu001"_s, u"gpu005"_s, u"gpu006"_s}), QStringList{u"gpu006"_s});
        const SlurmTopology b = SlurmTopology::parse(QStringLiteral(
            "BlockName=b1 BlockIndex=0 Nodes=n[1-4] BlockSize=4\nBlockName=b2 BlockIndex=1 Nodes=n[5-8]"));
        QCOMPARE(b.elements.size(), 2);
        QVERIFY(b.elements[0].block);
        QCOMPARE(b.nodes().size(), 8);
        QVERIFY(SlurmTopology::parse(QStringLiteral("No topology information available")).isEmpty());
    }

    void mpiList() {
        QStringList versions;
        QCOMPARE(SrunCapabilities::parseMpiList(text(u"testcluster-srun-mpi-list.txt"_s), &versions),
                 (QStringList{u"pmix"_s, u"none"_s, u"cray_shasta"_s, u"pmi2"_s}));
        QCOMPARE(versions, QStringList{u"pmix_v4"_s});
        const auto old = SrunCapabilities::parse(text(u"oldslurm-srun-mpi-list.txt"_s), {});
        QVERIFY(old.hasMpi(u"pmix"_s));
        QVERIFY(old.hasMpi(u"pmix_v3"_s));
        const auto nopmix = SrunCapabilities::parse(text(u"nopmix-srun-mpi-list.txt"_s), {});
        QVERIFY(!nopmix.hasMpi(u"pmix"_s));
        QVERIFY(nopmix.hasMpi(u"pmi2"_s));
    }

    void srunHelpPyxis() {
        const auto plain = SrunCapabilities::parse({}, text(u"testcluster-srun-help.txt"_s));
        QVERIFY(plain.helpRead);
        QVERIFY(plain.hasOption(u"kill-on-bad-exit"_s));
        QVERIFY(plain.hasOption(u"container"_s));  // Slurm's own OCI option is not Pyxis
        QVERIFY(!plain.hasPyxis());
        QVERIFY(plain.pluginOptions.isEmpty());
        const auto pyxis = SrunCapabilities::parse({}, text(u"pyxis-srun-help.txt"_s));
        QVERIFY(pyxis.hasPyxis());
        QVERIFY(pyxis.pluginOptions.contains(u"container-mounts"_s));
        QVERIFY(pyxis.pluginOptions.contains(u"no-container-mount-home"_s));
        QVERIFY(!pyxis.pluginOptions.contains(u"kill-on-bad-exit"_s));
    }

    void sacctParsable() {
        const auto jobs = SlurmJobStatus::fromSacctParsable(text(u"testcluster-sacct-P.txt"_s));
        QCOMPARE(jobs.size(), 8);
        QCOMPARE(job(jobs, u"1"_s)->state, SlurmJobState::Cancelled);
        QCOMPARE(job(jobs, u"1"_s)->stateText, QStringLiteral("CANCELLED by 1001"));
        QCOMPARE(job(jobs, u"1"_s)->reason, QStringLiteral("PartitionDown"));
        QVERIFY(job(jobs, u"1"_s)->nodes.isEmpty());  // u"None assigned"_s
        QCOMPARE(job(jobs, u"2"_s)->state, SlurmJobState::NodeFail);
        QCOMPARE(job(jobs, u"2"_s)->elapsedS, 22);
        QCOMPARE(job(jobs, u"2"_s)->nodes, QStringLiteral("node[1-2]"));
        QCOMPARE(job(jobs, u"4"_s)->state, SlurmJobState::Pending);
        QCOMPARE(job(jobs, u"6"_s)->state, SlurmJobState::Failed);
        QCOMPARE(job(jobs, u"6"_s)->exitCode.value_or(-1), 3);
        QCOMPARE(job(jobs, u"8"_s)->state, SlurmJobState::Running);
        QVERIFY(slurmJobStateIsFinal(job(jobs, u"6"_s)->state));
        QVERIFY(!slurmJobStateIsFinal(job(jobs, u"8"_s)->state));
    }

    void sacctJson() {
        auto jobs = SlurmJobStatus::fromSacctJson(fixture(u"testcluster-sacct.json"_s));
        QVERIFY(jobs.ok());
        QCOMPARE(jobs->size(), 8);
        QCOMPARE(job(*jobs, u"3"_s)->state, SlurmJobState::NodeFail);
        QCOMPARE(job(*jobs, u"4"_s)->reason, QStringLiteral("PartitionDown"));
        QCOMPARE(job(*jobs, u"8"_s)->name, QStringLiteral("tb-run"));
        // Job 6 exited 3; 22.05's JSON says 0, which is not believed for a failed job.
        QCOMPARE(job(*jobs, u"6"_s)->state, SlurmJobState::Failed);
        QVERIFY(!job(*jobs, u"6"_s)->exitCode.has_value());
        // And the two forms agree on every state.
        const auto parsable = SlurmJobStatus::fromSacctParsable(text(u"testcluster-sacct-P.txt"_s));
        for (const SlurmJobStatus& p : parsable) {
            QCOMPARE(job(*jobs, p.jobId)->state, p.state);
        }
    }

    void squeueForms() {
        const auto lines = SlurmJobStatus::fromSqueue(text(u"testcluster-squeue-o.txt"_s));
        QCOMPARE(lines.size(), 3);
        QCOMPARE(job(lines, u"4"_s)->reason, QStringLiteral("PartitionDown"));
        QCOMPARE(job(lines, u"8"_s)->nodes, QStringLiteral("node1"));
        auto json = SlurmJobStatus::fromSqueueJson(fixture(u"testcluster-squeue.json"_s));
        QVERIFY(json.ok());
        // 22.05's squeue --json ignores -j: every job the controller still holds is listed.
        QCOMPARE(json->size(), 8);
        QCOMPARE(job(*json, u"6"_s)->exitCode.value_or(-1), 3);  // raw wait status 768
        QCOMPARE(job(*json, u"7"_s)->signal.value_or(-1), 15);
        QCOMPARE(job(*json, u"4"_s)->state, SlurmJobState::Pending);
        QCOMPARE(job(*json, u"4"_s)->reason, QStringLiteral("PartitionDown"));
    }

    void jobStateKeys() {
        QCOMPARE(slurmJobStateFromKey(u"CANCELLED by 0"_s), SlurmJobState::Cancelled);
        QCOMPARE(slurmJobStateFromKey(u"PD"_s), SlurmJobState::Pending);
        QCOMPARE(slurmJobStateFromKey(u"completing*"_s), SlurmJobState::Completing);
        QCOMPARE(slurmJobStateFromKey(u"OUT_OF_MEMORY"_s), SlurmJobState::OutOfMemory);
        QVERIFY(!slurmJobStateFromKey(u"EXPLODED"_s));
        QCOMPARE(slurmJobStateKey(SlurmJobState::NodeFail), QStringLiteral("NODE_FAIL"));
    }

    void hostileJobText() {
        // Garbage, truncated JSON, wrong types: never a crash, never an invented job.
        QVERIFY(SlurmJobStatus::fromSacctParsable(QStringLiteral("|||\n12x|RUNNING\n;rm -rf /|PENDING")).isEmpty());
        QVERIFY(!SlurmJobStatus::fromSacctJson("{\"jobs\": [ {\"job_id\": 1, \"state\": "_ba));
        QVERIFY(!SlurmJobStatus::fromSqueueJson("[]"_ba));
        auto odd = SlurmJobStatus::fromSqueueJson(
            "{\"jobs\":[{\"job_id\":\"x\"},{\"job_id\":-5},{\"job_id\":7,\"job_state\":42,\"exit_code\":\"a\"}]}"_ba);
        QVERIFY(odd.ok());
        QCOMPARE(odd->size(), 1);
        QCOMPARE(odd->first().state, SlurmJobState::Unknown);
        QVERIFY(!SlurmNode::fromSinfoJson("not json"_ba));
        auto weird = SlurmNode::fromSinfoJson("{\"nodes\":[{\"name\":\"a\",\"cpus\":-3,\"real_memory\":1e300}]}"_ba);
        QVERIFY(weird.ok());
        QCOMPARE(weird->first().cpus, 0);
        QCOMPARE(weird->first().realMemoryMb, 0);
        QCOMPARE(SlurmJobStatus::parseElapsed(u"1-02:03:04"_s), 93784);
        QCOMPARE(SlurmJobStatus::parseElapsed(u"03:04"_s), 184);
        QCOMPARE(SlurmJobStatus::parseElapsed(u"INVALID"_s), -1);
    }
};

QTEST_GUILESS_MAIN(tst_SlurmParsers)
#include "tst_SlurmParsers.moc"
