// Issue 13.2 for every JSON format: a document near the import cap must not cost memory in proportion to its size.
// nccl-tests (-J), nvbandwidth (-j), dcgmi diag --json and rocm-smi --json are each imported (parsed, not stored) by
// the real CLI from a file of about 200 MiB and, as the reference in the same run, from a 1 MiB file of the same
// shape; each child's own peak RSS comes from wait4. Printed: the peak against the file size and against the 1 MiB
// import. nccl-tests keeps every result row (what it stores grows with the file); the other three keep at most
// their caps (200,000 figures, 1024 tests, 1024 GPUs) and say what they did not read.
#include "tests/support/MeasuredChild.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

namespace {

using Writer = std::function<QByteArray(qint64 index)>;

// head + elements separated by commas until about `bytes` + tail.
qint64 writeDocument(const QString& path, qint64 bytes, const QByteArray& head, const Writer& element,
                     const QByteArray& tail) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        return 0;
    }
    f.write(head);
    qint64 written = head.size();
    qint64 index = 0;
    QByteArray block;
    while (written < bytes) {
        block.clear();
        for (int i = 0; i < 256; ++i, ++index) {
            if (index > 0) {
                block += ",\n";
            }
            block += element(index);
        }
        f.write(block);
        written += block.size();
    }
    f.write(tail);
    return index;
}

QByteArray ncclRow(qint64 i) {
    const qint64 size = qint64(8) << (i % 31);
    const double bus = 360.0 * double(i % 31 + 1) / 33.0;
    return QStringLiteral(
               "{\"size\": %1, \"count\": %2, \"type\": \"float\", \"redop\": \"sum\", \"root\": -1, "
               "\"out_of_place\": {\"time\": 12.5, \"alg_bw\": %3, \"bus_bw\": %4, \"nwrong\": 0}, "
               "\"in_place\": {\"time\": 12.4, \"alg_bw\": %3, \"bus_bw\": %4, \"nwrong\": 0}}")
        .arg(size)
        .arg(size / 4)
        .arg(bus / 1.75, 0, 'f', 2)
        .arg(bus, 0, 'f', 2)
        .toLatin1();
}

QByteArray nvbandwidthCase(qint64 i) {
    QByteArray matrix = "[";
    for (int r = 0; r < 8; ++r) {
        matrix += r ? ", [" : "[";
        for (int c = 0; c < 8; ++c) {
            matrix += (c ? ", \"" : "\"") +
                      QByteArray::number(r == c ? 0.0 : 380.0 + double((i + r * 8 + c) % 97) / 10.0, 'f', 2) + '"';
        }
        matrix += ']';
    }
    matrix += ']';
    return "{\"name\": \"device_to_device_memcpy_read_ce\", \"status\": \"Passed\", "
           "\"bandwidth_description\": \"memcpy CE GPU(row) <- GPU(column) bandwidth (GB/s)\", "
           "\"bandwidth_matrix\": " +
           matrix + ", \"sum\": \"21345.67\"}";
}

QByteArray dcgmCategory(qint64 i) {
    QByteArray results;
    for (int g = 0; g < 8; ++g) {
        results += (g ? ", " : "") + QStringLiteral(
                                         "{\"gpu_ids\": \"%1\", \"status\": \"Pass\", \"info\": "
                                         "[\"GPU %1 allocated 75.3 GB of memory\"]}")
                                         .arg(g)
                                         .toLatin1();
    }
    return QStringLiteral("{\"category\": \"Hardware\", \"tests\": [{\"name\": \"Memory %1\", \"results\": [")
               .arg(i)
               .toLatin1() +
           results + "], \"test_summary\": {\"status\": \"Pass\"}}]}";
}

QByteArray rocmCard(qint64 i) {
    return QStringLiteral(
               "\"card%1\": {\"Device Name\": \"AMD Instinct MI300X\", \"Card Series\": \"AMD Instinct "
               "MI300X OAM\", \"Card SKU\": \"MI3SRIOV\", \"PCI Bus\": \"0000:%2:00.0\", \"VBIOS version\": "
               "\"113-M3000100-102\", \"Temperature (Sensor edge) (C)\": \"N/A\", \"Temperature (Sensor "
               "junction) (C)\": \"41.0\", \"Current Socket Graphics Package Power (W)\": \"148.0\", "
               "\"PCIe Replay Count\": \"0\", \"Compute Partition\": \"SPX\", \"Memory Partition\": \"NPS1\"}")
        .arg(i)
        .arg(i % 256, 2, 16, QLatin1Char('0'))
        .toLatin1();
}

struct Format {
    const char* name;
    QByteArray head;
    Writer element;
    QByteArray tail;
};

