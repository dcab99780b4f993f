// A change made in another workbench appears in this one's views without Reload (issue 16.5), on both engines
// (tst_TeamDatabaseViews_pg runs it on a real PostgreSQL: LISTEN/NOTIFY on the store's listener connection): the
// provider list, the nodes tab, the prices and the clusters follow what a second store connection to the same
// database (another analyst's workbench) commits. On PostgreSQL also the fault of 16.7 as the window shows it: the
// server restarted mid-session is reported in the status line, the store reconnects by itself, every committed row
// is still listed, and another workbench's commit arrives again. Waits are for events only (QTRY on the widgets).
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/Store.h"
#include "core/usecase/ClusterWorkflow.h"
#include "core/usecase/NodeWorkflow.h"
#include "core/usecase/PricingWorkflow.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"
#include "ui/ChecklistModel.h"
#include "ui/ChecklistView.h"
#include "ui/MainWindow.h"
#include "ui/MessageBox.h"
#include "ui/ProviderListModel.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/pricing/PricingTab.h"
#include "ui/remote/NodesRunsTab.h"

#include <QCoreApplication>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

using namespace tb;

namespace {
constexpr int kWaitMs = 60000;  // a failure bound, not a speed figure

qint64 addProvider(core::Store& store, const QString& name) {
    return store.run([&](QSqlDatabase& db) {
        core::Provider p;
        p.name = name;
        return core::ProviderRepository(db).add(p, QStringLiteral("alice")).valueOr(0);
    });
}

bool listsName(const ui::ProviderListModel* model, const QString& name) {
    return model->containsName(name);
}
}  // namespace

class TestTeamDatabaseViews : public QObject {
    Q_OBJECT

    std::unique_ptr<test::TestDatabase> m_dir;
    std::shared_ptr<core::Store> m_store;  // this workbench's
    std::shared_ptr<core::Store> m_alice;  // another analyst's workbench on the same database
    qint64 m_providerId = 0;

    void openBoth(const QString& where) {
        auto mine = core::Store::open(where);
        QVERIFY2(mine.ok(), qPrintable(mine ? QString() : mine.error().toString()));
        m_store = *mine;
        auto hers = core::Store::open(where);
        QVERIFY2(hers.ok(), qPrintable(hers ? QString() : hers.error().toString()));
        m_alice = *hers;
        m_providerId = addProvider(*m_store, QStringLiteral("Shared Cloud"));
        QVERIFY(m_providerId > 0);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tierbench-team-views"));
        QSettings().clear();
    }

    void init() {
        m_dir = std::make_unique<test::TestDatabase>();
        if (QByteArray(QTest::currentTestFunction()) == "aRestartedServerIsShownAndNothingIsLost") {
            return;  // opens its own database (durable commits)
        }
        TB_OPEN_TEST_DATABASE(where, *m_dir, QStringLiteral("views.tierbench"));
        openBoth(where);
    }

    void cleanup() {
        ui::MessageBox::resetForTests();
        m_alice.reset();
        m_store.reset();
        m_dir.reset();
    }

    void theProviderListFollowsAnotherWorkbench() {
        ui::MainWindow window;
        QSignalSpy loaded(&window, &ui::MainWindow::providersLoaded);
        window.setStore(m_store);
        QTRY_VERIFY(loaded.count() >= 1);
        QVERIFY(listsName(window.providerModel(), QStringLiteral("Shared Cloud")));
        QVERIFY(addProvider(*m_alice, QStringLiteral("Alice's New Cloud")) > 0);
        QTRY_VERIFY_WITH_TIMEOUT(listsName(window.providerModel(), QStringLiteral("Alice's New Cloud")), kWaitMs);
    }

