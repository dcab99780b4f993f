#include "core/store/AuditLog.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"

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
        m_dir = std::make_unique<QTemporaryDir>();
        auto store = Store::open(m_dir->filePath(QStringLiteral("p.tierbench")));
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
    }
    void cleanup() {
        m_store.reset();
        m_dir.reset();
    }

    void addsAndReadsBack() {
        m_store->run([](QSqlDatabase& db) {
            ProviderRepository repo(db);
            Provider p;
            p.name = QStringLiteral("  Example Cloud  ");
            p.website = QStringLiteral("https://example.test");
            p.kind = ProviderKind::Hyperscaler;
            p.gpuModels = QStringLiteral("H100, B200");
            p.referenceTier = Tier::Silver;
            p.referenceRound = QStringLiteral("2.1");
            p.v1Tier = QStringLiteral("Bronze");
            auto id = repo.add(p, kActor);
            QVERIFY2(id.ok(), qPrintable(id ? QString() : id.error().toString()));
            auto back = repo.get(*id);
            QVERIFY(back.ok());
            QCOMPARE(back->name, QStringLiteral("Example Cloud"));  // trimmed
            QCOMPARE(back->kind, ProviderKind::Hyperscaler);
            QCOMPARE(back->referenceTier, std::optional<Tier>(Tier::Silver));
            QCOMPARE(back->v1Tier, QStringLiteral("bronze"));
            QVERIFY(!back->createdAt.isEmpty());
            QCOMPARE(repo.list().size(), 1);
            auto audit = AuditLog(db).entries({QStringLiteral("provider"), *id});
            QVERIFY(audit.ok());
            QCOMPARE(audit->size(), 1);
            QCOMPARE(audit->at(0).action, QStringLiteral("create"));
            QCOMPARE(audit->at(0).actor, kActor);
            QVERIFY(audit->at(0).afterJson.contains(QStringLiteral("Example Cloud")));
        });
    }

    void refusesEmptyAndDuplicateNames() {
        m_store->run([](QSqlDatabase& db) {
            ProviderRepository repo(db);
            QVERIFY(repo.add(named(QStringLiteral("Nimbus")), kActor).ok());
            const int auditBefore = count(db, QStringLiteral("SELECT count(*) FROM audit_log"));

            auto empty = repo.add(named(QStringLiteral("   ")), kActor);
            QVERIFY(!empty.ok());
            QCOMPARE(empty.error().code, ErrorCode::InvalidArgument);
            QVERIFY(!empty.error().message.isEmpty());

            auto dup = repo.add(named(QStringLiteral("  nimbus ")), kActor);
            QVERIFY(!dup.ok());
            QCOMPARE(dup.error().code, ErrorCode::Duplicate);
            QVERIFY2(dup.error().message.contains(QStringLiteral("Nimbus")), qPrintable(dup.error().message));

            // Nothing written: neither a provider nor an audit entry.
            QCOMPARE(repo.list().size(), 1);
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM audit_log")), auditBefore);
        });
    }

    void updateValidatesAndAudits() {
        m_store->run([](QSqlDatabase& db) {
            ProviderRepository repo(db);
            const qint64 a = *repo.add(named(QStringLiteral("Alpha")), kActor);
            const qint64 b = *repo.add(named(QStringLiteral("Beta")), kActor);
            Provider p = *repo.get(b);
            p.name = QStringLiteral("ALPHA");
            auto clash = repo.update(p, kActor);
            QVERIFY(!clash.ok());
            QCOMPARE(clash.error().code, ErrorCode::Duplicate);
            QCOMPARE(repo.get(b)->name, QStringLiteral("Beta"));

            p.name = QStringLiteral("Beta Prime");
            p.notes = QStringLiteral("renamed");
            auto st = repo.update(p, kActor);
            QVERIFY2(st.ok(), qPrintable(st ? QString() : st.error().toString()));
            QCOMPARE(repo.get(b)->name, QStringLiteral("Beta Prime"));
            // Renaming to its own name in another case is allowed (the provider itself is excluded).
            p.name = QStringLiteral("beta prime");
            QVERIFY(repo.update(p, kActor).ok());
            auto audit = AuditLog(db).entries({QStringLiteral("provider"), b});
            QCOMPARE(audit->size(), 3);  // create + two updates, newest first
            QCOMPARE(audit->at(0).action, QStringLiteral("update"));
            QVERIFY(audit->at(1).beforeJson.contains(QStringLiteral("\"Beta\"")));
            QVERIFY(audit->at(1).afterJson.contains(QStringLiteral("Beta Prime")));
            QCOMPARE(repo.get(a)->name, QStringLiteral("Alpha"));

            Provider ghost = named(QStringLiteral("Ghost"));
            ghost.id = 99999;
            QCOMPARE(repo.update(ghost, kActor).error().code, ErrorCode::NotFound);
        });
    }

    void deleteTakesOnlyItsOwnEvaluations() {
        m_store->run([](QSqlDatabase& db) {
            ProviderRepository repo(db);
            EvaluationRepository evals(db);
            const qint64 gone = *repo.add(named(QStringLiteral("Gone")), kActor);
            const qint64 kept = *repo.add(named(QStringLiteral("Kept")), kActor);
            QVERIFY(evals.create(gone, QStringLiteral("2.0"), QStringLiteral("e1"), {}, kActor).ok());
            QVERIFY(evals.create(gone, QStringLiteral("1.0"), QStringLiteral("e2"), {}, kActor).ok());
            auto keptEval = evals.create(kept, QStringLiteral("2.0"), QStringLiteral("e3"), {}, kActor);
            QVERIFY(keptEval.ok());
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QStringLiteral("INSERT INTO interview (provider_id, held_on) VALUES (%1, '2026-01-01')").arg(gone)));
            QVERIFY(
                q.exec(QStringLiteral("INSERT INTO probe_run (provider_id, probe) VALUES (%1, 'tb-node')").arg(gone)));
            QVERIFY(
                q.exec(QStringLiteral("INSERT INTO probe_run (provider_id, probe) VALUES (%1, 'tb-node')").arg(kept)));
            const int keptVerdicts =
                count(db, QStringLiteral("SELECT count(*) FROM verdict WHERE evaluation_id = %1").arg(*keptEval));
            QVERIFY(keptVerdicts > 50);

            auto deps = repo.dependents(gone);
            QVERIFY(deps.ok());
            QCOMPARE(deps->evaluations, 2);
            QCOMPARE(deps->runs, 1);
            QCOMPARE(deps->interviews, 1);

            auto st = repo.remove(gone, kActor);
            QVERIFY2(st.ok(), qPrintable(st ? QString() : st.error().toString()));
            QCOMPARE(repo.get(gone).error().code, ErrorCode::NotFound);
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM evaluation")), 1);
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM probe_run")), 1);
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM interview")), 0);
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM verdict WHERE evaluation_id = %1").arg(*keptEval)),
                     keptVerdicts);
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM verdict")), keptVerdicts);
            QVERIFY(repo.get(kept).ok());
            auto audit = AuditLog(db).entries({QStringLiteral("provider"), gone});
            QCOMPARE(audit->at(0).action, QStringLiteral("delete"));
            QCOMPARE(repo.remove(gone, kActor).error().code, ErrorCode::NotFound);
        });
    }

    void auditLogIsAppendOnly() {
        m_store->run([](QSqlDatabase& db) {
            QVERIFY(ProviderRepository(db).add(named(QStringLiteral("Audited")), kActor).ok());
            QSqlQuery q(db);
            QVERIFY(!q.exec(QStringLiteral("UPDATE audit_log SET actor = 'mallory'")));
            QVERIFY(!q.exec(QStringLiteral("DELETE FROM audit_log")));
            QCOMPARE(count(db, QStringLiteral("SELECT count(*) FROM audit_log WHERE actor = 'tester'")), 1);
        });
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<Store> m_store;
};

QTEST_GUILESS_MAIN(TestProviderRepository)
#include "tst_ProviderRepository.moc"
