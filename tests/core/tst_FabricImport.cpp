// perftest text and --out_json, iperf3 --json: detection, figures in the units tb-rdma and tb-net use, failures that
// are failures (never a zero bandwidth), and hostile values refused clearly.
#include "ImportTestUtil.h"

#include "core/import/FormatDetector.h"

using namespace tb::core;
using namespace importtest;

namespace {
QVector<SampleRecord> metric(const ParsedRun& r, const QString& m) {
    QVector<SampleRecord> out;
    for (const auto& s : r.samples) {
        if (s.metric == m)
            out << s;
    }
    return out;
}

constexpr double kMiBps = 1048576.0 * 8 / 1e9;  // perftest's MB/sec or MiB/sec in Gb/s
}  // namespace

class tst_FabricImport : public QObject {
    Q_OBJECT

private slots:
    void detection_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::newRow("perftest Gb/sec") << "perftest-write-bw-gbits.txt"
                                         << "perftest";
        QTest::newRow("perftest quoted, old MB/sec") << "perftest-old-mb-several-runs.txt"
                                                     << "perftest";
        QTest::newRow("perftest latency") << "perftest-write-lat.txt"
                                          << "perftest";
        QTest::newRow("perftest failure") << "perftest-mr-failure.txt"
                                          << "perftest";
        QTest::newRow("perftest json") << "perftest-write-bw.json"
                                       << "perftest-json";
        QTest::newRow("perftest json latency") << "perftest-write-lat.json"
                                               << "perftest-json";
        QTest::newRow("iperf3 tcp") << "iperf3-tcp.json"
                                    << "iperf3-json";
        QTest::newRow("iperf3 udp") << "iperf3-udp.json"
                                    << "iperf3-json";
        QTest::newRow("iperf3 error") << "iperf3-refused.json"
                                      << "iperf3-json";
        // nccl-tests' JSON also has "results": it stays nccl-tests.
        QTest::newRow("nccl-tests json") << "nccl-tests.json"
                                         << "nccl-tests-json";
    }
    void detection() {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QCOMPARE(FormatDetector::detect(fixture(file)), format);
        QVERIFY(FormatDetector::isKnown(format));
    }

    void perftestGbits() {
        const ParsedImport p = parse(QStringLiteral("perftest-write-bw-gbits.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.tool, QStringLiteral("perftest"));
        QCOMPARE(r.operation, QStringLiteral("write_bw"));
        QVERIFY(!r.failed);
        const auto bw = metric(r, QStringLiteral("rdma.write.bw"));
        QCOMPARE(bw.size(), 1);
        QCOMPARE(bw[0].value, 391.20);
        QCOMPARE(bw[0].unit, QStringLiteral("Gb/s"));
        QCOMPARE(bw[0].sizeBytes.value_or(0), 8388608);
        QCOMPARE(bw[0].extra.value(QStringLiteral("peak_gbps")).toDouble(), 392.45);
        QCOMPARE(bw[0].extra.value(QStringLiteral("device")).toString(), QStringLiteral("mlx5_0"));
        QCOMPARE(r.args.value(QStringLiteral("qps")).toString(), QStringLiteral("4"));
    }

    // Old "MB/sec" and newer "MiB/sec" are the same 2^20-byte unit; a quoted paste without separators holds a
    // write sweep, a read test and a second read table without its banner: three runs.
    void perftestSeveralRunsOldUnits() {
        const ParsedImport p = parse(QStringLiteral("perftest-old-mb-several-runs.txt"));
        QCOMPARE(p.runs.size(), 3);
        const auto write = metric(p.runs[0], QStringLiteral("rdma.write.bw"));
        QCOMPARE(write.size(), 2);
        QCOMPARE(write[0].sizeBytes.value_or(0), 65536);
        QVERIFY(qAbs(write[0].value - 11510.10 * kMiBps) < 1e-9);
        QCOMPARE(write[0].extra.value(QStringLiteral("device")).toString(), QStringLiteral("mlx5_1"));
        const auto read = metric(p.runs[1], QStringLiteral("rdma.read.bw"));
        QCOMPARE(read.size(), 1);
        QVERIFY(qAbs(read[0].value - 11790.50 * kMiBps) < 1e-9);
        QCOMPARE(p.runs[2].operation, QStringLiteral("read_bw"));
        QVERIFY(qAbs(metric(p.runs[2], QStringLiteral("rdma.read.bw")).value(0).value - 5895.25 * kMiBps) < 1e-9);
    }

    void perftestLatency() {
        const ParsedImport p = parse(QStringLiteral("perftest-write-lat.txt"));
        QCOMPARE(p.runs.size(), 1);
        const auto lat = metric(p.runs[0], QStringLiteral("rdma.write.lat"));
        QCOMPARE(lat.size(), 1);
        QCOMPARE(lat[0].value, 1.60);  // t_typical: perftest's median
        QCOMPARE(lat[0].unit, QStringLiteral("us"));
        QCOMPARE(lat[0].extra.value(QStringLiteral("p99_9")).toDouble(), 4.02);
        QCOMPARE(lat[0].extra.value(QStringLiteral("t_avg")).toDouble(), 1.63);
    }

    // A failed memory registration is a failed run with perftest's words, not a bandwidth of zero.
    void perftestFailureIsNoFigure() {
        const ParsedImport p = parse(QStringLiteral("perftest-mr-failure.txt"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QVERIFY(r.failed);
        QVERIFY(r.samples.isEmpty());
        QVERIFY(r.warnings.join(u'\n').contains(QStringLiteral("Couldn't allocate MR")));
        QCOMPARE(runStatus(r), RunStatus::Failed);
    }

    void perftestJson() {
        const ParsedImport bw = parse(QStringLiteral("perftest-write-bw.json"));
        QCOMPARE(bw.format, QStringLiteral("perftest-json"));
        QCOMPARE(bw.runs.size(), 1);
        const auto w = metric(bw.runs[0], QStringLiteral("rdma.write.bw"));
        QCOMPARE(w.size(), 1);
        QCOMPARE(w[0].value, 380.92);
        QCOMPARE(w[0].extra.value(QStringLiteral("device")).toString(), QStringLiteral("mlx5_3"));
        const ParsedImport lat = parse(QStringLiteral("perftest-write-lat.json"));
        const auto l = metric(lat.runs.value(0), QStringLiteral("rdma.write.lat"));
        QCOMPARE(l.size(), 1);
        QCOMPARE(l[0].value, 1.57);
        QCOMPARE(l[0].extra.value(QStringLiteral("p99")).toDouble(), 2.02);
        // MiB/s reports are converted; a zero bandwidth fails the run.
        auto mib =
            Importer::parseBytes(QByteArrayLiteral(R"({"test_info":{"test":"RDMA_Read BW Test","BW units":"MiB/sec"},)"
                                                   R"("results":{"MsgSize":65536,"BW_average":11000.0}})"));
        QVERIFY(mib.ok());
        QVERIFY(qAbs(metric(mib->runs.value(0), QStringLiteral("rdma.read.bw")).value(0).value - 11000.0 * kMiBps) <
                1e-9);
        auto zero = Importer::parseBytes(QByteArrayLiteral(R"({"test_info":{},"results":{"BW_average":0}})"));
        QVERIFY(zero.ok());
        QVERIFY(zero->runs.value(0).failed);
        QVERIFY(zero->runs.value(0).samples.isEmpty());
    }

    void iperf3Tcp() {
        const ParsedImport p = parse(QStringLiteral("iperf3-tcp.json"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.tool, QStringLiteral("iperf3"));
        QCOMPARE(r.operation, QStringLiteral("tcp"));
        const auto bw = metric(r, QStringLiteral("net.tcp.bw"));
        QCOMPARE(bw.size(), 1);
        QVERIFY(qAbs(bw[0].value - 24.272747544227837) < 1e-9);  // end.sum_received, what arrived
        QCOMPARE(bw[0].unit, QStringLiteral("Gb/s"));
        QCOMPARE(bw[0].extra.value(QStringLiteral("dst")).toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(metric(r, QStringLiteral("net.tcp.retransmits")).value(0).value, 2.0);
        QCOMPARE(metric(r, QStringLiteral("net.tcp.rtt_min")).value(0).value, 58.0);
        QCOMPARE(metric(r, QStringLiteral("net.tcp.rtt_mean")).value(0).value, 86.0);
        QCOMPARE(r.env.value(QStringLiteral("iperf3")).toString(), QStringLiteral("iperf 3.12"));
    }

    void iperf3Udp() {
        const ParsedImport p = parse(QStringLiteral("iperf3-udp.json"));
        QCOMPARE(p.runs.value(0).operation, QStringLiteral("udp"));
        QCOMPARE(metric(p.runs[0], QStringLiteral("net.udp.loss")).value(0).value, 0.0);
        QCOMPARE(metric(p.runs[0], QStringLiteral("net.udp.loss")).value(0).unit, QStringLiteral("%"));
        QVERIFY(metric(p.runs[0], QStringLiteral("net.udp.jitter")).value(0).value > 0);
    }

    void iperf3Error() {
        const ParsedImport p = parse(QStringLiteral("iperf3-refused.json"));
        QCOMPARE(p.runs.size(), 1);
        QVERIFY(p.runs[0].failed);
        QVERIFY(p.runs[0].samples.isEmpty());
        QVERIFY(p.runs[0].warnings.join(u' ').contains(QStringLiteral("Connection refused")));
    }

    // Hostile values: huge ones are dropped with a finding that keeps them, negative ones too, NaN and infinity refuse
    // the whole input, a cut document is said to be cut; never a crash and never a stored nonsense figure.
    void hostile() {
        QByteArray huge = fixture(QStringLiteral("perftest-write-bw-gbits.txt"));
        huge.replace("391.20", "9e300");
        auto h = Importer::parseBytes(huge);
        QVERIFY(h.ok());
        QVERIFY(metric(h->runs.value(0), QStringLiteral("rdma.write.bw")).isEmpty());
        QVERIFY(!finding(h->runs.value(0), QStringLiteral("import.refused_values")).key.isEmpty());

        QByteArray negative = fixture(QStringLiteral("perftest-write-lat.txt"));
        negative.replace(" 1.60 ", " -1.60 ");
        auto n = Importer::parseBytes(negative);
        QVERIFY(n.ok());
        QVERIFY(metric(n->runs.value(0), QStringLiteral("rdma.write.lat")).isEmpty());

        QByteArray nan = fixture(QStringLiteral("perftest-write-bw-gbits.txt"));
        nan.replace("391.20", "nan");
        auto bad = Importer::parseBytes(nan);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, ErrorCode::InvalidArgument);

        QByteArray inf = fixture(QStringLiteral("iperf3-tcp.json"));
        inf.replace("24272747544.227837", "1e999");
        auto i = Importer::parseBytes(inf);
        QVERIFY(!i.ok() || metric(i->runs.value(0), QStringLiteral("net.tcp.bw")).isEmpty());

        QByteArray lossy = fixture(QStringLiteral("iperf3-udp.json"));
        lossy.replace("\"lost_percent\": 0", "\"lost_percent\": -40");
        auto l = Importer::parseBytes(lossy);
        QVERIFY(l.ok());
        QVERIFY(metric(l->runs.value(0), QStringLiteral("net.udp.loss")).isEmpty());

        const QByteArray whole = fixture(QStringLiteral("iperf3-tcp.json"));
        auto cut = Importer::parseBytes(whole.left(whole.size() / 2));
        QVERIFY(cut.ok());  // recognised as iperf3's, with nothing read: said to be cut short
        QVERIFY(cut->truncated);
        QVERIFY(cut->runs.value(0).samples.isEmpty());

        const QByteArray perfJson = fixture(QStringLiteral("perftest-write-bw.json"));
        auto cutPerf = Importer::parseBytes(perfJson.left(perfJson.size() - 40));
        QVERIFY(cutPerf.ok());
        QVERIFY(cutPerf->truncated);

        // A text capture cut mid-row keeps what was whole and says it was cut.
        QByteArray cutText = fixture(QStringLiteral("perftest-old-mb-several-runs.txt"));
        cutText.chop(cutText.size() - cutText.lastIndexOf("5895"));
        cutText.append("58");
        auto ct = Importer::parseBytes(cutText);
        QVERIFY(ct.ok());
        QVERIFY(ct->runs.value(2).truncated);
    }

    // Random damage to each fixture: an error or a result, never a crash.
    void mutated() {
        QRandomGenerator rng(34);
        for (const char* name :
             {"perftest-write-bw-gbits.txt", "perftest-old-mb-several-runs.txt", "perftest-write-lat.txt",
              "perftest-write-bw.json", "iperf3-tcp.json", "iperf3-udp.json"}) {
            const QByteArray seed = fixture(QLatin1String(name));
            for (int i = 0; i < 300; ++i) {
                QByteArray m = seed;
                for (int e = 0; e < 1 + int(rng.bounded(6)); ++e) {
                    const int pos = int(rng.bounded(int(m.size())));
                    if (rng.bounded(2))
                        m[pos] = char(rng.bounded(256));
                    else
                        m.remove(pos, int(rng.bounded(30)));
                }
                auto r = Importer::parseBytes(m);
                if (r) {
                    for (const ParsedRun& run : r->runs)
                        for (const SampleRecord& s : run.samples)
                            QVERIFY(std::isfinite(s.value) && s.value >= 0);
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(tst_FabricImport)
#include "tst_FabricImport.moc"
