#include "core/rating/CostSource.h"
#include "core/rating/RatingEngine.h"
#include "core/rating/ScoreSuggester.h"
#include "core/store/Store.h"
#include "core/usecase/PricingWorkflow.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include <QSqlQuery>
#include <QtTest>

#include <cmath>

using namespace tb::core;
using tb::test::RatingFixtures;

namespace {

const QString kActor = QStringLiteral("ana");

PriceRecord price(qint64 provider, double usd) {
    PriceRecord r;
    r.providerId = provider;
    r.gpuModel = QStringLiteral("H100 SXM");
    r.usdPerGpuHour = usd;
    r.term = PriceTerm::OneYear;
    r.source = QStringLiteral("quote");
    r.effectiveOn = QDate(2026, 1, 1);
    return r;
}

const CriterionSuggestion* criterion(const ProviderRating& r, const QString& key) {
    for (const CriterionSuggestion& c : r.criteria) {
        if (c.key == key) {
            return &c;
        }
    }
    return nullptr;
}

const Contribution* costContribution(const CriterionSuggestion& c) {
    for (const Contribution& k : c.contributions) {
        if (k.kind == Contribution::Kind::Cost) {
            return &k;
        }
    }
    return nullptr;
}

// A fixed answer, for what the calculator itself never produces (a NaN score).
class FixedCosts : public CostSource {
public:
    QHash<qint64, CostEvidence> table;
    Result<QHash<qint64, CostEvidence>> costEvidence(QSqlDatabase&, const QString&) const override { return table; }
};

}  // namespace

// The Pricing criterion's suggested score comes from the cost calculator inside the rating engine: the effective
// price of a useful GPU-hour under the engine's scenario against the other priced providers' median.
class TestRatingPricing : public QObject {
    Q_OBJECT

    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    int m_serial = 0;
    qint64 m_a = 0, m_b = 0, m_c = 0, m_evalA = 0;

