// Writes the rating workflow's screens to $TB_SHOTS_DIR for a person to look at (skipped otherwise): the Rating tab
// with an expanded explanation, the Interviews tab and its editor, and the Calibration view after a closed round.
// The demo database gets a few more evaluations, interviews and a round so the screens show a realistic state.
#include "core/rating/BaselineMeasurementSource.h"
#include "core/rating/RatingEngine.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/InterviewRepository.h"
#include "core/store/RatingRepository.h"
#include "core/store/RoundRepository.h"
#include "core/store/RunRepository.h"
#include "tests/support/Widgets.h"
#include "tests/ui/MainWindowFixture.h"
#include "ui/providers/ProviderPage.h"
#include "ui/calibration/CalibrationModel.h"
#include "ui/calibration/CalibrationView.h"
#include "ui/interviews/InterviewEditor.h"
#include "ui/interviews/InterviewListModel.h"
#include "ui/interviews/InterviewsTab.h"
#include "ui/rating/RatingTab.h"

#include <QDir>
#include <QTableView>
#include <QTreeWidget>

using namespace tb;

class TestRatingScreenshots : public QObject, public test::MainWindowFixture {
    Q_OBJECT

private:
    QString m_dir;

    void save(QWidget* w, const QString& name) { QVERIFY(w->grab().save(QDir(m_dir).filePath(name))); }

    // Extra evaluations with varied verdicts, so peers exist; interviews and a run for the worked provider.
    static void enrich(QSqlDatabase& db, qint64 owner) {
        core::EvaluationRepository evaluations(db);
        const char* const peers[] = {"CoreWeave", "Nebius", "Oracle", "Lambda", "Together AI", "Vultr"};
        const char* const verdicts[] = {"pass", "pass", "partial", "fail", "pass", "unknown"};
        int seed = 0;
        for (const char* name : peers) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT id FROM provider WHERE name = ?"));
            q.addBindValue(QLatin1String(name));
            if (!q.exec() || !q.next()) {
                continue;
            }
            auto e = evaluations.create(q.value(0).toLongLong(), QStringLiteral("2.0"),
                                        QStringLiteral("Round 2 review"), QStringLiteral("ana"), QStringLiteral("ana"));
            if (!e) {
                continue;
            }
            QSqlQuery items(db);
            items.prepare(QStringLiteral("SELECT check_item_id, rowid FROM verdict WHERE evaluation_id = ?"));
            items.addBindValue(*e);
            items.exec();
            QList<qint64> ids;
            while (items.next()) {
                ids << items.value(0).toLongLong();
            }
            int i = 0;
            for (qint64 item : ids) {
                QSqlQuery u(db);
                u.prepare(
                    QStringLiteral("UPDATE verdict SET verdict = ? WHERE evaluation_id = ? AND check_item_id = ?"));
                u.addBindValue(QLatin1String(verdicts[(i * 7 + seed * 3 + (seed > 2 ? i % 3 : 0)) % 6]));
                u.addBindValue(*e);
                u.addBindValue(item);
                u.exec();
                ++i;
            }
            ++seed;
        }
        const struct {
            const char* name;
            const char* role;
            core::OrgType org;
            const char* tags;
            int net, sec, rel;
        } people[] = {{"Priya Raman", "ML platform lead", core::OrgType::AiLab, "support;networking", 2, 1, 1},
                      {"Tomasz Wierzbicki", "Research engineer", core::OrgType::Research, "storage", 1, 0, -1},
                      {"Dana Okafor", "Head of infrastructure", core::OrgType::Enterprise, "billing;support", 0, 2, 1}};
        int day = 3;
        for (const auto& p : people) {
            core::Interview i;
            i.providerId = owner;
            i.heldOn = QDate(2026, 9, day);
            day += 9;
            i.intervieweeName = QLatin1String(p.name);
            i.role = QLatin1String(p.role);
            i.orgType = p.org;
            i.channel = QStringLiteral("video call");
            i.consent = day < 20;
            i.tags = QString::fromLatin1(p.tags).split(u';');
            i.notesHtml = QStringLiteral(
                "<p>Ran a <b>512-GPU</b> training job for six weeks. Support answered "
                "within the hour; one <i>storage</i> incident during a checkpoint.</p>");
            i.sentiment = {{QStringLiteral("networking"), p.net},
                           {QStringLiteral("security"), p.sec},
                           {QStringLiteral("reliability"), p.rel}};
            (void)core::InterviewRepository(db).add(i, QStringLiteral("ana"));
        }
        core::RunRepository runs(db);
        core::RunRecord r;
        r.providerId = owner;
        r.probe = QStringLiteral("tb-coll");
        r.operation = QStringLiteral("all_reduce");
        r.hardwareKey = QStringLiteral("8xH100-SXM/nvlink");
        r.env = QJsonObject{{QStringLiteral("NCCL_ALGO"), QStringLiteral("NVLS")}};
        if (auto run = runs.create(r)) {
            (void)runs.addSamples(*run,
                                  {{QStringLiteral("all_reduce.busbw"), 8LL << 30, 452.0, QStringLiteral("GB/s"), {}}});
            (void)runs.finish(*run, core::RunStatus::Ok, 0);
        }
        // Assign every evaluated provider its suggestion, freeze round 2.0, then move two.
        const core::BaselineMeasurementSource measurements;
        const core::RatingEngine engine({}, &measurements);
        auto all = engine.rateAll(db);
        if (!all) {
            return;
        }
        core::RatingRepository ratings(db);
        for (const core::ProviderRating& pr : *all) {
            if (pr.suggestion.tier) {
                (void)ratings.assignTier(pr.evaluation.id, *pr.suggestion.tier, pr.suggestion.tier, {}, {},
                                         QStringLiteral("ana"));
            }
        }
        (void)core::RoundRepository(db).freeze(QStringLiteral("2.0"), QStringLiteral("ana"));
        int moved = 0;
        for (const core::ProviderRating& pr : *all) {
            if (pr.suggestion.tier && pr.providerId != owner && moved < 2) {
                const core::Tier t = moved == 0 ? core::Tier::Gold : core::Tier::Underperforming;
                (void)ratings.assignTier(pr.evaluation.id, t, pr.suggestion.tier,
                                         QStringLiteral("Calibrated against the customer interviews"), {},
                                         QStringLiteral("ana"));
                ++moved;
            }
        }
    }

