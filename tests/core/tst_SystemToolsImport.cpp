// System tools to checks: nvidia-smi -q, kernel logs, lspci ACS, ibstat/ibstatus, rocm-smi.
#include "ImportTestUtil.h"

using namespace tb::core;
using namespace importtest;

class tst_SystemToolsImport : public QObject {
    Q_OBJECT

private slots:
    void nvidiaSmiPreAmpereRetiredPages() {
        const ParsedImport p = parse(QStringLiteral("nvidia-smi-q-volta-retired.txt"));
        QCOMPARE(p.format, QStringLiteral("nvidia-smi-q"));
        const ParsedRun& r = p.runs.value(0);
        QCOMPARE(r.devices.size(), 2);
        QCOMPARE(finding(r, QStringLiteral("gpu.count")).value, QStringLiteral("2"));
        QCOMPARE(finding(r, QStringLiteral("gpu.ecc")).status, FindingStatus::Fail);  // volatile DBE on GPU 2
        const FindingRecord retired = finding(r, QStringLiteral("gpu.retired_pages"));
        QCOMPARE(retired.status, FindingStatus::Fail);
        QVERIFY(retired.detail.contains(QStringLiteral("00000000:1B:00.0")));
        QCOMPARE(finding(r, QStringLiteral("pcie.replays")).status, FindingStatus::Warn);
        QVERIFY(!r.truncated);
    }

    void nvidiaSmiRemapPending() {
        const ParsedRun r = parse(QStringLiteral("nvidia-smi-q-ampere-remap.txt")).runs.value(0);
        const FindingRecord remap = finding(r, QStringLiteral("gpu.remapped_rows"));
        QCOMPARE(remap.status, FindingStatus::Fail);
        QVERIFY(remap.detail.contains(QStringLiteral("needs a GPU reset")));
        QVERIFY(remap.detail.contains(QStringLiteral("00000000:07:00.0")));
        QVERIFY(!remap.detail.contains(QStringLiteral("00000000:0F:00.0")));
        QCOMPARE(finding(r, QStringLiteral("gpu.ecc")).status, FindingStatus::Warn);  // lifetime DBE only
        QCOMPARE(finding(r, QStringLiteral("gpu.reset_required")).status, FindingStatus::Pass);
        QVERIFY(finding(r, QStringLiteral("gpu.retired_pages")).key.isEmpty());  // N/A on Ampere
    }

    void nvidiaSmiTruncated() {
        const ParsedImport p = parse(QStringLiteral("nvidia-smi-q-truncated.txt"));
        QVERIFY(p.truncated);
        QVERIFY(p.runs.value(0).truncated);
        QVERIFY(!p.runs.value(0).warnings.isEmpty());
    }

    void lspciCutMidLinePassesNothing() {
        // Cut inside 3a:00.0's ACSCtl line: "ReqRe" would read as redirection off.
        const ParsedImport p = parse(QStringLiteral("lspci-acs-on-cut.txt"), QStringLiteral("lspci"));
        QVERIFY(p.truncated);
        const FindingRecord acs = finding(p.runs.value(0), QStringLiteral("pcie.acs"));
        QCOMPARE(acs.status, FindingStatus::Unknown);
        QVERIFY2(acs.detail.contains(QStringLiteral("mid-line")), qPrintable(acs.detail));
    }

    void nvidiaSmiTextCutOrImpossiblePassesNothing() {
        const ParsedRun cut = parse(QStringLiteral("nvidia-smi-q-truncated.txt")).runs.value(0);
        for (const FindingRecord& f : cut.findings)
            QVERIFY2(!(isCheck(f) && f.status == FindingStatus::Pass), qPrintable(f.key));
        QByteArray text = fixture(QStringLiteral("nvidia-smi-q-volta-retired.txt"));
        text.replace("Replays Since Reset               : 4", "Replays Since Reset               : -4");
        const ParsedRun r = Importer::parseBytes(text)->runs.value(0);
        const FindingRecord replays = finding(r, QStringLiteral("pcie.replays"));
        QCOMPARE(replays.status, FindingStatus::Unknown);
        QVERIFY2(replays.detail.contains(QStringLiteral("\"-4\"")), qPrintable(replays.detail));
    }

