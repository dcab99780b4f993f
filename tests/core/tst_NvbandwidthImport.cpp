// nvbandwidth text (v0.2 and v0.8 layouts) and JSON.
#include "ImportTestUtil.h"

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
}  // namespace

class tst_NvbandwidthImport : public QObject {
    Q_OBJECT

private slots:
    void v08Text() {
        const ParsedImport p = parse(QStringLiteral("nvbandwidth-v08.txt"));
        QCOMPARE(p.format, QStringLiteral("nvbandwidth"));
        QCOMPARE(p.runs.size(), 1);
        const ParsedRun& r = p.runs[0];
        QCOMPARE(r.devices.size(), 2);
        QCOMPARE(r.devices[1].toObject().value(QStringLiteral("pci")).toString(), QStringLiteral("00000000:2a:00"));
        QCOMPARE(r.env.value(QStringLiteral("driver")).toString(), QStringLiteral("570.86.15"));
        const auto h2d = metric(r, QStringLiteral("h2d.bw"));
        QCOMPARE(h2d.size(), 2);
        QCOMPARE(h2d[1].value, 55.10);
        QCOMPARE(h2d[1].extra.value(QStringLiteral("src")).toString(), QStringLiteral("cpu0"));
        QCOMPARE(h2d[1].extra.value(QStringLiteral("dst")).toString(), QStringLiteral("gpu1"));
        const auto d2h = metric(r, QStringLiteral("d2h.bw"));
        QCOMPARE(d2h.size(), 2);
        QCOMPARE(d2h[0].extra.value(QStringLiteral("src")).toString(), QStringLiteral("gpu0"));  // "<-": column to row
        const auto d2d = metric(r, QStringLiteral("d2d.bw"));
        QCOMPARE(d2d.size(), 4);  // N/A diagonals skipped
        QCOMPARE(d2d[0].extra.value(QStringLiteral("test")).toString(),
                 QStringLiteral("device_to_device_memcpy_read_ce"));
        QCOMPARE(d2d[0].extra.value(QStringLiteral("src")).toString(), QStringLiteral("gpu1"));  // read: column -> row
        QCOMPARE(d2d[3].extra.value(QStringLiteral("src")).toString(), QStringLiteral("gpu1"));  // write: row -> column
        QCOMPARE(d2d[3].value, 392.00);
        const auto lat = metric(r, QStringLiteral("host.latency"));
        QCOMPARE(lat.size(), 2);
        QCOMPARE(lat[0].unit, QStringLiteral("ns"));
        QCOMPARE(metric(r, QStringLiteral("h2d.bw.sum")).value(0).value, 110.30);
        QCOMPARE(finding(r, QStringLiteral("nvbandwidth.waived")).value, QStringLiteral("1"));
        QVERIFY(!r.failed);
    }

    void v02TextWithError() {
        const ParsedImport p = parse(QStringLiteral("nvbandwidth-v02.txt"));
        QCOMPARE(p.format, QStringLiteral("nvbandwidth"));
        const ParsedRun& r = p.runs.value(0);
        QCOMPARE(r.devices.size(), 1);
        QCOMPARE(r.devices[0].toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("NVIDIA A100-SXM4-80GB"));
        QCOMPARE(metric(r, QStringLiteral("h2d.bw")).value(0).value, 24.61);
        QCOMPARE(metric(r, QStringLiteral("local.bw")).value(0).value, 1480.20);
        QVERIFY(r.failed);
        QVERIFY(r.warnings.join(u' ').contains(QStringLiteral("cudaErrorInvalidValue")));
    }

    void json() {
        const ParsedImport p = parse(QStringLiteral("nvbandwidth.json"));
        QCOMPARE(p.format, QStringLiteral("nvbandwidth-json"));
        const ParsedRun& r = p.runs.value(0);
        QCOMPARE(r.devices.size(), 2);
        QCOMPARE(metric(r, QStringLiteral("h2d.bw")).size(), 2);
        const auto d2d = metric(r, QStringLiteral("d2d.bw"));
        QCOMPARE(d2d.size(), 2);
        QCOMPARE(d2d[1].value, 402.80);
        QCOMPARE(d2d[1].extra.value(QStringLiteral("src")).toString(), QStringLiteral("gpu1"));
        QCOMPARE(finding(r, QStringLiteral("nvbandwidth.waived")).value, QStringLiteral("1"));
        QVERIFY(r.failed);  // the Error test case
    }
};

QTEST_GUILESS_MAIN(tst_NvbandwidthImport)
#include "tst_NvbandwidthImport.moc"
