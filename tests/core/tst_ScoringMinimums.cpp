// Issue 12.2: a near-empty evaluation is not scored and does not move its peers. An evaluation with 1 of 78 items
// decided was suggested Bronze and, counted as a peer, lifted another provider from Silver to Platinum ("top 5 % of
// peers" out of two). The minimums (core/rating/ScoringMinimums.h) decide, in the one engine every view reads.
#include "core/rating/RatingEngine.h"
#include "core/rating/ScoreSuggester.h"
#include "core/rating/ScoringMinimums.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/StoreJob.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

namespace {
// Measurements and interviews cannot be read here; the checklist alone decides (as the fixtures need).
class NoMeasurements final : public MeasurementSource {
public:
    QList<MeasuredEvidence> measuredEvidence(QSqlDatabase&, qint64) const override { return {}; }
};

CheckVerdictInput item(const char* key, const char* verdict) {
    return {QStringLiteral("net"),
            QString::fromLatin1(key),
            QString::fromLatin1(key),
            1.0,
            verdictFromKey(QString::fromLatin1(verdict)).value(),  // the test's words are keys
            {},
            {}};
}
}  // namespace

class TestScoringMinimums : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_complete = 0;  // a provider with every item decided
    qint64 m_sparse = 0;    // a provider with one item decided
    int m_serial = 0;

