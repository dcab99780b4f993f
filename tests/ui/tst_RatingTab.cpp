// The provider page's Rating tab on a real SQLite file: suggestions that explain themselves (verdicts,
// measurements, interviews), gates that name themselves, the interview weight, final scores with rationale, tier
// assignment (justification enforced in the UI and the core), Unavailable with a reason, history and audit log.
#include "core/domain/Checklist.h"
#include "core/store/InterviewRepository.h"
#include "core/store/RoundRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/settings/AnalystSettings.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/Widgets.h"
#include "ui/common/AnalystName.h"
#include "ui/rating/RatingTab.h"

#include <QComboBox>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tb;
using tb::test::RatingFixtures;

class TestRatingTab : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::RatingTab> m_tab;
    qint64 m_acme = 0;
    qint64 m_acmeEval = 0;

    QVariant scalar(const QString& sql) {
        return m_store->run([sql](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(sql) && q.next() ? q.value(0) : QVariant();
        });
    }
    int count(const QString& sql) { return scalar(sql).toInt(); }

    void reloadTab() {
        QSignalSpy spy(m_tab.get(), &ui::RatingTab::reloaded);
        m_tab->reload();
        QTRY_VERIFY(spy.count() >= 1);
    }

    QTreeWidgetItem* criterionItem(const QString& name) {
        for (int i = 0; i < tb::test::child<QTreeWidget>(m_tab, "ratingCriteria")->topLevelItemCount(); ++i) {
            if (tb::test::child<QTreeWidget>(m_tab, "ratingCriteria")->topLevelItem(i)->text(0) == name) {
                return tb::test::child<QTreeWidget>(m_tab, "ratingCriteria")->topLevelItem(i);
            }
        }
        return nullptr;
    }

    // Children of a criterion row whose label starts with `prefix` ("Verdict", "Measured", "Interview").
    QList<QTreeWidgetItem*> evidence(const QString& criterion, const QString& prefix) {
        QList<QTreeWidgetItem*> out;
        if (QTreeWidgetItem* item = criterionItem(criterion)) {
            for (int c = 0; c < item->childCount(); ++c) {
                if (item->child(c)->text(0).startsWith(prefix)) {
                    out.append(item->child(c));
                }
            }
        }
        return out;
    }

    void choose(const QString& tierKey) {
        tb::test::child<QComboBox>(m_tab, "ratingTier")
            ->setCurrentIndex(tb::test::child<QComboBox>(m_tab, "ratingTier")->findData(tierKey));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_RatingTab"));
        // The weight is the analyst's setting (core::AnalystSettings); start from the engine's default.
        core::AnalystSettings::setInterviewWeight(core::ScoreSuggester::Config().interviewWeight);
    }

    void init() {
        QSettings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        auto store = core::Store::open(m_dir->filePath(QStringLiteral("rating.sqlite")));
        QVERIFY(store.ok());
        m_store = *store;
        m_store->run([this](QSqlDatabase& db) {
            const qint64 rubric = RatingFixtures::rubric(db);
            m_acme = RatingFixtures::provider(db, QStringLiteral("Acme"), QStringLiteral("gold"));
            m_acmeEval = RatingFixtures::evaluation(db, m_acme, rubric);
            RatingFixtures::allVerdicts(db, m_acmeEval, QStringLiteral("pass"));
            RatingFixtures::verdict(db, m_acmeEval, QStringLiteral("security.pkeys"), QStringLiteral("partial"));
            for (const char* name : {"Beta", "Gamma"}) {
                const qint64 p = RatingFixtures::provider(db, QLatin1String(name));
                const qint64 e = RatingFixtures::evaluation(db, p, rubric);
                RatingFixtures::allVerdicts(db, e, QStringLiteral("partial"));
            }
            core::Interview i;
            i.providerId = m_acme;
            i.heldOn = QDate(2026, 2, 2);
            i.intervieweeName = QStringLiteral("Hedy Lamarr");
            i.role = QStringLiteral("ML engineer");
            i.orgType = core::OrgType::AiLab;
            i.sentiment = {{QStringLiteral("networking"), 2}};
            (void)core::InterviewRepository(db).add(i, QStringLiteral("t"));

            core::RunRepository runs(db);
            core::RunRecord r;
            r.providerId = m_acme;
            r.evaluationId = m_acmeEval;
            r.probe = QStringLiteral("tb-coll");
            r.hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
            r.env = QJsonObject{{QStringLiteral("NCCL_ALGO"), QStringLiteral("ring")}};
            const qint64 run = *runs.create(r);
            (void)runs.addSamples(run,
                                  {{QStringLiteral("all_reduce.busbw"), 8LL << 30, 300.0, QStringLiteral("GB/s"), {}}});
            (void)runs.finish(run, core::RunStatus::Ok, 0);
        });
        m_tab = std::make_unique<ui::RatingTab>();
        m_tab->resize(1200, 800);
        m_tab->show();
        QSignalSpy spy(m_tab.get(), &ui::RatingTab::reloaded);
        m_tab->setStore(m_store);
        m_tab->setProvider(m_acme);
        QTRY_VERIFY(spy.count() >= 1);
        QTRY_VERIFY(m_tab->rating().evaluation.id == m_acmeEval);
    }

    void cleanup() {
        m_tab.reset();
        m_store.reset();
        m_dir.reset();
    }

    void showsSuggestionsThatExplainThemselves() {
        QCOMPARE(tb::test::child<QTreeWidget>(m_tab, "ratingCriteria")->topLevelItemCount(), 3);
        QVERIFY(tb::test::child<QLabel>(m_tab, "ratingSuggestion")->text().startsWith(QStringLiteral("Suggested: ")));
        QVERIFY2(
            m_tab->findChild<QLabel*>(QStringLiteral("ratingStanding"))->text().contains(QStringLiteral("rank 1 of 3")),
            qPrintable(m_tab->findChild<QLabel*>(QStringLiteral("ratingStanding"))->text()));
        QCOMPARE(m_tab->findChild<QLabel*>(QStringLiteral("ratingGates"))->text(), QStringLiteral("Gates: none hit."));
        // Networking was moved by its verdicts, the measured all_reduce (81 % of 370 GB/s) and the interview.
        QCOMPARE(evidence(QStringLiteral("Networking"), QStringLiteral("Verdict")).size(), 2);
        const auto measured = evidence(QStringLiteral("Networking"), QStringLiteral("Measured"));
        QCOMPARE(measured.size(), 1);
        QVERIFY(measured[0]->text(0).contains(QStringLiteral("all_reduce.busbw")));
        QVERIFY(measured[0]->text(5).contains(QStringLiteral("81% of expected")));
        const auto interviews = evidence(QStringLiteral("Networking"), QStringLiteral("Interview"));
        QCOMPARE(interviews.size(), 1);
        QVERIFY(interviews[0]->text(4).startsWith(u'+'));
        // Anonymised even here: the explanation carries the role, never the name.
        QVERIFY(interviews[0]->text(0).contains(QStringLiteral("ML engineer")));
        QVERIFY(!interviews[0]->text(0).contains(QStringLiteral("Hedy")));
        // Security's partial item moved the score less than its passed items did, and says so.
        double partial = -1;
        double passed = -1;
        for (QTreeWidgetItem* v : evidence(QStringLiteral("Security"), QStringLiteral("Verdict"))) {
            const double delta = v->text(4).replace(QChar(0x2212), u'-').toDouble();
            (v->text(5).startsWith(core::verdictName(core::Verdict::Partial)) ? partial : passed) = delta;
        }
        QVERIFY(passed > 0);
        QVERIFY2(partial >= 0 && partial < passed, qPrintable(QStringLiteral("%1 %2").arg(partial).arg(passed)));
    }

    void gatesNameThemselves() {
        m_store->run([this](QSqlDatabase& db) {
            RatingFixtures::verdict(db, m_acmeEval, QStringLiteral("security.acs"), QStringLiteral("fail"));
        });
        reloadTab();
        const QString gates = m_tab->findChild<QLabel*>(QStringLiteral("ratingGates"))->text();
        QVERIFY2(gates.contains(QStringLiteral("PCIe ACS left enabled")), qPrintable(gates));
        QCOMPARE(m_tab->rating().suggestion.tier, core::Tier::Underperforming);
        QVERIFY(tb::test::child<QLabel>(m_tab, "ratingSuggestion")->text().contains(QStringLiteral("Underperforming")));
    }

    void interviewWeightIsConfigurable() {
        const double before =
            evidence(QStringLiteral("Networking"), QStringLiteral("Interview"))[0]->text(4).toDouble();
        QSignalSpy spy(m_tab.get(), &ui::RatingTab::reloaded);
        tb::test::child<QDoubleSpinBox>(m_tab, "ratingInterviewWeight")->setValue(0.8);
        QTRY_VERIFY(spy.count() >= 1);
        const double after = evidence(QStringLiteral("Networking"), QStringLiteral("Interview"))[0]->text(4).toDouble();
        QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        // One setting (core::AnalystSettings) that `rate`, `tier assign` and the review PDF read too.
        QCOMPARE(core::AnalystSettings::interviewWeight(), 0.8);
        core::AnalystSettings::setInterviewWeight(core::ScoreSuggester::Config().interviewWeight);  // for the others
    }

    void overrideWithoutJustificationIsRefused() {
        const auto suggested = m_tab->rating().suggestion.tier;
        QVERIFY(suggested);
        QCOMPARE(tb::test::child<QComboBox>(m_tab, "ratingTier")->currentData().toString(), core::tierKey(*suggested));
        choose(*suggested == core::Tier::Bronze ? QStringLiteral("gold") : QStringLiteral("bronze"));
        QVERIFY(!tb::test::child<QPushButton>(m_tab, "ratingAssign")->isEnabled());
        QSignalSpy changed(m_tab.get(), &ui::RatingTab::changeFinished);
        m_tab->assignTier();  // even when called directly
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toBool(), false);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM rating")), 0);

        tb::test::child<QPlainTextEdit>(m_tab, "ratingJustification")
            ->setPlainText(QStringLiteral("Support answered every ticket within an hour"));
        QVERIFY(tb::test::child<QPushButton>(m_tab, "ratingAssign")->isEnabled());
        QSignalSpy reloaded(m_tab.get(), &ui::RatingTab::reloaded);
        QTest::mouseClick(tb::test::child<QPushButton>(m_tab, "ratingAssign"), Qt::LeftButton);
        QTRY_COMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).toBool(), true);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM rating WHERE justification LIKE 'Support answered%'")), 1);
        QCOMPARE(scalar(QStringLiteral("SELECT suggested_tier FROM rating")).toString(), core::tierKey(*suggested));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'rating' AND action = 'assign'")),
                 1);
        QTRY_VERIFY(reloaded.count() >= 1);
        QTRY_COMPARE(m_tab->history().size(), 1);
        QTreeWidgetItem* row = tb::test::child<QTreeWidget>(m_tab, "ratingHistory")->topLevelItem(0);
        QCOMPARE(row->text(1), ui::analystName());
        QVERIFY(!row->text(0).isEmpty());
        QVERIFY(row->text(5).startsWith(QStringLiteral("Support answered")));
        QVERIFY(tb::test::child<QPlainTextEdit>(m_tab, "ratingJustification")->toPlainText().isEmpty());
    }

    void agreeingNeedsNoJustification() {
        QVERIFY(tb::test::child<QPushButton>(m_tab, "ratingAssign")->isEnabled());
        QSignalSpy changed(m_tab.get(), &ui::RatingTab::changeFinished);
        m_tab->assignTier();
        QTRY_COMPARE(changed.count(), 1);
        QVERIFY(changed.first().at(0).toBool());
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM rating WHERE justification = ''")), 1);
    }

    void aClosedEvaluationCannotBeRatedHere() {
        // Closed (final) elsewhere: the tab follows and offers no tier and no final score to write.
        QVERIFY(tb::test::child<QPushButton>(m_tab, "ratingAssign")->isEnabled());
        m_store->run([this](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("UPDATE evaluation SET status = 'final' WHERE id = %1").arg(m_acmeEval));
        });
        reloadTab();
        QVERIFY(m_tab->rating().evaluation.closed);
        QVERIFY(!tb::test::child<QPushButton>(m_tab, "ratingAssign")->isEnabled());
        QVERIFY(!tb::test::child<QComboBox>(m_tab, "ratingTier")->isEnabled());
        QVERIFY(m_tab->findChild<QLabel*>(QStringLiteral("ratingAssignHint"))->text().contains(u"closed"));
        tb::test::child<QTreeWidget>(m_tab, "ratingCriteria")
            ->setCurrentItem(tb::test::child<QTreeWidget>(m_tab, "ratingCriteria")->topLevelItem(0));
        auto* saveScore = m_tab->findChild<QPushButton*>(QStringLiteral("ratingSaveScore"));
        QVERIFY(saveScore);
        QVERIFY(!saveScore->isEnabled());
    }

    void finalScoreNeedsRationaleWhenFarFromSuggestion() {
        QVERIFY(m_tab->selectCriterion(QStringLiteral("security")));
        m_tab->findChild<QCheckBox*>(QStringLiteral("ratingOverride"))->setChecked(true);
        tb::test::child<QDoubleSpinBox>(m_tab, "ratingFinalScore")->setValue(0.5);
        tb::test::child<QLineEdit>(m_tab, "ratingRationale")->clear();
        QSignalSpy changed(m_tab.get(), &ui::RatingTab::changeFinished);
        m_tab->saveFinalScore();
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toBool(), false);
        QVERIFY(scalar(QStringLiteral("SELECT final_score FROM criterion_score cs JOIN criterion c ON c.id = "
                                      "cs.criterion_id WHERE c.key = 'security'"))
                    .isNull());

        tb::test::child<QLineEdit>(m_tab, "ratingRationale")
            ->setText(QStringLiteral("Shared admin credentials across tenants"));
        QSignalSpy reloaded(m_tab.get(), &ui::RatingTab::reloaded);
        m_tab->saveFinalScore();
        QTRY_COMPARE(changed.count(), 2);
        QVERIFY(changed.at(1).at(0).toBool());
        QCOMPARE(scalar(QStringLiteral("SELECT final_score FROM criterion_score cs JOIN criterion c ON c.id = "
                                       "cs.criterion_id WHERE c.key = 'security'"))
                     .toDouble(),
                 0.5);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'criterion_score' AND action = "
                                      "'set'")),
                 1);
        QTRY_VERIFY(reloaded.count() >= 1);
        QTRY_COMPARE(criterionItem(QStringLiteral("Security"))->text(3), QStringLiteral("0.50"));
    }

    void unavailableWithReason() {
        choose(QStringLiteral("unavailable"));
        QVERIFY(tb::test::child<QComboBox>(m_tab, "ratingUnavailableReason")->isEnabled());
        tb::test::child<QComboBox>(m_tab, "ratingUnavailableReason")
            ->setCurrentIndex(
                tb::test::child<QComboBox>(m_tab, "ratingUnavailableReason")->findData(QStringLiteral("sold_out")));
        QVERIFY(tb::test::child<QPushButton>(m_tab, "ratingAssign")->isEnabled());
        QSignalSpy changed(m_tab.get(), &ui::RatingTab::changeFinished);
        QSignalSpy reloaded(m_tab.get(), &ui::RatingTab::reloaded);
        m_tab->assignTier();
        QTRY_COMPARE(changed.count(), 1);
        QVERIFY2(changed.first().at(0).toBool(), qPrintable(changed.first().at(1).toString()));
        QCOMPARE(scalar(QStringLiteral("SELECT unavailable_reason FROM evaluation WHERE id = %1").arg(m_acmeEval))
                     .toString(),
                 QStringLiteral("sold_out"));
        QCOMPARE(scalar(QStringLiteral("SELECT assigned_tier FROM rating")).toString(), QStringLiteral("unavailable"));
        QCOMPARE(scalar(QStringLiteral("SELECT suggested_tier FROM rating")).toString(), QStringLiteral("unavailable"));
        QVERIFY(count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity = 'evaluation'")) >= 1);
        QTRY_VERIFY(reloaded.count() >= 1);
        QTRY_COMPARE(m_tab->rating().suggestion.tier, core::Tier::Unavailable);
        QVERIFY(m_tab->history().value(0).justification.contains(QStringLiteral("sold out")));
    }

    // ClusterMAX 3.0's "unable to test" from the page, as `tier unable-to-test` does it: a state of the evaluation,
    // not a tier; the badge says so and no tier is suggested; the same button clears it.
    void unableToTestIsMarkedAndClearedHere() {
        auto* button = tb::test::child<QPushButton>(m_tab, "ratingUnableToTest");
        QVERIFY(button->isEnabled());
        QVERIFY2(button->text().contains(u"Mark"), qPrintable(button->text()));
        QSignalSpy changed(m_tab.get(), &ui::RatingTab::changeFinished);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(changed.count(), 1);
        QVERIFY2(changed.first().at(0).toBool(), qPrintable(changed.first().at(1).toString()));
        QCOMPARE(scalar(QStringLiteral("SELECT unable_to_test FROM evaluation WHERE id = %1").arg(m_acmeEval)).toInt(),
                 1);
        QTRY_VERIFY(m_tab->rating().evaluation.unableToTest);
        QVERIFY(!m_tab->rating().suggestion.tier.has_value());
        QTRY_VERIFY(button->text().contains(u"Clear"));
        QVERIFY(tb::test::child<QLabel>(m_tab, "ratingAssignHint")->text().contains(u"clears the mark"));
        if (const QString shots = qEnvironmentVariable("TB_SHOTS_DIR"); !shots.isEmpty()) {
            QVERIFY(m_tab->grab().save(shots + QStringLiteral("/rating-unable-to-test.png")));
        }
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(changed.count(), 2);
        QVERIFY2(changed.at(1).at(0).toBool(), qPrintable(changed.at(1).at(1).toString()));
        QCOMPARE(scalar(QStringLiteral("SELECT unable_to_test FROM evaluation WHERE id = %1").arg(m_acmeEval)).toInt(),
                 0);
        QTRY_VERIFY(!m_tab->rating().evaluation.unableToTest);
        QTRY_VERIFY(button->text().contains(u"Mark"));
        // A closed evaluation offers neither.
        m_store->run([this](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("UPDATE evaluation SET status = 'final' WHERE id = %1").arg(m_acmeEval));
        });
        reloadTab();
        QVERIFY(!button->isEnabled());
    }

    void measuredTierAfterUnavailableClearsReasonAndHistoryNamesRound() {
        const auto [updated, opened] = m_store->run([this](QSqlDatabase& db) {
            QSqlQuery q(db);
            const bool u =
                q.exec(QStringLiteral("UPDATE evaluation SET unavailable_reason = 'access_refused' WHERE id = %1")
                           .arg(m_acmeEval));
            return std::pair{u, core::RoundRepository(db).open(QStringLiteral("2.1"), QStringLiteral("t")).ok()};
        });
        QVERIFY(updated);
        QVERIFY(opened);
        reloadTab();
        QCOMPARE(m_tab->rating().suggestion.tier, core::Tier::Unavailable);
        choose(QStringLiteral("silver"));
        tb::test::child<QPlainTextEdit>(m_tab, "ratingJustification")
            ->setPlainText(QStringLiteral("Access granted after all; tested in week 3"));
        QSignalSpy changed(m_tab.get(), &ui::RatingTab::changeFinished);
        QSignalSpy reloaded(m_tab.get(), &ui::RatingTab::reloaded);
        m_tab->assignTier();
        QTRY_COMPARE(changed.count(), 1);
        QVERIFY2(changed.first().at(0).toBool(), qPrintable(changed.first().at(1).toString()));
        QCOMPARE(scalar(QStringLiteral("SELECT unavailable_reason FROM evaluation WHERE id = %1").arg(m_acmeEval))
                     .toString(),
                 QString());
        QTRY_VERIFY(reloaded.count() >= 1);
        QTRY_COMPARE(m_tab->history().size(), 1);
        QCOMPARE(tb::test::child<QTreeWidget>(m_tab, "ratingHistory")->topLevelItem(0)->text(4), QStringLiteral("2.1"));
        QVERIFY(m_tab->rating().suggestion.tier != core::Tier::Unavailable);
    }

    // Issue 12.2: a near-empty evaluation says on the tab why it has no tier and which criteria are not scored, and
    // it does not move the others' standing (Acme stays among three peers, not four).
    void aNearEmptyEvaluationSaysWhyItHasNoTier() {
        const qint64 sparse = m_store->run([](QSqlDatabase& db) {
            const qint64 p = RatingFixtures::provider(db, QStringLiteral("Sparse"));
            QSqlQuery q(db);
            q.exec(QStringLiteral("SELECT id FROM rubric_version WHERE version='t1'"));
            q.next();
            const qint64 e = RatingFixtures::evaluation(db, p, q.value(0).toLongLong());
            RatingFixtures::verdict(db, e, QStringLiteral("networking.nccl"), QStringLiteral("fail"));
            return p;
        });
        QSignalSpy spy(m_tab.get(), &ui::RatingTab::reloaded);
        m_tab->setProvider(m_acme);
        QTRY_VERIFY(spy.count() >= 1);
        QCOMPARE(m_tab->rating().suggestion.standing.peerCount, 3);
        m_tab->setProvider(sparse);
        QTRY_VERIFY(m_tab->rating().providerId == sparse && m_tab->rating().evaluation.id > 0);
        QVERIFY(!m_tab->rating().suggestion.tier);
        auto* coverage = m_tab->findChild<QLabel*>(QStringLiteral("ratingCoverage"));
        QVERIFY(coverage);
        QVERIFY2(coverage->text().contains(QStringLiteral("Scored criteria: 1 of 3; a tier needs at least 2")),
                 qPrintable(coverage->text()));
        QVERIFY(m_tab->findChild<QLabel*>(QStringLiteral("ratingReasons"))->text().contains(QStringLiteral("1 of 3")));
        QTreeWidgetItem* security = criterionItem(QStringLiteral("Security"));
        QVERIFY(security);
        QCOMPARE(security->text(2), QStringLiteral("not scored"));
        QVERIFY(security->text(5).contains(QStringLiteral("0 of 3 items decided, 2 needed")));
        // Loop 4g: with nothing suggested the form proposed Platinum (the first entry). Nothing is preselected now,
        // Assign waits for a choice, and a choice survives a reload of the same evaluation.
        QCOMPARE(tb::test::child<QComboBox>(m_tab, "ratingTier")->currentIndex(), -1);
        QVERIFY(!m_tab->findChild<QPushButton*>(QStringLiteral("ratingAssign"))->isEnabled());
        QVERIFY(
            m_tab->findChild<QLabel*>(QStringLiteral("ratingAssignHint"))->text().contains(QStringLiteral("choose")));
        choose(QStringLiteral("silver"));
        m_tab->findChild<QPlainTextEdit*>(QStringLiteral("ratingJustification"))->setPlainText(QStringLiteral("why"));
        QVERIFY(m_tab->findChild<QPushButton*>(QStringLiteral("ratingAssign"))->isEnabled());
        reloadTab();
        QCOMPARE(tb::test::child<QComboBox>(m_tab, "ratingTier")->currentData().toString(), QStringLiteral("silver"));
    }
};

QTEST_MAIN(TestRatingTab)
#include "tst_RatingTab.moc"
