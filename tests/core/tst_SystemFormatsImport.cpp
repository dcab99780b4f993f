// The system tools' formats added for issue 17, each on its own fixtures and variants: ibv_devinfo (with and without
// -v), ibdev2netdev (and -v), nvidia-smi topo -m (spaces, wrapped, tabs without NICs), nvidia-smi nvlink --status,
// nvidia-smi -q -x (whole and cut), dcgmi diag (DCGM 3 and 4 text, --json), rocm-smi --json, AzNHC health logs, and
// the finer kernel-log reading (journal lines without a timestamp, Blackwell-era and unknown Xids, causes, init
// failures, fallen off the bus without an Xid).
#include "ImportTestUtil.h"

#include "core/import/FormatDetector.h"
#include "core/import/LineSplitter.h"

using namespace tb::core;
using importtest::finding;
using importtest::fixture;
using importtest::parse;

class tst_SystemFormatsImport : public QObject {
    Q_OBJECT

private slots:
    void everyFixtureIsDetected_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        const QList<QPair<const char*, const char*>> cases{
            {"ibv-devinfo.txt", "ibv-devinfo"},
            {"ibv-devinfo-v.txt", "ibv-devinfo"},
            {"ibdev2netdev.txt", "ibdev2netdev"},
            {"ibdev2netdev-v.txt", "ibdev2netdev"},
            {"nvidia-smi-topo-hgx-spaces.txt", "nvidia-smi-topo"},
            {"nvidia-smi-topo-wrapped.txt", "nvidia-smi-topo"},
            {"nvidia-smi-topo-pcie-tabs.txt", "nvidia-smi-topo"},
            {"nvidia-smi-nvlink-h100.txt", "nvidia-smi-nvlink"},
            {"nvidia-smi-q-x.xml", "nvidia-smi-xml"},
            {"nvidia-smi-q-x-truncated.xml", "nvidia-smi-xml"},
            {"dcgmi-diag-r2.txt", "dcgmi-diag"},
            {"dcgmi-diag-v4.txt", "dcgmi-diag"},
            {"dcgmi-diag.json", "dcgmi-diag-json"},
            {"dcgmi-diag-v4.json", "dcgmi-diag-json"},
            {"rocm-smi.json", "rocm-smi-json"},
            {"aznhc-health.log", "aznhc"},
            {"aznhc-single-node.txt", "aznhc"},
            {"kernel-log-journal-blackwell.txt", "kernel-log"},
        };
        for (const auto& [file, format] : cases)
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(format);
    }

    void everyFixtureIsDetected() {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QString reason;
        QCOMPARE(FormatDetector::detect(fixture(file), &reason), format);
        const ParsedImport p = parse(file);
        QCOMPARE(p.format, format);
        QVERIFY(!p.runs.isEmpty());
        QVERIFY(!p.runs[0].findings.isEmpty());
    }

    void ibvDevinfo() {
        const ParsedRun plain = parse(QStringLiteral("ibv-devinfo.txt")).runs.at(0);
        QCOMPARE(plain.tool, QStringLiteral("ibv_devinfo"));
        const FindingRecord ports = finding(plain, QStringLiteral("ib.ports"));
        QCOMPARE(ports.status, FindingStatus::Fail);
        QVERIFY2(ports.detail.contains(QStringLiteral("mlx5_1/1")), qPrintable(ports.detail));
        QCOMPARE(finding(plain, QStringLiteral("eth.ports")).status, FindingStatus::Pass);
        QVERIFY(finding(plain, QStringLiteral("ib.port.mlx5_0/1")).detail.contains(QStringLiteral("ConnectX-7")));
        QVERIFY(plain.warnings.join(u' ').contains(QStringLiteral("-v")));
        QVERIFY(finding(plain, QStringLiteral("ib.rate")).key.isEmpty());  // no width/speed without -v

        const ParsedRun verbose = parse(QStringLiteral("ibv-devinfo-v.txt")).runs.at(0);
        QCOMPARE(finding(verbose, QStringLiteral("ib.rate")).value, QStringLiteral("400"));
        QCOMPARE(finding(verbose, QStringLiteral("ib.ports")).status, FindingStatus::Fail);  // mlx5_2 polling
        QVERIFY(finding(verbose, QStringLiteral("ib.ports")).detail.contains(QStringLiteral("Polling")));
        const FindingRecord lid = finding(verbose, QStringLiteral("ib.lid"));
        QCOMPARE(lid.status, FindingStatus::Fail);  // mlx5_1 active with LID 65535
        QVERIFY(lid.detail.contains(QStringLiteral("mlx5_1/1")));
        QCOMPARE(finding(verbose, QStringLiteral("ib.mtu")).status, FindingStatus::Warn);
        QVERIFY(finding(verbose, QStringLiteral("ib.port.mlx5_1/1")).value.contains(QStringLiteral("200 Gb/s")));
    }

    void ibdev2netdev() {
        const ParsedRun run = parse(QStringLiteral("ibdev2netdev.txt")).runs.at(0);
        QCOMPARE(run.devices.size(), 6);
        const FindingRecord check = finding(run, QStringLiteral("ib.netdev"));
        QCOMPARE(check.status, FindingStatus::Warn);
        QVERIFY(check.detail.contains(QStringLiteral("mlx5_2/1 -> ibp79s0")));
        QVERIFY(finding(run, QStringLiteral("rdma.netdev.mlx5_4/1")).value.contains(QStringLiteral("Ethernet")));
        QVERIFY(finding(run, QStringLiteral("rdma.netdev.mlx5_0/1")).value.contains(QStringLiteral("InfiniBand")));
        const ParsedRun v = parse(QStringLiteral("ibdev2netdev-v.txt")).runs.at(0);
        QCOMPARE(finding(v, QStringLiteral("rdma.netdev.mlx5_1/1")).detail, QStringLiteral("PCI 0000:40:00.0"));
        QVERIFY(finding(v, QStringLiteral("rdma.netdev.mlx5_1/1")).value.contains(QStringLiteral("port DOWN")));
    }

    void topoFindsMissingNvlinkAndFarNics() {
        for (const QString& file :
             {QStringLiteral("nvidia-smi-topo-hgx-spaces.txt"), QStringLiteral("nvidia-smi-topo-wrapped.txt")}) {
            const ParsedRun run = parse(file).runs.at(0);
            QCOMPARE(finding(run, QStringLiteral("topo.gpus")).value, QStringLiteral("8"));
            QCOMPARE(finding(run, QStringLiteral("topo.nics")).value, QStringLiteral("4"));
            const FindingRecord nvlink = finding(run, QStringLiteral("topo.nvlink"));
            QCOMPARE(nvlink.status, FindingStatus::Fail);
            QCOMPARE(nvlink.value, QStringLiteral("2"));
            QVERIFY2(nvlink.detail.contains(QStringLiteral("GPU3-GPU5 SYS")), qPrintable(nvlink.detail));
            const FindingRecord nic = finding(run, QStringLiteral("topo.nic_affinity"));
            QCOMPARE(nic.status, FindingStatus::Warn);
            QVERIFY2(nic.detail.contains(QStringLiteral("GPU7")), qPrintable(nic.detail));
            QVERIFY2(!nic.detail.contains(QStringLiteral("GPU1 ")), qPrintable(nic.detail));
            QCOMPARE(finding(run, QStringLiteral("topo.nearest_nic.GPU0")).value, QStringLiteral("NIC0 (mlx5_0)"));
            QCOMPARE(finding(run, QStringLiteral("topo.affinity.GPU5")).value,
                     QStringLiteral("CPU Affinity 56-111,168-223, NUMA Affinity 1, GPU NUMA ID N/A"));
            QVERIFY(!run.truncated);
        }
        const ParsedRun pcie = parse(QStringLiteral("nvidia-smi-topo-pcie-tabs.txt")).runs.at(0);
        QCOMPARE(finding(pcie, QStringLiteral("topo.nvlink")).status, FindingStatus::Warn);
        QVERIFY(finding(pcie, QStringLiteral("topo.nic_affinity")).key.isEmpty());
        QCOMPARE(finding(pcie, QStringLiteral("topo.affinity.GPU2")).value,
                 QStringLiteral("CPU Affinity 32-63, NUMA Affinity 1, GPU NUMA ID N/A"));
    }

    void nvlinkStatus() {
        const ParsedRun run = parse(QStringLiteral("nvidia-smi-nvlink-h100.txt")).runs.at(0);
        const FindingRecord links = finding(run, QStringLiteral("nvlink.links"));
        QCOMPARE(links.status, FindingStatus::Fail);
        QVERIFY2(links.detail.contains(QStringLiteral("GPU 2: 16 of 18 links active (inactive: 7, 11)")),
                 qPrintable(links.detail));
        QVERIFY(finding(run, QStringLiteral("nvlink.gpu.0")).value.contains(QStringLiteral("18 of 18")));
        QCOMPARE(run.devices.size(), 4);
    }

    void nvidiaSmiXml() {
        const ParsedImport whole = parse(QStringLiteral("nvidia-smi-q-x.xml"));
        const ParsedRun& run = whole.runs.at(0);
        QVERIFY(!whole.truncated);
        QCOMPARE(run.env.value(QStringLiteral("driver")).toString(), QStringLiteral("550.127.08"));
        QCOMPARE(finding(run, QStringLiteral("gpu.count")).value, QStringLiteral("2"));
        QCOMPARE(finding(run, QStringLiteral("gpu.remapped_rows")).status, FindingStatus::Fail);
        QCOMPARE(finding(run, QStringLiteral("gpu.reset_required")).status, FindingStatus::Fail);
        QCOMPARE(finding(run, QStringLiteral("gpu.ecc")).status, FindingStatus::Fail);  // 1 volatile DBE
        QCOMPARE(finding(run, QStringLiteral("pcie.replays")).status, FindingStatus::Warn);
        QVERIFY(finding(run, QStringLiteral("gpu.retired_pages")).key.isEmpty());  // N/A on Hopper
        // The text form of the same facts gives the same check ids.
        const ParsedImport cut = parse(QStringLiteral("nvidia-smi-q-x-truncated.xml"));
        QVERIFY(cut.truncated);
        QVERIFY(cut.runs.at(0).warnings.join(u' ').contains(QStringLiteral("cut short")));
        QCOMPARE(finding(cut.runs.at(0), QStringLiteral("gpu.ecc")).status, FindingStatus::Fail);
        // Malformed XML: what came before is read, with a warning.
        QByteArray broken = fixture(QStringLiteral("nvidia-smi-q-x.xml"));
        broken.replace("</ecc_mode>", "</ecc_mod>");
        auto r = Importer::parseBytes(broken);
        QVERIFY(r.ok());
        QVERIFY(r->runs.at(0).warnings.join(u' ').contains(QStringLiteral("malformed")));
    }

    void dcgmiDiagText() {
        const ParsedRun r2 = parse(QStringLiteral("dcgmi-diag-r2.txt")).runs.at(0);
        QCOMPARE(r2.env.value(QStringLiteral("dcgm_version")).toString(), QStringLiteral("3.3.9"));
        const FindingRecord overall = finding(r2, QStringLiteral("dcgm.diag"));
        QCOMPARE(overall.status, FindingStatus::Fail);
        QVERIFY2(overall.detail.contains(QStringLiteral("Failed: PCIe")), qPrintable(overall.detail));
        const FindingRecord pcie = finding(r2, QStringLiteral("dcgm.diag.pcie"));
        QCOMPARE(pcie.status, FindingStatus::Fail);
        QCOMPARE(pcie.value, QStringLiteral("7"));
        // The wrapped warning is joined back, words cut by the wrap included.
        QVERIFY2(pcie.detail.contains(QStringLiteral("below the minimum of 24.00 GB/s (measured 11.87 GB/s); the link "
                                                     "trained at Gen4 x8.")),
                 qPrintable(pcie.detail));
        QCOMPARE(finding(r2, QStringLiteral("dcgm.diag.memory_bandwidth")).value, QStringLiteral("skip"));
        QCOMPARE(finding(r2, QStringLiteral("dcgm.diag.persistence_mode")).value, QStringLiteral("pass"));
        QVERIFY(r2.failed);

        const ParsedRun v4 = parse(QStringLiteral("dcgmi-diag-v4.txt")).runs.at(0);
        const FindingRecord memory = finding(v4, QStringLiteral("dcgm.diag.memory"));
        QCOMPARE(memory.status, FindingStatus::Fail);
        QCOMPARE(memory.value, QStringLiteral("1"));
        QVERIFY2(memory.detail.contains(QStringLiteral("DCGM_FR_DBE_PENDING_PAGE_RETIREMENTS")),
                 qPrintable(memory.detail));
        QCOMPARE(finding(v4, QStringLiteral("dcgm.diag.targeted_stress")).value, QStringLiteral("pass"));
    }

    void dcgmiDiagJson() {
        const ParsedRun v3 = parse(QStringLiteral("dcgmi-diag.json")).runs.at(0);
        QCOMPARE(finding(v3, QStringLiteral("dcgm.diag")).status, FindingStatus::Fail);
        QVERIFY(finding(v3, QStringLiteral("dcgm.diag.persistence_mode")).detail.contains(QStringLiteral("pm 1")));
        const FindingRecord pcie = finding(v3, QStringLiteral("dcgm.diag.pcie"));
        QCOMPARE(pcie.status, FindingStatus::Warn);
        QVERIFY(pcie.detail.contains(QStringLiteral("GPU 2: GPU 2 PCIe replay count 118")));
        QCOMPARE(v3.env.value(QStringLiteral("dcgm_version")).toString(), QStringLiteral("3.3.9"));
        const ParsedRun v4 = parse(QStringLiteral("dcgmi-diag-v4.json")).runs.at(0);
        QCOMPARE(finding(v4, QStringLiteral("dcgm.diag.memory")).status, FindingStatus::Fail);
        QVERIFY(finding(v4, QStringLiteral("dcgm.diag.memory")).detail.contains(QStringLiteral("DCGM error 95")));
        QCOMPARE(v4.env.value(QStringLiteral("driver")).toString(), QStringLiteral("570.133.20"));
        // Not a diagnostic: a clear error, no crash.
        auto other = Importer::parseBytes(QByteArrayLiteral("{\"hello\": 1}"), QStringLiteral("dcgmi-diag-json"));
        QVERIFY(!other.ok());
    }

    void rocmSmiJson() {
        const ParsedRun run = parse(QStringLiteral("rocm-smi.json")).runs.at(0);
        QCOMPARE(run.devices.size(), 4);
        QCOMPARE(finding(run, QStringLiteral("gpu.model")).value, QStringLiteral("AMD Instinct MI300X"));
        QCOMPARE(finding(run, QStringLiteral("gpu.driver")).value, QStringLiteral("6.8.5"));
        QCOMPARE(finding(run, QStringLiteral("pcie.replays")).status, FindingStatus::Warn);
        QCOMPARE(finding(run, QStringLiteral("gpu.ecc")).status, FindingStatus::Pass);
        QVERIFY(finding(run, QStringLiteral("gpu.2")).value.contains(QStringLiteral("43.0°C")));
    }

    void aznhc() {
        const ParsedRun run = parse(QStringLiteral("aznhc-health.log")).runs.at(0);
        const FindingRecord health = finding(run, QStringLiteral("aznhc.health"));
        QCOMPARE(health.status, FindingStatus::Fail);
        QCOMPARE(health.value, QStringLiteral("3"));
        QVERIFY(health.detail.contains(QStringLiteral("NHC2001")));
        QVERIFY(health.detail.contains(QStringLiteral("NHC2010")));
        QVERIFY(health.detail.contains(QStringLiteral("no results")));
        QCOMPARE(finding(run, QStringLiteral("aznhc.node.ndv5-node-005")).value, QStringLiteral("NHC2010"));
        QCOMPARE(finding(run, QStringLiteral("aznhc.nodes")).value, QStringLiteral("6"));
        const ParsedRun one = parse(QStringLiteral("aznhc-single-node.txt")).runs.at(0);
        QCOMPARE(finding(one, QStringLiteral("aznhc.health")).status, FindingStatus::Fail);
        QVERIFY(finding(one, QStringLiteral("aznhc.health")).detail.contains(QStringLiteral("NHC2009")));
        const ParsedRun healthy = Importer::parseBytes(QByteArrayLiteral("n1 | Healthy\nn2 | Healthy\n"))->runs.at(0);
        QCOMPARE(finding(healthy, QStringLiteral("aznhc.health")).status, FindingStatus::Pass);
    }

    void kernelLogsFiner() {
        const ParsedRun run = parse(QStringLiteral("kernel-log-journal-blackwell.txt")).runs.at(0);
        // Journal lines without a timestamp: no "kernel:" where the time belongs.
        for (const FindingRecord& f : run.findings)
            QVERIFY2(!f.detail.contains(QStringLiteral("first at kernel")), qPrintable(f.detail));
        const FindingRecord x45 = finding(run, QStringLiteral("gpu.xid.45"));
        QCOMPARE(x45.value, QStringLiteral("3"));
        QVERIFY2(x45.detail.contains(QStringLiteral("caused by previous Xid 149")), qPrintable(x45.detail));
        QVERIFY2(x45.detail.contains(QStringLiteral("caused by previous Xid 146")), qPrintable(x45.detail));
        QVERIFY2(x45.detail.contains(QStringLiteral("(no timestamp)")), qPrintable(x45.detail));
        // 149 is in the log; 146 only as a cause: both recorded, as NVLink errors.
        QCOMPARE(finding(run, QStringLiteral("gpu.xid.149")).status, FindingStatus::Fail);
        QVERIFY(finding(run, QStringLiteral("gpu.xid.149")).detail.contains(QStringLiteral("NVLink")));
        QVERIFY(finding(run, QStringLiteral("gpu.xid.146")).detail.contains(QStringLiteral("its own line is not")));
        // A code the table does not name is reported as such, never dropped.
        const FindingRecord x152 = finding(run, QStringLiteral("gpu.xid.152"));
        QCOMPARE(x152.value, QStringLiteral("1"));
        QVERIFY2(x152.detail.contains(QStringLiteral("does not name")), qPrintable(x152.detail));
        QVERIFY(finding(run, QStringLiteral("gpu.xid")).value.contains(QStringLiteral("152 (x1)")));
        QCOMPARE(finding(run, QStringLiteral("gpu.xid")).status, FindingStatus::Fail);
        const FindingRecord init = finding(run, QStringLiteral("gpu.init_failed"));
        QCOMPARE(init.status, FindingStatus::Fail);
        QCOMPARE(init.value, QStringLiteral("2"));
        QCOMPARE(finding(run, QStringLiteral("gpu.fallen_off_bus")).status, FindingStatus::Fail);
        QVERIFY(finding(run, QStringLiteral("gpu.fallen_off_bus")).detail.contains(QStringLiteral("c3:00.0")));
    }

    // Issue 38.7: a check passes only on complete evidence. Each cut file below passed where the whole one fails.
    void cutNvidiaSmiXmlPassesNothing() {
        const ParsedImport half = parse(QStringLiteral("nvidia-smi-q-x-half.xml"));  // first GPU of two, root open
        QVERIFY(half.truncated);
        const ParsedRun& run = half.runs.at(0);
        for (const char* key :
             {"gpu.ecc", "gpu.remapped_rows", "gpu.row_remap", "gpu.reset_required", "pcie.replays"}) {
            const FindingRecord f = finding(run, QString::fromLatin1(key));
            QVERIFY2(!f.key.isEmpty(), key);
            QCOMPARE(f.status, FindingStatus::Unknown);
            QVERIFY2(f.detail.contains(QStringLiteral("2 GPUs attached, 1 read")), qPrintable(f.detail));
        }
        for (const FindingRecord& f : run.findings)
            QVERIFY2(!(isCheck(f) && f.status == FindingStatus::Pass), qPrintable(f.key));
        // A failure that was read stands.
        const ParsedImport cut = parse(QStringLiteral("nvidia-smi-q-x-truncated.xml"));
        QCOMPARE(finding(cut.runs.at(0), QStringLiteral("gpu.ecc")).status, FindingStatus::Fail);
        // Every GPU read but the root never closed: still cut.
        QByteArray unclosed = fixture(QStringLiteral("nvidia-smi-q-x.xml"));
        unclosed.chop(unclosed.size() - unclosed.lastIndexOf("</nvidia_smi_log>"));
        unclosed.replace("<reset_required>Yes</reset_required>", "<reset_required>No</reset_required>");
        const ParsedRun open = Importer::parseBytes(unclosed)->runs.at(0);
        QCOMPARE(finding(open, QStringLiteral("gpu.reset_required")).status, FindingStatus::Unknown);
    }

    void cutDcgmiDiagTablePassesNothing() {
        const ParsedRun cut = parse(QStringLiteral("dcgmi-diag-r2-cut.txt")).runs.at(0);
        const FindingRecord overall = finding(cut, QStringLiteral("dcgm.diag"));
        QCOMPARE(overall.status, FindingStatus::Unknown);
        QVERIFY2(overall.detail.contains(QStringLiteral("7 of 7")), qPrintable(overall.detail));
        QVERIFY(cut.truncated);
        // Cut before any verdict: unknown, never a pass nor silence.
        const QByteArray whole = fixture(QStringLiteral("dcgmi-diag-r2.txt"));
        for (const int lines : {8, 9}) {
            const QByteArray head = whole.split('\n').mid(0, lines).join('\n') + '\n';
            auto r = Importer::parseBytes(head, QStringLiteral("dcgmi-diag"));
            QVERIFY(r.ok());
            QCOMPARE(finding(r->runs.at(0), QStringLiteral("dcgm.diag")).status, FindingStatus::Unknown);
        }
        // Cut inside the first verdict.
        const QByteArray mid = whole.left(whole.indexOf("| Denylist") + 32);
        auto r = Importer::parseBytes(mid, QStringLiteral("dcgmi-diag"));
        QVERIFY(r.ok());
        QCOMPARE(finding(r->runs.at(0), QStringLiteral("dcgm.diag")).status, FindingStatus::Unknown);
        // A JSON diagnostic without tests is not a pass either.
        auto empty = Importer::parseBytes(
            QByteArrayLiteral("{\"DCGM GPU Diagnostic\": {\"test_categories\": [], \"version\": \"3.3.9\"}}"),
            QStringLiteral("dcgmi-diag-json"));
        QVERIFY(empty.ok());
        QCOMPARE(finding(empty->runs.at(0), QStringLiteral("dcgm.diag")).status, FindingStatus::Unknown);
    }

    void cutIbvDevinfoPassesNothing() {
        const ParsedImport p = parse(QStringLiteral("ibv-devinfo-cut.txt"));  // mlx5_1 cut before its port
        QVERIFY(p.truncated);
        const ParsedRun& run = p.runs.at(0);
        const FindingRecord ports = finding(run, QStringLiteral("ib.ports"));
        QCOMPARE(ports.status, FindingStatus::Unknown);
        QVERIFY2(ports.detail.contains(QStringLiteral("mlx5_1")), qPrintable(ports.detail));
        QVERIFY2(run.warnings.join(u' ').contains(QStringLiteral("mlx5_1")), qPrintable(run.warnings.join(u' ')));
        // A port block cut at a line end, before its link layer.
        const QByteArray whole = fixture(QStringLiteral("ibv-devinfo.txt"));
        const QByteArray inPort = whole.left(whole.indexOf("port_lid:\t\t153"));
        const ParsedRun first = Importer::parseBytes(inPort, QStringLiteral("ibv-devinfo"))->runs.at(0);
        QCOMPARE(finding(first, QStringLiteral("ib.ports")).status, FindingStatus::Unknown);
    }

    // Counters that cannot be true count as nothing, never as zero: the check is unknown, quoting the value.
    void impossibleCountersAreUnknown_data() {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("quoted");
        QTest::newRow("negative") << QByteArrayLiteral("-1") << QByteArrayLiteral("-1") << QStringLiteral("\"-1\"");
        QTest::newRow("1e308") << QByteArrayLiteral("1e308") << QByteArrayLiteral("1e308")
                               << QStringLiteral("\"1e+308\"");
        QTest::newRow("1e308 text") << QByteArrayLiteral("1e308") << QByteArrayLiteral("\"1e308\"")
                                    << QStringLiteral("\"1e308\"");
        QTest::newRow("65 bits") << QByteArrayLiteral("18446744073709551616")
                                 << QByteArrayLiteral("\"18446744073709551616\"")
                                 << QStringLiteral("\"18446744073709551616\"");
        QTest::newRow("text") << QByteArrayLiteral("lots") << QByteArrayLiteral("\"lots\"")
                              << QStringLiteral("\"lots\"");
        QTest::newRow("fraction") << QByteArrayLiteral("1.5") << QByteArrayLiteral("1.5") << QStringLiteral("\"1.5\"");
        QTest::newRow("nan") << QByteArrayLiteral("nan") << QByteArrayLiteral("\"NaN\"") << QStringLiteral("\"NaN\"");
    }

    void impossibleCountersAreUnknown() {
        QFETCH(QByteArray, xml);
        QFETCH(QByteArray, json);
        QFETCH(QString, quoted);
        // nvidia-smi -q -x: GPU 2's uncorrectable DRAM count and replay counter; GPU 1's zeros must not carry it.
        QByteArray smi = fixture(QStringLiteral("nvidia-smi-q-x.xml"));
        smi.replace("<dram_uncorrectable>1</dram_uncorrectable>",
                    "<dram_uncorrectable>" + xml + "</dram_uncorrectable>");
        smi.replace("<replay_counter>412</replay_counter>", "<replay_counter>" + xml + "</replay_counter>");
        const ParsedRun run = Importer::parseBytes(smi)->runs.at(0);
        const QString xmlQuoted = u'"' + QString::fromLatin1(xml) + u'"';
        for (const char* key : {"gpu.ecc", "pcie.replays"}) {
            const FindingRecord f = finding(run, QString::fromLatin1(key));
            QCOMPARE(f.status, FindingStatus::Unknown);
            QVERIFY2(f.detail.contains(xmlQuoted), qPrintable(f.detail));
        }
        // rocm-smi --json: card 2's replay count, card 1's UMC count (the only ECC counter: the check must not vanish).
        QByteArray rocm = fixture(QStringLiteral("rocm-smi.json"));
        rocm.replace("\"PCIe Replay Count\": \"37\"", "\"PCIe Replay Count\": " + json);
        rocm.replace("\"UMC uncorrectable error count\": \"0\"", "\"UMC uncorrectable error count\": " + json);
        auto parsed = Importer::parseBytes(rocm, QStringLiteral("rocm-smi-json"));
        QVERIFY(parsed.ok());
        for (const char* key : {"gpu.ecc", "pcie.replays"}) {
            const FindingRecord f = finding(parsed->runs.at(0), QString::fromLatin1(key));
            QCOMPARE(f.status, FindingStatus::Unknown);
            QVERIFY2(f.detail.contains(quoted), qPrintable(f.detail));
        }
    }

    void newFormatsSplitAnywhereGiveTheSameResult() {
        // Streaming: the same findings whatever the chunking (here: one byte at a time vs whole).
        for (const QString& file :
             {QStringLiteral("nvidia-smi-q-x.xml"), QStringLiteral("dcgmi-diag-r2.txt"),
              QStringLiteral("nvidia-smi-topo-wrapped.txt"), QStringLiteral("ibv-devinfo-v.txt")}) {
            const QByteArray bytes = fixture(file);
            const QString format = FormatDetector::detect(bytes);
            auto whole = Importer::parseBytes(bytes, format);
            QVERIFY(whole.ok());
            auto parser = Importer::makeLineParser(format);
            LineSplitter splitter(4096);
            const auto sink = [&](std::string_view l, bool cut, bool last) { parser->addLine(l, cut, last); };
            for (char c : bytes)
                splitter.feed(&c, 1, sink);
            splitter.finish(sink);
            LineParser::StreamEnd end;
            end.endedWithoutNewline = splitter.endedWithoutNewline();
            const ParsedImport chunked = parser->finish(end);
            QCOMPARE(chunked.runs.size(), whole->runs.size());
            QCOMPARE(chunked.runs.at(0).findings.size(), whole->runs.at(0).findings.size());
        }
    }
};

QTEST_GUILESS_MAIN(tst_SystemFormatsImport)
#include "tst_SystemFormatsImport.moc"
