#include "core/domain/Interview.h"
#include "core/report/TierBoard.h"
#include "core/store/InterviewRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/RoundRepository.h"
#include "core/store/Store.h"
#include "tests/support/RatingFixtures.h"
#include "core/cost/ProviderCosts.h"
#include "core/usecase/PricingWorkflow.h"
#include "core/usecase/RatingWorkflow.h"
#include "ui/tierboard/TierBoardRenderer.h"
#include "ui/tierboard/TierBoardView.h"
#include "ui/tierboard/TierBoardWidget.h"

#include <QCheckBox>
#include <QComboBox>

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::RatingFixtures;

class TestTierBoard : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    qint64 m_alpha = 0;

private slots:
    // The view keeps its options in the user's settings (this test program's own file): each test starts from the
    // defaults, whatever an earlier run left.
    void init() { QSettings().remove(QStringLiteral("tierBoard")); }

    void initTestCase() {
        m_store = *Store::open(m_dir.filePath(QStringLiteral("board.tierbench")));
        const QString failed = m_store->run([this](QSqlDatabase& db) -> QString {
            const qint64 rubric = RatingFixtures::rubric(db);
            m_alpha = RatingFixtures::provider(db, QStringLiteral("Alpha Cloud"), QStringLiteral("gold"));
            const qint64 beta = RatingFixtures::provider(db, QStringLiteral("Beta GPU"), QStringLiteral("bronze"));
            const qint64 ea = RatingFixtures::evaluation(db, m_alpha, rubric);
            const qint64 eb = RatingFixtures::evaluation(db, beta, rubric);
            RatingFixtures::allVerdicts(db, ea, QStringLiteral("pass"));
            RatingFixtures::allVerdicts(db, eb, QStringLiteral("partial"));
            Interview i;
            i.providerId = m_alpha;
            i.heldOn = QDate(2026, 1, 5);
            i.intervieweeName = QStringLiteral("Zebulon Quartermaine");
            i.role = QStringLiteral("Infra lead");
            i.orgType = OrgType::Startup;
            i.notesHtml = QStringLiteral("<p>Zebulon Quartermaine said the fabric is fine</p>");
            i.sentiment.insert(QStringLiteral("networking"), 2);
            if (!InterviewRepository(db).add(i, QStringLiteral("ana")).ok()) {
                return QStringLiteral("adding the interview failed");
            }
            RatingRepository ratings(db);
            RoundRepository rounds(db);
            if (!ratings.assignTier(ea, Tier::Silver, Tier::Silver, {}, {}, QStringLiteral("ana")).ok()) {
                return QStringLiteral("assigning Alpha silver failed");
            }
            if (!ratings.assignTier(eb, Tier::Bronze, Tier::Bronze, {}, {}, QStringLiteral("ana")).ok()) {
                return QStringLiteral("assigning Beta bronze failed");
            }
            if (!rounds.freeze(QStringLiteral("2.0"), QStringLiteral("ana")).ok()) {
                return QStringLiteral("freezing round 2.0 failed");
            }
            if (!ratings
                     .assignTier(ea, Tier::Gold, Tier::Silver, QStringLiteral("better support"), {},
                                 QStringLiteral("ana"))
                     .ok()) {
                return QStringLiteral("assigning Alpha gold failed");
            }
            return QString();
        });
        QCOMPARE(failed, QString());
    }

    void liveBoardShowsMovementSinceRound() {
        const auto board = *m_store->run([](QSqlDatabase& db) { return TierBoard::live(db, RatingEngine()); });
        QCOMPARE(board.comparedWith, QStringLiteral("2.0"));
        QCOMPARE(board.entries.size(), 2);
        QCOMPARE(board.entries[0].name, QStringLiteral("Alpha Cloud"));
        QCOMPARE(*board.entries[0].assigned, Tier::Gold);
        QCOMPARE(board.entries[0].movement(), 1);
        QCOMPARE(board.entries[1].movement(), 0);
        QVERIFY(board.entries[0].suggested.has_value());
    }

    void widgetPaintsAndExportsAllFormats() {
        const auto board = *m_store->run([](QSqlDatabase& db) { return TierBoard::live(db, RatingEngine()); });
        tb::ui::TierBoardWidget w;
        w.setBoard(board);
        w.setOptions({tb::ui::TierBoardRenderer::Placement::Assigned, true, true, true});
        w.resize(1000, w.heightForWidth(1000));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QImage grab = w.grab().toImage();
        QVERIFY(!grab.isNull());
        for (const char* suffix : {"pdf", "png", "svg"}) {
            const QString path = m_dir.filePath(QStringLiteral("board.") + QLatin1String(suffix));
            QVERIFY(w.exportTo(path).ok());
            QVERIFY(QFileInfo(path).size() > 500);
        }
        QVERIFY(!w.exportTo(m_dir.filePath(QStringLiteral("board.gif"))).ok());
        QFile pdf(m_dir.filePath(QStringLiteral("board.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
    }

    void renderedTextHoldsNoIntervieweeName() {
        const auto board = *m_store->run([](QSqlDatabase& db) { return TierBoard::live(db, RatingEngine()); });
        const QString path = m_dir.filePath(QStringLiteral("anon.svg"));
        QVERIFY(tb::ui::TierBoardRenderer(board, {tb::ui::TierBoardRenderer::Placement::Reference, true, true, true})
                    .exportTo(path)
                    .ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        QVERIFY(svg.contains(QStringLiteral("Alpha Cloud")));  // the text is there to be checked at all
        QVERIFY(!svg.contains(QStringLiteral("Zebulon")));
        QVERIFY(!svg.contains(QStringLiteral("Quartermaine")));
    }

    // Price beside tier: the effective price of a useful GPU-hour under the chosen scenario and the list price, the
    // same figures the calculator gives the Costs view; a provider without a price says "unpriced".
    void priceBesideTier() {
        PriceRecord r;
        r.providerId = m_alpha;
        r.gpuModel = QStringLiteral("H100 SXM");
        r.usdPerGpuHour = 2.0;
        r.term = PriceTerm::OneYear;
        r.source = QStringLiteral("quote");
        r.effectiveOn = QDate(2026, 1, 1);
        QVERIFY(
            m_store->run([&](QSqlDatabase& db) { return PricingWorkflow(db).save(r, QStringLiteral("ana")).ok(); }));
        const auto expected = m_store->run([this](QSqlDatabase& db) {
            return ProviderCosts(db).cost(m_alpha, *CostScenario::find(QStringLiteral("research")));
        });
        QVERIFY(expected.ok() && expected->result);
        const double effective = expected->result->effectivePricePerUsefulGpuHour;
        QVERIFY(effective > 2.0);

        auto board = *m_store->run([](QSqlDatabase& db) { return TierBoard::live(db, RatingEngine()); });
        QVERIFY(board.priceScenario.isEmpty());
        QVERIFY(!board.entries[0].listUsdPerGpuHour);  // not read unless asked for
        QVERIFY(
            m_store->run([&](QSqlDatabase& db) { return board.attachPrices(db, QStringLiteral("research")).ok(); }));
        QCOMPARE(board.priceScenario, CostScenario::find(QStringLiteral("research"))->name);
        QCOMPARE(*board.entries[0].listUsdPerGpuHour, 2.0);
        QCOMPARE(*board.entries[0].effectiveUsdPerUsefulGpuHour, effective);
        QVERIFY(!board.entries[1].listUsdPerGpuHour && !board.entries[1].effectiveUsdPerUsefulGpuHour);
        QCOMPARE(tb::ui::TierBoardRenderer::priceText(board.entries[0]),
                 QStringLiteral("$%1 \u00b7 list $2.00").arg(effective, 0, 'f', 2));
        QCOMPARE(tb::ui::TierBoardRenderer::priceText(board.entries[1]), QStringLiteral("unpriced"));
        QVERIFY(!m_store->run([&](QSqlDatabase& db) { return board.attachPrices(db, QStringLiteral("nope")).ok(); }));

        tb::ui::TierBoardRenderer::Options options{tb::ui::TierBoardRenderer::Placement::Assigned, true, false, true};
        const double without = tb::ui::TierBoardRenderer(board, options).heightFor(1000);
        options.showPrice = true;
        // The price legend gets its own line below the badges' legend.
        QVERIFY(tb::ui::TierBoardRenderer(board, options).heightFor(1000) > without);
        const QString path = m_dir.filePath(QStringLiteral("priced.svg"));
        QVERIFY(tb::ui::TierBoardRenderer(board, options).exportTo(path).ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        QVERIFY(svg.contains(QStringLiteral("list $2.00")));
        QVERIFY(svg.contains(QStringLiteral("unpriced")));

        // The view: ticking the box reloads the board with prices under the chosen scenario.
        tb::ui::TierBoardView view;
        view.setStore(m_store);
        auto* box = view.findChild<QCheckBox*>(QStringLiteral("tierBoardShowPrice"));
        auto* scenario = view.findChild<QComboBox*>(QStringLiteral("tierBoardPriceScenario"));
        QVERIFY(box && scenario);
        QVERIFY(!scenario->isEnabled());
        scenario->setCurrentIndex(scenario->findData(QStringLiteral("inference")));
        box->setChecked(true);
        QVERIFY(scenario->isEnabled());
        auto* widget = view.findChild<tb::ui::TierBoardWidget*>();
        QVERIFY(widget);
        QTRY_COMPARE(widget->board().priceScenario, CostScenario::find(QStringLiteral("inference"))->name);
        QVERIFY(widget->options().showPrice);
        QCOMPARE(*widget->board().entries[0].listUsdPerGpuHour, 2.0);
    }

    // Issue 33.1: a provider whose evaluation is marked unable to test has no tier on the live board and in a round
    // closed meanwhile, and sits in an "Unable to test" row of its own, not in Unavailable; Participation Ribbon has
    // its row between Bronze and Underperforming.
    // Issue 38.8: the board forgot how the analyst placed providers across restarts. A new view opens with the
    // placement and the options the last one was left with.
    void optionsSurviveARestart() {
        const QString app = QCoreApplication::applicationName();
        QCoreApplication::setApplicationName(QStringLiteral("tierbench-tierboard-options"));
        QSettings().remove(QStringLiteral("tierBoard"));
        {
            tb::ui::TierBoardView view;
            auto* placement = view.findChild<QComboBox*>(QStringLiteral("tierBoardPlacement"));
            QVERIFY(placement);
            QCOMPARE(placement->currentData().toInt(), int(tb::ui::TierBoardRenderer::Placement::Reference));
            placement->setCurrentIndex(placement->findData(int(tb::ui::TierBoardRenderer::Placement::Assigned)));
            auto* scenario = view.findChild<QComboBox*>(QStringLiteral("tierBoardPriceScenario"));
            QVERIFY(scenario && scenario->count() > 1);
            view.findChild<QCheckBox*>(QStringLiteral("tierBoardShowPrice"))->setChecked(true);
            scenario->setCurrentIndex(scenario->count() - 1);
        }
        tb::ui::TierBoardView again;
        QCOMPARE(again.findChild<QComboBox*>(QStringLiteral("tierBoardPlacement"))->currentData().toInt(),
                 int(tb::ui::TierBoardRenderer::Placement::Assigned));
        QVERIFY(again.findChild<QCheckBox*>(QStringLiteral("tierBoardShowPrice"))->isChecked());
        auto* scenario = again.findChild<QComboBox*>(QStringLiteral("tierBoardPriceScenario"));
        QCOMPARE(scenario->currentIndex(), scenario->count() - 1);
        QVERIFY(scenario->isEnabled());
        QSettings().remove(QStringLiteral("tierBoard"));
        QCoreApplication::setApplicationName(app);
    }

    void unableToTestHasARowOfItsOwn() {
        const QString failed = m_store->run([this](QSqlDatabase& db) -> QString {
            auto e = RatingRepository(db).latestEvaluation(m_alpha);  // Alpha has Gold assigned
            if (!e) {
                return e.error().toString();
            }
            auto st = RatingWorkflow(db).setUnableToTest({m_alpha, e->id, true, QStringLiteral("ana")});
            return st ? QString() : st.error().toString();
        });
        QCOMPARE(failed, QString());
        const auto board = *m_store->run([](QSqlDatabase& db) { return TierBoard::live(db, RatingEngine()); });
        int marked = 0;
        for (const TierBoardEntry& e : board.entries) {
            if (e.unableToTest) {
                ++marked;
                QVERIFY(!e.assigned && !e.suggested);  // no tier, whatever was assigned before
                QVERIFY(e.reference.has_value());      // the published reference stays
            }
        }
        QCOMPARE(marked, 1);
        const QString path = m_dir.filePath(QStringLiteral("untested.svg"));
        QVERIFY(tb::ui::TierBoardRenderer(board, {tb::ui::TierBoardRenderer::Placement::Assigned, true, true, true})
                    .exportTo(path)
                    .ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        QVERIFY(svg.contains(QStringLiteral("Unable to test (1)")));
        QVERIFY(svg.contains(QStringLiteral("Participation Ribbon (0)")));
        QVERIFY(svg.indexOf(QStringLiteral("Bronze (")) < svg.indexOf(QStringLiteral("Participation Ribbon (")));
        QVERIFY(svg.indexOf(QStringLiteral("Participation Ribbon (")) <
                svg.indexOf(QStringLiteral("Underperforming (")));

        const auto round = m_store->run([](QSqlDatabase& db) -> Result<TierBoard> {
            auto id = RoundRepository(db).freeze(QStringLiteral("3.0"), QStringLiteral("ana"));
            if (!id) {
                return id.error();
            }
            return TierBoard::round(db, *id);
        });
        QVERIFY2(round.ok(), qPrintable(round ? QString() : round.error().toString()));
        marked = 0;
        for (const TierBoardEntry& e : round->entries) {
            marked += e.unableToTest ? 1 : 0;
            QVERIFY(!e.unableToTest || !e.assigned);
        }
        QCOMPARE(marked, 1);
    }
};

QTEST_MAIN(TestTierBoard)
#include "tst_TierBoard.moc"
