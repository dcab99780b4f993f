// The run history panel. Issue 12.7: a finding shows its value, not where the value came from, and a running run's
// chart follows its samples instead of saying once, for good, that it stored none. Issue 12.11: "Attach as evidence"
// proposes the items the run is evidence for, grouped by criterion, and tb-node's suggestions the analyst checks are
// confirmed at once.
#include "core/demo/DemoDatabase.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/Widgets.h"
#include "ui/runs/EvidenceDialog.h"
#include "ui/runs/RenderableView.h"
#include "ui/runs/ResultsTab.h"
#include "ui/runs/RunHistoryModel.h"
#include "ui/runs/RunHistoryPanel.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QTabWidget>
#include <QLabel>
#include <QPushButton>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace tb;

class TestRunHistoryPanel : public QObject {
    Q_OBJECT

    // Pictures for a person to look at (TB_SHOTS_DIR, as the other GUI suites).
    static void shot(QWidget* w, const QString& name) {
        const QString dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            w->grab().save(dir + u'/' + name);
        }
    }
    static void showTab(ui::ResultsTab& tab, int page) {
        tab.resize(1200, 720);
        tab.show();
        if (auto* tabs = tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")->findChild<QTabWidget*>()) {
            tabs->setCurrentIndex(page);
        }
    }

    QTemporaryDir m_dir;
    std::shared_ptr<core::Store> m_store;

    qint64 providerId(const QString& name) {
        return m_store->run([name](QSqlDatabase& db) {
            auto p = core::ProviderRepository(db).findByName(name);
            return p ? p->id : qint64(0);
        });
    }

    qint64 storeRun(qint64 provider, const QString& probe, core::RunStatus status,
                    core::RunKind kind = core::RunKind::Import) {
        return m_store->run([=](QSqlDatabase& db) {
            core::RunRecord run;
            run.providerId = provider;
            run.kind = kind;
            run.probe = probe;
            run.status = status;
            auto id = core::RunRepository(db).create(run);
            return id ? *id : qint64(0);
        });
    }

