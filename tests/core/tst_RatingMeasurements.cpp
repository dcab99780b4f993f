// BaselineMeasurementSource against runs stored in a real SQLite file: measured results move the suggested scores
// through RatingEngine, with an explanation naming the run.
#include "core/rating/BaselineMeasurementSource.h"
#include "core/rating/RatingEngine.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/StoreJob.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/TestDatabase.h"

#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

namespace {
constexpr qint64 kEightGiB = 8LL * 1024 * 1024 * 1024;

// A finished all_reduce run on one 8xH100 node with NCCL_ALGO=ring (baseline 370 GB/s).
qint64 addRun(QSqlDatabase& db, qint64 providerId, std::optional<qint64> evaluationId, double busbw,
              RunStatus status = RunStatus::Ok, const QString& startedAt = {}) {
    RunRepository repo(db);
    RunRecord r;
    r.providerId = providerId;
    r.evaluationId = evaluationId;
    r.kind = RunKind::Probe;
    r.probe = QStringLiteral("tb-coll");
    r.operation = QStringLiteral("all_reduce");
    r.hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
    r.env = QJsonObject{{QStringLiteral("NCCL_ALGO"), QStringLiteral("Ring")}};
    r.startedAt = startedAt;
    auto id = repo.create(r);
    if (!id) {
        qFatal("create run: %s", qPrintable(id.error().toString()));
    }
    if (!repo.addSamples(*id, {{QStringLiteral("all_reduce.busbw"), kEightGiB, busbw, QStringLiteral("GB/s"), {}},
                               {QStringLiteral("all_reduce.busbw"), 1024, 1.0, QStringLiteral("GB/s"), {}}})) {
        qFatal("samples");
    }
    if (!repo.finish(*id, status, status == RunStatus::Ok ? 0 : 1)) {
        qFatal("finish");
    }
    return *id;
}

class NoMeasurements : public MeasurementSource {
public:
    QList<MeasuredEvidence> measuredEvidence(QSqlDatabase&, qint64) const override { return {}; }
};

std::optional<double> networkingScore(const ProviderRating& r) {
    for (const CriterionSuggestion& c : r.criteria) {
        if (c.key == QLatin1String("networking")) {
            return c.score;
        }
    }
    return std::nullopt;
}
}  // namespace

class TestRatingMeasurements : public QObject {
    Q_OBJECT

private:
    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_rubric = 0;
    qint64 m_provider = 0;
    qint64 m_eval = 0;

private slots:
    void init() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("m%1.sqlite").arg(QRandomGenerator::global()->generate()));
        auto store = Store::open(where);
        QVERIFY(store.ok());
        m_store = *store;
        TB_DB(m_store, [&] {
            m_rubric = RatingFixtures::rubric(db);
            m_provider = RatingFixtures::provider(db, QStringLiteral("Acme"));
            m_eval = RatingFixtures::evaluation(db, m_provider, m_rubric);
            RatingFixtures::allVerdicts(db, m_eval, QStringLiteral("pass"));
        }());
        QVERIFY(m_provider > 0 && m_eval > 0);
    }

    void mapsMetricsToCriteria() {
        BaselineMeasurementSource source;
        QCOMPARE(source.criterionFor(QStringLiteral("all_reduce.busbw")), QStringLiteral("networking"));
        QCOMPARE(source.criterionFor(QStringLiteral("recipe.container_pull.seconds")), QStringLiteral("storage"));
        QCOMPARE(source.criterionFor(QStringLiteral("gemm.bf16.tflops")), QStringLiteral("reliability"));
        QCOMPARE(source.criterionFor(QStringLiteral("nonsense")), QString());
        source.setCriterion(QStringLiteral("nonsense"), QStringLiteral("security"));
        QCOMPARE(source.criterionFor(QStringLiteral("nonsense")), QStringLiteral("security"));
    }

    void slowRunLowersNetworkingWithExplanation() {
        const qint64 run = TB_DB(m_store, addRun(db, m_provider, m_eval, 185.0));  // 50 % of 370 GB/s
        const BaselineMeasurementSource source;
        const auto evidence = TB_DB(m_store, source.measuredEvidence(db, m_eval));
        QCOMPARE(evidence.size(), 1);
        QCOMPARE(evidence[0].criterionKey, QStringLiteral("networking"));
        QCOMPARE(qRound(evidence[0].percentOfExpected), 50);
        QCOMPARE(evidence[0].band, QStringLiteral("underperforming"));
        QVERIFY2(evidence[0].name.contains(QStringLiteral("run %1").arg(run)), qPrintable(evidence[0].name));

        const NoMeasurements none;
        const auto without = TB_DB(m_store, RatingEngine({}, &none).rate(db, m_provider));
        const auto with = TB_DB(m_store, RatingEngine({}, &source).rate(db, m_provider));
        // The default engine reads the baselines itself: the same suggestion as with the explicit source.
        const auto byDefault = TB_DB(m_store, RatingEngine().rate(db, m_provider));
        TB_VERIFY_OK(byDefault);
        TB_VERIFY_OK(without);
        TB_VERIFY_OK(with);
        QCOMPARE(networkingScore(*byDefault), networkingScore(*with));
        QCOMPARE(*networkingScore(*without), 5.0);  // checklist only: every verdict passes
        QVERIFY(*networkingScore(*with) < 4.0);
        bool explained = false;
        for (const CriterionSuggestion& c : with->criteria) {
            for (const Contribution& k : c.contributions) {
                if (k.kind == Contribution::Kind::Measurement) {
                    QCOMPARE(c.key, QStringLiteral("networking"));
                    QVERIFY(k.delta < 0);
                    QVERIFY(k.label.contains(QStringLiteral("all_reduce.busbw")));
                    explained = true;
                }
            }
        }
        QVERIFY(explained);
    }

    void onlyFinishedRunsOfThisEvaluationAndNewestWins() {
        const auto evidence = TB_DB(m_store, [&] {
            const qint64 other = RatingFixtures::evaluation(db, m_provider, m_rubric);
            const qint64 stranger = RatingFixtures::provider(db, QStringLiteral("Other"));
            addRun(db, m_provider, other, 100.0);                      // another evaluation's run
            addRun(db, stranger, std::nullopt, 100.0);                 // another provider's run
            addRun(db, m_provider, m_eval, 100.0, RunStatus::Failed);  // failed
            addRun(db, m_provider, std::nullopt, 200.0, RunStatus::Ok, QStringLiteral("2026-01-01T00:00:00Z"));
            addRun(db, m_provider, m_eval, 370.0, RunStatus::Ok, QStringLiteral("2026-02-01T00:00:00Z"));
            return BaselineMeasurementSource().measuredEvidence(db, m_eval);
        }());
        QCOMPARE(evidence.size(), 1);
        QCOMPARE(qRound(evidence[0].percentOfExpected), 100);
        QCOMPARE(evidence[0].band, QStringLiteral("platinum"));
    }

    void noRunsNoEvidence() {
        QVERIFY(TB_DB(m_store, BaselineMeasurementSource().measuredEvidence(db, m_eval)).isEmpty());
        QVERIFY(TB_DB(m_store, BaselineMeasurementSource().measuredEvidence(db, 999999)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRatingMeasurements)
#include "tst_RatingMeasurements.moc"
