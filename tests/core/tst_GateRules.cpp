#include "core/rating/Gate.h"
#include "core/rating/RatingEngine.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

// Each published gate caps an otherwise excellent provider at Underperforming and names itself.
class TestGateRules : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_rubric = 0;
    int m_n = 0;

    // A provider that passes everything, among weaker peers so it would be Platinum, then one failed item.
    ProviderRating rateWithFailure(const QString& failedItem) {
        return m_store->run([&](QSqlDatabase& db) {
            const qint64 p = RatingFixtures::provider(db, QStringLiteral("Star %1").arg(++m_n));
            const qint64 e = RatingFixtures::evaluation(db, p, m_rubric);
            RatingFixtures::allVerdicts(db, e, QStringLiteral("pass"));
            if (!failedItem.isEmpty()) {
                RatingFixtures::verdict(db, e, failedItem, QStringLiteral("fail"));
            }
            auto r = RatingEngine().rate(db, p);
            if (!r) {
                qFatal("%s", qPrintable(r.error().toString()));
            }
            // Remove the star again so the peers stay the same for the next case.
            QSqlQuery(db).exec(QStringLiteral("DELETE FROM provider WHERE id = %1").arg(p));
            return *r;
        });
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        auto store = Store::open(m_dir.filePath(QStringLiteral("gates.tierbench")));
        QVERIFY(store.ok());
        m_store = *store;
        m_store->run([this](QSqlDatabase& db) {
            m_rubric = RatingFixtures::rubric(db);
            for (int i = 0; i < 30; ++i) {
                const qint64 p = RatingFixtures::provider(db, QStringLiteral("Peer %1").arg(i));
                const qint64 e = RatingFixtures::evaluation(db, p, m_rubric);
                RatingFixtures::allVerdicts(db, e, i % 2 ? QStringLiteral("partial") : QStringLiteral("fail"));
            }
        });
    }

    void noGateIsPlatinum() {
        const auto r = rateWithFailure({});
        QVERIFY(r.suggestion.tier);
        QCOMPARE(*r.suggestion.tier, Tier::Platinum);
        QVERIFY(r.suggestion.gates.isEmpty());
    }

    void eachGateCapsAndNamesItself_data() {
        QTest::addColumn<QString>("item");
        QTest::addColumn<int>("gate");
        QTest::newRow("attestation") << QStringLiteral("security.soc2") << int(Gate::NoAttestation);
        QTest::newRow("acs") << QStringLiteral("security.acs") << int(Gate::AcsEnabled);
        QTest::newRow("gdr") << QStringLiteral("networking.gdr") << int(Gate::NoGpuDirectRdma);
        QTest::newRow("billing") << QStringLiteral("pricing.billing") << int(Gate::ChargesDuringDowntime);
        QTest::newRow("old gpus") << QStringLiteral("pricing.gpus") << int(Gate::OldGpusOnly);
    }
    void eachGateCapsAndNamesItself() {
        QFETCH(QString, item);
        QFETCH(int, gate);
        const auto r = rateWithFailure(item);
        QCOMPARE(*r.suggestion.tier, Tier::Underperforming);
        QCOMPARE(r.suggestion.gates.size(), 1);
        QCOMPARE(int(r.suggestion.gates.first().gate), gate);
        QVERIFY(r.suggestion.reasons.join(u'\n').contains(gateName(Gate(gate))));
        QVERIFY(r.total && *r.total >= 3.9);  // the score alone would have earned far more
    }

    void partialOnAGateItemIsNoHit() {
        const auto r = m_store->run([&](QSqlDatabase& db) {
            const qint64 p = RatingFixtures::provider(db, QStringLiteral("Partial"));
            const qint64 e = RatingFixtures::evaluation(db, p, m_rubric);
            RatingFixtures::allVerdicts(db, e, QStringLiteral("pass"));
            RatingFixtures::verdict(db, e, QStringLiteral("security.acs"), QStringLiteral("partial"));
            auto rated = *RatingEngine().rate(db, p);
            QSqlQuery(db).exec(QStringLiteral("DELETE FROM provider WHERE id = %1").arg(p));
            return rated;
        });
        QVERIFY(r.suggestion.gates.isEmpty());
    }

    void gateKeysRoundTrip() {
        for (Gate g : kAllGates) {
            QCOMPARE(gateFromKey(gateKey(g)), std::optional<Gate>(g));
            QVERIFY(!gateName(g).isEmpty());
        }
        QVERIFY(!gateFromKey(QStringLiteral("gate.nope")));
    }

    void unavailableEvaluationIsUnavailableWithReason() {
        const auto r = m_store->run([&](QSqlDatabase& db) {
            const qint64 p = RatingFixtures::provider(db, QStringLiteral("Soon"));
            RatingFixtures::evaluation(db, p, m_rubric, QStringLiteral("not_launched"));
            return *RatingEngine().rate(db, p);
        });
        QCOMPARE(*r.suggestion.tier, Tier::Unavailable);
        QCOMPARE(r.suggestion.unavailableReason, QStringLiteral("not_launched"));
    }
};

QTEST_GUILESS_MAIN(TestGateRules)
#include "tst_GateRules.moc"
