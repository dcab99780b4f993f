// Garbage, binary data, overlong lines and very large inputs: a clear error or a partial result, bounded memory.
#include "core/import/FormatDetector.h"
#include "core/import/Importer.h"
#include "core/import/NcclTextParser.h"
#include "tests/support/MemoryBound.h"

#include <QFile>
#include <QIODevice>
#include <QRandomGenerator>
#include <QtTest>

using namespace tb::core;

namespace {

// A read-only device that produces `total` bytes by repeating `pattern`, without holding them.
class RepeatDevice : public QIODevice {
public:
    RepeatDevice(QByteArray head, QByteArray pattern, qint64 total)
        : m_head(std::move(head)), m_pattern(std::move(pattern)), m_total(total) {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char* data, qint64 max) override {
        qint64 n = 0;
        while (n < max && m_pos < m_total) {
            const QByteArray& src = m_pos < m_head.size() ? m_head : m_pattern;
            const qint64 off = m_pos < m_head.size() ? m_pos : (m_pos - m_head.size()) % m_pattern.size();
            const qint64 take = std::min({max - n, qint64(src.size()) - off, m_total - m_pos});
            memcpy(data + n, src.constData() + off, size_t(take));
            n += take;
            m_pos += take;
        }
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QByteArray m_head, m_pattern;
    qint64 m_total;
    qint64 m_pos = 0;
};

qint64 rssKiB() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

}  // namespace

class tst_ImportRobustness : public QObject {
    Q_OBJECT

private slots:
    void emptyAndGarbage() {
        auto empty = Importer::parseBytes(QByteArray());
        QVERIFY(!empty.ok());
        QCOMPARE(empty.error().code, ErrorCode::Parse);
        auto prose = Importer::parseBytes(QByteArrayLiteral("Dear diary,\ntoday the cluster was fast.\n"));
        QVERIFY(!prose.ok());
        QVERIFY(prose.error().message.contains(QStringLiteral("not a recognised tool output"), Qt::CaseInsensitive));
    }

    void binaryData() {
        QByteArray bytes(1 << 16, '\0');
        QRandomGenerator rng(42);
        for (char& c : bytes)
            c = char(rng.generate() & 0xff);
        auto r = Importer::parseBytes(bytes);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(QStringLiteral("binary")));
        // Forced formats on the same bytes: no crash, an error or an empty-ish partial result.
        for (const QString& f : FormatDetector::formatNames()) {
            auto forced = Importer::parseBytes(bytes, f);
            if (forced)
                QVERIFY(!forced->format.isEmpty());
        }
    }

    void unknownFormatName() {
        auto r = Importer::parseBytes(QByteArrayLiteral("x"), QStringLiteral("excel"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::InvalidArgument);
    }

    void mutatedInputsNeverCrash() {
        const QByteArray seed = QByteArrayLiteral(
            "# nThread 1 nGpus 2 minBytes 8 maxBytes 64 step: 2(factor) warmup iters: 5 iters: 20 validation: 1\n"
            "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   "
            "busbw #wrong\n"
            "           8             2     float     sum      -1    20.10    0.00    0.00      0    19.90    0.00    "
            "0.00      0\n"
            "# Avg bus bandwidth    : 0.002\n");
        QRandomGenerator rng(7);
        for (int i = 0; i < 2000; ++i) {
            QByteArray m = seed;
            const int edits = 1 + int(rng.bounded(8));
            for (int e = 0; e < edits; ++e) {
                const int pos = int(rng.bounded(int(m.size())));
                switch (rng.bounded(3)) {
                    case 0:
                        m[pos] = char(rng.bounded(256));
                        break;
                    case 1:
                        m.remove(pos, int(rng.bounded(20)));
                        break;
                    default:
                        m.insert(pos, m.mid(int(rng.bounded(int(m.size()))), 15));
                        break;
                }
            }
            auto r = Importer::parseBytes(m, QStringLiteral("nccl-tests"));
            if (r) {
                for (const ParsedRun& run : r->runs)
                    QVERIFY(run.rows.size() <= 64);
            }
        }
    }

    void hugeLineIsBounded() {
        // 256 MiB with no newline after an nccl header: cut at 1 MiB per line, memory stays flat.
        const qint64 before = rssKiB();
        RepeatDevice dev(QByteArrayLiteral("# nThread 1 nGpus 1 minBytes 8 maxBytes 8\n"), QByteArray(4096, 'x'),
                         256LL * 1024 * 1024);
        auto r = Importer::parse(dev, QStringLiteral("nccl-tests"));
        const qint64 grown = rssKiB() - before;
        QVERIFY2(grown < tb::test::memoryBoundKiB(128 * 1024),
                 qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(grown)));
        if (r)
            QVERIFY(r->warnings.join(u' ').contains(QStringLiteral("cut")));
    }