    void theChecklistFollowsAnotherWorkbench() {
        const qint64 providerId = m_providerId;
        const qint64 evaluationId =
            TB_DB(m_store, core::EvaluationRepository(db).create(providerId, QStringLiteral("2.0"),
                                                                 QStringLiteral("Shared round"), QStringLiteral("r"),
                                                                 QStringLiteral("setup")))
                .valueOr(0);
        QVERIFY(evaluationId > 0);
        auto checklist = TB_DB(m_store, core::EvaluationRepository(db).checklist(evaluationId));
        QVERIFY(checklist.ok() && !checklist->verdicts.isEmpty());
        const qint64 item = checklist->verdicts.first().checkItemId;
        QUndoStack undo;
        ui::ChecklistView view(&undo);
        QSignalSpy loaded(&view, &ui::ChecklistView::checklistLoaded);
        view.setStore(m_store);
        view.showEvaluation(evaluationId);
        QTRY_VERIFY(loaded.count() >= 1);
        QCOMPARE(view.model()->stateOf(item).verdict, core::Verdict::Unknown);
        QVERIFY(TB_DB(m_alice, core::EvaluationRepository(db).setVerdict(evaluationId, item, core::Verdict::Pass,
                                                                         QStringLiteral("alice saw it"),
                                                                         QStringLiteral("alice")))
                    .ok());
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->stateOf(item).verdict, core::Verdict::Pass, kWaitMs);
        QCOMPARE(view.model()->stateOf(item).evidence, QStringLiteral("alice saw it"));
    }

    void theNodesTabFollowsAnotherWorkbench() {
        ui::NodesRunsTab tab;
        tab.setStore(m_store);
        tab.setProvider(m_providerId);
        const qint64 providerId = m_providerId;
        core::NodeRecord draft;
        draft.name = QStringLiteral("alice-node");
        draft.host = QStringLiteral("gpu-07.example.net");
        auto added = TB_DB(m_alice, core::NodeWorkflow(db).save(providerId, draft, QString(), QStringLiteral("a")));
        QVERIFY(added.ok());
        QTRY_COMPARE_WITH_TIMEOUT(tab.nodeList()->count(), 1, kWaitMs);
        QTRY_VERIFY(tab.nodeList()->item(0)->text().contains(QLatin1String("alice-node")));
        core::NodeRecord renamed = *added;
        renamed.name = QStringLiteral("alice-renamed");
        QVERIFY(TB_DB(m_alice, core::NodeWorkflow(db).save(providerId, renamed, QString(), QStringLiteral("a"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(tab.nodeList()->item(0)->text().contains(QLatin1String("alice-renamed")), kWaitMs);
    }

    void thePricesFollowAnotherWorkbench() {
        ui::PricingTab tab;
        QSignalSpy reloaded(&tab, &ui::PricingTab::reloaded);
        tab.setStore(m_store);
        tab.setProvider(m_providerId);
        QTRY_VERIFY(reloaded.count() >= 1);
        auto* table = tab.findChild<QTableWidget*>(QStringLiteral("priceTable"));
        QCOMPARE(table->rowCount(), 0);
        core::PriceRecord r;
        r.providerId = m_providerId;
        r.gpuModel = QStringLiteral("B200");
        r.usdPerGpuHour = 4.5;
        r.source = QStringLiteral("alice's quote");
        r.effectiveOn = QDate(2025, 5, 1);
        QVERIFY(TB_DB(m_alice, core::PricingWorkflow(db).save(r, QStringLiteral("alice"))).ok());
        QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, kWaitMs);
    }

    void theClustersFollowAnotherWorkbench() {
        ui::ClustersTab tab;
        QSignalSpy loaded(&tab, &ui::ClustersTab::clustersLoaded);
        tab.setStore(m_store);
        tab.setProvider(m_providerId);
        QTRY_VERIFY(loaded.count() >= 1);
        QCOMPARE(tab.clusterList()->count(), 0);
        const qint64 providerId = m_providerId;
        core::NodeRecord login;
        login.name = QStringLiteral("alice-slurm");
        login.host = QStringLiteral("login.example.net");
        QVERIFY(TB_DB(m_alice, core::ClusterWorkflow(db).save(providerId, login, core::ClusterRecord{}, QString(),
                                                              QStringLiteral("alice")))
                    .ok());
        QTRY_COMPARE_WITH_TIMEOUT(tab.clusterList()->count(), 1, kWaitMs);
        QTRY_VERIFY(tab.clusterList()->item(0)->text().contains(QLatin1String("alice-slurm")));
    }

    // 16.7 as the analyst sees it: the status line and the database label say the server is gone, then back; the
    // list still holds every committed provider, and another workbench's commit arrives again.
    void aRestartedServerIsShownAndNothingIsLost() {
        if (!test::TestDatabase::postgreSqlRequested()) {
            QSKIP("a server restart is a PostgreSQL fault (tst_TeamDatabaseViews_pg)");
        }
        QString why;
        test::PgTestServer* server = test::PgTestServer::shared(&why);
        if (!server) {
            TB_SERVICE_UNAVAILABLE(QStringLiteral("PostgreSQL: ") + why);
        }
        const QString url = server->createDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        // Commits durable the moment they return, as on a default server (the shared one runs without).
        server->psql(QStringLiteral("postgres"),
                     QStringLiteral("ALTER DATABASE \"%1\" SET synchronous_commit = on").arg(url.section(u'/', -1)),
                     &why);
        openBoth(url);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(addProvider(*m_alice, QStringLiteral("Committed Cloud %1").arg(i)) > 0);
        }
        ui::MainWindow window;
        QSignalSpy loaded(&window, &ui::MainWindow::providersLoaded);
        window.setStore(m_store);
        QTRY_VERIFY(loaded.count() >= 1);
        QTRY_VERIFY(listsName(window.providerModel(), QStringLiteral("Committed Cloud 2")));
        const int listed = window.providerModel()->rowCount();
        auto* label = window.findChild<QLabel*>(QStringLiteral("databasePathLabel"));
        QVERIFY(label);
        QVERIFY(server->stop());
        QTRY_VERIFY_WITH_TIMEOUT(label->text().contains(QLatin1String("disconnected")), kWaitMs);
        QVERIFY2(server->start(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(!label->text().contains(QLatin1String("disconnected")), kWaitMs);
        QCOMPARE(window.providerModel()->rowCount(), listed);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(listsName(window.providerModel(), QStringLiteral("Committed Cloud %1").arg(i)));
        }
        // Alice's workbench reconnects on its next write; its commit reaches this window again.
        qint64 after = 0;
        for (int attempt = 0; attempt < 3 && after == 0; ++attempt) {
            after = addProvider(*m_alice, QStringLiteral("After Restart Cloud"));
        }
        QVERIFY(after > 0);
        QTRY_VERIFY_WITH_TIMEOUT(listsName(window.providerModel(), QStringLiteral("After Restart Cloud")), kWaitMs);
    }
};

QTEST_MAIN(TestTeamDatabaseViews)
#include "tst_TeamDatabaseViews.moc"
