// The team database against the embedded one, in the same run (label bench), on a real PostgreSQL server
// (tests/support/PgTestServer):
//   ingest   1,000,000 samples through RunRepository::addSamples on PostgreSQL (target < 5 s), beside the same on
//            SQLite and beside psql's \copy of the same rows into a table of the same columns (the floor);
//   copy     the startup database (209 providers, 2,000 runs, 1,000,000 samples) from its file into the server
//            with `db copy`'s core, verified;
//   startup  process start to the main window with its provider list filled, on that database on PostgreSQL
//            (target < 1.5 s) and on the file it came from.
#include "core/store/DatabaseCopy.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/settings/HeapTuning.h"
#include "tests/support/BenchDatabase.h"
#include "tests/support/LoadAverage.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace tb::core;
using tb::test::PgTestServer;

static const bool heapTuned = (tb::core::tuneHeapForBulkData(), true);

namespace {

constexpr int kSamples = 1000000;
constexpr int kLaunches = 5;

double median(QVector<double> v) {
    std::sort(v.begin(), v.end());
    const auto n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

QVector<SampleRecord> benchSamples() {
    QVector<SampleRecord> samples;
    samples.reserve(kSamples);
    for (int i = 0; i < kSamples; ++i) {
        const qint64 size = qint64(8) << (i % 31);
        const QJsonObject extra{{QStringLiteral("count"), double(size / 4)},
                                {QStringLiteral("type"), QStringLiteral("float")}};
        samples.push_back({QStringLiteral("all_reduce.busbw"), size, 100.0 + i % 300, QStringLiteral("GB/s"), extra});
    }
    return samples;
}

// Seconds addSamples takes for the samples into a new run of a new provider.
double ingest(Store& store, const QVector<SampleRecord>& samples, QString* error) {
    return store.run([&](QSqlDatabase& db) {
        QSqlQuery q(db);
        q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('bench') RETURNING id"));
        const qint64 provider = q.next() ? q.value(0).toLongLong() : 0;
        q.finish();  // SQLite: no statement may be in progress when the samples' transaction begins
        RunRepository repo(db);
        RunRecord run;
        run.providerId = provider;
        run.probe = QStringLiteral("bench");
        const qint64 id = repo.create(run).valueOr(0);
        QElapsedTimer t;
        t.start();
        const auto st = repo.addSamples(id, samples);
        const double s = t.nsecsElapsed() / 1e9;
        if (!st) {
            *error = st.error().toString();
        }
        QSqlQuery n(db);
        n.exec(QStringLiteral("SELECT COUNT(*) FROM sample WHERE run_id = ") + QString::number(id));
        if (!n.next() || n.value(0).toLongLong() != samples.size()) {
            *error += QStringLiteral(" (stored count differs)");
        }
        return s;
    });
}

struct Launch {
    double readyMs = -1;
    QString error;
};

Launch launch(const QString& binary, const QProcessEnvironment& env, const QString& db) {
    QProcess app;
    app.setProcessEnvironment(env);
    app.start(binary, {QStringLiteral("--db"), db, QStringLiteral("--quit-when-ready")});
    Launch l;
    if (!app.waitForFinished(120000)) {
        app.kill();
        app.waitForFinished();
        l.error = QStringLiteral("no ready window within 120 s");
        return l;
    }
    const QByteArray out = app.readAllStandardOutput();
    if (app.exitStatus() != QProcess::NormalExit || app.exitCode() != 0 || !out.contains("providers=209")) {
        l.error = QString::fromLocal8Bit(out + app.readAllStandardError());
        return l;
    }
    for (const QByteArray& line : out.split('\n')) {
        if (line.startsWith("ready_ms=")) {
            l.readyMs = line.mid(9).trimmed().toDouble();
        }
    }
    return l;
}

}  // namespace

class tst_TeamDatabaseBench : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    PgTestServer* m_pg = nullptr;

private slots:
    void initTestCase() {
        QString why;
        m_pg = PgTestServer::shared(&why);
        if (!m_pg) {
            TB_SERVICE_UNAVAILABLE(why);
        }
    }

