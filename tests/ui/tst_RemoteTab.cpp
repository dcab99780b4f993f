// The "Nodes & runs" tab against a real sshd on loopback and a real SQLite file: add a node, test the connection
// (unknown host key answered in the dialog, changed key refused), deploy and run tb-node from the run panel into the
// store, samples and log arriving live, cancel a long recipe, the history, evidence and a confirmed suggestion.
#include "core/run/Recipe.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "remote/SshConnection.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/Widgets.h"
#include "tests/ui/LoopbackNodeSteps.h"
#include "ui/common/MessageBox.h"
#include "ui/providers/ProviderPage.h"
#include "ui/charts/ChartView.h"
#include "ui/charts/LiveCharts.h"
#include "ui/charts/SweepChart.h"
#include "ui/runs/ConnectionBanner.h"
#include "ui/runs/EvidenceDialog.h"
#include "ui/runs/HostKeyDialog.h"
#include "ui/runs/LiveSamplesModel.h"
#include "ui/runs/NodeDialog.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/NodesRunsTab.h"
#include "ui/runs/PassphraseDialog.h"
#include "ui/runs/RenderableView.h"
#include "ui/runs/RunHistoryModel.h"
#include "ui/runs/RunHistoryPanel.h"
#include "ui/runs/RunLogModel.h"
#include "ui/runs/RunPanel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QGuiApplication>
#include <QScreen>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QLineSeries>
#include <QUndoStack>

using namespace tb;

class TestRemoteTab : public QObject {
    Q_OBJECT

private:
    test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::NodesRunsTab> m_tab;
    qint64 m_providerId = 0;
    qint64 m_evaluationId = 0;
    qint64 m_nodeId = 0;
    // Remote names are untrusted: the provider's name reaches recipe scripts (whois comparison).
    const QString m_providerName = QStringLiteral("O'Brien; $(touch /tmp/tb-gui-pwned) `id` GPU\nCloud");