private slots:
    void initTestCase() {
        m_dir = qEnvironmentVariable("TB_SHOTS_DIR");
        if (m_dir.isEmpty()) {
            QSKIP("TB_SHOTS_DIR not set");
        }
        QDir().mkpath(m_dir);
        isolateSettings();
        openDemoWindow();
    }

    void cleanupTestCase() { closeWindow(); }

    void screenshots() {
        const qint64 owner =
            scalar(QStringLiteral("SELECT provider_id FROM evaluation ORDER BY id LIMIT 1")).toLongLong();
        m_store->run([owner](QSqlDatabase& db) { enrich(db, owner); });
        m_window->resize(1400, 900);
        ui::ProviderPage* page = m_window->providerPage();
        auto* interviews = page->findChild<ui::InterviewsTab*>();
        auto* rating = page->findChild<ui::RatingTab*>();
        QSignalSpy ratingLoaded(rating, &ui::RatingTab::reloaded);
        QSignalSpy interviewsLoaded(interviews, &ui::InterviewsTab::reloaded);
        QVERIFY(m_window->selectProvider(owner));
        QTRY_VERIFY(!ratingLoaded.isEmpty() && rating->rating().evaluation.id > 0);
        QTRY_VERIFY(!interviewsLoaded.isEmpty() && interviews->model()->rowCount() == 3);

        page->tabs()->setCurrentWidget(rating);
        for (const char* key : {"networking", "security"}) {
            QVERIFY(rating->selectCriterion(QLatin1String(key)));
            tb::test::child<QTreeWidget>(rating, "ratingCriteria")->currentItem()->setExpanded(true);
        }
        save(m_window.get(), QStringLiteral("rating.png"));

        page->tabs()->setCurrentWidget(interviews);
        tb::test::child<QTableView>(interviews, "interviewTable")->selectRow(0);
        save(m_window.get(), QStringLiteral("interviews.png"));
        ui::InterviewEditor* editor = interviews->openEditor(interviews->model()->interviews().first().id);
        QVERIFY(editor);
        QVERIFY(QTest::qWaitForWindowExposed(editor));
        save(editor, QStringLiteral("interview-editor.png"));
        editor->reject();

        auto* calibration = m_window->findChild<ui::CalibrationView*>();
        QSignalSpy calibrated(calibration, &ui::CalibrationView::reloaded);
        calibration->reload();
        QTRY_VERIFY(!calibrated.isEmpty());
        m_window->views()->setCurrentWidget(calibration);
        save(m_window.get(), QStringLiteral("calibration.png"));
    }
};

QTEST_MAIN(TestRatingScreenshots)
#include "tst_RatingScreenshots.moc"
