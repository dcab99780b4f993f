#include "core/store/AuditLog.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"
#include "tests/support/CliRunner.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {
const QString kActor = QStringLiteral("tester");

int count(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    q.exec(sql);
    return q.next() ? q.value(0).toInt() : -1;
}

Provider named(const QString& name) {
    Provider p;
    p.name = name;
    return p;
}
}  // namespace

class TestProviderRepository : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_dir = std::make_unique<tb::test::TestDatabase>();
        TB_OPEN_TEST_DATABASE(where, *m_dir, QStringLiteral("p.tierbench"));
        m_where = where;
        auto store = Store::open(where);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
    }
    void cleanup() {
        m_store.reset();
        m_dir.reset();
    }

    void addsAndReadsBack() {
        Provider p;
        p.name = QStringLiteral("  Example Cloud  ");
        p.website = QStringLiteral("https://example.test");
        p.kind = ProviderKind::Hyperscaler;
        p.gpuModels = QStringLiteral("H100, B200");
        p.referenceTier = Tier::Silver;
        p.referenceRound = QStringLiteral("2.1");
        p.v1Tier = QStringLiteral("Bronze");
        const auto id = TB_DB(m_store, ProviderRepository(db).add(p, kActor));
        QVERIFY2(id.ok(), qPrintable(id ? QString() : id.error().toString()));
        const auto back = TB_DB(m_store, ProviderRepository(db).get(*id));
        QVERIFY(back.ok());
        QCOMPARE(back->name, QStringLiteral("Example Cloud"));  // trimmed
        QCOMPARE(back->kind, ProviderKind::Hyperscaler);
        QCOMPARE(back->referenceTier, std::optional<Tier>(Tier::Silver));
        QCOMPARE(back->v1Tier, QStringLiteral("bronze"));
        QVERIFY(!back->createdAt.isEmpty());
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).list()).valueOr({}).size(), 1);
        const auto audit =
            TB_DB(m_store, AuditLog(db).entries({.entity = QStringLiteral("provider"), .entityId = *id}));
        QVERIFY(audit.ok());
        QCOMPARE(audit->size(), 1);
        QCOMPARE(audit->at(0).action, QStringLiteral("create"));
        QCOMPARE(audit->at(0).actor, kActor);
        QVERIFY(audit->at(0).afterJson.contains(QStringLiteral("Example Cloud")));
    }

    void refusesEmptyAndDuplicateNames() {
        QVERIFY(TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Nimbus")), kActor)).ok());
        const int auditBefore = TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM audit_log")));

        const auto empty = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("   ")), kActor));
        QVERIFY(!empty.ok());
        QCOMPARE(empty.error().code, ErrorCode::InvalidArgument);
        QVERIFY(!empty.error().message.isEmpty());

        const auto dup = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("  nimbus ")), kActor));
        QVERIFY(!dup.ok());
        QCOMPARE(dup.error().code, ErrorCode::Duplicate);
        QVERIFY2(dup.error().message.contains(QStringLiteral("Nimbus")), qPrintable(dup.error().message));

        // Nothing written: neither a provider nor an audit entry.
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).list()).valueOr({}).size(), 1);
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM audit_log"))), auditBefore);
    }

    // Issue 38: a name is printed on terminals and drawn in reviews; one with controls that rewrite or reorder the
    // text around it, or one past 200 characters, is refused by the call the workbench and the CLI share.
    void refusesControlCharactersAndOverlongNames() {
        const QStringList hostile{
            QStringLiteral("Evil\x1b[2K\rCloud"), QStringLiteral("Evil\u202eduolC"), QStringLiteral("Evil\nCloud"),
            QStringLiteral("Evil\x07 Cloud"),     QStringLiteral("Evil\u0085Cloud"), QStringLiteral("Evil\u2066Cloud"),
            QStringLiteral("Evil\x7f"),           QStringLiteral("Evil\u200fCloud"), QString(201, u'x')};
        for (const QString& name : hostile) {
            const auto added = TB_DB(m_store, ProviderRepository(db).add(named(name), kActor));
            QVERIFY2(!added.ok(), qPrintable(name));
            QCOMPARE(added.error().code, ErrorCode::InvalidArgument);
            QVERIFY2(added.error().message.startsWith(QStringLiteral("Provider name: ")),
                     qPrintable(added.error().message));
        }
        QVERIFY(TB_DB(m_store, ProviderRepository(db).list()).valueOr({}).isEmpty());

        const auto longest = TB_DB(m_store, ProviderRepository(db).add(named(QString(200, u'y')), kActor));
        QVERIFY2(longest.ok(), qPrintable(longest ? QString() : longest.error().toString()));
        const auto plain = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Plain Cloud")), kActor));
        QVERIFY(plain.ok());
        Provider renamed = *TB_DB(m_store, ProviderRepository(db).get(*plain));
        renamed.name = QStringLiteral("Plain\u202eCloud");
        const auto update = TB_DB(m_store, ProviderRepository(db).update(renamed, kActor));
        QVERIFY(!update.ok());
        QCOMPARE(update.error().code, ErrorCode::InvalidArgument);
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).get(*plain))->name, QStringLiteral("Plain Cloud"));
    }

    void updateValidatesAndAudits() {
        const auto a = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Alpha")), kActor));
        const auto b = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Beta")), kActor));
        QVERIFY(a.ok() && b.ok());
        const auto read = TB_DB(m_store, ProviderRepository(db).get(*b));
        QVERIFY(read.ok());
        Provider p = *read;
        p.name = QStringLiteral("ALPHA");
        const auto clash = TB_DB(m_store, ProviderRepository(db).update(p, kActor));
        QVERIFY(!clash.ok());
        QCOMPARE(clash.error().code, ErrorCode::Duplicate);
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).get(*b))->name, QStringLiteral("Beta"));

        p.name = QStringLiteral("Beta Prime");
        p.notes = QStringLiteral("renamed");
        const auto st = TB_DB(m_store, ProviderRepository(db).update(p, kActor));
        QVERIFY2(st.ok(), qPrintable(st ? QString() : st.error().toString()));
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).get(*b))->name, QStringLiteral("Beta Prime"));
        // Renaming to its own name in another case is allowed (the provider itself is excluded). The edit names
        // the version the last save made (an older one is refused as someone else's change: tst_RowVersion).
        p.rowVersion = TB_DB(m_store, ProviderRepository(db).get(*b))->rowVersion;
        p.name = QStringLiteral("beta prime");
        QVERIFY(TB_DB(m_store, ProviderRepository(db).update(p, kActor)).ok());
        const auto audit = TB_DB(m_store, AuditLog(db).entries({.entity = QStringLiteral("provider"), .entityId = *b}));
        QVERIFY(audit.ok());
        QCOMPARE(audit->size(), 3);  // create + two updates, newest first
        QCOMPARE(audit->at(0).action, QStringLiteral("update"));
        QVERIFY(audit->at(1).beforeJson.contains(QStringLiteral("\"Beta\"")));
        QVERIFY(audit->at(1).afterJson.contains(QStringLiteral("Beta Prime")));
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).get(*a))->name, QStringLiteral("Alpha"));

        Provider ghost = named(QStringLiteral("Ghost"));
        ghost.id = 99999;
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).update(ghost, kActor)).error().code, ErrorCode::NotFound);
    }

    void deleteTakesOnlyItsOwnEvaluations() {
        const auto gone = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Gone")), kActor));
        const auto kept = TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Kept")), kActor));
        QVERIFY(gone.ok() && kept.ok());
        const auto create = [this](qint64 provider, const char* version, const char* title) {
            return TB_DB(m_store, EvaluationRepository(db).create(provider, QLatin1String(version),
                                                                  QLatin1String(title), {}, kActor));
        };
        QVERIFY(create(*gone, "2.0", "e1").ok());
        QVERIFY(create(*gone, "1.0", "e2").ok());
        const auto keptEval = create(*kept, "2.0", "e3");
        QVERIFY(keptEval.ok());
        const QString inserted = TB_DB(m_store, [&] {
            QSqlQuery q(db);
            for (const QString& sql :
                 {QStringLiteral("INSERT INTO interview (provider_id, held_on) VALUES (%1, '2026-01-01')").arg(*gone),
                  QStringLiteral("INSERT INTO probe_run (provider_id, probe) VALUES (%1, 'tb-node')").arg(*gone),
                  QStringLiteral("INSERT INTO probe_run (provider_id, probe) VALUES (%1, 'tb-node')").arg(*kept)}) {
                if (!q.exec(sql)) {
                    return sql;
                }
            }
            return QString();
        }());
        QCOMPARE(inserted, QString());
        const QString keptVerdictsSql =
            QStringLiteral("SELECT count(*) FROM verdict WHERE evaluation_id = %1").arg(*keptEval);
        const int keptVerdicts = TB_DB(m_store, count(db, keptVerdictsSql));
        QVERIFY(keptVerdicts > 50);

        const auto deps = TB_DB(m_store, ProviderRepository(db).dependents(*gone));
        QVERIFY(deps.ok());
        QCOMPARE(deps->evaluations, 2);
        QCOMPARE(deps->runs, 1);
        QCOMPARE(deps->interviews, 1);

        const auto st = TB_DB(m_store, ProviderRepository(db).remove(*gone, kActor));
        QVERIFY2(st.ok(), qPrintable(st ? QString() : st.error().toString()));
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).get(*gone)).error().code, ErrorCode::NotFound);
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM evaluation"))), 1);
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM probe_run"))), 1);
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM interview"))), 0);
        QCOMPARE(TB_DB(m_store, count(db, keptVerdictsSql)), keptVerdicts);
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM verdict"))), keptVerdicts);
        QVERIFY(TB_DB(m_store, ProviderRepository(db).get(*kept)).ok());
        const auto audit =
            TB_DB(m_store, AuditLog(db).entries({.entity = QStringLiteral("provider"), .entityId = *gone}));
        QVERIFY(audit.ok() && !audit->isEmpty());
        QCOMPARE(audit->at(0).action, QStringLiteral("delete"));
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).remove(*gone, kActor)).error().code, ErrorCode::NotFound);
    }

    void auditLogIsAppendOnly() {
        QVERIFY(TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Audited")), kActor)).ok());
        const auto [updated, deleted] = TB_DB(m_store, [&] {
            QSqlQuery q(db);
            const bool u = q.exec(QStringLiteral("UPDATE audit_log SET actor = 'mallory'"));
            const bool d = q.exec(QStringLiteral("DELETE FROM audit_log"));
            return std::pair{u, d};
        }());
        QVERIFY(!updated);
        QVERIFY(!deleted);
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM audit_log WHERE actor = 'tester'"))), 1);
    }

    // A failed read is the store's error, never an empty list (issue 16): a server away or a damaged file must not
    // look like a database without providers. The provider table is taken away inside a transaction rolled back.
    void aListThatCannotBeReadIsTheStoresError() {
        QVERIFY(TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Kept")), kActor)).ok());
        struct Outcome {
            bool renamed = false;
            Result<QVector<Provider>> read = QVector<Provider>{};
        };
        const Outcome o = m_store->run([](QSqlDatabase& db) {
            Transaction tx(db);
            Outcome out;
            out.renamed = tx.started() && QSqlQuery(db).exec(QStringLiteral("ALTER TABLE provider RENAME TO gone"));
            out.read = ProviderRepository(db).list();
            return out;  // the guard rolls the rename back
        });
        QVERIFY(o.renamed);
        QVERIFY2(!o.read.ok(), "an unreadable table listed as providers");
        QCOMPARE(o.read.error().code, ErrorCode::Database);
        QCOMPARE(o.read.error().message, QStringLiteral("Could not read the providers"));
        QCOMPARE(TB_DB(m_store, ProviderRepository(db).list()).valueOr({}).size(), 1);
    }

    // The CLI prints the store's error and exits with the database error code (4), not a table or a JSON list
    // without rows.
    void theCliReportsAnUnreadableListAndFails() {
        tb::test::CliRunner cli;
        if (!cli.isBuilt()) {
            QSKIP("tierbench-cli is not built");
        }
        QVERIFY(TB_DB(m_store, ProviderRepository(db).add(named(QStringLiteral("Listed")), kActor)).ok());
        QVERIFY(TB_DB(m_store, QSqlQuery(db).exec(QStringLiteral("ALTER TABLE provider RENAME TO gone"))));
        m_store.reset();  // the CLI is the only one on the database now
        QTemporaryDir scratch;
        cli.useScratchFolder(scratch.path());
        cli.setDatabase(m_where);
        for (const QStringList& args : {QStringList{QStringLiteral("providers")},
                                        QStringList{QStringLiteral("providers"), QStringLiteral("--json")}}) {
            const tb::test::CliRun run = cli.run(args);
            QVERIFY2(run.code == 4,
                     qPrintable(args.join(u' ') + QStringLiteral(": exit %1, out: %2, err: %3")
                                                      .arg(run.code)
                                                      .arg(QString::fromUtf8(run.out), QString::fromUtf8(run.err))));
            QVERIFY2(run.err.contains("Could not read the providers"), run.err.constData());
            QVERIFY2(run.out.isEmpty(), run.out.constData());
        }
    }

private:
    std::unique_ptr<tb::test::TestDatabase> m_dir;
    QString m_where;
    std::shared_ptr<Store> m_store;
};

QTEST_GUILESS_MAIN(TestProviderRepository)
#include "tst_ProviderRepository.moc"
