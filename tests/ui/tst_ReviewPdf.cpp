#include "core/engagement/PlanLoader.h"
#include "core/report/ReviewContentLoader.h"
#include "core/store/EngagementRepository.h"
#include "core/store/RunRepository.h"
#include "core/usecase/PricingWorkflow.h"
#include "core/store/EvaluationRepository.h"
#include "core/store/Store.h"
#include "tests/support/ReviewFixture.h"
#include "tests/support/TestSupport.h"
#include "tests/support/ServiceCheck.h"
#include "ui/report/ReviewPdfWriter.h"
#include "ui/report/ReviewWording.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tb::core;
using tb::test::ReviewFixture;
using tb::test::runTool;
using tb::ui::ReviewPdfWriter;

namespace {

QString pageText(const QString& pdf, int page) {
    return runTool(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                    QString::number(page), pdf, QStringLiteral("-")});
}

}  // namespace

class TestReviewPdf : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<Store> m_store;
    ReviewFixture m_fixture;
    ReviewContent m_content;
    QString m_pdf;
    ReviewPdfWriter::Outcome m_outcome;
    QString m_text;
    QStringList m_allNames;

private slots:
    void initTestCase() {
        for (const char* tool : {"pdftotext", "pdfinfo", "pdffonts", "pdftoppm"}) {
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()) {
                TB_SERVICE_UNAVAILABLE(
                    QStringLiteral("poppler-utils (pdftotext, pdfinfo, pdffonts, pdftoppm) are not installed"));
            }
        }
        auto store = Store::open(m_dir.filePath(QStringLiteral("review.tierbench")));
        QVERIFY2(store.ok(), qPrintable(store ? QString() : store.error().toString()));
        m_store = *store;
        m_fixture = m_store->run([](QSqlDatabase& db) { return ReviewFixture::populate(db); });
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        m_content = *content;
        m_allNames = m_store->run([](QSqlDatabase& db) {
            QStringList names;
            QSqlQuery q(QStringLiteral("SELECT name FROM provider"), db);
            while (q.next()) {
                names << q.value(0).toString();
            }
            return names;
        });
        m_pdf = m_dir.filePath(QStringLiteral("review.pdf"));
        auto written = ReviewPdfWriter::write(m_content, m_pdf, {QDate(2025, 9, 20), false});
        QVERIFY2(written.ok(), qPrintable(written ? QString() : written.error().toString()));
        m_outcome = *written;
        m_text = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), m_pdf, QStringLiteral("-")});
        QVERIFY(!m_text.startsWith(u'<'));
    }

    void holdsEverySectionAndTheTier() {
        const QStringList expected = {
            QStringLiteral("Summary"),
            QStringLiteral("Criterion scores"),
            QStringLiteral("Checklist"),
            QStringLiteral("Planned features and promised dates"),
            QStringLiteral("Measured results against baselines"),
            QStringLiteral("Recipe timings"),
            QStringLiteral("Customer interview highlights"),
            QStringLiteral("Tier justification"),
            QStringLiteral("Conflict-of-interest disclosure"),
            QStringLiteral("Methodology"),
            QStringLiteral("Probe versions and raw result hashes"),
            QStringLiteral("Contents"),
        };
        for (const QString& s : expected) {
            QVERIFY2(m_text.contains(s), qPrintable(s));
        }
        // Cover: provider, assigned tier, reviewer, rubric version, date.
        const QString cover = pageText(m_pdf, 1);
        QVERIFY(cover.contains(m_fixture.providerName));
        QVERIFY(cover.contains(QStringLiteral("Gold")));
        QVERIFY(cover.contains(QStringLiteral("Suggested by the tier rules: Silver")));
        QVERIFY(cover.contains(QStringLiteral("R. Analyst")));
        QVERIFY(cover.contains(QStringLiteral("2.0-test")));
        QVERIFY(cover.contains(QStringLiteral("2025-09-20")));
        // Names, not stored keys (issue 12.7).
        QVERIFY(cover.contains(QStringLiteral("Neocloud")));
        QVERIFY(!cover.contains(QStringLiteral("neocloud")));
        QVERIFY(cover.contains(QStringLiteral("Final")));
        QVERIFY(!m_text.contains(QStringLiteral("1 runs,")));
        // Methodology: the five-day window, GA vs planned, handover delay counted against the provider.
        // Paragraphs wrap; compare with whitespace folded.
        const QString flat = m_text.simplified();
        QVERIFY(flat.contains(QStringLiteral("five days")));
        QVERIFY(flat.contains(QStringLiteral("14 days later")));
        QVERIFY(flat.contains(QStringLiteral("This delay was counted against the provider.")));
        QVERIFY(m_text.contains(QStringLiteral("Planned,")));
        QVERIFY(m_text.contains(QStringLiteral("promised for")));
        // Conflict-of-interest disclosure and the suggestion's explanation.
        QVERIFY(flat.contains(QStringLiteral("no shares in any GPU cloud")));
        QVERIFY(flat.contains(QStringLiteral("No gate triggered")));
        // Hashes of the raw results, probe versions.
        for (const auto& r : m_content.runs) {
            for (const auto& log : r.rawLogs) {
                QVERIFY2(m_text.contains(log.sha256), qPrintable(log.sha256));
            }
        }
        QVERIFY(m_text.contains(QStringLiteral("0.3.1")));
    }

    void namesNoOtherProviderAndNoInterviewee() {
        for (const QString& name : m_allNames) {
            if (name == m_fixture.providerName) {
                continue;
            }
            QVERIFY2(!m_text.contains(name, Qt::CaseInsensitive), qPrintable(name));
        }
        QVERIFY(!m_text.contains(QStringLiteral("Quimby")));
        QVERIFY(!m_text.contains(QStringLiteral("Person1")));
        QVERIFY(!m_text.contains(QStringLiteral("9.9.9-other")));
        QVERIFY(m_text.contains(QStringLiteral("[another provider]")));
    }

    void pageCountIsSaneAndNumbered() {
        const QString info = runTool(QStringLiteral("pdfinfo"), {m_pdf});
        const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY(m.hasMatch());
        const int pages = m.captured(1).toInt();
        QCOMPARE(pages, m_outcome.pageCount);
        QVERIFY2(pages >= 8 && pages <= 40, qPrintable(QString::number(pages)));
        QVERIFY(info.contains(QStringLiteral("A4")));
        QVERIFY(m_text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
        QVERIFY(m_text.contains(QStringLiteral("Page 2 of %1").arg(pages)));
    }

    void fontsAreEmbedded() {
        const QString fonts = runTool(QStringLiteral("pdffonts"), {m_pdf});
        QVERIFY2(fonts.contains(QStringLiteral("DejaVuSans")), qPrintable(fonts));
        const QStringList lines = fonts.split(u'\n', Qt::SkipEmptyParts).mid(2);
        QVERIFY(!lines.isEmpty());
        for (const QString& line : lines) {
            // name type encoding emb sub uni object ID
            const QStringList cols = line.simplified().split(u' ');
            QVERIFY2(cols.size() >= 5 && cols.contains(QStringLiteral("yes")), qPrintable(line));
        }
    }

    void contentsPointAtTheRightPages() {
        const QString toc = pageText(m_pdf, 2);
        QVERIFY(toc.contains(QStringLiteral("Contents")));
        const QRegularExpression entry(QStringLiteral("^\\s*(\\S.*?)\\s*\\.[. ]{4,}\\s*(\\d+)\\s*$"),
                                       QRegularExpression::MultilineOption);
        int checked = 0;
        for (auto it = entry.globalMatch(toc); it.hasNext();) {
            const auto m = it.next();
            const QString title = m.captured(1).trimmed();
            const int page = m.captured(2).toInt();
            QVERIFY2(pageText(m_pdf, page).contains(title), qPrintable(title + QStringLiteral(" on ") + m.captured(2)));
            ++checked;
        }
        QVERIFY2(checked >= m_outcome.sections.size(), qPrintable(toc));
    }

    void longTablesRepeatTheirHeader() {
        // A checklist with 30 items per criterion spills over pages; every page that continues a table starts
        // with its header again.
        tb::test::ReviewFixtureOptions big;
        big.itemsPerCriterion = 30;
        big.evidenceChars = 400;
        QTemporaryDir dir;
        auto store = Store::open(dir.filePath(QStringLiteral("big.tierbench")));
        QVERIFY(store.ok());
        auto fixture = (*store)->run([big](QSqlDatabase& db) { return ReviewFixture::populate(db, big); });
        const qint64 pid = fixture.providerId;
        auto content = (*store)->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        const QString pdf = dir.filePath(QStringLiteral("big.pdf"));
        auto written = ReviewPdfWriter::write(*content, pdf, {});
        QVERIFY(written.ok());
        int continued = 0;
        for (int page = 3; page <= written->pageCount; ++page) {
            const QString text = pageText(pdf, page);
            const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
            // line 0: running header; line 1: first body line
            if (lines.size() > 2 && lines[1].contains(QStringLiteral("Item")) &&
                lines[1].contains(QStringLiteral("Verdict")) && lines[1].contains(QStringLiteral("Evidence"))) {
                ++continued;
            }
        }
        QVERIFY2(continued >= 5, qPrintable(QString::number(continued)));
    }

    void rendersPagesForLooking() {
        // The PNGs land in /tmp/tb-shots for a person (or the reviewer's image viewer) to look at.
        const QString out = QStringLiteral("/tmp/tb-shots");
        QDir().mkpath(out);
        QFile::remove(out + QStringLiteral("/review.pdf"));
        QVERIFY(QFile::copy(m_pdf, out + QStringLiteral("/review.pdf")));
        const QString result =
            runTool(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("70"), QStringLiteral("-png"),
                                                 m_pdf, out + QStringLiteral("/review-page")});
        QVERIFY2(!result.startsWith(u'<'), qPrintable(result));
        QVERIFY(QFile::exists(out + QStringLiteral("/review-page-01.png")) ||
                QFile::exists(out + QStringLiteral("/review-page-1.png")));
    }

    // A host-backend smoke test of every collective (42 curves with times and algorithm bandwidth) is one chart,
    // marked as no-GPU and never drawn against the GPU baseline its hardware key would match; the GPU sweep keeps
    // its dashed expected line, and the text promises that line only where a baseline exists.
    void hostSmokeTestIsSummarisedAndMarked() {
        auto store = Store::open(m_dir.filePath(QStringLiteral("smoke.tierbench")));
        QVERIFY(store.ok());
        const ReviewFixture fixture = (*store)->run([](QSqlDatabase& db) {
            tb::test::ReviewFixtureOptions o;
            o.probeRuns = 1;
            const ReviewFixture f = ReviewFixture::populate(db, o);
            ReviewFixture::Run spec;
            spec.probe = QStringLiteral("tb-coll");
            spec.operation = QStringLiteral("all_reduce");
            spec.envJson = QStringLiteral("{\"backend\":\"host\"}");
            const qint64 run = f.addRun(db, spec);
            const QStringList ops{QStringLiteral("all_reduce"),     QStringLiteral("all_gather"),
                                  QStringLiteral("reduce_scatter"), QStringLiteral("alltoall"),
                                  QStringLiteral("sendrecv"),       QStringLiteral("broadcast"),
                                  QStringLiteral("reduce")};
            for (const QString& op : ops) {
                for (const QString& sfx : {QString(), QStringLiteral(".ip")}) {
                    for (const QString& m :
                         {QStringLiteral("time_us"), QStringLiteral("algbw"), QStringLiteral("busbw")}) {
                        for (int e = 10; e <= 30; e += 4) {
                            const bool time = m == QLatin1String("time_us");
                            ReviewFixture::addSample(db, run, op + u'.' + m + sfx, qint64(1) << e,
                                                     time ? 100.0 * e : 0.05 * e,
                                                     time ? QStringLiteral("us") : QStringLiteral("GB/s"));
                        }
                    }
                }
            }
            return f;
        });
        const qint64 pid = fixture.providerId;
        auto content = (*store)->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        const QString pdf = m_dir.filePath(QStringLiteral("smoke.pdf"));
        auto written = ReviewPdfWriter::write(*content, pdf, {QDate(2025, 9, 20), false});
        QVERIFY(written.ok());
        QDir().mkpath(QStringLiteral("/tmp/tb-shots"));
        QFile::remove(QStringLiteral("/tmp/tb-shots/review-smoke.pdf"));
        QFile::copy(pdf, QStringLiteral("/tmp/tb-shots/review-smoke.pdf"));
        const QString text =
            runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        // Two charts: the fixture's GPU sweep and the smoke test's one.
        QCOMPARE(text.count(QStringLiteral("Message size (bytes, log scale)")), 2);
        QVERIFY(text.contains(QStringLiteral("Host-backend runs (no GPU measured)")));
        QVERIFY(text.contains(QStringLiteral("host backend (no GPU measured)")));
        // The note below the legend wraps in a half-page chart instead of being cut.
        QVERIFY2(text.simplified().contains(QStringLiteral("no GPU was measured, so no GPU baseline applies")),
                 qPrintable(text.left(3000)));
        QVERIFY(text.contains(QStringLiteral("28 line(s) beside a bus bandwidth")));
        QVERIFY2(text.contains(QStringLiteral("expected 360 GB/s from 1 GiB")), qPrintable(text.left(4000)));
        QVERIFY(text.contains(QStringLiteral("Where a baseline")));
        QVERIFY2(written->pageCount <= m_outcome.pageCount + 1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(written->pageCount).arg(m_outcome.pageCount)));
    }

    // Issue 35: a training run (here an imported torchtitan log of two ranks) is charted step by step, the rank that
    // fell behind named, and its sentence is in the PDF.
    void trainingRunIsChartedStepByStep() {
        auto store = Store::open(m_dir.filePath(QStringLiteral("training.tierbench")));
        QVERIFY(store.ok());
        const ReviewFixture fixture = (*store)->run([](QSqlDatabase& db) {
            tb::test::ReviewFixtureOptions o;
            o.probeRuns = 1;
            const ReviewFixture f = ReviewFixture::populate(db, o);
            ReviewFixture::Run spec;
            spec.kind = QStringLiteral("import");
            spec.probe = QStringLiteral("torchtitan");
            spec.operation = QStringLiteral("train");
            const qint64 run = f.addRun(db, spec);
            const int steps[] = {1, 10, 20, 30};
            const double tps[] = {1204, 5762, 5771, 5755};
            const double mfu[] = {7.05, 33.74, 33.79, 33.70};
            for (int i = 0; i < 4; ++i) {
                const QString extra =
                    i == 0 ? QStringLiteral("{\"step\":1}")
                           : QStringLiteral("{\"step\":%1,\"slowest_rank\":1,\"spread\":1.16}").arg(steps[i]);
                ReviewFixture::addSample(db, run, QStringLiteral("train.tokens_per_s_per_gpu"), std::nullopt, tps[i],
                                         QStringLiteral("tokens/s"), extra);
                ReviewFixture::addSample(db, run, QStringLiteral("train.mfu"), std::nullopt, mfu[i],
                                         QStringLiteral("%"), extra);
            }
            return f;
        });
        const qint64 pid = fixture.providerId;
        auto content = (*store)->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        QCOMPARE(content->training.size(), 1);
        QCOMPARE(content->training[0].steps.size(), 4);
        QCOMPARE(content->training[0].probe, QStringLiteral("torchtitan"));
        const QString pdf = m_dir.filePath(QStringLiteral("training.pdf"));
        auto written = ReviewPdfWriter::write(*content, pdf, {QDate(2025, 9, 20), false});
        QVERIFY(written.ok());
        QVERIFY(written->sections.contains(QStringLiteral("Training runs")));
        QDir().mkpath(QStringLiteral("/tmp/tb-shots"));
        QFile::remove(QStringLiteral("/tmp/tb-shots/review-training.pdf"));
        QFile::copy(pdf, QStringLiteral("/tmp/tb-shots/review-training.pdf"));
        const QString text =
            runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).simplified();
        QVERIFY2(text.contains(QStringLiteral("rank 1 slowest in 3 of 4 step(s), up to 14 % behind")),
                 qPrintable(text.left(3000)));
        QVERIFY(text.contains(QStringLiteral("median 5762 tokens/s per GPU")));
        // The review without a training run has no such section.
        QVERIFY(!m_outcome.sections.contains(QStringLiteral("Training runs")));
    }

    // Issue 38.4: thousands of interviews do not make thousands of pages. The review lists the first ones and
    // gives every interview's weight in per-criterion averages.
    void interviewsKeepToAPageBudget() {
        ReviewContent many = m_content;
        many.interviews.clear();
        for (int i = 0; i < 3000; ++i) {
            ReviewInterview iv;
            iv.role = QStringLiteral("Engineer %1").arg(i);
            iv.orgType = QStringLiteral("startup");
            iv.consent = true;
            iv.highlight = QStringLiteral("Quote %1").arg(i);
            iv.sentiments = {{QStringLiteral("networking"), i % 2 == 0 ? 2 : -1}};
            many.interviews.append(iv);
        }
        const QString pdf = m_dir.filePath(QStringLiteral("many-interviews.pdf"));
        auto written = ReviewPdfWriter::write(many, pdf, {QDate(2025, 9, 20), false});
        QVERIFY2(written.ok(), written ? "" : qPrintable(written.error().toString()));
        QVERIFY2(written->pageCount <= m_outcome.pageCount + 4,
                 qPrintable(QStringLiteral("%1 vs %2").arg(written->pageCount).arg(m_outcome.pageCount)));
        const QString text =
            runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).simplified();
        QVERIFY(text.contains(QStringLiteral("Quote 39")));
        QVERIFY(!text.contains(QStringLiteral("Quote 40")));
        QVERIFY2(text.contains(QStringLiteral("Interviews 41 to 3000 are not listed")), qPrintable(text.right(3000)));
        QVERIFY2(text.contains(QStringLiteral("0.50 3000")), qPrintable(text.right(3000)));  // (2 - 1) / 2 over all
    }

    // Issue 33.6: the draft review carries the evaluation's engagement: its plan and version, what ran where and
    // when, what failed or was skipped or left out and why, the node-hours against the budget, and the items no step
    // of the plan decides, left for the analyst. Without one, the section says the measurements were started by hand.
    void engagementSectionSaysWhatRanAndWhatIsLeft() {
        QVERIFY2(m_text.contains(QStringLiteral("No engagement was run for this evaluation")),
                 qPrintable(m_text.left(3000)));
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) -> Result<ReviewContent> {
            const auto list = EvaluationRepository(db).evaluationsFor(pid);  // newest first
            if (list.isEmpty()) {
                return makeError(ErrorCode::NotFound, QStringLiteral("no evaluation"));
            }
            QFile plan(PlanLoader::builtinPath(QStringLiteral("smoke")));
            if (!plan.open(QIODevice::ReadOnly)) {
                return makeError(ErrorCode::Io, QStringLiteral("no smoke plan"));
            }
            EngagementRecord e;
            e.providerId = pid;
            e.evaluationId = list.first().id;
            e.planName = QStringLiteral("smoke");
            e.planVersion = QStringLiteral("1.0");
            e.planJson = plan.readAll();
            e.targetSpec = QStringLiteral("tb@gpu-node-1");
            e.remoteDir = QStringLiteral("~/.tierbench/engagements/review-test");
            e.state = EngagementState::Ended;
            e.budgetNodeHours = 1;
            e.createdBy = QStringLiteral("alice");
            auto step = [](const QString& name, const QString& phase, EngagementStepState state, double hours,
                           std::optional<int> exit, const QString& note) {
                EngagementStepRecord s;
                s.stepName = name;
                s.instanceId = name + QStringLiteral(".0");
                s.phase = phase;
                s.kind = QStringLiteral("probe");
                s.target = name;
                s.where = QStringLiteral("gpu-node-1");
                s.state = state;
                s.attempt = state == EngagementStepState::LeftOut ? 0 : 1;
                s.exitCode = exit;
                s.nodeHours = hours;
                s.note = note;
                s.startedAt = QStringLiteral("2025-09-18T10:00:00Z");
                return s;
            };
            const QVector<EngagementStepRecord> steps{
                step(QStringLiteral("node-checks"), QStringLiteral("audit"), EngagementStepState::Ended, 0.05, 0, {}),
                step(QStringLiteral("copy-bandwidth"), QStringLiteral("performance"), EngagementStepState::Failed, 0.25,
                     124, QStringLiteral("past its deadline")),
                step(QStringLiteral("collectives"), QStringLiteral("performance"), EngagementStepState::Skipped, 0,
                     std::nullopt, QStringLiteral("skipped by alice"))};
            EngagementRepository repo(db);
            auto id = repo.create(e, steps, QStringLiteral("alice"));
            if (!id) {
                return id.error();
            }
            // As the runner leaves them: each instance's end, exit code and node-hours written after it ran.
            auto stored = repo.steps(*id);
            if (!stored) {
                return stored.error();
            }
            for (EngagementStepRecord row : *stored) {
                for (const EngagementStepRecord& want : steps) {
                    if (want.instanceId == row.instanceId) {
                        row.state = want.state;
                        row.attempt = want.attempt;
                        row.exitCode = want.exitCode;
                        row.nodeHours = want.nodeHours;
                        row.startedAt = want.startedAt;
                        row.note = want.note;
                    }
                }
                if (auto st = repo.updateStep(row, QStringLiteral("alice")); !st) {
                    return st.error();
                }
            }
            return ReviewContentLoader::load(db, pid);
        });
        QVERIFY2(content.ok(), qPrintable(content ? QString() : content.error().toString()));
        QVERIFY(content->engagement);
        QVERIFY(content->engagement->evidenced.contains(QStringLiteral("networking.pcie_acs")));
        const QString pdf = QStringLiteral("/tmp/tb-shots/engagement.pdf");
        QDir().mkpath(QStringLiteral("/tmp/tb-shots"));
        QVERIFY(ReviewPdfWriter::write(*content, pdf, {QDate(2025, 9, 20), false}).ok());
        const QString text =
            runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).simplified();
        for (const char* expected : {"Plan Smoke test: one node, a few minutes (smoke), version 1.0",
                                     "the engagement is ended", "Node-hours used: 0.30 of a budget of 1.00",
                                     "No consent to destructive steps was recorded", "1 Ended, 1 Failed, 1 Skipped",
                                     "exit code 124", "2025-09-18 10:00", "skipped by alice", "Left for the analyst"}) {
            QVERIFY2(text.contains(QLatin1String(expected)), expected);
        }
        QVERIFY(!text.contains(QStringLiteral("No engagement was run for this evaluation")));
        // An item the smoke plan decides is not left for the analyst; one it does not decide (and without a verdict)
        // is.
        const QString left = text.mid(text.indexOf(QStringLiteral("Left for the analyst")));
        for (const ReviewCriterion& c : content->criteria) {
            for (const ReviewItem& item : c.items) {
                if (item.key == QLatin1String("networking.pcie_acs")) {
                    QVERIFY2(!left.left(4000).contains(item.title), qPrintable(item.title));
                }
            }
        }
    }

    // Issue 38.8: without a price in force, the reason filled a narrow cell of every scenario's row (unreadable, a
    // word a line); it is said once below the table.
    void noPriceIsSaidOnceBelowTheTable() {
        const QString text = m_text.simplified();
        QCOMPARE(text.count(QStringLiteral("has no price in force")), 1);
        QVERIFY2(text.contains(QStringLiteral("No result: %1 has no price in force").arg(m_content.providerName)),
                 qPrintable(text.mid(text.indexOf(QStringLiteral("Result per scenario")), 1500)));
    }

    void coverOnlyIsOnePage() {
        const QString pdf = m_dir.filePath(QStringLiteral("cover.pdf"));
        auto written = ReviewPdfWriter::write(m_content, pdf, {QDate(2025, 9, 20), true});
        QVERIFY(written.ok());
        QCOMPARE(written->pageCount, 1);
        QVERIFY(
            runTool(QStringLiteral("pdfinfo"), {pdf}).contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))));
    }

    // Issue 33.1: an evaluation marked unable to test has no tier, so the cover says "Unable to test" where the
    // assigned tier (Gold here) stood; it is read from the store like the rest of the review.
    void coverSaysUnableToTest() {
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) -> Result<ReviewContent> {
            EvaluationRepository evaluations(db);
            const auto list = evaluations.evaluationsFor(pid);  // newest first
            if (list.isEmpty()) {
                return makeError(ErrorCode::NotFound, QStringLiteral("no evaluation"));
            }
            Evaluation e = list.first();
            e.unableToTest = true;
            if (auto st = evaluations.update(e, QStringLiteral("t")); !st) {
                return st.error();
            }
            auto loaded = ReviewContentLoader::load(db, pid);
            e.unableToTest = false;
            e.rowVersion = 0;
            if (auto st = evaluations.update(e, QStringLiteral("t")); !st) {
                return st.error();
            }
            return loaded;
        });
        QVERIFY2(content.ok(), qPrintable(content ? QString() : content.error().toString()));
        QVERIFY(content->unableToTest);
        const QString pdf = m_dir.filePath(QStringLiteral("untested.pdf"));
        QVERIFY(ReviewPdfWriter::write(*content, pdf, {QDate(2025, 9, 20), true}).ok());
        const QString cover = pageText(pdf, 1);
        QVERIFY2(cover.contains(QStringLiteral("Unable to test")), qPrintable(cover));
        QVERIFY(!cover.contains(QStringLiteral("Not assigned")));
    }

    void wordsFollowTheVerdictsAndTheDate() {
        // Issue 12.7: unknown items were labelled "Generally available", every gate line read as if the gate had fired,
        // run tables printed stored keys, and a promise whose date had passed was not flagged.
        using tb::ui::ReviewWording;
        ReviewItem item;
        for (const Verdict v : {Verdict::Unknown, Verdict::Fail, Verdict::NotApplicable}) {
            item.verdict = v;
            QVERIFY2(ReviewWording::availability(item, {}) != QStringLiteral("Generally available"),
                     qPrintable(verdictKey(v)));
        }
        item.verdict = Verdict::Pass;
        QCOMPARE(ReviewWording::availability(item, {}), QStringLiteral("Generally available"));
        item.availability = QStringLiteral("planned");
        item.promisedDate = QStringLiteral("2026-03-15");
        QVERIFY(!ReviewWording::promiseOverdue(item, QDate(2026, 3, 15)));
        QVERIFY(ReviewWording::promiseOverdue(item, QDate(2026, 3, 16)));
        QVERIFY(ReviewWording::availability(item, QDate(2026, 4, 1)).contains(QStringLiteral("date passed")));
        QVERIFY(!ReviewWording::availability(item, QDate(2026, 3, 1)).contains(QStringLiteral("passed")));
        item.availability = QStringLiteral("ga");
        item.verdict = Verdict::Fail;
        QVERIFY(ReviewWording::gateOutcome(item, QStringLiteral("x")).startsWith(QStringLiteral("Gate triggered")));
        item.verdict = Verdict::Pass;
        QVERIFY(ReviewWording::gateOutcome(item, QStringLiteral("x")).startsWith(QStringLiteral("Gate not triggered")));
        item.verdict = Verdict::Unknown;
        QVERIFY(ReviewWording::gateOutcome(item, QStringLiteral("x")).startsWith(QStringLiteral("Gate not decided")));

        // The fixture's gate items pass and its unknown items are open: the PDF says so.
        const QString flat = m_text.simplified();
        QVERIFY(flat.contains(QStringLiteral("Gate not triggered")));
        QVERIFY(!flat.contains(QStringLiteral("Gate triggered")));
        QVERIFY(!m_text.contains(QStringLiteral("Gate: ")));
        QVERIFY(flat.contains(QStringLiteral("Not established")));
        for (const char* key : {"in_review", "neocloud", "marketplace_aggregator", "not_launched"}) {
            QVERIFY2(!m_text.contains(QString::fromLatin1(key)), key);
        }
        QVERIFY(!flat.contains(QStringLiteral("date passed")));  // dated 2025-09-20, every promise is ahead
        QVERIFY(!flat.contains(QStringLiteral("past the promised date")));

        const QString later = m_dir.filePath(QStringLiteral("later.pdf"));
        auto written = ReviewPdfWriter::write(m_content, later, {QDate(2026, 6, 1), false});
        QVERIFY(written.ok());
        const QString laterText =
            runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), later, QStringLiteral("-")}).simplified();
        QVERIFY(laterText.contains(QStringLiteral("past the promised date")));
        QVERIFY(laterText.contains(QStringLiteral("(overdue)")));
    }

    // The cost section (issue 19.5): without a price it says so; with one it shows the price, the Pricing
    // suggestion and why, the result per scenario, every input with its unit and origin (measured ones with their
    // run), what was measured and the sensitivity; the peer whose price sets the median is never named.
    void costSectionShowsInputsResultAndSensitivity() {
        const QString flatNoPrice = m_text.simplified();
        QVERIFY(m_text.contains(QStringLiteral("Cost of useful GPU-hours")));
        QVERIFY(m_outcome.sections.contains(QStringLiteral("Cost of useful GPU-hours")));
        QVERIFY(flatNoPrice.contains(QStringLiteral("No price record is in force for this provider")));

        const qint64 pid = m_fixture.providerId;
        const auto ok = m_store->run([&](QSqlDatabase& db) {
            QSqlQuery other(db);
            other.prepare(QStringLiteral("SELECT id FROM provider WHERE name = ?"));
            other.addBindValue(m_fixture.otherNames[0]);
            if (!other.exec() || !other.next()) {
                return false;
            }
            for (auto [provider, usd] : {std::pair{pid, 2.0}, std::pair{other.value(0).toLongLong(), 2.5}}) {
                PriceRecord r;
                r.providerId = provider;
                r.gpuModel = QStringLiteral("H100 SXM");
                r.usdPerGpuHour = usd;
                r.term = PriceTerm::OneYear;
                r.source = QStringLiteral("quote 7");
                r.effectiveOn = QDate(2025, 9, 1);
                if (!PricingWorkflow(db).save(r, QStringLiteral("ana")).ok()) {
                    return false;
                }
            }
            RunRecord audit;
            audit.providerId = pid;
            audit.evaluationId = m_fixture.evaluationId;
            audit.kind = RunKind::Probe;
            audit.probe = QStringLiteral("slurm-audit");
            RunRepository runs(db);
            const qint64 id = runs.create(audit).valueOr(0);
            return id > 0 &&
                   runs.addFindings(id, {{FindingKind::Fact, QStringLiteral("slurm.prolog_seconds"),
                                          FindingStatus::None, QStringLiteral("12.5"), QStringLiteral("srun")}})
                       .ok() &&
                   runs.finish(id, RunStatus::Ok, 0).ok();
        });
        QVERIFY(ok);
        auto content = m_store->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        QCOMPARE(content->cost.scenarios.size(), 3);
        const QString pdf = m_dir.filePath(QStringLiteral("cost.pdf"));
        QVERIFY(ReviewPdfWriter::write(*content, pdf, {QDate(2025, 9, 20), false}).ok());
        // For a person to look at (pdftoppm it).
        const QString out = QStringLiteral("/tmp/tb-shots");
        QDir().mkpath(out);
        QFile::remove(out + QStringLiteral("/review-cost.pdf"));
        QVERIFY(QFile::copy(pdf, out + QStringLiteral("/review-cost.pdf")));
        const QString text =
            runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        const QString flat = text.simplified();
        for (const char* expected :
             {"Price in force: H100 SXM at $2.00 per GPU-hour", "Result per scenario", "Large LLM pretraining",
              "TCO over the", "Component (USD per month)", "Inputs under Large LLM pretraining", "Slurm prolog 12.5 s",
              "12.5 s", "What was measured", "Sensitivity under", "Lowered 20%", "Raised 20%",
              "median of 1 priced peer(s)", "GPU-level MTBF", "25,000 GPU-h", "USD/GPU-h"}) {
            QVERIFY2(flat.contains(QLatin1String(expected)), expected);
        }
        QVERIFY(!text.contains(m_fixture.otherNames[0]));  // the peer is a median, never a name
        QVERIFY(!flat.contains(
            QRegularExpression(QStringLiteral("\\b(nan|inf)\\b"), QRegularExpression::CaseInsensitiveOption)));
    }

    // The review says when its stored results were verified, and names a raw log changed behind the program's back.
    void statesItsVerification() {
        const QString flat = m_text.simplified();
        QVERIFY(m_text.contains(QStringLiteral("Verification")));
        QVERIFY2(flat.contains(QStringLiteral("Verified on ")), qPrintable(flat.right(2000)));
        QVERIFY(flat.contains(QStringLiteral("tierbench-cli verify --provider")));
        QVERIFY(m_content.verification.ran);
        QVERIFY(m_content.verification.checks > 0);

        const qint64 run = m_content.runs.first().id;
        QVERIFY(m_store->run([run](QSqlDatabase& db) {
            return QSqlQuery(db).exec(
                QStringLiteral("UPDATE raw_log SET content = CAST('edited' AS BLOB) WHERE run_id = %1").arg(run));
        }));
        const qint64 pid = m_fixture.providerId;
        auto content = m_store->run([pid](QSqlDatabase& db) { return ReviewContentLoader::load(db, pid); });
        QVERIFY(content.ok());
        const QString pdf = m_dir.filePath(QStringLiteral("tampered.pdf"));
        QVERIFY(ReviewPdfWriter::write(*content, pdf, {QDate(2025, 9, 20), false}).ok());
        const QString text =
            runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).simplified();
        QVERIFY2(text.contains(QStringLiteral("Raw log run %1 stdout: recorded").arg(run)),
                 qPrintable(text.right(3000)));
        QVERIFY(text.contains(QStringLiteral("is not the one that was hashed")));
    }

    void reportsAnUnwritablePath() {
        auto written = ReviewPdfWriter::write(m_content, QStringLiteral("/nonexistent-dir/x.pdf"), {});
        QVERIFY(!written.ok());
        QCOMPARE(written.error().code, ErrorCode::Io);
    }
};

QTEST_MAIN(TestReviewPdf)
#include "tst_ReviewPdf.moc"
