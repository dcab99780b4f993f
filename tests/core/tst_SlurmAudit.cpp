// The scheduler audit on recorded discovery replies: the framed reply of the real test cluster's commands
// (fixtures testcluster-*) and of a production-shaped cluster (gpucluster-*), each check's status and the command
// its evidence comes from; a garbled or cut reply is an error, not a half audit.
#include "core/launch/slurm/SlurmAudit.h"
#include "core/launch/slurm/SlurmDiscovery.h"

#include "tests/support/TestSupport.h"

#include <QFile>
#include <QtTest>

using namespace tb::core;
using namespace Qt::StringLiterals;

namespace {
QByteArray fixture(const QString& name) {
    QFile f(tb::test::sourceDir() + u"/tests/core/fixtures/slurm/"_s + name);
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", qPrintable(name));
    }
    return f.readAll();
}

// A reply as SlurmDiscovery::command prints it: "@tb-cmd <index> <exit> <bytes>", the bytes, a newline.
QByteArray frame(const QVector<QPair<int, QByteArray>>& outputs) {
    QByteArray reply;
    for (int i = 0; i < outputs.size(); ++i) {
        reply += "@tb-cmd " + QByteArray::number(i) + ' ' + QByteArray::number(outputs[i].first) + ' ' +
                 QByteArray::number(outputs[i].second.size()) + '\n' + outputs[i].second + '\n';
    }
    return reply;
}

QByteArray testClusterReply(const QByteArray& srunFullNode) {
    return frame({{0, fixture(u"testcluster-sinfo.json"_s)},
                  {0, fixture(u"testcluster-scontrol-show-config.txt"_s)},
                  {0, fixture(u"testcluster-scontrol-show-partition.txt"_s)},
                  {0, fixture(u"testcluster-scontrol-show-node.txt"_s)},
                  {0, fixture(u"testcluster-scontrol-show-topology.txt"_s)},
                  {0, fixture(u"testcluster-srun-mpi-list.txt"_s)},
                  {0, fixture(u"testcluster-srun-help.txt"_s)},
                  {0, "9|wrap|COMPLETED|0:0\n"},
                  {0, "8|RUNNING|node1|None|tb-run|tbtest|0:07\n"},
                  {0, srunFullNode}});
}

QByteArray gpuClusterReply(const QByteArray& srunFullNode) {
    return frame({{0, fixture(u"gpucluster-sinfo.json"_s)},
                  {0, fixture(u"gpucluster-scontrol-show-config.txt"_s)},
                  {0, fixture(u"gpucluster-scontrol-show-partition.txt"_s)},
                  {1, "scontrol: error: not needed\n"},
                  {0, fixture(u"gpucluster-scontrol-show-topology.txt"_s)},
                  {0, fixture(u"nopmix-srun-mpi-list.txt"_s)},
                  {0, fixture(u"pyxis-srun-help.txt"_s)},
                  {1, "sacct: error: Problem talking to the database: Connection refused\n"},
                  {0, ""},
                  {0, srunFullNode}});
}

const FindingRecord* finding(const QVector<FindingRecord>& all, const QString& key) {
    for (const FindingRecord& f : all) {
        if (f.key == key) {
            return &f;
        }
    }
    return nullptr;
}
}  // namespace

class tst_SlurmAudit : public QObject {
    Q_OBJECT

private slots:
    void commandIsOneFramedScript() {
        SlurmSettings s;
        s.partition = u"batch"_s;
        const QString audit = SlurmDiscovery::command(SlurmDiscovery::Depth::Audit, s);
        QCOMPARE(audit.count(u"@tb-cmd "_s), SlurmDiscovery::commandNames(SlurmDiscovery::Depth::Audit).size());
        QVERIFY(audit.contains(u"--exclusive"_s));
        QVERIFY(audit.contains(u"--partition=batch"_s));
        const QString view = SlurmDiscovery::command(SlurmDiscovery::Depth::View, s);
        QVERIFY(!view.contains(u"srun --nodes"_s));  // looking does not allocate anything
    }

