// A change made in another workbench appears in this one's views without Reload (issue 16.5), on both engines
// (tst_TeamDatabaseViews_pg runs it on a real PostgreSQL: LISTEN/NOTIFY on the store's listener connection): the
// provider list, the nodes tab, the prices, the clusters, the tier a provider was assigned (rating tab, page header,
// tier board) and the runs of another analyst's probe run or import (results and node history, chart included) follow
// what a second store connection to the same database (another analyst's workbench) commits. On PostgreSQL also the
// fault of 16.7 as the window shows it: the server restarted mid-session is reported in the status line, the store
// reconnects by itself, every committed row is still listed, and another workbench's commit arrives again. Waits are
// for events only (QTRY on the widgets).
#include "core/import/Importer.h"
#include "core/run/ProbeRunner.h"
#include "core/run/RunRecorder.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunOwnership.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "core/store/Transaction.h"
#include "core/usecase/ClusterWorkflow.h"
#include "core/usecase/ImportWorkflow.h"
#include "core/usecase/NodeWorkflow.h"
#include "core/usecase/PricingWorkflow.h"
#include "core/usecase/RatingWorkflow.h"
#include "tests/support/PgTestServer.h"
#include "tests/support/StoreJob.h"
#include "tests/support/TestDatabase.h"
#include "tests/support/Widgets.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/main/MainWindow.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderListModel.h"
#include "ui/providers/ProviderPage.h"
#include "ui/providers/TierBadge.h"
#include "ui/charts/SweepChart.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/pricing/PricingTab.h"
#include "ui/rating/RatingTab.h"
#include "ui/runs/NodesRunsTab.h"
#include "ui/runs/RenderableView.h"
#include "ui/runs/ResultsTab.h"
#include "ui/runs/RunHistoryModel.h"
#include "ui/runs/RunHistoryPanel.h"
#include "ui/tierboard/TierBoardView.h"
#include "ui/tierboard/TierBoardWidget.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTreeWidget>
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

// The tier the board places `providerId` at as assigned; nullopt when it has none (or is not on the board).
std::optional<core::Tier> boardTier(const ui::TierBoardView& view, qint64 providerId) {
    const auto* board = view.findChild<ui::TierBoardWidget*>();
    for (const core::TierBoardEntry& e : board ? board->board().entries : QList<core::TierBoardEntry>()) {
        if (e.providerId == providerId) {
            return e.assigned;
        }
    }
    return std::nullopt;
}

// The newest assignment as the rating tab's history lists it: "tier|justification", or "" when none.
QString newestAssignment(const ui::RatingTab& tab) {
    return tab.history().isEmpty() ? QString()
                                   : tab.history().first().assignedTier + u'|' +
                                         tb::test::child<QTreeWidget>(&tab, "ratingHistory")->topLevelItem(0)->text(5);
}

// Every point the run history's chart draws (all series), or -1 when it shows no sweep chart.
int chartedPoints(const ui::RunHistoryPanel* history) {
    const auto* chart =
        dynamic_cast<ui::SweepChart*>(tb::test::child<tb::ui::RenderableView>(history, "historyChart")->renderable());
    if (!chart) {
        return -1;
    }
    int points = 0;
    for (int i = 0; i < chart->seriesCount(); ++i) {
        points += int(chart->seriesPoints(i).size());
    }
    return points;
}

QString cell(const ui::RunHistoryPanel* history, int row, ui::RunHistoryModel::Column column) {
    return history->model()->rowCount() > row ? history->model()->index(row, int(column)).data().toString() : QString();
}

