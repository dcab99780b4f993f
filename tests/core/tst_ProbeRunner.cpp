// ProbeRunner through a stand-in connection (tests/support/ScriptedConnection) into a real SQLite file: what a run
// stores for each way it can end (ok, failed with the exit code in words, connection lost mid-run, cancelled), that
// output split anywhere parses the same, and the order in which the observer hears of it. tst_ProbeRun does the
// same over a real sshd.
#include "core/run/ProbeRunner.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/ScriptedConnection.h"
#include "tests/support/StoreJob.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace tb;
using test::ScriptedConnection;

namespace {

const QByteArray kProbeOutput =
    "{\"tb\":1,\"type\":\"hello\",\"probe\":\"tb-membw\",\"version\":\"9.9\",\"host\":\"n1\",\"backend\":\"host\"}\n"
    "{\"tb\":1,\"type\":\"fact\",\"id\":\"gpu.count\",\"value\":\"8\"}\n"
    "not a protocol line\n"
    "{\"tb\":1,\"type\":\"check\",\"id\":\"pcie.acs\",\"status\":\"fail\",\"detail\":\"ReqRedir+\"}\n"
    "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":1048576,\"value\":1500.5,\"unit\":\"GB/s\"}\n"
    "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":2097152,\"value\":1600,\"unit\":\"GB/s\"}\n"
    "{\"tb\":1,\"type\":\"end\",\"status\":\"ok\",\"exit_code\":0}\n";

// Records what the runner reports and in which order; cancels on the first events when asked to.
class Recorder : public core::RunObserver {
public:
    QStringList order;
    int events = 0;
    core::CancelToken cancelOnEvents;
    bool cancel = false;
    void runCreated(qint64) override { order << QStringLiteral("created"); }
    void runEvents(qint64, const QVector<core::ProbeEvent>& list) override {
        if (order.isEmpty() || order.last() != QLatin1String("events")) {
            order << QStringLiteral("events");
        }
        events += int(list.size());
        if (cancel) {
            cancelOnEvents.cancel();
        }
    }
    void runFinished(const core::RunOutcome&) override { order << QStringLiteral("finished"); }
};

// Takes the database's write lock from another connection as soon as the run row exists, and holds it 6.5 s.
class LockOnCreate : public core::RunObserver {
public:
    explicit LockOnCreate(QString path) : m_path(std::move(path)) {}
    std::atomic<int> locked{0};
    void runCreated(qint64) override {
        m_holder = std::thread([this] {
            {
                QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
                other.setDatabaseName(m_path);
                if (other.open()) {
                    QSqlQuery q(other);
                    if (q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
                        locked = 1;
                        QThread::msleep(6500);
                        q.exec(QStringLiteral("COMMIT"));
                    }
                }
                if (locked == 0) {
                    locked = -1;
                }
                other.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        });
        while (locked == 0) {
            QThread::msleep(5);
        }
    }
    void runEvents(qint64, const QVector<core::ProbeEvent>&) override {}
    void join() {
        if (m_holder.joinable()) {
            m_holder.join();
        }
    }

private:
    QString m_path;
    std::thread m_holder;
};

}  // namespace

class TestProbeRunner : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<core::Store> m_store;
    qint64 m_provider = 0;
    int m_serial = 0;