    void kernelLogEveryTimestampStyle() {
        const ParsedImport p = parse(QStringLiteral("kernel-log-styles.txt"));
        QCOMPARE(p.format, QStringLiteral("kernel-log"));
        const ParsedRun& r = p.runs.value(0);
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.79")).status, FindingStatus::Fail);
        QVERIFY(finding(r, QStringLiteral("gpu.xid.79")).detail.contains(QStringLiteral("0000:18:00")));
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.48")).status, FindingStatus::Fail);
        QVERIFY(finding(r, QStringLiteral("gpu.xid.48")).detail.contains(QStringLiteral("Mon Jan 12 03:04:05 2026")));
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.63")).status, FindingStatus::Warn);
        QVERIFY(finding(r, QStringLiteral("gpu.xid.63")).detail.contains(QStringLiteral("2026-01-12T03:04:06")));
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.64")).status, FindingStatus::Fail);
        QVERIFY(finding(r, QStringLiteral("gpu.xid.64")).detail.contains(QStringLiteral("Jan 12 03:04:07")));
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.94")).status, FindingStatus::Warn);
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.95")).status, FindingStatus::Fail);  // markdown-quoted
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.13")).value, QStringLiteral("2"));
        QCOMPARE(finding(r, QStringLiteral("gpu.xid.13")).status, FindingStatus::Warn);
        QCOMPARE(finding(r, QStringLiteral("nvswitch.sxid.20034")).status, FindingStatus::Fail);
        QCOMPARE(finding(r, QStringLiteral("nvswitch.sxid.12028")).status, FindingStatus::Warn);
        QCOMPARE(finding(r, QStringLiteral("gpu.reset_required")).status, FindingStatus::Fail);
        QCOMPARE(finding(r, QStringLiteral("gpu.xid")).status, FindingStatus::Fail);
        QCOMPARE(finding(r, QStringLiteral("kernel.xid_events")).value, QStringLiteral("10"));
    }

    void kernelLogClean() {
        const ParsedRun r = parse(QStringLiteral("kernel-log-clean.txt")).runs.value(0);
        QCOMPARE(finding(r, QStringLiteral("gpu.xid")).status, FindingStatus::Pass);
    }

    void lspciAcsOn() {
        const ParsedImport p = parse(QStringLiteral("lspci-acs-on.txt"));
        QCOMPARE(p.format, QStringLiteral("lspci"));
        const ParsedRun& r = p.runs.value(0);
        const FindingRecord acs = finding(r, QStringLiteral("pcie.acs"));
        QCOMPARE(acs.status, FindingStatus::Fail);
        QVERIFY(acs.detail.contains(QStringLiteral("3a:00.0")));
        QVERIFY(acs.detail.contains(QStringLiteral("ReqRedir+")));
        QVERIFY(acs.detail.contains(QStringLiteral("above GPU 3b:00.0")));
        QVERIFY(!acs.detail.contains(QStringLiteral("5a:00.0")));
        QCOMPARE(finding(r, QStringLiteral("pcie.acs.5a:00.0")).value, QStringLiteral("off"));
        QCOMPARE(finding(r, QStringLiteral("pcie.link")).status, FindingStatus::Warn);  // 3b:00.0 downgraded
    }

    void lspciAcsOff() {
        const ParsedRun r = parse(QStringLiteral("lspci-acs-off.txt"), QStringLiteral("lspci")).runs.value(0);
        QCOMPARE(finding(r, QStringLiteral("pcie.acs")).status,
                 FindingStatus::Pass);  // SrcValid alone redirects nothing
        QCOMPARE(finding(r, QStringLiteral("pcie.link")).status, FindingStatus::Pass);
    }

