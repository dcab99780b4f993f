// Every real tool output of a supported kind in $TB_SHARED_DIR/realdata parses, with the row counts and peak bus
// bandwidths its INDEX.md gives (files are read in place, never copied into the project).
#include "core/import/Importer.h"

#include "tests/support/TestSupport.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <cctype>

using namespace tb::core;

namespace {

QString realdata() {
    const QString shared = tb::test::sharedDir();
    const QString dir = shared.isEmpty() ? QString() : shared + QStringLiteral("/realdata");
    return QFileInfo(dir).isDir() ? dir : QString();
}

Result<ParsedImport> parseFile(const QString& name) {
    QFile f(realdata() + u'/' + name);
    if (!f.open(QIODevice::ReadOnly))
        return makeError(ErrorCode::NotFound, name);
    return Importer::parse(f);
}

QString findingStatus(const ParsedRun& run, const QString& key) {
    for (const auto& f : run.findings) {
        if (f.key == key)
            return findingStatusKey(f.status);  // the table's key, so the expectations below read as words
    }
    return QStringLiteral("(none)");
}

}  // namespace

class tst_RealDataImport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (realdata().isEmpty())
            QSKIP("no ../shared/realdata beside the checkout");
    }

    void collectives_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<int>("runs");
        QTest::addColumn<int>("rows");
        QTest::addColumn<double>("peak");
        QTest::addColumn<QString>("operation");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<double>("summary");  // of the first run; -1 when absent
        QTest::addColumn<bool>("truncated");
        auto row = [](const char* file, const char* tool, int runs, int rows, double peak, const char* op, int ranks,
                      double summary, bool truncated) {
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromLatin1(tool) << runs << rows << peak
                                << QString::fromLatin1(op) << ranks << summary << truncated;
        };
        row("nccl-allreduce-8xH100-single-node-479GBps-v2.17.9-together.txt", "nccl-tests", 1, 14, 479.26, "all_reduce",
            8, 319.437, false);
        row("nccl-allreduce-8xH100-single-node-nvls-v2.17.9-together.txt", "nccl-tests", 1, 31, 368.69, "all_reduce", 8,
            123.961, false);
        row("nccl-reducescatter-8xH100-single-node-ring-v2.17.9-together.txt", "nccl-tests", 1, 31, 364.13,
            "reduce_scatter", 8, 111.432, false);
        row("nccl-allgather-8xH100-single-node-nvls-v2.17.9-together.txt", "nccl-tests", 1, 31, 363.95, "all_gather", 8,
            110.538, false);
        row("nccl-allreduce-2node-16xH100-a3mega-lessizzmore.txt", "nccl-tests", 1, 31, 338.82, "all_reduce", 16,
            70.742, false);
        row("nccl-allreduce-128xA100-sharp-oldformat-error-col-coreweave-readme.txt", "nccl-tests", 1, 31, 115.64,
            "unknown", 5, 37.7108, false);
        row("nccl-allreduce-64xH100-sharp-elided-coreweave-readme.txt", "nccl-tests", 1, 5, 386.56, "unknown", 1,
            373.187, false);
        row("nccl-allreduce-8xA100-40GB-oldformat-validation0-superbench.txt", "nccl-tests", 1, 34, 235.26, "unknown",
            8, 68.4048, false);
        row("nccl-allreduce-gb200-nvl72-1-2-20racks-coreweave-readme-expected.txt", "nccl-tests", 3, 17, 846.82,
            "unknown", 72, 745.53, false);
        row("nccl-alltoall-sendrecv-2node-4xH100-xxrjun.txt", "nccl-tests", 2, 20, 71.87, "alltoall", 8, 69.6228,
            false);
        row("rccl-allreduce-8xMI300X-single-node-hisohara.txt", "rccl-tests", 1, 31, 315.91, "all_reduce", 8, 110.464,
            false);
        row("rccl-allreduce-2node-16xMI300X-rocm6.4-hisohara.txt", "rccl-tests", 1, 32, 357.46, "all_reduce", 16,
            92.3318, false);
        row("rccl-allreduce-2node-16xMI355X-pollara400-no-summary-hisohara.txt", "rccl-tests", 1, 31, 369.08, "unknown",
            16, -1, true);
        row("rccl-allreduce-MI325X-1-2-4-8node-grep-summary-hisohara.txt", "nccl-tests", 4, 12, 350.84, "unknown", 0,
            -1, false);
    }

    void collectives() {
        QFETCH(QString, file);
        QFETCH(QString, tool);
        QFETCH(int, runs);
        QFETCH(int, rows);
        QFETCH(double, peak);
        QFETCH(QString, operation);
        QFETCH(int, ranks);
        QFETCH(double, summary);
        QFETCH(bool, truncated);
        auto parsed = parseFile(file);
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().toString()));
        QCOMPARE(parsed->format, QStringLiteral("nccl-tests"));
        QCOMPARE(parsed->runs.size(), runs);
        int total = 0;
        double best = 0;
        for (const ParsedRun& r : parsed->runs) {
            total += int(r.rows.size());
            best = std::max(best, peakBusbw(r));
        }
        QCOMPARE(total, rows);
        QCOMPARE(best, peak);
        const ParsedRun& first = parsed->runs[0];
        QCOMPARE(first.tool, tool);
        QCOMPARE(first.operation, operation);
        QCOMPARE(first.rankCount, ranks);
        if (summary >= 0) {
            QCOMPARE(first.summaryAvgBusbw.value_or(-1), summary);
        } else {
            QVERIFY(!first.summaryAvgBusbw.has_value());
        }
        QCOMPARE(parsed->truncated, truncated);
    }

    void collectiveDetails() {
        auto gb200 = parseFile(QStringLiteral("nccl-allreduce-gb200-nvl72-1-2-20racks-coreweave-readme-expected.txt"));
        QVERIFY(gb200.ok());
        QCOMPARE(gb200->runs[1].rankCount, 144);
        QCOMPARE(gb200->runs[2].rankCount, 1440);
        QCOMPARE(peakBusbw(gb200->runs[1]), 820.36);
        QCOMPARE(gb200->runs[2].summaryAvgBusbw.value_or(0), 297.808);

        auto a2a = parseFile(QStringLiteral("nccl-alltoall-sendrecv-2node-4xH100-xxrjun.txt"));
        QVERIFY(a2a.ok());
        QCOMPARE(a2a->runs[1].operation, QStringLiteral("sendrecv"));
        QCOMPARE(a2a->runs[0].dataType, QStringLiteral("double"));
        QVERIFY(!a2a->runs[0].rows[0].inPlace.wrong.has_value());
        QCOMPARE(a2a->runs[0].rows.last().sizeBytes, Q_INT64_C(17179869184));

        auto coreweave =
            parseFile(QStringLiteral("nccl-allreduce-128xA100-sharp-oldformat-error-col-coreweave-readme.txt"));
        QVERIFY(coreweave.ok());
        QCOMPARE(coreweave->runs[0].rows[1].outOfPlace.error.value_or(-1), 2e-07);

        auto elided = parseFile(QStringLiteral("nccl-allreduce-64xH100-sharp-elided-coreweave-readme.txt"));
        QVERIFY(elided.ok());
        QVERIFY(elided->runs[0].warnings.join(u' ').contains(QStringLiteral("maxBytes")));

        auto mi325 = parseFile(QStringLiteral("rccl-allreduce-MI325X-1-2-4-8node-grep-summary-hisohara.txt"));
        QVERIFY(mi325.ok());
        QCOMPARE(mi325->runs[0].label, QStringLiteral("1-node"));
        QCOMPARE(peakBusbw(mi325->runs[0]), 319.21);
    }

    void nvbandwidth() {
        auto p = parseFile(QStringLiteral("nvbandwidth-v0.6-GH200-all-tests-superbench.txt"));
        QVERIFY(p.ok());
        QCOMPARE(p->format, QStringLiteral("nvbandwidth"));
        const ParsedRun& r = p->runs[0];
        int h2d = 0;
        double maxH2d = 0, sum = 0, latency = 0;
        for (const auto& s : r.samples) {
            if (s.metric == QLatin1String("h2d.bw")) {
                ++h2d;
                maxH2d = std::max(maxH2d, s.value);
            }
            if (s.metric == QLatin1String("h2d.bw.sum") &&
                s.extra.value(QStringLiteral("test")).toString() == QLatin1String("host_to_device_memcpy_ce")) {
                sum = s.value;
            }
            if (s.metric == QLatin1String("host.latency"))
                latency = s.value;
        }
        QCOMPARE(h2d, 12);
        QCOMPARE(maxH2d, 412.11);
        QCOMPARE(sum, 1985.60);
        QCOMPARE(latency, 772.58);
        QCOMPARE(r.devices.size(), 1);
    }

    void systemTools() {
        auto a10 = parseFile(QStringLiteral("nvidia-smi-q-1xA10-remapped-rows-uncorrectable4-pending-gpud.txt"));
        QVERIFY(a10.ok());
        QCOMPARE(findingStatus(a10->runs[0], QStringLiteral("gpu.remapped_rows")), QStringLiteral("fail"));
        auto h100 = parseFile(QStringLiteral("nvidia-smi-q-8xH100-driver535.183.01-full-gpud.txt"));
        QVERIFY(h100.ok());
        QCOMPARE(h100->runs[0].devices.size(), 8);
        QCOMPARE(findingStatus(h100->runs[0], QStringLiteral("gpu.remapped_rows")), QStringLiteral("pass"));
        QCOMPARE(findingStatus(h100->runs[0], QStringLiteral("gpu.ecc")), QStringLiteral("pass"));
        QCOMPARE(findingStatus(h100->runs[0], QStringLiteral("pcie.replays")), QStringLiteral("warn"));
        QVERIFY(!h100->truncated);
        auto cut = parseFile(QStringLiteral("nvidia-smi-q-H100-truncated-output-gpud.txt"));
        QVERIFY(cut.ok());
        QVERIFY(cut->truncated);

        auto xid79 = parseFile(QStringLiteral("dmesg-nvrm-xid79-fallen-off-bus-plus-nvswitch-sxid20034-gpud.txt"));
        QVERIFY(xid79.ok());
        QCOMPARE(findingStatus(xid79->runs[0], QStringLiteral("gpu.xid.79")), QStringLiteral("fail"));
        QCOMPARE(findingStatus(xid79->runs[0], QStringLiteral("nvswitch.sxid.20034")), QStringLiteral("fail"));
        auto xid119 = parseFile(QStringLiteral("dmesg-nvrm-xid119-gsp-rpc-timeout-H100-gpud.txt"));
        QVERIFY(xid119.ok());
        QCOMPARE(findingStatus(xid119->runs[0], QStringLiteral("gpu.xid.119")), QStringLiteral("fail"));
        auto iso = parseFile(QStringLiteral("dmesg-decode-iso-nvrm-xid13-burst-gpud.txt"));
        QVERIFY(iso.ok());
        QCOMPARE(findingStatus(iso->runs[0], QStringLiteral("gpu.xid.13")), QStringLiteral("warn"));
        auto ctime = parseFile(QStringLiteral("dmesg-ctime-nvrm-xid13-xid109-peermem-gpud-readme.txt"));
        QVERIFY(ctime.ok());
        QCOMPARE(findingStatus(ctime->runs[0], QStringLiteral("gpu.xid.109")), QStringLiteral("warn"));
        QCOMPARE(findingStatus(ctime->runs[0], QStringLiteral("gpu.peermem")), QStringLiteral("warn"));

        auto lspci = parseFile(QStringLiteral("lspci-vvv-HGX-H100-PEX890xx-ACSCtl-excerpt-gpud.txt"));
        QVERIFY(lspci.ok());
        QCOMPARE(findingStatus(lspci->runs[0], QStringLiteral("pcie.acs")), QStringLiteral("fail"));

        auto down = parseFile(QStringLiteral("ibstat-H100-node-some-ports-down-gpud.txt"));
        QVERIFY(down.ok());
        QCOMPARE(findingStatus(down->runs[0], QStringLiteral("ib.ports")), QStringLiteral("pass"));
        QCOMPARE(findingStatus(down->runs[0], QStringLiteral("eth.ports")), QStringLiteral("warn"));
        auto active = parseFile(QStringLiteral("ibstat-H100-node-all-active-gpud.txt"));
        QVERIFY(active.ok());
        QCOMPARE(findingStatus(active->runs[0], QStringLiteral("ib.ports")), QStringLiteral("pass"));
        auto panic = parseFile(QStringLiteral("ibstat-A100-node-ibpanic-failure-gpud.txt"));
        QVERIFY(panic.ok());
        QVERIFY(panic->truncated);
        auto ibstatus = parseFile(QStringLiteral("ibstatus-azure-HDR-ib-plus-eth-azhpc-diagnostics.txt"));
        QVERIFY(ibstatus.ok());
        QCOMPARE(findingStatus(ibstatus->runs[0], QStringLiteral("ib.ports")), QStringLiteral("pass"));

        auto concise = parseFile(QStringLiteral("rocm-smi-4xMI300X-sriov-vm-concise-thamada.txt"));
        QVERIFY(concise.ok());
        QCOMPARE(concise->runs[0].devices.size(), 4);
        auto all = parseFile(QStringLiteral("rocm-smi-4xMI300X-sriov-vm-showall-a-thamada.txt"));
        QVERIFY(all.ok());
        QCOMPARE(findingStatus(all->runs[0], QStringLiteral("pcie.replays")), QStringLiteral("pass"));
        auto mi250 =
            parseFile(QStringLiteral("rocm-smi-8xMI250-GCD-concise-shownodesbw-showtoponuma-optimum-amd-docs.txt"));
        QVERIFY(mi250.ok());
        QCOMPARE(mi250->runs[0].devices.size(), 8);
    }

    void headerlessExcerpts_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("prefix");
        for (const char* f : {"nccl-allreduce-8xH100-single-node-479GBps-v2.17.9-together.txt",
                              "nccl-reducescatter-8xH100-single-node-ring-v2.17.9-together.txt",
                              "nccl-allreduce-2node-16xH100-a3mega-lessizzmore.txt",
                              "nccl-allreduce-8xA100-40GB-oldformat-validation0-superbench.txt",
                              "nccl-alltoall-sendrecv-2node-4xH100-xxrjun.txt",
                              "rccl-allreduce-2node-16xMI300X-rocm6.4-hisohara.txt"}) {
            QTest::newRow((QByteArray(f) + " bare").constData()) << QString::fromLatin1(f) << QByteArray();
            QTest::newRow((QByteArray(f) + " tagged").constData())
                << QString::fromLatin1(f) << QByteArrayLiteral("[1,0]<stdout>:");
            QTest::newRow((QByteArray(f) + " host").constData())
                << QString::fromLatin1(f) << QByteArrayLiteral("gpu-node-3:  0: ");
        }
    }

    void headerlessExcerpts() {
        // Only the result rows of a real table, as pasted into a ticket (optionally behind a launcher's prefix):
        // recognised by their shape, and every row read as in the whole file.
        QFETCH(QString, file);
        QFETCH(QByteArray, prefix);
        auto whole = parseFile(file);
        QVERIFY(whole.ok());
        QFile f(realdata() + u'/' + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray rows;
        for (const QByteArray& line : f.readAll().split('\n')) {
            const QByteArray t = line.trimmed();
            QByteArray rest = t;
            if (rest.startsWith('['))
                rest = rest.mid(rest.indexOf(':') + 1).trimmed();
            if (!rest.isEmpty() && std::isdigit(static_cast<unsigned char>(rest[0])) && rest.contains("  ") &&
                rest.split(' ').size() > 10) {
                rows += prefix + rest + '\n';
            }
        }
        QVERIFY(!rows.isEmpty());
        auto excerpt = Importer::parseBytes(rows);
        QVERIFY2(excerpt.ok(), qPrintable(excerpt.ok() ? QString() : excerpt.error().toString()));
        QCOMPARE(excerpt->format, QStringLiteral("nccl-tests"));
        qsizetype wholeRows = 0, excerptRows = 0;
        double wholePeak = 0, excerptPeak = 0;
        for (const ParsedRun& r : whole->runs) {
            wholeRows += r.rows.size();
            wholePeak = std::max(wholePeak, peakBusbw(r));
        }
        for (const ParsedRun& r : excerpt->runs) {
            excerptRows += r.rows.size();
            excerptPeak = std::max(excerptPeak, peakBusbw(r));
            QCOMPARE(r.operation, QStringLiteral("unknown"));
        }
        QCOMPARE(excerptRows, wholeRows);
        QCOMPARE(excerptPeak, wholePeak);
    }

    void excerptsOfKnownToolsAreReadOrExplained() {
        // The middle of any supported file, as an analyst might paste it: read, or an error that says what it is,
        // never "not a recognised tool output".
        const QStringList files = QDir(realdata()).entryList({QStringLiteral("*.txt")}, QDir::Files);
        int tried = 0;
        for (const QString& name : files) {
            auto whole = parseFile(name);
            if (!whole || name.startsWith(QLatin1String("published-")) || name.startsWith(QLatin1String("expected-")))
                continue;
            QFile f(realdata() + u'/' + name);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QList<QByteArray> lines = f.readAll().split('\n');
            if (lines.size() < 12)
                continue;
            const QByteArray middle = lines.mid(lines.size() / 4, lines.size() / 2).join('\n');
            ++tried;
            auto part = Importer::parseBytes(middle);
            if (!part) {
                QVERIFY2(!part.error().message.contains(QStringLiteral("not a recognised")),
                         qPrintable(name + QStringLiteral(": ") + part.error().toString()));
            }
        }
        QVERIFY(tried >= 20);
    }

    void topologyAndNvlink() {
        auto topo = parseFile(QStringLiteral("nvidia-smi-topo-m-8xB200-16NIC-together-sendrecv-log-header.txt"));
        QVERIFY2(topo.ok(), qPrintable(topo.ok() ? QString() : topo.error().toString()));
        QCOMPARE(topo->format, QStringLiteral("nvidia-smi-topo"));
        const ParsedRun& t = topo->runs[0];
        QCOMPARE(findingStatus(t, QStringLiteral("topo.nvlink")), QStringLiteral("pass"));  // NV18 all-to-all
        QCOMPARE(findingStatus(t, QStringLiteral("topo.nic_affinity")), QStringLiteral("pass"));
        QCOMPARE(t.devices.size(), 8);
        for (const auto& f : t.findings) {
            if (f.key == QLatin1String("topo.nics"))
                QCOMPARE(f.value, QStringLiteral("16"));
            if (f.key == QLatin1String("topo.nearest_nic.GPU7"))
                QCOMPARE(f.value, QStringLiteral("NIC15 (mlx5_15)"));
            if (f.key == QLatin1String("topo.affinity.GPU4"))
                QCOMPARE(f.value, QStringLiteral("CPU Affinity 128-255, NUMA Affinity 1, GPU NUMA ID N/A"));
        }
        QVERIFY(!t.truncated);

        auto nvlink = parseFile(QStringLiteral("nvidia-smi-nvlink-status-8xV100-inactive-links-azhpc-diagnostics.txt"));
        QVERIFY(nvlink.ok());
        QCOMPARE(nvlink->format, QStringLiteral("nvidia-smi-nvlink"));
        QCOMPARE(findingStatus(nvlink->runs[0], QStringLiteral("nvlink.links")), QStringLiteral("fail"));
        QCOMPARE(nvlink->runs[0].devices.size(), 7);
    }

    void everyFileParsesOrFailsCleanly() {
        // Unsupported kinds (nvidia-smi tables, topo, published figures) must give a clear error or a partial
        // result, never a crash.
        const QStringList files = QDir(realdata()).entryList({QStringLiteral("*.txt")}, QDir::Files);
        QVERIFY(files.size() >= 30);
        for (const QString& f : files) {
            auto p = parseFile(f);
            if (!p)
                QVERIFY2(!p.error().message.isEmpty(), qPrintable(f));
        }
    }
};

QTEST_GUILESS_MAIN(tst_RealDataImport)
#include "tst_RealDataImport.moc"
