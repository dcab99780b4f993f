#include "ui/report/ReviewSections.h"

#include "core/domain/Checklist.h"
#include "core/domain/Tier.h"
#include "ui/common/VerdictPalette.h"
#include "ui/report/ReportChart.h"
#include "ui/report/ReviewChartPlan.h"
#include "ui/report/ReportLayout.h"
#include "ui/report/ReviewCostSection.h"
#include "ui/report/ReviewTrustSection.h"
#include "ui/report/ReviewDeliveryDisputes.h"
#include "ui/report/ReviewEngagementSection.h"
#include "ui/report/ReviewTrainingSection.h"
#include "ui/report/ReviewWording.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace tb::ui {

namespace {
QString score(const std::optional<double>& s) {
    return s ? QString::number(*s, 'f', 1) : QStringLiteral("\u2013");
}

QColor verdictFill(core::Verdict v) {
    const QColor c = verdictColor(v);
    // A light tint of the verdict colour, so black text stays readable in print.
    return QColor((c.red() + 3 * 255) / 4, (c.green() + 3 * 255) / 4, (c.blue() + 3 * 255) / 4);
}

QString runList(const QVector<qint64>& ids) {
    QStringList parts;
    for (qint64 id : ids) {
        parts << QStringLiteral("#%1").arg(id);
    }
    return parts.join(QStringLiteral(", "));
}

QString gateLabel(const QString& gate) {
    if (gate == QLatin1String("gate.attestation")) {
        return ReviewSections::tr("no SOC 2 / ISO 27001 attestation");
    }
    if (gate == QLatin1String("gate.acs")) {
        return ReviewSections::tr("PCIe ACS left enabled");
    }
    if (gate == QLatin1String("gate.gdr")) {
        return ReviewSections::tr("GPUDirect RDMA not enabled");
    }
    if (gate == QLatin1String("gate.billing")) {
        return ReviewSections::tr("GPU hours charged during cluster creation or downtime");
    }
    if (gate == QLatin1String("gate.old_gpus")) {
        return ReviewSections::tr("only older GPUs offered");
    }
    return gate;
}

void summary(ReportLayout& l, const core::ReviewContent& c, const QDate& asOf) {
    l.heading(ReviewSections::tr("Summary"), 0);
    const QString assigned = c.rating.assignedTier.isEmpty() ? ReviewSections::tr("not yet assigned")
                                                             : ReviewSections::tierLabel(c.rating.assignedTier);
    l.paragraph(ReviewSections::tr("%1 was reviewed against the criteria of rubric %2 by %3. Assigned tier: %4.")
                    .arg(c.providerName, c.rubricVersion,
                         c.reviewer.isEmpty() ? ReviewSections::tr("the analyst") : c.reviewer, assigned));
    int samples = 0;
    for (const auto& r : c.runs) {
        samples += r.sampleCount;
    }
    QStringList gates;
    for (const QString& g : c.triggeredGates) {
        gates << gateLabel(g);
    }
    int overdue = 0;
    for (const core::ReviewItem* p : c.promises()) {
        overdue += ReviewWording::promiseOverdue(*p, asOf) ? 1 : 0;
    }
    const auto delay = c.handoverDelayDays();
    const auto window = c.testingWindowDays();
    // The engine's suggestion now (what the Rating tab and `rate` say); the stored one for an older evaluation.
    const QString suggested = c.scoring.current ? c.scoring.suggestedTier : c.rating.suggestedTier;
    l.keyValues({
        {ReviewSections::tr("Assigned tier"), assigned},
        {ReviewSections::tr("Suggested tier"),
         suggested.isEmpty() ? ReviewSections::tr("none") : ReviewSections::tierLabel(suggested)},
        {ReviewSections::tr("Scored criteria"), c.scoring.current
                                                    ? ReviewSections::tr("%1 of %2 (a tier needs %3)")
                                                          .arg(c.scoring.scoredCriteria)
                                                          .arg(c.scoring.criteria)
                                                          .arg(c.scoring.needed)
                                                    : ReviewSections::tr("not rated now (a newer evaluation exists)")},
        {ReviewSections::tr("Weighted score"), c.weightedScore()
                                                   ? ReviewSections::tr("%1 of 5").arg(score(c.weightedScore()))
                                                   : ReviewSections::tr("not scored")},
        {ReviewSections::tr("Checklist"),
         ReviewSections::tr("%1 items: %2 pass, %3 partial, %4 fail, %5 n/a, %6 unknown")
             .arg(c.itemCount())
             .arg(c.countVerdict(core::Verdict::Pass))
             .arg(c.countVerdict(core::Verdict::Partial))
             .arg(c.countVerdict(core::Verdict::Fail))
             .arg(c.countVerdict(core::Verdict::NotApplicable))
             .arg(c.countVerdict(core::Verdict::Unknown))},
        {ReviewSections::tr("Planned features"),
         ReviewSections::tr("%1 (listed with promised dates, not credited as available)").arg(c.plannedCount()) +
             (overdue > 0 ? QStringLiteral("; ") + ReviewSections::tr("%1 past the promised date").arg(overdue)
                          : QString())},
        {ReviewSections::tr("Gates triggered"),
         gates.isEmpty() ? ReviewSections::tr("none") : gates.join(QStringLiteral("; "))},
        {ReviewSections::tr("Measurements"),
         // One of each reads singular ("1 runs", issue 12.7); English has no plural catalogue to do it for us.
         (c.runs.size() == 1 ? ReviewSections::tr("1 run") : ReviewSections::tr("%1 runs").arg(c.runs.size())) +
             QStringLiteral(", ") +
             (samples == 1 ? ReviewSections::tr("1 sample") : ReviewSections::tr("%1 samples").arg(samples)) +
             QStringLiteral(", ") +
             (c.recipes.size() == 1 ? ReviewSections::tr("1 recipe timing")
                                    : ReviewSections::tr("%1 recipe timings").arg(c.recipes.size()))},
        {ReviewSections::tr("Customer interviews"), ReviewWording::interviewCount(c.interviews.size())},
        {ReviewSections::tr("Handover delay"), delay ? ReviewSections::tr("%1 days (requested %2, received %3)")
                                                           .arg(*delay)
                                                           .arg(c.handoverRequested, c.handoverReceived)
                                                     : ReviewSections::tr("not recorded")},
        {ReviewSections::tr("Hands-on window"),
         window ? ReviewSections::tr("%1 from the first to the last run").arg(ReviewWording::duration(*window))
                : ReviewSections::tr("no runs recorded")},
    });
}

void scores(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewSections::tr("Criterion scores"), 0);
    QVector<ReportLayout::Row> rows;
    for (const auto& cr : c.criteria) {
        rows.append(ReportLayout::Row{{cr.name, {}, {}, true, false},
                                      {QStringLiteral("%1%").arg(cr.weight * 100.0, 0, 'f', 0)},
                                      {cr.notScored.isEmpty() ? score(cr.suggestedScore)
                                                              : ReviewSections::tr("not scored: %1").arg(cr.notScored)},
                                      {score(cr.finalScore), {}, {}, true, false},
                                      {cr.rationale}});
    }
    rows.append(ReportLayout::Row{{ReviewSections::tr("Weighted total"), {}, {}, true, false},
                                  {QStringLiteral("100%")},
                                  {},
                                  {score(c.weightedScore()), {}, {}, true, false},
                                  {}});
    l.table({ReviewSections::tr("Criterion"), ReviewSections::tr("Weight"), ReviewSections::tr("Suggested"),
             ReviewSections::tr("Final"), ReviewSections::tr("Rationale")},
            {2.0, 0.9, 1.4, 0.9, 4.8}, rows);
    if (!c.scoring.rule.isEmpty()) {
        l.paragraph(c.scoring.rule);
    }
    const double unit = l.mm(1);
    const QFont f = l.font(8.5);
    const auto criteria = c.criteria;
    l.drawing(l.mm(7) * std::max<int>(3, int(criteria.size())) + l.mm(14),
              [criteria, f, unit](QPainter& p, const QRectF& r) { ReportChart::paintScores(p, r, criteria, f, unit); });
}

