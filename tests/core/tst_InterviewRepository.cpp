#include "core/domain/AnonymisedInterview.h"
#include "core/store/InterviewRepository.h"
#include "core/store/Store.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/RatingFixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestInterviewRepository : public QObject {
    Q_OBJECT

private slots:
    void crudValidatesAndAudits() {
        tb::test::TestDatabase dir;
        TB_OPEN_TEST_DATABASE(where, dir, QStringLiteral("i.tierbench"));
        auto opened = Store::open(where);
        QVERIFY(opened.ok());
        const std::shared_ptr<Store> store = *opened;
        const qint64 p = TB_DB(store, RatingFixtures::provider(db, QStringLiteral("Acme")));
        Interview i;
        i.providerId = p;
        i.heldOn = QDate(2026, 3, 2);
        i.intervieweeName = QStringLiteral("Jane Roe");
        i.role = QStringLiteral("ML engineer");
        i.orgType = OrgType::AiLab;
        i.sentiment.insert(QStringLiteral("networking"), 3);
        const auto bad = TB_DB(store, InterviewRepository(db).add(i, QStringLiteral("ana")));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().detail, QStringLiteral("sentiment.networking"));
        i.sentiment.insert(QStringLiteral("networking"), -1);
        i.role.clear();
        QCOMPARE(TB_DB(store, InterviewRepository(db).add(i, QStringLiteral("ana"))).error().detail,
                 QStringLiteral("interviewee_role"));
        i.role = QStringLiteral("ML engineer");
        const auto id = TB_DB(store, InterviewRepository(db).add(i, QStringLiteral("ana")));
        TB_VERIFY_OK(id);
        i.id = *id;
        i.channel = QStringLiteral("video");
        TB_VERIFY_OK(TB_DB(store, InterviewRepository(db).update(i, QStringLiteral("ana"))));
        const auto back = TB_DB(store, InterviewRepository(db).get(*id));
        QVERIFY(back.ok());
        QCOMPARE(back->channel, QStringLiteral("video"));
        QCOMPARE(back->sentiment.value(QStringLiteral("networking")), -1);

        const auto anon = TB_DB(store, InterviewRepository(db).anonymised(p));
        QVERIFY(anon.ok());
        QCOMPARE(anon->size(), 1);
        QVERIFY(!anon->first().label().contains(QStringLiteral("Jane")));
        QCOMPARE(anon->first().label(), QStringLiteral("ML engineer, AI lab"));

        TB_VERIFY_OK(TB_DB(store, InterviewRepository(db).remove(*id, QStringLiteral("ana"))));
        QCOMPARE(TB_DB(store, InterviewRepository(db).list(p))->size(), 0);
        for (const char* action : {"create", "update", "delete"}) {
            QCOMPARE(TB_DB(store, RatingFixtures::auditCount(db, QStringLiteral("interview"), QLatin1String(action))),
                     1);
        }
    }

    void sentimentSpeaksToTheNewestEvaluationsRubric() {
        tb::test::TestDatabase dir;
        TB_OPEN_TEST_DATABASE(where, dir, QStringLiteral("c.tierbench"));
        auto opened = Store::open(where);
        QVERIFY(opened.ok());
        const std::shared_ptr<Store> store = *opened;
        const auto [p, q] = TB_DB(store, [&] {
            const qint64 rubric = RatingFixtures::rubric(db);
            const qint64 withEval = RatingFixtures::provider(db, QStringLiteral("Acme"));
            RatingFixtures::evaluation(db, withEval, rubric);
            return std::pair{withEval, RatingFixtures::provider(db, QStringLiteral("Bare"))};
        }());
        const auto own = TB_DB(store, InterviewRepository(db).sentimentCriteria(p));
        QVERIFY(own.ok());
        QCOMPARE(own->size(), 3);  // the fixture rubric: security, networking, pricing
        QCOMPARE(own->first().first, QStringLiteral("security"));
        const auto newest = TB_DB(store, InterviewRepository(db).sentimentCriteria(q));
        QVERIFY(newest.ok());
        QVERIFY(!newest->isEmpty());  // no evaluation: the newest rubric's criteria
    }
};

QTEST_GUILESS_MAIN(TestInterviewRepository)
#include "tst_InterviewRepository.moc"