    static std::pair<qint64, qint64> evaluated(QSqlDatabase& db, qint64 rubric, const QString& name,
                                               const QString& pricingVerdict) {
        const qint64 p = RatingFixtures::provider(db, name, QStringLiteral("gold"));
        const qint64 e = RatingFixtures::evaluation(db, p, rubric);
        RatingFixtures::allVerdicts(db, e, QStringLiteral("pass"));
        if (!pricingVerdict.isEmpty()) {
            RatingFixtures::verdict(db, e, QStringLiteral("pricing.billing"), pricingVerdict);
            RatingFixtures::verdict(db, e, QStringLiteral("pricing.gpus"), pricingVerdict);
        }
        return {p, e};
    }

private slots:
    void init() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("rp%1.tierbench").arg(++m_serial));
        auto opened = Store::open(where);
        QVERIFY(opened.ok());
        m_store = *opened;
        // Three Gold-column providers with the pricing items N/A: the Pricing score is the calculator's alone.
        const qint64 rubric = TB_DB(m_store, RatingFixtures::rubric(db));
        const QString na = QStringLiteral("na");
        std::tie(m_a, m_evalA) = TB_DB(m_store, evaluated(db, rubric, QStringLiteral("Acme"), na));
        m_b = TB_DB(m_store, evaluated(db, rubric, QStringLiteral("Bolt"), na)).first;
        m_c = TB_DB(m_store, evaluated(db, rubric, QStringLiteral("Core"), na)).first;
        QVERIFY(m_a > 0 && m_b > 0 && m_c > 0);
    }

    // Same defaults column, same scenario, nothing but the GPU price separately charged: the effective price is the
    // list price over (1 - the same loss), so the ratio to the peers' median is the list prices' ratio.
    // Acme $2.00 against the median of $2.50 and $3.00 ($2.75): 2.5 + 5 × (1 - 2/2.75) = 3.8636.
    // Bolt $2.50 against $2.00 and $3.00 ($2.50): 2.5. Core $3.00 against $2.25: 2.5 + 5 × (1 - 3/2.25) = 0.8333.
    void pricingScoreComesFromTheCalculator() {
        for (auto [p, usd] : {std::pair{m_a, 2.0}, std::pair{m_b, 2.5}, std::pair{m_c, 3.0}}) {
            TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(p, usd), kActor)));
        }
        const auto all = TB_DB(m_store, RatingEngine().rateAll(db));
        QVERIFY2(all.ok(), all ? "" : qPrintable(all.error().toString()));
        const std::pair<qint64, double> expected[] = {{m_a, 3.8636}, {m_b, 2.5}, {m_c, 0.8333}};
        for (const auto& [id, score] : expected) {
            const CriterionSuggestion* c = criterion(all->value(id), QStringLiteral("pricing"));
            QVERIFY(c);
            QVERIFY(c->score);
            QVERIFY2(std::abs(*c->score - score) < 5e-4, qPrintable(QString::number(*c->score)));
            QVERIFY(std::abs(c->measurementPart - score) < 5e-4);
            const Contribution* k = costContribution(*c);
            QVERIFY(k);
            QVERIFY2(k->label.contains(QStringLiteral("Large LLM pretraining")), qPrintable(k->label));
            QVERIFY2(k->detail.contains(QStringLiteral("median of 2 priced peer(s)")), qPrintable(k->detail));
            QVERIFY(std::abs(k->delta - (score - 2.5)) < 5e-4);
        }
        const Contribution* acme = costContribution(*criterion(all->value(m_a), QStringLiteral("pricing")));
        QVERIFY2(acme->detail.contains(QStringLiteral("3.9 of 5")), qPrintable(acme->detail));
        QVERIFY2(acme->detail.contains(QStringLiteral("73%")), qPrintable(acme->detail));
        // Other criteria do not move.
        QCOMPARE(*criterion(all->value(m_a), QStringLiteral("security"))->score, 5.0);
    }

    // With checklist verdicts the calculator is the measurement part of the blend (0.5 : 0.3, renormalised):
    // billing pass, GPUs fail: checklist 2.5; Acme 2.5 + 0.625 × 0 + 0.375 × (3.8636 - 2.5) = 3.0114.
    void pricingScoreBlendsWithTheChecklist() {
        m_store->run([this](QSqlDatabase& db) {
            RatingFixtures::verdict(db, m_evalA, QStringLiteral("pricing.billing"), QStringLiteral("pass"));
            RatingFixtures::verdict(db, m_evalA, QStringLiteral("pricing.gpus"), QStringLiteral("fail"));
        });
        for (auto [p, usd] : {std::pair{m_a, 2.0}, std::pair{m_b, 2.5}, std::pair{m_c, 3.0}}) {
            TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(p, usd), kActor)));
        }
        const auto acme = TB_DB(m_store, RatingEngine().rate(db, m_a));
        QVERIFY(acme.ok());
        const CriterionSuggestion* c = criterion(*acme, QStringLiteral("pricing"));
        QCOMPARE(c->checklistPart, 2.5);
        QVERIFY2(std::abs(*c->score - 3.0114) < 5e-4, qPrintable(QString::number(*c->score)));
    }

    // No price, a price the calculator cannot compare, an unknown scenario, a NaN from a source: each is explained
    // as unpriced; no score moves and no peer's median takes the bad figure.
    void unpricedIsExplainedAndMovesNothing() {
        // Only Acme priced: no peer to compare with.
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_a, 2.0), kActor)));
        auto all = TB_DB(m_store, RatingEngine().rateAll(db));
        QVERIFY(all.ok());
        const CriterionSuggestion* a = criterion(all->value(m_a), QStringLiteral("pricing"));
        QVERIFY(!a->score);
        QVERIFY2(costContribution(*a)->detail.contains(QStringLiteral("no other priced provider")),
                 qPrintable(costContribution(*a)->detail));
        const CriterionSuggestion* b = criterion(all->value(m_b), QStringLiteral("pricing"));
        QVERIFY(!b->score);
        QCOMPARE(b->measurementPart, -1.0);
        QVERIFY2(costContribution(*b)->detail.startsWith(QStringLiteral("unpriced: no price record")),
                 qPrintable(costContribution(*b)->detail));
        QCOMPARE(costContribution(*b)->delta, 0.0);

        // Bolt priced at $0 (the schema allows 0; the calculator's result is no price to compare): unpriced, and
        // no peer of Acme, who stays without a score rather than scored against $0.
        const QString zero = QStringLiteral(
                                 "INSERT INTO price_record (provider_id, gpu_model, usd_per_gpu_hour, term, source, "
                                 "effective_on) VALUES (%1, 'H100 SXM', 0, '1_year', 'typo', '2026-01-01')")
                                 .arg(m_b);
        QVERIFY(m_store->run([&](QSqlDatabase& db) { return QSqlQuery(db).exec(zero); }));
        all = TB_DB(m_store, RatingEngine().rateAll(db));
        QVERIFY(all.ok());
        b = criterion(all->value(m_b), QStringLiteral("pricing"));
        QVERIFY(!b->score);
        QVERIFY2(costContribution(*b)->detail.startsWith(QStringLiteral("unpriced under")),
                 qPrintable(costContribution(*b)->detail));
        QVERIFY(!criterion(all->value(m_a), QStringLiteral("pricing"))->score);

        // Core at $3: now Acme has one peer (Core) and Core one (Acme); Bolt's $0 is in nobody's median.
        TB_VERIFY_OK(TB_DB(m_store, PricingWorkflow(db).save(price(m_c, 3.0), kActor)));
        all = TB_DB(m_store, RatingEngine().rateAll(db));
        a = criterion(all->value(m_a), QStringLiteral("pricing"));
        QVERIFY(a->score);
        QVERIFY2(std::abs(*a->score - (2.5 + 5.0 * (1.0 - 2.0 / 3.0))) < 1e-6, qPrintable(QString::number(*a->score)));
        QVERIFY(costContribution(*a)->detail.contains(QStringLiteral("1 priced peer(s)")));

        // An unknown scenario: everyone unpriced, said so.
        RatingEngine::Config config;
        config.pricingScenario = QStringLiteral("no-such-scenario");
        all = TB_DB(m_store, RatingEngine(config).rateAll(db));
        QVERIFY(all.ok());
        a = criterion(all->value(m_a), QStringLiteral("pricing"));
        QVERIFY(!a->score);
        QVERIFY(costContribution(*a)->detail.contains(QStringLiteral("no-such-scenario")));

        // A source handing over NaN or infinity: unpriced, no NaN anywhere.
        for (double bad : {std::nan(""), double(INFINITY)}) {
            FixedCosts costs;
            CostEvidence e;
            e.scenarioKey = QStringLiteral("pretrain");
            e.score = bad;
            e.explanation = QStringLiteral("hostile");
            costs.table.insert(m_a, e);
            all = TB_DB(m_store, RatingEngine({}, nullptr, &costs).rateAll(db));
            QVERIFY(all.ok());
            a = criterion(all->value(m_a), QStringLiteral("pricing"));
            QVERIFY(!a->score);
            QCOMPARE(costContribution(*a)->delta, 0.0);
            QVERIFY(all->value(m_a).total);
            QVERIFY(std::isfinite(*all->value(m_a).total));
        }
    }

    // The suggester on its own: a priced cost evidence for a criterion of another key changes nothing.
    void costEvidenceOnlyScoresItsCriterion() {
        ScoringInput in;
        in.criteria = {{1, QStringLiteral("pricing"), QStringLiteral("Pricing"), 1},
                       {2, QStringLiteral("storage"), QStringLiteral("Storage"), 1}};
        CostEvidence e;
        e.score = 4.0;
        e.scenarioName = QStringLiteral("Research");
        e.explanation = QStringLiteral("cheap");
        in.cost = e;
        const auto out = ScoreSuggester().suggest(in);
        QCOMPARE(out.size(), 2);
        QCOMPARE(*out[0].score, 4.0);
        QCOMPARE(out[0].contributions.size(), 1);
        QCOMPARE(out[0].contributions.first().label, QStringLiteral("Effective price per useful GPU-hour (Research)"));
        QVERIFY(!out[1].score);
        QVERIFY(out[1].contributions.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRatingPricing)
#include "tst_RatingPricing.moc"
