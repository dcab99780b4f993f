// Issue 12.9: evaluations are things an analyst makes in the workbench. A provider without one offers to start one
// on the Checklist and the Rating tab; the dialog starts with the Preferences' reviewer and disclosure, refuses an
// impossible testing window inline, and the saved evaluation shows at once (checklist, overview, rating). Edit and
// Close work from the overview; the assigned tier shows in the provider header and on the Rating tab.
#include "core/store/EvaluationRepository.h"
#include "core/settings/AnalystSettings.h"
#include "core/usecase/EvaluationWorkflow.h"
#include "core/usecase/RatingWorkflow.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/StoreJob.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/checklist/EvaluationActions.h"
#include "ui/checklist/EvaluationDialog.h"
#include "ui/common/MessageBox.h"
#include "ui/common/AnalystName.h"
#include "ui/providers/ProviderPage.h"
#include "ui/providers/TierBadge.h"
#include "ui/checklist/VerdictPanel.h"
#include "ui/rating/RatingTab.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>

using namespace tb;

class TestEvaluations : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    qint64 m_lambda = 0;

    ui::ProviderPage* page() { return m_window->providerPage(); }
    ui::EvaluationDialog* waitForDialog() {
        ui::EvaluationDialog* dialog = nullptr;
        (void)QTest::qWaitFor(
            [&] {
                dialog = page()->evaluationActions()->openDialog();
                return dialog && dialog->isVisible();
            },
            5000);
        return dialog;
    }
    static void clickOk(ui::EvaluationDialog* dialog) {
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    }

