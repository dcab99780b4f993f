// Parse speed of a generated 100 MB nccl-tests log against `wc -l` on the same file (the floor: reading and
// counting lines). Target: at least 150 MB/s.
#include "core/import/Importer.h"
#include "core/settings/HeapTuning.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

// As tierbench and tierbench-cli do first thing in main().
static const bool heapTuned = (tb::core::tuneHeapForBulkData(), true);

class tst_ImportBench : public QObject {
    Q_OBJECT

private slots:
    void parse100MB() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big-nccl.log"));
        qsizetype blocks = 0;
        {
            // Many collectives, each with a header, rank lines, NCCL INFO noise inside the table and a summary,
            // like a long sweep script's log.
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray block;
            block +=
                "# Collective test starting: all_reduce_perf\n"
                "# nThread 1 nGpus 8 minBytes 8 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 "
                "agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n";
            for (int r = 0; r < 8; ++r) {
                block += QStringLiteral(
                             "#  Rank %1 Group  0 Pid 1623872 on gpu-node-01 device %1 [0000:%2:00] "
                             "NVIDIA H100 80GB HBM3\n")
                             .arg(r, 2)
                             .arg(0x19 + r * 16, 2, 16, QLatin1Char('0'))
                             .toLatin1();
            }
            block +=
                "#\n#       size         count      type   redop    root     time   algbw   busbw #wrong     time"
                "   algbw   busbw #wrong\n";
            qint64 size = 8;
            for (int i = 0; i < 31; ++i, size *= 2) {
                if (i == 10)
                    block += "gpu-node-01:1623872:1623900 [0] NCCL INFO Channel 02/32 :    0   1   2   3\n";
                block += QStringLiteral("%1  %2     float     sum      -1  %3  %4  %5       0  %3  %4  %5       0\n")
                             .arg(size, 12)
                             .arg(size / 4, 12)
                             .arg(12.5 + i * 3.25, 7, 'f', 2)
                             .arg(i * 8.75, 6, 'f', 2)
                             .arg(i * 15.31, 6, 'f', 2)
                             .toLatin1();
            }
            block +=
                "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 123.961 \n#\n"
                "# Collective test concluded: all_reduce_perf\n";
            qint64 written = 0;
            while (written < 100LL * 1000 * 1000) {
                f.write(block);
                written += block.size();
                ++blocks;
            }
        }
        const double mb = double(QFileInfo(path).size()) / 1e6;

        QElapsedTimer wcTimer;
        wcTimer.start();
        QProcess wc;
        wc.start(QStringLiteral("wc"), {QStringLiteral("-l"), path});
        QVERIFY(wc.waitForFinished(120000));
        const double wcSeconds = wcTimer.nsecsElapsed() / 1e9;

        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QElapsedTimer timer;
        timer.start();
        auto parsed = Importer::parse(in);
        const double seconds = timer.nsecsElapsed() / 1e9;
        QVERIFY(parsed.ok());
        // The whole file is kept, not a capped prefix: every run, with every row.
        QCOMPARE(parsed->runs.size(), blocks);
        QCOMPARE(parsed->runs.last().rows.size(), 31);
        const double rate = mb / seconds;
        qInfo().noquote() << QStringLiteral(
                                 "import parse: %1 MB in %2 s = %3 MB/s; wc -l: %4 s = %5 MB/s; "
                                 "parse/wc time ratio %6; runs %7 (target >= 150 MB/s)")
                                 .arg(mb, 0, 'f', 1)
                                 .arg(seconds, 0, 'f', 3)
                                 .arg(rate, 0, 'f', 1)
                                 .arg(wcSeconds, 0, 'f', 3)
                                 .arg(mb / wcSeconds, 0, 'f', 1)
                                 .arg(seconds / wcSeconds, 0, 'f', 1)
                                 .arg(parsed->runs.size());
        if (rate < 150)
            qWarning("below the 150 MB/s target on this machine");
    }
};

QTEST_GUILESS_MAIN(tst_ImportBench)
#include "tst_ImportBench.moc"