    QVariant scalar(const QString& sql) { return test::scalar(*m_store, sql); }
    void shot(QWidget* w, const QString& name) {
        const QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            QCoreApplication::processEvents();  // pending layout and paint, as the analyst would see them
            w->grab().save(dir + u'/' + name);
            // On a real X server (xvfb-run with QT_QPA_PLATFORM=xcb) also what the server shows of the window.
            if (QGuiApplication::platformName() == QLatin1String("xcb") && w->window()->isVisible()) {
                QGuiApplication::primaryScreen()
                    ->grabWindow(w->window()->winId())
                    .save(dir + QStringLiteral("/x11-") + name);
            }
        }
    }
    ui::RunPanel* panel() const { return tb::test::child<tb::ui::RunPanel>(m_tab, "runPanel"); }
    QString progressStatus(int row) const { return test::progressStatus(panel(), row); }
    // Adds a node through the dialog, as the analyst does.
    void addNodeThroughDialog(const QString& label, const QString& knownHosts, const QString& identity = {}) {
        QSignalSpy loaded(m_tab.get(), &ui::NodesRunsTab::nodesLoaded);
        tb::test::child<QPushButton>(m_tab, "addNodeButton")->click();
        QTRY_VERIFY(m_tab->nodeDialog() && m_tab->nodeDialog()->isVisible());
        ui::NodeDialog* d = m_tab->nodeDialog();
        QVERIFY(!tb::test::child<QPushButton>(d, "okButton")->isEnabled());
        tb::test::child<QLineEdit>(d, "labelField")->setText(label);
        tb::test::child<QLineEdit>(d, "targetField")
            ->setText(QStringLiteral("%1@%2:%3").arg(test::SshdFixture::testUser(), m_sshd.host()).arg(m_sshd.port()));
        tb::test::child<QLineEdit>(d, "identityField")->setText(identity.isEmpty() ? m_sshd.userKey() : identity);
        tb::test::child<QLineEdit>(d, "knownHostsField")->setText(knownHosts);
        QVERIFY(tb::test::child<QPushButton>(d, "okButton")->isEnabled());
        tb::test::child<QPushButton>(d, "okButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() >= 1, 15000);
    }

private slots:
    void initTestCase() {
        qunsetenv("SSH_AUTH_SOCK");
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        auto store = core::Store::open(m_tmp.filePath(QStringLiteral("tb.sqlite")));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        auto ids = test::createProviderWithEvaluation(*m_store, m_providerName);
        QVERIFY2(ids, ids ? "" : qPrintable(ids.error().toString()));
        m_providerId = ids->first;
        m_evaluationId = ids->second;

        // Test recipes: small local stand-ins. One streams sized samples (chart), one runs long (cancel).
        const QString recipes = m_tmp.filePath(QStringLiteral("recipes.json"));
        QFile f(recipes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"json({"version":1,"recipes":[
          {"name":"stand_in_sweep","title":"Stand-in sweep","checkItem":"storage.read_perf","timeoutS":60,
           "variants":[{"commands":[["sh","-c","for e in 10 14 18 22 26; do printf '{\"tb\":1,\"type\":\"sample\",\"metric\":\"read.bw\",\"size\":%s,\"value\":%s,\"unit\":\"GB/s\"}\\n' $((1<<e)) $e; done; sleep 3"]]}]},
          {"name":"stand_in_long","title":"Stand-in long pull","checkItem":"storage.container_pull","timeoutS":600,
           "variants":[{"commands":[["sh","-c","printf '{\"tb\":1,\"type\":\"sample\",\"metric\":\"pull.layers\",\"value\":1,\"unit\":\"count\"}\\n'; sleep 300"]]}]}
        ]})json");
        f.close();
        auto book = core::RecipeBook::load(recipes);
        QVERIFY2(book, book ? "" : qPrintable(book.error().toString()));

        m_tab = std::make_unique<ui::NodesRunsTab>();
        m_tab->resize(1280, 760);
        test::wireForLoopback(*m_tab, m_tmp.filePath(QStringLiteral("no-agent")));
        // Prebuilt tb-node from this build tree when there (no compiler run on the node), else the node builds it.
        QString prebuilt;
        const QString built = qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/probes/tb-node");
        if (QFileInfo(built).isExecutable()) {
            prebuilt = m_tmp.filePath(QStringLiteral("prebuilt"));
            QDir().mkpath(prebuilt);
            QVERIFY(QFile::copy(built, prebuilt + QStringLiteral("/tb-node")));
        }
        panel()->setProbeSources(qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/probes"), prebuilt);
        panel()->setRecipeBook(*book);
        QVERIFY(test::showOnProvider(*m_tab, m_store, m_providerId));
        QCOMPARE(tb::test::child<QListWidget>(m_tab, "nodeList")->count(), 0);
        QVERIFY(tb::test::child<QPushButton>(m_tab, "addNodeButton")->isEnabled());
        QFile::remove(QStringLiteral("/tmp/tb-gui-pwned"));
    }

    void providerPageHasTheTab() {
        QUndoStack undo;
        ui::ProviderPage page(&undo);
        bool found = false;
        for (int i = 0; i < page.tabs()->count(); ++i) {
            // Extension tabs sit in a scroll area (so a tall one cannot make the window taller than the screen).
            found = found || page.tabs()->widget(i)->findChild<ui::NodesRunsTab*>() != nullptr;
        }
        QVERIFY(found);
    }

    void addNode() {
        addNodeThroughDialog(QStringLiteral("loopback"), m_tmp.filePath(QStringLiteral("known_hosts")));
        QCOMPARE(tb::test::child<QListWidget>(m_tab, "nodeList")->count(), 1);
        m_nodeId = m_tab->currentNodeId();
        QVERIFY(m_nodeId > 0);
        QCOMPARE(scalar(QStringLiteral("SELECT port FROM node WHERE id = %1").arg(m_nodeId)).toInt(), m_sshd.port());
        QCOMPARE(scalar(QStringLiteral("SELECT user_name FROM node WHERE id = %1").arg(m_nodeId)).toString(),
                 test::SshdFixture::testUser());
        QCOMPARE(scalar(QStringLiteral("SELECT known_hosts_file FROM node WHERE id = %1").arg(m_nodeId)).toString(),
                 m_tmp.filePath(QStringLiteral("known_hosts")));
        QCOMPARE(scalar(QStringLiteral("SELECT evaluation_id FROM node WHERE id = %1").arg(m_nodeId)).toLongLong(),
                 m_evaluationId);
        shot(m_tab.get(), QStringLiteral("tab-node-added.png"));
    }

    void testConnectionAsksAboutTheUnknownHostKey() {
        QSignalSpy shown(m_tab->sessions(), &ui::NodeSessions::hostKeyDialogShown);
        QSignalSpy tested(m_tab.get(), &ui::NodesRunsTab::connectionTested);
        tb::test::child<QPushButton>(m_tab, "testConnectionButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        ui::HostKeyDialog* d = m_tab->sessions()->hostKeyDialog();
        QVERIFY(d && d->isVisible());
        QVERIFY(!d->isRefusal());
        QCOMPARE(d->findChild<QLabel*>(QStringLiteral("keyTypeLabel"))->text(), QStringLiteral("ssh-ed25519"));
        QVERIFY(d->findChild<QLabel*>(QStringLiteral("fingerprintLabel"))->text().startsWith(u"SHA256:"));
        QVERIFY(tb::test::child<QLabel>(m_tab, "nodeStatusLabel")->text().contains(QStringLiteral("host key")));
        QVERIFY(tested.isEmpty());  // the worker waits for the analyst; the GUI thread went on
        shot(d, QStringLiteral("hostkey-unknown.png"));
        tb::test::child<QPushButton>(d, "acceptButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY2(tested.first().at(1).toBool(), qPrintable(tested.first().at(2).toString()));
        QVERIFY(tb::test::child<QLabel>(m_tab, "nodeStatusLabel")->text().contains(QStringLiteral("works")));
        QFile kh(m_tmp.filePath(QStringLiteral("known_hosts")));
        QVERIFY(kh.open(QIODevice::ReadOnly));
        QVERIFY(kh.readAll().contains("ssh-ed25519"));
        QTRY_VERIFY(scalar(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE id = %1").arg(m_nodeId))
                        .toString()
                        .startsWith(QStringLiteral("SHA256:")));
    }

    void testConnectionRefusesAKeyOtherThanTheRegisteredOne() {
        // Issue 13.5 in the workbench: Test connection overwrote the stored fingerprint with whatever the node
        // showed. It now refuses a key other than the registered one, as the CLI does, and offers Re-key (audited).
        const QString real =
            scalar(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE id = %1").arg(m_nodeId)).toString();
        QVERIFY(real.startsWith(QStringLiteral("SHA256:")));
        const QString registered = QStringLiteral("SHA256:RegisteredBeforeTheProviderReinstalledIt00000");
        QSignalSpy loaded(m_tab.get(), &ui::NodesRunsTab::nodesLoaded);
        scalar(
            QStringLiteral("UPDATE node SET host_key_fingerprint = '%1' WHERE id = %2").arg(registered).arg(m_nodeId));
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() >= 1, 10000);  // the change signal reloads the list
        QVERIFY(m_tab->selectNode(m_nodeId));
        QVERIFY(!tb::test::child<QPushButton>(m_tab, "rekeyNodeButton")->isVisible());
        const int audits = scalar(QStringLiteral("SELECT COUNT(*) FROM audit_log WHERE action = 'rekey'")).toInt();

        QSignalSpy tested(m_tab.get(), &ui::NodesRunsTab::connectionTested);
        tb::test::child<QPushButton>(m_tab, "testConnectionButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY(!tested.first().at(1).toBool());
        const QString status = tb::test::child<QLabel>(m_tab, "nodeStatusLabel")->text();
        QVERIFY2(status.contains(QStringLiteral("Refused")) && status.contains(registered) && status.contains(real),
                 qPrintable(status));
        QCOMPARE(scalar(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE id = %1").arg(m_nodeId)).toString(),
                 registered);                                // not overwritten
        QVERIFY(!m_tab->sessions()->isConnected(m_nodeId));  // no run may use that login
        QTRY_VERIFY(tb::test::child<QPushButton>(m_tab, "rekeyNodeButton")->isVisible() &&
                    tb::test::child<QPushButton>(m_tab, "rekeyNodeButton")->isEnabled());
        // The run panel says so too, instead of "Ready to run": Run stays disabled with the reason, and its banner
        // offers the same Re-key path.
        panel()->select({QStringLiteral("tb-node")}, {});
        const QString panelStatus = tb::test::child<QLabel>(panel(), "runStatusLabel")->text();
        QVERIFY2(
            panelStatus.startsWith(QStringLiteral("Not ready")) && !panelStatus.contains(QStringLiteral("Ready to")),
            qPrintable(panelStatus));
        QVERIFY(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QVERIFY(!tb::test::child<QPushButton>(panel(), "rerunButton")->isEnabled());
        QVERIFY2(tb::test::child<QPushButton>(panel(), "runButton")
                     ->toolTip()
                     .contains(QStringLiteral("host key was refused")),
                 qPrintable(tb::test::child<QPushButton>(panel(), "runButton")->toolTip()));
        ui::ConnectionBanner* banner = tb::test::child<tb::ui::ConnectionBanner>(panel(), "connectionBanner");
        QCOMPARE(banner->state(), ui::ConnectionBanner::State::KeyRefused);
        QVERIFY(banner->isVisible());
        QVERIFY(tb::test::child<QPushButton>(banner, "bannerRekeyButton")->isVisible() &&
                !tb::test::child<QPushButton>(banner, "reconnectButton")->isVisible());
        QVERIFY2(tb::test::child<QLabel>(banner, "connectionBannerText")->text().contains(registered) &&
                     tb::test::child<QLabel>(banner, "connectionBannerText")->text().contains(real),
                 qPrintable(tb::test::child<QLabel>(banner, "connectionBannerText")->text()));
        QSignalSpy started(panel(), &ui::RunPanel::batchStarted);
        panel()->run();  // refused whatever calls it
        QCOMPARE(started.count(), 0);
        shot(m_tab.get(), QStringLiteral("tab-hostkey-changed-rekey.png"));

        // Declined (from the run panel's banner): nothing changes.
        ui::MessageBox::setNextAnswer(QMessageBox::No);
        tb::test::child<QPushButton>(banner, "bannerRekeyButton")->click();
        QVERIFY(ui::MessageBox::lastText().contains(real));
        QCOMPARE(scalar(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE id = %1").arg(m_nodeId)).toString(),
                 registered);

        // Confirmed: the new key is recorded, audited, and the next test passes.
        QSignalSpy rekeyed(m_tab.get(), &ui::NodesRunsTab::nodeRekeyed);
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        tb::test::child<QPushButton>(m_tab, "rekeyNodeButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(rekeyed.count(), 1, 10000);
        QVERIFY2(rekeyed.first().at(1).toBool(), qPrintable(rekeyed.first().at(2).toString()));
        QCOMPARE(scalar(QStringLiteral("SELECT host_key_fingerprint FROM node WHERE id = %1").arg(m_nodeId)).toString(),
                 real);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM audit_log WHERE action = 'rekey'")).toInt(), audits + 1);
        QVERIFY(scalar(QStringLiteral("SELECT before_json FROM audit_log WHERE action = 'rekey' ORDER BY id DESC"))
                    .toString()
                    .contains(registered));
        QTRY_VERIFY(!tb::test::child<QPushButton>(m_tab, "rekeyNodeButton")->isVisible());
        QTRY_COMPARE(banner->state(), ui::ConnectionBanner::State::Hidden);
        QVERIFY2(tb::test::child<QLabel>(panel(), "runStatusLabel")->text().startsWith(QStringLiteral("Ready to run")),
                 qPrintable(tb::test::child<QLabel>(panel(), "runStatusLabel")->text()));
        QVERIFY(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        shot(m_tab.get(), QStringLiteral("tab-hostkey-rekeyed.png"));
        tested.clear();
        tb::test::child<QPushButton>(m_tab, "testConnectionButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY2(tested.first().at(1).toBool(), qPrintable(tested.first().at(2).toString()));
    }

    void changedHostKeyIsRefusedWithWhatToDo() {
        const QString wrong = m_tmp.filePath(QStringLiteral("known_hosts_wrong"));
        QFile f(wrong);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_sshd.wrongKnownHostsLine().toUtf8() + '\n');
        f.close();
        addNodeThroughDialog(QStringLiteral("impostor"), wrong);
        QTRY_COMPARE(tb::test::child<QListWidget>(m_tab, "nodeList")->count(), 2);
        QVERIFY(m_tab->currentNodeId() != m_nodeId);
        QSignalSpy shown(m_tab->sessions(), &ui::NodeSessions::hostKeyDialogShown);
        QSignalSpy tested(m_tab.get(), &ui::NodesRunsTab::connectionTested);
        tb::test::child<QPushButton>(m_tab, "testConnectionButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY(!tested.first().at(1).toBool());
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        ui::HostKeyDialog* d = m_tab->sessions()->hostKeyDialog();
        QVERIFY(d->isRefusal());
        QVERIFY(d->findChild<QPushButton*>(QStringLiteral("acceptButton")) ==
                nullptr);  // nothing to accept: a changed key is refused
        const QString todo = d->findChild<QLabel*>(QStringLiteral("whatToDoLabel"))->text();
        QVERIFY2(todo.contains(QStringLiteral("remove")) && todo.contains(wrong), qPrintable(todo));
        shot(d, QStringLiteral("hostkey-changed.png"));
        tb::test::child<QPushButton>(d, "closeButton")->click();
        // Delete the impostor node (confirmed), back to one node.
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        tb::test::child<QPushButton>(m_tab, "deleteNodeButton")->click();
        QTRY_COMPARE(tb::test::child<QListWidget>(m_tab, "nodeList")->count(), 1);
        QVERIFY(m_tab->selectNode(m_nodeId));
    }

    void passphraseIsAskedAndNeverStored() {
        addNodeThroughDialog(QStringLiteral("encrypted key"), m_tmp.filePath(QStringLiteral("known_hosts")),
                             m_sshd.encryptedKey());
        QTRY_COMPARE(tb::test::child<QListWidget>(m_tab, "nodeList")->count(), 2);
        // The tab selects the node it just added once the reloaded list has it; under a loaded parallel run the
        // count arrives before that selection.
        QTRY_VERIFY(m_tab->currentNodeId() != m_nodeId);
        QSignalSpy tested(m_tab.get(), &ui::NodesRunsTab::connectionTested);
        tb::test::child<QPushButton>(m_tab, "testConnectionButton")->click();
        const auto visibleDialog = [this]() -> ui::PassphraseDialog* {
            for (auto* d : m_tab->findChildren<ui::PassphraseDialog*>()) {
                if (d->isVisible()) {
                    return d;
                }
            }
            return nullptr;
        };
        // A wrong passphrase asks again; the right one logs in.
        QTRY_VERIFY_WITH_TIMEOUT(visibleDialog() != nullptr, 20000);
        ui::PassphraseDialog* first = visibleDialog();
        QVERIFY(tb::test::child<QLineEdit>(first, "passphraseField")->echoMode() == QLineEdit::Password);
        tb::test::child<QLineEdit>(first, "passphraseField")->setText(QStringLiteral("wrong horse"));
        first->accept();
        QTRY_VERIFY_WITH_TIMEOUT(visibleDialog() != nullptr && visibleDialog() != first, 20000);
        tb::test::child<QLineEdit>(visibleDialog(), "passphraseField")
            ->setText(test::SshdFixture::encryptedKeyPassphrase());
        visibleDialog()->accept();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY2(tested.first().at(1).toBool(), qPrintable(tested.first().at(2).toString()));
        // Never stored: not in any text column the store keeps for nodes or the audit log.
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM node WHERE identity_file LIKE '%horse%' OR notes LIKE "
                                       "'%horse%'"))
                     .toInt(),
                 0);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM audit_log WHERE after_json LIKE '%horse%' OR "
                                       "before_json LIKE '%horse%'"))
                     .toInt(),
                 0);
        ui::MessageBox::setNextAnswer(QMessageBox::Yes);
        tb::test::child<QPushButton>(m_tab, "deleteNodeButton")->click();
        QTRY_COMPARE(tb::test::child<QListWidget>(m_tab, "nodeList")->count(), 1);
        QVERIFY(m_tab->selectNode(m_nodeId));
    }

    void runTbNodeIntoTheStore() {
        QAbstractItemModelTester samplesTester(panel()->samplesModel());
        QSignalSpy finished(panel(), &ui::RunPanel::runFinished);
        QSignalSpy batch(panel(), &ui::RunPanel::batchFinished);
        panel()->select({QStringLiteral("tb-node")}, {});
        QVERIFY(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        tb::test::child<QPushButton>(panel(), "runButton")->click();
        QVERIFY(panel()->isRunning());
        QVERIFY(tb::test::child<QPushButton>(panel(), "cancelButton")->isEnabled());
        QVERIFY(!tb::test::child<QPushButton>(m_tab, "testConnectionButton")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(panel()->logModel()->rowCount() > 0, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(batch.count(), 1, 300000);
        QCOMPARE(finished.count(), 1);
        const core::RunStatus status = finished.first().at(1).value<core::RunStatus>();
        QVERIFY2(status == core::RunStatus::Ok || status == core::RunStatus::Failed,
                 qPrintable(core::runStatusKey(status)));
        QCOMPARE(progressStatus(0), core::runStatusName(status));
        const qint64 runId = finished.first().at(0).toLongLong();
        QCOMPARE(scalar(QStringLiteral("SELECT node_id FROM probe_run WHERE id = %1").arg(runId)).toLongLong(),
                 m_nodeId);
        QCOMPARE(scalar(QStringLiteral("SELECT evaluation_id FROM probe_run WHERE id = %1").arg(runId)).toLongLong(),
                 m_evaluationId);
        QVERIFY(scalar(QStringLiteral("SELECT COUNT(*) FROM finding WHERE run_id = %1").arg(runId)).toInt() > 0);
        // The log shows tb-node's checks; the filter narrows it.
        QSortFilterProxyModel* proxy = panel()->logProxy();
        const int all = proxy->rowCount();
        tb::test::child<QLineEdit>(panel(), "logFilter")->setText(QStringLiteral("fs.parallel"));
        QVERIFY(proxy->rowCount() >= 1);
        QVERIFY(proxy->rowCount() < all);
        tb::test::child<QLineEdit>(panel(), "logFilter")->clear();
        QCOMPARE(proxy->rowCount(), all);
        // It shows in the node's history.
        QTRY_VERIFY_WITH_TIMEOUT(
            tb::test::child<tb::ui::RunHistoryPanel>(m_tab, "runHistoryPanel")->model()->rowOfRun(runId) >= 0, 20000);
    }

    void samplesArriveLiveInTheTableAndChart() {
        QSignalSpy batch(panel(), &ui::RunPanel::batchFinished);
        panel()->select({}, {QStringLiteral("stand_in_sweep")});
        tb::test::child<QPushButton>(panel(), "runButton")->click();
        // Five sized samples, then the command sleeps 3 s: they must be on screen while it still runs.
        QTRY_COMPARE_WITH_TIMEOUT(panel()->samplesModel()->rowCount(), 5, 60000);
        QVERIFY(panel()->isRunning());
        QCOMPARE(panel()
                     ->samplesModel()
                     ->data(panel()->samplesModel()->index(4, int(ui::LiveSamplesModel::Column::Size)),
                            ui::LiveSamplesModel::RawValueRole)
                     .toLongLong(),
                 qint64(1) << 26);
        // The log shows them too, with their sizes.
        tb::test::child<QLineEdit>(panel(), "logFilter")->setText(QStringLiteral("read.bw @ 64 MiB"));
        QCOMPARE(panel()->logProxy()->rowCount(), 1);
        tb::test::child<QLineEdit>(panel(), "logFilter")->clear();
        ui::SweepChart* chart = tb::test::child<tb::ui::LiveCharts>(panel(), "liveChart")->sweepChart();
        QCOMPARE(chart->seriesCount(), 1);
        QCOMPARE(chart->seriesPoints(0).size(), 5);
        // The chart draws while the run streams (throttled flush), not only at the end.
        QTRY_VERIFY_WITH_TIMEOUT(chart->repaintCount() > 0, 2000);
        QVERIFY(panel()->isRunning());
        QCOMPARE(chart->series(0)->count(), 5);
        tb::test::child<QTabWidget>(panel(), "runOutputTabs")
            ->setCurrentWidget(tb::test::child<tb::ui::LiveCharts>(panel(), "liveChart"));
        shot(m_tab.get(), QStringLiteral("run-panel-midrun-chart.png"));
        tb::test::child<QTabWidget>(panel(), "runOutputTabs")->setCurrentIndex(1);
        shot(m_tab.get(), QStringLiteral("run-panel-midrun-samples.png"));
        QTRY_COMPARE_WITH_TIMEOUT(batch.count(), 1, 60000);
        QCOMPARE(progressStatus(0), QStringLiteral("ok"));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/tb-gui-pwned")));
    }

    void cancelALongRecipe() {
        QSignalSpy finished(panel(), &ui::RunPanel::runFinished);
        QSignalSpy batch(panel(), &ui::RunPanel::batchFinished);
        panel()->select({}, {QStringLiteral("stand_in_long")});
        tb::test::child<QPushButton>(panel(), "runButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(panel()->samplesModel()->rowCount(), 1, 60000);
        QCOMPARE(progressStatus(0), QStringLiteral("running"));
        tb::test::child<QTabWidget>(panel(), "runOutputTabs")->setCurrentIndex(0);
        shot(m_tab.get(), QStringLiteral("run-panel-midrun-log.png"));
        tb::test::child<QPushButton>(panel(), "cancelButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(batch.count(), 1, 30000);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().at(1).value<core::RunStatus>(), core::RunStatus::Cancelled);
        QCOMPARE(progressStatus(0), QStringLiteral("cancelled"));
        const qint64 runId = finished.first().at(0).toLongLong();
        QCOMPARE(scalar(QStringLiteral("SELECT status FROM probe_run WHERE id = %1").arg(runId)).toString(),
                 QStringLiteral("cancelled"));
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM sample WHERE run_id = %1").arg(runId)).toInt(), 1);
        // The remote process group is gone, not just the channel: no `sleep 300` left for the test user.
        const auto sleepers = [] {
            int rc = 0;
            test::SshdFixture::runLocal(QStringLiteral("pgrep"),
                                        {QStringLiteral("-u"), test::SshdFixture::testUser(), QStringLiteral("-f"),
                                         QStringLiteral("sleep 300")},
                                        &rc);
            return rc;  // 1: no process matched
        };
        QTRY_COMPARE_WITH_TIMEOUT(sleepers(), 1, 10000);
        // Rerun runs the same selection again, even with another selection checked; cancelled again.
        panel()->select({}, {QStringLiteral("stand_in_sweep")});
        QVERIFY(tb::test::child<QPushButton>(panel(), "rerunButton")->isEnabled());
        tb::test::child<QPushButton>(panel(), "rerunButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(panel()->samplesModel()->rowCount(), 1, 60000);
        QCOMPARE(tb::test::child<QTreeWidget>(panel(), "progressTree")->topLevelItem(0)->text(0),
                 QStringLiteral("stand_in_long"));
        tb::test::child<QPushButton>(panel(), "cancelButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(batch.count(), 2, 30000);
        QCOMPARE(finished.last().at(1).value<core::RunStatus>(), core::RunStatus::Cancelled);
    }

    void historyShowsRunsWithStatusAndDuration() {
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(m_tab, "runHistoryPanel");
        QAbstractItemModelTester tester(history->model());
        QTRY_COMPARE_WITH_TIMEOUT(history->model()->rowCount(), 4, 20000);
        ui::RunHistoryModel* model = history->model();
        const auto cell = [model](int row, ui::RunHistoryModel::Column c) {
            return model->data(model->index(row, int(c))).toString();
        };
        QCOMPARE(cell(0, ui::RunHistoryModel::Column::Name), QStringLiteral("stand_in_long"));
        // The history reloads again when the last run is recorded; the row may still say "running" before that.
        QTRY_COMPARE_WITH_TIMEOUT(cell(0, ui::RunHistoryModel::Column::Status), QStringLiteral("cancelled"), 20000);
        QCOMPARE(cell(1, ui::RunHistoryModel::Column::Status), QStringLiteral("cancelled"));
        QCOMPARE(cell(2, ui::RunHistoryModel::Column::Name), QStringLiteral("stand_in_sweep"));
        // Five streamed samples and the recipe's own timing.
        QCOMPARE(cell(2, ui::RunHistoryModel::Column::Samples), QStringLiteral("6"));
        QVERIFY(
            model->data(model->index(2, int(ui::RunHistoryModel::Column::Duration)), ui::RunHistoryModel::RawValueRole)
                .toDouble() >= 2.0);
        QCOMPARE(cell(3, ui::RunHistoryModel::Column::Name), QStringLiteral("tb-node"));
        // Selecting the sweep draws its chart.
        QSignalSpy shownRun(history, &ui::RunHistoryPanel::runShown);
        history->selectRun(model->runAt(2).id);
        QTRY_VERIFY(!shownRun.isEmpty());
        QTRY_VERIFY(tb::test::child<tb::ui::RenderableView>(history, "historyChart")->renderable() != nullptr);
        tb::test::child<QTabWidget>(m_tab, "nodePages")->setCurrentWidget(history);
        shot(m_tab.get(), QStringLiteral("history-sweep.png"));
    }

    void attachRunAsEvidence() {
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(m_tab, "runHistoryPanel");
        ui::RunHistoryModel* model = history->model();
        const qint64 sweepRun = model->runAt(2).id;
        history->selectRun(sweepRun);
        QTRY_VERIFY(history->currentRunId() == sweepRun &&
                    tb::test::child<QPushButton>(history, "attachButton")->isEnabled());
        QSignalSpy attached(history, &ui::RunHistoryPanel::evidenceAttached);
        tb::test::child<QPushButton>(history, "attachButton")->click();
        QTRY_VERIFY(history->evidenceDialog() && history->evidenceDialog()->isVisible());
        ui::EvidenceDialog* d = history->evidenceDialog();
        d->selectItem(QStringLiteral("storage.read_perf"));
        QCOMPARE(d->checkItemKey(), QStringLiteral("storage.read_perf"));
        tb::test::child<QLineEdit>(d, "noteField")->setText(QStringLiteral("stand-in sweep"));
        d->accept();
        QTRY_COMPARE_WITH_TIMEOUT(attached.count(), 1, 15000);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM verdict_evidence ve JOIN verdict v ON v.id = "
                                       "ve.verdict_id JOIN check_item c ON c.id = v.check_item_id WHERE ve.run_id = "
                                       "%1 AND c.key = 'storage.read_perf' AND ve.note = 'stand-in sweep'")
                            .arg(sweepRun))
                     .toInt(),
                 1);
        // Linking evidence does not change the verdict itself.
        QCOMPARE(scalar(QStringLiteral("SELECT v.verdict FROM verdict v JOIN check_item c ON c.id = v.check_item_id "
                                       "WHERE v.evaluation_id = %1 AND c.key = 'storage.read_perf'")
                            .arg(m_evaluationId))
                     .toString(),
                 QStringLiteral("unknown"));
    }

    void tbNodeSuggestionConfirmedWritesVerdict() {
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(m_tab, "runHistoryPanel");
        const qint64 nodeRun = history->model()->runAt(3).id;
        QSignalSpy shownRun(history, &ui::RunHistoryPanel::runShown);
        history->selectRun(nodeRun);
        QTRY_VERIFY(!shownRun.isEmpty() && shownRun.last().at(0).toLongLong() == nodeRun);
        // tb-node always checks for a parallel filesystem: storage.parallel_fs gets a suggestion.
        QTreeWidget* tree = tb::test::child<QTreeWidget>(history, "suggestionsTree");
        QTreeWidgetItem* parallel = nullptr;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            if (tree->topLevelItem(i)->toolTip(0) == QStringLiteral("storage.parallel_fs")) {
                parallel = tree->topLevelItem(i);
            }
        }
        QVERIFY(parallel);
        const auto verdictSql = QStringLiteral(
                                    "SELECT v.verdict || '|' || v.evidence FROM verdict v JOIN check_item c "
                                    "ON c.id = v.check_item_id WHERE v.evaluation_id = %1 AND c.key = "
                                    "'storage.parallel_fs'")
                                    .arg(m_evaluationId);
        QVERIFY(scalar(verdictSql).toString().startsWith(QStringLiteral("unknown|")));  // shown, not written
        tree->setCurrentItem(parallel);
        const QString suggested = tb::test::child<QComboBox>(history, "verdictCombo")->currentData().toString();
        const auto suggestedVerdict = core::verdictFromKey(suggested);
        QVERIFY(suggestedVerdict == core::Verdict::Partial || suggestedVerdict == core::Verdict::Pass);
        tb::test::child<QTabWidget>(history, "detailTabs")->setCurrentIndex(2);
        tb::test::child<QTabWidget>(m_tab, "nodePages")->setCurrentWidget(history);
        shot(m_tab.get(), QStringLiteral("history-suggestions.png"));
        // The analyst changes it to fail before confirming: the change is what is written.
        tb::test::child<QComboBox>(history, "verdictCombo")
            ->setCurrentIndex(tb::test::child<QComboBox>(history, "verdictCombo")->findData(QStringLiteral("fail")));
        QSignalSpy confirmed(history, &ui::RunHistoryPanel::verdictConfirmed);
        QVERIFY(tb::test::child<QPushButton>(history, "confirmButton")->isEnabled());
        tb::test::child<QPushButton>(history, "confirmButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(confirmed.count(), 1, 15000);
        const QString written = scalar(verdictSql).toString();
        QVERIFY2(written.startsWith(QStringLiteral("fail|tb-node run %1: fs.parallel").arg(nodeRun)),
                 qPrintable(written));
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM verdict_evidence WHERE run_id = %1 AND finding_id IS NOT "
                                       "NULL")
                            .arg(nodeRun))
                     .toInt(),
                 1);
        QVERIFY(scalar(QStringLiteral("SELECT COUNT(*) FROM audit_log WHERE entity = 'verdict_evidence'")).toInt() >=
                2);
    }

    void cleanupTestCase() {
        ui::MessageBox::resetForTests();
        m_tab.reset();
        m_store.reset();
        m_sshd.stop();
    }
};

QTEST_MAIN(TestRemoteTab)
#include "tst_RemoteTab.moc"
