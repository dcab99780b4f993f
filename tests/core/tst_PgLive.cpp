// A team database live (issue 16.5) and its faults (16.7), on a real PostgreSQL server (tests/support/PgTestServer):
// a commit of another process arrives as this store's ChangeNotifier signal (LISTEN/NOTIFY on the storage
// thread's listener connection), a rolled-back write does not, the server restarted mid-session is reported,
// reconnected (listener too) and re-read without losing a committed row, and a transaction cut by a killed server
// leaves nothing behind. Order of events only: every wait is for an event, its timeout a failure bound.
#include "core/store/ChangeNotifier.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"

#include <QProcess>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

using namespace tb::core;
using tb::test::PgTestServer;

namespace {
constexpr int kWaitMs = 60000;  // a failure bound, not a speed figure

QString helperPath() {
    return qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/tests/core/helpers/tb_store_editor");
}

// Whether any emission of `spy` (ChangeNotifier::changed) touches the provider `id`.
bool sawProvider(const QSignalSpy& spy, qint64 id) {
    for (const QList<QVariant>& args : spy) {
        const auto set = args.at(0).value<ChangeSet>();
        if (set.touches(EntityKind::Provider, id) && set.touchesProvider(id)) {
            return true;
        }
    }
    return false;
}

qint64 providersNamed(QSqlDatabase& db, const QString& pattern) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT count(*) FROM provider WHERE name LIKE ?"));
    q.addBindValue(pattern);
    return q.exec() && q.next() ? q.value(0).toLongLong() : -1;
}
}  // namespace

class tst_PgLive : public QObject {
    Q_OBJECT

    PgTestServer* m_server = nullptr;

    // A new database whose commits are durable the moment they return, as on a default server (the shared test
    // server runs with synchronous_commit=off, which an immediate stop would turn into lost commits).
    QString freshDatabase() {
        QString why;
        const QString url = m_server->createDatabase(&why);
        if (url.isEmpty()) {
            qWarning() << why;
            return {};
        }
        const QString name = url.section(u'/', -1);
        m_server->psql(QStringLiteral("postgres"),
                       QStringLiteral("ALTER DATABASE \"%1\" SET synchronous_commit = on").arg(name), &why);
        return url;
    }

    // Another workbench process adds a provider; its id, or 0.
    qint64 addFromAnotherProcess(const QString& url, const QString& name) {
        QProcess p;
        p.start(helperPath(), {url, QStringLiteral("provider-add"), name});
        if (!p.waitForFinished(kWaitMs) || p.exitCode() != 0) {
            qWarning() << "tb_store_editor failed:" << p.readAllStandardError();
            return 0;
        }
        return p.readAllStandardOutput().trimmed().toLongLong();
    }

private slots:
    void initTestCase() {
        qRegisterMetaType<ChangeSet>();
        QString why;
        m_server = PgTestServer::shared(&why);
        if (!m_server) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        if (!QFileInfo::exists(helperPath())) {
            QFAIL("tb_store_editor is not built (ninja tb_store_editor)");
        }
    }

    void anotherProcessesCommitArrivesAsAChangeSignal() {
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        auto store = Store::open(url);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        QSignalSpy spy((*store)->changes(), &ChangeNotifier::changed);
        const qint64 id = addFromAnotherProcess(url, QStringLiteral("Arrived Cloud"));
        QVERIFY(id > 0);
        // Precisely this provider, not only "anything may have changed".
        QTRY_VERIFY_WITH_TIMEOUT(sawProvider(spy, id), kWaitMs);
        bool precise = false;
        for (const QList<QVariant>& args : spy) {
            precise = precise || !args.at(0).value<ChangeSet>().everything();
        }
        QVERIFY(precise);
    }

    // A rolled-back transaction of another session sends nothing (NOTIFY is delivered at commit only); a commit
    // sent after it arrives, so the listener was listening all along.
    void aRolledBackWriteIsNotAnnounced() {
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        auto store = Store::open(url);
        QVERIFY(store.ok());
        auto other = Store::open(url);
        QVERIFY(other.ok());
        QSignalSpy spy((*store)->changes(), &ChangeNotifier::changed);
        const bool rolledBack = TB_DB(*other, [&] {
            Transaction tx(db);
            Provider p;
            p.name = QStringLiteral("Never Cloud");
            const bool added = ProviderRepository(db).add(p, QStringLiteral("t")).ok();
            tx.rollback();
            return added;
        }());
        QVERIFY(rolledBack);
        Provider p;
        p.name = QStringLiteral("Later Cloud");
        const qint64 later = TB_DB(*other, ProviderRepository(db).add(p, QStringLiteral("t"))).valueOr(0);
        QVERIFY(later > 0);
        QTRY_VERIFY_WITH_TIMEOUT(sawProvider(spy, later), kWaitMs);
        for (const QList<QVariant>& args : spy) {
            const auto set = args.at(0).value<ChangeSet>();
            QVERIFY2(!set.everything(), "another session's commit is announced row by row");
            for (qint64 id : set.ids(EntityKind::Provider)) {
                QCOMPARE(id, later);
            }
        }
    }