    void largeTableKeepsBoundedRows() {
        // ~150 MB of rows: parsed in one stream, the rows beyond the cap counted, not kept.
        const QByteArray head = QByteArrayLiteral(
            "# Collective test starting: all_reduce_perf\n"
            "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   "
            "busbw #wrong\n");
        const QByteArray row = QByteArrayLiteral(
            "  8589934592    2147483648     float     sum      -1    47535  180.71  338.82      0    47743  179.92  "
            "337.35      0\n");
        const qint64 before = rssKiB();
        RepeatDevice dev(head, row, 150LL * 1000 * 1000);
        auto r = Importer::parse(dev);
        QVERIFY(r.ok());
        const qint64 grown = rssKiB() - before;
        QCOMPARE(r->runs.size(), 1);
        QVERIFY(r->runs[0].rows.size() <= NcclTextParser::kMaxRows);
        QVERIFY(r->truncated);
        QVERIFY2(grown < tb::test::memoryBoundKiB(400 * 1024),
                 qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(grown)));
    }

    void newFormatsStayBounded_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("ibv-devinfo") << QStringLiteral("ibv-devinfo") << QByteArray()
                                     << QByteArrayLiteral(
                                            "hca_id:\tmlx5_0\n\tfw_ver:\t28.39\n\t\tport:\t1\n"
                                            "\t\t\tstate:\tPORT_ACTIVE (4)\n\t\t\tlink_layer:\tInfiniBand\n");
        QTest::newRow("ibdev2netdev") << QStringLiteral("ibdev2netdev") << QByteArray()
                                      << QByteArrayLiteral("mlx5_0 port 1 ==> ibp24s0 (Up)\n");
        QTest::newRow("topo") << QStringLiteral("nvidia-smi-topo")
                              << QByteArrayLiteral("\tGPU0\tGPU1\tNIC0\tCPU Affinity\tNUMA Affinity\n")
                              << QByteArrayLiteral("GPU0\t X \tNV18\tPIX\t0-55\t0\n");
        QTest::newRow("nvlink") << QStringLiteral("nvidia-smi-nvlink") << QByteArray()
                                << QByteArrayLiteral(
                                       "GPU 0: NVIDIA H100 (UUID: GPU-1)\n\t Link 0: 26.562 GB/s\n"
                                       "\t Link 1: <inactive>\n\t Link 2: fast\n");
        QTest::newRow("xml") << QStringLiteral("nvidia-smi-xml") << QByteArrayLiteral("<nvidia_smi_log>\n")
                             << QByteArrayLiteral(
                                    "<gpu id=\"0\"><product_name>H100</product_name><pci>"
                                    "<replay_counter>3</replay_counter></pci></gpu>\n");
        QTest::newRow("xml text node") << QStringLiteral("nvidia-smi-xml")
                                       << QByteArrayLiteral("<nvidia_smi_log>\n<gpu id=\"0\"><product_name>")
                                       << QByteArray(1000, 'a') + '\n';
        QTest::newRow("dcgmi") << QStringLiteral("dcgmi-diag") << QByteArrayLiteral("| Diagnostic | Result |\n")
                               << QByteArrayLiteral(
                                      "| PCIe | Fail - GPU: 0, 1, 2 |\n| Warning | GPU 0 is slow |\n"
                                      "|  | and more text |\n");
        QTest::newRow("aznhc") << QStringLiteral("aznhc") << QByteArray()
                               << QByteArrayLiteral("n1 | ERROR: nhc: Health check failed: x FaultCode: NHC2001\n");
        QTest::newRow("kernel-log") << QStringLiteral("kernel-log") << QByteArray()
                                    << QByteArrayLiteral(
                                           "kernel: NVRM: Xid (PCI:0000:1b:00): 45, pid=1, Preemptive "
                                           "Cleanup caused by previous Xid 149\n");
        QTest::newRow("nccl-log") << QStringLiteral("nccl-tests") << QByteArray()
                                  << QByteArrayLiteral(
                                         "h1:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB "
                                         "ib0:10.0.0.1<0>\nh1:1:1 [0] misc/socket.cc:484 NCCL WARN "
                                         "Connect failed\n");
    }

    void schedulerFormatsStayBounded_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("sinfo") << QStringLiteral("sinfo")
                               << QByteArrayLiteral("PARTITION AVAIL TIMELIMIT NODES STATE NODELIST\n")
                               << QByteArrayLiteral("gpu* up infinite 4 drng@ gpu[01-04]\n");
        QTest::newRow("sinfo -R") << QStringLiteral("sinfo") << QByteArrayLiteral("REASON USER TIMESTAMP NODELIST\n")
                                  << QByteArrayLiteral("Kill task failed slurm 2026-12-05T03:14:15 gpu[03,07]\n");
        QTest::newRow("scontrol") << QStringLiteral("scontrol-node") << QByteArray()
                                  << QByteArrayLiteral(
                                         "NodeName=gpu01 State=IDLE+DRAIN Gres=gpu:8 Partitions=gpu Reason=NHC: xid "
                                         "[root@2026-12-06T22:01:09]\n");
        QTest::newRow("sacct") << QStringLiteral("sacct") << QByteArrayLiteral("JobID|State|ExitCode\n")
                               << QByteArrayLiteral("1|COMPLETED|0:0\n1.0|CANCELLED by 0|0:9\n");
        QTest::newRow("kubectl describe") << QStringLiteral("kubectl-describe-node") << QByteArray()
                                          << QByteArrayLiteral(
                                                 "Name: n1\nTaints: x=y:NoExecute\nConditions:\n  Type   Status\n"
                                                 "  Ready  True\nCapacity:\n  nvidia.com/gpu: 8\n");
        QTest::newRow("kubectl yaml") << QStringLiteral("kubectl-node-yaml") << QByteArrayLiteral("items:\n")
                                      << QByteArrayLiteral(
                                             "- kind: Node\n  metadata:\n    name: n1\n  status:\n    capacity:\n"
                                             "      nvidia.com/gpu: \"8\"\n");
    }

    void schedulerFormatsStayBounded() {
        // 96 MB of one scheduler format's lines, repeated: nodes and jobs are kept once each, so memory stays flat,
        // and nothing of the repetition reads as more than it is.
        QFETCH(QString, format);
        QFETCH(QByteArray, head);
        QFETCH(QByteArray, body);
        const qint64 before = rssKiB();
        RepeatDevice dev(head, body, 96LL * 1000 * 1000);
        auto r = Importer::parse(dev, format);
        const qint64 grown = rssKiB() - before;
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        QCOMPARE(r->runs.size(), 1);
        QVERIFY2(grown < 96 * 1024, qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(grown)));
    }

    void newFormatsStayBounded() {
        // 96 MB of one format's lines, repeated: what a parser keeps stays bounded (caps, counts), not the input.
        QFETCH(QString, format);
        QFETCH(QByteArray, head);
        QFETCH(QByteArray, body);
        const qint64 before = rssKiB();
        RepeatDevice dev(head, body, 96LL * 1000 * 1000);
        auto r = Importer::parse(dev, format);
        const qint64 grown = rssKiB() - before;
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        QVERIFY2(grown < 96 * 1024, qPrintable(QStringLiteral("RSS grew by %1 KiB").arg(grown)));
    }
};

QTEST_GUILESS_MAIN(tst_ImportRobustness)
#include "tst_ImportRobustness.moc"