    void lspciGrepOutput() {
        const ParsedRun r = parse(QStringLiteral("lspci-grep-acs.txt")).runs.value(0);
        QCOMPARE(finding(r, QStringLiteral("pcie.acs")).status, FindingStatus::Warn);  // UpstreamFwd+ only
    }

    void ibstatEthernetDownDoesNotFailIb() {
        const ParsedImport p = parse(QStringLiteral("ibstat-tabs-eth-down.txt"));
        QCOMPARE(p.format, QStringLiteral("ibstat"));
        const ParsedRun& r = p.runs.value(0);
        QCOMPARE(finding(r, QStringLiteral("ib.ports")).status, FindingStatus::Pass);
        QCOMPARE(finding(r, QStringLiteral("ib.ports")).value, QStringLiteral("2"));
        QCOMPARE(finding(r, QStringLiteral("eth.ports")).status, FindingStatus::Warn);
        QCOMPARE(finding(r, QStringLiteral("ib.rate")).value, QStringLiteral("400"));
        QVERIFY(finding(r, QStringLiteral("ib.port.mlx5_10/1")).value.startsWith(QStringLiteral("Down")));
    }

    void ibstatIbDownAndIbpanic() {
        const ParsedImport p = parse(QStringLiteral("ibstat-spaces-ib-down.txt"));
        const ParsedRun& r = p.runs.value(0);
        QCOMPARE(finding(r, QStringLiteral("ib.ports")).status, FindingStatus::Fail);
        QVERIFY(finding(r, QStringLiteral("ib.ports")).detail.contains(QStringLiteral("mlx5_1/1")));
        QVERIFY(r.truncated);
        QVERIFY(r.warnings.join(u' ').contains(QStringLiteral("mlx5_3")));
    }

    void ibstatus() {
        const ParsedRun r = parse(QStringLiteral("ibstatus.txt")).runs.value(0);
        QCOMPARE(finding(r, QStringLiteral("ib.ports")).status, FindingStatus::Pass);
        QCOMPARE(finding(r, QStringLiteral("ib.rate")).value, QStringLiteral("400"));
    }

    void rocmSmiLayouts() {
        const ParsedRun r6 = parse(QStringLiteral("rocm-smi-rocm6-concise.txt")).runs.value(0);
        QCOMPARE(finding(r6, QStringLiteral("gpu.count")).value, QStringLiteral("2"));
        QCOMPARE(finding(r6, QStringLiteral("gpu.model")).value, QStringLiteral("AMD Instinct MI300X"));
        QVERIFY(finding(r6, QStringLiteral("gpu.1")).value.contains(QStringLiteral("43.0")));
        const ParsedRun r5 = parse(QStringLiteral("rocm-smi-rocm5-concise.txt")).runs.value(0);
        QCOMPARE(finding(r5, QStringLiteral("gpu.count")).value, QStringLiteral("2"));
        QVERIFY(finding(r5, QStringLiteral("gpu.1")).value.contains(QStringLiteral("N/A")));
        const ParsedImport pa = parse(QStringLiteral("rocm-smi-all.txt"));
        QCOMPARE(pa.format, QStringLiteral("rocm-smi"));
        const ParsedRun& ra = pa.runs.value(0);
        QCOMPARE(finding(ra, QStringLiteral("gpu.model")).value, QStringLiteral("AMD Instinct MI250X"));
        QCOMPARE(finding(ra, QStringLiteral("gpu.driver")).value, QStringLiteral("6.8.5"));
        QCOMPARE(finding(ra, QStringLiteral("pcie.replays")).status, FindingStatus::Warn);
        QCOMPARE(finding(ra, QStringLiteral("gpu.ecc")).status, FindingStatus::Fail);
    }
};

QTEST_GUILESS_MAIN(tst_SystemToolsImport)
#include "tst_SystemToolsImport.moc"
