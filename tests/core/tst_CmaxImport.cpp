// Issue 37.5: the report `cmax audit` prints, imported as findings beside Tierbench's own: each check a cmax.<id>
// finding with cmax's verdict, mapped to the same rubric items as Tierbench's checks, and the two compared item by
// item so a disagreement is shown. Terminal colours, cut reports and hostile lines.
#include "ImportTestUtil.h"

#include "core/import/CmaxAuditParser.h"
#include "core/import/FormatDetector.h"
#include "core/launch/slurm/SlurmAudit.h"
#include "core/run/CmaxAgreement.h"

using namespace tb::core;
using namespace importtest;

class tst_CmaxImport : public QObject {
    Q_OBJECT

private slots:
    void reportBecomesFindings() {
        QString reason;
        QCOMPARE(FormatDetector::detect(fixture(QStringLiteral("cmax-audit-report.txt")), &reason),
                 QStringLiteral("cmax-audit"));
        const ParsedImport p = parse(QStringLiteral("cmax-audit-report.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& run = p.runs[0];
        QCOMPARE(run.tool, QStringLiteral("cmax"));
        QVERIFY(!run.truncated);
        QVERIFY2(run.warnings.isEmpty(), qPrintable(run.warnings.join(u'|')));
        const FindingRecord driver = finding(run, QStringLiteral("cmax.securityVersions.nvidiaDriver.status"));
        QCOMPARE(driver.kind, FindingKind::Check);
        QCOMPARE(driver.status, FindingStatus::Fail);
        QCOMPARE(driver.value, QStringLiteral("535.104.05 (minimum 535.247.01)"));
        QCOMPARE(driver.detail, QStringLiteral("Security Versions / NVIDIA Driver"));
        QCOMPARE(finding(run, QStringLiteral("cmax.networking.ncclAutoConfig")).status, FindingStatus::Warn);
        QCOMPARE(finding(run, QStringLiteral("cmax.gpus.pcieAcs.enabled")).status, FindingStatus::Pass);
        // Skipped: not applicable on this harness, or not verified.
        QCOMPARE(finding(run, QStringLiteral("cmax.storage.rwxStatus")).status, FindingStatus::Waived);
        QCOMPARE(finding(run, QStringLiteral("cmax.software.ncu.profilingEnabled")).status, FindingStatus::Unknown);
        const FindingRecord all = finding(run, QStringLiteral("cmax.checks"));
        QCOMPARE(all.value, QStringLiteral("7"));
        QCOMPARE(all.detail, QStringLiteral("2 failed, 1 warnings, 2 passed, 2 skipped"));
    }

    void terminalColoursAndLinksAreStripped() {
        // cmax -vv -vvv from a terminal: ANSI colours and OSC 8 hyperlinks around the words.
        const QByteArray text =
            "\x1b[1m# ClusterMAX audit report\x1b[0m\n\n"
            "\x1b[1;31mFAIL    \x1b[0m \x1b[1mGPUs / PCIe ACS / Enabled\x1b[0m  \x1b[2m[gpus.pcieAcs.enabled]\x1b[0m\n"
            "         ACS redirects peer-to-peer traffic on the GPU-NIC path.\n"
            "         \x1b[1mObserved:\x1b[0m true\n"
            "         \x1b[1mReferences:\x1b[0m\n"
            "           [1] \x1b]8;;https://example.invalid/acs\x1b\\\x1b[4mACS\x1b[24m\x1b]8;;\x1b\\  "
            "\x1b[2mhttps://example.invalid/acs\x1b[0m\n\n"
            "\x1b[1;31m1 failed\x1b[0m, \x1b[33m0 warnings\x1b[0m, \x1b[32m0 passed\x1b[0m, \x1b[2m0 skipped\x1b[0m\n";
        auto r = Importer::parseBytes(text);
        QVERIFY2(r, r ? "" : qPrintable(r.error().toString()));
        QCOMPARE(r->format, QStringLiteral("cmax-audit"));
        const FindingRecord acs = finding(r->runs.value(0), QStringLiteral("cmax.gpus.pcieAcs.enabled"));
        QCOMPARE(acs.status, FindingStatus::Fail);
        QCOMPARE(acs.value, QStringLiteral("true"));
        QCOMPARE(acs.detail,
                 QStringLiteral("GPUs / PCIe ACS / Enabled: ACS redirects peer-to-peer traffic on the GPU-NIC path."));
        QVERIFY(!r->runs.value(0).truncated);
        QCOMPARE(CmaxAuditParser::withoutTerminalCodes("\x1b[1;31mFAIL\x1b[0m"), QByteArray("FAIL"));
    }

    void aCutReportPassesNothing() {
        const QByteArray whole = fixture(QStringLiteral("cmax-audit-report.txt"));
        // Cut before its count line.
        const QByteArray cut = whole.left(whole.indexOf("SKIPPED  Storage"));
        auto r = Importer::parseBytes(cut);
        QVERIFY(r);
        const ParsedRun run = r->runs.value(0);
        QVERIFY(run.truncated);
        QCOMPARE(finding(run, QStringLiteral("cmax.gpus.pcieAcs.enabled")).status, FindingStatus::Unknown);
        QCOMPARE(finding(run, QStringLiteral("cmax.securityVersions.nvidiaDriver.status")).status,
                 FindingStatus::Fail);  // what was read stands
        // A count line that counts more checks than the report holds: blocks went missing.
        QByteArray fewer = whole;
        fewer.replace("2 passed", "9 passed");
        auto f = Importer::parseBytes(fewer);
        QVERIFY(f);
        QVERIFY(f->runs.value(0).warnings.join(u' ').contains(QStringLiteral("counts 14 checks, 7 were read")));
        QCOMPARE(finding(f->runs.value(0), QStringLiteral("cmax.healthChecks.dcgmInstalled")).status,
                 FindingStatus::Unknown);
    }

    void hostileLines() {
        QByteArray text = "# ClusterMAX audit report\n";
        text += "FAIL     Bad  [id\x01with control]\n";  // not a check id
        text += "PASS     Fine  [a.b]\n";
        text += "PASS     " + QByteArray(2 * 1024 * 1024, 'x') + "  [huge]\n";  // over the line limit
        text += "99999999999 failed, 1 warning, 1 passed, 0 skipped\n";         // not a count
        auto r = Importer::parseBytes(text);
        QVERIFY(r);
        const ParsedRun run = r->runs.value(0);
        QCOMPARE(finding(run, QStringLiteral("cmax.checks")).value, QStringLiteral("1"));
        QCOMPARE(finding(run, QStringLiteral("cmax.a.b")).status, FindingStatus::Unknown);  // no count line read
        QVERIFY(run.truncated);
    }

    void cmaxChecksFeedTierbenchsItems() {
        auto checks = NodeCheckSuggestions::load();
        QVERIFY(checks);
        QCOMPARE(checks->itemsFor(QStringLiteral("cmax.gpus.pcieAcs.enabled")), QStringList{u"networking.pcie_acs"_qs});
        QCOMPARE(checks->itemsFor(QStringLiteral("pcie.acs")), QStringList{u"networking.pcie_acs"_qs});
        QCOMPARE(checks->itemsFor(QStringLiteral("cmax.securityVersions.nvidiaContainerToolkit.status")),
                 QStringList{u"security.container_toolkit"_qs});
        QCOMPARE(checks->itemsFor(QStringLiteral("cmax.slurm.accounting.sacctAvailable")),
                 QStringList{u"monitoring.job_accounting"_qs});
    }

    void disagreementsAreShown() {
        auto node = NodeCheckSuggestions::load();
        auto slurm = NodeCheckSuggestions::load(SlurmAudit::suggestionsPath());
        QVERIFY(node && slurm);
        const QVector<NodeCheckSuggestions::CheckFinding> checks{
            {1, QStringLiteral("cmax.gpus.pcieAcs.enabled"), FindingStatus::Pass, {}},
            {2, QStringLiteral("pcie.acs"), FindingStatus::Fail, {}},
            {3, QStringLiteral("cmax.containers.pyxisRuntimeWorks"), FindingStatus::Fail, {}},
            {4, QStringLiteral("slurm.pyxis"), FindingStatus::Pass, {}},
            {5, QStringLiteral("cmax.healthChecks.dcgmInstalled"), FindingStatus::Pass, {}},
            {6, QStringLiteral("monitoring.dcgm"), FindingStatus::Pass, {}},
            // Only one side judged these: not compared.
            {7, QStringLiteral("cmax.access.externalIdp.detected"), FindingStatus::Fail, {}},
            {8, QStringLiteral("cmax.networking.topologyConfigured"), FindingStatus::Pass, {}},
            {9, QStringLiteral("slurm.topology"), FindingStatus::Unknown, {}},
        };
        const auto cmp = CmaxAgreement::compare({&*node, &*slurm}, checks);
        QCOMPARE(cmp.size(), 3);
        QCOMPARE(cmp[0].checkItemKey, QStringLiteral("monitoring.dcgm"));
        QVERIFY(!cmp[0].disagree);
        QCOMPARE(cmp[1].checkItemKey, QStringLiteral("networking.pcie_acs"));
        QVERIFY(cmp[1].disagree);
        QCOMPARE(cmp[1].cmax, FindingStatus::Pass);
        QCOMPARE(cmp[1].tierbench, FindingStatus::Fail);
        QCOMPARE(cmp[2].checkItemKey, QStringLiteral("orchestration.pyxis"));
        QVERIFY(cmp[2].disagree);
        QCOMPARE(CmaxAgreement::describe(cmp[2]),
                 QStringLiteral("orchestration.pyxis: cmax fail (cmax.containers.pyxisRuntimeWorks fail), Tierbench "
                                "pass (slurm.pyxis pass)"));
    }
};

QTEST_GUILESS_MAIN(tst_CmaxImport)
#include "tst_CmaxImport.moc"
