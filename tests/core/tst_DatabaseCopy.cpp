// `db copy`'s core: a whole store from one engine to the other and back, ids, raw bytes and odd values kept, the
// destination's ids continuing after the copied ones; a destination that holds data refused and left as it was;
// the digest that proves a copy telling the same rows from different ones.
#include "core/demo/DemoDatabase.h"
#include "core/store/AuditLog.h"
#include "core/store/DatabaseCopy.h"
#include "core/store/ProviderRepository.h"
#include "core/store/SchemaCatalog.h"
#include "core/store/Store.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/ServiceCheck.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::PgTestServer;

namespace {

// Every table's digest over its columns, by name: what two databases must agree on to hold the same data. The
// PostgreSQL-only insertion-order column is numbered by each engine and left out.
QMap<QString, TableDigest> digests(Store& store) {
    return store.run([](QSqlDatabase& db) {
        QMap<QString, TableDigest> all;
        auto tables = SchemaCatalog::read(db);
        if (!tables) {
            return all;
        }
        for (const TableInfo& t : *tables) {
            QStringList columns;
            for (const ColumnInfo& c : t.columns) {
                if (!c.generatedAlways) {
                    columns << c.name;
                }
            }
            if (auto d = TableDigester::digest(db, t, columns)) {
                all.insert(t.name, *d);
            }
        }
        return all;
    });
}

qint64 count(Store& store, const QString& table) {
    return store.run([&](QSqlDatabase& db) {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT COUNT(*) FROM ") + table);
        return q.next() ? q.value(0).toLongLong() : qint64(-1);
    });
}

// A demo database plus what the demo lacks: a raw log whose bytes are no valid text (NUL, 0xff, a backslash a
// BYTEA text form would read as an escape), a chunk of it, and samples whose values only survive an exact copy.
bool addHostileRows(Store& store) {
    return store.run([](QSqlDatabase& db) {
        QSqlQuery run(db);
        if (!run.exec(QStringLiteral("SELECT MIN(id) FROM probe_run")) || !run.next()) {
            return false;
        }
        const qint64 runId = run.value(0).toLongLong();
        const QByteArray bytes("\x00\xff\\x41\\\\ raw\n\x01", 15);
        QSqlQuery log(db);
        log.prepare(
            QStringLiteral("INSERT INTO raw_log (run_id, stream, content, truncated, sha256) VALUES "
                           "(?, 'stderr', ?, 0, 'abc')"));
        log.addBindValue(runId);
        log.addBindValue(bytes);
        QSqlQuery chunk(db);
        chunk.prepare(
            QStringLiteral("INSERT INTO raw_log_chunk (run_id, stream, at_byte, content) VALUES "
                           "(?, 'stderr', 0, ?)"));
        chunk.addBindValue(runId);
        chunk.addBindValue(bytes.left(4));
        QSqlQuery sample(db);
        sample.prepare(
            QStringLiteral("INSERT INTO sample (run_id, metric, size_bytes, value, unit) VALUES "
                           "(?, 'x', NULL, ?, 'GB/s'), (?, 'y', 9007199254740993, ?, 'GB/s')"));
        sample.addBindValue(runId);
        sample.addBindValue(0.1 + 0.2);
        sample.addBindValue(runId);
        sample.addBindValue(-1e-300);
        return log.exec() && chunk.exec() && sample.exec();
    });
}

}  // namespace

class tst_DatabaseCopy : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::shared_ptr<Store> demoWithHostileRows(const QString& name) {
        auto store = DemoDatabase::openOrCreate(m_dir.filePath(name));
        if (!store || !addHostileRows(**store)) {
            return {};
        }
        return *store;
    }

    PgTestServer* server() {
        QString why;
        return PgTestServer::shared(&why);
    }