void checklist(ReportLayout& l, const core::ReviewContent& c, const QDate& asOf) {
    l.heading(ReviewSections::tr("Checklist"), 0);
    l.paragraph(ReviewSections::tr(
                    "Each item of the rubric with the verdict, the evidence it rests on and the runs that support it. "
                    "Generally available features and features that are only planned are kept apart: a planned "
                    "feature carries the date the provider promised and does not count as available."),
                9.5);
    for (const auto& cr : c.criteria) {
        l.heading(ReviewSections::tr("%1 (weight %2%, score %3)")
                      .arg(cr.name)
                      .arg(cr.weight * 100.0, 0, 'f', 0)
                      .arg(score(cr.score())),
                  1, false);
        QVector<ReportLayout::Row> rows;
        for (const auto& item : cr.items) {
            QString evidence = item.evidence.isEmpty() ? ReviewSections::tr("(no evidence recorded)") : item.evidence;
            if (!item.evidenceRunIds.isEmpty()) {
                evidence += QStringLiteral("\n") + ReviewSections::tr("Runs: %1").arg(runList(item.evidenceRunIds));
            }
            if (!item.confirmed && item.suggested) {
                evidence +=
                    QStringLiteral("\n") + ReviewSections::tr("Suggested %1 by a measurement, awaiting confirmation.")
                                               .arg(ReviewSections::verdictLabel(*item.suggested));
            }
            QString title = item.title;
            if (!item.gate.isEmpty()) {
                title += QStringLiteral("\n") + ReviewWording::gateOutcome(item, gateLabel(item.gate));
            }
            rows.append(ReportLayout::Row{
                {title, {}, {}, true, false},
                {ReviewSections::verdictLabel(item.verdict), verdictFill(item.verdict), {}, true, false},
                {ReviewWording::availability(item, asOf),
                 ReviewWording::promiseOverdue(item, asOf) ? QColor(0xf8, 0xd7, 0xd3)
                 : item.isPlanned()                        ? QColor(0xfd, 0xf1, 0xd6)
                                                           : QColor(),
                 {},
                 ReviewWording::promiseOverdue(item, asOf),
                 false},
                {evidence}});
        }
        l.table({ReviewSections::tr("Item"), ReviewSections::tr("Verdict"), ReviewSections::tr("Availability"),
                 ReviewSections::tr("Evidence")},
                {3.0, 1.35, 1.7, 5.0}, rows);
    }
    l.heading(ReviewSections::tr("Planned features and promised dates"), 1);
    const auto promises = c.promises();
    if (promises.isEmpty()) {
        l.paragraph(ReviewSections::tr("Every feature credited in this review is generally available."));
        return;
    }
    QVector<ReportLayout::Row> rows;
    for (const auto& cr : c.criteria) {
        for (const auto& item : cr.items) {
            if (item.isPlanned()) {
                rows.append(
                    ReportLayout::Row{{cr.name},
                                      {item.title},
                                      {ReviewSections::verdictLabel(item.verdict)},
                                      {item.promisedDate.isEmpty() ? ReviewSections::tr("no date")
                                       : ReviewWording::promiseOverdue(item, asOf)
                                           ? ReviewSections::tr("%1 (overdue)").arg(item.promisedDate)
                                           : item.promisedDate,
                                       ReviewWording::promiseOverdue(item, asOf) ? QColor(0xf8, 0xd7, 0xd3) : QColor(),
                                       {},
                                       true,
                                       false}});
            }
        }
    }
    l.table({ReviewSections::tr("Criterion"), ReviewSections::tr("Item"), ReviewSections::tr("Verdict today"),
             ReviewSections::tr("Promised for")},
            {2.0, 5.0, 1.4, 1.6}, rows);
}

