#include "core/rating/RatingEngine.h"
#include "core/store/AuditLog.h"
#include "core/store/RatingRepository.h"
#include "core/store/Store.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/RatingFixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestRatingRepository : public QObject {
    Q_OBJECT

private:
    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_provider = 0;
    qint64 m_eval = 0;

private slots:
    void init() {
        TB_OPEN_TEST_DATABASE(where, m_dir,
                              QStringLiteral("r%1.tierbench").arg(QRandomGenerator::global()->generate()));
        auto store = Store::open(where);
        QVERIFY(store.ok());
        m_store = *store;
        const auto ids = TB_DB(m_store, [&] {
            const qint64 rubric = RatingFixtures::rubric(db);
            const qint64 provider = RatingFixtures::provider(db, QStringLiteral("Acme"));
            const qint64 eval = RatingFixtures::evaluation(db, provider, rubric);
            RatingFixtures::allVerdicts(db, eval, QStringLiteral("pass"));
            RatingFixtures::verdict(db, eval, QStringLiteral("security.pkeys"), QStringLiteral("partial"));
            return std::pair{provider, eval};
        }());
        m_provider = ids.first;
        m_eval = ids.second;
        QVERIFY(m_provider > 0 && m_eval > 0);
    }

    void overrideNeedsJustification() {
        const auto assign = [this](Tier tier, std::optional<Tier> suggested, const QString& justification,
                                   const QString& who) {
            return TB_DB(m_store, RatingRepository(db).assignTier(m_eval, tier, suggested, justification, {}, who));
        };
        const auto refused = assign(Tier::Gold, Tier::Silver, QStringLiteral("  "), QStringLiteral("ana"));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::InvalidArgument);
        QCOMPARE(refused.error().detail, QStringLiteral("justification"));
        QCOMPARE(TB_DB(m_store, RatingRepository(db).history(m_provider))->size(), 0);
        // Agreeing with the suggestion needs none.
        TB_VERIFY_OK(assign(Tier::Silver, Tier::Silver, {}, QStringLiteral("ana")));
        // No suggestion at all: justification required.
        QVERIFY(!assign(Tier::Bronze, std::nullopt, {}, QStringLiteral("ana")).ok());
        TB_VERIFY_OK(assign(Tier::Gold, Tier::Silver, QStringLiteral("Best support we met"), QStringLiteral("bob")));
    }

    void historyKeepsEveryAssignmentWithWhoAndWhen() {
        TB_VERIFY_OK(TB_DB(m_store, RatingRepository(db).assignTier(m_eval, Tier::Silver, Tier::Silver, {},
                                                                    QStringLiteral("expl"), QStringLiteral("ana"))));
        TB_VERIFY_OK(
            TB_DB(m_store, RatingRepository(db).assignTier(m_eval, Tier::Bronze, Tier::Silver, QStringLiteral("flaky"),
                                                           {}, QStringLiteral("bob"))));
        const auto history = TB_DB(m_store, RatingRepository(db).history(m_provider));
        QVERIFY(history.ok());
        const auto& h = *history;
        QCOMPARE(h.size(), 2);
        QCOMPARE(h[0].assignedTier, QStringLiteral("bronze"));  // newest first
        QCOMPARE(h[0].assignedBy, QStringLiteral("bob"));
        QCOMPARE(h[1].assignedBy, QStringLiteral("ana"));
        QCOMPARE(h[1].explanation, QStringLiteral("expl"));
        QVERIFY(!h[0].assignedAt.isEmpty());
        QCOMPARE(TB_DB(m_store, RatingRepository(db).latestAssignments())->value(m_provider).assignedTier,
                 QStringLiteral("bronze"));
    }

    void finalScoreRationaleRule() {
        const auto rated = TB_DB(m_store, RatingEngine().refresh(db, m_provider, QStringLiteral("ana")));
        TB_VERIFY_OK(rated);
        const qint64 sec = TB_DB(m_store, RatingFixtures::criterionId(db, QStringLiteral("security")));
        const auto scores = TB_DB(m_store, RatingRepository(db).scores(m_eval));
        QVERIFY(scores.ok() && scores->value(sec).suggested);
        const double suggested = *scores->value(sec).suggested;
        const auto setScore = [&](double score, const QString& rationale) {
            return TB_DB(m_store,
                         RatingRepository(db).setFinalScore(m_eval, sec, score, rationale, QStringLiteral("ana")));
        };
        // Close to the suggestion: no rationale needed.
        TB_VERIFY_OK(setScore(suggested - 0.4, {}));
        // Far from it: refused without, accepted with a rationale.
        const auto st = setScore(suggested - 2, {});
        QVERIFY(!st.ok());
        QCOMPARE(st.error().detail, QStringLiteral("rationale"));
        TB_VERIFY_OK(setScore(suggested - 2, QStringLiteral("Audit report expired")));
        QVERIFY(!setScore(6.0, QStringLiteral("x")).ok());
        QCOMPARE(*TB_DB(m_store, RatingRepository(db).scores(m_eval))->value(sec).finalScore, suggested - 2);
        // The final score now drives the total.
        const auto again = TB_DB(m_store, RatingEngine().rate(db, m_provider));
        QVERIFY(again.ok() && again->total && rated->total);
        QVERIFY(*again->total < *rated->total);
    }

    void everyKindOfChangeIsAudited() {
        const auto suggestEntries = [this] {
            return TB_DB(m_store,
                         RatingFixtures::auditCount(db, QStringLiteral("criterion_score"), QStringLiteral("suggest")));
        };
        TB_VERIFY_OK(TB_DB(m_store, RatingEngine().refresh(db, m_provider, QStringLiteral("ana"))));
        QVERIFY(suggestEntries() >= 3);
        // Nothing changed: no new suggestion entries.
        const int before = suggestEntries();
        TB_VERIFY_OK(TB_DB(m_store, RatingEngine().refresh(db, m_provider, QStringLiteral("ana"))));
        QCOMPARE(suggestEntries(), before);

        const qint64 sec = TB_DB(m_store, RatingFixtures::criterionId(db, QStringLiteral("security")));
        TB_VERIFY_OK(TB_DB(
            m_store, RatingRepository(db).setFinalScore(m_eval, sec, 1.0, QStringLiteral("r"), QStringLiteral("ana"))));
        QCOMPARE(
            TB_DB(m_store, RatingFixtures::auditCount(db, QStringLiteral("criterion_score"), QStringLiteral("set"))),
            1);
        TB_VERIFY_OK(TB_DB(m_store, RatingRepository(db).assignTier(m_eval, Tier::Bronze, Tier::Silver,
                                                                    QStringLiteral("j"), {}, QStringLiteral("ana"))));
        TB_VERIFY_OK(TB_DB(m_store, RatingRepository(db).assignTier(m_eval, Tier::Silver, Tier::Silver, {}, {},
                                                                    QStringLiteral("bob"))));
        const auto entries = TB_DB(m_store, AuditLog(db).entries({.entity = QStringLiteral("rating")}));
        QVERIFY(entries.ok());
        QCOMPARE(entries->size(), 2);
        QCOMPARE(entries->at(0).actor, QStringLiteral("bob"));
        QVERIFY(entries->at(0).beforeJson.contains(QStringLiteral("bronze")));
        QVERIFY(entries->at(0).afterJson.contains(QStringLiteral("silver")));
    }

    void suggestionsDependOnVerdicts() {
        const auto good = TB_DB(m_store, RatingEngine().rate(db, m_provider));
        TB_DB(m_store, RatingFixtures::verdict(db, m_eval, QStringLiteral("networking.nccl"), QStringLiteral("fail")));
        const auto worse = TB_DB(m_store, RatingEngine().rate(db, m_provider));
        QVERIFY(good.ok() && worse.ok() && good->total && worse->total);
        QVERIFY(*worse->total < *good->total);
        // The explanation names the failed item.
        bool named = false;
        for (const auto& c : worse->criteria) {
            for (const auto& k : c.contributions) {
                named |= k.label == QLatin1String("Sane NCCL defaults") && k.delta < 0;
            }
        }
        QVERIFY(named);
    }
};

QTEST_GUILESS_MAIN(TestRatingRepository)
#include "tst_RatingRepository.moc"
