// Nodes & runs › Engagement against the loopback sshd and a real SQLite file: an empty page says what to do; the
// start dialog shows the dry run, names the destructive step and keeps Start disabled while nothing would run; an
// engagement starts on the node, pauses and resumes there, collects its finished step into the store; a left-out
// step cannot be retried; a change made elsewhere shows without Reload; a tab that goes while the node answers is
// safe.
#include "core/store/EngagementRepository.h"
#include "core/store/Store.h"
#include "core/usecase/NodeWorkflow.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/Widgets.h"
#include "tests/ui/LoopbackNodeSteps.h"
#include "ui/engagement/EngagementPanel.h"
#include "ui/engagement/EngagementStartDialog.h"
#include "ui/engagement/EngagementStepsModel.h"
#include "ui/runs/NodesRunsTab.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tb;
using namespace Qt::StringLiterals;

class tst_EngagementPanel : public QObject {
    Q_OBJECT

private:
    test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::NodesRunsTab> m_tab;
    qint64 m_providerId = 0, m_nodeId = 0;
    QString m_plan;

    ui::EngagementPanel* panel() const { return tb::test::child<ui::EngagementPanel>(m_tab, "engagementPanel"); }
    QString summary() const { return tb::test::child<QLabel>(panel(), "engagementSummary")->text(); }
    QPushButton* button(const char* name) const { return tb::test::child<QPushButton>(panel(), name); }
    void shot(QWidget* w, const QString& name) {
        const QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            QCoreApplication::processEvents();
            w->grab().save(dir + u'/' + name);
        }
    }
    // Runs an action of the panel and waits for its answer from the node: ok, or the message.
    bool act(const std::function<void()>& action, QString* message = nullptr) {
        QSignalSpy done(panel(), &ui::EngagementPanel::actionDone);
        action();
        if (!done.wait(180000) && done.isEmpty()) {
            if (message) {
                *message = u"no answer"_s;
            }
            return false;
        }
        if (message) {
            *message = done.first().at(2).toString();
        }
        return done.first().at(1).toBool();
    }
    const core::EngagementStepRecord* step(const QString& instance) const {
        return panel()->stepsModel()->stepAt(panel()->stepsModel()->rowOf(instance));
    }
    // A plan of our own: a quick recipe in the audit phase (it fails at once where Python has no torch: a failed
    // step is a finished one) and a destructive one in the reliability phase.
    QString writePlan() {
        const auto recipe = [](const QString& name, const QString& recipeName, bool destructive) {
            return QJsonObject{{u"name"_s, name},         {u"title"_s, name + u" step"_s}, {u"kind"_s, u"recipe"_s},
                               {u"recipe"_s, recipeName}, {u"scope"_s, u"once"_s},         {u"expected_min"_s, 3},
                               {u"deadline_min"_s, 10},   {u"destructive"_s, destructive}};
        };
        const QJsonObject plan{
            {u"format"_s, u"tierbench-plan"_s},
            {u"schema"_s, 1},
            {u"name"_s, u"panel-test"_s},
            {u"version"_s, u"1.0"_s},
            {u"title"_s, u"Panel test plan"_s},
            {u"source"_s, u"tst_EngagementPanel"_s},
            {u"rubric"_s, u"2.0"_s},
            {u"budget_node_hours"_s, 1},
            {u"phases"_s,
             QJsonArray{QJsonObject{{u"name"_s, u"audit"_s},
                                    {u"title"_s, u"Audit"_s},
                                    {u"steps"_s, QJsonArray{recipe(u"torch"_s, u"import_torch"_s, false)}}},
                        QJsonObject{{u"name"_s, u"reliability"_s},
                                    {u"title"_s, u"Reliability"_s},
                                    {u"steps"_s, QJsonArray{recipe(u"pull"_s, u"container_pull"_s, true)}}}}}};
        const QString path = m_tmp.filePath(u"panel-test.json"_s);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) {
            return {};
        }
        f.write(QJsonDocument(plan).toJson());
        return path;
    }

