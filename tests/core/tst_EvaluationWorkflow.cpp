// Issue 12.9: evaluations are made, edited and closed by the analyst, each in one transaction through
// EvaluationWorkflow (the workbench's dialog and `tierbench-cli evaluations` both call it).
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "core/usecase/RatingWorkflow.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/StoreJob.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

namespace {
const QString kActor = QStringLiteral("Ana Reviewer");

int count(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}
}  // namespace

class TestEvaluationWorkflow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_provider = 0;
    int m_serial = 0;

    EvaluationDraft fullDraft() const {
        EvaluationDraft d;
        d.title = QStringLiteral("Hands-on review, May 2026");
        d.status = EvaluationStatus::InReview;
        d.reviewer = QStringLiteral("Ana Reviewer");
        d.conflictDisclosure = QStringLiteral("No commercial relationship.");
        d.testingFrom = QStringLiteral("2026-05-04");
        d.testingUntil = QStringLiteral("2026-05-18");
        d.handoverRequested = QStringLiteral("2026-04-20");
        d.handoverReceived = QStringLiteral("2026-05-04");
        return d;
    }

private slots:
    void init() {
        auto store = Store::open(m_dir.filePath(QStringLiteral("e%1.sqlite").arg(++m_serial)));
        QVERIFY(store.ok());
        m_store = *store;
        Provider p;
        p.name = QStringLiteral("Acme");
        auto id = TB_DB(m_store, ProviderRepository(db).add(p, kActor));
        TB_VERIFY_OK(id);
        m_provider = *id;
    }

    void createKeepsEveryFieldWithOneVerdictPerItem() {
        const auto id = TB_DB(m_store, EvaluationWorkflow(db).create(m_provider, fullDraft(), kActor));
        TB_VERIFY_OK(id);
        const auto e = TB_DB(m_store, EvaluationRepository(db).get(*id));
        TB_VERIFY_OK(e);
        QCOMPARE(e->title, QStringLiteral("Hands-on review, May 2026"));
        QCOMPARE(e->status, EvaluationStatus::InReview);
        QCOMPARE(e->reviewer, QStringLiteral("Ana Reviewer"));
        QCOMPARE(e->conflictDisclosure, QStringLiteral("No commercial relationship."));
        QCOMPARE(e->testingFrom, QStringLiteral("2026-05-04"));
        QCOMPARE(e->testingUntil, QStringLiteral("2026-05-18"));
        QCOMPARE(e->handoverRequested, QStringLiteral("2026-04-20"));
        QCOMPARE(e->handoverReceived, QStringLiteral("2026-05-04"));
        QVERIFY(e->closedAt.isEmpty());
        const auto checklist = TB_DB(m_store, EvaluationRepository(db).checklist(*id));
        TB_VERIFY_OK(checklist);
        QCOMPARE(checklist->rubric.version, QStringLiteral("2.0"));
        QCOMPARE(int(checklist->verdicts.size()), checklist->rubric.itemCount());
        QVERIFY(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM audit_log WHERE entity='evaluation' "
                                                        "AND actor='Ana Reviewer'"))) >= 1);
    }

    void invalidDraftsAreRefusedAndWriteNothing() {
        EvaluationDraft d = fullDraft();
        d.testingUntil = QStringLiteral("2026-05-01");  // before it starts
        QVERIFY(!EvaluationWorkflow::problems(d).isEmpty());
        d = fullDraft();
        d.testingFrom = QStringLiteral("2026-02-30");
        QVERIFY(EvaluationWorkflow::problems(d).join(u' ').contains(QStringLiteral("2026-02-30")));
        d = fullDraft();
        d.handoverReceived = QStringLiteral("2026-04-01");  // before it was requested
        QVERIFY(!EvaluationWorkflow::problems(d).isEmpty());
        d = fullDraft();
        d.title = QStringLiteral("  ");
        QVERIFY(!EvaluationWorkflow::problems(d).isEmpty());
        const auto refused = TB_DB(m_store, EvaluationWorkflow(db).create(m_provider, d, kActor));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::InvalidArgument);
        // An unknown rubric version fails inside the transaction: nothing is left behind.
        d = fullDraft();
        d.rubricVersion = QStringLiteral("9.9");
        QVERIFY(!TB_DB(m_store, EvaluationWorkflow(db).create(m_provider, d, kActor)).ok());
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM evaluation"))), 0);
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT count(*) FROM verdict"))), 0);
    }

    void editChangesFieldsAndTheRubricOnlyWhileNothingIsDecided() {
        const auto id = TB_DB(m_store, EvaluationWorkflow(db).create(m_provider, fullDraft(), kActor));
        TB_VERIFY_OK(id);
        EvaluationDraft d = fullDraft();
        d.title = QStringLiteral("Renamed");
        d.rubricVersion = QStringLiteral("1.0");
        TB_VERIFY_OK(TB_DB(m_store, EvaluationWorkflow(db).edit(*id, d, kActor)));
        auto checklist = TB_DB(m_store, EvaluationRepository(db).checklist(*id));
        TB_VERIFY_OK(checklist);
        QCOMPARE(checklist->evaluation.title, QStringLiteral("Renamed"));
        QCOMPARE(checklist->rubric.version, QStringLiteral("1.0"));
        QCOMPARE(int(checklist->verdicts.size()), checklist->rubric.itemCount());

        // One decided item: the rubric stays, and the other fields of that edit are not half-saved.
        const qint64 item = checklist->rubric.criteria.first().items.first().id;
        TB_VERIFY_OK(TB_DB(m_store, EvaluationRepository(db).setVerdict(*id, item, Verdict::Pass, {}, kActor)));
        d.title = QStringLiteral("Not saved");
        d.rubricVersion = QStringLiteral("2.0");
        const auto refused = TB_DB(m_store, EvaluationWorkflow(db).edit(*id, d, kActor));
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(QStringLiteral("decided")));
        checklist = TB_DB(m_store, EvaluationRepository(db).checklist(*id));
        QCOMPARE(checklist->rubric.version, QStringLiteral("1.0"));
        QCOMPARE(checklist->evaluation.title, QStringLiteral("Renamed"));
        QCOMPARE(checklist->verdictFor(item)->verdict, Verdict::Pass);
    }

    void closeMakesItFinalOnce() {
        const auto id = TB_DB(m_store, EvaluationWorkflow(db).create(m_provider, fullDraft(), kActor));
        TB_VERIFY_OK(id);
        TB_VERIFY_OK(TB_DB(m_store, EvaluationWorkflow(db).close(*id, kActor)));
        const auto e = TB_DB(m_store, EvaluationRepository(db).get(*id));
        QCOMPARE(e->status, EvaluationStatus::Final);
        QVERIFY(!e->closedAt.isEmpty());
        QVERIFY(!TB_DB(m_store, EvaluationWorkflow(db).close(*id, kActor)).ok());
        // Reopened by editing the status: the closing time goes.
        EvaluationDraft d = EvaluationDraft::of(*e);
        d.status = EvaluationStatus::InReview;
        TB_VERIFY_OK(TB_DB(m_store, EvaluationWorkflow(db).edit(*id, d, kActor)));
        QVERIFY(TB_DB(m_store, EvaluationRepository(db).get(*id))->closedAt.isEmpty());
    }

    void aClosedEvaluationIsReadOnlyUntilReopened() {
        // Issue 12 follow-up: verdicts, evidence, scores and the tier of a closed evaluation were still written.
        const auto id = TB_DB(m_store, EvaluationWorkflow(db).create(m_provider, fullDraft(), kActor));
        TB_VERIFY_OK(id);
        const auto checklist = TB_DB(m_store, EvaluationRepository(db).checklist(*id));
        TB_VERIFY_OK(checklist);
        const qint64 item = checklist->rubric.criteria.first().items.first().id;
        const qint64 criterion = checklist->rubric.criteria.first().id;
        TB_VERIFY_OK(TB_DB(m_store, EvaluationWorkflow(db).close(*id, kActor)));
        const int audited = TB_DB(m_store, count(db, QStringLiteral("SELECT COUNT(*) FROM audit_log")));

        const auto verdict =
            TB_DB(m_store, EvaluationWorkflow(db).setVerdict(*id, item, Verdict::Pass, QStringLiteral("late"), kActor));
        QVERIFY(!verdict);
        QCOMPARE(verdict.error().code, ErrorCode::InvalidArgument);
        QVERIFY2(verdict.error().message.contains(QStringLiteral("closed")) &&
                     verdict.error().message.contains(QStringLiteral("--status in_review")),
                 qPrintable(verdict.error().message));
        TierAssignment a;
        a.providerId = m_provider;
        a.evaluationId = *id;
        a.tier = Tier::Gold;
        a.justification = QStringLiteral("late");
        a.actor = kActor;
        QVERIFY(!TB_DB(m_store, RatingWorkflow(db).assignTier(a)));
        QVERIFY(!TB_DB(m_store, RatingWorkflow(db).setFinalScore(*id, criterion, 4.0, QStringLiteral("late"), kActor)));
        QCOMPARE(TB_DB(m_store, count(db, QStringLiteral("SELECT COUNT(*) FROM audit_log"))), audited);  // nothing
        QCOMPARE(TB_DB(m_store, EvaluationRepository(db).checklist(*id))->verdictFor(item)->verdict, Verdict::Unknown);

        // Re-opening is explicit (its status edited), and then the writes go through.
        EvaluationDraft d = EvaluationDraft::of(*TB_DB(m_store, EvaluationRepository(db).get(*id)));
        d.status = EvaluationStatus::InReview;
        TB_VERIFY_OK(TB_DB(m_store, EvaluationWorkflow(db).edit(*id, d, kActor)));
        TB_VERIFY_OK(
            TB_DB(m_store, EvaluationWorkflow(db).setVerdict(*id, item, Verdict::Pass, QStringLiteral("ok"), kActor)));
    }
};

QTEST_GUILESS_MAIN(TestEvaluationWorkflow)
#include "tst_EvaluationWorkflow.moc"
