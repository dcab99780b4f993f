// Issue 38.2: a team database that goes away during a probe run loses nothing. The outage is real: the test's own
// PostgreSQL server is stopped (pg_ctl, immediate) when the run starts or at a chosen batch, and started again
// after a real pause or on the recorder's own word that it gave up; the run goes through ProbeRunner and a
// stand-in connection (ScriptedConnection) or a RunRecorder fed directly, and everything is checked in the
// database. Before this, batches were tried four times over 2.1 s and then dropped, and the summary still counted
// every sample received.
#include "core/run/ProbeRunner.h"
#include "core/run/RunRecorder.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunRepository.h"
#include "core/store/RunSpill.h"
#include "core/store/Store.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ScriptedConnection.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"

#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <thread>

using namespace tb;
using test::PgTestServer;
using test::ScriptedConnection;

namespace {

constexpr int kSamples = 200;
constexpr int kWaitMs = 60000;

QByteArray probeOutput(int from, int count, bool hello, bool end) {
    QByteArray out;
    if (hello) {
        out += "{\"tb\":1,\"type\":\"hello\",\"probe\":\"tb-membw\",\"version\":\"9.9\",\"host\":\"n1\"}\n";
    }
    for (int i = from; i < from + count; ++i) {
        out += "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":" + QByteArray::number(i) +
               ",\"value\":" + QByteArray::number(1000 + i) + ",\"unit\":\"GB/s\"}\n";
    }
    if (end) {
        out += "{\"tb\":1,\"type\":\"end\",\"status\":\"ok\",\"exit_code\":0}\n";
    }
    return out;
}

// Stops the server when the run starts; what happens when the recorder reports is up to each test.
class Outage : public core::RunObserver {
public:
    explicit Outage(PgTestServer* server) : m_server(server) {}
    ~Outage() override { join(); }
    std::function<void()> onWaiting, onGaveUp;
    int waiting = 0, caughtUp = 0, gaveUp = 0;
    qint64 lostReported = -1;
    bool stopped = false;

    void runCreated(qint64) override { stopped = m_server->stop(); }
    void runEvents(qint64, const QVector<core::ProbeEvent>&) override {}
    void runStoreWaiting(qint64, qint64) override {
        ++waiting;
        if (onWaiting) {
            onWaiting();
        }
    }
    void runStoreCaughtUp(qint64) override { ++caughtUp; }
    void runStoreGaveUp(qint64, qint64 lost) override {
        ++gaveUp;
        lostReported = lost;
        if (onGaveUp) {
            onGaveUp();
        }
    }
    // The server back after `ms` of real outage, from a thread of its own (the run goes on meanwhile).
    void restartAfter(int ms) {
        m_restarter = std::thread([this, ms] {
            std::this_thread::sleep_for(std::chrono::milliseconds(ms));
            QString why;
            restarted = m_server->start(&why);
        });
    }
    void join() {
        if (m_restarter.joinable()) {
            m_restarter.join();
        }
    }
    std::atomic<bool> restarted{false};

private:
    PgTestServer* m_server;
    std::thread m_restarter;
};

QString helperPath() {
    return qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/tests/core/helpers/tb_outage_writer");
}

}  // namespace

class tst_RunOutage : public QObject {
    Q_OBJECT

    PgTestServer* m_server = nullptr;
    QTemporaryDir m_spillDir;
    QString m_url;
    std::shared_ptr<core::Store> m_store;
    qint64 m_provider = 0;

    core::RunSpec spec() const {
        core::RunSpec s;
        s.providerId = m_provider;
        s.name = QStringLiteral("tb-membw");
        s.commandLine = QStringLiteral("./tb-membw");
        return s;
    }