    core::RunSpec spec(const QString& command) const {
        core::RunSpec s;
        s.providerId = m_provider;
        s.name = QStringLiteral("tb-membw");
        s.commandLine = command;
        return s;
    }

private slots:
    void init() {
        auto store = core::Store::open(m_dir.filePath(QStringLiteral("r%1.sqlite").arg(++m_serial)));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        m_provider = TB_DB(m_store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("INSERT INTO provider (name) VALUES ('Acme')")) ? q.lastInsertId().toLongLong()
                                                                                         : qint64(0);
        }());
        QVERIFY(m_provider > 0);
    }

    void anOkRunStoresEverythingInOrder() {
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"), .out = kProbeOutput};
        r.pgid = 4321;
        r.chunks = 13;  // lines split anywhere
        node.reply(r);
        Recorder observer;
        auto outcome = core::ProbeRunner(m_store, &observer).run(node, spec(QStringLiteral("./tb-membw")), {});
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        QCOMPARE(outcome->exitCode, 0);
        QVERIFY(!outcome->error);
        QCOMPARE(outcome->samples, 2);
        QCOMPARE(outcome->facts, 1);
        QCOMPARE(outcome->checks, 1);
        QCOMPARE(outcome->failedChecks, 1);
        QCOMPARE(outcome->pgid, qint64(4321));
        QCOMPARE(observer.order,
                 (QStringList{QStringLiteral("created"), QStringLiteral("events"), QStringLiteral("finished")}));

        const auto run = TB_DB(m_store, core::RunRepository(db).get(outcome->runId));
        QVERIFY(run);
        QCOMPARE(run->status, core::RunStatus::Ok);
        QCOMPARE(run->kind, core::RunKind::Probe);
        QCOMPARE(run->pgid, std::optional<qint64>(4321));
        QCOMPARE(run->probeVersion, QStringLiteral("9.9"));
        QVERIFY(!run->endedAt.isEmpty());
        const auto samples = TB_DB(m_store, core::RunRepository(db).samples(outcome->runId));
        QCOMPARE(samples.size(), 2);
        QCOMPARE(samples.at(1).sizeBytes, std::optional<qint64>(2097152));
        QCOMPARE(samples.at(0).value, 1500.5);
        const auto findings = TB_DB(m_store, core::RunRepository(db).findings(outcome->runId).valueOr({}));
        QCOMPARE(findings.size(), 2);
        const auto log = TB_DB(m_store, core::RunRepository(db).rawLog(outcome->runId, QStringLiteral("stdout")));
        QVERIFY(log);
        QCOMPARE(log->content, kProbeOutput);  // byte for byte, the plain line too
        QVERIFY(!log->sha256.isEmpty());
    }

    void aFailingExitCodeIsExplained() {
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("tb-membw"), .err = "verification failed\n", .exitCode = 4});
        auto outcome = core::ProbeRunner(m_store).run(node, spec(QStringLiteral("./tb-membw")), {});
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Failed);
        QCOMPARE(outcome->exitCode, 4);
        QVERIFY(outcome->error);
        QCOMPARE(outcome->error->code, core::ErrorCode::ProbeFailed);
        QVERIFY2(outcome->error->message.contains(core::ProbeRunner::describeExit(4)),
                 qPrintable(outcome->error->message));
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->status, core::RunStatus::Failed);
        const auto err = TB_DB(m_store, core::RunRepository(db).rawLog(outcome->runId, QStringLiteral("stderr")));
        QVERIFY(err);
        QCOMPARE(err->content, QByteArray("verification failed\n"));
    }

    void aLostConnectionKeepsWhatArrived() {
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"),
                                    .out = kProbeOutput.left(kProbeOutput.indexOf(
                                        "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":2097152"))};
        r.dropConnection = true;
        node.reply(r);
        Recorder observer;
        auto outcome = core::ProbeRunner(m_store, &observer).run(node, spec(QStringLiteral("./tb-membw")), {});
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Interrupted);
        QVERIFY(outcome->error);
        QCOMPARE(outcome->error->code, core::ErrorCode::Unreachable);
        QCOMPARE(outcome->samples, 1);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).samples(outcome->runId)).size(), 1);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->status, core::RunStatus::Interrupted);
        QCOMPARE(observer.order.last(), QStringLiteral("finished"));
    }

    void aCancelledRunIsRecordedAsCancelled() {
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"), .out = kProbeOutput.left(200)};
        r.waitForCancel = true;
        node.reply(r);
        Recorder observer;
        observer.cancel = true;
        auto outcome = core::ProbeRunner(m_store, &observer)
                           .run(node, spec(QStringLiteral("./tb-membw")), observer.cancelOnEvents);
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Cancelled);
        QCOMPARE(outcome->error->code, core::ErrorCode::Cancelled);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->status, core::RunStatus::Cancelled);
    }

    void aRecipesPlainOutputBecomesItsFactAndIsComparedWithTheProvider() {
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("whois"), .out = "OrgName: Acme Networks\nCountry: US\n"});
        core::RunSpec s = spec(QStringLiteral("whois 192.0.2.1"));
        s.kind = core::RunKind::Recipe;
        s.name = QStringLiteral("whois");
        s.outputFactKey = QStringLiteral("recipe.whois.owner");
        s.providerName = QStringLiteral("Acme");
        auto outcome = core::ProbeRunner(m_store).run(node, s, {});
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        QCOMPARE(outcome->facts, 1);
        QCOMPARE(outcome->checks, 1);
        const auto findings = TB_DB(m_store, core::RunRepository(db).findings(outcome->runId).valueOr({}));
        QStringList keys;
        for (const auto& f : findings) {
            keys << f.key;
        }
        QVERIFY2(keys.contains(QStringLiteral("recipe.whois.owner")), qPrintable(keys.join(u' ')));
        QVERIFY2(keys.contains(QStringLiteral("recipe.whois.owner.matches_provider")), qPrintable(keys.join(u' ')));
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->kind, core::RunKind::Recipe);
    }

    // Issue 13.1: a figure no hardware reaches never becomes a sample; its line is kept and a finding says why.
    void anImpossibleSampleIsRefusedWithAFinding() {
        const QByteArray out =
            "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":1048576,\"value\":1500.5,\"unit\":\"GB/s\"}\n"
            "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":2097152,\"value\":1.7e308,\"unit\":\"GB/"
            "s\"}\n"
            "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":-5,\"value\":-3,\"unit\":\"GB/s\"}\n";
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("tb-membw"), .out = out});
        auto outcome = core::ProbeRunner(m_store).run(node, spec(QStringLiteral("./tb-membw")), {});
        QVERIFY(outcome);
        QCOMPARE(outcome->samples, 1);
        const auto samples = TB_DB(m_store, core::RunRepository(db).samples(outcome->runId));
        QCOMPARE(samples.size(), 1);
        QCOMPARE(samples.at(0).value, 1500.5);
        const auto findings = TB_DB(m_store, core::RunRepository(db).findings(outcome->runId).valueOr({}));
        const core::FindingRecord* refused = nullptr;
        for (const auto& f : findings) {
            if (f.key == QLatin1String("probe.refused_values")) {
                refused = &f;
            }
        }
        QVERIFY(refused);
        QCOMPARE(refused->status, core::FindingStatus::Warn);
        QCOMPARE(refused->value, QStringLiteral("2"));
        QVERIFY2(refused->detail.contains(QStringLiteral("1.7e308")), qPrintable(refused->detail));
        const auto log = TB_DB(m_store, core::RunRepository(db).rawLog(outcome->runId, QStringLiteral("stdout")));
        QCOMPARE(log->content, out);  // the refused lines are kept as text
    }

    // Issue 13.7: a store that is busy for longer than its busy timeout delays a batch; nothing is dropped.
    void aBusyStoreDelaysButLosesNoSample() {
        QByteArray out;
        for (int i = 0; i < 200; ++i) {
            out += "{\"tb\":1,\"type\":\"sample\",\"metric\":\"d2d.bw\",\"size\":" + QByteArray::number(i) +
                   ",\"value\":1500,\"unit\":\"GB/s\"}\n";
        }
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"), .out = out};
        r.chunks = 200;
        node.reply(r);
        // Once the run exists, another writer takes the write lock and holds it past the store's 5 s busy timeout.
        LockOnCreate observer(m_store->path());
        auto outcome = core::ProbeRunner(m_store, &observer).run(node, spec(QStringLiteral("./tb-membw")), {});
        observer.join();
        QCOMPARE(observer.locked.load(), 1);
        QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().toString()));
        QCOMPARE(outcome->samples, 200);
        QCOMPARE(outcome->lostSamples, 0);
        QCOMPARE(outcome->status, core::RunStatus::Ok);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).samples(outcome->runId)).size(), 200);
    }

    // Issue 13.7: when the store keeps refusing, the run is not ok and says how many samples it lost.
    void aStoreThatKeepsRefusingFailsTheRunAndCountsTheLoss() {
        const bool trigger =
            TB_DB(m_store, QSqlQuery(db).exec(QStringLiteral("CREATE TRIGGER no_samples BEFORE INSERT ON sample BEGIN "
                                                             "SELECT RAISE(ABORT, 'disk says no'); END")));
        QVERIFY(trigger);
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("tb-membw"), .out = kProbeOutput});
        auto outcome = core::ProbeRunner(m_store).run(node, spec(QStringLiteral("./tb-membw")), {});
        QVERIFY(outcome);
        QCOMPARE(outcome->samples, 2);
        QCOMPARE(outcome->lostSamples, 2);
        QCOMPARE(outcome->status, core::RunStatus::Failed);
        QVERIFY(outcome->error);
        QCOMPARE(outcome->error->code, core::ErrorCode::Database);
        QVERIFY2(outcome->error->message.contains(QStringLiteral("2 sample")), qPrintable(outcome->error->message));
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->status, core::RunStatus::Failed);
    }

    // Issue 13.8 follow-up: the process group was written with its error discarded, so a run whose group was never
    // stored went on as if it could be cleaned up after a crash. The write is retried; if the store still refuses,
    // the run is stopped now (the exec's token is set) and fails saying why.
    void aProcessGroupThatCannotBeRecordedStopsTheRun() {
        const bool trigger = TB_DB(
            m_store, QSqlQuery(db).exec(QStringLiteral("CREATE TRIGGER no_pgid BEFORE UPDATE OF pgid ON probe_run "
                                                       "WHEN NEW.pgid IS NOT NULL BEGIN "
                                                       "SELECT RAISE(ABORT, 'disk says no'); END")));
        QVERIFY(trigger);
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"), .out = kProbeOutput.left(200)};
        r.pgid = 4321;
        r.waitForCancel = true;  // the remote process would run until stopped
        node.reply(r);
        auto outcome = core::ProbeRunner(m_store).run(node, spec(QStringLiteral("./tb-membw")), {});
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Failed);
        QVERIFY(outcome->error);
        QCOMPARE(outcome->error->code, core::ErrorCode::Database);
        QVERIFY2(outcome->error->message.contains(QStringLiteral("process group (4321)")),
                 qPrintable(outcome->error->message));
        const auto run = TB_DB(m_store, core::RunRepository(db).get(outcome->runId));
        QVERIFY(run);
        QCOMPARE(run->status, core::RunStatus::Failed);
        QVERIFY(!run->pgid);
    }

    void theCallersCancelStillReachesTheRun() {
        // The exec now watches the runner's own token; the caller's cancel is forwarded to it.
        ScriptedConnection node;
        ScriptedConnection::Reply r{.match = QStringLiteral("tb-membw"), .out = kProbeOutput.left(200)};
        r.pgid = 99;
        r.waitForCancel = true;
        node.reply(r);
        const core::CancelToken cancel;
        cancel.cancel();
        auto outcome = core::ProbeRunner(m_store).run(node, spec(QStringLiteral("./tb-membw")), cancel);
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Cancelled);
        QCOMPARE(TB_DB(m_store, core::RunRepository(db).get(outcome->runId))->pgid, std::optional<qint64>(99));
    }

    void aFailingRecipeDoesNotSpeakOfChecks() {
        // Issue 12.7: a recipe that exited 1 read "a check failed" beside "0 checks (0 failed)".
        ScriptedConnection node;
        node.reply({.match = QStringLiteral("pip"), .err = "no space\n", .exitCode = 1});
        core::RunSpec s = spec(QStringLiteral("pip install torch"));
        s.kind = core::RunKind::Recipe;
        s.name = QStringLiteral("pytorch-install");
        auto outcome = core::ProbeRunner(m_store).run(node, s, {});
        QVERIFY(outcome);
        QCOMPARE(outcome->status, core::RunStatus::Failed);
        QVERIFY(outcome->error);
        QVERIFY2(!outcome->error->message.contains(QStringLiteral("check")), qPrintable(outcome->error->message));
        QVERIFY2(outcome->error->message.contains(QStringLiteral("exited with code 1")),
                 qPrintable(outcome->error->message));
        QCOMPARE(core::ProbeRunner::describeExit(1), QStringLiteral("a check failed"));  // a probe's code 1
    }

    void exitCodesInWords() {
        QCOMPARE(core::ProbeRunner::describeExit(64), QStringLiteral("usage error"));
        QCOMPARE(core::ProbeRunner::describeExit(2), QStringLiteral("unsupported on this node"));
        QCOMPARE(core::ProbeRunner::describeExit(77), QStringLiteral("exit code 77"));
    }
};

QTEST_GUILESS_MAIN(TestProbeRunner)
#include "tst_ProbeRunner.moc"