// tb-membw's protocol lines as a node prints them: hello, then one h2d.bw sample per size in `sizesLog2`.
QByteArray membwLines(std::initializer_list<int> sizesLog2, bool hello) {
    QByteArray out;
    if (hello) {
        out += R"j({"tb":1,"type":"hello","probe":"tb-membw","version":"0.1.0","host":"gpu-07","backend":"cuda",)j"
               R"j("devices":[{"index":0,"name":"NVIDIA H200"}],"libs":{"driver":"580.65.06 (CUDA 13.0)"}})j"
               "\n";
    }
    for (int e : sizesLog2) {
        out += QStringLiteral(R"({"tb":1,"type":"sample","metric":"h2d.bw","size":%1,"value":%2,"unit":"GB/s"})")
                   .arg(qint64(1) << e)
                   .arg(20 + e)
                   .toUtf8() +
               "\n";
    }
    return out;
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
        QTRY_COMPARE_WITH_TIMEOUT(tb::test::child<QListWidget>(&tab, "nodeList")->count(), 1, kWaitMs);
        QTRY_VERIFY(
            tb::test::child<QListWidget>(&tab, "nodeList")->item(0)->text().contains(QLatin1String("alice-node")));
        core::NodeRecord renamed = *added;
        renamed.name = QStringLiteral("alice-renamed");
        QVERIFY(TB_DB(m_alice, core::NodeWorkflow(db).save(providerId, renamed, QString(), QStringLiteral("a"))).ok());
        QTRY_VERIFY_WITH_TIMEOUT(
            tb::test::child<QListWidget>(&tab, "nodeList")->item(0)->text().contains(QLatin1String("alice-renamed")),
            kWaitMs);
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
        QCOMPARE(tb::test::child<QListWidget>(&tab, "clusterList")->count(), 0);
        const qint64 providerId = m_providerId;
        core::NodeRecord login;
        login.name = QStringLiteral("alice-slurm");
        login.host = QStringLiteral("login.example.net");
        QVERIFY(TB_DB(m_alice, core::ClusterWorkflow(db).save(providerId, login, core::ClusterRecord{}, QString(),
                                                              QStringLiteral("alice")))
                    .ok());
        QTRY_COMPARE_WITH_TIMEOUT(tb::test::child<QListWidget>(&tab, "clusterList")->count(), 1, kWaitMs);
        QTRY_VERIFY(
            tb::test::child<QListWidget>(&tab, "clusterList")->item(0)->text().contains(QLatin1String("alice-slurm")));
    }

    // Another analyst assigns a tier with its justification (the rating page's and `tierbench-cli tier assign`'s core
    // call), then changes it: the rating tab (assigned badge, history with the justification), the provider page's
    // header and the tier board show each assignment without Reload.
    void theAssignedTierFollowsAnotherWorkbench() {
        const qint64 providerId = m_providerId;
        const qint64 evaluationId =
            TB_DB(m_store, core::EvaluationRepository(db).create(providerId, QStringLiteral("2.0"),
                                                                 QStringLiteral("Shared round"), QStringLiteral("r"),
                                                                 QStringLiteral("setup")))
                .valueOr(0);
        QVERIFY(evaluationId > 0);
        ui::RatingTab rating;
        QSignalSpy rated(&rating, &ui::RatingTab::reloaded);
        rating.setStore(m_store);
        rating.setProvider(providerId);
        QTRY_VERIFY(rated.count() >= 1 && rating.rating().evaluation.id == evaluationId);
        QCOMPARE(newestAssignment(rating), QString());
        auto* ratingBadge = rating.findChild<ui::TierBadge*>(QStringLiteral("ratingAssignedBadge"));
        QVERIFY(ratingBadge);
        QUndoStack undo;
        ui::ProviderPage page(&undo);
        QSignalSpy pageLoaded(&page, &ui::ProviderPage::loaded);
        page.setStore(m_store);
        page.setProvider(providerId);
        QTRY_VERIFY(pageLoaded.count() >= 1);
        auto* header = page.findChild<ui::TierBadge*>(QStringLiteral("assignedTierBadge"));
        QVERIFY(header);
        QVERIFY(header->isHidden());
        ui::TierBoardView board;
        board.setStore(m_store);
        QTRY_VERIFY(!board.findChild<ui::TierBoardWidget*>()->board().entries.isEmpty());
        QCOMPARE(boardTier(board, providerId), std::nullopt);

        const auto assign = [&](core::Tier tier, const QString& why) {
            core::TierAssignment a;
            a.providerId = providerId;
            a.evaluationId = evaluationId;
            a.tier = tier;
            a.justification = why;
            a.actor = QStringLiteral("alice");
            auto done = TB_DB(m_alice, core::RatingWorkflow(db).assignTier(a));
            return done ? QString() : done.error().toString();
        };
        const QString gold = QStringLiteral("Alice: the four-node all_reduce held its busbw");
        QCOMPARE(assign(core::Tier::Gold, gold), QString());
        QTRY_COMPARE_WITH_TIMEOUT(newestAssignment(rating), QStringLiteral("gold|") + gold, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(ratingBadge->tier(), std::optional<core::Tier>(core::Tier::Gold), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(header->tier(), std::optional<core::Tier>(core::Tier::Gold), kWaitMs);
        QVERIFY(!header->isHidden());
        QTRY_COMPARE_WITH_TIMEOUT(boardTier(board, providerId), std::optional<core::Tier>(core::Tier::Gold), kWaitMs);

        const QString silver = QStringLiteral("Alice, later: support tickets went unanswered for a week");
        QCOMPARE(assign(core::Tier::Silver, silver), QString());
        QTRY_COMPARE_WITH_TIMEOUT(newestAssignment(rating), QStringLiteral("silver|") + silver, kWaitMs);
        QCOMPARE(rating.history().size(), 2);  // the first assignment stays in the history
        QTRY_COMPARE_WITH_TIMEOUT(ratingBadge->tier(), std::optional<core::Tier>(core::Tier::Silver), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(header->tier(), std::optional<core::Tier>(core::Tier::Silver), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(boardTier(board, providerId), std::optional<core::Tier>(core::Tier::Silver), kWaitMs);
    }

    // Another analyst imports a probe's JSON Lines under this provider (`tierbench-cli import --provider`'s and File ›
    // Import's core call): the results tab lists the run, selects it and charts its samples without Reload.
    void anImportedRunFollowsAnotherWorkbench() {
        ui::ResultsTab results;
        results.setStore(m_store);
        results.setProvider(m_providerId);
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(&results, "runHistoryPanel");
        QTRY_VERIFY(tb::test::child<tb::ui::RenderableView>(history, "historyChart")
                        ->placeholder()
                        .contains(QLatin1String("import")));
        QCOMPARE(history->model()->rowCount(), 0);
        QByteArray text = membwLines({16, 20, 24, 28}, true);
        QBuffer in(&text);
        QVERIFY(in.open(QIODevice::ReadOnly));
        core::ImportCapture capture;
        auto parsed = core::Importer::parse(in, QStringLiteral("tb-jsonl"), &capture);
        QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().toString()));
        const core::ParsedImport data = *parsed;
        const qint64 providerId = m_providerId;
        auto stored = TB_DB(m_alice, core::ImportWorkflow(db).store(providerId, std::nullopt, data,
                                                                    QStringLiteral("alice-membw.jsonl"), capture));
        QVERIFY2(stored.ok(), qPrintable(stored ? QString() : stored.error().toString()));
        QCOMPARE(stored->size(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(history->model()->rowCount(), 1, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(history->currentRunId(), stored->first(), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(chartedPoints(history), 4, kWaitMs);
    }

    // Another analyst's probe run on a node of this provider, stored as ProbeRunner stores one (created and claimed
    // in one transaction, the node's output through RunRecorder in batches, then finished): while it is running the
    // node's history and the results tab list it with its first batch charted; its second batch (samples only) and
    // its end arrive in later commits, and both views show each.
    void aProbeRunOfAnotherWorkbenchFollowsAsItRuns() {
        const qint64 providerId = m_providerId;
        core::NodeRecord draft;
        draft.name = QStringLiteral("alice-node");
        draft.host = QStringLiteral("gpu-07.example.net");
        auto node = TB_DB(m_alice, core::NodeWorkflow(db).save(providerId, draft, QString(), QStringLiteral("alice")));
        QVERIFY(node.ok());
        const qint64 nodeId = node->id;
        ui::NodesRunsTab nodes;
        nodes.setStore(m_store);
        nodes.setProvider(providerId);
        QTRY_COMPARE_WITH_TIMEOUT(tb::test::child<QListWidget>(&nodes, "nodeList")->count(), 1, kWaitMs);
        QVERIFY(nodes.selectNode(nodeId));
        ui::RunHistoryPanel* nodeHistory = tb::test::child<tb::ui::RunHistoryPanel>(&nodes, "runHistoryPanel");
        QTRY_VERIFY(tb::test::child<tb::ui::RenderableView>(nodeHistory, "historyChart")
                        ->placeholder()
                        .contains(QLatin1String("No runs on this node")));
        ui::ResultsTab results;
        results.setStore(m_store);
        results.setProvider(providerId);
        ui::RunHistoryPanel* providerHistory = tb::test::child<tb::ui::RunHistoryPanel>(&results, "runHistoryPanel");
        QTRY_VERIFY(tb::test::child<tb::ui::RenderableView>(providerHistory, "historyChart")
                        ->placeholder()
                        .contains(QLatin1String("import")));

        core::RunSpec spec;
        spec.providerId = providerId;
        spec.nodeId = nodeId;
        spec.kind = core::RunKind::Probe;
        spec.name = QStringLiteral("tb-membw");
        core::RunRecord record;
        record.providerId = providerId;
        record.nodeId = nodeId;
        record.kind = spec.kind;
        record.probe = spec.name;
        const qint64 runId = TB_DB(m_alice, [&]() -> qint64 {
            core::Transaction tx(db);
            auto id = core::RunRepository(db).create(record);
            if (!id || !core::RunOwnership(db).claim(*id) || !tx.commit()) {
                return 0;
            }
            return *id;
        }());
        QVERIFY(runId > 0);
        // On the test thread, as a session worker would feed it; each flush is one commit of alice's store.
        core::RunRecorder recorder(*m_alice, runId, nullptr, spec);
        recorder.onStdout(membwLines({16, 20, 24}, true));
        recorder.flush();
        QVERIFY(!recorder.m_storeError);
        const QString running = core::runStatusName(core::RunStatus::Running);
        for (ui::RunHistoryPanel* history : {nodeHistory, providerHistory}) {
            QTRY_COMPARE_WITH_TIMEOUT(history->model()->rowCount(), 1, kWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(history->currentRunId(), runId, kWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(chartedPoints(history), 3, kWaitMs);
            QCOMPARE(cell(history, 0, ui::RunHistoryModel::Column::Status), running);
        }
        // The second batch alone (samples, no status change): the chart of the running run follows it.
        recorder.onStdout(membwLines({28, 30}, false));
        recorder.flush();
        QVERIFY(!recorder.m_storeError);
        for (ui::RunHistoryPanel* history : {nodeHistory, providerHistory}) {
            QTRY_COMPARE_WITH_TIMEOUT(chartedPoints(history), 5, kWaitMs);
            QCOMPARE(cell(history, 0, ui::RunHistoryModel::Column::Status), running);
        }
        recorder.onStdout(R"({"tb":1,"type":"end","status":"ok","exit_code":0})"
                          "\n");
        recorder.finish();
        QVERIFY(!recorder.m_storeError);
        QVERIFY(TB_DB(m_alice, core::RunRepository(db).finish(runId, core::RunStatus::Ok, 0)).ok());
        const QString ok = core::runStatusName(core::RunStatus::Ok);
        for (ui::RunHistoryPanel* history : {nodeHistory, providerHistory}) {
            QTRY_COMPARE_WITH_TIMEOUT(cell(history, 0, ui::RunHistoryModel::Column::Status), ok, kWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(chartedPoints(history), 5, kWaitMs);
            QCOMPARE(cell(history, 0, ui::RunHistoryModel::Column::Samples), QStringLiteral("5"));
        }
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
            TB_SERVICE_UNAVAILABLE(why);
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
