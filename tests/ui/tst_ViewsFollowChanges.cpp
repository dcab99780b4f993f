// Issue 12.5: every view reflects a change made anywhere without Reload. The changes here are made behind the
// views' backs (a repository call on the store, as another tab or the CLI in-process would, and a second process
// through the stock sqlite3 shell); the views must show them through the store's one change signal.
#include "core/domain/Provider.h"
#include "core/domain/Interview.h"
#include "core/store/InterviewRepository.h"
#include "core/store/ProviderRepository.h"
#include "tests/support/ForeignSqlite.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/StoreJob.h"
#include "tests/support/Widgets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/providers/ProviderPage.h"
#include "ui/calibration/CalibrationView.h"
#include "ui/compare/CompareView.h"
#include "ui/interviews/InterviewsTab.h"
#include "ui/rating/RatingTab.h"

#include <QListWidget>
#include <QTreeView>

using namespace tb;

class TestViewsFollowChanges : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    template <typename T>
    T* find() {
        return m_window->findChild<T*>();
    }
    static bool listHas(QListWidget* list, const QString& name) {
        return !list->findItems(name, Qt::MatchExactly).isEmpty();
    }
    bool providerListHas(const QString& name) {
        QAbstractItemModel* model = tb::test::child<QTreeView>(m_window, "providerList")->model();
        return !model->match(model->index(0, 0), Qt::DisplayRole, name, 1, Qt::MatchExactly).isEmpty();
    }

private slots:
    void initTestCase() {
        isolateSettings();
        openDemoWindow();
        QVERIFY(!QTest::currentTestFailed());
    }
    void cleanupTestCase() { closeWindow(); }

    void aProviderAddedElsewhereShowsInTheListAndInCompare() {
        auto* compare = find<ui::CompareView>();
        QVERIFY(compare);
        auto* compareList = compare->findChild<QListWidget*>();
        QVERIFY(compareList);
        QTRY_VERIFY(compareList->count() > 0);
        QVERIFY(!listHas(compareList, QStringLiteral("Newcomer")));
        core::Provider p;
        p.name = QStringLiteral("Newcomer");
        QVERIFY(TB_DB(m_store, core::ProviderRepository(db).add(p, QStringLiteral("elsewhere"))).ok());
        QTRY_VERIFY(listHas(compareList, QStringLiteral("Newcomer")));
        QTRY_VERIFY(providerListHas(QStringLiteral("Newcomer")));
    }

    void anInterviewAddedElsewhereShowsInInterviewsAndRating() {
        const qint64 id = scalar(QStringLiteral("SELECT id FROM provider WHERE name='Newcomer'")).toLongLong();
        QVERIFY(id > 0);
        QVERIFY(m_window->selectProvider(id));
        QTRY_COMPARE(m_window->providerPage()->loadedProviderId(), id);
        auto* interviews = find<ui::InterviewsTab>();
        auto* rating = find<ui::RatingTab>();
        QVERIFY(interviews && rating);
        QTest::qWait(100);
        QSignalSpy interviewsReloaded(interviews, &ui::InterviewsTab::reloaded);
        QSignalSpy ratingReloaded(rating, &ui::RatingTab::reloaded);
        core::Interview interview;
        interview.providerId = id;
        interview.heldOn = QDate(2026, 3, 2);
        interview.role = QStringLiteral("ML engineer");
        interview.consent = true;
        interview.sentiment.insert(QStringLiteral("networking"), 1);
        QVERIFY(TB_DB(m_store, core::InterviewRepository(db).add(interview, QStringLiteral("elsewhere"))).ok());
        QTRY_VERIFY(interviewsReloaded.count() >= 1);
        QTRY_VERIFY(ratingReloaded.count() >= 1);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM interview WHERE provider_id=%1").arg(id)), 1);
    }

    void anotherProcessesCommitShowsToo() {
        if (!test::foreignSqliteAvailable()) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("no sqlite3 shell on PATH (Debian package sqlite3)"));
        }
        auto* calibration = find<ui::CalibrationView>();
        QVERIFY(calibration);
        QSignalSpy calibrated(calibration, &ui::CalibrationView::reloaded);
        QCOMPARE(test::foreignSqlite(m_path, QStringLiteral("INSERT INTO provider(name) VALUES ('FromTheCli')")),
                 QString());
        QTRY_VERIFY_WITH_TIMEOUT(providerListHas(QStringLiteral("FromTheCli")), 10000);
        QTRY_VERIFY(calibrated.count() >= 1);
    }
};

QTEST_MAIN(TestViewsFollowChanges)
#include "tst_ViewsFollowChanges.moc"
