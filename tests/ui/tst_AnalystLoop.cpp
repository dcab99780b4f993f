// Issue 12, the whole loop an analyst walks in the first hour, as one scripted session on the real MainWindow and a
// fresh SQLite file: File › New database, a provider and an evaluation through their dialogs, a node on the loopback
// sshd (its unknown host key answered in the dialog), Test connection, tb-node and tb-coll on the host backend, a run
// attached as evidence, suggestions accepted, an interview, a tier with a justification, the checklist walked through
// live, the review PDF. Every step asserts on what the analyst sees (widget text, models) and on what the store holds
// (read back here, on the test thread). With TB_SCREENSHOT_DIR set, each step is saved as a PNG (run it under Xvfb
// with QT_QPA_PLATFORM=xcb to see the real window).
#include "core/settings/AnalystSettings.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/TestSupport.h"
#include "tests/support/Widgets.h"
#include "tests/ui/LoopbackNodeSteps.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistView.h"
#include "ui/checklist/EvaluationActions.h"
#include "ui/checklist/EvaluationDialog.h"
#include "ui/common/FileDialog.h"
#include "ui/providers/ProviderDialog.h"
#include "ui/providers/ProviderPage.h"
#include "ui/providers/TierBadge.h"
#include "ui/imports/FileActions.h"
#include "ui/interviews/InterviewEditor.h"
#include "ui/interviews/InterviewListModel.h"
#include "ui/interviews/InterviewsTab.h"
#include "ui/rating/RatingTab.h"
#include "ui/runs/EvidenceDialog.h"
#include "ui/runs/LiveSamplesModel.h"
#include "ui/runs/ProbeArgumentsEditor.h"
#include "ui/runs/RunHistoryModel.h"
#include "ui/runs/RunHistoryPanel.h"
#include "ui/runs/RunLogModel.h"
#include "ui/walkthrough/WalkthroughWindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTreeWidget>

using namespace tb;

class TestAnalystLoop : public QObject, public test::MainWindowFixture {
    Q_OBJECT

    test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    QString m_shots;
    int m_step = 0;
    qint64 m_providerId = 0;
    qint64 m_evaluationId = 0;
    qint64 m_collRun = 0;
    qint64 m_nodeRun = 0;
    const QString m_reviewer = QStringLiteral("R. Analyst");

    ui::ProviderPage* page() const { return m_window->providerPage(); }
    ui::NodesRunsTab* nodes() const { return page()->findChild<ui::NodesRunsTab*>(); }
    ui::RunPanel* panel() const { return tb::test::child<tb::ui::RunPanel>(nodes(), "runPanel"); }
    ui::RunHistoryPanel* history() const {
        return tb::test::child<tb::ui::RunHistoryPanel>(nodes(), "runHistoryPanel");
    }
    template <typename T>
    T* tabOf() const {
        return page()->findChild<T*>();
    }
    QString statusText() const { return m_window->statusBar()->currentMessage(); }

