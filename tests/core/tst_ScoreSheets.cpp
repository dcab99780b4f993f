// Issue 18.5 in the store: independent score sheets stay hidden from everyone until every reviewer has submitted
// (the API refuses, which the GUI and the CLI both go through), agreement is computed from them, and the
// reconciliation of a criterion sets its final score and records how, in one audited transaction.
#include "core/demo/DemoDatabase.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/Store.h"
#include "core/trust/AgreementReport.h"
#include "core/trust/ScoreSheets.h"
#include "core/usecase/EvaluationWorkflow.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;

class tst_ScoreSheets : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_evaluation = 0;
    QStringList m_criteria, m_items;  // keys of the rubric

    Status save(const QString& reviewer, int offset, bool submit, int itemShift = 0) {
        return m_store->run([&](QSqlDatabase& db) {
            QMap<QString, int> scores, grades;
            for (int i = 0; i < m_criteria.size(); ++i) {
                scores.insert(m_criteria[i], qBound(0, (i % 5) + offset, 5));
            }
            for (int i = 0; i < m_items.size(); ++i) {
                grades.insert(m_items[i], (i + (i % 7 == 0 ? itemShift : 0)) % 3);
            }
            return ScoreSheets(db).save(m_evaluation, reviewer, scores, grades, submit, QStringLiteral("test"));
        });
    }

    int count(const QString& sql) {
        return m_store->run([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
        });
    }

