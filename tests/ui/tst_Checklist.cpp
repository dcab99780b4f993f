// The checklist: its model on a real evaluation, and a verdict set through the panel, saved, undone and redone in
// the database.
#include "core/store/EvaluationRepository.h"
#include "tests/support/StoreJob.h"
#include "tests/support/Widgets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/common/AnalystName.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderPage.h"
#include "ui/checklist/VerdictPanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>

using namespace tb;
using tb::ui::ChecklistModel;

class TestChecklist : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    qint64 demoEvaluationId() {
        return scalar(QStringLiteral("SELECT id FROM evaluation ORDER BY id LIMIT 1")).toLongLong();
    }
    QString verdictInDb(qint64 evaluationId, qint64 itemId) {
        return scalar(QStringLiteral("SELECT verdict FROM verdict WHERE evaluation_id=%1 AND check_item_id=%2")
                          .arg(evaluationId)
                          .arg(itemId))
            .toString();
    }
    QString evidenceInDb(qint64 evaluationId, qint64 itemId) {
        return scalar(QStringLiteral("SELECT evidence FROM verdict WHERE evaluation_id=%1 AND check_item_id=%2")
                          .arg(evaluationId)
                          .arg(itemId))
            .toString();
    }

    // Opens the demo evaluation's provider on the Checklist tab; returns the view.
    ui::ChecklistView* openDemoChecklist(qint64 evaluationId) {
        const qint64 providerId =
            scalar(QStringLiteral("SELECT provider_id FROM evaluation WHERE id=%1").arg(evaluationId)).toLongLong();
        ui::ProviderPage* page = m_window->providerPage();
        if (!m_window->selectProvider(providerId)) {
            return nullptr;
        }
        ui::ChecklistView* view = page->checklistView();
        if (!QTest::qWaitFor([&] { return view->model()->evaluationId() == evaluationId; }, 5000)) {
            return nullptr;  // the callers QVERIFY the view
        }
        page->showChecklist();
        return view;
    }

    // Shows the demo evaluation with one item selected, then "bob" saves `pass` on it through a second store on
    // the same file, as another workbench would. The test thread runs no event between that save and the
    // caller's click, so the view still shows the version it read. Returns {evaluation, item} (item 0: failed).
    std::pair<qint64, qint64> bobSavesBehindTheView() {
        const qint64 evaluationId = demoEvaluationId();
        ui::ChecklistView* view = openDemoChecklist(evaluationId);
        if (!view) {
            return {0, 0};
        }
        ChecklistModel* model = view->model();
        const qint64 itemId = model->index(0, 0, model->index(2, 0)).data(ChecklistModel::CheckItemIdRole).toLongLong();
        if (itemId <= 0 || !view->selectItem(itemId) || !QTest::qWaitFor([&] {
                return tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")->checkItemId() == itemId;
            })) {
            return {0, 0};
        }
        auto other = core::Store::open(m_store->path());
        if (!other) {
            return {0, 0};
        }
        const bool saved = (*other)->run([&](QSqlDatabase& db) {
            return core::EvaluationRepository(db)
                .setVerdict(evaluationId, itemId, core::Verdict::Pass, QStringLiteral("bob's evidence"),
                            QStringLiteral("bob"))
                .ok();
        });
        return {evaluationId, saved ? itemId : 0};
    }

