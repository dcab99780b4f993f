#include "core/baseline/BaselineMatcher.h"
#include "core/store/BaselineRepository.h"
#include "core/demo/DemoDatabase.h"
#include "core/report/NameRedactor.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/RunRepository.h"
#include "core/store/Store.h"
#include "tests/support/ManyRunsFixture.h"
#include "tests/support/ReviewFixture.h"
#include "tests/support/TestDatabase.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::ReviewFixture;

namespace {
// Every free-text field of the content, for "does not contain" checks.
QString allText(const ReviewContent& c) {
    QStringList t{c.providerName,       c.evaluationTitle,      c.reviewer,
                  c.conflictDisclosure, c.rating.justification, c.rating.explanation};
    for (const auto& cr : c.criteria) {
        t << cr.name << cr.rationale;
        for (const auto& i : cr.items) {
            t << i.title << i.question << i.guidance << i.evidence;
        }
    }
    for (const auto& r : c.runs) {
        t << r.probe << r.probeVersion << r.sourceName;
    }
    for (const auto& iv : c.interviews) {
        t << iv.role << iv.highlight;
    }
    return t.join(u'\n');
}
}  // namespace

class TestReviewContent : public QObject {
    Q_OBJECT

private:
    tb::test::TestDatabase m_dir;
    std::shared_ptr<Store> m_store;
    ReviewFixture m_fixture;

private slots:
    void initTestCase() {
        TB_OPEN_TEST_DATABASE(where, m_dir, QStringLiteral("review.tierbench"));
        auto store = Store::open(where);
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_fixture = m_store->run([](QSqlDatabase& db) { return ReviewFixture::populate(db); });
    }