    // One PNG per step, of the window the analyst looks at (a dialog when one is open).
    void shot(const QString& name, QWidget* w = nullptr) {
        ++m_step;
        if (m_shots.isEmpty()) {
            return;
        }
        QWidget* target = w ? w : m_window.get();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QString file = m_shots + QStringLiteral("/%1-%2.png").arg(m_step, 2, 10, QLatin1Char('0')).arg(name);
        QVERIFY2(target->grab().save(file), qPrintable(file));
    }
    void triggerAction(const char* name) {
        auto* action = m_window->findChild<QAction*>(QLatin1String(name));
        QVERIFY2(action, name);
        QVERIFY2(action->isEnabled(), name);
        action->trigger();
    }
    static void clickOk(QWidget* dialog) {
        auto* box = dialog->findChild<QDialogButtonBox*>();
        QVERIFY(box);
        QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
    }
    void showProviderTab(QWidget* tab) {
        m_window->views()->setCurrentIndex(0);
        page()->showTab(tab);
    }
    QString verdictOf(const QString& itemKey) {
        return scalar(QStringLiteral("SELECT v.verdict FROM verdict v JOIN check_item c ON c.id = v.check_item_id "
                                     "WHERE v.evaluation_id = %1 AND c.key = '%2'")
                          .arg(m_evaluationId)
                          .arg(itemKey))
            .toString();
    }
    // The checklist as the analyst sees it: the verdict column's key of the item row with this id.
    QString checklistVerdict(qint64 checkItemId) {
        ui::ChecklistModel* model = page()->checklistView()->model();
        for (int c = 0; c < model->rowCount(); ++c) {
            const QModelIndex criterion = model->index(c, 0);
            for (int i = 0; i < model->rowCount(criterion); ++i) {
                const QModelIndex item = model->index(i, 0, criterion);
                if (item.data(ui::ChecklistModel::CheckItemIdRole).toLongLong() == checkItemId) {
                    return item.data(ui::ChecklistModel::VerdictKeyRole).toString();
                }
            }
        }
        return {};
    }
    // Runs exactly one probe with the host backend and waits for its batch; the run's id.
    qint64 runProbe(const QString& probe) {
        panel()->select({probe}, {});
        ui::ProbeArgumentsEditor* editor =
            tb::test::child<tb::ui::ProbeArgumentsEditor>(panel(), "probeArgumentsEditor");
        if (probe == QLatin1String("tb-coll")) {
            // A small sweep, typed as the analyst types it: the default one takes minutes on a loaded machine.
            using Option = ui::ProbeArgumentsEditor::Option;
            const std::pair<Option, const char*> small[] = {
                {Option::Sizes, "4K:64K:x4"}, {Option::Iters, "2"}, {Option::Repeats, "2"}, {Option::Warmup, "0"}};
            for (const auto& [option, text] : small) {
                editor->field(option)->setText(QString::fromLatin1(text));
            }
            tb::test::child<QComboBox>(editor, "backendCombo")
                ->setCurrentIndex(tb::test::child<QComboBox>(editor, "backendCombo")->findData(QStringLiteral("host")));
        }
        QSignalSpy finished(panel(), &ui::RunPanel::runFinished);
        QSignalSpy batch(panel(), &ui::RunPanel::batchFinished);
        if (!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled()) {
            qWarning() << "Run disabled:" << tb::test::child<QPushButton>(panel(), "runButton")->toolTip();
            return 0;
        }
        tb::test::child<QPushButton>(panel(), "runButton")->click();
        if (!QTest::qWaitFor([&] { return batch.count() == 1; }, 240000) || finished.count() != 1) {
            ui::RunLogModel* log = panel()->logModel();
            for (int i = std::max(0, log->rowCount() - 12); i < log->rowCount(); ++i) {
                qWarning().noquote() << "log:" << log->data(log->index(i, 0)).toString();
            }
            return 0;
        }
        if (finished.first().at(1).value<core::RunStatus>() != core::RunStatus::Ok) {
            qWarning() << probe << "ended" << core::runStatusKey(finished.first().at(1).value<core::RunStatus>());
            return 0;
        }
        return finished.first().at(0).toLongLong();
    }

private slots:
    void initTestCase() {
        isolateSettings();
        // No reviewer name in the Preferences yet, and a login name that is not the analyst's: the name set in the
        // Preferences is the one the history and the audit log carry.
        core::AnalystSettings::setReviewerName({});
        qputenv("USER", "loginname");
        qunsetenv("SSH_AUTH_SOCK");
        m_shots = qEnvironmentVariable("TB_SCREENSHOT_DIR");
        if (!m_shots.isEmpty()) {
            QVERIFY(QDir().mkpath(m_shots));
        }
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        for (const char* probe : {"tb-node", "tb-coll"}) {
            const QString built =
                qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/probes/") + QLatin1String(probe);
            if (!QFileInfo(built).isExecutable()) {
                TB_SERVICE_UNAVAILABLE(QStringLiteral("%1 is not built (build the probes targets first)").arg(built));
            }
        }
        if (test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-v")}).startsWith(u'<')) {
            // pdftotext -v writes to stderr and exits 0; a missing tool comes back in angle brackets.
            TB_SERVICE_UNAVAILABLE(QStringLiteral("pdftotext (poppler-utils) is not installed"));
        }
    }