private slots:
    void initTestCase() {
        auto store = DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("s.tierbench")));
        QVERIFY(store);
        m_store = *store;
        auto made = m_store->run([&](QSqlDatabase& db) -> Result<qint64> {
            Provider p;
            p.name = QStringLiteral("Sheets Cloud");
            auto id = ProviderRepository(db).add(p, QStringLiteral("test"));
            if (!id) {
                return id.error();
            }
            return EvaluationWorkflow(db).newestOrNew(*id, QStringLiteral("test"));
        });
        QVERIFY2(made, qPrintable(made ? QString() : made.error().toString()));
        m_evaluation = *made;
        m_store->run([&](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT c.key, i.key FROM criterion c JOIN evaluation e ON e.rubric_id = c.rubric_id "
                                  "JOIN check_item i ON i.criterion_id = c.id WHERE e.id = %1 ORDER BY c.position, "
                                  "i.position")
                       .arg(m_evaluation));
            while (q.next()) {
                if (!m_criteria.contains(q.value(0).toString())) {
                    m_criteria << q.value(0).toString();
                }
                m_items << q.value(1).toString();
            }
            return true;
        });
        QCOMPARE(m_criteria.size(), 10);
        QVERIFY(m_items.size() > 20);
    }

    void scoresStayHiddenUntilEveryoneHasSubmitted() {
        QVERIFY(save(QStringLiteral("Ada"), 0, true));
        // One sheet in: nobody sees anything yet, not even with only one reviewer so far.
        auto alone = m_store->run([&](QSqlDatabase& db) { return ScoreSheets(db).sheets(m_evaluation); });
        QCOMPARE(alone.error().code, ErrorCode::Unsupported);
        QVERIFY(save(QStringLiteral("Bo"), 1, false));  // a draft
        auto hidden = m_store->run([&](QSqlDatabase& db) { return ScoreSheets(db).sheets(m_evaluation); });
        QCOMPARE(hidden.error().code, ErrorCode::Unsupported);
        QVERIFY(hidden.error().message.contains(QLatin1String("Bo")));
        auto report =
            m_store->run([&](QSqlDatabase& db) { return AgreementAnalysis::forEvaluation(db, m_evaluation); });
        QVERIFY(report);
        QVERIFY(!report->visible);
        QVERIFY(report->criteria.isEmpty());
        QCOMPARE(report->states.size(), 2);
        // Reconciling before everyone is in is refused too.
        auto early = m_store->run([&](QSqlDatabase& db) {
            return ScoreSheets(db).reconcile(m_evaluation, m_criteria.first(), 3, QStringLiteral("discussion"), {},
                                             QStringLiteral("test"));
        });
        QCOMPARE(early.error().code, ErrorCode::Unsupported);
        // Each reviewer reads their own sheet at any time.
        auto own =
            m_store->run([&](QSqlDatabase& db) { return ScoreSheets(db).own(m_evaluation, QStringLiteral("Bo")); });
        QVERIFY(own && *own);
        QVERIFY(!(*own)->submitted());
    }

    void submittedSheetsDoNotChange() {
        auto again = save(QStringLiteral("Ada"), 2, true);
        QVERIFY(!again);
        QCOMPARE(again.error().code, ErrorCode::InvalidArgument);
        // An incomplete sheet cannot be submitted; a bad key or score is refused.
        auto partial = m_store->run([&](QSqlDatabase& db) {
            return ScoreSheets(db).save(m_evaluation, QStringLiteral("Cy"), {{m_criteria.first(), 3}}, {}, true,
                                        QStringLiteral("t"));
        });
        QCOMPARE(partial.error().code, ErrorCode::InvalidArgument);
        auto bad = m_store->run([&](QSqlDatabase& db) {
            return ScoreSheets(db).save(m_evaluation, QStringLiteral("Cy"), {{m_criteria.first(), 9}}, {}, false,
                                        QStringLiteral("t"));
        });
        QCOMPARE(bad.error().code, ErrorCode::InvalidArgument);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM score_sheet WHERE reviewer = 'Cy'")), 0);
    }

    void agreementOnceAllAreIn() {
        QVERIFY(save(QStringLiteral("Bo"), 1, true, 1));
        auto report =
            m_store->run([&](QSqlDatabase& db) { return AgreementAnalysis::forEvaluation(db, m_evaluation); });
        QVERIFY(report);
        QVERIFY(report->visible);
        QCOMPARE(report->reviewers, (QStringList{QStringLiteral("Ada"), QStringLiteral("Bo")}));
        QCOMPARE(report->criteria.size(), 10);
        // Bo scored every criterion one higher (capped at 5): agreement on criterion scores is high but not 1.
        QVERIFY(report->criterionScores.kappaQuadratic);
        QVERIFY(*report->criterionScores.kappaQuadratic < 1.0);
        QVERIFY(*report->criterionScores.kappaQuadratic > 0.5);
        QVERIFY(report->criterionScores.alphaOrdinal);
        // Item grades differ on every seventh item only.
        QVERIFY(report->overallItems.kappaLinear && *report->overallItems.kappaLinear < 1.0);
        int itemDisagreements = 0;
        for (const auto& c : report->criteria) {
            itemDisagreements += int(c.disagreeingItems.size());
        }
        QCOMPARE(itemDisagreements, int((m_items.size() + 6) / 7));
        QVERIFY(report->unreconciled() > 0);
    }

    void reconciliationSetsTheFinalScoreAndIsAudited() {
        const int audits = count(QStringLiteral("SELECT count(*) FROM audit_log"));
        auto st = m_store->run([&](QSqlDatabase& db) {
            return ScoreSheets(db).reconcile(m_evaluation, m_criteria.first(), 1.5, QStringLiteral("discussion"),
                                             QStringLiteral("agreed after the call"), QStringLiteral("lead"));
        });
        QVERIFY2(st, qPrintable(st ? QString() : st.error().toString()));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM score_reconciliation")), 1);
        QVERIFY(count(QStringLiteral("SELECT count(*) FROM audit_log")) >= audits + 2);  // final score + record
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM criterion_score WHERE final_score = 1.5 AND "
                                      "evaluation_id = %1")
                           .arg(m_evaluation)),
                 1);
        auto report =
            m_store->run([&](QSqlDatabase& db) { return AgreementAnalysis::forEvaluation(db, m_evaluation); });
        QVERIFY(report->criteria.first().reconciliation);
        QCOMPARE(report->criteria.first().reconciliation->note, QStringLiteral("agreed after the call"));
        // An unknown method writes nothing.
        auto bad = m_store->run([&](QSqlDatabase& db) {
            return ScoreSheets(db).reconcile(m_evaluation, m_criteria.first(), 2, QStringLiteral("coin"), {},
                                             QStringLiteral("lead"));
        });
        QVERIFY(!bad);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM score_reconciliation")), 1);
    }

    void threeReviewersGetAlphaNotKappa() {
        // A third reviewer joins: everything is hidden again until their sheet is in.
        QVERIFY(save(QStringLiteral("Cy"), 0, false));
        auto hidden =
            m_store->run([&](QSqlDatabase& db) { return AgreementAnalysis::forEvaluation(db, m_evaluation); });
        QVERIFY(!hidden->visible);
        QVERIFY(save(QStringLiteral("Cy"), 0, true));
        auto report =
            m_store->run([&](QSqlDatabase& db) { return AgreementAnalysis::forEvaluation(db, m_evaluation); });
        QVERIFY(report->visible);
        QCOMPARE(report->reviewers.size(), 3);
        QVERIFY(!report->criterionScores.kappaLinear);
        QVERIFY(report->criterionScores.alphaOrdinal);
    }
};

QTEST_GUILESS_MAIN(tst_ScoreSheets)
#include "tst_ScoreSheets.moc"
