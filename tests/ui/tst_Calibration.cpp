// The Calibration view on a real SQLite file: assigned, suggested and reference tiers per provider, differences
// highlighted, sorting, the "only disagreements" filter, closing a round and the movement since it.
#include "core/store/RatingRepository.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"
#include "tests/support/Widgets.h"
#include "ui/calibration/CalibrationFilterProxy.h"
#include "ui/calibration/CalibrationModel.h"
#include "ui/calibration/CalibrationView.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace tb;
using tb::test::RatingFixtures;
using Column = ui::CalibrationModel::Column;

class TestCalibration : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<core::Store> m_store;
    std::unique_ptr<ui::CalibrationView> m_view;
    QHash<QString, qint64> m_evals;

    void reloadView() {
        QSignalSpy spy(m_view.get(), &ui::CalibrationView::reloaded);
        m_view->reload();
        QTRY_VERIFY(spy.count() >= 1);
    }

    int sourceRow(const QString& name) {
        auto* m = m_view->model();
        for (int r = 0; r < m->rowCount(); ++r) {
            if (m->index(r, int(Column::Provider)).data().toString() == name) {
                return r;
            }
        }
        return -1;
    }
    QString cell(const QString& name, Column c) {
        return m_view->model()->index(sourceRow(name), int(c)).data().toString();
    }

    void assign(const QString& provider, core::Tier tier, const QString& justification = QStringLiteral("j")) {
        const qint64 eval = m_evals.value(provider);
        const auto assigned = m_store->run([eval, tier, justification](QSqlDatabase& db) {
            return core::RatingRepository(db).assignTier(eval, tier, std::nullopt, justification, {},
                                                         QStringLiteral("t"));
        });
        QVERIFY2(assigned.ok(), assigned ? "" : qPrintable(assigned.error().toString()));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TierbenchTest"));
    }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        auto store = core::Store::open(m_dir->filePath(QStringLiteral("calibration.sqlite")));
        QVERIFY(store.ok());
        m_store = *store;
        m_store->run([this](QSqlDatabase& db) {
            const qint64 rubric = RatingFixtures::rubric(db);
            struct P {
                const char* name;
                const char* reference;
                const char* verdict;
            };
            for (const P& p : {P{"Acme", "gold", "pass"}, P{"Beta", "silver", "partial"}, P{"Gamma", "", "fail"},
                               P{"Delta", "bronze", ""}}) {
                const qint64 id = RatingFixtures::provider(db, QLatin1String(p.name), QLatin1String(p.reference));
                if (*p.verdict) {
                    const qint64 e = RatingFixtures::evaluation(db, id, rubric);
                    RatingFixtures::allVerdicts(db, e, QLatin1String(p.verdict));
                    m_evals.insert(QLatin1String(p.name), e);
                }
            }
        });
        m_view = std::make_unique<ui::CalibrationView>();
        m_view->resize(900, 500);
        m_view->show();
        QSignalSpy spy(m_view.get(), &ui::CalibrationView::reloaded);
        m_view->setStore(m_store);
        QTRY_VERIFY(spy.count() >= 1);
    }

    void cleanup() {
        m_view.reset();
        m_store.reset();
        m_dir.reset();
        m_evals.clear();
    }

    void showsEveryProviderWithItsTiers() {
        QAbstractItemModelTester tester(m_view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(m_view->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m_view->model()->rowCount(), 4);
        QCOMPARE(cell(QStringLiteral("Acme"), Column::Reference), QStringLiteral("Gold"));
        QCOMPARE(cell(QStringLiteral("Acme"), Column::Assigned), QStringLiteral("—"));
        QVERIFY(cell(QStringLiteral("Acme"), Column::Suggested) != QStringLiteral("—"));
        QCOMPARE(cell(QStringLiteral("Delta"), Column::Suggested), QStringLiteral("—"));  // no evaluation
        QCOMPARE(cell(QStringLiteral("Gamma"), Column::Reference), QStringLiteral("—"));
    }

    // A row opens its provider: Enter (or a double-click: the same `activated`) on Beta's row asks for Beta.
    void aRowOpensItsProvider() {
        QSignalSpy opened(m_view.get(), &ui::CalibrationView::providerActivated);
        const QModelIndex source = m_view->model()->index(sourceRow(QStringLiteral("Beta")), int(Column::Assigned));
        const QModelIndex row = m_view->proxy()->mapFromSource(source);
        QVERIFY(row.isValid());
        tb::test::child<QTableView>(m_view, "calibrationTable")->setCurrentIndex(row);
        QTest::keyClick(tb::test::child<QTableView>(m_view, "calibrationTable"), Qt::Key_Return);
        QTRY_COMPARE(opened.count(), 1);
        const qint64 beta = m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(QStringLiteral("SELECT id FROM provider WHERE name = 'Beta'"), db);
            return q.next() ? q.value(0).toLongLong() : 0;
        });
        QCOMPARE(opened.first().first().toLongLong(), beta);
    }

    void highlightsAndFiltersDisagreements() {
        assign(QStringLiteral("Acme"), core::Tier::Gold);    // agrees with its reference
        assign(QStringLiteral("Beta"), core::Tier::Bronze);  // one below its reference
        reloadView();
        QCOMPARE(cell(QStringLiteral("Acme"), Column::Assigned), QStringLiteral("Gold"));
        QCOMPARE(cell(QStringLiteral("Beta"), Column::Difference), QStringLiteral("1 tier lower"));
        const QModelIndex beta = m_view->model()->index(sourceRow(QStringLiteral("Beta")), int(Column::Assigned));
        QVERIFY(beta.data(Qt::BackgroundRole).isValid());
        QVERIFY(beta.data(ui::CalibrationModel::DisagreesRole).toBool());
        const QModelIndex acmeRef = m_view->model()->index(sourceRow(QStringLiteral("Acme")), int(Column::Reference));
        const bool acmeDisagrees = acmeRef.data(ui::CalibrationModel::DisagreesRole).toBool();

        tb::test::child<QCheckBox>(m_view, "calibrationOnlyDisagreements")->setChecked(true);
        int expected = 0;
        for (int r = 0; r < m_view->model()->rowCount(); ++r) {
            expected += m_view->model()->index(r, 0).data(ui::CalibrationModel::DisagreesRole).toBool() ? 1 : 0;
        }
        QCOMPARE(m_view->proxy()->rowCount(), expected);
        QVERIFY(expected < 4);
        bool betaShown = false;
        bool acmeShown = false;
        for (int r = 0; r < m_view->proxy()->rowCount(); ++r) {
            const QString name = m_view->proxy()->index(r, 0).data().toString();
            betaShown = betaShown || name == QLatin1String("Beta");
            acmeShown = acmeShown || name == QLatin1String("Acme");
        }
        QVERIFY(betaShown);
        QCOMPARE(acmeShown, acmeDisagrees);
        tb::test::child<QCheckBox>(m_view, "calibrationOnlyDisagreements")->setChecked(false);
        QCOMPARE(m_view->proxy()->rowCount(), 4);
    }

    void sortsByTier() {
        tb::test::child<QTableView>(m_view, "calibrationTable")
            ->sortByColumn(int(Column::Reference), Qt::AscendingOrder);
        QCOMPARE(m_view->proxy()->index(0, 0).data().toString(), QStringLiteral("Acme"));   // Gold first
        QCOMPARE(m_view->proxy()->index(3, 0).data().toString(), QStringLiteral("Gamma"));  // no reference last
        tb::test::child<QTableView>(m_view, "calibrationTable")
            ->sortByColumn(int(Column::Provider), Qt::DescendingOrder);
        QCOMPARE(m_view->proxy()->index(0, 0).data().toString(), QStringLiteral("Gamma"));
    }

    void closingARoundShowsMovement() {
        assign(QStringLiteral("Beta"), core::Tier::Bronze);
        QSignalSpy closed(m_view.get(), &ui::CalibrationView::roundClosed);
        QSignalSpy reloaded(m_view.get(), &ui::CalibrationView::reloaded);
        m_view->closeRound(QStringLiteral("2.2"));
        QTRY_COMPARE(closed.count(), 1);
        QVERIFY2(closed.first().at(0).toBool(), qPrintable(closed.first().at(1).toString()));
        QTRY_VERIFY(reloaded.count() >= 1);
        const int rounds = m_store->run([](QSqlDatabase& db) {
            QSqlQuery q(db);
            return q.exec(QStringLiteral("SELECT count(*) FROM rating_round WHERE name = '2.2' AND closed_at IS NOT "
                                         "NULL")) &&
                           q.next()
                       ? q.value(0).toInt()
                       : -1;
        });
        QCOMPARE(rounds, 1);
        QCOMPARE(m_view->model()->headerData(int(Column::Previous), Qt::Horizontal).toString(),
                 QStringLiteral("Round 2.2"));
        QCOMPARE(cell(QStringLiteral("Beta"), Column::Previous), QStringLiteral("Bronze"));

        assign(QStringLiteral("Beta"), core::Tier::Silver);  // moves up one tier after the round
        reloadView();
        QCOMPARE(cell(QStringLiteral("Beta"), Column::Previous), QStringLiteral("Bronze ▲1"));
        const QString summary = m_view->findChild<QLabel*>(QStringLiteral("calibrationSummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("movement since round 2.2")), qPrintable(summary));

        // A duplicate name is refused with a message, nothing changes.
        m_view->closeRound(QStringLiteral("2.2"));
        QTRY_COMPARE(closed.count(), 2);
        QCOMPARE(closed.at(1).at(0).toBool(), false);
    }
};

QTEST_MAIN(TestCalibration)
#include "tst_Calibration.moc"
