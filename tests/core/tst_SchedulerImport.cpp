// Issue 37.4: the scheduler outputs an analyst is handed. sinfo (default, -N -l, -o with GRES, -R, pasted together),
// scontrol show node, sacct (plain and --parsable2), kubectl describe node and get node -o yaml|json: detection,
// node states with every suffix, drains with their reasons and who set them when, GPUs advertised or not, job
// outcomes (a COMPLETED job whose step was cancelled by a signal failed), and input that is cut, hostile or huge.
#include "ImportTestUtil.h"

#include "core/import/FormatDetector.h"
#include "core/import/KubeNodeChecks.h"
#include "core/import/SacctParser.h"
#include "core/import/SinfoParser.h"
#include "core/run/NodeCheckSuggestions.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

using namespace tb::core;
using namespace importtest;

namespace {

ParsedRun only(const QByteArray& text, const QString& format = QStringLiteral("auto")) {
    return parseText(text, format).runs.value(0);
}

ParsedRun fromFixture(const QString& name) {
    return parse(name).runs.value(0);
}

QStringList words(const char* commaSeparated) {
    return QString::fromLatin1(commaSeparated).split(u',', Qt::SkipEmptyParts);
}

// No check of the run passes: what a hostile or cut input may give at best.
bool nothingPasses(const ParsedRun& run) {
    for (const FindingRecord& f : run.findings) {
        if (f.kind == FindingKind::Check && f.status == FindingStatus::Pass)
            return false;
    }
    return true;
}

}  // namespace

