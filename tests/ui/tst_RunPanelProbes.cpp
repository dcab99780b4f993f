// The measuring probes from the run panel against a real sshd on loopback and a real SQLite file, their arguments set
// through the panel's arguments editor as the analyst sets them: tb-membw and tb-coll sweep with the host backend
// into the store and the live samples table; tb-gemm and the GPU backend on this GPU-less node end with a clear
// failure (exit code in words, the probe's message kept) instead of hanging; refused input keeps Run disabled with
// the message beside the field; hostile text never reaches the remote shell unquoted.
#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "remote/SshConnection.h"
#include "tests/support/ServiceCheck.h"
#include "tests/support/SshdFixture.h"
#include "tests/support/Widgets.h"
#include "tests/ui/LoopbackNodeSteps.h"
#include "ui/charts/ChartView.h"
#include "ui/charts/LiveCharts.h"
#include "ui/charts/SweepChart.h"
#include "ui/runs/HostKeyDialog.h"
#include "ui/runs/LiveSamplesModel.h"
#include "ui/runs/NodeDialog.h"
#include "ui/runs/NodeSessions.h"
#include "ui/runs/NodesRunsTab.h"
#include "ui/runs/ProbeArgumentsEditor.h"
#include "ui/runs/RunLogModel.h"
#include "ui/runs/RunPanel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTest>
#include <QTreeWidget>

using namespace tb;
using Option = ui::ProbeArgumentsEditor::Option;

class TestRunPanelProbes : public QObject {
    Q_OBJECT

private:
    test::SshdFixture m_sshd;
    QTemporaryDir m_tmp;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::NodesRunsTab> m_tab;
    qint64 m_providerId = 0;
    qint64 m_evaluationId = 0;
    qint64 m_nodeId = 0;
    const QString m_pwned = QStringLiteral("/tmp/tb-probe-args-pwned");