    void cleanupTestCase() {
        ui::FileDialog::resetForTests();
        closeWindow();
    }

    void firstStartAndNewDatabase() {
        // The window as the analyst first sees it: no database yet.
        m_window = std::make_unique<ui::MainWindow>();
        m_window->setConnectionFactory([] { return std::make_unique<remote::SshConnection>(); });
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->resize(1400, 900);
        shot(QStringLiteral("first-start"));
        m_path = m_tmp.filePath(QStringLiteral("review.sqlite"));
        QVERIFY(!QFileInfo::exists(m_path));
        QSignalSpy opened(m_window->fileActions(), &ui::FileActions::databaseOpened);
        QSignalSpy loaded(m_window.get(), &ui::MainWindow::providersLoaded);
        ui::FileDialog::setNextPath(m_path);
        triggerAction("newDatabaseAction");
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
        QTRY_VERIFY(loaded.count() >= 1);
        m_store = m_window->store();
        QVERIFY(m_store);
        QVERIFY(QFileInfo::exists(m_path));
        auto* dbLabel = m_window->findChild<QLabel*>(QStringLiteral("databasePathLabel"));
        QVERIFY2(dbLabel->text().contains(m_path), qPrintable(dbLabel->text()));
        QCOMPARE(m_window->providerModel()->rowCount(), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM provider")), 0);
        shot(QStringLiteral("fresh-database"));
    }

    void setTheAnalystNameInThePreferences() {
        triggerAction("preferencesAction");
        QDialog* prefs = nullptr;
        QTRY_VERIFY((prefs = m_window->findChild<QDialog*>(QStringLiteral("preferencesDialog"))) && prefs->isVisible());
        auto* name = prefs->findChild<QLineEdit*>(QStringLiteral("reviewerNameEdit"));
        QVERIFY2(name->text().isEmpty(), qPrintable(name->text()));  // never the login name
        QTest::keyClicks(name, m_reviewer);
        shot(QStringLiteral("preferences"), prefs);
        QPointer<QDialog> guard(prefs);
        clickOk(prefs);
        QTRY_VERIFY(!guard || !guard->isVisible());
        QCOMPARE(core::AnalystSettings::reviewerName(), m_reviewer);
    }

    void addProviderThroughTheDialog() {
        triggerAction("newProviderAction");
        QPointer<ui::ProviderDialog> dialog = m_window->findChild<ui::ProviderDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("nameEdit")), QStringLiteral("Loopback Cloud"));
        auto* kind = dialog->findChild<QComboBox*>(QStringLiteral("kindCombo"));
        kind->setCurrentIndex(kind->findData(QStringLiteral("neocloud")));
        dialog->findChild<QLineEdit*>(QStringLiteral("gpuEdit"))->setText(QStringLiteral("H100"));
        shot(QStringLiteral("provider-dialog"), dialog);
        clickOk(dialog);
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        m_providerId = scalar(QStringLiteral("SELECT id FROM provider WHERE name = 'Loopback Cloud'")).toLongLong();
        QVERIFY(m_providerId > 0);
        QCOMPARE(scalar(QStringLiteral("SELECT kind FROM provider WHERE id = %1").arg(m_providerId)).toString(),
                 QStringLiteral("neocloud"));
        QTRY_COMPARE(m_window->providerModel()->rowCount(), 1);
        QCOMPARE(m_window->currentProviderId(), m_providerId);
        QTRY_COMPARE(page()->loadedProviderId(), m_providerId);
        QCOMPARE(page()->findChild<QLabel*>(QStringLiteral("providerNameLabel"))->text(),
                 QStringLiteral("Loopback Cloud"));
        shot(QStringLiteral("provider-added"));
    }

    void startAnEvaluationThroughTheDialog() {
        page()->showChecklist();
        auto* start = page()->checklistView()->findChild<QPushButton*>(QStringLiteral("startEvaluationButton"));
        QTRY_VERIFY(start && start->isVisible());
        QTest::mouseClick(start, Qt::LeftButton);
        ui::EvaluationDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = page()->evaluationActions()->openDialog()) && dialog->isVisible());
        auto* reviewer = dialog->findChild<QLineEdit*>(QStringLiteral("evaluationReviewerEdit"));
        QCOMPARE(reviewer->text(), m_reviewer);  // from the Preferences
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("evaluationTitleEdit")),
                         QStringLiteral("Hands-on, loopback"));
        shot(QStringLiteral("evaluation-dialog"), dialog);
        clickOk(dialog);
        QTRY_VERIFY(!page()->evaluationActions()->openDialog());
        m_evaluationId =
            scalar(QStringLiteral("SELECT id FROM evaluation WHERE provider_id = %1").arg(m_providerId)).toLongLong();
        QVERIFY(m_evaluationId > 0);
        QCOMPARE(scalar(QStringLiteral("SELECT reviewer FROM evaluation WHERE id = %1").arg(m_evaluationId)).toString(),
                 m_reviewer);
        QTRY_VERIFY(page()->checklistView()->model()->itemCount() > 0);
        QCOMPARE(page()->checklistView()->model()->evaluationId(), m_evaluationId);
        QTRY_VERIFY(!start->isVisible());
        shot(QStringLiteral("evaluation-started"));
    }

    void addANodeAndTestTheConnection() {
        ui::NodesRunsTab* tab = nodes();
        QVERIFY(tab);
        // Only the test's key, no agent, no ~/.ssh/config; this build's probes as the prebuilt bundle.
        test::wireForLoopback(*tab, m_tmp.filePath(QStringLiteral("no-agent")));
        const QString prebuilt = m_tmp.filePath(QStringLiteral("prebuilt"));
        QVERIFY(QDir().mkpath(prebuilt));
        for (const char* probe : {"tb-node", "tb-membw", "tb-gemm", "tb-coll"}) {
            const QString built =
                qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/probes/") + QLatin1String(probe);
            if (QFileInfo(built).isExecutable()) {
                QVERIFY(QFile::copy(built, prebuilt + u'/' + QLatin1String(probe)));
            }
        }
        panel()->setProbeSources(qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/probes"), prebuilt);
        showProviderTab(tab);
        QTRY_VERIFY(tb::test::child<QPushButton>(tab, "addNodeButton")->isEnabled());
        QCOMPARE(tb::test::child<QListWidget>(tab, "nodeList")->count(), 0);
        QString why;
        QVERIFY2(test::addNodeThroughDialog(*tab, m_sshd, QStringLiteral("loopback-node"),
                                            m_tmp.filePath(QStringLiteral("known_hosts")), 1, &why),
                 qPrintable(why));
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM node WHERE evaluation_id = %1").arg(m_evaluationId)), 1);
        QVERIFY(
            tb::test::child<QListWidget>(tab, "nodeList")->item(0)->text().contains(QStringLiteral("loopback-node")));
        shot(QStringLiteral("node-added"));
        QSignalSpy shown(tab->sessions(), &ui::NodeSessions::hostKeyDialogShown);
        QSignalSpy tested(tab, &ui::NodesRunsTab::connectionTested);
        tb::test::child<QPushButton>(tab, "testConnectionButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 20000);
        ui::HostKeyDialog* hostKey = tab->sessions()->hostKeyDialog();
        QVERIFY(hostKey->isVisible());
        shot(QStringLiteral("host-key-question"), hostKey);
        tb::test::child<QPushButton>(hostKey, "acceptButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY2(tested.first().at(1).toBool(), qPrintable(tested.first().at(2).toString()));
        QFile knownHosts(m_tmp.filePath(QStringLiteral("known_hosts")));
        QVERIFY(knownHosts.open(QIODevice::ReadOnly));
        QVERIFY(knownHosts.readAll().contains(QByteArray::number(m_sshd.port())));
        shot(QStringLiteral("connection-ok"));
    }

    void runTbNodeAndTbCollOnTheHostBackend() {
        m_nodeRun = runProbe(QStringLiteral("tb-node"));
        QVERIFY(m_nodeRun > 0);
        QCOMPARE(test::progressStatus(panel(), 0), QStringLiteral("ok"));
        QVERIFY(count(QStringLiteral("SELECT count(*) FROM finding WHERE run_id = %1").arg(m_nodeRun)) > 0);
        shot(QStringLiteral("tb-node-done"));
        // Loop 4: at 1400x900, with tb-coll on the host backend ticked, the Nodes tab was wider than the window.
        panel()->select({QStringLiteral("tb-coll")}, {});
        tb::test::child<QComboBox>(tb::test::child<tb::ui::ProbeArgumentsEditor>(panel(), "probeArgumentsEditor"),
                                   "backendCombo")
            ->setCurrentIndex(
                tb::test::child<QComboBox>(
                    tb::test::child<tb::ui::ProbeArgumentsEditor>(panel(), "probeArgumentsEditor"), "backendCombo")
                    ->findData(QStringLiteral("host")));
        const QStringList tooWide = tabsWiderThan(QSize(1400, 900));
        QVERIFY2(tooWide.isEmpty(), qPrintable(tooWide.join(QStringLiteral("; "))));
        showProviderTab(nodes());
        m_collRun = runProbe(QStringLiteral("tb-coll"));
        QVERIFY(m_collRun > 0);
        QCOMPARE(test::progressStatus(panel(), 0), QStringLiteral("ok"));
        const int samples = count(QStringLiteral("SELECT count(*) FROM sample WHERE run_id = %1").arg(m_collRun));
        QVERIFY(samples > 0);
        QCOMPARE(panel()->samplesModel()->rowCount(), samples);
        QCOMPARE(
            scalar(QStringLiteral("SELECT evaluation_id FROM probe_run WHERE id = %1").arg(m_collRun)).toLongLong(),
            m_evaluationId);
        shot(QStringLiteral("tb-coll-done"));
        // The history lists both, newest first.
        ui::RunHistoryModel* model = history()->model();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowOfRun(m_collRun) >= 0 && model->rowOfRun(m_nodeRun) >= 0, 20000);
        // The history reloads again when the run is recorded; until then the row may still say "running".
        const auto status = [model](qint64 run) {
            return model->data(model->index(model->rowOfRun(run), int(ui::RunHistoryModel::Column::Status))).toString();
        };
        QTRY_COMPARE(status(m_collRun), QStringLiteral("ok"));
    }

    void attachTheCollectiveRunAsEvidence() {
        ui::RunHistoryPanel* h = history();
        tb::test::child<QTabWidget>(nodes(), "nodePages")->setCurrentWidget(h);
        // The newest run may be shown already (then no runShown follows); Attach is enabled once its details are.
        h->selectRun(m_collRun);
        QTRY_VERIFY(h->currentRunId() == m_collRun && tb::test::child<QPushButton>(h, "attachButton")->isEnabled());
        tb::test::child<QPushButton>(h, "attachButton")->click();
        QTRY_VERIFY(h->evidenceDialog() && h->evidenceDialog()->isVisible());
        ui::EvidenceDialog* d = h->evidenceDialog();
        // A two-rank run on one host with the host backend evidences no multi-node or GPU item.
        QVERIFY2(!d->proposedKeys().contains(QStringLiteral("networking.nccl_4node")),
                 qPrintable(d->proposedKeys().join(u',')));
        // Nothing proposed: no unrelated item is preselected, and OK waits for the analyst's choice.
        QVERIFY2(d->proposedKeys().isEmpty(), qPrintable(d->proposedKeys().join(u',')));
        QVERIFY(d->checkItemKey().isEmpty());
        QVERIFY(!tb::test::child<QPushButton>(d, "okButton")->isEnabled());
        shot(QStringLiteral("attach-dialog"), d);
        d->selectItem(QStringLiteral("networking.fabric"));
        QCOMPARE(d->checkItemKey(), QStringLiteral("networking.fabric"));
        QVERIFY(tb::test::child<QPushButton>(d, "okButton")->isEnabled());
        tb::test::child<QLineEdit>(d, "noteField")->setText(QStringLiteral("loopback all-reduce, two ranks"));
        QSignalSpy attached(h, &ui::RunHistoryPanel::evidenceAttached);
        d->accept();
        QTRY_COMPARE_WITH_TIMEOUT(attached.count(), 1, 15000);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM verdict_evidence ve JOIN verdict v ON v.id = ve.verdict_id "
                                      "JOIN check_item c ON c.id = v.check_item_id WHERE ve.run_id = %1 AND c.key = "
                                      "'networking.fabric' AND ve.note = 'loopback all-reduce, two ranks'")
                           .arg(m_collRun)),
                 1);
        shot(QStringLiteral("attached"));
    }

    void acceptTbNodeSuggestions() {
        ui::RunHistoryPanel* h = history();
        QSignalSpy shownRun(h, &ui::RunHistoryPanel::runShown);
        h->selectRun(m_nodeRun);
        QTRY_VERIFY(!shownRun.isEmpty() && shownRun.last().at(0).toLongLong() == m_nodeRun);
        QTreeWidget* tree = tb::test::child<QTreeWidget>(h, "suggestionsTree");
        QTRY_VERIFY(tree->topLevelItemCount() > 0);
        QTreeWidgetItem* parallel = nullptr;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            if (tree->topLevelItem(i)->toolTip(0) == QStringLiteral("storage.parallel_fs")) {
                parallel = tree->topLevelItem(i);
            }
        }
        QVERIFY(parallel);
        const QString suggested = parallel->text(1);
        QVERIFY(!suggested.isEmpty());
        QCOMPARE(verdictOf(QStringLiteral("storage.parallel_fs")), QStringLiteral("unknown"));  // shown, not written
        parallel->setCheckState(0, Qt::Checked);
        QVERIFY(tb::test::child<QPushButton>(h, "confirmCheckedButton")->isEnabled());
        QVERIFY2(tb::test::child<QPushButton>(h, "confirmCheckedButton")->text().contains(QStringLiteral("1 ticked")),
                 qPrintable(tb::test::child<QPushButton>(h, "confirmCheckedButton")->text()));
        tb::test::child<QTabWidget>(h, "detailTabs")->setCurrentIndex(2);
        shot(QStringLiteral("suggestions-ticked"));
        QSignalSpy confirmed(h, &ui::RunHistoryPanel::suggestionsConfirmed);
        tb::test::child<QPushButton>(h, "confirmCheckedButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(confirmed.count(), 1, 15000);
        const QString stored = verdictOf(QStringLiteral("storage.parallel_fs"));
        QVERIFY(core::verdictFromKey(stored) != core::Verdict::Unknown);
        QCOMPARE(core::verdictName(*core::verdictFromKey(stored)), suggested);
        // The checklist follows without Reload.
        const qint64 item = scalar(QStringLiteral("SELECT v.check_item_id FROM verdict v JOIN check_item c ON c.id = "
                                                  "v.check_item_id WHERE v.evaluation_id = %1 AND c.key = "
                                                  "'storage.parallel_fs'")
                                       .arg(m_evaluationId))
                                .toLongLong();
        QTRY_COMPARE(checklistVerdict(item), stored);
        shot(QStringLiteral("suggestions-confirmed"));
    }

    void recordAnInterview() {
        auto* tab = tabOf<ui::InterviewsTab>();
        QVERIFY(tab);
        showProviderTab(tab);
        QTest::mouseClick(tab->findChild<QPushButton*>(QStringLiteral("interviewAdd")), Qt::LeftButton);
        ui::InterviewEditor* editor = nullptr;
        QTRY_VERIFY((editor = tab->editor()) && editor->isVisible());
        tb::test::child<QLineEdit>(editor, "interviewName")->setText(QStringLiteral("Grace Hopper"));
        tb::test::child<QLineEdit>(editor, "interviewRole")->setText(QStringLiteral("ML platform lead"));
        tb::test::child<QDateEdit>(editor, "interviewDate")->setDate(QDate::currentDate().addDays(-1));
        QComboBox* networking = editor->sentimentCombo(QStringLiteral("networking"));
        QVERIFY(networking);
        networking->setCurrentIndex(networking->findData(1));
        shot(QStringLiteral("interview-dialog"), editor);
        editor->accept();
        QTRY_COMPARE(count(QStringLiteral("SELECT count(*) FROM interview WHERE provider_id = %1").arg(m_providerId)),
                     1);
        QTRY_COMPARE(tab->model()->rowCount(), 1);
        QCOMPARE(tab->model()->interviews().first().intervieweeName, QStringLiteral("Grace Hopper"));
        QCOMPARE(tab->model()->interviews().first().sentiment.value(QStringLiteral("networking")), 1);
        shot(QStringLiteral("interview-recorded"));
    }

    void rateAndAssignATierWithAJustification() {
        auto* rating = tabOf<ui::RatingTab>();
        QVERIFY(rating);
        showProviderTab(rating);
        // Nearly nothing is decided: no tier is suggested, so a justification is required.
        QTRY_VERIFY(!tb::test::child<QLabel>(rating, "ratingSuggestion")->text().isEmpty());
        QVERIFY(!rating->rating().suggestion.tier);
        tb::test::child<QComboBox>(rating, "ratingTier")
            ->setCurrentIndex(tb::test::child<QComboBox>(rating, "ratingTier")->findData(QStringLiteral("bronze")));
        QVERIFY(!tb::test::child<QPushButton>(rating, "ratingAssign")->isEnabled());
        tb::test::child<QPlainTextEdit>(rating, "ratingJustification")
            ->setPlainText(QStringLiteral("Hands-on only on a loopback node: host-backend runs and one interview."));
        QVERIFY(tb::test::child<QPushButton>(rating, "ratingAssign")->isEnabled());
        shot(QStringLiteral("rating-before-assign"));
        QSignalSpy changed(rating, &ui::RatingTab::changeFinished);
        QTest::mouseClick(tb::test::child<QPushButton>(rating, "ratingAssign"), Qt::LeftButton);
        QTRY_COMPARE(changed.count(), 1);
        QVERIFY(changed.first().at(0).toBool());
        QCOMPARE(scalar(QStringLiteral("SELECT assigned_tier FROM rating WHERE evaluation_id = %1").arg(m_evaluationId))
                     .toString(),
                 QStringLiteral("bronze"));
        QTRY_COMPARE(rating->history().size(), 1);
        QTreeWidgetItem* row = tb::test::child<QTreeWidget>(rating, "ratingHistory")->topLevelItem(0);
        // One analyst name everywhere: the history, the audit log.
        QCOMPARE(row->text(1), m_reviewer);
        QVERIFY(row->text(5).startsWith(QStringLiteral("Hands-on only")));
        // Everything the analyst did since the provider was added (the new file's own setup entries aside).
        QCOMPARE(scalar(QStringLiteral("SELECT group_concat(DISTINCT actor) FROM audit_log WHERE id >= (SELECT "
                                       "min(id) FROM audit_log WHERE entity = 'provider')"))
                     .toString(),
                 m_reviewer);
        // The header shows the assigned tier; no reference chip contradicts it.
        auto* header = page()->findChild<ui::TierBadge*>(QStringLiteral("assignedTierBadge"));
        QTRY_VERIFY(header->isVisible());
        QCOMPARE(header->tier(), std::optional<core::Tier>(core::Tier::Bronze));
        shot(QStringLiteral("tier-assigned"));
    }

    void walkThroughTheChecklistLive() {
        triggerAction("walkthroughAction");
        ui::WalkthroughWindow* w = nullptr;
        QTRY_VERIFY([&] {
            for (QWidget* top : QApplication::topLevelWidgets()) {
                if (auto* candidate = qobject_cast<ui::WalkthroughWindow*>(top); candidate && candidate->isVisible()) {
                    w = candidate;
                }
            }
            return w != nullptr;
        }());
        QTRY_VERIFY(w->isLoaded());
        QVERIFY(!m_window->isVisible());  // the workbench hides while the provider watches
        QCOMPARE(w->content().providerName, QStringLiteral("Loopback Cloud"));
        QCOMPARE(w->position(), 0);
        shot(QStringLiteral("walkthrough"), w);
        const qint64 first = w->currentItem()->checkItemId;
        QSignalSpy saved(w, &ui::WalkthroughWindow::verdictSaved);
        QTest::keyClick(w, Qt::Key_1);  // pass
        QTRY_COMPARE(saved.count(), 1);
        shot(QStringLiteral("walkthrough-pass"), w);
        QTest::keyClick(w, Qt::Key_N);
        QCOMPARE(w->position(), 1);
        const qint64 second = w->currentItem()->checkItemId;
        QTest::keyClick(w, Qt::Key_2);  // partial
        QTRY_COMPARE(saved.count(), 2);
        shot(QStringLiteral("walkthrough-partial"), w);
        QSignalSpy left(w, &ui::WalkthroughWindow::left);
        QTest::keyClick(w, Qt::Key_Escape);
        QCOMPARE(left.count(), 1);
        QTRY_VERIFY(m_window->isVisible());
        const auto stored = [this](qint64 item) {
            return scalar(QStringLiteral("SELECT verdict FROM verdict WHERE evaluation_id = %1 AND check_item_id = %2")
                              .arg(m_evaluationId)
                              .arg(item))
                .toString();
        };
        QCOMPARE(stored(first), QStringLiteral("pass"));
        QCOMPARE(stored(second), QStringLiteral("partial"));
        // The checklist the analyst returns to has both.
        QTRY_COMPARE(checklistVerdict(first), QStringLiteral("pass"));
        QTRY_COMPARE(checklistVerdict(second), QStringLiteral("partial"));
        page()->showChecklist();
        shot(QStringLiteral("after-walkthrough"));
    }

    // With everything the loop made on show (a node, runs, an interview, a tier), no tab and no view forces the
    // window wider or taller than a 1280x720 screen, nor needs more width than a 1400x900 window gives it. (At
    // 1280x720 the Nodes & runs page still scrolls sideways by about 75 px: not yet fixed.)
    void everyTabFitsTheScreen() {
        const QStringList at1400 = tabsWiderThan(QSize(1400, 900));
        const QStringList at1280 = tabsWiderThan(QSize(1280, 720), false);
        m_window->resize(1400, 900);
        QVERIFY2(at1400.isEmpty(), qPrintable(at1400.join(QStringLiteral("; "))));
        QVERIFY2(at1280.isEmpty(), qPrintable(at1280.join(QStringLiteral("; "))));
    }

    void exportTheReviewPdf() {
        const QString pdf = m_tmp.filePath(QStringLiteral("Loopback-Cloud-review.pdf"));
        ui::FileDialog::setNextPath(pdf);
        triggerAction("exportReviewAction");
        QTRY_VERIFY_WITH_TIMEOUT(statusText().startsWith(QStringLiteral("Wrote ")), 60000);
        QVERIFY2(statusText().contains(pdf), qPrintable(statusText()));
        QVERIFY(QFileInfo(pdf).size() > 0);
        shot(QStringLiteral("exported"));
        const QString text =
            test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY2(!text.startsWith(u'<'), qPrintable(text));
        const QString flat = text.simplified();
        QVERIFY(flat.contains(QStringLiteral("Loopback Cloud")));
        QVERIFY2(flat.contains(m_reviewer), "the reviewer is named");
        QVERIFY2(flat.contains(QStringLiteral("1 interview")), "the interview is counted");
        QVERIFY2(!flat.contains(QStringLiteral("interview(s)")), "plurals are words");
        QVERIFY2(!flat.contains(QStringLiteral("0.0 days")), "a duration says what it is");
        QVERIFY(flat.contains(QStringLiteral("Bronze")));
        if (!m_shots.isEmpty()) {
            QFile::copy(pdf, m_shots + QStringLiteral("/review.pdf"));
        }
    }
};

QTEST_MAIN(TestAnalystLoop)
#include "tst_AnalystLoop.moc"
