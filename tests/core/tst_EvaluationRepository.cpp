#include "core/store/AuditLog.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RubricRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {
const QString kActor = QStringLiteral("tester");
}

class TestEvaluationRepository : public QObject {
    Q_OBJECT

private slots:
    void init() {
        m_dir = std::make_unique<tb::test::TestDatabase>();
        TB_OPEN_TEST_DATABASE(where, *m_dir, QStringLiteral("e.tierbench"));
        auto store = Store::open(where);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_providerId = m_store->run([](QSqlDatabase& db) {
            Provider p;
            p.name = QStringLiteral("Evaluated Cloud");
            return ProviderRepository(db).add(p, kActor).valueOr(0);
        });
        QVERIFY(m_providerId > 0);
    }
    void cleanup() {
        m_store.reset();
        m_dir.reset();
    }

    void shippedRubricsAreInstalled() {
        auto versions = m_store->run([](QSqlDatabase& db) { return RubricRepository(db).versions(); });
        QVERIFY(versions.ok());
        QStringList names;
        for (const Rubric& r : *versions) {
            names << r.version;
        }
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("1.0"), QStringLiteral("2.0"), QStringLiteral("3.0")}));
        // 3.0's items that 2.0 lacks keep their source through the store (check_item.source, schema 15); the items
        // 2.0 already had, in either version, have none of their own.
        auto both = m_store->run([](QSqlDatabase& db) {
            RubricRepository rubrics(db);
            return std::pair{rubrics.load(QStringLiteral("2.0")), rubrics.load(QStringLiteral("3.0"))};
        });
        QVERIFY(both.first.ok() && both.second.ok());
        int sourced = 0;
        for (const Criterion& c : both.second->criteria) {
            for (const CheckItem& i : c.items) {
                QCOMPARE(i.source.isEmpty(), both.first->item(i.key) != nullptr);
                sourced += i.source.isEmpty() ? 0 : 1;
            }
        }
        QVERIFY(sourced >= 4);
        auto rubric = m_store->run([](QSqlDatabase& db) { return RubricRepository(db).load(QStringLiteral("2.0")); });
        QVERIFY(rubric.ok());
        QCOMPARE(rubric->criteria.size(), 10);
        QVERIFY(rubric->criteria[0].id > 0);
        QVERIFY(rubric->criteria[0].items[0].id > 0);
        QCOMPARE(rubric->criteria[4].key, QStringLiteral("networking"));
        // Installing the same version again is refused and changes nothing.
        auto again = m_store->run([r = *rubric](QSqlDatabase& db) { return RubricRepository(db).install(r); });
        QCOMPARE(again.error().code, ErrorCode::Duplicate);
        auto missing = m_store->run([](QSqlDatabase& db) { return RubricRepository(db).load(QStringLiteral("9.9")); });
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void createMakesOneVerdictPerItem() {
        const qint64 providerId = m_providerId;
        auto checklist = m_store->run([providerId](QSqlDatabase& db) -> Result<Checklist> {
            EvaluationRepository repo(db);
            auto id = repo.create(providerId, QStringLiteral("2.0"), QStringLiteral("Round one"),
                                  QStringLiteral("A. Analyst"), kActor);
            if (!id) {
                return id.error();
            }
            return repo.checklist(*id);
        });
        QVERIFY2(checklist.ok(), qPrintable(checklist ? QString() : checklist.error().toString()));
        QCOMPARE(checklist->verdicts.size(), checklist->rubric.itemCount());
        QCOMPARE(checklist->rubric.version, QStringLiteral("2.0"));
        QCOMPARE(checklist->evaluation.status, EvaluationStatus::Draft);
        QCOMPARE(checklist->evaluation.reviewer, QStringLiteral("A. Analyst"));
        for (const VerdictRecord& v : checklist->verdicts) {
            QCOMPARE(v.verdict, Verdict::Unknown);
            QVERIFY(checklist->rubric.itemById(v.checkItemId));
        }
        auto list = m_store->run(
            [providerId](QSqlDatabase& db) { return EvaluationRepository(db).evaluationsFor(providerId); });
        QCOMPARE(list.size(), 1);
        auto bad = m_store->run([](QSqlDatabase& db) {
            return EvaluationRepository(db).create(424242, QStringLiteral("2.0"), {}, {}, kActor);
        });
        QCOMPARE(bad.error().code, ErrorCode::NotFound);
    }

    void setVerdictReturnsPreviousAndAudits() {
        const auto created =
            TB_DB(m_store, EvaluationRepository(db).create(m_providerId, QStringLiteral("2.0"), {}, {}, kActor));
        QVERIFY(created.ok());
        const qint64 id = *created;
        const auto before = TB_DB(m_store, EvaluationRepository(db).checklist(id));
        QVERIFY(before.ok());
        const CheckItem* soc2 = before->rubric.item(QStringLiteral("security.soc2"));
        QVERIFY(soc2);
        const qint64 item = soc2->id;

        const auto previous =
            TB_DB(m_store, EvaluationRepository(db).setVerdict(id, item, Verdict::Pass,
                                                               QStringLiteral("Type II report seen"), kActor));
        QVERIFY2(previous.ok(), qPrintable(previous ? QString() : previous.error().toString()));
        QCOMPARE(previous->verdict, Verdict::Unknown);
        QCOMPARE(previous->evidence, QString());
        const auto now = TB_DB(m_store, EvaluationRepository(db).verdict(id, item));
        QVERIFY(now.ok());
        QCOMPARE(now->verdict, Verdict::Pass);
        QCOMPARE(now->evidence, QStringLiteral("Type II report seen"));

        const auto audit =
            TB_DB(m_store, AuditLog(db).entries({.entity = QStringLiteral("verdict"), .entityId = now->id}));
        QVERIFY(audit.ok());
        QCOMPARE(audit->size(), 1);
        QCOMPARE(audit->at(0).action, QStringLiteral("set"));
        QCOMPARE(audit->at(0).actor, kActor);
        const QJsonObject b = QJsonDocument::fromJson(audit->at(0).beforeJson.toUtf8()).object();
        const QJsonObject a = QJsonDocument::fromJson(audit->at(0).afterJson.toUtf8()).object();
        QCOMPARE(b[QStringLiteral("verdict")].toString(), QStringLiteral("unknown"));
        QCOMPARE(a[QStringLiteral("verdict")].toString(), QStringLiteral("pass"));
        QCOMPARE(a[QStringLiteral("evidence")].toString(), QStringLiteral("Type II report seen"));

        // Undo: write back what setVerdict returned.
        const auto undone = TB_DB(m_store, EvaluationRepository(db).saveVerdict(*previous, kActor));
        QVERIFY(undone.ok());
        QCOMPARE(undone->verdict, Verdict::Pass);
        QCOMPARE(TB_DB(m_store, EvaluationRepository(db).verdict(id, item))->verdict, Verdict::Unknown);
        QCOMPARE(
            TB_DB(m_store, AuditLog(db).entries({.entity = QStringLiteral("verdict"), .entityId = now->id}))->size(),
            2);

        VerdictRecord planned = *TB_DB(m_store, EvaluationRepository(db).verdict(id, item));
        planned.availability = QStringLiteral("someday");
        QCOMPARE(TB_DB(m_store, EvaluationRepository(db).saveVerdict(planned, kActor)).error().code,
                 ErrorCode::InvalidArgument);
        QCOMPARE(
            TB_DB(m_store, EvaluationRepository(db).setVerdict(id, 999999, Verdict::Fail, {}, kActor)).error().code,
            ErrorCode::NotFound);
    }

    void updateAndTransactionRollback() {
        const auto created = TB_DB(m_store, EvaluationRepository(db).create(m_providerId, QStringLiteral("2.0"),
                                                                            QStringLiteral("Draft"), {}, kActor));
        QVERIFY(created.ok());
        const qint64 id = *created;
        auto e = TB_DB(m_store, EvaluationRepository(db).get(id));
        QVERIFY(e.ok());
        // In review, not final: a closed (final) evaluation refuses verdicts, and this test writes one below.
        e->status = EvaluationStatus::InReview;
        e->conflictDisclosure = QStringLiteral("None");
        QVERIFY(TB_DB(m_store, EvaluationRepository(db).update(*e, kActor)).ok());
        QCOMPARE(TB_DB(m_store, EvaluationRepository(db).get(id))->status, EvaluationStatus::InReview);

        // A guard that is not committed undoes everything inside it, including nested repository calls that
        // committed their own (inner) guards.
        const auto c = TB_DB(m_store, EvaluationRepository(db).checklist(id));
        QVERIFY(c.ok() && !c->verdicts.isEmpty());
        const qint64 itemId = c->verdicts.first().checkItemId;
        const int auditBefore = int(TB_DB(m_store, AuditLog(db).entries())->size());
        struct Inside {
            bool started = false, set = false;
            Verdict seen = Verdict::Unknown;
        };
        const Inside inside = TB_DB(m_store, [&] {
            Inside in;
            Transaction outer(db);
            in.started = outer.started().ok();
            EvaluationRepository repo(db);
            in.set = repo.setVerdict(id, itemId, Verdict::Fail, QStringLiteral("temp"), kActor).ok();
            in.seen = repo.verdict(id, itemId).valueOr({}).verdict;
            return in;  // `outer` is rolled back here
        }());
        QVERIFY(inside.started);
        QVERIFY(inside.set);
        QCOMPARE(inside.seen, Verdict::Fail);
        QCOMPARE(TB_DB(m_store, EvaluationRepository(db).verdict(id, itemId))->verdict, Verdict::Unknown);
        QCOMPARE(int(TB_DB(m_store, AuditLog(db).entries())->size()), auditBefore);

        QVERIFY(TB_DB(m_store, EvaluationRepository(db).remove(id, kActor)).ok());
        QCOMPARE(TB_DB(m_store, EvaluationRepository(db).get(id)).error().code, ErrorCode::NotFound);
        const int verdicts = TB_DB(m_store, [&] {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("SELECT count(*) FROM verdict")) && q.next() ? q.value(0).toInt() : -1;
        }());
        QCOMPARE(verdicts, 0);
    }

private:
    std::unique_ptr<tb::test::TestDatabase> m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_providerId = 0;
};

QTEST_GUILESS_MAIN(TestEvaluationRepository)
#include "tst_EvaluationRepository.moc"