    // A database whose commits are durable when they return (the shared server runs with synchronous_commit=off,
    // which an immediate stop would turn into lost commits, and this suite stops it on purpose).
    QString freshDatabase() {
        QString why;
        const QString url = m_server->createDatabase(&why);
        if (url.isEmpty()) {
            qWarning() << why;
            return {};
        }
        m_server->psql(QStringLiteral("postgres"),
                       QStringLiteral("ALTER DATABASE \"%1\" SET synchronous_commit = on").arg(url.section(u'/', -1)),
                       &why);
        return url;
    }

    qint64 storedSamples(qint64 runId) {
        return TB_DB(m_store, core::RunRepository(db).storedCounts(runId).valueOr({-1, -1}).first);
    }

    // 200 samples in `chunks` pieces through ProbeRunner, the server stopped as the run starts.
    core::Result<core::RunOutcome> runThroughOutage(Outage& outage, const core::RunWritePolicy& policy) {
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"), .out = probeOutput(0, kSamples, true, true)};
        r.chunks = 40;
        node.reply(r);
        core::ProbeRunner runner(m_store, &outage);
        runner.setWritePolicy(policy);
        return runner.run(node, spec(), {});
    }

private slots:
    void initTestCase() {
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        QVERIFY(m_spillDir.isValid());
        core::RunSpill::setDirectory(m_spillDir.path());
    }