void measurements(ReportLayout& l, const core::ReviewContent& c) {
    const ReviewChartPlan::Plan plan = ReviewChartPlan::build(c.series);
    if (!plan.gpuCharts.isEmpty()) {
        l.keepTogether(l.mm(82 + 32));  // heading and introduction stay with the first chart
    }
    l.heading(ReviewSections::tr("Measured results against baselines"), 0);
    if (c.series.isEmpty() && c.scalars.isEmpty()) {
        l.paragraph(ReviewSections::tr("No probe results were recorded for this evaluation."));
        return;
    }
    if (!plan.gpuCharts.isEmpty()) {
        l.paragraph(ReviewSections::tr(
                        "Bandwidth sweeps show the median of repeated samples per message size. Where a baseline "
                        "for the same hardware exists, the dashed line is its expected value, drawn from the "
                        "minimum size at which it applies; a chart without one says so."),
                    9.5);
    }
    const int leftOut = plan.linesLeftOut + c.linesBesideBusbw;
    if (leftOut > 0) {
        l.paragraph(ReviewSections::tr("%n line(s) beside a bus bandwidth (algorithm bandwidth, times) are not "
                                       "drawn; the raw results of every run keep them.",
                                       nullptr, leftOut),
                    9.5);
    }
    if (c.isSummarised()) {
        l.paragraph(
            ReviewSections::tr("This review summarises %1 runs: %2 sweep charts, %3 scalar results and %4 recipe "
                               "timings are shown (runs attached as evidence first, then the newest); %5 "
                               "further sweeps, %6 scalar results and %7 recipe timings are not drawn. Every "
                               "run is listed with the SHA-256 of its raw results in the last section.")
                .arg(c.runs.size())
                .arg(plan.gpuCharts.size() + plan.hostCharts.size())
                .arg(c.scalars.size())
                .arg(c.recipes.size())
                .arg(c.seriesOmitted)
                .arg(c.scalarsOmitted)
                .arg(c.recipesOmitted),
            9.5);
    }
    const double unit = l.mm(1);
    const QFont f = l.font(8.5);
    if (plan.gpuCharts.isEmpty() && !plan.hostCharts.isEmpty()) {
        l.paragraph(ReviewSections::tr("No GPU was measured: every sweep of this evaluation ran on the probes' host "
                                       "backend (below)."),
                    9.5);
    }
    // Each chart is as tall as its legend needs below a plot of fixed size (the legend never covers the lines).
    for (const auto& chart : plan.gpuCharts) {
        const double legend = ReportChart::legendHeight(chart, l.body().width(), f, unit, l.device());
        l.drawing(l.mm(74) + legend,
                  [chart, f, unit](QPainter& p, const QRectF& r) { ReportChart::paintChart(p, r, chart, f, unit); });
    }
    if (!plan.hostCharts.isEmpty()) {
        l.keepTogether(l.mm(70 + 30));
        l.heading(ReviewSections::tr("Host-backend runs (no GPU measured)"), 1);
        l.paragraph(ReviewSections::tr("These runs used the probes' host backend: threads in one process or the "
                                       "front-end TCP network between nodes. They test the harness and that "
                                       "network, not the GPUs or their fabric, so no GPU baseline judges them and "
                                       "they do not count as measured results."),
                    9.5);
        const QFont small = l.font(7.5);
        for (int i = 0; i < plan.hostCharts.size(); i += 2) {
            const ReviewChart left = plan.hostCharts[i];
            const std::optional<ReviewChart> right =
                i + 1 < plan.hostCharts.size() ? std::optional<ReviewChart>(plan.hostCharts[i + 1]) : std::nullopt;
            const double halfWidth = (l.body().width() - 4 * unit) / 2;
            double legend = ReportChart::legendHeight(left, halfWidth, small, unit, l.device());
            if (right) {
                legend = std::max(legend, ReportChart::legendHeight(*right, halfWidth, small, unit, l.device()));
            }
            l.drawing(l.mm(62) + legend, [left, right, small, unit](QPainter& p, const QRectF& r) {
                const double half = (r.width() - 4 * unit) / 2;
                ReportChart::paintChart(p, QRectF(r.left(), r.top(), half, r.height()), left, small, unit);
                if (right) {
                    ReportChart::paintChart(p, QRectF(r.left() + half + 4 * unit, r.top(), half, r.height()), *right,
                                            small, unit);
                }
            });
        }
    }
    if (!c.scalars.isEmpty()) {
        QVector<ReportLayout::Row> rows;
        for (const auto& s : c.scalars) {
            QString share;
            if (s.baseline && *s.baseline > 0) {
                share = QStringLiteral("%1%").arg(
                    100.0 *
                        (s.baselineDirection == QLatin1String("lower") ? *s.baseline / s.value : s.value / *s.baseline),
                    0, 'f', 0);
            }
            rows.append(ReportLayout::Row{
                {s.hostBackend ? ReviewSections::tr("%1 (host backend, no GPU)").arg(s.probe) : s.probe},
                {s.metric},
                {QStringLiteral("%1 %2").arg(s.value, 0, 'g', 5).arg(s.unit)},
                {s.baseline ? QStringLiteral("%1 %2").arg(*s.baseline, 0, 'g', 5).arg(s.unit) : QString()},
                {share},
                {QStringLiteral("#%1").arg(s.runId)}});
        }
        l.table({ReviewSections::tr("Probe"), ReviewSections::tr("Metric"), ReviewSections::tr("Measured"),
                 ReviewSections::tr("Expected"), ReviewSections::tr("Share"), ReviewSections::tr("Run")},
                {1.6, 1.6, 1.6, 1.6, 1.0, 0.8}, rows);
    }
}

