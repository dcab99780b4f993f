#include "core/domain/Checklist.h"
#include "core/store/WalkthroughState.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "tests/support/ReviewFixture.h"
#include "ui/walkthrough/WalkthroughMode.h"
#include "ui/walkthrough/WalkthroughWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QVBoxLayout>
#include <QSqlQuery>
#include <QtTest>

using namespace tb::core;
using tb::test::ReviewFixture;
using tb::ui::WalkthroughMode;
using tb::ui::WalkthroughWindow;

namespace {

void collectModel(const QAbstractItemModel* model, const QModelIndex& parent, QStringList& out) {
    for (int r = 0; r < model->rowCount(parent); ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex i = model->index(r, c, parent);
            out << i.data(Qt::DisplayRole).toString() << i.data(Qt::ToolTipRole).toString();
            if (c == 0 && model->hasChildren(i)) {
                collectModel(model, i, out);
            }
        }
    }
}

// Every text a person could see now: all visible top-level windows (titles) and all their visible children.
QStringList visibleTexts() {
    QStringList out;
    for (QWidget* top : QApplication::topLevelWidgets()) {
        if (!top->isVisible()) {
            continue;
        }
        out << top->windowTitle();
        QList<QWidget*> widgets = top->findChildren<QWidget*>();
        widgets.prepend(top);
        for (QWidget* w : widgets) {
            if (!w->isVisible()) {
                continue;
            }
            out << w->toolTip() << w->accessibleName();
            if (auto* l = qobject_cast<QLabel*>(w)) {
                out << l->text();
            } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
                out << b->text();
            } else if (auto* e = qobject_cast<QLineEdit*>(w)) {
                out << e->text() << e->placeholderText();
            } else if (auto* p = qobject_cast<QPlainTextEdit*>(w)) {
                out << p->toPlainText() << p->placeholderText();
            } else if (auto* t = qobject_cast<QTextEdit*>(w)) {
                out << t->toPlainText();
            } else if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
                collectModel(v->model(), v->rootIndex(), out);
            }
        }
    }
    return out;
}

}  // namespace

class TestWalkthrough : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ReviewFixture m_fixture;
    QMainWindow* m_main = nullptr;

    // A stand-in for the workbench: a provider list and a tier board naming every provider.
    void showMainWindow() {
        m_main = new QMainWindow;
        auto* central = new QWidget(m_main);
        auto* layout = new QVBoxLayout(central);
        auto* list = new QListWidget(central);
        list->addItems(QStringList{m_fixture.providerName} + m_fixture.otherNames);
        layout->addWidget(list);
        layout->addWidget(new QLabel(
            QStringLiteral("Tier board: %1 Gold, %2 Silver").arg(m_fixture.otherNames[0], m_fixture.otherNames[1]),
            central));
        m_main->setCentralWidget(central);
        m_main->setWindowTitle(QStringLiteral("Tierbench"));
        m_main->show();
    }

    void assertNothingOfOthers(const char* where) {
        const QString all = visibleTexts().join(u'\n');
        for (const QString& other : m_fixture.otherNames) {
            QVERIFY2(!all.contains(other, Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("%1 visible at %2").arg(other, QLatin1String(where))));
        }
        QVERIFY2(!all.contains(QStringLiteral("Quimby")), where);
    }

    WalkthroughWindow* start() {
        WalkthroughWindow* w = WalkthroughMode::start(m_store, m_fixture.evaluationId, false);
        return w;
    }

