// The provider page's Results tab on the demo database: imported runs (no node) are listed with their kind, the
// selected run draws against the baseline its hardware matches, a provider without runs says how to get some, and
// Reload picks up a run stored after the tab was filled.
#include "core/demo/DemoDatabase.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/Widgets.h"
#include "ui/charts/SweepChart.h"
#include "ui/runs/RenderableView.h"
#include "ui/runs/ResultsTab.h"
#include "ui/runs/RunHistoryModel.h"
#include "ui/runs/RunHistoryPanel.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace tb;

class TestResultsTab : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<core::Store> m_store;

    qint64 providerId(const QString& name) {
        return m_store->run([name](QSqlDatabase& db) {
            auto p = core::ProviderRepository(db).findByName(name);
            return p ? p->id : qint64(0);
        });
    }

private slots:
    void initTestCase() {
        auto store = core::DemoDatabase::openOrCreate(m_dir.filePath(QStringLiteral("demo.sqlite")));
        QVERIFY2(store, store ? "" : qPrintable(store.error().toString()));
        m_store = *store;
    }

    void importedRunIsListedAndCharted() {
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(providerId(QStringLiteral("Crusoe")));
        ui::RunHistoryModel* model = tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")->model();
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, int(ui::RunHistoryModel::Column::Kind)).data().toString(), QStringLiteral("import"));
        QCOMPARE(model->index(0, int(ui::RunHistoryModel::Column::Name)).data().toString(),
                 QStringLiteral("nccl-tests"));
        QTRY_VERIFY(tb::test::child<tb::ui::RenderableView>(
                        tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel"), "historyChart")
                        ->renderable() != nullptr);
        auto* chart = dynamic_cast<ui::SweepChart*>(
            tb::test::child<tb::ui::RenderableView>(tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel"),
                                                    "historyChart")
                ->renderable());
        QVERIFY(chart);
        QCOMPARE(chart->expectedValue().value_or(0), 480.0);  // 8xH100 NVLS figure
        QVERIFY(chart->seriesCount() >= 1);
    }

    void emptyProviderSaysHowToGetResults() {
        ui::ResultsTab tab;
        tab.setStore(m_store);
        tab.setProvider(providerId(QStringLiteral("Aethir")));
        QTRY_VERIFY(tb::test::child<tb::ui::RenderableView>(
                        tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel"), "historyChart")
                        ->placeholder()
                        .contains(QStringLiteral("import")));
        QCOMPARE(tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")->model()->rowCount(), 0);
    }

    void reloadShowsNewRuns() {
        ui::ResultsTab tab;
        tab.setStore(m_store);
        const qint64 id = providerId(QStringLiteral("Aethir"));
        tab.setProvider(id);
        QTRY_VERIFY(tb::test::child<tb::ui::RenderableView>(
                        tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel"), "historyChart")
                        ->placeholder()
                        .contains(QStringLiteral("import")));
        auto stored = m_store->run([id](QSqlDatabase& db) {
            core::RunRecord run;
            run.providerId = id;
            run.kind = core::RunKind::Import;
            run.probe = QStringLiteral("nvbandwidth");
            run.status = core::RunStatus::Ok;
            return core::RunRepository(db).create(run);
        });
        QVERIFY(stored);
        tab.reload();
        QTRY_COMPARE(tb::test::child<tb::ui::RunHistoryPanel>(&tab, "runHistoryPanel")->model()->rowCount(), 1);
    }
};

QTEST_MAIN(TestResultsTab)
#include "tst_ResultsTab.moc"