QList<Format> formats() {
    return {
        {"nccl-tests-json",
         R"json({"version": "2.13.8", "nccl_version": "2.21.5", "args": ["./all_reduce_perf", "-b", "8", "-e", "8G"],
 "config": {"nthreads": 1, "ngpus": 8}, "devices": [{"rank": 0, "hostname": "gpu-node-01", "device": 0}], "results": [
)json",
         ncclRow,
         R"json(], "average_bus_bandwidth": {"bandwidth": 123.4, "okay": true}, "end_time": "2026-01-01"})json"},
        {"nvbandwidth-json",
         R"json({"nvbandwidth": {"CUDA Runtime Version": 12040, "Driver Version": "550.54.15", "git_version": "v0.5",
 "GPU Device list": ["0: NVIDIA H100 80GB HBM3 (00000000:19:00): (host)"], "testcases": [
)json",
         nvbandwidthCase, "]}}"},
        {"dcgmi-diag-json", R"json({"version": "3.3.5", "DCGM GPU Diagnostic": {"test_categories": [
)json",
         dcgmCategory, "]}}"},
        {"rocm-smi-json", "{", rocmCard, R"json(, "system": {"Driver version": "6.8.5"}})json"},
    };
}

}  // namespace

class TestJsonImportBench : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_cli;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_cli = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench-cli");
        QVERIFY2(QFileInfo(m_cli).isExecutable(), "tierbench-cli is not built");
    }

    void peakMemoryFollowsWhatIsKeptNotTheFileSize_data() {
        QTest::addColumn<int>("index");
        const QList<Format> all = formats();
        for (int i = 0; i < all.size(); ++i) {
            QTest::newRow(all[i].name) << i;
        }
    }
    void peakMemoryFollowsWhatIsKeptNotTheFileSize() {
        QFETCH(int, index);
        const Format f = formats().at(index);
        const QString format = QString::fromLatin1(f.name);
        const QString small = m_dir.filePath(format + QStringLiteral("-1m.json"));
        const QString big = m_dir.filePath(format + QStringLiteral("-200m.json"));
        QVERIFY(writeDocument(small, 1 << 20, f.head, f.element, f.tail) > 0);
        const qint64 elements = writeDocument(big, 200LL * 1024 * 1024, f.head, f.element, f.tail);
        const qint64 smallBytes = QFileInfo(small).size();
        const qint64 bigBytes = QFileInfo(big).size();
        const QStringList common{QStringLiteral("--db"), m_dir.filePath(QStringLiteral("bench.db")),
                                 QStringLiteral("import"), QStringLiteral("--format"), format};
        const QString refOut = m_dir.filePath(format + QStringLiteral("-1m.out"));
        const auto ref = tb::test::runMeasured(m_cli, common + QStringList{small}, refOut);
        QVERIFY2(ref.exitCode == 0, qPrintable(tb::test::measuredStderr(refOut)));
        const QString out = m_dir.filePath(format + QStringLiteral("-200m.out"));
        const auto c = tb::test::runMeasured(m_cli, common + QStringList{big}, out);
        QVERIFY2(c.exitCode == 0, qPrintable(tb::test::measuredStderr(out)));
        QFile::remove(big);
        qInfo().noquote() << QStringLiteral(
                                 "%1: %2 MiB (%3 elements) parsed in %4 s, peak RSS %5 MiB = %6x the file size; "
                                 "reference %7 MiB file: peak RSS %8 MiB; ratio big/reference %9x")
                                 .arg(format)
                                 .arg(double(bigBytes) / 1048576.0, 0, 'f', 1)
                                 .arg(elements)
                                 .arg(c.seconds, 0, 'f', 1)
                                 .arg(double(c.peakKiB) / 1024.0, 0, 'f', 1)
                                 .arg(double(c.peakKiB) * 1024.0 / double(bigBytes), 0, 'f', 2)
                                 .arg(double(smallBytes) / 1048576.0, 0, 'f', 1)
                                 .arg(double(ref.peakKiB) / 1024.0, 0, 'f', 1)
                                 .arg(double(c.peakKiB) / double(std::max<qint64>(1, ref.peakKiB)), 0, 'f', 2);
        // Held whole, the text alone is 1x the file and its tree several times that. Streamed, what is left is what
        // the parser keeps: nccl-tests keeps every row (about 230 bytes each, from ~230 bytes of text), the others
        // their capped figures, whatever the size of the file.
        if (format == QLatin1String("nccl-tests-json")) {
            QVERIFY2(double(c.peakKiB) * 1024.0 < 2.0 * double(bigBytes), qPrintable(QString::number(c.peakKiB)));
        } else {
            QVERIFY2(c.peakKiB < 256 * 1024, qPrintable(QString::number(c.peakKiB)));
        }
    }
};

int main(int argc, char** argv) {
    // Writing and importing 200 MiB four times takes minutes on a loaded machine: more than QtTest's 5 minutes a
    // function (ctest's TIMEOUT for the benchmarks still bounds the whole run).
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT")) {
        qputenv("QTEST_FUNCTION_TIMEOUT", "1800000");
    }
    QCoreApplication app(argc, argv);
    TestJsonImportBench bench;
    return QTest::qExec(&bench, argc, argv);
}
#include "tst_JsonImportBench.moc"