void recipes(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewSections::tr("Recipe timings"), 0);
    if (c.recipes.isEmpty()) {
        l.paragraph(ReviewSections::tr("No recipe was timed in this evaluation."));
        return;
    }
    l.paragraph(ReviewSections::tr(
                    "The hands-on recipes are deliberately simple proxies for deeper configuration problems: "
                    "installing PyTorch and vLLM with pip and uv, pulling containers from Docker Hub, ghcr.io and "
                    "nvcr.io, downloading models, importing torch, serving a model with vLLM, and who owns the node's "
                    "public IP. Each runs with a fresh cache on the storage tier named under Where. A recipe whose "
                    "tool or tier the node lacks was not run: that is no failure of the provider."),
                9.5);
    QVector<ReportLayout::Row> rows;
    for (const auto& r : c.recipes) {
        rows.append(ReportLayout::Row{
            {r.probe, {}, {}, true, false},
            {r.storageTier.isEmpty() ? ReviewSections::tr("default") : r.storageTier},
            {r.unsupported ? ReviewSections::tr("not run")
                           : QStringLiteral("%1 %2").arg(r.value, 0, 'f', 1).arg(r.unit)},
            {r.unsupported ? ReviewSections::tr("unsupported on the node") : core::runStatusName(r.status)},
            {r.startedAt},
            {QStringLiteral("#%1").arg(r.runId)}});
    }
    l.table({ReviewSections::tr("Recipe"), ReviewSections::tr("Where"), ReviewSections::tr("Time"),
             ReviewSections::tr("Status"), ReviewSections::tr("Started"), ReviewSections::tr("Run")},
            {2.6, 1.1, 1.1, 1.4, 2.0, 0.7}, rows);
}

