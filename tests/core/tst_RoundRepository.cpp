#include "core/store/RatingRepository.h"
#include "core/store/RoundRepository.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestRoundRepository : public QObject {
    Q_OBJECT

private slots:
    void roundFreezesAssignmentsOfItsTime() {
        QTemporaryDir dir;
        auto store = *Store::open(dir.filePath(QStringLiteral("rounds.tierbench")));
        store->run([](QSqlDatabase& db) {
            const qint64 rubric = RatingFixtures::rubric(db);
            const qint64 a = RatingFixtures::provider(db, QStringLiteral("Alpha"), QStringLiteral("gold"));
            const qint64 b = RatingFixtures::provider(db, QStringLiteral("Beta"));
            const qint64 ea = RatingFixtures::evaluation(db, a, rubric);
            const qint64 eb = RatingFixtures::evaluation(db, b, rubric);
            RoundRepository rounds(db);
            RatingRepository ratings(db);
            auto r20 = rounds.open(QStringLiteral("2.0"), QStringLiteral("ana"));
            TB_VERIFY_OK(r20);
            QVERIFY(!rounds.open(QStringLiteral("2.1"), QStringLiteral("ana")).ok());  // one open round at a time
            TB_VERIFY_OK(ratings.assignTier(ea, Tier::Silver, Tier::Silver, {}, {}, QStringLiteral("ana")));
            TB_VERIFY_OK(ratings.assignTier(eb, Tier::Bronze, Tier::Bronze, {}, {}, QStringLiteral("ana")));
            QCOMPARE(ratings.history(a)->first().roundId, *r20);
            TB_VERIFY_OK(rounds.close(*r20, QStringLiteral("ana")));
            QVERIFY(!rounds.close(*r20, QStringLiteral("ana")).ok());

            // Later changes do not touch the frozen round.
            TB_VERIFY_OK(ratings.assignTier(ea, Tier::Gold, Tier::Silver, QStringLiteral("new evidence"), {},
                                            QStringLiteral("bob")));
            auto r21 = rounds.freeze(QStringLiteral("2.1"), QStringLiteral("bob"));
            TB_VERIFY_OK(r21);
            const auto frozen20 = *rounds.assignments(*r20);
            const auto frozen21 = *rounds.assignments(*r21);
            QCOMPARE(frozen20.value(a).assignedTier, QStringLiteral("silver"));
            QCOMPARE(frozen20.value(a).referenceTier, QStringLiteral("gold"));
            QCOMPARE(frozen21.value(a).assignedTier, QStringLiteral("gold"));
            QCOMPARE(frozen21.value(a).suggestedTier, QStringLiteral("silver"));
            QCOMPARE(frozen21.value(b).assignedTier, QStringLiteral("bronze"));
            QCOMPARE(rounds.previousClosed(*r21)->id, *r20);
            QVERIFY(!rounds.previousClosed(*r20).ok());
            QCOMPARE(rounds.rounds()->size(), 2);
            QCOMPARE(RatingFixtures::auditCount(db, QStringLiteral("rating_round"), QStringLiteral("open")), 2);
            QCOMPARE(RatingFixtures::auditCount(db, QStringLiteral("rating_round"), QStringLiteral("close")), 2);
        });
    }
};

QTEST_GUILESS_MAIN(TestRoundRepository)
#include "tst_RoundRepository.moc"
