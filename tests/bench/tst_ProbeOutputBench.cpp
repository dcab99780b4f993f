// Issue 13.6: a probe's output is stored in time linear in its size. 1 GiB of stdout (2,000,000 sample lines
// interleaved with plain lines) through ProbeRunner into a real SQLite file: target under 60 s and under 300 MB
// peak RSS. Reference in the same run: the same bytes written to a plain file (raw write throughput), and the
// ratio between the two.
#include "core/run/ProbeRunner.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/settings/HeapTuning.h"
#include "tests/support/StoreJob.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>

using namespace tb;

static const bool heapTuned = (core::tuneHeapForBulkData(), true);

namespace {

constexpr qint64 kTotalBytes = qint64(1) << 30;
constexpr int kSamples = 2000000;

// Makes the output on the fly in 64 KiB pieces, as a node would send it: nothing of it is held in memory.
class Generator {
public:
    // Fills `out` with the next piece; false when all was produced.
    bool next(QByteArray& out) {
        out.clear();
        while (out.size() < 64 * 1024 && m_produced < kTotalBytes) {
            QByteArray line;
            if (m_samples < kSamples &&
                (m_lines % 2 == 0 || m_produced + 200 * (kSamples - m_samples) >= kTotalBytes)) {
                line = "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":" + QByteArray::number(m_samples) +
                       ",\"value\":" + QByteArray::number(1000 + m_samples % 500) + ",\"unit\":\"GB/s\"}\n";
                ++m_samples;
            } else {
                line = QByteArray("plain progress line ") + QByteArray::number(m_lines) + ' ' + QByteArray(380, 'x') +
                       '\n';
            }
            ++m_lines;
            m_produced += line.size();
            out += line;
        }
        return !out.isEmpty();
    }
    qint64 produced() const { return m_produced; }
    int samples() const { return m_samples; }

private:
    qint64 m_produced = 0, m_lines = 0;
    int m_samples = 0;
};

class StreamingNode : public core::RemoteConnection {
public:
    core::Status connect(const core::SshTarget&, core::RemotePrompter&) override { return {}; }
    void disconnect() override {}
    bool isConnected() const override { return true; }
    core::HostKeyInfo hostKey() const override { return {}; }
    core::Result<core::ExecOutcome> exec(const QString&, core::ExecSink& sink, const core::ExecOptions&,
                                         const core::CancelToken&) override {
        Generator g;
        QByteArray piece;
        while (g.next(piece)) {
            sink.onStdout(piece);
        }
        core::ExecOutcome o;
        o.exitCode = 0;
        return o;
    }
    core::Result<core::UploadStats> upload(const QString&, const QString&, int, const core::CancelToken&,
                                           const std::function<void(qint64, qint64)>&) override {
        return core::UploadStats{};
    }
};

qint64 peakRssMiB() {
    rusage u{};
    ::getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

}  // namespace

class tst_ProbeOutputBench : public QObject {
    Q_OBJECT

private slots:
    void gigabyteOfProbeOutput() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("bench.sqlite")));
        QVERIFY(store);
        const qint64 provider = TB_DB(*store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('bench')"))
                       ? q.lastInsertId().toLongLong()
                       : qint64(0);
        }());
        QVERIFY(provider > 0);
        core::RunSpec spec;
        spec.providerId = provider;
        spec.name = QStringLiteral("tb-membw");
        spec.commandLine = QStringLiteral("./tb-membw");
        StreamingNode node;

        QElapsedTimer t;
        t.start();
        auto outcome = core::ProbeRunner(*store).run(node, spec, {});
        const double seconds = t.nsecsElapsed() / 1e9;
        const qint64 rss = peakRssMiB();
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        QCOMPARE(outcome->samples, kSamples);
        const qint64 stored = TB_DB(*store, [&] {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT count(*) FROM sample WHERE run_id = %1").arg(outcome->runId));
            return q.next() ? q.value(0).toLongLong() : qint64(-1);
        }());
        QCOMPARE(stored, qint64(kSamples));
        const auto log = TB_DB(*store, core::RunRepository(db).rawLog(outcome->runId, QStringLiteral("stdout")));
        QVERIFY(log && log->truncated);  // capped at kRawLogCap, with the marker

        // Reference: the same bytes straight into a file on the same disk.
        QFile ref(dir.filePath(QStringLiteral("ref.bin")));
        QVERIFY(ref.open(QIODevice::WriteOnly));
        Generator g;
        QByteArray piece;
        QElapsedTimer r;
        r.start();
        while (g.next(piece)) {
            ref.write(piece);
        }
        ref.flush();
        ::fsync(ref.handle());
        const double refSeconds = r.nsecsElapsed() / 1e9;
        ref.close();
        QCOMPARE(g.samples(), kSamples);

        qInfo().noquote() << QStringLiteral(
                                 "probe output: %1 MiB with %2 sample lines stored in %3 s, peak RSS %4 MiB; "
                                 "reference (same bytes written to a file) %5 s; ratio %6 (target < 60 s, "
                                 "< 300 MB)")
                                 .arg(g.produced() / (1024 * 1024))
                                 .arg(kSamples)
                                 .arg(seconds, 0, 'f', 2)
                                 .arg(rss)
                                 .arg(refSeconds, 0, 'f', 2)
                                 .arg(seconds / refSeconds, 0, 'f', 1);
        QVERIFY2(seconds < 60, "above the 60 s target");
        QVERIFY2(rss < 300, "above the 300 MB target");
    }
};

QTEST_GUILESS_MAIN(tst_ProbeOutputBench)
#include "tst_ProbeOutputBench.moc"
