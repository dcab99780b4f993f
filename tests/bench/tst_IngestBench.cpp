// Ingest of 1,000,000 samples into the store (one batched transaction, one prepared statement). Target: < 3 s.
// Reference in the same run: the same number of rows through a bare prepared INSERT into a two-column table.
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/settings/HeapTuning.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

// As tierbench and tierbench-cli do first thing in main().
static const bool heapTuned = (tb::core::tuneHeapForBulkData(), true);

class tst_IngestBench : public QObject {
    Q_OBJECT

private slots:
    void ingestMillionSamples() {
        QTemporaryDir dir;
        auto store = Store::open(dir.filePath(QStringLiteral("bench.tierbench")));
        QVERIFY(store.ok());
        constexpr int kSamples = 1000000;
        QVector<SampleRecord> samples;
        samples.reserve(kSamples);
        for (int i = 0; i < kSamples; ++i) {
            const qint64 size = qint64(8) << (i % 31);
            // Like an import: each row's extra is shared by its busbw/algbw/time samples.
            const QJsonObject extra{{QStringLiteral("count"), double(size / 4)},
                                    {QStringLiteral("type"), QStringLiteral("float")},
                                    {QStringLiteral("wrong"), 0}};
            samples.push_back(
                {QStringLiteral("all_reduce.busbw"), size, 100.0 + i % 300, QStringLiteral("GB/s"), extra});
        }
        const auto result = (*store)->run([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('bench')"));
            const qint64 provider = q.lastInsertId().toLongLong();
            RunRepository repo(db);
            RunRecord run;
            run.providerId = provider;
            run.probe = QStringLiteral("bench");
            const qint64 id = repo.create(run).valueOr(0);

            QElapsedTimer t;
            t.start();
            const bool ok = repo.addSamples(id, samples).ok();
            const double seconds = t.nsecsElapsed() / 1e9;

            q.exec(QStringLiteral("CREATE TABLE bench_ref (a INTEGER, b REAL)"));
            QElapsedTimer r;
            r.start();
            q.exec(QStringLiteral("BEGIN"));
            QSqlQuery ins(db);
            ins.prepare(QStringLiteral("INSERT INTO bench_ref (a, b) VALUES (?, ?)"));
            for (int i = 0; i < kSamples; ++i) {
                ins.bindValue(0, i);
                ins.bindValue(1, double(i));
                ins.exec();
            }
            q.exec(QStringLiteral("COMMIT"));
            const double ref = r.nsecsElapsed() / 1e9;
            QSqlQuery c(db);
            c.exec(QStringLiteral("SELECT count(*) FROM sample WHERE run_id = %1").arg(id));
            c.next();
            return std::tuple<bool, double, double, qint64>{ok, seconds, ref, c.value(0).toLongLong()};
        });
        const auto [ok, seconds, ref, count] = result;
        QVERIFY(ok);
        QCOMPARE(count, qint64(kSamples));
        qInfo().noquote() << QStringLiteral(
                                 "ingest: %1 samples in %2 s (%3 samples/s); bare 2-column insert "
                                 "reference %4 s; ratio %5 (target < 3 s)")
                                 .arg(kSamples)
                                 .arg(seconds, 0, 'f', 3)
                                 .arg(kSamples / seconds, 0, 'f', 0)
                                 .arg(ref, 0, 'f', 3)
                                 .arg(seconds / ref, 0, 'f', 2);
        if (seconds >= 3)
            qWarning("above the 3 s target on this machine");
    }
};

QTEST_GUILESS_MAIN(tst_IngestBench)
#include "tst_IngestBench.moc"
