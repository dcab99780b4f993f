#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "core/trust/ConflictGate.h"
#include "core/trust/Conflicts.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "core/usecase/RatingWorkflow.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"

#include <QSqlQuery>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

// Issue 32/18.6: the conflict-of-interest question is one core call, made inside the work's own transaction, that
// the workbench and the CLI share: the acknowledgement and the work commit together, and a register that cannot be
// read stops the work.
class TestConflictGate : public QObject {
    Q_OBJECT

    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_acme = 0;

    EvaluationDraft draft(const QString& reviewer) const {
        EvaluationDraft d;
        d.title = QStringLiteral("Spring review");
        d.reviewer = reviewer;
        return d;
    }
    int evaluations() { return TB_DB(m_store, int(EvaluationRepository(db).evaluationsFor(m_acme).size())); }
    int acknowledgements() {
        return TB_DB(m_store, RatingFixtures::auditCount(db, QStringLiteral("reviewer_conflict"),
                                                         QStringLiteral("acknowledged")));
    }

private slots:
    void init() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("g%1.tierbench").arg(QDateTime::currentMSecsSinceEpoch()));
        auto opened = Store::open(where);
        QVERIFY(opened.ok());
        m_store = *opened;
        m_acme = TB_DB(m_store, RatingFixtures::provider(db, QStringLiteral("Acme"), QStringLiteral("gold")));
        TB_VERIFY_OK(TB_DB(m_store, Conflicts(db).add(QStringLiteral("Ana"), QStringLiteral("Acme"),
                                                      Relationship::Consulting, QStringLiteral("2020-01-01"), {},
                                                      QStringLiteral("advises on storage"), QStringLiteral("ana"))));
    }

    void noRelationshipPasses() {
        const auto created =
            TB_DB(m_store, EvaluationWorkflow(db).create(m_acme, draft(QStringLiteral("Bo")), QStringLiteral("bo")));
        QVERIFY2(created.ok(), qPrintable(created ? QString() : created.error().toString()));
        QCOMPARE(evaluations(), 1);
        QCOMPARE(acknowledgements(), 0);
    }

    // Without the acknowledgement nothing is written, and the refusal says what the relationship is.
    void aCurrentRelationshipRefusesTheWork() {
        const auto created =
            TB_DB(m_store, EvaluationWorkflow(db).create(m_acme, draft(QStringLiteral(" ana ")), QStringLiteral("bo")));
        QVERIFY(!created.ok());
        QVERIFY(ConflictGate::isRefusal(created.error()));
        QVERIFY2(created.error().message.contains(QStringLiteral("advises on storage")),
                 qPrintable(created.error().message));
        QCOMPARE(evaluations(), 0);
        QCOMPARE(acknowledgements(), 0);
    }

    // Acknowledged: the evaluation and the audited acknowledgement land together.
    void theAcknowledgementCommitsWithTheWork() {
        const auto created = TB_DB(
            m_store, EvaluationWorkflow(db).create(m_acme, draft(QStringLiteral("Ana")), QStringLiteral("ana"), true));
        QVERIFY2(created.ok(), qPrintable(created ? QString() : created.error().toString()));
        QCOMPARE(evaluations(), 1);
        QCOMPARE(acknowledgements(), 1);
    }

    // Work that fails after the gate takes the acknowledgement with it: no audit row of work that never happened.
    void workThatFailsLeavesNoAcknowledgement() {
        EvaluationDraft d = draft(QStringLiteral("Ana"));
        d.rubricVersion = QStringLiteral("99.9");  // no such rubric: the create fails after the gate passed
        const auto created = TB_DB(m_store, EvaluationWorkflow(db).create(m_acme, d, QStringLiteral("ana"), true));
        QVERIFY(!created.ok());
        QVERIFY(!ConflictGate::isRefusal(created.error()));
        QCOMPARE(evaluations(), 0);
        QCOMPARE(acknowledgements(), 0);
    }

    // A register nobody can read stops the work; it is never read as "no relationship".
    void anUnreadableRegisterStopsTheWork() {
        TB_DB(m_store, [&] {
            QSqlQuery q(db);
            q.exec(QStringLiteral("ALTER TABLE reviewer_conflict RENAME TO reviewer_conflict_gone"));
            return 0;
        }());
        const auto created =
            TB_DB(m_store, EvaluationWorkflow(db).create(m_acme, draft(QStringLiteral("Bo")), QStringLiteral("bo")));
        QVERIFY(!created.ok());
        QVERIFY2(created.error().message.contains(QStringLiteral("register could not be read")),
                 qPrintable(created.error().message));
        QCOMPARE(evaluations(), 0);
    }

    // Assigning a tier asks for the evaluation's reviewer and whoever assigns, the same way.
    void assigningATierAsksTheSameQuestion() {
        const qint64 rubric = TB_DB(m_store, RatingFixtures::rubric(db));
        const qint64 evaluation = TB_DB(m_store, RatingFixtures::evaluation(db, m_acme, rubric));
        TierAssignment a;
        a.providerId = m_acme;
        a.evaluationId = evaluation;
        a.tier = Tier::Unavailable;
        a.unavailableReason = QStringLiteral("sold_out");
        a.actor = QStringLiteral("ana");
        const auto refused = TB_DB(m_store, RatingWorkflow(db).assignTier(a));
        QVERIFY(!refused.ok());
        QVERIFY(ConflictGate::isRefusal(refused.error()));
        QCOMPARE(acknowledgements(), 0);
        a.conflictsAcknowledged = true;
        const auto assigned = TB_DB(m_store, RatingWorkflow(db).assignTier(a));
        QVERIFY2(assigned.ok(), qPrintable(assigned ? QString() : assigned.error().toString()));
        QCOMPARE(acknowledgements(), 1);
    }
};

QTEST_GUILESS_MAIN(TestConflictGate)
#include "tst_ConflictGate.moc"