private slots:
    void initTestCase() {
        auto store = core::DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("demo.sqlite")));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
    }

    void aFactShowsItsValue() {
        const qint64 provider = providerId(QStringLiteral("Aethir"));
        const qint64 run = storeRun(provider, QStringLiteral("tb-node"), core::RunStatus::Ok);
        QVERIFY(run > 0);
        QVERIFY(m_store->run([run](QSqlDatabase& db) {
            return bool(core::RunRepository(db).addFindings(
                run,
                {{core::FindingKind::Fact, QStringLiteral("os"), core::FindingStatus::None,
                  QStringLiteral("Debian GNU/Linux 12 (bookworm)"), QStringLiteral("PRETTY_NAME from /etc/os-release")},
                 {core::FindingKind::Check, QStringLiteral("pcie.acs"), core::FindingStatus::Fail, QStringLiteral("3"),
                  QStringLiteral("ACS enabled on 3 bridges")}}));
        }));
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(provider);
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")->currentRunId(), run);
        auto* tree = tab.findChild<QTreeWidget*>(QStringLiteral("findingsTree"));
        QVERIFY(tree);
        QTRY_COMPARE(tree->topLevelItemCount(), 2);
        QCOMPARE(tree->topLevelItem(0)->text(3), QStringLiteral("Debian GNU/Linux 12 (bookworm)"));
        QVERIFY(tree->topLevelItem(0)->toolTip(3).contains(QStringLiteral("PRETTY_NAME")));  // the source, on demand
        QCOMPARE(tree->topLevelItem(1)->text(3), QStringLiteral("ACS enabled on 3 bridges"));
        showTab(tab, 1);
        shot(&tab, QStringLiteral("history-findings.png"));
    }

    void aRunningRunsChartFollowsItsSamples() {
        const qint64 provider = providerId(QStringLiteral("Akash"));
        const qint64 run = storeRun(provider, QStringLiteral("tb-membw"), core::RunStatus::Running);
        QVERIFY(run > 0);
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(provider);
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")->currentRunId(), run);
        ui::RenderableView* chart = tb::test::child<tb::ui::RenderableView>(
            tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel"), "historyChart");
        QTRY_VERIFY2(chart->placeholder().contains(QStringLiteral("still running")), qPrintable(chart->placeholder()));
        QVERIFY(!chart->placeholder().contains(QStringLiteral("stored no samples")));
        showTab(tab, 0);
        shot(&tab, QStringLiteral("history-running.png"));
        QVERIFY(m_store->run([run](QSqlDatabase& db) {
            QVector<core::SampleRecord> samples;
            for (int i = 0; i < 4; ++i) {
                samples.append({QStringLiteral("h2d.bw"), qint64(1) << (20 + i), 20.0 + i, QStringLiteral("GB/s"), {}});
            }
            return bool(core::RunRepository(db).addSamples(run, samples));
        }));
        // Only samples arrived (no status change): the chart and the count follow anyway.
        QTRY_VERIFY(chart->renderable() != nullptr);
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")
                         ->model()
                         ->index(0, int(ui::RunHistoryModel::Column::Samples))
                         .data()
                         .toInt(),
                     4);
        QVERIFY(m_store->run(
            [run](QSqlDatabase& db) { return bool(core::RunRepository(db).finish(run, core::RunStatus::Ok, 0)); }));
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")
                         ->model()
                         ->index(0, int(ui::RunHistoryModel::Column::Status))
                         .data()
                         .toString(),
                     core::runStatusName(core::RunStatus::Ok));
        shot(&tab, QStringLiteral("history-running-then-ok.png"));
        QVERIFY(chart->renderable() != nullptr);
    }

    void attachProposesWhatTheRunIsEvidenceFor() {
        // Crusoe's demo sweep is an imported nccl-tests run: networking items come first, by criterion, by title.
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(providerId(QStringLiteral("Crusoe")));
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel");
        QTRY_VERIFY(history->currentRunId() > 0 && tb::test::child<QPushButton>(history, "attachButton")->isEnabled());
        QCOMPARE(history->model()->index(0, int(ui::RunHistoryModel::Column::Name)).data().toString(),
                 QStringLiteral("nccl-tests"));
        tb::test::child<QPushButton>(history, "attachButton")->click();
        QTRY_VERIFY(history->evidenceDialog() && history->evidenceDialog()->isVisible());
        ui::EvidenceDialog* d = history->evidenceDialog();
        QVERIFY2(d->proposedKeys().contains(QStringLiteral("networking.nccl_4node")),
                 qPrintable(d->proposedKeys().join(u',')));
        QCOMPARE(d->checkItemKey(), d->proposedKeys().first());
        QCOMPARE(d->checkItemKey(), QStringLiteral("networking.nccl_4node"));  // what the sweep measures most directly
        QVERIFY(d->proposedKeys().first().startsWith(QStringLiteral("networking.")) ||
                d->proposedKeys().first().startsWith(QStringLiteral("lifecycle.")));
        auto* model = qobject_cast<QStandardItemModel*>(tb::test::child<QComboBox>(d, "checkItemCombo")->model());
        QVERIFY(model);
        QCOMPARE(model->item(0)->text(), QStringLiteral("Proposed for this run"));
        QVERIFY(!model->item(0)->isEnabled());
        QStringList headings;
        for (int i = 0; i < model->rowCount() && model->item(i)->text() != QStringLiteral("All other items"); ++i) {
            if (!model->item(i)->isEnabled()) {
                headings << model->item(i)->text();
            }
        }
        QVERIFY2(headings.contains(QStringLiteral("Networking")), qPrintable(headings.join(u',')));
        QVERIFY(tb::test::child<QComboBox>(d, "checkItemCombo")->currentText().contains(QStringLiteral("NCCL")) ||
                tb::test::child<QComboBox>(d, "checkItemCombo")->currentText().contains(QStringLiteral("GPUDirect")) ||
                tb::test::child<QComboBox>(d, "checkItemCombo")->currentText().contains(QStringLiteral("backend")));
        shot(d, QStringLiteral("attach-evidence.png"));
        tb::test::child<QComboBox>(d, "checkItemCombo")->showPopup();
        QTRY_VERIFY(tb::test::child<QComboBox>(d, "checkItemCombo")->view()->isVisible());
        shot(tb::test::child<QComboBox>(d, "checkItemCombo")->view()->window(),
             QStringLiteral("attach-evidence-items.png"));
        tb::test::child<QComboBox>(d, "checkItemCombo")->hidePopup();
        d->selectItem(QStringLiteral("networking.nccl_4node"));
        QSignalSpy attached(history, &ui::RunHistoryPanel::evidenceAttached);
        const int widthBefore = history->minimumSizeHint().width();
        d->accept();
        QTRY_COMPARE(attached.count(), 1);
        // The link is labelled with the item's title.
        QTRY_VERIFY2(tab.findChild<QLabel*>(QStringLiteral("runInfoLabel"))
                         ->text()
                         .contains(QStringLiteral("Four-node NCCL tests")),
                     qPrintable(tab.findChild<QLabel*>(QStringLiteral("runInfoLabel"))->text()));
        // Loop 4g: the longer line (the items it is evidence for) does not widen the panel past the window.
        QVERIFY2(history->minimumSizeHint().width() <= widthBefore + 2,
                 qPrintable(QStringLiteral("%1 -> %2").arg(widthBefore).arg(history->minimumSizeHint().width())));
    }

    void checkedSuggestionsAreConfirmedAtOnce() {
        const qint64 crusoe = providerId(QStringLiteral("Crusoe"));
        const qint64 run = storeRun(crusoe, QStringLiteral("tb-node"), core::RunStatus::Ok, core::RunKind::Probe);
        QVERIFY(m_store->run([run](QSqlDatabase& db) {
            const auto check = [](const char* key, core::FindingStatus status) {
                return core::FindingRecord{core::FindingKind::Check, QString::fromLatin1(key), status, QString(),
                                           QStringLiteral("from the test")};
            };
            using S = core::FindingStatus;
            return bool(core::RunRepository(db).addFindings(
                run, {check("gpu.driver", S::Waived), check("gpu.ecc", S::Waived), check("gpu.xid", S::Pass),
                      check("pcie.acs", S::Fail), check("container_toolkit.cve", S::Pass)}));
        }));
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(crusoe);
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel");
        QTRY_COMPARE(history->currentRunId(), run);
        QTreeWidget* tree = tb::test::child<QTreeWidget>(history, "suggestionsTree");
        QTRY_VERIFY(tree->topLevelItemCount() >= 4);
        QHash<QString, QTreeWidgetItem*> rows;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            rows.insert(tree->topLevelItem(i)->toolTip(0), tree->topLevelItem(i));
        }
        QVERIFY(rows.contains(QStringLiteral("reliability.ecc_errors")));
        QCOMPARE(rows[QStringLiteral("reliability.ecc_errors")]->text(1), core::verdictName(core::Verdict::Unknown));
        QCOMPARE(rows[QStringLiteral("reliability.xid_sxid")]->text(1), core::verdictName(core::Verdict::Unknown));
        QCOMPARE(rows[QStringLiteral("networking.pcie_acs")]->text(1), core::verdictName(core::Verdict::Fail));
        QVERIFY(!tb::test::child<QPushButton>(history, "confirmCheckedButton")->isEnabled());
        rows[QStringLiteral("networking.pcie_acs")]->setCheckState(0, Qt::Checked);
        rows[QStringLiteral("security.container_toolkit")]->setCheckState(0, Qt::Checked);
        QVERIFY(tb::test::child<QPushButton>(history, "confirmCheckedButton")->isEnabled());
        QVERIFY(tb::test::child<QPushButton>(history, "confirmCheckedButton")->text().contains(u'2'));
        showTab(tab, 2);
        shot(&tab, QStringLiteral("suggestions-checked.png"));
        QSignalSpy confirmed(history, &ui::RunHistoryPanel::suggestionsConfirmed);
        tb::test::child<QPushButton>(history, "confirmCheckedButton")->click();
        QTRY_COMPARE(confirmed.count(), 1);
        const auto verdicts = m_store->run([run](QSqlDatabase& db) {
            QStringList out;
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("SELECT c.key || '=' || v.verdict FROM verdict_evidence ve JOIN verdict v ON "
                               "v.id = ve.verdict_id JOIN check_item c ON c.id = v.check_item_id WHERE "
                               "ve.run_id = ? ORDER BY c.key"));
            q.addBindValue(run);
            if (q.exec()) {
                while (q.next()) {
                    out << q.value(0).toString();
                }
            }
            return out;
        });
        QCOMPARE(verdicts, (QStringList{QStringLiteral("networking.pcie_acs=fail"),
                                        QStringLiteral("security.container_toolkit=pass")}));
    }

    // A run that suggests nothing says why under the empty list, and the next run's note is its own again.
    void aRunWithoutSuggestionsSaysWhy() {
        const qint64 crusoe = providerId(QStringLiteral("Crusoe"));
        const qint64 node = storeRun(crusoe, QStringLiteral("tb-node"), core::RunStatus::Ok, core::RunKind::Probe);
        QVERIFY(m_store->run([node](QSqlDatabase& db) {
            return bool(core::RunRepository(db).addFindings(
                node, {core::FindingRecord{core::FindingKind::Check, QStringLiteral("pcie.acs"),
                                           core::FindingStatus::Fail, QString(), QStringLiteral("from the test")}}));
        }));
        const qint64 coll = storeRun(crusoe, QStringLiteral("tb-coll"), core::RunStatus::Ok, core::RunKind::Probe);
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(crusoe);
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel");
        QTRY_COMPARE(history->currentRunId(), coll);
        auto* note = history->findChild<QLabel*>(QStringLiteral("suggestNote"));
        QVERIFY(note);
        QTRY_VERIFY2(note->text().contains(QLatin1String("tb-coll run suggests none")), qPrintable(note->text()));
        QCOMPARE(tb::test::child<QTreeWidget>(history, "suggestionsTree")->topLevelItemCount(), 0);
        history->selectRun(node);
        QTRY_VERIFY(tb::test::child<QTreeWidget>(history, "suggestionsTree")->topLevelItemCount() >= 1);
        QVERIFY2(note->text().startsWith(QLatin1String("tb-node's checks suggest these verdicts")),
                 qPrintable(note->text()));
    }

    // A Kubernetes audit run suggests verdicts from its own mapping (kube-audit-suggestions.json), and what is
    // confirmed says it came from the scheduler audit, as for Slurm.
    void kubeAuditSuggestionsAreConfirmed() {
        const qint64 crusoe = providerId(QStringLiteral("Crusoe"));
        const qint64 run = storeRun(crusoe, QStringLiteral("kube-audit"), core::RunStatus::Ok, core::RunKind::Probe);
        QVERIFY(m_store->run([run](QSqlDatabase& db) {
            const auto check = [](const char* key, core::FindingStatus status) {
                return core::FindingRecord{core::FindingKind::Check, QString::fromLatin1(key), status,
                                           QStringLiteral("nodes"), QStringLiteral("from the test")};
            };
            using S = core::FindingStatus;
            return bool(core::RunRepository(db).addFindings(
                run, {check("k8s.access", S::Pass), check("k8s.rbac", S::Warn), check("k8s.rwx_storage", S::Fail)}));
        }));
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(crusoe);
        ui::RunHistoryPanel* history = tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel");
        QTRY_COMPARE(history->currentRunId(), run);
        QTreeWidget* tree = tb::test::child<QTreeWidget>(history, "suggestionsTree");
        QTRY_VERIFY(tree->topLevelItemCount() >= 3);
        QHash<QString, QTreeWidgetItem*> rows;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            rows.insert(tree->topLevelItem(i)->toolTip(0), tree->topLevelItem(i));
        }
        QVERIFY2(rows.contains(QStringLiteral("orchestration.rwx_storage")), qPrintable(rows.keys().join(u',')));
        QCOMPARE(rows[QStringLiteral("orchestration.rwx_storage")]->text(1), core::verdictName(core::Verdict::Fail));
        QCOMPARE(rows[QStringLiteral("orchestration.rbac")]->text(1), core::verdictName(core::Verdict::Partial));
        rows[QStringLiteral("orchestration.rwx_storage")]->setCheckState(0, Qt::Checked);
        QSignalSpy confirmed(history, &ui::RunHistoryPanel::suggestionsConfirmed);
        tb::test::child<QPushButton>(history, "confirmCheckedButton")->click();
        QTRY_COMPARE(confirmed.count(), 1);
        const QString evidence = m_store->run([run](QSqlDatabase& db) {
            QSqlQuery q(db);
            q.prepare(
                QStringLiteral("SELECT c.key || '=' || v.verdict || ':' || v.evidence FROM verdict_evidence ve JOIN "
                               "verdict v ON v.id = ve.verdict_id JOIN check_item c ON c.id = v.check_item_id WHERE "
                               "ve.run_id = ?"));
            q.addBindValue(run);
            return q.exec() && q.next() ? q.value(0).toString() : QString();
        });
        QVERIFY2(evidence.startsWith(QLatin1String("orchestration.rwx_storage=fail:")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QLatin1String("scheduler audit run")), qPrintable(evidence));
    }
};

QTEST_MAIN(TestRunHistoryPanel)
#include "tst_RunHistoryPanel.moc"