void interviews(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewSections::tr("Customer interview highlights"), 0);
    if (c.interviews.isEmpty()) {
        l.paragraph(ReviewSections::tr("No customer interviews were recorded for this provider."));
        return;
    }
    l.paragraph(
        ReviewSections::tr("Customer interviews: %1. Interviewees appear by role and type of organisation only; "
                           "names, dates and channels are withheld, and notes are quoted only with the "
                           "interviewee's consent.")
            .arg(ReviewWording::interviewCount(c.interviews.size())),
        9.5);
    // A page budget: the first interviews are listed, the rest count in the averages below the table (a file of
    // thousands once made a review tens of thousands of pages long).
    constexpr int kListed = 40;
    QVector<ReportLayout::Row> rows;
    int n = 0;
    for (const auto& iv : c.interviews) {
        if (n == kListed) {
            break;
        }
        QStringList sentiments;
        for (const auto& s : iv.sentiments) {
            sentiments << QStringLiteral("%1 %2%3")
                              .arg(ReviewSections::criterionName(c, s.first),
                                   s.second > 0 ? QStringLiteral("+") : QString())
                              .arg(s.second);
        }
        rows.append(ReportLayout::Row{
            {ReviewSections::tr("%1\n%2").arg(iv.role.isEmpty() ? ReviewSections::tr("Customer") : iv.role,
                                              ReviewSections::orgTypeLabel(iv.orgType)),
             {},
             {},
             true,
             false},
            {sentiments.join(QStringLiteral("\n"))},
            {iv.consent ? QStringLiteral("\u201c") + iv.highlight + QStringLiteral("\u201d")
                        : ReviewSections::tr("(no consent to quote)")}});
        ++n;
    }
    l.table(
        {ReviewSections::tr("Interviewee"), ReviewSections::tr("Sentiment (-2..+2)"), ReviewSections::tr("Highlight")},
        {2.3, 2.0, 5.7}, rows);
    if (c.interviews.size() <= kListed) {
        return;
    }
    QMap<QString, QPair<double, int>> byCriterion;  // sum, count
    for (const auto& iv : c.interviews) {
        for (const auto& s : iv.sentiments) {
            auto& [sum, count] = byCriterion[s.first];
            sum += s.second;
            ++count;
        }
    }
    l.paragraph(ReviewSections::tr("Interviews %1 to %2 are not listed (a review lists the first %3); every interview "
                                   "counts in the averages below.")
                    .arg(kListed + 1)
                    .arg(c.interviews.size())
                    .arg(kListed),
                9.5);
    QVector<ReportLayout::Row> averages;
    for (auto it = byCriterion.cbegin(); it != byCriterion.cend(); ++it) {
        averages.append(ReportLayout::Row{{ReviewSections::criterionName(c, it.key())},
                                          {QLocale().toString(it->first / it->second, 'f', 2)},
                                          {QString::number(it->second)}});
    }
    l.table(
        {ReviewSections::tr("Criterion"), ReviewSections::tr("Average sentiment"), ReviewSections::tr("Interviews")},
        {4.0, 3.0, 3.0}, averages);
}