class tst_SchedulerImport : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureIsDetected_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("tool");
        const struct {
            const char *file, *format, *tool;
        } cases[] = {
            {"sinfo-default.txt", "sinfo", "sinfo"},
            {"sinfo-N-long.txt", "sinfo", "sinfo"},
            {"sinfo-gres.txt", "sinfo", "sinfo"},
            {"sinfo-reasons.txt", "sinfo", "sinfo"},
            {"scontrol-show-node.txt", "scontrol-node", "scontrol"},
            {"sacct-plain.txt", "sacct", "sacct"},
            {"sacct-parsable2.txt", "sacct", "sacct"},
            {"kubectl-describe-nodes.txt", "kubectl-describe-node", "kubectl"},
            {"kubectl-nodes.yaml", "kubectl-node-yaml", "kubectl"},
            {"kubectl-nodes.json", "kubectl-node-json", "kubectl"},
        };
        for (const auto& c : cases) {
            QTest::newRow(c.file) << QString::fromLatin1(c.file) << QString::fromLatin1(c.format)
                                  << QString::fromLatin1(c.tool);
        }
    }

    void everyFixtureIsDetected() {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(QString, tool);
        QString reason;
        QCOMPARE(FormatDetector::detect(fixture(file), &reason), format);
        QVERIFY(FormatDetector::isKnown(format));
        const ParsedImport p = parse(file);
        QCOMPARE(p.format, format);
        QCOMPARE(p.runs.size(), 1);
        QCOMPARE(p.runs[0].tool, tool);
        QVERIFY(!p.runs[0].truncated);
        QVERIFY2(p.runs[0].warnings.isEmpty(), qPrintable(p.runs[0].warnings.join(u'|')));
    }

    void sinfoStateSuffixes_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("base");
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<bool>("known");
        QTest::newRow("drng@") << "drng@"
                               << "mixed" << words("REBOOT_REQUESTED,DRAIN") << true;
        QTest::newRow("fail*") << "fail*"
                               << "idle" << words("NOT_RESPONDING,FAIL") << true;
        QTest::newRow("idle~") << "idle~"
                               << "idle" << words("POWERED_DOWN") << true;
        QTest::newRow("maint") << "maint"
                               << "idle" << words("MAINTENANCE") << true;
        QTest::newRow("down$") << "down$"
                               << "down" << words("MAINTENANCE") << true;
        QTest::newRow("mix-") << "mix-"
                              << "mixed" << words("PLANNED") << true;
        QTest::newRow("alloc#") << "alloc#"
                                << "allocated" << words("POWERING_UP") << true;
        QTest::newRow("drained*") << "drained*"
                                  << "idle" << words("NOT_RESPONDING,DRAIN") << true;
        QTest::newRow("IDLE+DRAIN") << "IDLE+DRAIN"
                                    << "idle" << words("DRAIN") << true;
        QTest::newRow("down+drain+not_responding") << "down+drain+not_responding"
                                                   << "down" << words("DRAIN,NOT_RESPONDING") << true;
        QTest::newRow("inval") << "inval"
                               << "down" << words("INVALID_REG") << true;
        QTest::newRow("unknown word") << "sleepy*"
                                      << "sleepy" << words("NOT_RESPONDING") << false;
        QTest::newRow("only suffixes") << "*~"
                                       << "" << words("POWERED_DOWN,NOT_RESPONDING") << false;
    }

    void sinfoStateSuffixes() {
        QFETCH(QString, text);
        QFETCH(QString, base);
        QFETCH(QStringList, flags);
        QFETCH(bool, known);
        const SinfoParser::State st = SinfoParser::decodeState(text);
        QCOMPARE(st.base, base);
        QCOMPARE(st.flags, flags);
        QCOMPARE(st.known, known);
    }

    void sinfoDefaultExpandsNodeListsAndReadsSuffixes() {
        const ParsedRun run = fromFixture(QStringLiteral("sinfo-default.txt"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes")).value, QStringLiteral("14"));
        const FindingRecord out = finding(run, QStringLiteral("slurm.nodes_out"));
        QCOMPARE(out.status, FindingStatus::Fail);  // gpu07 is fail*: failing and not responding
        QCOMPARE(out.value, QStringLiteral("4"));   // gpu03, gpu05 (drng@), gpu07 (fail*), gpu08 (maint)
        QVERIFY2(out.detail.contains(QStringLiteral("1 down or failing: gpu07")), qPrintable(out.detail));
        QVERIFY2(out.detail.contains(QStringLiteral("gpu05 (draining, reboot pending)")), qPrintable(out.detail));
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu08")).value, QStringLiteral("idle (maintenance)"));
        QVERIFY(finding(run, QStringLiteral("slurm.node.gpu07")).value.contains(QStringLiteral("failing")));
        QVERIFY(finding(run, QStringLiteral("slurm.node.gpu03")).key.size() > 0);
        // Powered-down (idle~) and mixed nodes are in service; no fact for them.
        QVERIFY(finding(run, QStringLiteral("slurm.node.gpu11")).key.isEmpty());
        QVERIFY(finding(run, QStringLiteral("slurm.node.gpu09")).key.isEmpty());
        // No GRES column: nothing is said about GPUs, and nothing reads as a pass for them.
        QVERIFY(finding(run, QStringLiteral("slurm.gpu_gres")).key.isEmpty());
        QCOMPARE(finding(run, QStringLiteral("slurm.auto_drain")).status, FindingStatus::Unknown);
    }

    void sinfoLongKeepsReasonsAndPartitions() {
        const ParsedRun run = fromFixture(QStringLiteral("sinfo-N-long.txt"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes")).value, QStringLiteral("4"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Fail);  // gpu03 down*
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).value, QStringLiteral("3"));
        const FindingRecord gpu04 = finding(run, QStringLiteral("slurm.node.gpu04"));
        QCOMPARE(gpu04.value, QStringLiteral("draining"));
        QCOMPARE(gpu04.detail, QStringLiteral("ib port flapping"));
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu02")).value, QStringLiteral("drained"));
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu02")).detail, QStringLiteral("NHC: check_gpu_xid:"));
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu03")).value, QStringLiteral("down (not responding)"));
        // The NHC drain is automatic; "Not responding" and a typed reason are not.
        const FindingRecord automatic = finding(run, QStringLiteral("slurm.auto_drain"));
        QCOMPARE(automatic.status, FindingStatus::Pass);
        QCOMPARE(automatic.value, QStringLiteral("1"));
        QVERIFY2(automatic.detail.contains(QStringLiteral("gpu02")), qPrintable(automatic.detail));
    }

    void sinfoGresFailsAGpuNodeWithoutGpus() {
        const ParsedRun run = fromFixture(QStringLiteral("sinfo-gres.txt"));
        const FindingRecord gres = finding(run, QStringLiteral("slurm.gpu_gres"));
        QCOMPARE(gres.status, FindingStatus::Fail);
        QCOMPARE(gres.value, QStringLiteral("1"));
        QVERIFY2(gres.detail.contains(QStringLiteral("gpu03")), qPrintable(gres.detail));
        QVERIFY2(!gres.detail.contains(QStringLiteral("cpu01")), qPrintable(gres.detail));  // a CPU partition
        QCOMPARE(finding(run, QStringLiteral("slurm.gpus")).value, QStringLiteral("23"));
        QCOMPARE(finding(run, QStringLiteral("slurm.cpu_nodes")).value, QStringLiteral("1"));
        // Slurm drained gpu04 itself when it registered fewer GPUs than configured.
        QCOMPARE(finding(run, QStringLiteral("slurm.auto_drain")).status, FindingStatus::Pass);
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Warn);
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu04")).detail,
                 QStringLiteral("gres/gpu count reported lower than configured (7 < 8)"));
    }

    void sinfoListReasonsKeepsWhoAndWhen() {
        const ParsedRun run = fromFixture(QStringLiteral("sinfo-reasons.txt"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes")).value, QStringLiteral("4"));
        // sinfo -R shows no state: every node it lists is out, but how far is not visible.
        const FindingRecord out = finding(run, QStringLiteral("slurm.nodes_out"));
        QCOMPARE(out.status, FindingStatus::Warn);
        QCOMPARE(out.value, QStringLiteral("4"));
        const FindingRecord gpu11 = finding(run, QStringLiteral("slurm.node.gpu11"));
        QCOMPARE(gpu11.value, QStringLiteral("listed with a reason"));
        QCOMPARE(gpu11.detail,
                 QStringLiteral("NHC: check_hw_ib: mlx5_2 port 1 state DOWN (set by root at 2026-12-06T22:01:09)"));
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu07")).detail,
                 QStringLiteral("Kill task failed (set by slurm at 2026-12-05T03:14:15)"));
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu12")).detail,
                 QStringLiteral("replace PSU, ticket 4411 (set by ops)"));
        QCOMPARE(finding(run, QStringLiteral("slurm.auto_drain")).value, QStringLiteral("3"));
    }

    void pastedListingsMergePerNode() {
        // sinfo -N -o "%N %T" and then sinfo -R in one paste: the state of the first, the reason of the second.
        const ParsedRun run =
            only(QByteArrayLiteral("NODELIST STATE\n"
                                   "gpu01 idle\n"
                                   "gpu02 drained\n"
                                   "$ sinfo -R\n"
                                   "REASON USER TIMESTAMP NODELIST\n"
                                   "bad HCA root 2026-12-07T09:00:00 gpu02\n"));
        QCOMPARE(run.tool, QStringLiteral("sinfo"));
        const FindingRecord gpu02 = finding(run, QStringLiteral("slurm.node.gpu02"));
        QCOMPARE(gpu02.value, QStringLiteral("drained"));
        QCOMPARE(gpu02.detail, QStringLiteral("bad HCA (set by root at 2026-12-07T09:00:00)"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Warn);
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).value, QStringLiteral("1"));
    }

    void sinfoAllUpPassesButACutOneDoesNot() {
        const QByteArray all = QByteArrayLiteral(
            "PARTITION AVAIL TIMELIMIT NODES STATE NODELIST\n"
            "gpu* up infinite 3 idle gpu[1-3]\n"
            "gpu* up infinite 1 alloc gpu4\n");
        QCOMPARE(finding(only(all), QStringLiteral("slurm.nodes_out")).status, FindingStatus::Pass);
        // The same listing cut inside its last row: what was read may have been all, or not.
        const ParsedRun cut = only(all.left(all.size() - 1));
        QCOMPARE(finding(cut, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Unknown);
        QVERIFY(cut.truncated);
        // A row that does not fit the header could hide a down node.
        const ParsedRun odd = only(all + "gpu* up infinite\n");
        QCOMPARE(finding(odd, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Unknown);
        QVERIFY2(odd.warnings.join(u' ').contains(QStringLiteral("did not fit the header")),
                 qPrintable(odd.warnings.join(u' ')));
        // Without a header, sinfo -h's default columns are still recognised, and said so.
        const ParsedRun bare = only(QByteArrayLiteral("gpu* up infinite 2 down* gpu[1-2]\n"), QStringLiteral("sinfo"));
        QCOMPARE(finding(bare, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Fail);
        QVERIFY(bare.warnings.join(u' ').contains(QStringLiteral("no header")));
    }

    void scontrolReadsStatesGresAndStampedReasons() {
        const ParsedRun run = fromFixture(QStringLiteral("scontrol-show-node.txt"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes")).value, QStringLiteral("4"));
        const FindingRecord gpu02 = finding(run, QStringLiteral("slurm.node.gpu02"));
        QCOMPARE(gpu02.value, QStringLiteral("drained"));
        QCOMPARE(gpu02.detail, QStringLiteral("NHC: check_nv_healthmon: GPU 3 Xid 79, fallen off the bus (set by root "
                                              "at 2026-12-06T22:01:09)"));
        QCOMPARE(finding(run, QStringLiteral("slurm.node.gpu03")).value, QStringLiteral("drained (not responding)"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Fail);
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).value, QStringLiteral("2"));
        QCOMPARE(finding(run, QStringLiteral("slurm.auto_drain")).status, FindingStatus::Pass);
        QCOMPARE(finding(run, QStringLiteral("slurm.auto_drain")).value, QStringLiteral("1"));
        // gpu04 is up in the GPU partition with Gres=(null).
        const FindingRecord gres = finding(run, QStringLiteral("slurm.gpu_gres"));
        QCOMPARE(gres.status, FindingStatus::Fail);
        QVERIFY2(gres.detail.contains(QStringLiteral("gpu04")), qPrintable(gres.detail));
        QCOMPARE(finding(run, QStringLiteral("slurm.gpus")).value, QStringLiteral("24"));
        // One line a node (scontrol -o) reads the same.
        const ParsedRun oneLine =
            only(QByteArrayLiteral("NodeName=a1 CPUTot=8 Gres=gpu:4 State=IDLE Partitions=p Reason=x\n"
                                   "NodeName=a2 CPUTot=8 Gres=gpu:4 State=ALLOCATED Partitions=p\n"));
        QCOMPARE(finding(oneLine, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Pass);
        QCOMPARE(finding(oneLine, QStringLiteral("slurm.gpu_gres")).status, FindingStatus::Pass);
        QCOMPARE(finding(oneLine, QStringLiteral("slurm.gpus")).value, QStringLiteral("8"));
        // slurm.conf's node lines look alike but name ranges: no node is made up from them.
        auto conf = Importer::parseBytes("NodeName=gpu[01-04] CPUs=224 Gres=gpu:8 State=UNKNOWN\n");
        QVERIFY(conf);
        QVERIFY(conf->truncated);
        QVERIFY(finding(conf->runs.value(0), QStringLiteral("slurm.nodes")).key.isEmpty());
    }

    void sacctPlainJudgesJobsByTheirSteps() {
        const ParsedRun run = fromFixture(QStringLiteral("sacct-plain.txt"));
        QCOMPARE(finding(run, QStringLiteral("slurm.jobs")).value, QStringLiteral("6"));
        QCOMPARE(finding(run, QStringLiteral("slurm.jobs_recorded")).status, FindingStatus::Pass);
        const FindingRecord outcomes = finding(run, QStringLiteral("slurm.job_outcomes"));
        QCOMPARE(outcomes.status, FindingStatus::Fail);  // 1003 NODE_FAIL
        QCOMPARE(outcomes.value, QStringLiteral("3"));   // 1002, 1003, 1004
        QVERIFY2(outcomes.detail.contains(QStringLiteral("1 of 5 finished jobs ended by a node failure: 1003")),
                 qPrintable(outcomes.detail));
        const FindingRecord burn = finding(run, QStringLiteral("slurm.job.1002"));
        QCOMPARE(burn.value, QStringLiteral("failed (COMPLETED, but a step did not)"));
        QVERIFY2(burn.detail.contains(QStringLiteral("step 1002.0 CANCELLED+ by signal 9")), qPrintable(burn.detail));
        QVERIFY2(!burn.detail.contains(QStringLiteral("extern")), qPrintable(burn.detail));
        QCOMPARE(finding(run, QStringLiteral("slurm.job.1003")).value, QStringLiteral("node failure"));
        QCOMPARE(finding(run, QStringLiteral("slurm.job.1004")).value, QStringLiteral("failed (FAILED)"));
        QCOMPARE(finding(run, QStringLiteral("slurm.job.1005")).value, QStringLiteral("cancelled"));
        QVERIFY(finding(run, QStringLiteral("slurm.job.1001")).key.isEmpty());  // completed, every step
        QVERIFY(finding(run, QStringLiteral("slurm.job.1006")).key.isEmpty());  // still running
        QCOMPARE(finding(run, QStringLiteral("slurm.jobs_failed")).value, QStringLiteral("3"));
    }

    void sacctParsable2() {
        const ParsedRun run = fromFixture(QStringLiteral("sacct-parsable2.txt"));
        QCOMPARE(finding(run, QStringLiteral("slurm.jobs")).value, QStringLiteral("3"));
        QCOMPARE(finding(run, QStringLiteral("slurm.job_outcomes")).status, FindingStatus::Fail);  // BOOT_FAIL
        const FindingRecord nccl = finding(run, QStringLiteral("slurm.job.2001"));
        QCOMPARE(nccl.value, QStringLiteral("failed (COMPLETED, but a step did not)"));
        QVERIFY2(nccl.detail.contains(QStringLiteral("step 2001.0 CANCELLED by 0 by signal 9")) &&
                     nccl.detail.contains(QStringLiteral("on gpu[01-02]")),
                 qPrintable(nccl.detail));
        QCOMPARE(finding(run, QStringLiteral("slurm.job.2003")).value, QStringLiteral("node failure"));
        QVERIFY(finding(run, QStringLiteral("slurm.job.2002")).key.isEmpty());

        // Every job complete, every step clean: a pass. --parsable's trailing '|' reads the same.
        const ParsedRun good =
            only(QByteArrayLiteral("JobID|State|ExitCode|\n"
                                   "7|COMPLETED|0:0|\n7.batch|COMPLETED|0:0|\n"
                                   "7.0|COMPLETED|0:0|\n8|COMPLETED|0:0|\n"));
        QCOMPARE(finding(good, QStringLiteral("slurm.job_outcomes")).status, FindingStatus::Pass);
        QCOMPARE(finding(good, QStringLiteral("slurm.jobs")).value, QStringLiteral("2"));
        // A step killed by a signal while its state still says COMPLETED is not a pass either.
        const ParsedRun signalled =
            only(QByteArrayLiteral("JobID|State|ExitCode\n"
                                   "9|COMPLETED|0:0\n9.0|COMPLETED|0:15\n"));
        QCOMPARE(finding(signalled, QStringLiteral("slurm.job_outcomes")).status, FindingStatus::Warn);
        QVERIFY(finding(signalled, QStringLiteral("slurm.job.9")).detail.contains(QStringLiteral("signal 15")));
        // Only running jobs: nothing to judge.
        const ParsedRun running = only(QByteArrayLiteral("JobID|State|ExitCode\n10|RUNNING|0:0\n"));
        QCOMPARE(finding(running, QStringLiteral("slurm.job_outcomes")).status, FindingStatus::Unknown);
        QCOMPARE(SacctParser::exitCode(QStringLiteral("0:9")), (std::pair{0, 9}));
        QVERIFY(!SacctParser::exitCode(QStringLiteral("999:1")));
        QVERIFY(!SacctParser::exitCode(QStringLiteral("x")));
    }

    void kubectlDescribeNodes() {
        const ParsedRun run = fromFixture(QStringLiteral("kubectl-describe-nodes.txt"));
        QCOMPARE(finding(run, QStringLiteral("k8s.nodes")).value, QStringLiteral("4"));
        const FindingRecord out = finding(run, QStringLiteral("k8s.nodes_out"));
        QCOMPARE(out.status, FindingStatus::Fail);  // gpu-c: Ready Unknown
        QVERIFY2(out.detail.contains(QStringLiteral("gpu-c")), qPrintable(out.detail));
        QVERIFY2(!out.detail.contains(QStringLiteral("gpu-a")), qPrintable(out.detail));  // its GPU taint reserves
        const FindingRecord gpuC = finding(run, QStringLiteral("k8s.node.gpu-c"));
        QCOMPARE(gpuC.value, QStringLiteral("NotReady, cordoned"));
        QVERIFY2(gpuC.detail.contains(QStringLiteral("GpuXidError=True (XidCode79: GPU 3 has fallen off the bus)")),
                 qPrintable(gpuC.detail));
        QVERIFY2(gpuC.detail.contains(QStringLiteral("node.kubernetes.io/unreachable:NoExecute")),
                 qPrintable(gpuC.detail));
        // gpu-b is Ready with 8 GPUs installed and none allocatable (a device plugin that is down).
        const FindingRecord cap = finding(run, QStringLiteral("k8s.gpu_capacity"));
        QCOMPARE(cap.status, FindingStatus::Fail);
        QCOMPARE(cap.value, QStringLiteral("1"));
        QVERIFY2(cap.detail.contains(QStringLiteral("gpu-b")) && !cap.detail.contains(QStringLiteral("cp-1")),
                 qPrintable(cap.detail));
        QCOMPARE(finding(run, QStringLiteral("k8s.node.gpu-b")).value,
                 QStringLiteral("8 GPUs in capacity, none allocatable"));
        QCOMPARE(finding(run, QStringLiteral("k8s.gpus")).value, QStringLiteral("16"));
        QCOMPARE(finding(run, QStringLiteral("k8s.gpu_product")).value, QStringLiteral("NVIDIA-H100-80GB-HBM3"));
        const FindingRecord drain = finding(run, QStringLiteral("k8s.auto_drain"));
        QCOMPARE(drain.status, FindingStatus::Pass);
        QVERIFY2(drain.detail.contains(QStringLiteral("nvsentinel")), qPrintable(drain.detail));
        QCOMPARE(finding(run, QStringLiteral("k8s.passive_health")).status, FindingStatus::Pass);
        QVERIFY(finding(run, QStringLiteral("k8s.passive_health")).detail.contains(QStringLiteral("GpuXidError")));
        QVERIFY(finding(run, QStringLiteral("k8s.node.cp-1")).key.isEmpty());
        QVERIFY(finding(run, QStringLiteral("k8s.node.gpu-a")).key.isEmpty());
    }

    void kubectlNodesYaml() {
        const ParsedRun run = fromFixture(QStringLiteral("kubectl-nodes.yaml"));
        QCOMPARE(finding(run, QStringLiteral("k8s.nodes")).value, QStringLiteral("3"));
        // gpu-e says it has a GPU (label) but advertises none; cpu-f has no sign of one beside GPU nodes.
        const FindingRecord cap = finding(run, QStringLiteral("k8s.gpu_capacity"));
        QCOMPARE(cap.status, FindingStatus::Fail);
        QVERIFY2(cap.detail.contains(QStringLiteral("gpu-e")) && !cap.detail.contains(QStringLiteral("cpu-f")),
                 qPrintable(cap.detail));
        QCOMPARE(finding(run, QStringLiteral("k8s.node.mi-d")).value, QStringLiteral("6 of 8 GPUs allocatable"));
        QVERIFY2(finding(run, QStringLiteral("k8s.node.mi-d"))
                     .detail.contains(QStringLiteral("uncorrectable ECC on GPU 5: 'row remap failed'")),
                 qPrintable(finding(run, QStringLiteral("k8s.node.mi-d")).detail));
        const FindingRecord out = finding(run, QStringLiteral("k8s.nodes_out"));
        QCOMPARE(out.status, FindingStatus::Warn);
        QCOMPARE(out.value, QStringLiteral("1"));
        QCOMPARE(finding(run, QStringLiteral("k8s.auto_drain")).status, FindingStatus::Pass);
        QVERIFY(finding(run, QStringLiteral("k8s.auto_drain"))
                    .detail.contains(QStringLiteral("health.example.com/ecc-uncorrectable:NoExecute")));
        QCOMPARE(finding(run, QStringLiteral("k8s.gpus")).value, QStringLiteral("6"));
        // The block scalar in an annotation (amd.com/gpu.family, ...) is not read as labels or resources.
        QVERIFY(finding(run, QStringLiteral("k8s.node.cpu-f")).key.isEmpty());
    }

    void kubectlNodesJson() {
        const ParsedRun run = fromFixture(QStringLiteral("kubectl-nodes.json"));
        QCOMPARE(finding(run, QStringLiteral("k8s.nodes")).value, QStringLiteral("2"));
        const FindingRecord out = finding(run, QStringLiteral("k8s.nodes_out"));
        QCOMPARE(out.status, FindingStatus::Fail);
        QVERIFY2(out.detail.contains(QStringLiteral("h100-02")) && out.detail.contains(QStringLiteral("PLEG")),
                 qPrintable(out.detail));
        QVERIFY(
            finding(run, QStringLiteral("k8s.node.h100-02")).detail.contains(QStringLiteral("MemoryPressure=True")));
        // Only the Ready node is judged for GPUs: all 8 allocatable.
        QCOMPARE(finding(run, QStringLiteral("k8s.gpu_capacity")).status, FindingStatus::Pass);
        QCOMPARE(finding(run, QStringLiteral("k8s.gpus")).value, QStringLiteral("16"));
        QCOMPARE(finding(run, QStringLiteral("k8s.auto_drain")).status, FindingStatus::Unknown);
        QCOMPARE(finding(run, QStringLiteral("k8s.passive_health")).status, FindingStatus::Unknown);
    }

    void aReadyNodeWithoutGpusFails_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("format");
        QTest::newRow("json") << QByteArrayLiteral(
                                     "{\"apiVersion\":\"v1\",\"kind\":\"Node\",\"metadata\":{\"name\":\"n1\"},"
                                     "\"status\":{\"capacity\":{\"cpu\":\"64\"},\"allocatable\":{\"cpu\":\"62\"},"
                                     "\"conditions\":[{\"type\":\"Ready\",\"status\":\"True\"}]}}")
                              << "kubectl-node-json";
        QTest::newRow("yaml") << QByteArrayLiteral(
                                     "apiVersion: v1\nkind: Node\nmetadata:\n  name: n1\nstatus:\n  allocatable:\n"
                                     "    cpu: \"62\"\n  capacity:\n    cpu: \"64\"\n  conditions:\n"
                                     "  - status: \"True\"\n    type: Ready\n")
                              << "kubectl-node-yaml";
        QTest::newRow("describe") << QByteArrayLiteral(
                                         "Name:               n1\nTaints:             <none>\nConditions:\n"
                                         "  Type   Status  Reason\n  ----   ------  ------\n"
                                         "  Ready  True    KubeletReady\nCapacity:\n  cpu:  64\n"
                                         "Allocatable:\n  cpu:  62\n")
                                  << "kubectl-describe-node";
    }

    void aReadyNodeWithoutGpusFails() {
        QFETCH(QByteArray, text);
        QFETCH(QString, format);
        auto r = Importer::parseBytes(text);
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        QCOMPARE(r->format, format);
        const ParsedRun run = r->runs.value(0);
        QCOMPARE(finding(run, QStringLiteral("k8s.gpu_capacity")).status, FindingStatus::Fail);
        QCOMPARE(finding(run, QStringLiteral("k8s.node.n1")).value, QStringLiteral("no GPU advertised"));
        QCOMPARE(finding(run, QStringLiteral("k8s.nodes_out")).status, FindingStatus::Pass);
    }

    void checksSuggestTheirRubricItems() {
        auto checks = NodeCheckSuggestions::load();
        QVERIFY2(checks, checks ? "" : qPrintable(checks.error().toString()));
        const QList<QPair<const char*, const char*>> pairs{{"slurm.nodes_out", "reliability.fault_remediation"},
                                                           {"slurm.auto_drain", "monitoring.auto_drain"},
                                                           {"slurm.gpu_gres", "orchestration.slurm"},
                                                           {"slurm.jobs_recorded", "monitoring.job_accounting"},
                                                           {"slurm.job_outcomes", "reliability.burn_in"},
                                                           {"k8s.nodes_out", "reliability.fault_remediation"},
                                                           {"k8s.auto_drain", "monitoring.auto_drain"},
                                                           {"k8s.passive_health", "monitoring.passive_health_checks"},
                                                           {"k8s.gpu_capacity", "orchestration.kubernetes"}};
        for (const auto& [check, item] : pairs)
            QCOMPARE(checks->itemsFor(QLatin1String(check)), QStringList{QLatin1String(item)});
        // A listing with every node up says nothing about fault remediation: unknown, not pass.
        const auto s = checks->suggest({{1, QStringLiteral("slurm.nodes_out"), FindingStatus::Pass, QString()},
                                        {2, QStringLiteral("slurm.auto_drain"), FindingStatus::Pass, QString()}});
        QCOMPARE(s.size(), 2);
        for (const VerdictSuggestion& v : s) {
            QCOMPARE(v.verdict,
                     v.checkItemKey == QLatin1String("monitoring.auto_drain") ? Verdict::Pass : Verdict::Unknown);
        }
    }

    void hostileInputNeverPasses_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("format");
        const QByteArray head = "PARTITION AVAIL TIMELIMIT NODES STATE NODELIST\n";
        QTest::newRow("sinfo absurd range") << head + "gpu up infinite 1 idle n[0-9223372036854775807]\n"
                                            << "sinfo";
        QTest::newRow("sinfo overflowing range") << head + "gpu up infinite 1 idle n[5-99999999999999999999]\n"
                                                 << "sinfo";
        QTest::newRow("sinfo control chars") << head + "gpu up infinite 1 idle n\x01\x02[1-2]\n"
                                             << "sinfo";
        QTest::newRow("sinfo unbalanced") << head + "gpu up infinite 1 idle n[1-2\n"
                                          << "sinfo";
        QTest::newRow("sinfo 10 MB line") << head + QByteArray(10 * 1024 * 1024, 'x') + " idle\n"
                                          << "sinfo";
        QTest::newRow("scontrol huge reason")
            << "NodeName=n1 State=IDLE Gres=gpu:8 Reason=" + QByteArray(900 * 1024, '[') + "\n"
            << "scontrol-node";
        QTest::newRow("scontrol absurd gres") << QByteArrayLiteral(
                                                     "NodeName=n1 State=IDLE Gres=gpu:99999999999999999999 "
                                                     "Partitions=p\n")
                                              << "scontrol-node";
        QTest::newRow("sacct absurd exit") << QByteArrayLiteral(
                                                  "JobID|State|ExitCode\n1|COMPLETED|0:0\n"
                                                  "1.0|COMPLETED|99999999999:0\n")
                                           << "sacct";
        QTest::newRow("sacct control chars")
            << QByteArrayLiteral("JobID|State|ExitCode\n1\x07|COMPLETED|0:0\n") << "sacct";
        QTest::newRow("kube absurd quantity") << QByteArrayLiteral(
                                                     "{\"kind\":\"Node\",\"metadata\":{\"name\":\"n\"},\"status\":{"
                                                     "\"capacity\":{\"nvidia.com/gpu\":\"1e99\"},\"allocatable\":{"
                                                     "\"nvidia.com/gpu\":\"99999999999\"},\"conditions\":[{\"type\":"
                                                     "\"Ready\",\"status\":\"True\"}]}}")
                                              << "kubectl-node-json";
        QTest::newRow("kube cut json") << QByteArrayLiteral(
                                              "{\"items\":[{\"kind\":\"Node\",\"metadata\":{\"name\":\"a\"},\"status\":"
                                              "{\"capacity\":{\"nvidia.com/gpu\":\"8\"},\"allocatable\":{\"nvidia.com/"
                                              "gpu\":\"8\"},\"conditions\":[{\"type\":\"Ready\",\"status\":\"True\"}]}"
                                              "},{\"kind\":\"Node\",\"metadata\":{\"na")
                                       << "kubectl-node-json";
        QTest::newRow("kube numbers as json numbers") << QByteArrayLiteral(
                                                             "{\"kind\":\"Node\",\"metadata\":{\"name\":\"n\"},"
                                                             "\"status\":{\"capacity\":{\"nvidia.com/gpu\":8},"
                                                             "\"allocatable\":{\"nvidia.com/gpu\":8},\"conditions\":"
                                                             "[{\"type\":\"Ready\",\"status\":\"True\"}]}}")
                                                      << "kubectl-node-json";
        QTest::newRow("yaml deep nesting")
            << QByteArray("kind: Node\nmetadata:\n  name: n\n") + QByteArray("status:\n") +
                   [] {
                       QByteArray deep;
                       for (int i = 1; i < 200; ++i)
                           deep += QByteArray(i * 2, ' ') + "k:\n";
                       return deep;
                   }()
            << "kubectl-node-yaml";
    }

    void hostileInputNeverPasses() {
        QFETCH(QByteArray, text);
        QFETCH(QString, format);
        QElapsedTimer timer;
        timer.start();
        auto r = Importer::parseBytes(text, format);
        QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
        if (!r)
            return;  // a clear error is a fine answer
        for (const ParsedRun& run : r->runs) {
            for (const FindingRecord& f : run.findings) {
                // The only pass a hostile input may give: a job listing that records jobs, or nodes truly read.
                if (f.kind == FindingKind::Check && f.status == FindingStatus::Pass) {
                    QVERIFY2(f.key == QLatin1String("slurm.jobs_recorded") ||
                                 f.key == QLatin1String("slurm.nodes_out") || f.key == QLatin1String("k8s.nodes_out"),
                             qPrintable(f.key + u' ' + f.detail));
                }
            }
        }
    }

    void hostileSpecifics() {
        // An absurd GPU quantity is no count: the check cannot pass, and it is said.
        auto absurd = Importer::parseBytes(
            "{\"kind\":\"Node\",\"metadata\":{\"name\":\"n\"},\"status\":{\"capacity\":{\"nvidia.com/gpu\":\"1e99\"},"
            "\"allocatable\":{\"nvidia.com/gpu\":\"8\"},\"conditions\":[{\"type\":\"Ready\",\"status\":\"True\"}]}}");
        QVERIFY(absurd);
        QCOMPARE(finding(absurd->runs.value(0), QStringLiteral("k8s.gpu_capacity")).status, FindingStatus::Unknown);
        QVERIFY(!KubeNodeStatus::gpuQuantity(QStringLiteral("99999999999")));
        QVERIFY(!KubeNodeStatus::gpuQuantity(QStringLiteral("-1")));
        QVERIFY(!KubeNodeStatus::gpuQuantity(QStringLiteral("８")));  // a full-width digit is no count
        QCOMPARE(KubeNodeStatus::gpuQuantity(QStringLiteral("8")), std::optional<qint64>(8));
        // A cut node list keeps what was read, but it cannot stand for the whole cluster.
        auto cut = Importer::parseBytes(
            "{\"items\":[{\"kind\":\"Node\",\"metadata\":{\"name\":\"a\"},\"status\":{\"capacity\":{\"nvidia.com/"
            "gpu\":\"8\"},\"allocatable\":{\"nvidia.com/gpu\":\"8\"},\"conditions\":[{\"type\":\"Ready\",\"status\":"
            "\"True\"}]}},{\"kind\":\"Node\",\"metadata\":{\"na");
        QVERIFY(cut);
        QVERIFY(cut->truncated);
        QVERIFY(nothingPasses(cut->runs.value(0)));
        // A node list that names more hosts than are expanded is refused row by row, never read as zero nodes up.
        auto range = Importer::parseBytes(
            "PARTITION AVAIL TIMELIMIT NODES STATE NODELIST\n"
            "gpu up infinite 1 idle n[0-9223372036854775807]\n"
            "gpu up infinite 1 idle m1\n");
        QVERIFY(range);
        QCOMPARE(finding(range->runs.value(0), QStringLiteral("slurm.nodes")).value, QStringLiteral("1"));
        QCOMPARE(finding(range->runs.value(0), QStringLiteral("slurm.nodes_out")).status, FindingStatus::Unknown);
        QVERIFY(range->runs.value(0).warnings.join(u' ').contains(QStringLiteral("node list")));
    }

    void mutatedFixturesNeverCrash_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        for (const auto& [file, format] :
             QList<QPair<const char*, const char*>>{{"sinfo-N-long.txt", "sinfo"},
                                                    {"sinfo-reasons.txt", "sinfo"},
                                                    {"scontrol-show-node.txt", "scontrol-node"},
                                                    {"sacct-plain.txt", "sacct"},
                                                    {"sacct-parsable2.txt", "sacct"},
                                                    {"kubectl-describe-nodes.txt", "kubectl-describe-node"},
                                                    {"kubectl-nodes.yaml", "kubectl-node-yaml"},
                                                    {"kubectl-nodes.json", "kubectl-node-json"},
                                                    {"cmax-audit-report.txt", "cmax-audit"}}) {
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(format);
        }
    }

    void mutatedFixturesNeverCrash() {
        // Bytes flipped, cut out and repeated at random: an error or a partial result, never a crash or a hang.
        QFETCH(QString, file);
        QFETCH(QString, format);
        const QByteArray seed = fixture(file);
        QRandomGenerator rng(37);
        for (int i = 0; i < 400; ++i) {
            QByteArray m = seed;
            const int edits = 1 + int(rng.bounded(8));
            for (int e = 0; e < edits; ++e) {
                const int pos = int(rng.bounded(int(m.size())));
                switch (rng.bounded(3)) {
                    case 0:
                        m[pos] = char(rng.bounded(256));
                        break;
                    case 1:
                        m.remove(pos, int(rng.bounded(40)));
                        break;
                    default:
                        m.insert(pos, m.mid(int(rng.bounded(int(m.size()))), 30));
                        break;
                }
            }
            auto r = Importer::parseBytes(m, format);
            if (r)
                QVERIFY(!r->format.isEmpty());
        }
    }

    void manyNodeListsStayQuick() {
        // A hostile listing that names 99,999 nodes in every row: past the visit cap, rows are counted, not
        // expanded, so the import ends in seconds with what it read marked incomplete.
        QByteArray text = "PARTITION AVAIL TIMELIMIT NODES STATE NODELIST\n";
        for (int i = 0; i < 400; ++i)
            text += "p up infinite 99999 idle n[1-99999]\n";
        QElapsedTimer timer;
        timer.start();
        auto r = Importer::parseBytes(text);
        QVERIFY(r);
        QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
        const ParsedRun run = r->runs.value(0);
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes")).value, QStringLiteral("99999"));
        QCOMPARE(finding(run, QStringLiteral("slurm.nodes_out")).status, FindingStatus::Unknown);
        QVERIFY(run.warnings.join(u' ').contains(QStringLiteral("were not read")));
    }
};

QTEST_GUILESS_MAIN(tst_SchedulerImport)
#include "tst_SchedulerImport.moc"