    void testClusterAudit() {
        auto d = SlurmDiscovery::parse(testClusterReply("@tb-node node1\n@tb-elapsed-ms 412\n"),
                                       SlurmDiscovery::Depth::Audit);
        QVERIFY2(d.ok(), qPrintable(d.ok() ? QString() : d.error().toString()));
        QCOMPARE(d->nodes.size(), 2);
        QCOMPARE(d->partitions.size(), 2);
        QVERIFY(d->accountingAnswers);
        QCOMPARE(d->jobs.size(), 1);
        QCOMPARE(d->jobs.first().user, u"tbtest"_s);
        QCOMPARE(d->prologSeconds.value_or(-1), 0.412);
        QCOMPARE(d->prologNode, u"node1"_s);
        QVERIFY(!d->ncclConfPresent);
        const auto f = SlurmAudit::findings(*d);
        QCOMPARE(finding(f, u"slurm.topology"_s)->status, FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.topology"_s)->value, u"scontrol show topology"_s);  // the evidence
        QCOMPARE(finding(f, u"slurm.gres"_s)->status, FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.pmix"_s)->status, FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.pyxis"_s)->status, FindingStatus::Fail);
        QCOMPARE(finding(f, u"slurm.accounting"_s)->status, FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.healthcheck"_s)->status, FindingStatus::Pass);
        QVERIFY(finding(f, u"slurm.healthcheck"_s)->detail.contains(u"healthcheck.sh"_s));
        QCOMPARE(finding(f, u"slurm.healthcheck_interval_seconds"_s)->value, u"300"_s);  // the cost model reads it
        QCOMPARE(finding(f, u"slurm.auto_remediation"_s)->status, FindingStatus::Pass);  // ReturnToService=2
        QCOMPARE(finding(f, u"slurm.node_states"_s)->status, FindingStatus::Warn);       // node2 drained in the fixture
        QVERIFY(finding(f, u"slurm.node_states"_s)->detail.contains(u"ib port down"_s));
        QCOMPARE(finding(f, u"slurm.prolog"_s)->status, FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.nccl_conf"_s)->status, FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.version"_s)->value, u"22.05.8"_s);
        // The snapshot the cluster view shows.
        const ClusterSnapshot snap = d->snapshot();
        QCOMPARE(snap.scheduler, u"Slurm 22.05.8"_s);
        QCOMPARE(snap.queues.size(), 2);
        QCOMPARE(snap.nodes.size(), 2);
        QVERIFY(snap.output(u"scontrol show config"_s));
    }

    void productionClusterAudit() {
        auto d = SlurmDiscovery::parse(
            gpuClusterReply("@tb-node gpu003\n@tb-nccl-conf\nNCCL_IB_HCA=mlx5\nNCCL_ALGO=Ring\n@tb-elapsed-ms 41200\n"),
            SlurmDiscovery::Depth::Audit);
        QVERIFY2(d.ok(), qPrintable(d.ok() ? QString() : d.error().toString()));
        const auto f = SlurmAudit::findings(*d);
        // gpu006 is a GPU node that no switch lists.
        QCOMPARE(finding(f, u"slurm.topology"_s)->status, FindingStatus::Warn);
        QVERIFY(finding(f, u"slurm.topology"_s)->detail.contains(u"gpu006"_s));
        QCOMPARE(finding(f, u"slurm.gres"_s)->status, FindingStatus::Pass);
        QVERIFY(finding(f, u"slurm.gres"_s)->detail.startsWith(u"48 GPUs"_s));
        QCOMPARE(finding(f, u"slurm.pmix"_s)->status, FindingStatus::Fail);
        QVERIFY(finding(f, u"slurm.pmix"_s)->detail.contains(u"pmi2"_s));
        QCOMPARE(finding(f, u"slurm.pyxis"_s)->status, FindingStatus::Pass);
        QCOMPARE(finding(f, u"slurm.accounting"_s)->status, FindingStatus::Warn);  // configured, but sacct failed
        QVERIFY(finding(f, u"slurm.accounting"_s)->detail.contains(u"Connection refused"_s));
        QCOMPARE(finding(f, u"slurm.healthcheck"_s)->status, FindingStatus::Pass);
        QVERIFY(finding(f, u"slurm.healthcheck"_s)->detail.contains(u"NHC"_s));
        QCOMPARE(finding(f, u"slurm.auto_remediation"_s)->status, FindingStatus::Warn);  // ReturnToService=1
        QCOMPARE(finding(f, u"slurm.prolog"_s)->status, FindingStatus::Fail);            // 41.2 s
        QCOMPARE(finding(f, u"slurm.nccl_conf"_s)->status, FindingStatus::Fail);
        QVERIFY(finding(f, u"slurm.nccl_conf"_s)->detail.contains(u"NCCL_ALGO=Ring"_s));
        QVERIFY(!finding(f, u"slurm.nccl_conf"_s)->detail.contains(u"NCCL_IB_HCA"_s));
        QCOMPARE(d->gpuNodes().size(), 6);
    }