void justification(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewSections::tr("Tier justification"), 0);
    if (c.rating.assignedTier.isEmpty()) {
        l.paragraph(ReviewSections::tr("No tier has been assigned yet."));
    } else {
        l.paragraph(ReviewSections::tr("Assigned tier: %1, by %2 on %3 (assignment %4 of this evaluation's history).")
                        .arg(ReviewSections::tierLabel(c.rating.assignedTier), c.rating.assignedBy,
                             c.rating.assignedAt.left(10))
                        .arg(c.rating.historyCount),
                    10.0, true);
    }
    l.heading(ReviewSections::tr("Justification"), 1, false);
    l.paragraph(c.rating.justification.isEmpty() ? ReviewSections::tr("No justification recorded.")
                                                 : c.rating.justification);
    l.heading(ReviewSections::tr("Why the suggestion"), 1, false);
    if (c.scoring.current) {
        // The engine's reasons now; the explanation stored with the last assignment follows when there is one.
        l.paragraph(
            c.scoring.suggestedTier.isEmpty()
                ? ReviewSections::tr("No tier is suggested now.")
                : ReviewSections::tr("Suggested tier now: %1.").arg(ReviewSections::tierLabel(c.scoring.suggestedTier)),
            10.0, true);
        l.paragraph(QStringLiteral("\u2022 ") + c.scoring.reasons.join(QStringLiteral("\n\u2022 ")));
    }
    if (!c.rating.suggestedTier.isEmpty()) {
        l.paragraph(ReviewSections::tr("Suggested at the last assignment: %1.")
                        .arg(ReviewSections::tierLabel(c.rating.suggestedTier)),
                    10.0, true);
    }
    if (!c.scoring.current || !c.rating.explanation.isEmpty()) {
        l.paragraph(c.rating.explanation.isEmpty() ? ReviewSections::tr("No explanation stored with the suggestion.")
                                                   : c.rating.explanation);
    }
    l.heading(ReviewSections::tr("Gates"), 1, false);
    if (c.triggeredGates.isEmpty()) {
        l.paragraph(ReviewSections::tr("No gate of the tier rules was triggered by a failed checklist item."));
    } else {
        QStringList gates;
        for (const QString& g : c.triggeredGates) {
            gates << gateLabel(g);
        }
        l.paragraph(ReviewSections::tr("Failed gate items cap the provider at Underperforming: %1.")
                        .arg(gates.join(QStringLiteral("; "))),
                    10.0, true, QColor(0xb2, 0x3a, 0x3a));
    }
}

void disclosure(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewSections::tr("Conflict-of-interest disclosure"), 0);
    l.paragraph(
        ReviewSections::tr("Reviewer: %1").arg(c.reviewer.isEmpty() ? ReviewSections::tr("not recorded") : c.reviewer),
        10.0, true);
    l.paragraph(c.conflictDisclosure.isEmpty()
                    ? ReviewSections::tr("The reviewer has not recorded a disclosure for this evaluation.")
                    : c.conflictDisclosure);
}

