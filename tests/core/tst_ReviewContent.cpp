#include "core/report/NameRedactor.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/Store.h"
#include "tests/support/ReviewFixture.h"
#include "tests/support/TestDatabase.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::ReviewFixture;

namespace {
// Every free-text field of the content, for "does not contain" checks.
QString allText(const ReviewContent& c) {
    QStringList t{c.providerName,       c.evaluationTitle,      c.reviewer,
                  c.conflictDisclosure, c.rating.justification, c.rating.explanation};
    for (const auto& cr : c.criteria) {
        t << cr.name << cr.rationale;
        for (const auto& i : cr.items) {
            t << i.title << i.question << i.guidance << i.evidence;
        }
    }
    for (const auto& r : c.runs) {
        t << r.probe << r.probeVersion << r.sourceName;
    }
    for (const auto& iv : c.interviews) {
        t << iv.role << iv.highlight;
    }
    return t.join(u'\n');
}
}  // namespace

class TestReviewContent : public QObject {
    Q_OBJECT

private:
    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    ReviewFixture m_fixture;

private slots:
    void initTestCase() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("review.tierbench"));
        auto store = Store::open(where);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_fixture = m_store->run([](QSqlDatabase& db) { return ReviewFixture::populate(db); });
    }

    void findsProviderByNameCaseInsensitively() {
        auto id = m_store->run([](QSqlDatabase& db) {
            return ReviewContentLoader::findProvider(db, QStringLiteral("  aurora COMPUTE "));
        });
        QVERIFY(id.ok());
        QCOMPARE(*id, m_fixture.providerId);
        auto missing = m_store->run(
            [](QSqlDatabase& db) { return ReviewContentLoader::findProvider(db, QStringLiteral("Nobody")); });
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void loadsTheWholeReview() {
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY2(content.ok(), qPrintable(content ? QString() : content.error().toString()));
        const ReviewContent& c = *content;
        QCOMPARE(c.providerName, m_fixture.providerName);
        QCOMPARE(c.evaluationId, m_fixture.evaluationId);
        QCOMPARE(c.rubricVersion, QStringLiteral("2.0-test"));
        QCOMPARE(c.criteria.size(), 10);
        QCOMPARE(c.itemCount(), 40);
        QCOMPARE(c.rating.assignedTier, QStringLiteral("gold"));  // the newest of two assignments
        QCOMPARE(c.rating.suggestedTier, QStringLiteral("silver"));
        QCOMPARE(c.rating.historyCount, 2);
        QCOMPARE(c.handoverDelayDays(), std::optional<int>(14));
        QVERIFY(c.weightedScore().has_value());
        QVERIFY(*c.weightedScore() > 0 && *c.weightedScore() <= 5);
        QVERIFY(c.plannedCount() > 0);
        for (const ReviewItem* p : c.promises()) {
            QVERIFY(!p->promisedDate.isEmpty());
        }
        QVERIFY(!c.openItems().isEmpty());
        // Runs: three sweeps, one GEMM, five recipes; never the other provider's run.
        QCOMPARE(c.runs.size(), 9);
        for (const auto& r : c.runs) {
            QVERIFY(r.probeVersion != QLatin1String("9.9.9-other"));
        }
        QCOMPARE(c.recipes.size(), 5);
        QCOMPARE(c.scalars.size(), 1);
        QCOMPARE(c.series.size(), 3);
        const auto& sweep = c.series.first();
        QCOMPARE(sweep.points.size(), 31);  // one median per size
        QCOMPARE(sweep.metric, QStringLiteral("busbw"));
        QCOMPARE(sweep.baseline, std::optional<double>(360.0));
        QVERIFY(c.runs.first().rawLogs.size() == 1 && c.runs.first().rawLogs.first().sha256.size() == 64);
        QCOMPARE(c.interviews.size(), 3);
        QVERIFY(c.interviews[2].highlight.isEmpty());  // no consent, no quote
        QVERIFY(!c.interviews[0].highlight.isEmpty());
        QCOMPARE(c.interviews[0].sentiments.size(), 2);
    }

    void holdsNothingOfOtherProvidersOrInterviewees() {
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        const QString text = allText(*content);
        for (const QString& other : m_fixture.otherNames) {
            QVERIFY2(!text.contains(other, Qt::CaseInsensitive), qPrintable(other));
        }
        QVERIFY(!text.contains(QStringLiteral("Quimby")));
        QVERIFY(!text.contains(QStringLiteral("Someone Else")));
        QVERIFY(text.contains(ReviewContent::redactedName()));  // the planted names were there and got replaced
        QVERIFY(text.contains(m_fixture.providerName));
    }

    void redactorProtectsTheOwnName() {
        const NameRedactor r(QStringLiteral("Acme Cloud"), {QStringLiteral("Acme"), QStringLiteral("Nimbus")},
                             QStringLiteral("[x]"));
        QCOMPARE(r.redact(QStringLiteral("Acme Cloud beat acme and NIMBUS, not nimbuses.")),
                 QStringLiteral("Acme Cloud beat [x] and [x], not nimbuses."));
        QCOMPARE(NameRedactor::withholdPerson(QStringLiteral("Jane Quimby told us; Quimby agreed."),
                                              QStringLiteral("Jane Quimby"), QStringLiteral("[n]")),
                 QStringLiteral("[n] told us; [n] agreed."));
    }

    void failsCleanlyWithoutEvaluation() {
        auto content = m_store->run([](QSqlDatabase& db) {
            auto id = ReviewContentLoader::findProvider(db, QStringLiteral("Cirrus Metal"));
            return ReviewContentLoader::load(db, *id);
        });
        QVERIFY(!content.ok());
        QCOMPARE(content.error().code, ErrorCode::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestReviewContent)
#include "tst_ReviewContent.moc"
