#include "core/store/EvaluationRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/SqlDialect.h"
#include "core/store/Store.h"
#include "core/usecase/RatingWorkflow.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/TestDatabase.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

namespace {

// Everything an assignment may touch, read in one go so a test can compare before and after.
struct Snapshot {
    QString unavailableReason;
    int ratings = 0;
    int auditEntries = 0;
    int storedScores = 0;
    bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(QSqlDatabase& db, qint64 evaluationId) {
    Snapshot s;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT unavailable_reason FROM evaluation WHERE id = ?"));
    q.addBindValue(evaluationId);
    if (q.exec() && q.next()) {
        s.unavailableReason = q.value(0).toString();
    }
    for (auto [table, slot] : {std::pair{"rating", &s.ratings}, std::pair{"audit_log", &s.auditEntries},
                               std::pair{"criterion_score", &s.storedScores}}) {
        if (q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) && q.next()) {
            *slot = q.value(0).toInt();
        }
    }
    return s;
}

}  // namespace

// RatingWorkflow::assignTier makes three writes (the evaluation's unavailable reason, the stored suggestions, the
// rating row with its audit entry); they must land together or not at all.
class TestRatingWorkflow : public QObject {
    Q_OBJECT

private:
    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_provider = 0;
    qint64 m_eval = 0;
    int m_serial = 0;

private slots:
    void init() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("w%1.tierbench").arg(++m_serial));
        auto store = Store::open(where);
        QVERIFY2(store.ok(), store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        const auto ids = m_store->run([](QSqlDatabase& db) {
            const qint64 rubric = RatingFixtures::rubric(db);
            const qint64 provider = RatingFixtures::provider(db, QStringLiteral("Acme"));
            const qint64 eval = RatingFixtures::evaluation(db, provider, rubric);
            RatingFixtures::allVerdicts(db, eval, QStringLiteral("pass"));
            return std::pair{provider, eval};
        });
        m_provider = ids.first;
        m_eval = ids.second;
        QVERIFY(m_provider > 0 && m_eval > 0);
    }

    void assignsWithReasonSuggestionAndAudit() {
        TierAssignment a{m_provider, m_eval, Tier::Unavailable, QStringLiteral("sold_out"), {}, QStringLiteral("ana")};
        const auto id = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).assignTier(a); });
        QVERIFY2(id.ok(), id ? "" : qPrintable(id.error().toString()));
        const Snapshot after = m_store->run([this](QSqlDatabase& db) { return snapshot(db, m_eval); });
        QCOMPARE(after.unavailableReason, QStringLiteral("sold_out"));
        QCOMPARE(after.ratings, 1);
        QVERIFY(after.storedScores > 0);
        const auto history =
            m_store->run([this](QSqlDatabase& db) { return RatingRepository(db).history(m_provider); });
        QVERIFY(history.ok());
        QCOMPARE(history->size(), 1);
        QCOMPARE(history->first().assignedTier, QStringLiteral("unavailable"));
        QVERIFY(!history->first().justification.isEmpty());  // the reason's name stands in for a justification
        // A measured tier again clears the reason, in the same call.
        TierAssignment again{m_provider, m_eval, Tier::Bronze, {}, QStringLiteral("retested"), QStringLiteral("ana")};
        const auto second = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).assignTier(again); });
        QVERIFY2(second.ok(), second ? "" : qPrintable(second.error().toString()));
        const Snapshot cleared = m_store->run([this](QSqlDatabase& db) { return snapshot(db, m_eval); });
        QCOMPARE(cleared.unavailableReason, QString());
        QCOMPARE(cleared.ratings, 2);
    }

    // The bug this use case fixes: the last of the three writes fails, and the first two must not stay behind.
    void failingLastWriteLeavesNothingBehind() {
        const Snapshot before = m_store->run([this](QSqlDatabase& db) { return snapshot(db, m_eval); });
        QCOMPARE(before.storedScores, 0);
        const QString trigger = m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            // Fails exactly the rating row's INSERT, after the evaluation and the suggestions were written.
            if (SqlDialect::of(db).isPostgreSql()) {
                return q.exec(QStringLiteral("CREATE FUNCTION refuse_rating() RETURNS trigger LANGUAGE plpgsql AS "
                                             "$$BEGIN RAISE EXCEPTION 'refused by the test'; END$$")) &&
                               q.exec(QStringLiteral("CREATE TRIGGER refuse_rating BEFORE INSERT ON rating FOR EACH "
                                                     "ROW EXECUTE FUNCTION refuse_rating()"))
                           ? QString()
                           : q.lastError().text();
            }
            return q.exec(QStringLiteral("CREATE TEMP TRIGGER refuse_rating BEFORE INSERT ON rating "
                                         "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"))
                       ? QString()
                       : q.lastError().text();
        });
        QCOMPARE(trigger, QString());

        TierAssignment a{m_provider, m_eval, Tier::Unavailable, QStringLiteral("sold_out"), {}, QStringLiteral("ana")};
        const auto id = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).assignTier(a); });
        QVERIFY(!id.ok());
        QVERIFY2(id.error().toString().contains(QStringLiteral("refused by the test")),
                 qPrintable(id.error().toString()));

        const Snapshot after = m_store->run([this](QSqlDatabase& db) { return snapshot(db, m_eval); });
        QCOMPARE(after.unavailableReason, before.unavailableReason);  // first write rolled back
        QCOMPARE(after.storedScores, before.storedScores);            // second write rolled back
        QCOMPARE(after.ratings, before.ratings);
        QCOMPARE(after.auditEntries, before.auditEntries);  // no audit entry of any of the three
        // And the database is still usable: the same assignment goes through once the fault is gone.
        const QString dropped = m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            const QString drop = SqlDialect::of(db).isPostgreSql()
                                     ? QStringLiteral("DROP TRIGGER refuse_rating ON rating")
                                     : QStringLiteral("DROP TRIGGER refuse_rating");
            return q.exec(drop) ? QString() : q.lastError().text();
        });
        QCOMPARE(dropped, QString());
        const auto retried = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).assignTier(a); });
        QVERIFY2(retried.ok(), retried ? "" : qPrintable(retried.error().toString()));
        QCOMPARE(m_store->run([this](QSqlDatabase& db) { return snapshot(db, m_eval); }).ratings, 1);
    }

    // ClusterMAX 3.0's "unable to test" is a state of the evaluation, not a tier: marked, the evaluation has no tier
    // suggested (all verdicts pass, so it would otherwise get one) and the change is audited; a tier assigned later
    // clears it in the same transaction; clearing it by itself rates as before.
    void unableToTestIsAStateThatATierClears() {
        auto marked = m_store->run([&](QSqlDatabase& db) {
            const int before = snapshot(db, m_eval).auditEntries;
            Status st = RatingWorkflow(db).setUnableToTest({m_provider, m_eval, true, QStringLiteral("ana")});
            return std::pair{st, snapshot(db, m_eval).auditEntries - before};
        });
        QVERIFY2(marked.first.ok(), marked.first ? "" : qPrintable(marked.first.error().toString()));
        QVERIFY(marked.second >= 1);  // the evaluation's change is in the audit log
        auto page = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).page(m_provider, {}); });
        QVERIFY(page.ok());
        QVERIFY(page->rating.evaluation.unableToTest);
        QVERIFY(page->rating.suggestion.unableToTest);
        QVERIFY(!page->rating.suggestion.tier);
        QVERIFY(page->history.isEmpty());  // no rating row: it is not a tier

        TierAssignment a{m_provider,           m_eval, Tier::ParticipationRibbon, {}, QStringLiteral("3.0's new tier"),
                         QStringLiteral("ana")};
        const auto id = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).assignTier(a); });
        QVERIFY2(id.ok(), id ? "" : qPrintable(id.error().toString()));
        page = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).page(m_provider, {}); });
        QVERIFY(!page->rating.evaluation.unableToTest);
        QCOMPARE(page->history.first().assignedTier, QStringLiteral("participation_ribbon"));
        QVERIFY(page->rating.suggestion.tier.has_value());

        QVERIFY(m_store
                    ->run([&](QSqlDatabase& db) {
                        return RatingWorkflow(db).setUnableToTest({m_provider, m_eval, true, QStringLiteral("ana")});
                    })
                    .ok());
        QVERIFY(m_store
                    ->run([&](QSqlDatabase& db) {
                        return RatingWorkflow(db).setUnableToTest({m_provider, m_eval, false, QStringLiteral("ana")});
                    })
                    .ok());
        page = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).page(m_provider, {}); });
        QVERIFY(!page->rating.evaluation.unableToTest);
        QVERIFY(page->rating.suggestion.tier.has_value());
    }

    void differingTierNeedsJustificationAndWritesNothing() {
        const Snapshot before = m_store->run([this](QSqlDatabase& db) { return snapshot(db, m_eval); });
        TierAssignment a{m_provider, m_eval, Tier::Bronze, {}, QStringLiteral("  "), QStringLiteral("ana")};
        const auto page =
            m_store->run([this](QSqlDatabase& db) { return RatingWorkflow(db).rateByName(QStringLiteral("  acme ")); });
        QVERIFY2(page.ok(), page ? "" : qPrintable(page.error().toString()));
        if (page->suggestion.tier == Tier::Bronze) {
            a.tier = Tier::Gold;  // must differ from the suggestion
        }
        const auto id = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).assignTier(a); });
        QVERIFY(!id.ok());
        QCOMPARE(id.error().code, ErrorCode::InvalidArgument);
        QCOMPARE(m_store->run([this](QSqlDatabase& db) { return snapshot(db, m_eval); }), before);
    }

    void evaluationOfAnotherProviderIsRefused() {
        const qint64 other =
            m_store->run([](QSqlDatabase& db) { return RatingFixtures::provider(db, QStringLiteral("Other")); });
        TierAssignment a{other, m_eval, Tier::Gold, QString(), QStringLiteral("x"), QStringLiteral("ana")};
        const auto id = m_store->run([&](QSqlDatabase& db) { return RatingWorkflow(db).assignTier(a); });
        QVERIFY(!id.ok());
        QCOMPARE(id.error().code, ErrorCode::InvalidArgument);
    }

    void pageHasHistoryAndRoundNames() {
        const auto page = m_store->run(
            [this](QSqlDatabase& db) { return RatingWorkflow(db).page(m_provider, QStringLiteral("ana")); });
        QVERIFY2(page.ok(), page ? "" : qPrintable(page.error().toString()));
        QCOMPARE(page->rating.evaluation.id, m_eval);
        QVERIFY(page->history.isEmpty());
        const auto unknown =
            m_store->run([](QSqlDatabase& db) { return RatingWorkflow(db).rateByName(QStringLiteral("Nobody")); });
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().code, ErrorCode::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestRatingWorkflow)
#include "tst_RatingWorkflow.moc"