void methodology(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewSections::tr("Methodology"), 0);
    QSet<QString> probes;
    for (const auto& r : c.runs) {
        if (r.kind != core::RunKind::Recipe) {
            probes.insert(r.probe);
        }
    }
    QStringList probeList = probes.values();
    probeList.sort();
    l.heading(ReviewSections::tr("What was tested"), 1, false);
    l.paragraph(ReviewSections::tr(
                    "The review combines hands-on testing on nodes the provider lent, a documentation and compliance "
                    "review against the %1 items of rubric %2 (%3 criteria), and interviews with the provider's "
                    "customers. Probes run: %4. Recipes timed: %5.")
                    .arg(c.itemCount())
                    .arg(c.rubricVersion)
                    .arg(c.criteria.size())
                    .arg(probeList.isEmpty() ? ReviewSections::tr("none") : probeList.join(QStringLiteral(", ")))
                    .arg(c.recipes.size()));
    l.heading(ReviewSections::tr("The five-day window"), 1, false);
    const auto window = c.testingWindowDays();
    l.paragraph(
        ReviewSections::tr("Hands-on testing runs in a window of about five days per provider. Such a window shows "
                           "configuration and performance, but it cannot measure reliability at scale over time; the "
                           "reliability verdicts therefore also rest on documentation and interviews. %1")
            .arg(window ? ReviewSections::tr("Here the runs spanned %1.").arg(ReviewWording::duration(*window))
                        : ReviewSections::tr("No timed runs were recorded.")));
    l.heading(ReviewSections::tr("Interviews, generally available and planned"), 1, false);
    l.paragraph(
        (c.interviews.isEmpty()
             ? ReviewSections::tr("No customer interviews were recorded, so what is generally available rests on the "
                                  "hands-on tests and the provider's documentation alone.")
             : ReviewSections::tr("Customer interviews (%1) were used to separate what is generally available from "
                                  "what is merely planned.")
                   .arg(ReviewWording::interviewCount(c.interviews.size()))) +
        u' ' +
        ReviewSections::tr("Planned features are listed with the date the provider promised and are not credited as "
                           "available (%1 in this review).")
            .arg(c.plannedCount()));
    l.heading(ReviewSections::tr("Handover delays"), 1, false);
    const auto delay = c.handoverDelayDays();
    if (delay) {
        l.paragraph(ReviewSections::tr(
                        "The test cluster was requested on %1 and handed over on %2, %3 days later. Significant "
                        "handover delays count against the provider (Lifecycle): a provider that needs extra weeks to "
                        "meet the published criteria is not delivering them as a customer would get them.%4")
                        .arg(c.handoverRequested, c.handoverReceived)
                        .arg(*delay)
                        .arg(*delay > 7 ? QStringLiteral(" ") +
                                              ReviewSections::tr("This delay was counted against the provider.")
                                        : QString()));
    } else {
        l.paragraph(ReviewSections::tr(
            "No handover dates were recorded. Significant handover delays count against the provider."));
    }
    l.heading(ReviewSections::tr("Baselines and figures"), 1, false);
    l.paragraph(ReviewSections::tr(
        "Measurements are compared with the newest baseline set for the same hardware; a sweep's share of "
        "the baseline is its best value at or above the baseline's minimum message size. Raw outputs are "
        "kept with their SHA-256 hashes (last section), so every figure can be traced to its run."));
}

// When and whether the stored results were checked against their hashes and the scores against their evidence
// (`tierbench-cli verify`), with every difference named.
void verification(ReportLayout& l, const core::ReviewContent& c) {
    if (!c.verification.ran) {
        return;
    }
    l.heading(ReviewSections::tr("Verification"), 1, false);
    l.paragraph(c.verification.summary);
    for (const QString& d : c.verification.differences) {
        l.paragraph(QStringLiteral("\u2022 ") + d, 9.0, false, QColor(0xb0, 0x20, 0x20));
    }
    l.paragraph(ReviewSections::tr("Anyone with the database can repeat this check: tierbench-cli verify --provider "
                                   "\"%1\".")
                    .arg(c.providerName));
}