    QVariant scalar(const QString& sql) { return test::scalar(*m_store, sql); }
    // Screenshots for the analyst's eye (and ours): TB_SHOTS_DIR, else /tmp/shots-probes.
    void shot(QWidget* w, const QString& name) {
        QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (dir.isEmpty()) {
            dir = QStringLiteral("/tmp/shots-probes");
        }
        QDir().mkpath(dir);
        // Layouts settle through posted events; the GUI's event loop runs them before painting, so does this.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QVERIFY(w->grab().save(dir + u'/' + name));
    }
    ui::RunPanel* panel() const { return tb::test::child<tb::ui::RunPanel>(m_tab, "runPanel"); }
    ui::ProbeArgumentsEditor* editor() const {
        return tb::test::child<tb::ui::ProbeArgumentsEditor>(panel(), "probeArgumentsEditor");
    }
    QString progressStatus(int row) const { return test::progressStatus(panel(), row); }
    QString progressTip(int row) const {
        auto* item = tb::test::child<QTreeWidget>(panel(), "progressTree")->topLevelItem(row);
        return item ? item->toolTip(1) : QString();
    }
    QListWidgetItem* probeItem(const QString& probe) const {
        QListWidget* list = tb::test::child<QListWidget>(panel(), "probeList");
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->data(Qt::UserRole).toString() == probe) {
                return list->item(i);
            }
        }
        return nullptr;
    }
    // Ticks exactly this probe and no recipe, as clicking the check boxes does; the editor follows the tick.
    void tickOnly(const QString& probe) {
        for (QListWidget* list : {tb::test::child<QListWidget>(panel(), "probeList"),
                                  tb::test::child<QListWidget>(panel(), "recipeList")}) {
            for (int i = 0; i < list->count(); ++i) {
                list->item(i)->setCheckState(Qt::Unchecked);
            }
        }
        probeItem(probe)->setCheckState(Qt::Checked);
        QCOMPARE(editor()->probe(), probe);
    }
    // Replaces a field's text by typing, as the analyst does.
    void type(Option option, const QString& text) {
        QLineEdit* f = editor()->field(option);
        QVERIFY(f && f->isVisible());
        f->setFocus();
        f->selectAll();
        if (text.isEmpty()) {
            QTest::keyClick(f, Qt::Key_Backspace);
        } else {
            QTest::keyClicks(f, text);
        }
        QCOMPARE(f->text(), text);
    }
    void chooseBackend(const QString& data) {
        QComboBox* c = tb::test::child<QComboBox>(editor(), "backendCombo");
        const int i = c->findData(data);
        QVERIFY(i >= 0);
        c->setCurrentIndex(i);
    }
    void tickOps(const QStringList& ops) {
        for (const QString& op : core::ProbeArguments::knownOps(editor()->probe())) {
            QCheckBox* box = editor()->opBox(op);
            QVERIFY(box);
            if (box->isChecked() != ops.contains(op)) {
                box->click();
            }
        }
    }
    // Runs the ticked selection and waits for the batch (the first run uploads the bundle, later ones find it
    // cached; either way it must end, not hang). Fills the one run's id and status.
    void runAndWait(qint64& runId, core::RunStatus& status) {
        QSignalSpy finished(panel(), &ui::RunPanel::runFinished);
        QSignalSpy batch(panel(), &ui::RunPanel::batchFinished);
        QVERIFY2(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled(),
                 qPrintable(tb::test::child<QPushButton>(panel(), "runButton")->toolTip()));
        tb::test::child<QPushButton>(panel(), "runButton")->click();
        QVERIFY(panel()->isRunning());
        QVERIFY(!editor()->isEnabled());  // what runs is what was shown at Run
        QTRY_COMPARE_WITH_TIMEOUT(batch.count(), 1, 240000);
        QCOMPARE(finished.count(), 1);
        runId = finished.first().at(0).toLongLong();
        status = finished.first().at(1).value<core::RunStatus>();
        QVERIFY(editor()->isEnabled());
    }
    // The preview as one line: its continuations (" \\" and a newline) undone.
    QString preview() const {
        return tb::test::child<QPlainTextEdit>(editor(), "commandPreview")
            ->toPlainText()
            .replace(QStringLiteral(" \\\n  "), QStringLiteral(" "));
    }
    QString logText() const {
        QStringList lines;
        ui::RunLogModel* log = panel()->logModel();
        for (int i = 0; i < log->rowCount(); ++i) {
            lines << log->data(log->index(i, 0)).toString();
        }
        return lines.join(u'\n');
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_RunPanelProbes"));
        QSettings().clear();
        qunsetenv("SSH_AUTH_SOCK");
        QFile::remove(m_pwned);
        QString why;
        if (!m_sshd.start(&why)) {
            TB_SERVICE_UNAVAILABLE(why);
        }
        auto store = core::Store::open(m_tmp.filePath(QStringLiteral("tb.sqlite")));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
        auto ids = test::createProviderWithEvaluation(*m_store, QStringLiteral("Loopback GPU Cloud"));
        QVERIFY2(ids, ids ? "" : qPrintable(ids.error().toString()));
        m_providerId = ids->first;
        m_evaluationId = ids->second;

        m_tab = std::make_unique<ui::NodesRunsTab>();
        m_tab->resize(1280, 860);
        test::wireForLoopback(*m_tab, m_tmp.filePath(QStringLiteral("no-agent")));
        // This build tree's host-only probes as the prebuilt bundle (no compiler run on the node).
        const QString prebuilt = m_tmp.filePath(QStringLiteral("prebuilt"));
        QDir().mkpath(prebuilt);
        for (const char* probe : {"tb-node", "tb-membw", "tb-gemm", "tb-coll"}) {
            const QString built =
                qEnvironmentVariable("TB_BINARY_DIR") + QStringLiteral("/probes/") + QLatin1String(probe);
            if (!QFileInfo(built).isExecutable()) {
                TB_SERVICE_UNAVAILABLE(QStringLiteral("%1 is not built (build the probes targets first)").arg(built));
            }
            QVERIFY(QFile::copy(built, prebuilt + u'/' + QLatin1String(probe)));
        }
        panel()->setProbeSources(qEnvironmentVariable("TB_SOURCE_DIR") + QStringLiteral("/probes"), prebuilt);
        QVERIFY(test::showOnProvider(*m_tab, m_store, m_providerId));

        // A node through the dialog, its unknown host key accepted in the dialog.
        QVERIFY2(test::addNodeThroughDialog(*m_tab, m_sshd, QStringLiteral("loopback"),
                                            m_tmp.filePath(QStringLiteral("known_hosts")), 1, &why),
                 qPrintable(why));
        m_nodeId = m_tab->currentNodeId();
        QVERIFY(m_nodeId > 0);
        QVERIFY2(test::acceptHostKeyThroughTestConnection(*m_tab, &why), qPrintable(why));
    }

    void editorFollowsTheProbeAndShowsDefaults() {
        tickOnly(QStringLiteral("tb-membw"));
        QCOMPARE(editor()->title(), QStringLiteral("Arguments of tb-membw"));
        QCOMPARE(editor()->field(Option::Sizes)->placeholderText(), QStringLiteral("64K:256M:x4"));
        QCOMPARE(editor()->field(Option::Iters)->placeholderText(), QStringLiteral("20"));
        QCOMPARE(tb::test::child<QLabel>(editor(), "sizesHint")->text(), QStringLiteral("7 sizes, 64 KiB … 256 MiB"));
        QCOMPARE(preview(), QStringLiteral("tb-membw"));
        QVERIFY(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        // tb-gemm: the matrix shape instead of sizes, its own dtypes.
        tickOnly(QStringLiteral("tb-gemm"));
        QVERIFY(!editor()->field(Option::Sizes)->isVisible());
        QVERIFY(editor()->field(Option::GemmM)->isVisible());
        QVERIFY(editor()->opBox(QStringLiteral("bf16")) && !editor()->opBox(QStringLiteral("h2d")));
        shot(m_tab.get(), QStringLiteral("editor-gemm-defaults.png"));
        // tb-node has nothing to set.
        tickOnly(QStringLiteral("tb-node"));
        QVERIFY(!editor()->field(Option::Iters)->isVisible());
        QVERIFY(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
    }

    // The preview breaks lines between options (never after the "--" of a flag) with shell continuations, so the
    // text still pastes into a shell as the same words.
    void previewWrapsBetweenOptionsAndStaysACommand() {
        const QStringList argv{QStringLiteral("--sizes"), QStringLiteral("1K,8K"),      QStringLiteral("--iters"),
                               QStringLiteral("2"),       QStringLiteral("--ranks"),    QStringLiteral("2"),
                               QStringLiteral("--ops"),   QStringLiteral("all_reduce"), QStringLiteral("a b'c")};
        const QString wrapped = ui::ProbeArgumentsEditor::wrapCommand(QStringLiteral("printf"), argv, 24);
        const QStringList lines = wrapped.split(u'\n');
        QVERIFY2(lines.size() >= 3, qPrintable(wrapped));
        for (const QString& line : lines.mid(1)) {
            QVERIFY2(line.startsWith(QStringLiteral("  --")), qPrintable(wrapped));  // each line starts an option
        }
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"), QString(wrapped).replace(0, 6, QStringLiteral("printf '[%s]'"))});
        QVERIFY(sh.waitForFinished(5000));
        QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()),
                 QStringLiteral("[--sizes][1K,8K][--iters][2][--ranks][2][--ops][all_reduce][a b'c]"));
    }

    void refusedInputKeepsRunDisabledWithTheMessage() {
        tickOnly(QStringLiteral("tb-membw"));
        type(Option::Sizes, QStringLiteral("1:x"));
        QVERIFY(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QLabel* message = editor()->messageLabel(Option::Sizes);
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("“x” is not a size")), qPrintable(message->text()));
        QVERIFY(
            tb::test::child<QPushButton>(panel(), "runButton")->toolTip().contains(QStringLiteral("tb-membw Sizes")));
        QVERIFY(preview().isEmpty());  // nothing would run
        QVERIFY(!probeItem(QStringLiteral("tb-membw"))->icon().isNull());
        shot(m_tab.get(), QStringLiteral("editor-refused-sizes.png"));
        // Shell metacharacters in any field are refused before anything is built.
        const QStringList hostile{QStringLiteral("1K;touch /tmp/tb-probe-args-pwned"),
                                  QStringLiteral("$(touch /tmp/tb-probe-args-pwned)"),
                                  QStringLiteral("`touch /tmp/tb-probe-args-pwned`"), QStringLiteral("4K'\"")};
        for (const QString& text : hostile) {
            type(Option::Sizes, text);
            QVERIFY2(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled(), qPrintable(text));
            QVERIFY(editor()->messageLabel(Option::Sizes)->isVisible());
        }
        type(Option::Sizes, QString());
        type(Option::Ranks, QStringLiteral("2;id"));
        QVERIFY(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QVERIFY(editor()->messageLabel(Option::Ranks)->text().startsWith(QStringLiteral("Ranks: ")));
        // A pasted newline (setText is what paste does) is refused too, and the message stays one line.
        editor()->field(Option::Ranks)->setText(QStringLiteral("2\ntouch /tmp/tb-probe-args-pwned"));
        QVERIFY(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QVERIFY(!editor()->messageLabel(Option::Ranks)->text().contains(u'\n'));
        type(Option::Ranks, QString());
        type(Option::Iters, QStringLiteral("0"));
        QVERIFY(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QVERIFY(editor()->messageLabel(Option::Iters)->text().contains(QStringLiteral("from 1 to 1048576")));
        type(Option::Iters, QString());
        tickOps({});
        QVERIFY(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QVERIFY(editor()->messageLabel(Option::Ops)->isVisible());
        tickOps(core::ProbeArguments::knownOps(QStringLiteral("tb-membw")));
        // Fixed: Run is back, the message gone.
        QVERIFY(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QVERIFY(!editor()->messageLabel(Option::Sizes)->isVisible());
        QVERIFY(probeItem(QStringLiteral("tb-membw"))->icon().isNull());
        // A refused value of an unticked probe does not block a run of another one, but does once ticked.
        type(Option::Sizes, QStringLiteral("1:x"));
        tickOnly(QStringLiteral("tb-node"));
        QVERIFY(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        probeItem(QStringLiteral("tb-membw"))->setCheckState(Qt::Checked);
        QVERIFY(!tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        tickOnly(QStringLiteral("tb-membw"));
        type(Option::Sizes, QString());
        QVERIFY(tb::test::child<QPushButton>(panel(), "runButton")->isEnabled());
        QVERIFY(!QFile::exists(m_pwned));
    }

    void membwHostSweepIntoStoreAndTable() {
        QAbstractItemModelTester tester(panel()->samplesModel());
        tickOnly(QStringLiteral("tb-membw"));
        type(Option::Sizes, QStringLiteral("4K:64K:x4"));
        QCOMPARE(tb::test::child<QLabel>(editor(), "sizesHint")->text(), QStringLiteral("3 sizes, 4 KiB … 64 KiB"));
        type(Option::Iters, QStringLiteral("2"));
        type(Option::Repeats, QStringLiteral("2"));
        type(Option::Warmup, QStringLiteral("0"));
        QCOMPARE(editor()->field(Option::Ranks)->placeholderText(), QStringLiteral("all"));
        chooseBackend(QStringLiteral("host"));
        QVERIFY(editor()->findChild<QLabel*>(QStringLiteral("backendHint"))->isVisible());
        QCOMPARE(editor()->field(Option::Ranks)->placeholderText(), QStringLiteral("2"));  // the host backend's
        tickOps({QStringLiteral("h2d"), QStringLiteral("d2h")});
        const QString expected =
            QStringLiteral("tb-membw --sizes 4K:64K:x4 --iters 2 --repeats 2 --warmup 0 --backend host --ops h2d,d2h");
        QCOMPARE(preview(), expected);
        shot(m_tab.get(), QStringLiteral("editor-membw-host.png"));
        qint64 runId = 0;
        core::RunStatus status = core::RunStatus::Running;
        runAndWait(runId, status);
        QVERIFY(runId > 0);
        QCOMPARE(status, core::RunStatus::Ok);
        QCOMPARE(progressStatus(0), QStringLiteral("ok"));
        QCOMPARE(scalar(QStringLiteral("SELECT exit_code FROM probe_run WHERE id = %1").arg(runId)).toInt(), 0);
        const int stored = scalar(QStringLiteral("SELECT COUNT(*) FROM sample WHERE run_id = %1").arg(runId)).toInt();
        QVERIFY2(stored >= 6, qPrintable(QString::number(stored)));  // 2 directions x 3 sizes per host "device"
        QCOMPARE(panel()->samplesModel()->rowCount(), stored);
        // Exactly the sweep asked for, only the directions asked for.
        QCOMPARE(scalar(QStringLiteral("SELECT group_concat(s, ',') FROM (SELECT DISTINCT size_bytes AS s FROM sample "
                                       "WHERE run_id = %1 ORDER BY s)")
                            .arg(runId))
                     .toString(),
                 QStringLiteral("4096,16384,65536"));
        QCOMPARE(scalar(QStringLiteral("SELECT group_concat(m, ',') FROM (SELECT DISTINCT metric AS m FROM sample "
                                       "WHERE run_id = %1 ORDER BY m)")
                            .arg(runId))
                     .toString(),
                 QStringLiteral("d2h.bw,h2d.bw"));
        QVERIFY(logText().contains(QStringLiteral("command: ") + expected));
        // The run records the arguments it was given.
        QCOMPARE(scalar(QStringLiteral("SELECT args_json FROM probe_run WHERE id = %1").arg(runId)).toString(),
                 QStringLiteral("{\"argv\":[\"--sizes\",\"4K:64K:x4\",\"--iters\",\"2\",\"--repeats\",\"2\","
                                "\"--warmup\",\"0\",\"--backend\",\"host\",\"--ops\",\"h2d,d2h\"]}"));
        tb::test::child<QTabWidget>(panel(), "runOutputTabs")->setCurrentIndex(1);
        shot(m_tab.get(), QStringLiteral("membw-host-samples.png"));
        // Host-to-device and device-to-host share the copy chart (one family, one unit), each device its own line,
        // every line in size order.
        ui::LiveCharts* charts = tb::test::child<tb::ui::LiveCharts>(panel(), "liveChart");
        QCOMPARE(charts->chartCount(), 1);
        ui::SweepChart* copy = charts->chart(0);
        QVERIFY(copy->seriesCount() >= 2);
        for (int i = 0; i < copy->seriesCount(); ++i) {
            QLineSeries* line = copy->series(i);
            QCOMPARE(line->count(), 3);
            QVERIFY(line->at(0).x() < line->at(1).x() && line->at(1).x() < line->at(2).x());
        }
        tb::test::child<QTabWidget>(panel(), "runOutputTabs")->setCurrentWidget(charts);
        shot(m_tab.get(), QStringLiteral("membw-host-chart.png"));
        // A recipe says what it runs before it runs: import_torch drops the page cache.
        QListWidget* recipes = panel()->findChild<QListWidget*>(QStringLiteral("recipeList"));
        QVERIFY(recipes);
        for (int i = 0; i < recipes->count(); ++i) {
            if (recipes->item(i)->data(Qt::UserRole).toString() == QLatin1String("import_torch")) {
                recipes->setCurrentRow(i);
            }
        }
        QVERIFY2(tb::test::child<QTextBrowser>(panel(), "recipePreview")
                     ->toPlainText()
                     .contains(QStringLiteral("page cache")),
                 qPrintable(tb::test::child<QTextBrowser>(panel(), "recipePreview")->toPlainText()));
        QVERIFY(tb::test::child<QTextBrowser>(panel(), "recipePreview")
                    ->toPlainText()
                    .contains(QStringLiteral("drop_caches")));
        shot(m_tab.get(), QStringLiteral("recipe-preview.png"));
        recipes->setCurrentRow(-1);
        QVERIFY(tb::test::child<QTextBrowser>(panel(), "recipePreview")
                    ->toPlainText()
                    .isEmpty());  // nothing picked, nothing previewed
        // The arguments stay for the session (and the next one), the host choice included.
        QCOMPARE(QSettings().value(QStringLiteral("runPanel/probeArguments/tb-membw")).toStringList(),
                 QProcess::splitCommand(expected).mid(1));
    }

    void collHostSweepIntoStoreAndTable() {
        tickOnly(QStringLiteral("tb-coll"));
        QCOMPARE(editor()->field(Option::Sizes)->placeholderText(), QStringLiteral("1K:256M:x4"));
        QVERIFY(editor()->field(Option::Sizes)->text().isEmpty());  // tb-membw's values stay with tb-membw
        type(Option::Sizes, QStringLiteral("1K,8K"));
        type(Option::Iters, QStringLiteral("2"));
        type(Option::Repeats, QStringLiteral("2"));
        type(Option::Warmup, QStringLiteral("0"));
        type(Option::Ranks, QStringLiteral("2"));
        chooseBackend(QStringLiteral("host"));
        tickOps({QStringLiteral("all_reduce")});
        QCOMPARE(
            preview(),
            QStringLiteral(
                "tb-coll --sizes 1K,8K --iters 2 --repeats 2 --warmup 0 --ranks 2 --backend host --ops all_reduce"));
        qint64 runId = 0;
        core::RunStatus status = core::RunStatus::Running;
        runAndWait(runId, status);
        QVERIFY(runId > 0);
        QCOMPARE(status, core::RunStatus::Ok);
        const int stored = scalar(QStringLiteral("SELECT COUNT(*) FROM sample WHERE run_id = %1").arg(runId)).toInt();
        QVERIFY(stored >= 2);
        QCOMPARE(panel()->samplesModel()->rowCount(), stored);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM sample WHERE run_id = %1 AND metric NOT LIKE "
                                       "'all_reduce.%'")
                            .arg(runId))
                     .toInt(),
                 0);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(DISTINCT size_bytes) FROM sample WHERE run_id = %1").arg(runId))
                     .toInt(),
                 2);
        QCOMPARE(scalar(QStringLiteral("SELECT value FROM finding WHERE run_id = %1 AND key = 'coll.ranks'").arg(runId))
                     .toString(),
                 QStringLiteral("2"));
        // One chart per metric family: bus bandwidth (with its in-place twin) first, algorithm bandwidth apart; the
        // times (us) stay in the table and every chart says so.
        ui::LiveCharts* charts = tb::test::child<tb::ui::LiveCharts>(panel(), "liveChart");
        QCOMPARE(charts->chartCount(), 2);
        int series = 0;
        for (int c = 0; c < charts->chartCount(); ++c) {
            ui::SweepChart* chart = charts->chart(c);
            const QString family = c == 0 ? QStringLiteral("busbw") : QStringLiteral("algbw");
            for (int i = 0; i < chart->seriesCount(); ++i, ++series) {
                QVERIFY2(chart->series(i)->name().contains(family), qPrintable(chart->series(i)->name()));
            }
            QVERIFY2(chart->titleText().contains(QStringLiteral("Values in us are in the Samples tab")),
                     qPrintable(chart->titleText()));
        }
        QCOMPARE(charts->sweepChart(), charts->chart(0));
        QCOMPARE(series,
                 scalar(QStringLiteral("SELECT COUNT(DISTINCT metric) FROM sample WHERE run_id = %1 AND unit = 'GB/s'")
                            .arg(runId))
                     .toInt());
        QCOMPARE(panel()->samplesModel()->index(0, int(ui::LiveSamplesModel::Column::Devices)).data().toString(),
                 QStringLiteral("2 rank(s)"));
        tb::test::child<QTabWidget>(panel(), "runOutputTabs")->setCurrentIndex(2);
        shot(m_tab.get(), QStringLiteral("coll-host-chart.png"));
    }

    // tb-gemm has no host measurement (probes/gemm: "GPUs only"): with the host backend it says "unsupported".
    void gemmHostSaysUnsupportedClearly() {
        tickOnly(QStringLiteral("tb-gemm"));
        for (Option o : {Option::GemmM, Option::GemmN, Option::GemmK}) {
            type(o, QStringLiteral("64"));
        }
        type(Option::Iters, QStringLiteral("2"));
        chooseBackend(QStringLiteral("host"));
        QLabel* hint = editor()->findChild<QLabel*>(QStringLiteral("backendHint"));
        QVERIFY(hint->isVisible() && hint->text().contains(QStringLiteral("unsupported")));
        QCOMPARE(preview(), QStringLiteral("tb-gemm --iters 2 -m 64 -n 64 -k 64 --backend host"));
        qint64 runId = 0;
        core::RunStatus status = core::RunStatus::Running;
        runAndWait(runId, status);
        QVERIFY(runId > 0);
        QCOMPARE(status, core::RunStatus::Failed);
        QCOMPARE(scalar(QStringLiteral("SELECT exit_code FROM probe_run WHERE id = %1").arg(runId)).toInt(), 2);
        QVERIFY2(progressTip(0).contains(QStringLiteral("unsupported on this node")), qPrintable(progressTip(0)));
        QCOMPARE(
            scalar(QStringLiteral("SELECT status FROM finding WHERE run_id = %1 AND key = 'gemm.device'").arg(runId))
                .toString(),
            QStringLiteral("unknown"));
    }

    void gpuBackendOnAGpulessNodeFailsClearly() {
        tickOnly(QStringLiteral("tb-membw"));
        chooseBackend(QString());  // GPU, the default: not passed
        QVERIFY(!preview().contains(QStringLiteral("--backend")));
        qint64 runId = 0;
        core::RunStatus status = core::RunStatus::Running;
        runAndWait(runId, status);
        QVERIFY2(runId > 0, "the run did not end");
        QCOMPARE(status, core::RunStatus::Failed);
        QCOMPARE(progressStatus(0), QStringLiteral("failed"));
        // The batch's summary does not read as a success.
        QTRY_COMPARE(tb::test::child<QLabel>(panel(), "runStatusLabel")->text(), QStringLiteral("Finished: 1 failed."));
        QCOMPARE(scalar(QStringLiteral("SELECT exit_code FROM probe_run WHERE id = %1").arg(runId)).toInt(), 2);
        QVERIFY2(progressTip(0).contains(QStringLiteral("tb-membw failed: unsupported on this node")),
                 qPrintable(progressTip(0)));
        // The exit code in words and the probe's own reason are in the log; the reason also in the stored output.
        // The reason depends on the build: "no GPU support" (host-only) or "no NVIDIA driver found" (CUDA build on
        // this driverless machine); it is the probe's error log line either way.
        QVERIFY(logText().contains(QStringLiteral("tb-membw failed: unsupported on this node")));
        const QByteArray stdoutLog =
            scalar(QStringLiteral("SELECT content FROM raw_log WHERE run_id = %1 AND stream = 'stdout'").arg(runId))
                .toByteArray();
        QString reason;
        for (const QByteArray& line : stdoutLog.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("type")) == QStringLiteral("log") &&
                o.value(QStringLiteral("level")) == QStringLiteral("error")) {
                reason = o.value(QStringLiteral("message")).toString();
                break;
            }
        }
        QVERIFY2(
            reason.contains(QStringLiteral("no GPU support")) || reason.contains(QStringLiteral("no NVIDIA driver")),
            stdoutLog.constData());
        QVERIFY2(logText().contains(reason), qPrintable(logText()));
        QCOMPARE(panel()->samplesModel()->rowCount(), 0);
        tb::test::child<QTabWidget>(panel(), "runOutputTabs")->setCurrentIndex(0);
        shot(m_tab.get(), QStringLiteral("membw-gpu-unsupported.png"));
    }

    // Arguments set from code have no field: they still reach the node as single literal words. The probe refuses
    // the unknown option (usage error, exit 64) and its stderr is kept, with the text exactly as sent.
    void argumentsFromCodeArriveQuotedAndStderrIsKept() {
        const QString hostile = QStringLiteral("--bogus=x'; touch %1; $(touch %1) `touch %1`\ntouch %1").arg(m_pwned);
        panel()->setProbeArguments(QStringLiteral("tb-membw"),
                                   {QStringLiteral("--backend"), QStringLiteral("host"), QStringLiteral("--sizes"),
                                    QStringLiteral("4K"), hostile});
        tickOnly(QStringLiteral("tb-membw"));
        QCOMPARE(editor()->field(Option::Sizes)->text(), QStringLiteral("4K"));  // the fields show what was set
        QVERIFY(preview().contains(QStringLiteral("'--bogus=x'\\''; touch")));
        qint64 runId = 0;
        core::RunStatus status = core::RunStatus::Running;
        runAndWait(runId, status);
        QVERIFY(runId > 0);
        QCOMPARE(status, core::RunStatus::Failed);
        QCOMPARE(scalar(QStringLiteral("SELECT exit_code FROM probe_run WHERE id = %1").arg(runId)).toInt(), 64);
        QVERIFY2(progressTip(0).contains(QStringLiteral("usage error")), qPrintable(progressTip(0)));
        const QByteArray err =
            scalar(QStringLiteral("SELECT content FROM raw_log WHERE run_id = %1 AND stream = 'stderr'").arg(runId))
                .toByteArray();
        QVERIFY2(err.contains(hostile.toUtf8()), err.constData());
        QVERIFY(logText().contains(QStringLiteral("unknown option")));
        QVERIFY(logText().contains(QStringLiteral("tb-membw failed: usage error")));
        QVERIFY(!QFile::exists(m_pwned));
    }

    // What the analyst entered comes back in a new panel (next session); values refused now (an edited settings
    // file) come back refused, with the warning on the probe, not silently dropped or passed on.
    void savedArgumentsComeBackInANewPanel() {
        const QStringList membw = QSettings().value(QStringLiteral("runPanel/probeArguments/tb-membw")).toStringList();
        QVERIFY(membw.contains(QStringLiteral("4K:64K:x4")));
        QVERIFY(membw.filter(QStringLiteral("--bogus")).isEmpty());  // set from code: not saved
        QSettings().setValue(QStringLiteral("runPanel/probeArguments/tb-coll"),
                             QStringList{QStringLiteral("--sizes"), QStringLiteral("1:x")});
        ui::RunPanel second(m_tab->sessions());
        QCOMPARE(tb::test::child<tb::ui::ProbeArgumentsEditor>(&second, "probeArgumentsEditor")
                     ->arguments(QStringLiteral("tb-membw")),
                 membw);
        QVERIFY(!tb::test::child<tb::ui::ProbeArgumentsEditor>(&second, "probeArgumentsEditor")
                     ->isValid(QStringLiteral("tb-coll")));
        QListWidgetItem* coll = tb::test::child<QListWidget>(&second, "probeList")->item(3);
        QCOMPARE(coll->data(Qt::UserRole).toString(), QStringLiteral("tb-coll"));
        QVERIFY(!coll->icon().isNull());
        QVERIFY(coll->toolTip().contains(QStringLiteral("“x” is not a size")));
        coll->setCheckState(Qt::Checked);
        QCOMPARE(tb::test::child<tb::ui::ProbeArgumentsEditor>(&second, "probeArgumentsEditor")
                     ->field(Option::Sizes)
                     ->text(),
                 QStringLiteral("1:x"));
        QVERIFY(!tb::test::child<tb::ui::ProbeArgumentsEditor>(&second, "probeArgumentsEditor")
                     ->messageLabel(Option::Sizes)
                     ->text()
                     .isEmpty());
    }

    void cleanupTestCase() {
        m_tab.reset();
        m_store.reset();
        m_sshd.stop();
        QSettings().clear();
    }
};

QTEST_MAIN(TestRunPanelProbes)
#include "tst_RunPanelProbes.moc"
