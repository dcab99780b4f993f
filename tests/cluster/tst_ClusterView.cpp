// The GUI's cluster view on the real two-node Slurm: partitions and nodes with state and GRES, the scheduler audit
// with its evidence and the suggested verdict the analyst confirms in the history, the node matrix with a cell's raw
// output, a collective whose output and samples arrive while it runs, and cancel (squeue empty after). Every remote
// call runs on a session worker: the test thread only spins the event loop and waits for the view's signals.
//
// With TB_SCREENSHOT_DIR set, each part is saved as a PNG of the window (run it under Xvfb with
// QT_QPA_PLATFORM=xcb to see the real X window).
#include "ClusterTestEnv.h"

#include "core/report/ReviewContentLoader.h"
#include "core/store/ClusterRepository.h"
#include "tests/support/Widgets.h"
#include "ui/cluster/ClusterAuditModel.h"
#include "ui/cluster/ClusterJobsModel.h"
#include "ui/cluster/ClusterJobsPanel.h"
#include "ui/cluster/ClusterSnapshotModel.h"
#include "ui/cluster/ClusterView.h"
#include "ui/cluster/ClustersTab.h"
#include "ui/cluster/SlurmJobForm.h"
#include "ui/cluster/SlurmScheduler.h"
#include "ui/cluster/NodeMatrixModel.h"
#include "ui/runs/ProbeArgumentsEditor.h"
#include "ui/runs/RunHistoryPanel.h"
#include "ui/report/ReviewPdfWriter.h"
#include "tests/support/ServiceCheck.h"

#include <QApplication>
#include <QGuiApplication>
#include <QSqlQuery>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QtTest>

using namespace tb;
using namespace Qt::StringLiterals;