void provenance(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(ReviewSections::tr("Probe versions and raw result hashes"), 0);
    if (c.runs.isEmpty()) {
        l.paragraph(ReviewSections::tr("No runs."));
        return;
    }
    // The newest runs in full; a provider with thousands of imports would otherwise fill hundreds of pages here.
    // The hash table below still names every run.
    const qsizetype detailed = std::min<qsizetype>(c.runs.size(), std::max(0, c.limits.detailedRuns));
    QVector<ReportLayout::Row> rows;
    for (qsizetype i = c.runs.size() - detailed; i < c.runs.size(); ++i) {
        const auto& r = c.runs[i];
        QString probe = r.probe + (r.operation.isEmpty() ? QString() : QStringLiteral(" ") + r.operation);
        // A cross-node audit's runs are one per compute node: each row says which node (and which Slurm job).
        if (!r.computeNode.isEmpty()) {
            probe = ReviewSections::tr("%1 on %2").arg(probe, r.computeNode);
        }
        if (!r.clusterJob.isEmpty()) {
            probe = ReviewSections::tr("%1 (Slurm job %2)").arg(probe, r.clusterJob);
        }
        rows.append(ReportLayout::Row{{QStringLiteral("#%1").arg(r.id)},
                                      {core::runKindName(r.kind)},
                                      {probe},
                                      {r.probeVersion.isEmpty() ? QStringLiteral("\u2013") : r.probeVersion},
                                      {r.bundleHash, {}, {}, false, true},
                                      {core::runStatusName(r.status)},
                                      {r.startedAt}});
    }
    l.table({ReviewSections::tr("Run"), ReviewSections::tr("Kind"), ReviewSections::tr("Probe"),
             ReviewSections::tr("Version"), ReviewSections::tr("Bundle"), ReviewSections::tr("Status"),
             ReviewSections::tr("Started")},
            {1.0, 0.9, 2.1, 0.9, 1.7, 0.9, 2.2}, rows);  // room for six-digit run ids
    if (detailed < c.runs.size()) {
        l.paragraph(ReviewSections::tr("The %1 newest of %2 runs are shown above; the other %3 are listed below with "
                                       "the hashes of their raw results.")
                        .arg(detailed)
                        .arg(c.runs.size())
                        .arg(c.runs.size() - detailed),
                    9.0);
    }
    QVector<ReportLayout::Row> hashes;
    for (const auto& r : c.runs) {
        for (const auto& log : r.rawLogs) {
            hashes.append(ReportLayout::Row{
                {QStringLiteral("#%1").arg(r.id)},
                {log.stream + (log.truncated ? QStringLiteral(" ") + ReviewSections::tr("(truncated)") : QString())},
                {QString::number(log.bytes)},
                {log.sha256, {}, {}, false, true}});
        }
        if (r.rawLogs.isEmpty() && !r.rawSha256.isEmpty()) {
            hashes.append(ReportLayout::Row{{QStringLiteral("#%1").arg(r.id)},
                                            {ReviewSections::tr("result")},
                                            {},
                                            {r.rawSha256, {}, {}, false, true}});
        } else if (r.rawLogs.isEmpty()) {
            // Every run has a row: one without raw data says so instead of silently missing from the list.
            hashes.append(ReportLayout::Row{{QStringLiteral("#%1").arg(r.id)},
                                            {ReviewSections::tr("none stored")},
                                            {},
                                            {ReviewSections::tr("no raw result was stored with this run")}});
        }
    }
    if (!hashes.isEmpty()) {
        l.heading(ReviewSections::tr("SHA-256 of the raw results"), 1, false);
        l.table({ReviewSections::tr("Run"), ReviewSections::tr("Stream"), ReviewSections::tr("Bytes"),
                 ReviewSections::tr("SHA-256")},
                {1.0, 1.2, 0.9, 6.9}, hashes);
    }
    verification(l, c);
}

}  // namespace

void ReviewSections::build(ReportLayout& layout, const core::ReviewContent& content, const QDate& asOf) {
    summary(layout, content, asOf);
    scores(layout, content);
    checklist(layout, content, asOf);
    measurements(layout, content);
    recipes(layout, content);
    ReviewTrainingSection::build(layout, content);
    ReviewEngagementSection::build(layout, content);
    ReviewCostSection::build(layout, content);
    ReviewDeliveryDisputes::build(layout, content, asOf);
    interviews(layout, content);
    justification(layout, content);
    disclosure(layout, content);
    ReviewTrustSection::build(layout, content);  // the register's conflicts, blind runs, reviewer agreement
    methodology(layout, content);
    provenance(layout, content);
}

QString ReviewSections::tierLabel(const QString& tierKey) {
    const auto tier = core::tierFromKey(tierKey);
    return tier ? core::tierName(*tier) : tierKey;
}

QString ReviewSections::verdictLabel(core::Verdict verdict) {
    return core::verdictName(verdict);
}

QString ReviewSections::orgTypeLabel(const QString& key) {
    if (key == QLatin1String("ai_lab")) {
        return tr("AI lab");
    }
    if (key == QLatin1String("enterprise")) {
        return tr("Enterprise");
    }
    if (key == QLatin1String("startup")) {
        return tr("Start-up");
    }
    if (key == QLatin1String("research")) {
        return tr("Research organisation");
    }
    return tr("Other organisation");
}

QString ReviewSections::criterionName(const core::ReviewContent& content, const QString& key) {
    for (const auto& c : content.criteria) {
        if (c.key == key) {
            return c.name;
        }
    }
    return key;
}

}  // namespace tb::ui