    void init() {
        QString why;
        m_url = freshDatabase();
        QVERIFY(!m_url.isEmpty());
        auto store = core::Store::open(m_url);
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        m_provider = TB_DB(m_store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Acme') RETURNING id")) && q.next()
                       ? q.value(0).toLongLong()
                       : qint64(0);
        }());
        QVERIFY(m_provider > 0);
    }

    void cleanup() {
        m_store.reset();
        QString why;
        if (!m_server->isRunning()) {  // a test that failed halfway left it stopped
            m_server->start(&why);
        }
    }

    // A real outage of four seconds with the shipped policy: every sample waits and is stored once the server is
    // back; the run is ok and counts 200 stored.
    void aRealOutageOfSecondsLosesNothing() {
        Outage outage(m_server);
        outage.onWaiting = [&] { outage.restartAfter(4000); };
        auto outcome = runThroughOutage(outage, core::RunWritePolicy{});
        outage.join();
        QVERIFY(outage.stopped);
        QVERIFY(outage.restarted);
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QCOMPARE(outage.waiting, 1);
        QCOMPARE(outage.caughtUp, 1);
        QCOMPARE(outage.gaveUp, 0);
        QCOMPARE(outcome->samples, kSamples);
        QCOMPARE(outcome->lostSamples, 0);
        QCOMPARE(outcome->storedSamples(), kSamples);
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        QCOMPARE(storedSamples(outcome->runId), qint64(kSamples));
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->status, core::RunStatus::Ok);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->probeVersion, QStringLiteral("9.9"));
    }

    // 30 s of outage against the shipped 10-minute deadline and pauses growing from 100 ms to 5 s, at a tenth of
    // the scale (3 s, 1 minute, 10 ms to 500 ms): nothing lost.
    void aThirtySecondOutageAtScaleLosesNothing() {
        core::RunWritePolicy policy;
        policy.firstPauseMs = 10;
        policy.longestPauseMs = 500;
        policy.outageDeadlineMs = 60000;
        Outage outage(m_server);
        outage.onWaiting = [&] { outage.restartAfter(3000); };
        auto outcome = runThroughOutage(outage, policy);
        outage.join();
        QVERIFY(outage.restarted);
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QCOMPARE(outcome->lostSamples, 0);
        QCOMPARE(outcome->storedSamples(), kSamples);
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        QCOMPARE(storedSamples(outcome->runId), qint64(kSamples));
    }

    // An outage longer than the deadline: the run says exactly how many samples it did not store, in its outcome
    // (the summary counts only what is stored), in its status and in a finding on the run.
    void anOutagePastTheDeadlineSaysExactlyWhatWasNotStored() {
        core::RunWritePolicy policy;
        policy.firstPauseMs = 10;
        policy.longestPauseMs = 100;
        policy.outageDeadlineMs = 1000;
        Outage outage(m_server);
        QString why;
        bool restarted = false;
        outage.onGaveUp = [&] { restarted = m_server->start(&why); };  // back for the final status
        auto outcome = runThroughOutage(outage, policy);
        QVERIFY2(restarted, qPrintable(why));
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QCOMPARE(outage.gaveUp, 1);
        QCOMPARE(outage.lostReported, qint64(kSamples));
        QCOMPARE(outcome->samples, kSamples);
        QCOMPARE(outcome->lostSamples, kSamples);
        QCOMPARE(outcome->storedSamples(), 0);
        QCOMPARE(outcome->status, core::RunStatus::Failed);
        QVERIFY(outcome->error);
        QVERIFY2(outcome->error->message.contains(QStringLiteral("200 sample")), qPrintable(outcome->error->message));
        QCOMPARE(storedSamples(outcome->runId), qint64(0));
        const auto run = TB_DB(m_store, core::RunRepository(db).get(outcome->runId));
        QCOMPARE(run->status, core::RunStatus::Failed);
        const auto findings = TB_DB(m_store, core::RunRepository(db).findings(outcome->runId).valueOr({}));
        QStringList unstored;
        for (const auto& f : findings) {
            if (f.key == QLatin1String("store.unstored_samples")) {
                unstored << f.value;
            }
        }
        QCOMPARE(unstored, QStringList{QStringLiteral("200")});
        QVERIFY(!QFile::exists(core::RunSpill(m_store->path(), outcome->runId).path()));
    }

    // Past the memory cap (one byte here) the waiting batches go to the run's spill file, which holds all of them
    // while the server is away and is removed once they are stored.
    void pastTheMemoryCapBatchesWaitInTheSpillFile() {
        const qint64 runId = TB_DB(m_store, [&]() -> qint64 {
            auto id = core::RunRepository(db).create(core::ProbeRunner::newRecord(spec(), QStringLiteral("n1")));
            return id ? *id : 0;
        }());
        QVERIFY(runId > 0);
        const core::RunSpec s = spec();
        core::RunRecorder recorder(*m_store, runId, nullptr, s);
        core::RunWritePolicy policy;
        policy.memoryCapBytes = 1;
        policy.firstPauseMs = 10;
        policy.longestPauseMs = 50;
        recorder.setPolicy(policy);
        QVERIFY(m_server->stop());
        for (int batch = 0; batch < 10; ++batch) {
            recorder.onStdout(probeOutput(batch * 20, 20, false, false));
            recorder.flush();
        }
        const QString path = core::RunSpill(m_store->path(), runId).path();
        auto spilled = core::RunSpill::readAll(path);
        QVERIFY2(spilled, spilled ? "" : qPrintable(spilled.error().toString()));
        qint64 inFile = 0;
        for (const auto& b : *spilled) {
            inFile += b.samples.size();
        }
        QCOMPARE(inFile, qint64(kSamples));
        QCOMPARE(storedSamples(runId), qint64(-1));  // the server is away: nothing can be read either
        QString why;
        QVERIFY2(m_server->start(&why), qPrintable(why));
        recorder.finish();
        QCOMPARE(recorder.counts.samples, kSamples);
        QCOMPARE(recorder.counts.spilledSamples, kSamples);
        QCOMPARE(recorder.counts.lostSamples, 0);
        QVERIFY(!recorder.m_storeError);
        QCOMPARE(storedSamples(runId), qint64(kSamples));
        const auto stored = TB_DB(m_store, core::RunRepository(db).samples(runId));
        QCOMPARE(stored.size(), kSamples);
        QCOMPARE(stored.first().sizeBytes, 0);  // in order
        QCOMPARE(stored.last().sizeBytes, kSamples - 1);
        QVERIFY(!QFile::exists(path));
    }

    // A process killed while its batches wait in the spill file: the next open of the database stores them, once;
    // replaying the same file again (as if a crash came after its batches were stored) stores nothing twice.
    void aKilledProcessLeavesASpillFileTheNextOpenReplaysOnce() {
        if (!QFile::exists(helperPath())) {
            QFAIL("tb_outage_writer is not built (ninja tb_outage_writer)");
        }
        QTemporaryDir helperSpill;
        QProcess writer;
        writer.start(helperPath(), {m_url, helperSpill.path()});
        QVERIFY(writer.waitForStarted());
        QVERIFY2(writer.waitForReadyRead(kWaitMs), qPrintable(QString::number(writer.exitCode()) +
                                                              QString::fromLocal8Bit(writer.readAllStandardError())));
        const QByteArray first = writer.readLine().trimmed();
        QVERIFY2(first.startsWith("run "), first.constData());
        const qint64 runId = first.mid(4).toLongLong();
        QCOMPARE(storedSamples(runId), qint64(100));  // five batches stored while the server answered
        const QString display = m_store->path();
        m_store.reset();
        QVERIFY(m_server->stop());
        writer.write("go\n");
        QVERIFY2(writer.waitForReadyRead(kWaitMs), qPrintable(QString::number(writer.exitCode()) +
                                                              QString::fromLocal8Bit(writer.readAllStandardError())));
        QCOMPARE(writer.readLine().trimmed(), QByteArray("spilled 100"));
        writer.kill();  // SIGKILL: nothing of it runs on
        QVERIFY(writer.waitForFinished(kWaitMs));
        QString why;
        QVERIFY2(m_server->start(&why), qPrintable(why));

        core::RunSpill::setDirectory(helperSpill.path());
        const QString path = core::RunSpill(display, runId).path();
        QVERIFY2(QFile::exists(path), qPrintable(path));
        QVERIFY(QFile::copy(path, path + QStringLiteral(".copy")));

        auto reopened = core::Store::open(m_url);
        QVERIFY2(reopened, reopened ? "" : qPrintable(reopened.error().toString()));
        m_store = *reopened;
        QCOMPARE((*reopened)->openInfo().spillReplay.replayed, 1);
        QCOMPARE((*reopened)->openInfo().spillReplay.samples, qint64(100));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(storedSamples(runId), qint64(kSamples));
        const auto stored = TB_DB(m_store, core::RunRepository(db).samples(runId));
        QCOMPARE(stored.last().sizeBytes, kSamples - 1);
        // The killed process's run is interrupted, with every sample it received.
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(runId))->status, core::RunStatus::Interrupted);

        m_store.reset();
        QVERIFY(QFile::rename(path + QStringLiteral(".copy"), path));
        auto again = core::Store::open(m_url);
        QVERIFY(again);
        m_store = *again;
        QCOMPARE((*again)->openInfo().spillReplay.files, 1);
        QCOMPARE((*again)->openInfo().spillReplay.replayed, 1);
        QCOMPARE(storedSamples(runId), qint64(kSamples));  // nothing twice
        QVERIFY(!QFile::exists(path));
        core::RunSpill::setDirectory(m_spillDir.path());
    }

    // The same recorder on a local SQLite file: no outage handling in the way, nothing spilled.
    void aLocalFileIsWrittenAsBefore() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("local.sqlite")));
        QVERIFY(store);
        const qint64 provider = TB_DB(*store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Acme') RETURNING id")) && q.next()
                       ? q.value(0).toLongLong()
                       : qint64(0);
        }());
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"), .out = probeOutput(0, kSamples, true, true)};
        r.chunks = 40;
        node.reply(r);
        core::RunSpec s = spec();
        s.providerId = provider;
        auto outcome = core::ProbeRunner(*store).run(node, s, {});
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        QCOMPARE(outcome->storedSamples(), kSamples);
        QCOMPARE(outcome->spilledSamples, 0);
        QCOMPARE(TB_DB(*store, core::RunRepository(db).samples(outcome->runId)).size(), kSamples);
    }
};

QTEST_GUILESS_MAIN(tst_RunOutage)
#include "tst_RunOutage.moc"