    void srunThatCouldNotStart() {
        QByteArray srunError = "srun: error: Unable to allocate resources: Immediate execution impossible\n";
        QByteArray reply = testClusterReply(srunError);
        reply.replace("@tb-cmd 9 0 " + QByteArray::number(srunError.size()),
                      "@tb-cmd 9 1 " + QByteArray::number(srunError.size()));
        auto failed = SlurmDiscovery::parse(reply, SlurmDiscovery::Depth::Audit);
        QVERIFY(failed.ok());
        QVERIFY(!failed->prologSeconds);
        const auto f = SlurmAudit::findings(*failed);
        QCOMPARE(finding(f, u"slurm.prolog"_s)->status, FindingStatus::Unknown);
        QVERIFY(finding(f, u"slurm.prolog"_s)->detail.contains(u"Immediate execution impossible"_s));
        QCOMPARE(finding(f, u"slurm.nccl_conf"_s)->status, FindingStatus::Unknown);
    }

    void garbledRepliesAreErrors() {
        QVERIFY(!SlurmDiscovery::parse({}, SlurmDiscovery::Depth::View));
        QVERIFY(!SlurmDiscovery::parse("@tb-cmd 0 0 999999\nshort", SlurmDiscovery::Depth::View));
        QVERIFY(!SlurmDiscovery::parse("@tb-cmd 77 0 0\n\n", SlurmDiscovery::Depth::View));
        QByteArray cut = testClusterReply("@tb-elapsed-ms 1\n");
        cut.truncate(cut.size() / 2);
        QVERIFY(!SlurmDiscovery::parse(cut, SlurmDiscovery::Depth::Audit));
        // Not a Slurm login node: scontrol prints nothing useful.
        QByteArray none = frame({{127, "sh: sinfo: not found\n"},
                                 {127, "sh: scontrol: not found\n"},
                                 {127, ""},
                                 {127, ""},
                                 {127, ""},
                                 {127, ""},
                                 {127, ""},
                                 {127, ""},
                                 {127, ""}});
        auto r = SlurmDiscovery::parse(none, SlurmDiscovery::Depth::View);
        QVERIFY(!r);
        QVERIFY(r.error().message.contains(u"login node"_s));
    }

    void forcedNcclSettings() {
        QCOMPARE(SlurmAudit::forcedNcclSettings(u"# NCCL_ALGO=Tree\nNCCL_PROTO = Simple\nexport NCCL_MIN_NCHANNELS=16\n"
                                                "NCCL_SOCKET_IFNAME=eth0\n"_s),
                 (QStringList{u"NCCL_PROTO=Simple"_s, u"NCCL_MIN_NCHANNELS=16"_s}));
    }
};

QTEST_GUILESS_MAIN(tst_SlurmAudit)
#include "tst_SlurmAudit.moc"