    void findsProviderByNameCaseInsensitively() {
        auto id = m_store->run([](QSqlDatabase& db) {
            return ReviewContentLoader::findProvider(db, QStringLiteral("  aurora COMPUTE "));
        });
        QVERIFY(id.ok());
        QCOMPARE(*id, m_fixture.providerId);
        auto missing = m_store->run(
            [](QSqlDatabase& db) { return ReviewContentLoader::findProvider(db, QStringLiteral("Nobody")); });
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::NotFound);
    }

    void loadsTheWholeReview() {
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY2(content.ok(), qPrintable(content ? QString() : content.error().toString()));
        const ReviewContent& c = *content;
        QCOMPARE(c.providerName, m_fixture.providerName);
        QCOMPARE(c.evaluationId, m_fixture.evaluationId);
        QCOMPARE(c.rubricVersion, QStringLiteral("2.0-test"));
        QCOMPARE(c.criteria.size(), 10);
        QCOMPARE(c.itemCount(), 40);
        QCOMPARE(c.rating.assignedTier, QStringLiteral("gold"));  // the newest of two assignments
        QCOMPARE(c.rating.suggestedTier, QStringLiteral("silver"));
        QCOMPARE(c.rating.historyCount, 2);
        QCOMPARE(c.handoverDelayDays(), std::optional<int>(14));
        QVERIFY(c.weightedScore().has_value());
        QVERIFY(*c.weightedScore() > 0 && *c.weightedScore() <= 5);
        QVERIFY(c.plannedCount() > 0);
        for (const ReviewItem* p : c.promises()) {
            QVERIFY(!p->promisedDate.isEmpty());
        }
        QVERIFY(!c.openItems().isEmpty());
        // Runs: three sweeps, one GEMM, five recipes; never the other provider's run.
        QCOMPARE(c.runs.size(), 9);
        for (const auto& r : c.runs) {
            QVERIFY(r.probeVersion != QLatin1String("9.9.9-other"));
        }
        QCOMPARE(c.recipes.size(), 5);
        QCOMPARE(c.scalars.size(), 1);
        QCOMPARE(c.series.size(), 3);
        const auto& sweep = c.series.first();
        QCOMPARE(sweep.points.size(), 31);  // one median per size
        QCOMPARE(sweep.metric, QStringLiteral("all_reduce.busbw"));
        QCOMPARE(sweep.baseline, std::optional<double>(360.0));  // the ring figure: the run set NCCL_ALGO=Ring
        QCOMPARE(sweep.baselineMinSize, qint64(1) << 30);
        const auto& copy = c.series[1];
        QCOMPARE(copy.metric, QStringLiteral("h2d.bw"));
        QCOMPARE(copy.baseline, std::optional<double>(55.0));  // host link inferred from the H100
        QCOMPARE(c.scalars.first().baseline, std::optional<double>(989.0));
        QVERIFY(c.runs.first().rawLogs.size() == 1 && c.runs.first().rawLogs.first().sha256.size() == 64);
        QCOMPARE(c.interviews.size(), 3);
        QVERIFY(c.interviews[2].highlight.isEmpty());  // no consent, no quote
        QVERIFY(!c.interviews[0].highlight.isEmpty());
        QCOMPARE(c.interviews[0].sentiments.size(), 2);
    }

    // Issue 12 (loop 4a): the review looked baselines up with its own rule (baseline algorithm == run operation), so
    // the demo's NCCL sweep got no expected line in the PDF while the workbench drew one. The review now asks the
    // matcher the charts, Compare and the CLI ask, with the run's algorithm from its environment.
    void demoSweepGetsTheBaselineTheWorkbenchDraws() {
        QTemporaryDir dir;
        auto store = Store::open(dir.filePath(QStringLiteral("demo.tierbench")));
        QVERIFY(store.ok());
        struct Seen {
            QString error;
            QVector<QPair<qint64, double>> expected;  // run -> the matcher's figure, as the GUI computes it
            QVector<ReviewSeries> series;
        };
        const Seen seen = (*store)->run([](QSqlDatabase& db) {
            Seen out;
            if (auto st = tb::core::DemoDatabase::populate(db); !st) {
                out.error = st.error().toString();
                return out;
            }
            auto pid = ReviewContentLoader::findProvider(db, QStringLiteral("Crusoe"));
            auto content = pid ? ReviewContentLoader::load(db, *pid) : Result<ReviewContent>(pid.error());
            if (!content) {
                out.error = content.error().toString();
                return out;
            }
            auto set = BaselineRepository(db).latest();
            const BaselineMatcher matcher(set ? *set : *BaselineSet::builtin());
            for (const ReviewSeries& s : content->series) {
                const auto run = RunRepository(db).get(s.runId);
                const auto m = matcher.match(s.metric, run->hardwareKey, BaselineMatcher::algorithmFromEnv(run->env));
                out.expected.append({s.runId, m.found() ? m.expected() : -1.0});
            }
            out.series = content->series;
            return out;
        });
        QVERIFY2(seen.error.isEmpty(), qPrintable(seen.error));
        QVERIFY(!seen.series.isEmpty());
        const ReviewSeries& busbw = seen.series.first();
        QCOMPARE(busbw.metric, QStringLiteral("all_reduce.busbw"));
        QCOMPARE(busbw.baseline, std::optional<double>(480.0));  // NVLS on 8xH100, the figure the chart draws
        for (int i = 0; i < seen.series.size(); ++i) {
            const double gui = seen.expected[i].second;
            QCOMPARE(seen.series[i].baseline.value_or(-1.0), gui);
        }
    }

    // Loop 4b: the review blended the GPUs of a multi-GPU tb-membw run into one median line; it keeps one per GPU.
    void multiGpuCopyKeepsALinePerGpu() {
        QTemporaryDir dir;
        auto store = Store::open(dir.filePath(QStringLiteral("membw.tierbench")));
        QVERIFY(store.ok());
        const auto content = (*store)->run([](QSqlDatabase& db) {
            tb::test::ReviewFixtureOptions o;
            o.probeRuns = 0;
            const ReviewFixture f = ReviewFixture::populate(db, o);
            ReviewFixture::Run spec;
            spec.probe = QStringLiteral("tb-membw");
            spec.operation = QStringLiteral("h2d");
            const qint64 run = f.addRun(db, spec);
            for (int device = 0; device < 2; ++device) {
                for (int e = 20; e <= 30; ++e)  // one GPU on a slower link
                    ReviewFixture::addSample(db, run, QStringLiteral("h2d.bw"), qint64(1) << e,
                                             device == 0 ? 50.0 : 20.0, QStringLiteral("GB/s"),
                                             QStringLiteral("{\"device\":%1,\"iters\":20}").arg(device));
            }
            return ReviewContentLoader::load(db, f.providerId);
        });
        QVERIFY(content.ok());
        QCOMPARE(content->series.size(), 2);
        QCOMPARE(content->series[0].device, 0);
        QCOMPARE(content->series[1].device, 1);
        QCOMPARE(content->series[0].points.first().value, 50.0);
        QCOMPARE(content->series[1].points.first().value, 20.0);
        QCOMPARE(content->series[1].baseline, std::optional<double>(55.0));
    }

    // A recipe run on a storage tier carries the tier into its row; one the node could not run (its tool missing,
    // exit 2) is marked unsupported rather than timed by its start and end.
    void recipeRowsSayWhereAndWhatTheNodeLacked() {
        QTemporaryDir dir;
        auto store = Store::open(dir.filePath(QStringLiteral("recipes.tierbench")));
        QVERIFY(store.ok());
        const auto content = (*store)->run([](QSqlDatabase& db) {
            tb::test::ReviewFixtureOptions o;
            o.probeRuns = 0;
            o.recipeRuns = 0;
            const ReviewFixture f = ReviewFixture::populate(db, o);
            ReviewFixture::Run timed;
            timed.kind = QStringLiteral("recipe");
            timed.probe = QStringLiteral("uv_install_torch");
            timed.hardwareKey = QStringLiteral("");  // recipes have no hardware key (NOT NULL, empty)
            const qint64 onData = f.addRun(db, timed);
            ReviewFixture::addSample(db, onData, QStringLiteral("recipe.uv_install_torch.seconds"), std::nullopt, 41.5,
                                     QStringLiteral("s"));
            ReviewFixture::addFinding(db, onData, QStringLiteral("fact"), QStringLiteral("recipe.dir"), {},
                                      QStringLiteral("/data"), QStringLiteral("nfs"));
            ReviewFixture::Run lacking = timed;
            lacking.probe = QStringLiteral("vllm_serve");
            lacking.status = QStringLiteral("failed");
            lacking.exitCode = 2;
            lacking.startedAt = QStringLiteral("2025-08-29T10:02:00Z");
            lacking.endedAt = QStringLiteral("2025-08-29T10:02:01Z");
            const qint64 noTool = f.addRun(db, lacking);
            ReviewFixture::addFinding(db, noTool, QStringLiteral("check"), QStringLiteral("recipe.tool"),
                                      QStringLiteral("waived"), {},
                                      QStringLiteral("none of the tools it needs is on the node: vllm"));
            ReviewFixture::Run broken = lacking;
            broken.probe = QStringLiteral("pip_install_vllm");
            broken.exitCode = 3;
            broken.startedAt = QStringLiteral("2025-08-29T10:03:00Z");
            broken.endedAt = QStringLiteral("2025-08-29T10:05:00Z");
            f.addRun(db, broken);
            return ReviewContentLoader::load(db, f.providerId);
        });
        QVERIFY2(content.ok(), content ? "" : qPrintable(content.error().toString()));
        QCOMPARE(content->recipes.size(), 3);
        const auto& uv = content->recipes[0];
        QCOMPARE(uv.probe, QStringLiteral("uv_install_torch"));
        QCOMPARE(uv.value, 41.5);
        QCOMPARE(uv.storageTier, QStringLiteral("/data"));
        QVERIFY(!uv.unsupported);
        const auto& vllm = content->recipes[1];
        QCOMPARE(vllm.probe, QStringLiteral("vllm_serve"));
        QVERIFY(vllm.unsupported);
        QVERIFY(vllm.storageTier.isEmpty());
        // A recipe that ran and failed is a failure with its duration, not "unsupported".
        const auto& pip = content->recipes[2];
        QVERIFY(!pip.unsupported);
        QCOMPARE(pip.status, tb::core::RunStatus::Failed);
        QCOMPARE(pip.value, 120.0);
    }

    void holdsNothingOfOtherProvidersOrInterviewees() {
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        const QString text = allText(*content);
        for (const QString& other : m_fixture.otherNames) {
            QVERIFY2(!text.contains(other, Qt::CaseInsensitive), qPrintable(other));
        }
        QVERIFY(!text.contains(QStringLiteral("Quimby")));
        QVERIFY(!text.contains(QStringLiteral("Someone Else")));
        QVERIFY(text.contains(ReviewContent::redactedName()));  // the planted names were there and got replaced
        QVERIFY(text.contains(m_fixture.providerName));
    }

    void redactorProtectsTheOwnName() {
        const NameRedactor r(QStringLiteral("Acme Cloud"), {QStringLiteral("Acme"), QStringLiteral("Nimbus")},
                             QStringLiteral("[x]"));
        QCOMPARE(r.redact(QStringLiteral("Acme Cloud beat Acme and NIMBUS, not nimbuses.")),
                 QStringLiteral("Acme Cloud beat [x] and [x], not nimbuses."));
        // A name that reads as a word is matched only as a name is written (issue 12.4, tst_NameRedactor).
        QCOMPARE(r.redact(QStringLiteral("an acme of speed")), QStringLiteral("an acme of speed"));
        QCOMPARE(NameRedactor::withholdPerson(QStringLiteral("Jane Quimby told us; Quimby agreed."),
                                              QStringLiteral("Jane Quimby"), QStringLiteral("[n]")),
                 QStringLiteral("[n] told us; [n] agreed."));
    }

    void summarisesAProviderWithManyRuns() {
        // Issue 13.2: a review of thousands of imported runs read every sample and drew every sweep. It now shows a
        // bounded number of charts and rows (evidence first, then the newest) and counts the rest.
        QTemporaryDir dir;
        auto store = Store::open(dir.filePath(QStringLiteral("many.tierbench")));
        QVERIFY(store.ok());
        const ReviewFixture f = (*store)->run([](QSqlDatabase& db) { return ReviewFixture::populate(db); });
        tb::test::ManyRunsSpec spec;
        spec.providerId = f.providerId;
        spec.runs = 300;
        spec.sizes = 4;
        auto added = (*store)->run([spec](QSqlDatabase& db) { return tb::test::addManyImportedRuns(db, spec); });
        QVERIFY2(added.ok(), qPrintable(added ? QString() : added.error().toString()));
        // The oldest sweep is evidence for a verdict: it must be charted although 300 newer sweeps exist.
        const qint64 eid = f.evaluationId;
        auto linked = (*store)->run([pid = f.providerId, eid](QSqlDatabase& db) -> tb::core::Result<qint64> {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT min(id) FROM probe_run WHERE probe = 'tb-coll' AND provider_id = %1")
                            .arg(pid)) ||
                !q.next()) {
                return tb::core::makeError(tb::core::ErrorCode::Database, q.lastError().text());
            }
            const qint64 run = q.value(0).toLongLong();
            QSqlQuery link(db);
            link.prepare(
                QStringLiteral("INSERT INTO verdict_evidence (verdict_id, run_id) "
                               "SELECT min(id), ? FROM verdict WHERE evaluation_id = ?"));
            link.addBindValue(run);
            link.addBindValue(eid);
            if (!link.exec()) {
                return tb::core::makeError(tb::core::ErrorCode::Database, link.lastError().text());
            }
            return run;
        });
        QVERIFY2(linked.ok(), qPrintable(linked ? QString() : linked.error().toString()));
        ReviewLimits limits;
        limits.charts = 6;
        limits.scalarRows = 1;
        limits.recipeRows = 2;
        limits.detailedRuns = 10;
        const qint64 pid = f.providerId;
        auto content =
            (*store)->run([pid, limits](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid, 0, limits); });
        QVERIFY2(content.ok(), qPrintable(content ? QString() : content.error().toString()));
        const ReviewContent& c = *content;
        // Every run is still in the record (the provenance section lists each with its hash).
        QCOMPARE(c.runs.size(), 3 + 1 + 5 + 300);
        // Six charts as the review groups them: an import's bus bandwidth with its in-place line (its algorithm
        // bandwidth is neither drawn nor read), the fixture's runs one each.
        QSet<QString> charts;
        for (const auto& s : c.series) {
            charts.insert(QString::number(s.runId) + u'/' + s.metric.section(u'.', 0, 0));
            QVERIFY2(!s.metric.contains(QStringLiteral("algbw")), qPrintable(s.metric));
        }
        QCOMPARE(charts.size(), 6);
        QCOMPARE(c.scalars.size(), 1);
        QCOMPARE(c.recipes.size(), 2);
        // Sweeps: the fixture's 3 probe runs (one metric each) and 300 imports with 2 bus bandwidth lines each; their
        // 2 algorithm bandwidth lines each are counted apart.
        QCOMPARE(c.linesBesideBusbw, 300 * 2);
        QCOMPARE(c.seriesOmitted, 3 + 300 * 2 - int(c.series.size()));
        QCOMPARE(c.recipesOmitted, 5 - 2);
        QVERIFY(c.isSummarised());
        QCOMPARE(c.limits.detailedRuns, 10);
        // The runs attached as evidence are charted before newer ones; the rest of the charts are the newest.
        QSet<qint64> evidence;
        for (const auto& cr : c.criteria) {
            for (const auto& item : cr.items) {
                for (qint64 id : item.evidenceRunIds) {
                    evidence.insert(id);
                }
            }
        }
        QSet<qint64> charted;
        for (const auto& s : c.series) {
            charted.insert(s.runId);
            QVERIFY(!s.points.isEmpty());
        }
        for (qint64 id : std::as_const(evidence)) {
            const bool sweep = std::any_of(c.runs.cbegin(), c.runs.cend(), [&](const ReviewRun& r) {
                return r.id == id && r.kind != RunKind::Recipe && r.probe != QLatin1String("tb-gemm");
            });
            QVERIFY2(!sweep || charted.contains(id), qPrintable(QString::number(id)));
        }
        QVERIFY(evidence.contains(*linked));
        QVERIFY2(charted.contains(c.runs.last().id), "the newest import is charted");
        // Shown in the order the runs were made.
        for (qsizetype i = 1; i < c.series.size(); ++i) {
            QVERIFY(c.series[i - 1].runId <= c.series[i].runId);
        }
        // Unbounded limits give the whole review, as before.
        ReviewLimits all;
        all.charts = all.scalarRows = all.recipeRows = all.detailedRuns = 1 << 30;
        auto whole = (*store)->run([pid, all](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid, 0, all); });
        QVERIFY(whole.ok());
        QCOMPARE(whole->series.size(), 3 + 300 * 2);  // the bus bandwidth lines; algorithm bandwidth is counted
        QCOMPARE(whole->linesBesideBusbw, 300 * 2);
        QVERIFY(!whole->isSummarised());
    }

    void failsCleanlyWithoutEvaluation() {
        auto content = m_store->run([](QSqlDatabase& db) {
            auto id = ReviewContentLoader::findProvider(db, QStringLiteral("Cirrus Metal"));
            return ReviewContentLoader::load(db, *id);
        });
        QVERIFY(!content.ok());
        QCOMPARE(content.error().code, ErrorCode::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestReviewContent)
#include "tst_ReviewContent.moc"