private slots:
    void initTestCase() {
        isolateSettings();
        core::AnalystSettings::setReviewerName(QStringLiteral("Ana Reviewer"));
        core::AnalystSettings::setDefaultDisclosure(QStringLiteral("No commercial relationship."));
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
        m_lambda = scalar(QStringLiteral("SELECT id FROM provider WHERE name='Lambda'")).toLongLong();
        QVERIFY(m_lambda > 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM evaluation WHERE provider_id=%1").arg(m_lambda)), 0);
        QVERIFY(m_window->selectProvider(m_lambda));
        QTRY_COMPARE(page()->loadedProviderId(), m_lambda);
    }
    void cleanupTestCase() {
        closeWindow();
        core::AnalystSettings::setReviewerName({});
        core::AnalystSettings::setDefaultDisclosure({});
    }

    void checklistAndRatingOfferToStartOne() {
        page()->showChecklist();
        auto* start = page()->checklistView()->findChild<QPushButton*>(QStringLiteral("startEvaluationButton"));
        QVERIFY(start);
        QTRY_VERIFY(start->isVisible());
        auto* rating = page()->findChild<ui::RatingTab*>();
        page()->showTab(rating);
        auto* ratingStart = rating->findChild<QPushButton*>(QStringLiteral("ratingStartEvaluationButton"));
        QTRY_VERIFY(ratingStart->isVisible());
        page()->showChecklist();
        QTest::mouseClick(start, Qt::LeftButton);
        ui::EvaluationDialog* dialog = waitForDialog();
        QVERIFY(dialog);
        // The Preferences, not $USER.
        QCOMPARE(dialog->findChild<QLineEdit*>(QStringLiteral("evaluationReviewerEdit"))->text(),
                 QStringLiteral("Ana Reviewer"));
        QCOMPARE(dialog->findChild<QPlainTextEdit*>(QStringLiteral("evaluationDisclosureEdit"))->toPlainText(),
                 QStringLiteral("No commercial relationship."));
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("evaluationTitleEdit")),
                         QStringLiteral("Hands-on May"));
        dialog->findChild<QLineEdit*>(QStringLiteral("testingFromEdit"))->setText(QStringLiteral("2026-05-18"));
        dialog->findChild<QLineEdit*>(QStringLiteral("testingUntilEdit"))->setText(QStringLiteral("2026-05-04"));
        clickOk(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->errorText().contains(QStringLiteral("before it starts")));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM evaluation WHERE provider_id=%1").arg(m_lambda)), 0);
        dialog->findChild<QLineEdit*>(QStringLiteral("testingUntilEdit"))->setText(QStringLiteral("2026-05-29"));
        clickOk(dialog);
        QTRY_VERIFY(!page()->evaluationActions()->openDialog());
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM evaluation WHERE provider_id=%1 AND title='Hands-on May' "
                                      "AND reviewer='Ana Reviewer' AND testing_until='2026-05-29'")
                           .arg(m_lambda)),
                 1);
        // Shown at once: the checklist with its items, the overview's list, the rating without the offer.
        QTRY_VERIFY(page()->checklistView()->model()->itemCount() > 0);
        QTRY_VERIFY(!start->isVisible());
        auto* list = page()->findChild<QTreeWidget*>(QStringLiteral("evaluationsList"));
        QTRY_COMPARE(list->topLevelItem(0)->text(0), QStringLiteral("Hands-on May"));
        QTRY_VERIFY(!ratingStart->isVisibleTo(rating));
    }

    void editAndCloseFromTheOverview() {
        page()->tabs()->setCurrentIndex(0);
        auto* list = page()->findChild<QTreeWidget*>(QStringLiteral("evaluationsList"));
        list->setCurrentItem(list->topLevelItem(0));
        auto* edit = page()->findChild<QPushButton*>(QStringLiteral("editEvaluationButton"));
        QVERIFY(edit->isEnabled());
        QTest::mouseClick(edit, Qt::LeftButton);
        ui::EvaluationDialog* dialog = waitForDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit*>(QStringLiteral("testingFromEdit"))->text(),
                 QStringLiteral("2026-05-18"));
        auto* status = dialog->findChild<QComboBox*>(QStringLiteral("evaluationStatusCombo"));
        status->setCurrentIndex(status->findData(QStringLiteral("in_review")));
        dialog->findChild<QLineEdit*>(QStringLiteral("handoverRequestedEdit"))->setText(QStringLiteral("2026-05-01"));
        clickOk(dialog);
        QTRY_COMPARE(scalar(QStringLiteral("SELECT status FROM evaluation WHERE provider_id=%1").arg(m_lambda)),
                     QVariant(QStringLiteral("in_review")));
        QCOMPARE(scalar(QStringLiteral("SELECT handover_requested FROM evaluation WHERE provider_id=%1").arg(m_lambda)),
                 QVariant(QStringLiteral("2026-05-01")));

        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        auto* close = page()->findChild<QPushButton*>(QStringLiteral("closeEvaluationButton"));
        QTRY_VERIFY(close->isEnabled());
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_COMPARE(scalar(QStringLiteral("SELECT status FROM evaluation WHERE provider_id=%1").arg(m_lambda)),
                     QVariant(QStringLiteral("final")));
        QTRY_VERIFY(list->topLevelItem(0)->text(1).contains(QStringLiteral("closed")));
        QTRY_VERIFY(!close->isEnabled());  // closed once
        // Closed is read-only in the checklist too (the store refuses its verdicts as well).
        auto* panel = page()->checklistView()->findChild<ui::VerdictPanel*>();
        QVERIFY(panel);
        QTRY_VERIFY(!panel->isEnabled());
    }

    void theAssignedTierShowsInTheHeaderAndOnTheRatingTab() {
        auto* header = page()->findChild<ui::TierBadge*>(QStringLiteral("assignedTierBadge"));
        QVERIFY(header);
        QVERIFY(!header->isVisible());
        const qint64 evaluation =
            scalar(QStringLiteral("SELECT id FROM evaluation WHERE provider_id=%1").arg(m_lambda)).toLongLong();
        core::TierAssignment a;
        a.providerId = m_lambda;
        a.evaluationId = evaluation;
        a.tier = core::Tier::Bronze;
        a.justification = QStringLiteral("Nothing decided yet; a placeholder to see the header.");
        a.actor = QStringLiteral("elsewhere");
        // The evaluation was closed above, and a closed one's tier is read-only: refused, then re-opened explicitly.
        QVERIFY(!TB_DB(m_store, core::RatingWorkflow(db).assignTier(a)));
        auto e = TB_DB(m_store, core::EvaluationRepository(db).get(evaluation));
        TB_VERIFY_OK(e);
        core::EvaluationDraft reopen = core::EvaluationDraft::of(*e);
        reopen.status = core::EvaluationStatus::InReview;
        TB_VERIFY_OK(
            TB_DB(m_store, core::EvaluationWorkflow(db).edit(evaluation, reopen, QStringLiteral("elsewhere"))));
        TB_VERIFY_OK(TB_DB(m_store, core::RatingWorkflow(db).assignTier(a)));
        QTRY_VERIFY(header->isVisible());
        QCOMPARE(header->tier(), std::optional<core::Tier>(core::Tier::Bronze));
        auto* rating = page()->findChild<ui::RatingTab*>();
        auto* ratingBadge = rating->findChild<ui::TierBadge*>(QStringLiteral("ratingAssignedBadge"));
        QTRY_COMPARE(ratingBadge->tier(), std::optional<core::Tier>(core::Tier::Bronze));
    }

    // Issue 16.4: another analyst ("bob") saves the evaluation while the dialog is open. Saving asks; Keep editing
    // leaves the dialog and bob's save as they are, Reload shows bob's version in the dialog (a save then goes over
    // it without asking again), Overwrite saves this dialog's version over bob's knowingly.
    void aConflictingEvaluationEditCanBeKeptReloadedOrOverwritten() {
        const qint64 id =
            scalar(QStringLiteral("SELECT id FROM evaluation WHERE provider_id=%1").arg(m_lambda)).toLongLong();
        QVERIFY(id > 0);
        const auto openAndLetBobSave = [&](const QString& bobsTitle) -> ui::EvaluationDialog* {
            page()->tabs()->setCurrentIndex(0);
            auto* list = page()->findChild<QTreeWidget*>(QStringLiteral("evaluationsList"));
            // The list is rebuilt after every save: select only once it shows what is stored, or the rebuild
            // arriving after the click (a loaded machine) leaves Edit with nothing selected.
            const QString stored =
                scalar(QStringLiteral("SELECT title FROM evaluation WHERE id=%1").arg(id)).toString();
            (void)QTest::qWaitFor(
                [&] { return list->topLevelItemCount() > 0 && list->topLevelItem(0)->text(0) == stored; }, 10000);
            list->setCurrentItem(list->topLevelItem(0));
            QTest::mouseClick(page()->findChild<QPushButton*>(QStringLiteral("editEvaluationButton")), Qt::LeftButton);
            ui::EvaluationDialog* dialog = waitForDialog();
            if (!dialog) {
                return nullptr;
            }
            dialog->findChild<QLineEdit*>(QStringLiteral("evaluationTitleEdit"))->setText(QStringLiteral("mine"));
            const bool bobSaved = TB_DB(m_store, [&]() -> bool {
                auto e = core::EvaluationRepository(db).get(id);
                if (!e) {
                    return false;
                }
                core::EvaluationDraft d = core::EvaluationDraft::of(*e);
                d.title = bobsTitle;
                return core::EvaluationWorkflow(db).edit(id, d, QStringLiteral("bob")).ok();
            }());
            return bobSaved ? dialog : nullptr;
        };
        const auto title = [&] {
            return scalar(QStringLiteral("SELECT title FROM evaluation WHERE id=%1").arg(id)).toString();
        };

        ui::EvaluationDialog* dialog = openAndLetBobSave(QStringLiteral("bob's title"));
        QVERIFY(dialog);
        auto* titleEdit = dialog->findChild<QLineEdit*>(QStringLiteral("evaluationTitleEdit"));
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(QMessageBox::Cancel);  // Keep editing
        clickOk(dialog);
        QTRY_VERIFY(dialog->errorText().contains(QLatin1String("bob")));
        QVERIFY2(ui::MessageBox::lastText().contains(QLatin1String("bob")), qPrintable(ui::MessageBox::lastText()));
        QVERIFY(dialog->isVisible());
        QCOMPARE(titleEdit->text(), QStringLiteral("mine"));
        QCOMPARE(title(), QStringLiteral("bob's title"));

        ui::MessageBox::setNextAnswer(QMessageBox::Reset);  // Reload
        clickOk(dialog);
        QTRY_COMPARE(titleEdit->text(), QStringLiteral("bob's title"));
        QVERIFY(dialog->isVisible());
        QCOMPARE(title(), QStringLiteral("bob's title"));
        titleEdit->setText(QStringLiteral("after reload"));
        QPointer<ui::EvaluationDialog> guard(dialog);
        clickOk(dialog);
        QTRY_VERIFY(!guard || !guard->isVisible());
        QCOMPARE(title(), QStringLiteral("after reload"));

        dialog = openAndLetBobSave(QStringLiteral("bob again"));
        QVERIFY(dialog);
        guard = dialog;
        ui::MessageBox::setNextAnswer(QMessageBox::Save);  // Overwrite
        clickOk(dialog);
        QTRY_VERIFY(!guard || !guard->isVisible());
        QCOMPARE(title(), QStringLiteral("mine"));
        QCOMPARE(scalar(QStringLiteral("SELECT changed_by FROM evaluation WHERE id=%1").arg(id)).toString(),
                 ui::analystName());
    }
};

QTEST_MAIN(TestEvaluations)
#include "tst_Evaluations.moc"