    void ingestMillionSamples() {
        const auto samples = benchSamples();
        QString why;
        const QString url = m_pg->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        auto pg = Store::open(url);
        QVERIFY2(pg, qPrintable(pg ? QString() : pg.error().toString()));
        auto file = Store::open(m_dir.filePath(QStringLiteral("ingest.tierbench")));
        QVERIFY(file);
        QString error;
        const double pgSeconds = ingest(**pg, samples, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const double sqliteSeconds = ingest(**file, samples, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        // The floor: psql's \copy of the same rows (CSV, the same six columns) into the sample table itself, under
        // a run of its own: the same indexes, checks and foreign key as the ingest met.
        const QString dbName = url.section(u'/', -1);
        const QString runId = m_pg->psql(dbName,
                                         QStringLiteral("INSERT INTO probe_run (provider_id, probe) SELECT MIN(id), "
                                                        "'floor' FROM provider RETURNING id"),
                                         &error)
                                  .trimmed()
                                  .section(u'\n', 0, 0);
        QVERIFY2(error.isEmpty() && !runId.isEmpty(), qPrintable(error));
        const QString csvPath = m_dir.filePath(QStringLiteral("samples.csv"));
        {
            QFile csv(csvPath);
            QVERIFY(csv.open(QIODevice::WriteOnly));
            QByteArray chunk;
            const QByteArray run = runId.toLatin1();
            for (const SampleRecord& s : samples) {
                chunk += run + ",all_reduce.busbw," + QByteArray::number(*s.sizeBytes) + ',' +
                         QByteArray::number(s.value, 'g', 17) +
                         ",GB/s,\"{\"\"count\"\":" + QByteArray::number(qint64(*s.sizeBytes / 4)) +
                         ",\"\"type\"\":\"\"float\"\"}\"\n";
                if (chunk.size() > (1 << 20)) {
                    csv.write(chunk);
                    chunk.clear();
                }
            }
            csv.write(chunk);
        }
        QElapsedTimer t;
        t.start();
        m_pg->psql(dbName,
                   QStringLiteral("\\copy sample (run_id, metric, size_bytes, value, unit, extra_json) FROM '%1' "
                                  "WITH (FORMAT csv)")
                       .arg(csvPath),
                   &error);
        const double copySeconds = t.nsecsElapsed() / 1e9;
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(m_pg->psql(dbName, QStringLiteral("SELECT COUNT(*) FROM sample WHERE run_id = ") + runId).trimmed(),
                 QString::number(kSamples));

        qInfo().noquote()
            << QStringLiteral(
                   "ingest of %L1 samples: PostgreSQL %2 s, SQLite %3 s (PostgreSQL/SQLite %4; load average %5)")
                   .arg(kSamples)
                   .arg(pgSeconds, 0, 'f', 2)
                   .arg(sqliteSeconds, 0, 'f', 2)
                   .arg(pgSeconds / sqliteSeconds, 0, 'f', 2)
                   .arg(tb::test::loadAverage());
        qInfo().noquote() << QStringLiteral("floor: psql \\copy of the same rows %1 s; ratio ingest/\\copy = %2")
                                 .arg(copySeconds, 0, 'f', 2)
                                 .arg(pgSeconds / copySeconds, 0, 'f', 2);
        QVERIFY2(pgSeconds < 5.0, qPrintable(QStringLiteral("PostgreSQL ingest %1 s >= 5 s").arg(pgSeconds)));
    }

    void startupOnTheTeamDatabase() {
        const QString binary = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/app/tierbench");
        if (!QFileInfo(binary).isExecutable()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("%1 is not built (ninja tierbench)").arg(binary));
        }
        const QString file = m_dir.filePath(QStringLiteral("startup.sqlite"));
        QElapsedTimer t;
        t.start();
        const auto created = tb::test::createBenchDatabase(file);
        QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
        const double generateMs = t.elapsed();

        QString why;
        const QString url = m_pg->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        {
            auto from = Store::open(file);
            auto to = Store::open(url);
            QVERIFY(from && to);
            t.restart();
            auto copied = DatabaseCopy::copy(**from, **to, QStringLiteral("bench"));
            QVERIFY2(copied, qPrintable(copied ? QString() : copied.error().toString()));
            qInfo().noquote() << QStringLiteral(
                                     "db copy of the startup database into PostgreSQL: %L1 rows in %2 s, "
                                     "verified (generating the file took %3 s; load average %4)")
                                     .arg(copied->rows)
                                     .arg(t.elapsed() / 1000.0, 0, 'f', 1)
                                     .arg(generateMs / 1000.0, 0, 'f', 1)
                                     .arg(tb::test::loadAverage());
        }

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        QVector<double> pgMs, fileMs;
        for (int i = 0; i < kLaunches; ++i) {
            const Launch p = launch(binary, env, url);
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            pgMs << p.readyMs;
            const Launch f = launch(binary, env, file);
            QVERIFY2(f.error.isEmpty(), qPrintable(f.error));
            fileMs << f.readyMs;
        }
        const double pgMedian = median(pgMs);
        const double fileMedian = median(fileMs);
        qInfo().noquote() << QStringLiteral(
                                 "startup to a filled window: PostgreSQL median %1 ms, SQLite median %2 ms "
                                 "over %3 launches each (ratio %4; load average %5)")
                                 .arg(pgMedian, 0, 'f', 0)
                                 .arg(fileMedian, 0, 'f', 0)
                                 .arg(kLaunches)
                                 .arg(pgMedian / fileMedian, 0, 'f', 2)
                                 .arg(tb::test::loadAverage());
        QVERIFY2(pgMedian < 1500, qPrintable(QStringLiteral("PostgreSQL startup %1 ms >= 1500 ms").arg(pgMedian)));
    }
};

QTEST_GUILESS_MAIN(tst_TeamDatabaseBench)
#include "tst_TeamDatabaseBench.moc"
