#include "core/store/RatingRepository.h"
#include "core/store/RoundRepository.h"
#include "core/store/Store.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/RatingFixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestRoundRepository : public QObject {
    Q_OBJECT

private slots:
    void roundFreezesAssignmentsOfItsTime() {
        tb::test::TestDatabase dir;
        TB_OPEN_TEST_DATABASE(where, dir, QStringLiteral("rounds.tierbench"));
        auto opened = Store::open(where);
        QVERIFY(opened.ok());
        const std::shared_ptr<Store> store = *opened;
        struct Ids {
            qint64 a = 0, b = 0, ea = 0, eb = 0;
        };
        const Ids ids = TB_DB(store, [&] {
            const qint64 rubric = RatingFixtures::rubric(db);
            Ids i;
            i.a = RatingFixtures::provider(db, QStringLiteral("Alpha"), QStringLiteral("gold"));
            i.b = RatingFixtures::provider(db, QStringLiteral("Beta"));
            i.ea = RatingFixtures::evaluation(db, i.a, rubric);
            i.eb = RatingFixtures::evaluation(db, i.b, rubric);
            return i;
        }());
        const auto assign = [&](qint64 eval, Tier tier, Tier suggested, const QString& why, const QString& who) {
            return TB_DB(store, RatingRepository(db).assignTier(eval, tier, suggested, why, {}, who));
        };
        const auto r20 = TB_DB(store, RoundRepository(db).open(QStringLiteral("2.0"), QStringLiteral("ana")));
        TB_VERIFY_OK(r20);
        // One open round at a time.
        QVERIFY(!TB_DB(store, RoundRepository(db).open(QStringLiteral("2.1"), QStringLiteral("ana"))).ok());
        TB_VERIFY_OK(assign(ids.ea, Tier::Silver, Tier::Silver, {}, QStringLiteral("ana")));
        TB_VERIFY_OK(assign(ids.eb, Tier::Bronze, Tier::Bronze, {}, QStringLiteral("ana")));
        QCOMPARE(TB_DB(store, RatingRepository(db).history(ids.a))->first().roundId, *r20);
        TB_VERIFY_OK(TB_DB(store, RoundRepository(db).close(*r20, QStringLiteral("ana"))));
        QVERIFY(!TB_DB(store, RoundRepository(db).close(*r20, QStringLiteral("ana"))).ok());

        // Later changes do not touch the frozen round.
        TB_VERIFY_OK(assign(ids.ea, Tier::Gold, Tier::Silver, QStringLiteral("new evidence"), QStringLiteral("bob")));
        const auto r21 = TB_DB(store, RoundRepository(db).freeze(QStringLiteral("2.1"), QStringLiteral("bob")));
        TB_VERIFY_OK(r21);
        const auto frozen20 = TB_DB(store, RoundRepository(db).assignments(*r20));
        const auto frozen21 = TB_DB(store, RoundRepository(db).assignments(*r21));
        QVERIFY(frozen20.ok() && frozen21.ok());
        QCOMPARE(frozen20->value(ids.a).assignedTier, QStringLiteral("silver"));
        QCOMPARE(frozen20->value(ids.a).referenceTier, QStringLiteral("gold"));
        QCOMPARE(frozen21->value(ids.a).assignedTier, QStringLiteral("gold"));
        QCOMPARE(frozen21->value(ids.a).suggestedTier, QStringLiteral("silver"));
        QCOMPARE(frozen21->value(ids.b).assignedTier, QStringLiteral("bronze"));
        QCOMPARE(TB_DB(store, RoundRepository(db).previousClosed(*r21))->id, *r20);
        QVERIFY(!TB_DB(store, RoundRepository(db).previousClosed(*r20)).ok());
        QCOMPARE(TB_DB(store, RoundRepository(db).rounds())->size(), 2);
        QCOMPARE(TB_DB(store, RatingFixtures::auditCount(db, QStringLiteral("rating_round"), QStringLiteral("open"))),
                 2);
        QCOMPARE(TB_DB(store, RatingFixtures::auditCount(db, QStringLiteral("rating_round"), QStringLiteral("close"))),
                 2);
    }
};

QTEST_GUILESS_MAIN(TestRoundRepository)
#include "tst_RoundRepository.moc"