private slots:
    void initTestCase() { isolateSettings(); }
    void init() { openDemoWindow(); }
    void cleanup() { closeWindow(); }

    void modelContractOnTheDemoEvaluation() {
        const qint64 evaluationId = demoEvaluationId();
        QVERIFY(evaluationId > 0);
        auto checklist = m_store->run(
            [evaluationId](QSqlDatabase& db) { return core::EvaluationRepository(db).checklist(evaluationId); });
        QVERIFY2(checklist.ok(), checklist ? "" : qPrintable(checklist.error().toString()));

        ChecklistModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setChecklist(*checklist);
        QCOMPARE(model.rowCount(), int(checklist->rubric.criteria.size()));
        QCOMPARE(model.rowCount(), 10);  // the ten ClusterMAX 2.0 criteria
        QCOMPARE(model.itemCount(), checklist->rubric.itemCount());
        int children = 0;
        for (int c = 0; c < model.rowCount(); ++c) {
            children += model.rowCount(model.index(c, 0));
            QCOMPARE(model.index(c, 0).data(ChecklistModel::RowKindRole).toString(), QStringLiteral("criterion"));
            QVERIFY(model.index(c, int(ChecklistModel::Column::Weight)).data(ChecklistModel::RawValueRole).toDouble() >
                    0.0);
        }
        QCOMPARE(children, model.itemCount());
        QVERIFY(model.decidedCount() > 0);  // the worked evaluation has verdicts

        // Change one item: the item row and its criterion's progress follow.
        const core::CheckItem& first = checklist->rubric.criteria.first().items.first();
        const QModelIndex criterion = model.index(0, int(ChecklistModel::Column::Verdict));
        const QString progressBefore = criterion.data().toString();
        const ChecklistModel::State before = model.stateOf(first.id);
        const core::Verdict other = before.verdict == core::Verdict::Fail ? core::Verdict::Pass : core::Verdict::Fail;
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.applyState(evaluationId, first.id, {other, QStringLiteral("seen in the portal")}));
        QCOMPARE(changed.count(), 2);
        const QModelIndex item = model.indexOfItem(first.id, ChecklistModel::Column::Verdict);
        QCOMPARE(item.data().toString(), core::verdictName(other));
        QCOMPARE(item.data(ChecklistModel::VerdictKeyRole).toString(), core::verdictKey(other));
        QCOMPARE(model.indexOfItem(first.id, ChecklistModel::Column::Evidence).data().toString(),
                 QStringLiteral("seen in the portal"));
        if (before.verdict == core::Verdict::Unknown) {
            QVERIFY(criterion.data().toString() != progressBefore);
        }
        // Another evaluation's change does not touch this model.
        QVERIFY(!model.applyState(evaluationId + 1000, first.id, {core::Verdict::Pass, {}}));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void setVerdictThroughThePanelThenUndoAndRedo() {
        const qint64 evaluationId = demoEvaluationId();
        ui::ChecklistView* view = openDemoChecklist(evaluationId);
        QVERIFY(view);
        QCOMPARE(view->model()->evaluationId(), evaluationId);
        QVERIFY(view->isVisible());

        // An item of the second criterion, clicked in the tree.
        ChecklistModel* model = view->model();
        const QModelIndex itemIndex = model->index(0, 0, model->index(1, 0));
        const qint64 itemId = itemIndex.data(ChecklistModel::CheckItemIdRole).toLongLong();
        QVERIFY(itemId > 0);
        QTreeView* tree = tb::test::child<QTreeView>(view, "checklistTree");
        tree->scrollTo(itemIndex);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(itemIndex).center());
        QTRY_COMPARE(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")->checkItemId(), itemId);
        auto* question = tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                             ->findChild<QLabel*>(QStringLiteral("questionLabel"));
        QVERIFY(!question->text().isEmpty());
        auto* guidance = tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                             ->findChild<QLabel*>(QStringLiteral("guidanceLabel"));
        QVERIFY(!guidance->text().isEmpty());

        const QString originalVerdict = verdictInDb(evaluationId, itemId);
        const QString originalEvidence = evidenceInDb(evaluationId, itemId);
        const QString target = core::verdictFromKey(originalVerdict) == core::Verdict::Fail
                                   ? core::verdictKey(core::Verdict::Partial)
                                   : core::verdictKey(core::Verdict::Fail);

        // 1. A verdict button.
        auto* button = tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                           ->findChild<QPushButton*>(QStringLiteral("verdictButton_") + target);
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(verdictInDb(evaluationId, itemId), target);
        QCOMPARE(model->stateOf(itemId).verdict, core::verdictFromKey(target).value());

        // 2. Evidence, saved with the button.
        auto* editor = tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                           ->findChild<QPlainTextEdit*>(QStringLiteral("evidenceEdit"));
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("Ticket 4711: PKeys not set on the IB fabric."));
        auto* save = tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                         ->findChild<QPushButton*>(QStringLiteral("saveEvidenceButton"));
        QVERIFY(save->isEnabled());
        QTest::mouseClick(save, Qt::LeftButton);
        QTRY_COMPARE(evidenceInDb(evaluationId, itemId),
                     QStringLiteral("Ticket 4711: PKeys not set on the IB fabric."));
        QCOMPARE(m_window->undoStack()->count(), 2);

        // 3. Undo twice through the Edit menu's action: the database is back where it was.
        auto* undo = m_window->findChild<QAction*>(QStringLiteral("undoAction"));
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QTRY_COMPARE(evidenceInDb(evaluationId, itemId), originalEvidence);
        QCOMPARE(verdictInDb(evaluationId, itemId), target);
        QCOMPARE(editor->toPlainText(), originalEvidence);  // the panel follows
        undo->trigger();
        QTRY_COMPARE(verdictInDb(evaluationId, itemId), originalVerdict);
        QVERIFY(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                    ->findChild<QPushButton*>(QStringLiteral("verdictButton_") + originalVerdict)
                    ->isChecked());
        QCOMPARE(model->stateOf(itemId).verdict, core::verdictFromKey(originalVerdict).value());

        // 4. Redo by keyboard (Ctrl+Shift+Z).
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        tree->setFocus();  // not the evidence editor, which has an undo/redo of its own
        QTRY_VERIFY(tree->hasFocus());
        QTest::keySequence(m_window.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
        QTRY_COMPARE(verdictInDb(evaluationId, itemId), target);

        // The audit log saw every step.
        QVERIFY(count(QStringLiteral("SELECT count(*) FROM audit_log WHERE entity='verdict'")) >= 4);
    }

    void leavingAnItemSavesItsEvidence() {
        const qint64 evaluationId = demoEvaluationId();
        ui::ChecklistView* view = openDemoChecklist(evaluationId);
        QVERIFY(view);
        ChecklistModel* model = view->model();
        const qint64 firstId =
            model->index(0, 0, model->index(2, 0)).data(ChecklistModel::CheckItemIdRole).toLongLong();
        const qint64 secondId =
            model->index(0, 0, model->index(3, 0)).data(ChecklistModel::CheckItemIdRole).toLongLong();
        QVERIFY(view->selectItem(firstId));
        auto* editor = tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                           ->findChild<QPlainTextEdit*>(QStringLiteral("evidenceEdit"));
        editor->setPlainText(QStringLiteral("Written, then moved on."));
        QVERIFY(view->selectItem(secondId));
        QTRY_COMPARE(evidenceInDb(evaluationId, firstId), QStringLiteral("Written, then moved on."));
        QCOMPARE(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")->checkItemId(), secondId);
    }

    void verdictShortcutsWork() {
        const qint64 evaluationId = demoEvaluationId();
        ui::ChecklistView* view = openDemoChecklist(evaluationId);
        QVERIFY(view);
        ChecklistModel* model = view->model();
        const qint64 itemId = model->index(0, 0, model->index(4, 0)).data(ChecklistModel::CheckItemIdRole).toLongLong();
        QVERIFY(view->selectItem(itemId));
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        tb::test::child<QTreeView>(view, "checklistTree")->setFocus();
        QTRY_VERIFY(tb::test::child<QTreeView>(view, "checklistTree")->hasFocus());
        // Alt+4 = N/A
        QTest::keySequence(m_window.get(), ui::VerdictPanel::verdictShortcut(core::Verdict::NotApplicable));
        QTRY_COMPARE(verdictInDb(evaluationId, itemId), QStringLiteral("na"));
    }

    // Issue 12.5: a verdict saved behind the tab's back (the CLI, the walkthrough, another workbench) shows in the
    // open checklist without Reload; the item the analyst has selected stays selected, and evidence being typed for
    // it is not overwritten.
    void aVerdictSavedElsewhereShowsWithoutReload() {
        const qint64 evaluationId = demoEvaluationId();
        ui::ChecklistView* view = openDemoChecklist(evaluationId);
        QVERIFY(view);
        ChecklistModel* model = view->model();
        const qint64 selectedId =
            model->index(0, 0, model->index(5, 0)).data(ChecklistModel::CheckItemIdRole).toLongLong();
        const qint64 otherId =
            model->index(1, 0, model->index(5, 0)).data(ChecklistModel::CheckItemIdRole).toLongLong();
        QVERIFY(selectedId > 0 && otherId > 0);
        QVERIFY(view->selectItem(selectedId));
        auto* editor = tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                           ->findChild<QPlainTextEdit*>(QStringLiteral("evidenceEdit"));
        editor->setPlainText(QStringLiteral("Being typed"));
        const core::Verdict target =
            model->stateOf(otherId).verdict == core::Verdict::Fail ? core::Verdict::Pass : core::Verdict::Fail;
        QVERIFY(TB_DB(m_store,
                      core::EvaluationRepository(db).setVerdict(
                          evaluationId, otherId, target, QStringLiteral("From the CLI"), QStringLiteral("elsewhere")))
                    .ok());
        QTRY_COMPARE(model->stateOf(otherId).verdict, target);
        QCOMPARE(model->stateOf(otherId).evidence, QStringLiteral("From the CLI"));
        QVERIFY(view->findChild<QLabel*>(QStringLiteral("checklistSummary"))
                    ->text()
                    .contains(QStringLiteral("%1 of").arg(model->decidedCount())));
        // The analyst's place and unsaved text are kept.
        QCOMPARE(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")->checkItemId(), selectedId);
        QCOMPARE(tb::test::child<QTreeView>(view, "checklistTree")
                     ->currentIndex()
                     .siblingAtColumn(0)
                     .data(ChecklistModel::CheckItemIdRole)
                     .toLongLong(),
                 selectedId);
        QCOMPARE(editor->toPlainText(), QStringLiteral("Being typed"));
        // A verdict on the selected item itself moves its buttons but still keeps the typed text.
        QVERIFY(TB_DB(m_store,
                      core::EvaluationRepository(db).setVerdict(evaluationId, selectedId, core::Verdict::NotApplicable,
                                                                QString(), QStringLiteral("elsewhere")))
                    .ok());
        QTRY_COMPARE(model->stateOf(selectedId).verdict, core::Verdict::NotApplicable);
        QTRY_VERIFY(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                        ->findChild<QPushButton*>(QStringLiteral("verdictButton_na"))
                        ->isChecked());
        QCOMPARE(editor->toPlainText(), QStringLiteral("Being typed"));
        QCOMPARE(m_window->undoStack()->count(), 0);  // nothing of ours to undo
    }

    // Another workbench (a second store on the same file) saves the verdict after this one showed it and before
    // the analyst clicks (issue 16.4): the click is refused with who saved, and the answer decides.
    void aVerdictSavedByAnotherAnalystCanBeOverwrittenKnowingly() {
        const auto [evaluationId, itemId] = bobSavesBehindTheView();
        QVERIFY(itemId > 0);
        ui::ChecklistView* view = m_window->providerPage()->checklistView();
        // Ours differs from what the view shows (else the click saves nothing) and from bob's `pass`.
        const bool shownFail = view->model()->stateOf(itemId).verdict == core::Verdict::Fail;
        const QString ours = shownFail ? QStringLiteral("partial") : QStringLiteral("fail");
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(QMessageBox::Save);
        QTest::mouseClick(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                              ->findChild<QPushButton*>(QStringLiteral("verdictButton_") + ours),
                          Qt::LeftButton);
        QTRY_COMPARE(verdictInDb(evaluationId, itemId), ours);
        QVERIFY2(ui::MessageBox::lastText().contains(QLatin1String("bob")), qPrintable(ui::MessageBox::lastText()));
        QTRY_COMPARE(view->model()->stateOf(itemId).verdict, core::verdictFromKey(ours).value());
        QCOMPARE(scalar(QStringLiteral("SELECT changed_by FROM verdict WHERE evaluation_id=%1 AND check_item_id=%2")
                            .arg(evaluationId)
                            .arg(itemId))
                     .toString(),
                 ui::analystName());
    }

    void aVerdictSavedByAnotherAnalystCanBeReloaded() {
        const auto [evaluationId, itemId] = bobSavesBehindTheView();
        QVERIFY(itemId > 0);
        ui::ChecklistView* view = m_window->providerPage()->checklistView();
        // Ours differs from what the view shows (else the click saves nothing) and from bob's `pass`.
        const bool shownFail = view->model()->stateOf(itemId).verdict == core::Verdict::Fail;
        const QString ours = shownFail ? QStringLiteral("partial") : QStringLiteral("fail");
        ui::MessageBox::resetForTests();
        ui::MessageBox::setNextAnswer(QMessageBox::Reset);
        QTest::mouseClick(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                              ->findChild<QPushButton*>(QStringLiteral("verdictButton_") + ours),
                          Qt::LeftButton);
        QTRY_VERIFY(ui::MessageBox::lastText().contains(QLatin1String("bob")));
        // Bob's verdict and evidence are shown and stored; nothing of the refused click is.
        QTRY_COMPARE(view->model()->stateOf(itemId).evidence, QStringLiteral("bob's evidence"));
        QCOMPARE(view->model()->stateOf(itemId).verdict, core::Verdict::Pass);
        QCOMPARE(verdictInDb(evaluationId, itemId), QStringLiteral("pass"));
        // The next click names the version now shown: saved without a question.
        ui::MessageBox::resetForTests();
        QTest::mouseClick(tb::test::child<tb::ui::VerdictPanel>(view, "verdictPanel")
                              ->findChild<QPushButton*>(QStringLiteral("verdictButton_") + ours),
                          Qt::LeftButton);
        QTRY_COMPARE(verdictInDb(evaluationId, itemId), ours);
        QVERIFY(ui::MessageBox::lastText().isEmpty());
    }
};

QTEST_MAIN(TestChecklist)
#include "tst_Checklist.moc"