private slots:
    void initTestCase() {
        qunsetenv("SSH_AUTH_SOCK");
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        auto store = core::Store::open(m_tmp.filePath(u"tb.sqlite"_s));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        auto ids = test::createProviderWithEvaluation(*m_store, u"Engaged Cloud"_s);
        QVERIFY(ids);
        m_providerId = ids->first;
        const QString knownHosts = m_tmp.filePath(u"known_hosts"_s);
        QFile hosts(knownHosts);
        QVERIFY(hosts.open(QIODevice::WriteOnly));
        hosts.write(m_sshd.knownHostsLine().toUtf8() + '\n');
        hosts.close();
        core::NodeRecord node;
        node.name = u"loopback-node"_s;
        node.host = m_sshd.host();
        node.port = m_sshd.port();
        node.userName = test::SshdFixture::testUser();
        node.identityFile = m_sshd.userKey();
        auto saved = m_store->run(
            [&](QSqlDatabase& db) { return core::NodeWorkflow(db).save(m_providerId, node, knownHosts, u"test"_s); });
        QVERIFY2(saved, saved ? "" : qPrintable(saved.error().toString()));
        m_nodeId = saved->id;
        m_plan = writePlan();
        QVERIFY(!m_plan.isEmpty());

        m_tab = std::make_unique<ui::NodesRunsTab>();
        m_tab->resize(1280, 760);
        test::wireForLoopback(*m_tab, m_tmp.filePath(u"no-agent"_s));
        QVERIFY(test::showOnProvider(*m_tab, m_store, m_providerId));
        QVERIFY(m_tab->selectNode(m_nodeId));
        auto* pages = tb::test::child<QTabWidget>(m_tab, "nodePages");
        pages->setCurrentWidget(panel());
        new QAbstractItemModelTester(panel()->stepsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     this);
    }

    void anEmptyPageSaysWhatToDo() {
        QTRY_VERIFY(summary().contains(u"No engagement on this node yet"_s));
        QVERIFY(button("newEngagementButton")->isEnabled());
        QVERIFY(!button("updateEngagementButton")->isEnabled());
        QVERIFY(!button("pauseEngagementButton")->isEnabled());
        QCOMPARE(panel()->stepsModel()->rowCount(), 0);
    }

    void theStartDialogShowsTheDryRunAndAsksConsent() {
        panel()->startNew();
        QTRY_VERIFY(panel()->startDialog() && panel()->startDialog()->isVisible());
        ui::EngagementStartDialog* d = panel()->startDialog();
        QSignalSpy loaded(d, &ui::EngagementStartDialog::planLoaded);
        d->choosePlanFile(m_plan);
        QTRY_VERIFY2(!loaded.isEmpty() && loaded.last().at(0).toString() == u"panel-test"_s,
                     qPrintable(tb::test::child<QLabel>(d, "planInfo")->text()));
        auto* tree = tb::test::child<QTreeWidget>(d, "estimateTree");
        auto* consent = tb::test::child<QCheckBox>(d, "consentCheck");
        QCOMPARE(tree->topLevelItemCount(), 2);
        // Without consent the destructive step is left out, and says why; the consent names it.
        QVERIFY(tree->topLevelItem(0)->text(3).isEmpty());
        QVERIFY(!tree->topLevelItem(1)->text(3).isEmpty());
        QVERIFY(!consent->isHidden());
        QVERIFY(!consent->isChecked());
        QVERIFY2(consent->text().contains(u"pull step"_s), qPrintable(consent->text()));
        QVERIFY(d->canStart());
        // Only the reliability phase, no consent: nothing would run, Start is disabled and the dialog says why.
        tb::test::child<QCheckBox>(d, "phase_audit")->setChecked(false);
        QVERIFY(!d->canStart());
        QVERIFY(tb::test::child<QLabel>(d, "estimateTotals")->text().contains(u"Nothing would run"_s));
        consent->setChecked(true);
        QVERIFY(d->canStart());
        QVERIFY(!tree->topLevelItem(0)->text(3).isEmpty());  // its phase is not chosen: it says so
        QVERIFY(tree->topLevelItem(1)->text(3).isEmpty());   // consent given: it runs
        // Only the audit phase: nothing destructive is chosen, so there is nothing to consent to.
        tb::test::child<QCheckBox>(d, "phase_audit")->setChecked(true);
        tb::test::child<QCheckBox>(d, "phase_reliability")->setChecked(false);
        QVERIFY(consent->isHidden());
        QVERIFY(!d->consent());
        QCOMPARE(d->phases(), QStringList{u"audit"_s});
        tb::test::child<QCheckBox>(d, "phase_reliability")->setChecked(true);
        consent->setChecked(false);
        shot(d, u"engagement-start.png"_s);
        QString message;
        QVERIFY2(act([d] { tb::test::child<QPushButton>(d, "startButton")->click(); }, &message), qPrintable(message));
        QTRY_COMPARE(tb::test::child<QComboBox>(panel(), "engagementCombo")->count(), 1);
        QTRY_COMPARE(panel()->stepsModel()->rowCount(), 2);
        const core::EngagementStepRecord* pull = step(u"pull.0"_s);
        QVERIFY(pull);
        QCOMPARE(pull->state, core::EngagementStepState::LeftOut);
    }

    void pauseAndResumeOnTheNode() {
        QString message;
        QTRY_VERIFY(button("pauseEngagementButton")->isEnabled());
        QVERIFY2(act([this] { button("pauseEngagementButton")->click(); }, &message), qPrintable(message));
        QTRY_VERIFY(summary().contains(u"paused"_s));
        QVERIFY(button("resumeEngagementButton")->isEnabled());
        QVERIFY(!button("pauseEngagementButton")->isEnabled());
        QVERIFY2(act([this] { button("resumeEngagementButton")->click(); }, &message), qPrintable(message));
        QTRY_VERIFY(summary().contains(u"running"_s));
    }

    void finishedStepsAreCollectedFromTheNode() {
        // Update from node until the recipe has an end; it is imported once, as a run of the step.
        for (int i = 0; i < 60; ++i) {
            QString message;
            QVERIFY2(act([this] { panel()->updateFromNode(); }, &message), qPrintable(message));
            QTRY_VERIFY(step(u"torch.0"_s) != nullptr);
            if (core::isFinal(step(u"torch.0"_s)->state)) {
                break;
            }
            QTest::qWait(1000);
        }
        const core::EngagementStepRecord* torch = step(u"torch.0"_s);
        QVERIFY(torch && core::isFinal(torch->state));
        QVERIFY(torch->runId.has_value());
        QCOMPARE(panel()->progress().total, 1);  // the left-out step is neither done nor to do
        QCOMPARE(panel()->progress().finished, 1);
        QCOMPARE(tb::test::child<QProgressBar>(panel(), "engagementProgress")->value(), 100);
        QVERIFY2(summary().contains(u"1 of 1 steps finished"_s), qPrintable(summary()));
        shot(m_tab.get(), u"engagement-panel.png"_s);
    }

    void aLeftOutStepCannotBeRetried() {
        auto* table = tb::test::child<QTableView>(panel(), "engagementSteps");
        table->selectRow(panel()->stepsModel()->rowOf(u"pull.0"_s));
        QVERIFY(!button("retryStepButton")->isEnabled());
        QVERIFY(!button("skipStepButton")->isEnabled());
        // Core refuses it too, whatever the buttons say (consent is given when an engagement starts).
        QString message;
        QVERIFY(!act([this] { panel()->retryStep(); }, &message));
        QVERIFY2(!message.isEmpty(), "a refusal says why");
        QCOMPARE(step(u"pull.0"_s)->state, core::EngagementStepState::LeftOut);
    }

    void aChangeMadeElsewhereShowsWithoutReload() {
        const qint64 id = panel()->currentEngagementId();
        QVERIFY(id > 0);
        auto st = m_store->run([id](QSqlDatabase& db) {
            return core::EngagementRepository(db).setState(id, core::EngagementState::Stopped,
                                                           u"stopped from another workbench"_s, u"someone"_s);
        });
        QVERIFY2(st, st ? "" : qPrintable(st.error().toString()));
        QTRY_VERIFY(summary().contains(u"stopped from another workbench"_s));
        QVERIFY(!button("updateEngagementButton")->isEnabled());
    }

    void aTabThatGoesWhileTheNodeAnswersIsSafe() {
        // Another engagement, then the tab goes at once while the start is on the node's worker.
        panel()->startNew();
        QTRY_VERIFY(panel()->startDialog() && panel()->startDialog()->isVisible());
        ui::EngagementStartDialog* d = panel()->startDialog();
        QSignalSpy loaded(d, &ui::EngagementStartDialog::planLoaded);
        d->choosePlanFile(m_plan);
        QTRY_VERIFY(!loaded.isEmpty());
        tb::test::child<QPushButton>(d, "startButton")->click();
        QTRY_VERIFY(panel()->isBusy());
        m_tab.reset();
        QTest::qWait(3000);  // whatever the worker still delivers finds no panel
    }
};

QTEST_MAIN(tst_EngagementPanel)
#include "tst_EngagementPanel.moc"
