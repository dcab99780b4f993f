#include "core/domain/Provider.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/Widgets.h"
#include "ui/charts/ChartView.h"
#include "ui/charts/SweepChart.h"
#include "ui/compare/CompareTableModel.h"
#include "ui/compare/CompareView.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QListWidget>
#include <QSqlQuery>
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
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->count(), 2);

        // Checking both providers lists their runs.
        QSignalSpy runs(&view, &ui::CompareView::runsLoaded);
        tb::test::child<QListWidget>(&view, "providerList")->item(0)->setCheckState(Qt::Checked);
        tb::test::child<QListWidget>(&view, "providerList")->item(1)->setCheckState(Qt::Checked);
        QTRY_VERIFY(runs.count() >= 2 && tb::test::child<QListWidget>(&view, "runList")->count() == 4);

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
                 QStringLiteral("no comparable baseline"));
        QVERIFY(view.model()
                    ->data(view.model()->index(0, ui::CompareTableModel::Percent), ui::CompareTableModel::RawValueRole)
                    .toDouble() > 99.0);
        // The chart draws each run against its own baseline, as the table ranks them: the runs' baselines differ
        // (NVLS 480, ring 370, A100 230), so every line is its percentage of its own expected value; the L40S run
        // has none and the chart says it is not drawn.
        ui::SweepChart* chart = tb::test::child<tb::ui::ChartView>(&view, "chartView")->sweepChart();
        QVERIFY(chart);
        QCOMPARE(chart->seriesCount(), 3);
        QCOMPARE(chart->expectedValue().value(), 100.0);
        const auto ring = chart->seriesPoints(0);  // the top run, ring at 369.5 of 370
        QVERIFY2(ring.last().y() > 95.0 && ring.last().y() < 100.0, qPrintable(QString::number(ring.last().y())));
        const auto a100 = chart->seriesPoints(2);
        QVERIFY(a100.last().y() > 80.0 && a100.last().y() < 90.0);
        QVERIFY2(chart->titleText().contains(QStringLiteral("Not drawn (no baseline)")),
                 qPrintable(chart->titleText()));
    }

    // Loop 4d: a hand-ticked host-backend run (threads or the front-end network, no GPU) was ranked against the GPU
    // baseline its node's hardware key matches. The matcher refuses it; the row says so and why, below every run
    // that has a comparable baseline.
    void hostRunIsNotRankedAgainstAGpuBaseline() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("h.tierbench")));
        QVERIFY(store);
        const auto ids = (*store)->run([](QSqlDatabase& db) {
            core::Provider a;
            a.name = QStringLiteral("Alpha Cloud");
            const qint64 pa = *core::ProviderRepository(db).add(a, QStringLiteral("t"));
            return QVector<qint64>{addRun(db, pa, QStringLiteral("8xH100-SXM/nvlink"),
                                          {{QStringLiteral("backend"), QStringLiteral("host")}}, 470.0),
                                   addRun(db, pa, QStringLiteral("8xH100-SXM/nvlink"), {}, 400.0)};
        });
        ui::CompareView view;
        QSignalSpy providers(&view, &ui::CompareView::providersLoaded);
        QSignalSpy compared(&view, &ui::CompareView::compared);
        view.setStore(*store);
        // As above: the view's own loads (providers, the evaluated providers' runs) finish before it is compared by
        // hand, so none is still in flight when the view goes away.
        QTRY_VERIFY(providers.count() >= 1);
        QTest::qWait(100);  // as above: the writes' change signal may bring a second load
        view.setMetric(QStringLiteral("all_reduce.busbw"));
        compared.clear();
        view.compareRuns(ids);
        QTRY_VERIFY(compared.count() >= 1 && view.model()->rowCount() == 2);
        const auto& rows = view.model()->rows();
        QCOMPARE(rows[0].run.id, ids[1]);  // the GPU run, judged by its baseline, ranks first
        QVERIFY(rows[0].headline.verdict.hasBaseline);
        QCOMPARE(rows[1].run.id, ids[0]);
        QVERIFY(!rows[1].headline.verdict.hasBaseline);
        QVERIFY(!rows[1].headline.match.found());
        QCOMPARE(view.model()->data(view.model()->index(1, ui::CompareTableModel::Band)).toString(),
                 QStringLiteral("no comparable baseline"));
        const QString note = view.model()->data(view.model()->index(1, ui::CompareTableModel::Note)).toString();
        QVERIFY2(note.contains(QStringLiteral("Host-backend run")), qPrintable(note));
        QCOMPARE(view.model()->data(view.model()->index(1, ui::CompareTableModel::Percent)).toString(),
                 QStringLiteral("—"));
    }

    // Loop 5 (tst_Compare crashed about one run in six): a reload, which a change anywhere brings at any moment,
    // cleared and refilled the provider list, so an item the analyst (or a test) held was deleted under them, and the
    // current row was lost. A reload now updates the list in place.
    void aReloadKeepsTheListsItemsAndCurrentRow() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("r.tierbench")));
        QVERIFY(store);
        const qint64 gamma = (*store)->run([](QSqlDatabase& db) {
            core::ProviderRepository providers(db);
            for (const char* name : {"Alpha Cloud", "Beta GPU"}) {
                core::Provider p;
                p.name = QString::fromLatin1(name);
                (void)*providers.add(p, QStringLiteral("t"));
            }
            core::Provider c;
            c.name = QStringLiteral("Gamma Compute");
            return *providers.add(c, QStringLiteral("t"));
        });
        ui::CompareView view;
        QSignalSpy providers(&view, &ui::CompareView::providersLoaded);
        view.setStore(*store);
        QTRY_VERIFY(providers.count() >= 1 && tb::test::child<QListWidget>(&view, "providerList")->count() == 3);
        QListWidgetItem* beta = tb::test::child<QListWidget>(&view, "providerList")->item(1);
        QCOMPARE(beta->text(), QStringLiteral("Beta GPU"));
        tb::test::child<QListWidget>(&view, "providerList")->setCurrentItem(beta);
        beta->setCheckState(Qt::Checked);
        // Another provider is renamed and one is added elsewhere: the list follows, Beta's item is the same one,
        // still current and ticked.
        const int loads = providers.count();
        (*store)->run([gamma](QSqlDatabase& db) {
            core::ProviderRepository repo(db);
            auto p = repo.get(gamma);
            p->name = QStringLiteral("Aardvark Compute");
            (void)repo.update(*p, QStringLiteral("elsewhere"));
            core::Provider d;
            d.name = QStringLiteral("Delta");
            (void)repo.add(d, QStringLiteral("elsewhere"));
            return true;
        });
        QTRY_VERIFY(providers.count() > loads && tb::test::child<QListWidget>(&view, "providerList")->count() == 4);
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->item(0)->text(),
                 QStringLiteral("Aardvark Compute"));
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->item(2), beta);
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->currentItem(), beta);
        QCOMPARE(beta->checkState(), Qt::Checked);
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->item(3)->text(), QStringLiteral("Delta"));
    }

    // It opens on the providers under evaluation, already compared (their newest run of the metric); a search
    // narrows the list; ticking another provider compares its newest run in the same step.
    void opensOnTheEvaluatedProvidersInOneStep() {
        QTemporaryDir dir;
        auto store = core::Store::open(dir.filePath(QStringLiteral("c.tierbench")));
        QVERIFY(store);
        const auto ids = (*store)->run([](QSqlDatabase& db) {
            core::ProviderRepository providers(db);
            core::Provider a;
            a.name = QStringLiteral("Alpha Cloud");
            core::Provider b;
            b.name = QStringLiteral("Beta GPU");
            core::Provider c;
            c.name = QStringLiteral("Gamma Compute");
            const qint64 pa = *providers.add(a, QStringLiteral("t"));
            const qint64 pb = *providers.add(b, QStringLiteral("t"));
            const qint64 pc = *providers.add(c, QStringLiteral("t"));
            const qint64 evaluation = test::RatingFixtures::evaluation(db, pa, test::RatingFixtures::rubric(db));
            const qint64 older = addRun(db, pa, QStringLiteral("8xH100-SXM/nvlink"), {}, 400.0);
            const qint64 newer = addRun(db, pa, QStringLiteral("8xH100-SXM/nvlink"), {}, 470.0);
            QSqlQuery attach(db);
            attach.exec(QStringLiteral("UPDATE probe_run SET evaluation_id = %1, started_at = CASE id WHEN %2 THEN "
                                       "'2025-01-01T00:00:00Z' ELSE '2025-02-01T00:00:00Z' END WHERE id IN (%2, %3)")
                            .arg(evaluation)
                            .arg(older)
                            .arg(newer));
            const qint64 beta = addRun(db, pb, QStringLiteral("8xH100-SXM/nvlink"), {}, 430.0);
            addRun(db, pc, QStringLiteral("8xH100-SXM/nvlink"), {}, 300.0);
            return QVector<qint64>{newer, beta, evaluation};
        });
        QVERIFY(ids[2] > 0);
        ui::CompareView view;
        QSignalSpy compared(&view, &ui::CompareView::compared);
        view.setStore(*store);
        QTRY_VERIFY(view.model()->rowCount() == 1);
        QCOMPARE(view.model()->rows().first().run.id, ids[0]);
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->item(0)->text(),
                 QStringLiteral("Alpha Cloud"));  // evaluated first
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->item(0)->checkState(), Qt::Checked);
        QCOMPARE(tb::test::child<QListWidget>(&view, "providerList")->item(1)->checkState(), Qt::Unchecked);

        tb::test::child<QLineEdit>(&view, "compareSearch")->setText(QStringLiteral("beta"));
        QListWidgetItem* beta = nullptr;
        for (int i = 0; i < tb::test::child<QListWidget>(&view, "providerList")->count(); ++i) {
            QListWidgetItem* item = tb::test::child<QListWidget>(&view, "providerList")->item(i);
            QCOMPARE(item->isHidden(), !item->text().startsWith(QStringLiteral("Beta")));
            if (!item->isHidden()) {
                beta = item;
            }
        }
        QVERIFY(beta);
        beta->setCheckState(Qt::Checked);
        QTRY_VERIFY(view.model()->rowCount() == 2);
        QVERIFY(view.selectedRuns().contains(ids[1]));
        beta->setCheckState(Qt::Unchecked);
        QTRY_VERIFY(view.model()->rowCount() == 1);
        tb::test::child<QLineEdit>(&view, "compareSearch")->clear();
        for (int i = 0; i < tb::test::child<QListWidget>(&view, "providerList")->count(); ++i) {
            QVERIFY(!tb::test::child<QListWidget>(&view, "providerList")->item(i)->isHidden());
        }
    }
};

QTEST_MAIN(TestCompare)
#include "tst_Compare.moc"