private slots:
    void initTestCase() {
        auto store = Store::open(m_dir.filePath(QStringLiteral("walk.tierbench")));
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_fixture = m_store->run([](QSqlDatabase& db) { return ReviewFixture::populate(db); });
        // A walkthrough edits verdicts live, so its evaluation is open: the fixture's is final (closed, read-only).
        const bool reopened = m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("UPDATE evaluation SET status = 'in_review', closed_at = ''"));
        });
        QVERIFY(reopened);
        showMainWindow();
        QDir().mkpath(QStringLiteral("/tmp/tb-shots"));
    }

    void showsNothingAboutOtherProviders() {
        // The test's own check works: before the mode, the main window shows the other names.
        QVERIFY(visibleTexts().join(u'\n').contains(m_fixture.otherNames[0]));
        WalkthroughWindow* w = start();
        QSignalSpy left(w, &WalkthroughWindow::left);
        QTRY_VERIFY(w->isLoaded());
        QVERIFY(!m_main->isVisible());
        QCOMPARE(w->content().providerName, m_fixture.providerName);
        // Every item (one of them has evidence that named a competitor), the jump list, pause and the summary.
        for (int i = 0; i < w->itemCount(); ++i) {
            QCOMPARE(w->position(), i);
            assertNothingOfOthers("item");
            if (i == 0) {
                QVERIFY(w->grab().save(QStringLiteral("/tmp/tb-shots/walkthrough-item.png")));
            }
            QTest::keyClick(w, Qt::Key_N);
        }
        QVERIFY(w->isSummaryShown());
        assertNothingOfOthers("summary");
        QVERIFY(w->grab().save(QStringLiteral("/tmp/tb-shots/walkthrough-summary.png")));
        QTest::keyClick(w, Qt::Key_P);
        QTest::keyClick(w, Qt::Key_J);
        auto* jump = w->findChild<QListWidget*>();
        QVERIFY(jump && jump->isVisible());
        QVERIFY(jump->count() > w->itemCount());  // items plus one header per criterion, nothing else
        assertNothingOfOthers("jump list");
        QVERIFY(w->grab().save(QStringLiteral("/tmp/tb-shots/walkthrough-jump.png")));
        QTest::keyClick(jump, Qt::Key_Escape);
        QTest::keyClick(w, Qt::Key_Space);
        QVERIFY(w->isPaused());
        assertNothingOfOthers("paused");
        QTest::keyClick(w, Qt::Key_Space);
        QTest::keyClick(w, Qt::Key_Escape);
        QCOMPARE(left.count(), 1);
        QTRY_VERIFY(m_main->isVisible());  // the workbench comes back after leaving
    }

    void recordsAnswersOnTheChecklist() {
        WalkthroughWindow* w = start();
        QTRY_VERIFY(w->isLoaded());
        QSignalSpy saved(w, &WalkthroughWindow::verdictSaved);
        QSignalSpy failed(w, &WalkthroughWindow::saveFailed);
        QTest::keyClick(w, Qt::Key_J);
        auto* jump = w->findChild<QListWidget*>();
        jump->setCurrentRow(1);  // first item of the first criterion
        QTest::keyClick(jump, Qt::Key_Return);
        QCOMPARE(w->position(), 0);
        const qint64 itemId = w->currentItem()->checkItemId;
        // Loop 4g: an undecided item read "Generally available" beside its "Unknown" verdict.
        auto* availability = w->findChild<QLabel*>(QStringLiteral("availability"));
        QVERIFY(availability);
        QTest::keyClick(w, Qt::Key_5);  // unknown
        QTRY_COMPARE(saved.count(), 1);
        QVERIFY2(!availability->text().contains(QStringLiteral("available")), qPrintable(availability->text()));
        QTest::keyClick(w, Qt::Key_1);  // pass: now it is
        QTRY_COMPARE(saved.count(), 2);
        QCOMPARE(availability->text(), QStringLiteral("Generally available"));
        saved.clear();

        QTest::keyClick(w, Qt::Key_3);  // fail
        QTRY_COMPARE(saved.count(), 1);
        QTest::keyClick(w, Qt::Key_E);
        auto* notes = w->findChild<QPlainTextEdit*>();
        QVERIFY(!notes->isReadOnly());
        notes->selectAll();
        QTest::keyClicks(notes, QStringLiteral("Attestation audit starts in March."));
        QTest::keyClick(notes, Qt::Key_Escape);
        QVERIFY(notes->isReadOnly());
        QTRY_COMPARE(saved.count(), 2);
        QTest::keyClick(w, Qt::Key_A);  // planned: asks for the promised date
        auto* date = w->findChild<QLineEdit*>();
        QVERIFY(date->isVisible());
        QTest::keyClicks(date, QStringLiteral("2026-03-31"));
        QTest::keyClick(date, Qt::Key_Return);
        QTRY_COMPARE(saved.count(), 4);
        QCOMPARE(failed.count(), 0);
        QVERIFY(w->grab().save(QStringLiteral("/tmp/tb-shots/walkthrough-recorded.png")));

        // The provider's checklist, read back through the same repository the checklist view uses.
        const qint64 eval = m_fixture.evaluationId;
        auto checklist = m_store->run([eval](QSqlDatabase& db) { return EvaluationRepository(db).checklist(eval); });
        QVERIFY(checklist.ok());
        const VerdictRecord* v = checklist->verdictFor(itemId);
        QVERIFY(v);
        QCOMPARE(v->verdict, Verdict::Fail);
        QCOMPARE(v->evidence, QStringLiteral("Attestation audit starts in March."));
        QCOMPARE(v->availability, QStringLiteral("planned"));
        QCOMPARE(v->promisedDate, QStringLiteral("2026-03-31"));

        // The end summary lists the promise.
        QTest::keyClick(w, Qt::Key_J);
        jump->setCurrentRow(jump->count() - 1);
        QTest::keyClick(jump, Qt::Key_Return);
        QTest::keyClick(w, Qt::Key_N);
        QVERIFY(w->isSummaryShown());
        const QString summary = visibleTexts().join(u'\n');
        QVERIFY(summary.contains(QStringLiteral("promised for 2026-03-31")));
        QVERIFY(summary.contains(QStringLiteral("Open items")));
        QSignalSpy left(w, &WalkthroughWindow::left);
        QTest::keyClick(w, Qt::Key_Escape);
        QCOMPARE(left.count(), 1);
    }

    void pausesAndResumesAnotherDay() {
        WalkthroughWindow* w = start();
        QTRY_VERIFY(w->isLoaded());
        QTest::keyClick(w, Qt::Key_J);
        auto* jump = w->findChild<QListWidget*>();
        jump->setCurrentRow(8);  // somewhere in the second criterion
        QTest::keyClick(jump, Qt::Key_Return);
        const int position = w->position();
        const qint64 itemId = w->currentItem()->checkItemId;
        const qint64 criterionId = w->content().criteria[1].id;
        QTRY_VERIFY(w->elapsedMs(criterionId) >= 20);  // the criterion's timer runs
        QSignalSpy stateSaved(w, &WalkthroughWindow::stateSaved);
        QTest::keyClick(w, Qt::Key_Space);
        QVERIFY(w->isPaused());
        QTRY_VERIFY(stateSaved.count() >= 1);
        const qint64 elapsed = w->elapsedMs(criterionId);
        QTest::keyClick(w, Qt::Key_N);  // ignored while paused
        QCOMPARE(w->position(), position);
        QCOMPARE(w->elapsedMs(criterionId), elapsed);  // the clock stands still while paused
        QTest::keyClick(w, Qt::Key_Escape);

        const qint64 eval = m_fixture.evaluationId;
        auto stored = m_store->run([eval](QSqlDatabase& db) { return WalkthroughState::load(db, eval); });
        QVERIFY(stored.ok());
        QCOMPARE(stored->checkItemId, itemId);
        QVERIFY(stored->paused);
        QVERIFY(stored->elapsedMs.value(criterionId) >= elapsed);

        // "Next day": a new window for the same evaluation continues where the session stopped.
        auto* again = new WalkthroughWindow(m_store, eval);
        again->resize(1280, 720);
        again->show();
        QTRY_VERIFY(again->isLoaded());
        QCOMPARE(again->position(), position);
        QVERIFY(again->isPaused());
        QVERIFY(again->elapsedMs(criterionId) >= elapsed);
        QTest::keyClick(again, Qt::Key_Space);
        QVERIFY(!again->isPaused());
        QTest::keyClick(again, Qt::Key_Escape);
        delete again;
    }

    // Loop 4: on a window of 784x456 the guidance box lost its last lines. On a small window every item's question
    // and guidance show whole (the item scrolls instead), and full-screen covers the screen even without a window
    // manager to honour it.
    void guidanceIsNeverCutOff() {
        WalkthroughWindow* w = WalkthroughMode::start(m_store, m_fixture.evaluationId, true);
        QTRY_VERIFY(w->isLoaded());
        QVERIFY2(w->geometry().contains(w->screen()->geometry()),
                 qPrintable(QStringLiteral("%1x%2 on a %3x%4 screen")
                                .arg(w->width())
                                .arg(w->height())
                                .arg(w->screen()->geometry().width())
                                .arg(w->screen()->geometry().height())));
        w->showNormal();
        w->resize(784, 456);
        if (w->isPaused()) {
            QTest::keyClick(w, Qt::Key_Space);
        }
        QTest::keyClick(w, Qt::Key_J);
        auto* jump = w->findChild<QListWidget*>();
        jump->setCurrentRow(1);  // the first item
        QTest::keyClick(jump, Qt::Key_Return);
        QCOMPARE(w->position(), 0);
        for (int i = 0; i < w->itemCount(); ++i) {
            QCOMPARE(w->position(), i);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            for (const char* name : {"guidance", "question", "title"}) {
                auto* label = w->findChild<QLabel*>(QLatin1String(name));
                QVERIFY(label);
                const int needed = label->heightForWidth(label->width());
                QVERIFY2(label->height() >= needed,
                         qPrintable(QStringLiteral("item %1: %2 is %3 px high, needs %4 (%5)")
                                        .arg(i)
                                        .arg(QLatin1String(name))
                                        .arg(label->height())
                                        .arg(needed)
                                        .arg(label->text().left(60))));
            }
            QTest::keyClick(w, Qt::Key_N);
        }
        QSignalSpy left(w, &WalkthroughWindow::left);
        QTest::keyClick(w, Qt::Key_Escape);
        QCOMPARE(left.count(), 1);
    }

    void cleanupTestCase() { delete m_main; }
};

QTEST_MAIN(TestWalkthrough)
#include "tst_Walkthrough.moc"