class tst_ClusterView : public QObject {
    Q_OBJECT

private:
    clustertest::ClusterTestEnv m_env;
    std::unique_ptr<ui::ClustersTab> m_tab;
    ui::ClusterView* m_view = nullptr;
    ui::SlurmScheduler* slurm() const { return qobject_cast<ui::SlurmScheduler*>(m_view->scheduler()); }
    ui::SlurmJobForm* jobForm() const {
        return qobject_cast<ui::SlurmJobForm*>(
            tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel")->form());
    }

    void shoot(const QString& name) {
        const QString dir = qEnvironmentVariable("TB_SCREENSHOT_DIR");
        if (dir.isEmpty()) {
            return;
        }
        QDir().mkpath(dir);
        QCoreApplication::processEvents();
        QTest::qWait(200);  // one paint of the X window
        QPixmap shot;
        if (QGuiApplication::platformName() == u"xcb"_s && m_tab->windowHandle()) {
            shot = m_tab->screen()->grabWindow(m_tab->winId());
        }
        if (shot.isNull()) {
            shot = m_tab->grab();
        }
        QVERIFY(shot.save(dir + u'/' + name + u".png"_s));
    }
    int column(QAbstractItemModel* model, const QString& header) {
        for (int c = 0; c < model->columnCount(); ++c) {
            if (model->headerData(c, Qt::Horizontal).toString() == header) {
                return c;
            }
        }
        return -1;
    }

private slots:
    void initTestCase() {
        QString why;
        bool missing = false;
        if (!m_env.setUp({}, &why, &missing)) {
            if (missing) {
                TB_SERVICE_UNAVAILABLE(why);
            }
            QFAIL(qPrintable(why));
        }
        QVERIFY2(m_env.deploy(&why), qPrintable(why));
        m_tab = std::make_unique<ui::ClustersTab>();
        m_tab->resize(1400, 860);
        m_tab->setConnectionFactory([] { return std::make_unique<remote::SshConnection>(); });
        const QString agent = m_env.tmp.filePath(u"no-agent"_s);
        m_tab->setTargetAdjuster([agent](core::SshTarget& t) {
            t.readConfig = false;
            t.agentSocket = agent;
        });
        m_tab->setProbeSources(qEnvironmentVariable("TB_SOURCE_DIR") + u"/probes"_s, m_env.tmp.filePath(u"prebuilt"_s));
        m_tab->setPollIntervalMs(300);
        QSignalSpy loaded(m_tab.get(), &ui::ClustersTab::clustersLoaded);
        m_tab->setStore(m_env.store);
        m_tab->setProvider(m_env.listing.providerId);
        QTRY_VERIFY_WITH_TIMEOUT(tb::test::child<QListWidget>(m_tab, "clusterList")->count() == 1, 10000);
        QVERIFY(m_tab->selectCluster(m_env.listing.cluster.id));
        m_view = m_tab->currentView();
        QVERIFY(m_view);
        QVERIFY(slurm());  // the one view, with Slurm's page and job form
        QVERIFY(jobForm());
        QCOMPARE(tb::test::child<QTabWidget>(m_view, "clusterPages")->widget(0), slurm()->page());
        m_tab->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_tab.get()));
    }
    void cleanupTestCase() {
        if (m_tab) {
            QTRY_VERIFY_WITH_TIMEOUT(!m_tab->isRunning(), 60000);
        }
        m_tab.reset();
        QCoreApplication::processEvents();
    }

    void partitionsAndNodesWithStateAndGres() {
        QSignalSpy refreshed(m_view, &ui::ClusterView::refreshed);
        QSignalSpy failed(m_view, &ui::ClusterView::errorOccurred);
        m_view->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(refreshed.count() == 1 || failed.count() > 0, 60000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QAbstractItemModel* nodes = tb::test::child<QTableView>(slurm()->page(), "clusterNodes")->model();
        QCOMPARE(nodes->rowCount(), 2);
        QStringList names;
        for (int r = 0; r < nodes->rowCount(); ++r) {
            names << nodes->index(r, 0).data().toString();
        }
        names.sort();
        QCOMPARE(names, (QStringList{u"node1"_s, u"node2"_s}));
        const int state = column(nodes, ui::ClusterSnapshotModel::tr("State"));
        QVERIFY(state >= 0);
        QVERIFY2(nodes->index(0, state).data().toString().contains(u"idle"_s, Qt::CaseInsensitive) ||
                     nodes->index(0, state).data().toString().contains(u"mix"_s, Qt::CaseInsensitive) ||
                     nodes->index(0, state).data().toString().contains(u"alloc"_s, Qt::CaseInsensitive),
                 qPrintable(nodes->index(0, state).data().toString()));
        QVERIFY(tb::test::child<QTableView>(slurm()->page(), "partitions")->model()->rowCount() >= 1);
        QStringList partitions;
        for (int r = 0; r < tb::test::child<QTableView>(slurm()->page(), "partitions")->model()->rowCount(); ++r) {
            partitions << tb::test::child<QTableView>(slurm()->page(), "partitions")
                              ->model()
                              ->index(r, 0)
                              .data()
                              .toString()
                              .remove(u'*')
                              .trimmed();
        }
        QVERIFY2(partitions.contains(u"batch"_s), qPrintable(partitions.join(u'|')));
        const int gpus = column(nodes, ui::ClusterSnapshotModel::tr("GPUs"));
        QVERIFY(gpus >= 0);
        QVERIFY2(nodes->index(0, gpus).data().toString().contains(u"of 2"_s),
                 qPrintable(nodes->index(0, gpus).data().toString()));
        QVERIFY2(nodes->index(0, gpus + 1).data().toString().contains(u"gpu"_s),  // the GRES as Slurm has it
                 qPrintable(nodes->index(0, gpus + 1).data().toString()));
        QVERIFY2(tb::test::child<QLabel>(m_view, "clusterStatus")->text().contains(u"2 nodes"_s) ||
                     tb::test::child<QLabel>(m_view, "clusterStatus")->text().contains(u"of 2"_s),
                 qPrintable(tb::test::child<QLabel>(m_view, "clusterStatus")->text()));
        tb::test::child<QTabWidget>(m_view, "clusterPages")->setCurrentIndex(0);
        shoot(u"cluster-nodes"_s);
    }

    void schedulerAuditWithEvidenceAndAConfirmedVerdict() {
        QSignalSpy done(m_view, &ui::ClusterView::auditFinished);
        QSignalSpy failed(m_view, &ui::ClusterView::errorOccurred);
        QSignalSpy stored(m_view, &ui::ClusterView::storedReloaded);
        QTest::mouseClick(tb::test::child<QPushButton>(m_view, "auditScheduler"), Qt::LeftButton);
        QVERIFY(!tb::test::child<QPushButton>(m_view, "auditScheduler")
                     ->isEnabled());  // the click returned at once; the audit runs on the worker
        QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1 || failed.count() > 0, 120000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_view->auditModel()->rowCount() > 5, 10000);
        const qint64 runId = done.first().first().toLongLong();
        QCOMPARE(m_view->auditModel()->runId(), runId);
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel")->currentRunId(),
                     runId);  // History has the new audit selected
        // A check with a rubric item and evidence: its command output shows below.
        int row = -1;
        for (int r = 0; r < m_view->auditModel()->rowCount(); ++r) {
            const QModelIndex i = m_view->auditModel()->index(r, 0);
            if (!m_view->auditModel()->data(i, ui::ClusterAuditModel::EvidenceRole).toString().isEmpty() &&
                !m_view->auditModel()
                     ->index(r, int(ui::ClusterAuditModel::Column::Items))
                     .data()
                     .toString()
                     .isEmpty()) {
                row = r;
                break;
            }
        }
        QVERIFY(row >= 0);
        // Checks and items are named as the analyst knows them; their ids stay in the tooltips.
        for (int r = 0; r < m_view->auditModel()->rowCount(); ++r) {
            const QModelIndex check = m_view->auditModel()->index(r, int(ui::ClusterAuditModel::Column::Check));
            const QModelIndex items = m_view->auditModel()->index(r, int(ui::ClusterAuditModel::Column::Items));
            QVERIFY2(!check.data().toString().startsWith(u"slurm."_s), qPrintable(check.data().toString()));
            QVERIFY(check.data(Qt::ToolTipRole).toString().startsWith(u"slurm."_s));
            if (!items.data(Qt::ToolTipRole).toString().isEmpty()) {
                QVERIFY2(!items.data().toString().contains(u'.'), qPrintable(items.data().toString()));
            }
        }
        tb::test::child<QTableView>(m_view, "auditChecks")->selectRow(row);
        const QString command = m_view->auditModel()
                                    ->data(m_view->auditModel()->index(row, 0), ui::ClusterAuditModel::EvidenceRole)
                                    .toString();
        QTRY_VERIFY_WITH_TIMEOUT(m_view->evidenceText()->toPlainText().startsWith(u"$ "_s + command), 10000);
        QVERIFY(m_view->evidenceText()->toPlainText().size() > command.size() + 4);
        shoot(u"cluster-audit"_s);

        // The suggested verdicts of the audit run, confirmed by the analyst in the history.
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel");
        tb::test::child<QTabWidget>(m_view, "clusterPages")->setCurrentWidget(history);
        QSignalSpy shown(history, &ui::RunHistoryPanel::runShown);
        history->selectRun(runId);
        QTRY_VERIFY_WITH_TIMEOUT(history->currentRunId() == runId, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(tb::test::child<QTreeWidget>(history, "suggestionsTree")->topLevelItemCount() > 0,
                                 10000);
        tb::test::child<QTreeWidget>(history, "suggestionsTree")
            ->setCurrentItem(tb::test::child<QTreeWidget>(history, "suggestionsTree")->topLevelItem(0));
        QTRY_VERIFY(tb::test::child<QPushButton>(history, "confirmButton")->isEnabled());
        for (int i = 0; i < tb::test::child<QTabWidget>(history, "detailTabs")->count(); ++i) {
            if (tb::test::child<QTabWidget>(history, "detailTabs")
                    ->widget(i)
                    ->isAncestorOf(tb::test::child<QTreeWidget>(history, "suggestionsTree")) ||
                tb::test::child<QTabWidget>(history, "detailTabs")->widget(i) ==
                    tb::test::child<QTreeWidget>(history, "suggestionsTree")) {
                tb::test::child<QTabWidget>(history, "detailTabs")->setCurrentIndex(i);
            }
        }
        shoot(u"cluster-audit-verdicts"_s);
        QSignalSpy confirmed(history, &ui::RunHistoryPanel::verdictConfirmed);
        QTest::mouseClick(tb::test::child<QPushButton>(history, "confirmButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(confirmed.count() == 1, 10000);
        const QString item = confirmed.first().at(0).toString();
        const qint64 evaluationId = m_env.listing.login.evaluationId;
        const int written = m_env.store->run([evaluationId, item](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.prepare(
                u"SELECT count(*) FROM verdict v JOIN check_item c ON c.id = v.check_item_id "
                "WHERE v.evaluation_id = ? AND c.key = ?"_s);
            q.addBindValue(evaluationId);
            q.addBindValue(item);
            return q.exec() && q.next() ? q.value(0).toInt() : -1;
        });
        const bool found = written >= 1;
        QVERIFY2(found, qPrintable(item));
        // The evidence names the scheduler audit, not tb-node, as where the suggestion came from.
        const QString evidence = m_env.store->run([evaluationId, item](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.prepare(
                u"SELECT v.evidence FROM verdict v JOIN check_item c ON c.id = v.check_item_id "
                "WHERE v.evaluation_id = ? AND c.key = ?"_s);
            q.addBindValue(evaluationId);
            q.addBindValue(item);
            return q.exec() && q.next() ? q.value(0).toString() : QString();
        });
        QVERIFY2(evidence.contains(u"scheduler audit run"_s) && !evidence.contains(u"tb-node"_s), qPrintable(evidence));
        QVERIFY2(history->findChild<QLabel*>(u"suggestNote"_s)->text().startsWith(u"The scheduler audit's findings"_s),
                 qPrintable(history->findChild<QLabel*>(u"suggestNote"_s)->text()));
    }

    void nodeMatrixWithRawOutput() {
        QSignalSpy finished(m_view, &ui::ClusterView::jobFinished);
        QSignalSpy failed(m_view, &ui::ClusterView::errorOccurred);
        QSignalSpy stored(m_view, &ui::ClusterView::storedReloaded);
        QTest::mouseClick(tb::test::child<QPushButton>(m_view, "auditNodes"), Qt::LeftButton);
        QVERIFY(m_view->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1 || failed.count() > 0, 180000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QCOMPARE(finished.first().at(1).toInt(), int(core::RunStatus::Ok));
        QTRY_VERIFY_WITH_TIMEOUT(m_view->matrixModel()->columnCount() == 2, 10000);
        QVERIFY(m_view->matrixModel()->rowCount() > 5);
        QStringList heads;
        for (int c = 0; c < 2; ++c) {
            heads << m_view->matrixModel()->headerData(c, Qt::Horizontal).toString().section(u' ', 0, 0);
        }
        heads.sort();
        QCOMPARE(heads, (QStringList{u"node1"_s, u"node2"_s}));
        tb::test::child<QTabWidget>(m_view, "clusterPages")->setCurrentIndex(2);
        m_view->matrixView()->scrollToTop();
        shoot(u"cluster-matrix"_s);
        // A cell opens that node's raw output.
        QSignalSpy raw(m_view, &ui::ClusterView::rawOutputShown);
        const QModelIndex cell = m_view->matrixModel()->index(0, 1);
        QVERIFY(m_view->matrixModel()->data(cell, ui::NodeMatrixModel::RunIdRole).toLongLong() > 0);
        QTest::mouseClick(m_view->matrixView()->viewport(), Qt::LeftButton, {},
                          m_view->matrixView()->visualRect(cell).center());
        QTest::mouseDClick(m_view->matrixView()->viewport(), Qt::LeftButton, {},
                           m_view->matrixView()->visualRect(cell).center());
        QTRY_VERIFY_WITH_TIMEOUT(raw.count() == 1, 10000);
        const QString node = m_view->matrixModel()->headerData(1, Qt::Horizontal).toString();
        QVERIFY2(raw.first().at(0).toString().contains(node), qPrintable(raw.first().at(0).toString()));
        QVERIFY(raw.first().at(1).toString().contains(u"\"type\""_s));  // tb-node's JSON lines
        shoot(u"cluster-matrix-raw"_s);
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (w->inherits("tb::ui::RawOutputDialog")) {
                w->close();
            }
        }
    }

    void collectiveArrivesWhileItRuns() {
        ui::ClusterJobsPanel* jobs = tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel");
        tb::test::child<QSpinBox>(jobForm(), "nodesField")->setValue(2);
        tb::test::child<QSpinBox>(jobForm(), "tasksField")->setValue(2);
        tb::test::child<tb::ui::ProbeArgumentsEditor>(jobForm(), "probeArgumentsEditor")
            ->setArguments(u"tb-coll"_s, {u"--backend"_s, u"host"_s, u"--sizes"_s, u"4K:4M:x2"_s, u"--iters"_s, u"10"_s,
                                          u"--repeats"_s, u"3"_s, u"--ops"_s, u"all_reduce"_s});
        QSignalSpy finished(m_view, &ui::ClusterView::jobFinished);
        QSignalSpy failed(m_view, &ui::ClusterView::errorOccurred);
        int samplesAtEnd = -1;
        QString outputAtEnd;
        QObject scope;  // the connection ends with this test
        connect(m_view, &ui::ClusterView::jobFinished, &scope, [&] {
            samplesAtEnd = jobs->liveSamples();
            outputAtEnd = tb::test::child<QPlainTextEdit>(jobs, "clusterLiveOutput")->toPlainText();
        });
        QTest::mouseClick(tb::test::child<QPushButton>(jobs, "runCollective"), Qt::LeftButton);
        QVERIFY(m_view->isRunning());
        QVERIFY(tb::test::child<QPushButton>(jobs, "cancelJob")->isEnabled());
        // Samples reach the chart while the job still runs (read from its output file as it grows).
        QTRY_VERIFY_WITH_TIMEOUT(jobs->liveSamples() > 0 || finished.count() > 0 || failed.count() > 0, 120000);
        QVERIFY2(finished.isEmpty() && failed.isEmpty(),
                 qPrintable(u"no sample arrived before the job ended: "_s +
                            tb::test::child<QLabel>(m_view, "clusterStatus")->text()));
        shoot(u"cluster-job-live"_s);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1 || failed.count() > 0, 180000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QCOMPARE(finished.first().at(1).toInt(), int(core::RunStatus::Ok));
        QVERIFY2(samplesAtEnd > 0, qPrintable(outputAtEnd));  // samples reached the chart before the end
        QVERIFY(!outputAtEnd.isEmpty());
        // History selects the collective's results, not the scheduler audit selected before.
        const qint64 jobId = finished.first().first().toLongLong();
        const auto links =
            m_env.store->run([jobId](QSqlDatabase& db) { return core::ClusterRepository(db).runsOf(jobId); });
        QVERIFY(!links.isEmpty());
        QSet<qint64> jobRuns;
        for (const auto& link : links) {
            jobRuns.insert(link.runId);
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            jobRuns.contains(tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel")->currentRunId()),
            10000);
        // The job is listed with its state.
        QTRY_VERIFY_WITH_TIMEOUT(jobs->model()->rowCount() >= 2, 10000);
        const int state = int(ui::ClusterJobsModel::Column::State);
        QVERIFY2(jobs->model()->index(0, state).data().toString().contains(u"COMPLETED"_s, Qt::CaseInsensitive),
                 qPrintable(jobs->model()->index(0, state).data().toString()));
        shoot(u"cluster-job-done"_s);
    }

    void cancelLeavesNothingInTheQueue() {
        ui::ClusterJobsPanel* jobs = tb::test::child<tb::ui::ClusterJobsPanel>(m_view, "clusterJobsPanel");
        tb::test::child<QSpinBox>(jobForm(), "tasksField")->setValue(1);
        tb::test::child<tb::ui::ProbeArgumentsEditor>(jobForm(), "probeArgumentsEditor")
            ->setArguments(u"tb-coll"_s, {u"--backend"_s, u"host"_s, u"--sizes"_s, u"64K:256M:+64K"_s, u"--iters"_s,
                                          u"2"_s, u"--repeats"_s, u"2"_s});
        QSignalSpy finished(m_view, &ui::ClusterView::jobFinished);
        QSignalSpy failed(m_view, &ui::ClusterView::errorOccurred);
        QTest::mouseClick(tb::test::child<QPushButton>(jobs, "runCollective"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(jobs->liveSamples() > 0 || finished.count() > 0 || failed.count() > 0, 120000);
        QVERIFY2(finished.isEmpty() && failed.isEmpty(), "the job ended before it could be cancelled");
        QTest::mouseClick(tb::test::child<QPushButton>(jobs, "cancelJob"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1 || failed.count() > 0, 120000);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().first().toString()));
        QCOMPARE(finished.first().at(1).toInt(), int(core::RunStatus::Cancelled));
        QVERIFY2(m_env.queued().isEmpty(), qPrintable(m_env.queued().join(u' ')));
        QVERIFY(!m_view->isRunning());
        shoot(u"cluster-job-cancelled"_s);
    }

    void clusterRunsAreInTheHistory() {
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(m_view, "runHistoryPanel");
        QSignalSpy loaded(history, &ui::RunHistoryPanel::loaded);
        history->reload();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() >= 1, 10000);
        QStringList probes;
        QAbstractItemModel* model = tb::test::child<QTableView>(history, "historyView")->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                probes << model->index(r, c).data().toString();
            }
        }
        QVERIFY2(probes.contains(u"slurm-audit"_s), qPrintable(probes.join(u'|')));
        QVERIFY2(probes.contains(u"tb-coll"_s), qPrintable(probes.join(u'|')));
        QVERIFY2(probes.contains(u"tb-node"_s), qPrintable(probes.join(u'|')));
        tb::test::child<QTabWidget>(m_view, "clusterPages")->setCurrentWidget(history);
        shoot(u"cluster-history"_s);
    }
    void clusterRunsAreInTheReviewPdf() {
        const qint64 providerId = m_env.listing.providerId;
        const qint64 evaluationId = m_env.listing.login.evaluationId;
        auto content = m_env.store->run([providerId, evaluationId](QSqlDatabase& db) {
            return core::ReviewContentLoader::load(db, providerId, evaluationId);
        });
        QVERIFY2(content, content ? "" : qPrintable(content.error().toString()));
        QStringList probes;
        for (const auto& r : content->runs) {
            probes << r.probe;
        }
        QVERIFY2(probes.contains(u"slurm-audit"_s), qPrintable(probes.join(u'|')));
        QVERIFY2(probes.contains(u"tb-coll"_s), qPrintable(probes.join(u'|')));
        QVERIFY2(probes.count(u"tb-node"_s) >= 2, qPrintable(probes.join(u'|')));  // one run per node
        // Each tb-node run of the cross-node audit names its compute node and Slurm job (the provenance table).
        QSet<QString> nodes;
        for (const auto& r : content->runs) {
            if (r.probe == u"tb-node"_s) {
                nodes.insert(r.computeNode);
                QVERIFY(!r.clusterJob.isEmpty());
            }
        }
        QVERIFY(nodes.contains(u"node1"_s) && nodes.contains(u"node2"_s));
        // The collective ran across both nodes: its row names the allocation, not only its rank-0 node.
        bool collective = false;
        for (const auto& r : content->runs) {
            if (r.probe == u"tb-coll"_s && r.status == core::RunStatus::Ok) {
                collective = true;
                QCOMPARE(r.computeNode, u"node[1-2]"_s);
                QVERIFY(!r.clusterJob.isEmpty());
            }
        }
        QVERIFY(collective);
        const QString dir = qEnvironmentVariable("TB_SCREENSHOT_DIR");
        const QString path = (dir.isEmpty() ? m_env.tmp.path() : dir) + u"/cluster-review.pdf"_s;
        auto written = ui::ReviewPdfWriter::write(*content, path);
        QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
        QVERIFY(written->pageCount > 1);
    }
};

QTEST_MAIN(tst_ClusterView)
#include "tst_ClusterView.moc"
