#include "core/rating/RatingEngine.h"
#include "core/store/AuditLog.h"
#include "core/store/RatingRepository.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestRatingRepository : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_provider = 0;
    qint64 m_eval = 0;

private slots:
    void init() {
        auto store =
            Store::open(m_dir.filePath(QStringLiteral("r%1.tierbench").arg(QRandomGenerator::global()->generate())));
        QVERIFY(store.ok());
        m_store = *store;
        m_store->run([this](QSqlDatabase& db) {
            const qint64 rubric = RatingFixtures::rubric(db);
            m_provider = RatingFixtures::provider(db, QStringLiteral("Acme"));
            m_eval = RatingFixtures::evaluation(db, m_provider, rubric);
            RatingFixtures::allVerdicts(db, m_eval, QStringLiteral("pass"));
            RatingFixtures::verdict(db, m_eval, QStringLiteral("security.pkeys"), QStringLiteral("partial"));
        });
    }

    void overrideNeedsJustification() {
        m_store->run([this](QSqlDatabase& db) {
            RatingRepository repo(db);
            auto refused =
                repo.assignTier(m_eval, Tier::Gold, Tier::Silver, QStringLiteral("  "), {}, QStringLiteral("ana"));
            QVERIFY(!refused.ok());
            QCOMPARE(refused.error().code, ErrorCode::InvalidArgument);
            QCOMPARE(refused.error().detail, QStringLiteral("justification"));
            QCOMPARE(repo.history(m_provider)->size(), 0);
            // Agreeing with the suggestion needs none.
            TB_VERIFY_OK(repo.assignTier(m_eval, Tier::Silver, Tier::Silver, {}, {}, QStringLiteral("ana")));
            // No suggestion at all: justification required.
            QVERIFY(!repo.assignTier(m_eval, Tier::Bronze, std::nullopt, {}, {}, QStringLiteral("ana")).ok());
            TB_VERIFY_OK(repo.assignTier(m_eval, Tier::Gold, Tier::Silver, QStringLiteral("Best support we met"), {},
                                         QStringLiteral("bob")));
        });
    }

    void historyKeepsEveryAssignmentWithWhoAndWhen() {
        m_store->run([this](QSqlDatabase& db) {
            RatingRepository repo(db);
            TB_VERIFY_OK(
                repo.assignTier(m_eval, Tier::Silver, Tier::Silver, {}, QStringLiteral("expl"), QStringLiteral("ana")));
            TB_VERIFY_OK(repo.assignTier(m_eval, Tier::Bronze, Tier::Silver, QStringLiteral("flaky"), {},
                                         QStringLiteral("bob")));
            const auto h = *repo.history(m_provider);
            QCOMPARE(h.size(), 2);
            QCOMPARE(h[0].assignedTier, QStringLiteral("bronze"));  // newest first
            QCOMPARE(h[0].assignedBy, QStringLiteral("bob"));
            QCOMPARE(h[1].assignedBy, QStringLiteral("ana"));
            QCOMPARE(h[1].explanation, QStringLiteral("expl"));
            QVERIFY(!h[0].assignedAt.isEmpty());
            QCOMPARE(repo.latestAssignments()->value(m_provider).assignedTier, QStringLiteral("bronze"));
        });
    }

    void finalScoreRationaleRule() {
        m_store->run([this](QSqlDatabase& db) {
            auto rated = RatingEngine().refresh(db, m_provider, QStringLiteral("ana"));
            TB_VERIFY_OK(rated);
            const qint64 sec = RatingFixtures::criterionId(db, QStringLiteral("security"));
            RatingRepository repo(db);
            const double suggested = *repo.scores(m_eval)->value(sec).suggested;
            // Close to the suggestion: no rationale needed.
            TB_VERIFY_OK(repo.setFinalScore(m_eval, sec, suggested - 0.4, {}, QStringLiteral("ana")));
            // Far from it: refused without, accepted with a rationale.
            auto st = repo.setFinalScore(m_eval, sec, suggested - 2, {}, QStringLiteral("ana"));
            QVERIFY(!st.ok());
            QCOMPARE(st.error().detail, QStringLiteral("rationale"));
            TB_VERIFY_OK(repo.setFinalScore(m_eval, sec, suggested - 2, QStringLiteral("Audit report expired"),
                                            QStringLiteral("ana")));
            QVERIFY(!repo.setFinalScore(m_eval, sec, 6.0, QStringLiteral("x"), QStringLiteral("ana")).ok());
            QCOMPARE(*repo.scores(m_eval)->value(sec).finalScore, suggested - 2);
            // The final score now drives the total.
            auto again = RatingEngine().rate(db, m_provider);
            QVERIFY(*again->total < *rated->total);
        });
    }

    void everyKindOfChangeIsAudited() {
        m_store->run([this](QSqlDatabase& db) {
            RatingEngine engine;
            TB_VERIFY_OK(engine.refresh(db, m_provider, QStringLiteral("ana")));
            QVERIFY(RatingFixtures::auditCount(db, QStringLiteral("criterion_score"), QStringLiteral("suggest")) >= 3);
            // Nothing changed: no new suggestion entries.
            const int before =
                RatingFixtures::auditCount(db, QStringLiteral("criterion_score"), QStringLiteral("suggest"));
            TB_VERIFY_OK(engine.refresh(db, m_provider, QStringLiteral("ana")));
            QCOMPARE(RatingFixtures::auditCount(db, QStringLiteral("criterion_score"), QStringLiteral("suggest")),
                     before);

            const qint64 sec = RatingFixtures::criterionId(db, QStringLiteral("security"));
            TB_VERIFY_OK(
                RatingRepository(db).setFinalScore(m_eval, sec, 1.0, QStringLiteral("r"), QStringLiteral("ana")));
            QCOMPARE(RatingFixtures::auditCount(db, QStringLiteral("criterion_score"), QStringLiteral("set")), 1);
            TB_VERIFY_OK(RatingRepository(db).assignTier(m_eval, Tier::Bronze, Tier::Silver, QStringLiteral("j"), {},
                                                         QStringLiteral("ana")));
            TB_VERIFY_OK(
                RatingRepository(db).assignTier(m_eval, Tier::Silver, Tier::Silver, {}, {}, QStringLiteral("bob")));
            const auto entries = *AuditLog(db).entries({QStringLiteral("rating")});
            QCOMPARE(entries.size(), 2);
            QCOMPARE(entries[0].actor, QStringLiteral("bob"));
            QVERIFY(entries[0].beforeJson.contains(QStringLiteral("bronze")));
            QVERIFY(entries[0].afterJson.contains(QStringLiteral("silver")));
        });
    }

    void suggestionsDependOnVerdicts() {
        m_store->run([this](QSqlDatabase& db) {
            const auto good = *RatingEngine().rate(db, m_provider);
            RatingFixtures::verdict(db, m_eval, QStringLiteral("networking.nccl"), QStringLiteral("fail"));
            const auto worse = *RatingEngine().rate(db, m_provider);
            QVERIFY(*worse.total < *good.total);
            // The explanation names the failed item.
            bool named = false;
            for (const auto& c : worse.criteria) {
                for (const auto& k : c.contributions) {
                    named |= k.label == QLatin1String("Sane NCCL defaults") && k.delta < 0;
                }
            }
            QVERIFY(named);
        });
    }
};

QTEST_GUILESS_MAIN(TestRatingRepository)
#include "tst_RatingRepository.moc"