private slots:
    void aFileCopiesIntoANewFileWhole() {
        auto source = demoWithHostileRows(QStringLiteral("a.tierbench"));
        QVERIFY(source);
        auto target = Store::open(m_dir.filePath(QStringLiteral("b.tierbench")));
        QVERIFY(target);
        auto report = DatabaseCopy::copy(*source, **target, QStringLiteral("tester"));
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QVERIFY(report->rows > 0);
        QCOMPARE(report->tables.size(), qsizetype(digests(*source).size()));
        // The copy's own audit entry is the one row the copy has more.
        auto before = digests(*source);
        auto after = digests(**target);
        QCOMPARE(after[QStringLiteral("audit_log")].rows, before[QStringLiteral("audit_log")].rows + 1);
        before.remove(QStringLiteral("audit_log"));
        after.remove(QStringLiteral("audit_log"));
        QCOMPARE(after, before);
        const auto entries = (*target)->run([](QSqlDatabase& db) {
            return AuditLog(db).entries(AuditFilter{QStringLiteral("database"), {}, {}, 10});
        });
        QVERIFY(entries);
        QCOMPARE(entries->size(), qsizetype(1));
        QCOMPARE(entries->first().action, QStringLiteral("copy"));
        QCOMPARE(entries->first().actor, QStringLiteral("tester"));
    }

    void aDestinationWithDataIsRefusedAndKept() {
        auto source = demoWithHostileRows(QStringLiteral("c.tierbench"));
        QVERIFY(source);
        auto target = DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("d.tierbench")));
        QVERIFY(target);
        const auto before = digests(**target);
        auto report = DatabaseCopy::copy(*source, **target, QStringLiteral("tester"));
        QVERIFY(!report);
        QCOMPARE(report.error().code, ErrorCode::Duplicate);
        QVERIFY2(report.error().message.contains(QStringLiteral("already holds data")),
                 qPrintable(report.error().message));
        QCOMPARE(digests(**target), before);
        QVERIFY(!DatabaseCopy::copy(*source, *source, QStringLiteral("tester")));
    }

    void theDigestTellsRowsApart() {
        auto a = Store::open(m_dir.filePath(QStringLiteral("e.tierbench")));
        auto b = Store::open(m_dir.filePath(QStringLiteral("f.tierbench")));
        QVERIFY(a && b);
        QCOMPARE(digests(**a), digests(**b));
        auto insert = [](Store& s, const QString& sql) {
            return s.run([&](QSqlDatabase& db) { return QSqlQuery(db).exec(sql); });
        };
        // One character apart is another digest.
        QVERIFY(insert(**a, QStringLiteral("INSERT INTO provider (name, kind, notes) VALUES ('P', 'neocloud', '')")));
        QVERIFY(insert(**b, QStringLiteral("INSERT INTO provider (name, kind, notes) VALUES ('P', 'neocloud', 'x')")));
        QVERIFY(digests(**a)[QStringLiteral("provider")] != digests(**b)[QStringLiteral("provider")]);
        QCOMPARE(digests(**a)[QStringLiteral("provider")].rows, qint64(1));
    }

    void aFileGoesIntoATeamDatabaseAndBackWhole() {
        PgTestServer* pg = server();
        if (!pg) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("PostgreSQL (server or Qt's QPSQL driver) is not available"));
        }
        auto source = demoWithHostileRows(QStringLiteral("g.tierbench"));
        QVERIFY(source);
        QString why;
        const QString url = pg->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        auto team = Store::open(url);
        QVERIFY2(team, qPrintable(team ? QString() : team.error().toString()));
        auto in = DatabaseCopy::copy(*source, **team, QStringLiteral("tester"));
        QVERIFY2(in, qPrintable(in ? QString() : in.error().toString()));

        auto back = Store::open(m_dir.filePath(QStringLiteral("h.tierbench")));
        QVERIFY(back);
        auto out = DatabaseCopy::copy(**team, **back, QStringLiteral("tester"));
        QVERIFY2(out, qPrintable(out ? QString() : out.error().toString()));

        // Through both engines and back: every table the same, but for the two copies' audit entries.
        auto original = digests(*source);
        auto roundTrip = digests(**back);
        QCOMPARE(roundTrip[QStringLiteral("audit_log")].rows, original[QStringLiteral("audit_log")].rows + 2);
        original.remove(QStringLiteral("audit_log"));
        roundTrip.remove(QStringLiteral("audit_log"));
        QCOMPARE(roundTrip, original);
        QCOMPARE(count(**team, QStringLiteral("raw_log")), count(*source, QStringLiteral("raw_log")));

        // The team database hands out new ids after the copied ones.
        const qint64 maxId = source->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT MAX(id) FROM provider"));
            return q.next() ? q.value(0).toLongLong() : qint64(0);
        });
        auto added = (*team)->run([](QSqlDatabase& db) {
            Provider p;
            p.name = QStringLiteral("Joined later");
            return ProviderRepository(db).add(p, QStringLiteral("tester"));
        });
        QVERIFY2(added, qPrintable(added ? QString() : added.error().toString()));
        QVERIFY(*added > maxId);

        // A second copy into the now-filled team database is refused.
        auto again = DatabaseCopy::copy(*source, **team, QStringLiteral("tester"));
        QVERIFY(!again);
        QCOMPARE(again.error().code, ErrorCode::Duplicate);
    }

    // Issue 38.4: a file holding a NUL in a text (SQLite keeps one; Tierbench now refuses to write them, but an
    // older file may have one) could not be copied to the team database, and PostgreSQL's error echoed the row. The
    // copy now says which table and column, and leaves the team database empty.
    void aNulInTheFileIsNamedAndNothingIsCopied() {
        PgTestServer* pg = server();
        if (!pg) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("PostgreSQL (server or Qt's QPSQL driver) is not available"));
        }
        auto source = Store::open(m_dir.filePath(QStringLiteral("nul.tierbench")));
        QVERIFY(source);
        const bool written = (*source)->run([](QSqlDatabase& db) {
            Provider p;
            p.name = QStringLiteral("Nul Cloud");
            auto id = ProviderRepository(db).add(p, QStringLiteral("tester"));
            QSqlQuery q(db);  // as an older Tierbench wrote it, past today's refusal
            q.prepare(QStringLiteral("UPDATE provider SET notes = ? WHERE id = ?"));
            q.addBindValue(QStringLiteral("secret") + QChar(0) + QStringLiteral("tail"));
            q.addBindValue(id ? *id : 0);
            return id.ok() && q.exec();
        });
        QVERIFY(written);
        QString why;
        const QString url = pg->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        auto team = Store::open(url);
        QVERIFY(team);
        auto copied = DatabaseCopy::copy(**source, **team, QStringLiteral("tester"));
        QVERIFY(!copied);
        const QString message = copied.error().toString();
        QVERIFY2(message.contains(QLatin1String("NUL character")) && message.contains(QLatin1String("notes")) &&
                     message.contains(QLatin1String("provider")),
                 qPrintable(message));
        QVERIFY2(!message.contains(QLatin1String("secret")), qPrintable(message));
        QCOMPARE(count(**team, QStringLiteral("provider")), 0);
    }
};

QTEST_GUILESS_MAIN(tst_DatabaseCopy)
#include "tst_DatabaseCopy.moc"