private slots:
    void init() {
        auto store = Store::open(m_dir.filePath(QStringLiteral("m%1.sqlite").arg(++m_serial)));
        QVERIFY(store.ok());
        m_store = *store;
        TB_DB(m_store, [&] {
            const qint64 rubric = RatingFixtures::rubric(db);
            m_complete = RatingFixtures::provider(db, QStringLiteral("Complete"));
            RatingFixtures::allVerdicts(db, RatingFixtures::evaluation(db, m_complete, rubric), QStringLiteral("pass"));
            m_sparse = RatingFixtures::provider(db, QStringLiteral("Sparse"));
            // One decided item of seven, not a gate: with the old rule it scored Networking 0 and became a peer.
            RatingFixtures::verdict(db, RatingFixtures::evaluation(db, m_sparse, rubric),
                                    QStringLiteral("networking.nccl"), QStringLiteral("fail"));
        }());
        QVERIFY(m_complete > 0 && m_sparse > 0);
    }

    void theMinimumsRoundUp() {
        const ScoringMinimums m;
        QCOMPARE(m.decidedItemsNeeded(8), 4);
        QCOMPARE(m.decidedItemsNeeded(7), 4);
        QCOMPARE(m.decidedItemsNeeded(1), 1);
        QCOMPARE(m.decidedItemsNeeded(0), 0);  // nothing to decide
        QCOMPARE(m.scoredCriteriaNeeded(10), 6);
        QCOMPARE(m.scoredCriteriaNeeded(3), 2);
        QVERIFY(m.evaluationRated(6, 10));
        QVERIFY(!m.evaluationRated(5, 10));
        QVERIFY(!m.evaluationRated(0, 0));
        QVERIFY(m.describe().contains(QStringLiteral("50%")));
        QVERIFY(m.describe().contains(QStringLiteral("60%")));
    }

    void aCriterionBelowTheMinimumHasNoScore() {
        ScoringInput in;
        in.criteria.append({1, QStringLiteral("net"), QStringLiteral("Networking"), 1.0});
        in.verdicts << item("a", "pass") << item("b", "unknown") << item("c", "unknown") << item("d", "unknown");
        MeasuredEvidence m;
        m.criterionKey = QStringLiteral("net");
        m.name = QStringLiteral("all_reduce");
        m.percentOfExpected = 100;
        in.measurements << m;
        const auto below = ScoreSuggester().suggest(in);
        QCOMPARE(below.size(), 1);
        QVERIFY(!below[0].score);  // 1 of 4 decided, 2 needed: a measurement does not stand in for the checklist
        QVERIFY(below[0].belowMinimum());
        QCOMPARE(below[0].decidedCount, 1);
        QCOMPARE(below[0].itemCount, 4);
        QCOMPARE(below[0].decidedNeeded, 2);
        QVERIFY(!below[0].contributions.isEmpty());       // what is known is still explained
        in.verdicts[1].verdict = Verdict::NotApplicable;  // N/A is a decision
        const auto met = ScoreSuggester().suggest(in);
        QVERIFY(met[0].score);
        QVERIFY(!met[0].belowMinimum());
    }

    void aNearEmptyEvaluationGetsNoTierAndIsNoPeer() {
        const NoMeasurements none;
        const auto all = TB_DB(m_store, RatingEngine({}, &none).rateAll(db));
        TB_VERIFY_OK(all);
        const ProviderRating sparse = all->value(m_sparse);
        QCOMPARE(sparse.coverage.scoredCriteria, 1);  // Networking: 1 of 2 items meets its minimum of 1
        QCOMPARE(sparse.coverage.criteria, 3);
        QCOMPARE(sparse.coverage.needed, 2);
        QVERIFY(!sparse.coverage.rated());
        QVERIFY2(!sparse.suggestion.tier, qPrintable(sparse.suggestion.reasons.join(u'\n')));
        QVERIFY2(sparse.suggestion.reasons.join(u' ').contains(QStringLiteral("1 of 3 criteria")),
                 qPrintable(sparse.suggestion.reasons.join(u'\n')));

        // The complete one is alone among the peers: no relative tier, Silver at best (it was Platinum, "top 5 %"
        // of two, while the sparse one counted).
        const ProviderRating complete = all->value(m_complete);
        QVERIFY(complete.coverage.rated());
        QCOMPARE(complete.suggestion.standing.peerCount, 1);
        QVERIFY(complete.suggestion.tier);
        QCOMPARE(*complete.suggestion.tier, Tier::Silver);

        // rate() of one provider says the same as rateAll() (the CLI and the Rating tab call rate()).
        const auto one = TB_DB(m_store, RatingEngine({}, &none).rate(db, m_sparse));
        TB_VERIFY_OK(one);
        QVERIFY(!one->suggestion.tier);
    }

    void theReviewSaysWhatTheEngineSays() {
        // The review PDF reads its suggestion from the same engine (it used to print the one stored at the last
        // assignment: "none" where the Rating tab said Bronze).
        const auto rated = TB_DB(m_store, RatingEngine().rateAll(db));
        TB_VERIFY_OK(rated);
        for (const qint64 provider : {m_sparse, m_complete}) {
            const auto content = TB_DB(m_store, ReviewContentLoader::load(db, provider));
            TB_VERIFY_OK(content);
            const ProviderRating r = rated->value(provider);
            QVERIFY(content->scoring.current);
            QCOMPARE(content->scoring.suggestedTier, r.suggestion.tier ? tierKey(*r.suggestion.tier) : QString());
            QCOMPARE(content->scoring.scoredCriteria, r.coverage.scoredCriteria);
            QCOMPARE(content->scoring.needed, r.coverage.needed);
            QVERIFY(content->scoring.rule.contains(QStringLiteral("50%")));
            for (const ReviewCriterion& cr : content->criteria) {
                for (const CriterionSuggestion& c : r.criteria) {
                    if (c.criterionId == cr.id) {
                        QCOMPARE(cr.suggestedScore.has_value(), c.score.has_value());
                        QCOMPARE(cr.notScored.isEmpty(), !c.belowMinimum());
                    }
                }
            }
        }
        const auto sparse = TB_DB(m_store, ReviewContentLoader::load(db, m_sparse));
        QVERIFY(sparse->scoring.suggestedTier.isEmpty());
    }

    void withoutMinimumsTheOldRuleComesBack() {
        // The behaviour the issue reported, kept reachable so this suite shows what the minimums change.
        RatingEngine::Config config;
        config.scoring.minimums = ScoringMinimums{0.0, 0.0};
        const NoMeasurements none;
        const auto all = TB_DB(m_store, RatingEngine(config, &none).rateAll(db));
        TB_VERIFY_OK(all);
        QVERIFY(all->value(m_sparse).suggestion.tier);
        QCOMPARE(all->value(m_complete).suggestion.standing.peerCount, 2);
        QCOMPARE(*all->value(m_complete).suggestion.tier, Tier::Platinum);
    }

    void aGateStillCapsBelowTheMinimum() {
        TB_DB(m_store, [&] {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT id FROM evaluation WHERE provider_id = %1").arg(m_sparse));
            q.next();
            RatingFixtures::verdict(db, q.value(0).toLongLong(), QStringLiteral("security.acs"),
                                    QStringLiteral("fail"));
        }());
        const NoMeasurements none;
        const auto r = TB_DB(m_store, RatingEngine({}, &none).rate(db, m_sparse));
        TB_VERIFY_OK(r);
        QVERIFY(r->suggestion.tier);
        QCOMPARE(*r->suggestion.tier, Tier::Underperforming);
    }
};

QTEST_GUILESS_MAIN(TestScoringMinimums)
#include "tst_ScoringMinimums.moc"
