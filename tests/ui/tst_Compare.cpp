#include "core/domain/Provider.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "ui/charts/ChartView.h"
#include "ui/charts/SweepChart.h"
#include "ui/compare/CompareTableModel.h"
#include "ui/compare/CompareView.h"

#include <QAbstractItemModelTester>
#include <QListWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb;

namespace {

qint64 addRun(QSqlDatabase& db, qint64 providerId, const QString& hw, const QJsonObject& env, double peak) {
    core::RunRepository repo(db);
    core::RunRecord run;
    run.providerId = providerId;
    run.kind = core::RunKind::Import;
    run.probe = QStringLiteral("nccl-tests");
    run.operation = QStringLiteral("all_reduce");
    run.hardwareKey = hw;
    run.env = env;
    run.status = core::RunStatus::Ok;
    run.probeVersion = QStringLiteral("2.17.9");
    run.bundleHash = QStringLiteral("none");
    run.sourceName = hw + QStringLiteral(".txt");
    run.rawSha256 = QStringLiteral("none");
    auto id = repo.create(run);
    if (!id) {
        qFatal("%s", qPrintable(id.error().toString()));
    }
    QVector<core::SampleRecord> samples;
    for (int e = 20; e <= 33; ++e) {
        const double bytes = std::exp2(e);
        samples.push_back({QStringLiteral("all_reduce.busbw"),
                           qint64(bytes),
                           peak * bytes / (bytes + 64.0 * 1024 * 1024),
                           QStringLiteral("GB/s"),
                           {}});
    }
    if (auto st = repo.addSamples(*id, samples); !st) {
        qFatal("%s", qPrintable(st.error().toString()));
    }
    return *id;
}

}  // namespace

class TestCompare : public QObject {
    Q_OBJECT

private slots:
    void ranksProvidersByPercentOfTheirOwnBaseline() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("c.tierbench")));
        QVERIFY(store);
        const auto ids = (*store)->run([](QSqlDatabase& db) {
            core::ProviderRepository providers(db);
            core::Provider a;
            a.name = QStringLiteral("Alpha Cloud");
            core::Provider b;
            b.name = QStringLiteral("Beta GPU");
            const qint64 pa = *providers.add(a, QStringLiteral("t"));
            const qint64 pb = *providers.add(b, QStringLiteral("t"));
            return QVector<qint64>{
                addRun(db, pa, QStringLiteral("8xH100-SXM/nvlink"), {}, 470.0),  // 97.9 % of 480 (NVLS assumed)
                addRun(db, pb, QStringLiteral("8xH100-SXM/nvlink"),
                       {{QStringLiteral("NCCL_ALGO"), QStringLiteral("Ring")}},
                       369.5),                                                    // 99.9 % of 370
                addRun(db, pb, QStringLiteral("8xA100-80GB/nvlink"), {}, 200.0),  // 87 % of 230
                addRun(db, pa, QStringLiteral("4xL40S/pcie"), {}, 20.0)};         // no baseline: last
        });
        ui::CompareView view;
        QAbstractItemModelTester tester(view.model());
        QSignalSpy providers(&view, &ui::CompareView::providersLoaded);
        QSignalSpy compared(&view, &ui::CompareView::compared);
        view.setStore(*store);
        // The writes above reach the view's change subscription after setStore: a second load may follow.
        QTRY_VERIFY(providers.count() >= 1);
        QTest::qWait(100);
        QCOMPARE(view.providerList()->count(), 2);

        // Checking both providers lists their runs.
        QSignalSpy runs(&view, &ui::CompareView::runsLoaded);
        view.providerList()->item(0)->setCheckState(Qt::Checked);
        view.providerList()->item(1)->setCheckState(Qt::Checked);
        QTRY_VERIFY(runs.count() >= 2 && view.runList()->count() == 4);

        view.setMetric(QStringLiteral("all_reduce.busbw"));
        view.compareRuns(ids);
        QTRY_VERIFY(compared.count() >= 1 && view.model()->rowCount() == 4);
        const auto& rows = view.model()->rows();
        QCOMPARE(rows[0].run.id, ids[1]);
        QCOMPARE(rows[1].run.id, ids[0]);
        QCOMPARE(rows[2].run.id, ids[2]);
        QCOMPARE(rows[3].run.id, ids[3]);
        QCOMPARE(rows[0].provider, QStringLiteral("Beta GPU"));
        QVERIFY(!rows[3].headline.verdict.hasBaseline);
        QCOMPARE(view.model()->data(view.model()->index(3, ui::CompareTableModel::Band)).toString(),
                 QStringLiteral("no baseline"));
        QVERIFY(view.model()
                    ->data(view.model()->index(0, ui::CompareTableModel::Percent), ui::CompareTableModel::RawValueRole)
                    .toDouble() > 99.0);
        // The chart overlays the four runs; the top run (ring) gives the bands.
        ui::SweepChart* chart = view.chartView()->sweepChart();
        QVERIFY(chart);
        QCOMPARE(chart->seriesCount(), 4);
        QCOMPARE(chart->expectedValue().value(), 370.0);
    }
};

QTEST_MAIN(TestCompare)
#include "tst_Compare.moc"