    // The server goes away mid-session and comes back: the store says so, reconnects both connections, re-reads
    // (changed(all)), keeps every committed row, and hears other processes again.
    void aRestartedServerIsReportedReconnectedAndLosesNothing() {
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        auto opened = Store::open(url);
        QVERIFY(opened.ok());
        auto store = *opened;
        QSignalSpy state(store->changes(), &ChangeNotifier::connectionStateChanged);
        QSignalSpy changes(store->changes(), &ChangeNotifier::changed);
        QList<qint64> committed;
        for (int i = 0; i < 5; ++i) {
            Provider p;
            p.name = QStringLiteral("Kept Cloud %1").arg(i);
            const qint64 id = TB_DB(store, ProviderRepository(db).add(p, QStringLiteral("t"))).valueOr(0);
            QVERIFY(id > 0);
            committed << id;
        }
        QVERIFY(m_server->stop());
        QTRY_VERIFY_WITH_TIMEOUT(state.size() >= 1, kWaitMs);
        QCOMPARE(state.at(0).at(0).toBool(), false);
        QVERIFY2(state.at(0).at(1).toString().contains(QLatin1String("lost")),
                 qPrintable(state.at(0).at(1).toString()));
        // While it is away a write is refused, not queued or half-done.
        Provider away;
        away.name = QStringLiteral("Away Cloud");
        QVERIFY(!TB_DB(store, ProviderRepository(db).add(away, QStringLiteral("t"))).ok());
        changes.clear();
        QString why;
        QVERIFY2(m_server->start(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(state.size() >= 2, kWaitMs);
        QCOMPARE(state.at(1).at(0).toBool(), true);
        // Notifications sent while it was away are not replayed: the views are told to re-read everything.
        QTRY_VERIFY_WITH_TIMEOUT(!changes.isEmpty(), kWaitMs);
        QVERIFY(changes.at(0).at(0).value<ChangeSet>().everything());
        QCOMPARE(TB_DB(store, providersNamed(db, QStringLiteral("Kept Cloud %"))), qint64(committed.size()));
        QCOMPARE(TB_DB(store, providersNamed(db, QStringLiteral("Away Cloud"))), qint64(0));
        // Writes work again, and the listener hears another process again.
        Provider after;
        after.name = QStringLiteral("After Cloud");
        QVERIFY(TB_DB(store, ProviderRepository(db).add(after, QStringLiteral("t"))).ok());
        changes.clear();
        const qint64 id = addFromAnotherProcess(url, QStringLiteral("Heard Again Cloud"));
        QVERIFY(id > 0);
        QTRY_VERIFY_WITH_TIMEOUT(sawProvider(changes, id), kWaitMs);
    }

    // The server is killed while a transaction is open: its commit fails, and after the restart nothing of it is
    // there (the rows it had written, its audit entries).
    void aTransactionCutByAKilledServerLeavesNothing() {
        const QString url = freshDatabase();
        QVERIFY(!url.isEmpty());
        auto opened = Store::open(url);
        QVERIFY(opened.ok());
        auto store = *opened;
        QSignalSpy state(store->changes(), &ChangeNotifier::connectionStateChanged);
        QSemaphore written, serverGone;
        auto job = store->submit([&](QSqlDatabase& db) -> bool {
            Transaction tx(db);
            Provider p;
            p.name = QStringLiteral("Half Cloud 1");
            const bool first = ProviderRepository(db).add(p, QStringLiteral("t")).ok();
            written.release();
            serverGone.acquire();
            p.name = QStringLiteral("Half Cloud 2");
            const bool second = ProviderRepository(db).add(p, QStringLiteral("t")).ok();
            const bool committed = tx.commit().ok();
            return first && !(second && committed);  // the first write worked, the rest could not land
        });
        QVERIFY(written.tryAcquire(1, kWaitMs));
        QVERIFY(m_server->stop());
        serverGone.release();
        job.waitForFinished();
        QVERIFY2(job.result(), "the cut transaction reported success");
        QString why;
        QVERIFY2(m_server->start(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(!state.isEmpty() && state.last().at(0).toBool(), kWaitMs);
        QCOMPARE(TB_DB(store, providersNamed(db, QStringLiteral("Half Cloud %"))), qint64(0));
        const qint64 audits = TB_DB(store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'provider'")) && q.next()
                       ? q.value(0).toLongLong()
                       : qint64(-1);
        }());
        QCOMPARE(audits, qint64(0));
    }
};

QTEST_GUILESS_MAIN(tst_PgLive)
#include "tst_PgLive.moc"
