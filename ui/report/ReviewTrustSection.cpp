#include "ui/report/ReviewTrustSection.h"

#include "core/report/ReviewTrust.h"
#include "core/trust/ReconciliationMethod.h"
#include "ui/report/ReportLayout.h"
#include "ui/trust/BlindChartPainter.h"

#include <QPainter>

namespace tb::ui {

namespace {

const QColor kFlag(0xb0, 0x20, 0x20);

QString number(const std::optional<double>& v) {
    return v ? QString::number(*v, 'f', 3) : QStringLiteral("–");
}

void conflicts(ReportLayout& l, const core::ReviewContent& c, const core::ReviewTrust& t) {
    l.heading(ReviewTrustSection::tr("Conflicts of interest in the register"), 1, false);
    if (t.reviewers.isEmpty()) {
        l.paragraph(
            ReviewTrustSection::tr("No reviewer is recorded for this evaluation, so the register could not be "
                                   "consulted."));
        return;
    }
    if (t.conflicts.isEmpty()) {
        l.paragraph(ReviewTrustSection::tr("The register holds no relationship of %1 with %2 during this evaluation.")
                        .arg(t.reviewers.join(QStringLiteral(", ")), c.providerName));
        return;
    }
    l.paragraph(ReviewTrustSection::tr("Disclosed automatically from the register: the following relationships with "
                                       "%1 overlap this evaluation.")
                    .arg(c.providerName),
                10.0, true, kFlag);
    for (const core::ConflictRecord& r : t.conflicts) {
        l.paragraph(QStringLiteral("\u2022 ") + r.describe());
    }
}

void blind(ReportLayout& l, const core::ReviewContent& c, const core::BlindReport& b) {
    l.heading(ReviewTrustSection::tr("Blind runs: disclosed against independent accounts"), 0);
    l.paragraph(ReviewTrustSection::tr(
                    "%1 runs ran on accounts the provider knew were the benchmark's, %2 on accounts obtained without "
                    "telling it, %3 have no account recorded. For each metric measured on both, the difference of "
                    "the medians of the repeated samples (disclosed minus independent) has a percentile bootstrap "
                    "interval (%4 resamples, fixed seed, 95%); it is beyond noise only when the interval excludes "
                    "0, and needs at least %5 samples on each side. Pairs in the table are disclosed / independent.")
                    .arg(b.disclosedRuns)
                    .arg(b.independentRuns)
                    .arg(b.unclassifiedRuns)
                    .arg(b.options.resamples)
                    .arg(b.options.minSamplesPerGroup));
    const auto favoured = b.favoured();
    if (favoured.isEmpty()) {
        l.paragraph(ReviewTrustSection::tr("No metric shows the disclosed account treated better beyond noise."), 10.0,
                    true);
    } else {
        for (const auto& m : favoured) {
            l.paragraph(core::BlindComparison::flagSentence(m), 10.0, true, kFlag);
        }
    }
    QVector<ReportLayout::Row> rows;
    for (const auto& m : b.metrics) {
        const QColor fg = m.disclosedFavoured() ? kFlag : QColor();
        const bool judged = m.verdict != core::BlindVerdict::NotEnoughSamples;
        rows.append(ReportLayout::Row{
            {m.metric + (m.sizeBytes ? QStringLiteral(" @%1").arg(*m.sizeBytes) : QString()), {}, fg},
            {QStringLiteral("%1 / %2").arg(m.disclosed.size()).arg(m.independent.size())},
            {QStringLiteral("%1 / %2 %3")
                 .arg(QString::number(m.medianDisclosed, 'g', 4), QString::number(m.medianIndependent, 'g', 4),
                      m.unit)},
            {judged ? QStringLiteral("%1%").arg(QString::number(m.relativeDifference() * 100, 'f', 1))
                    : QStringLiteral("–")},
            {judged
                 ? QStringLiteral("[%1, %2]").arg(QString::number(m.ciLow, 'g', 3), QString::number(m.ciHigh, 'g', 3))
                 : QStringLiteral("–")},
            {core::BlindComparison::verdictText(m.verdict), {}, fg, m.disclosedFavoured()}});
    }
    // Short headings: a column a word wider than itself breaks the word mid-way ("Differenc e"). The pairs'
    // order (disclosed / independent) is said once in the paragraph above.
    l.table(
        {ReviewTrustSection::tr("Metric"), ReviewTrustSection::tr("Samples"), ReviewTrustSection::tr("Medians"),
         ReviewTrustSection::tr("Change"), ReviewTrustSection::tr("95% interval"), ReviewTrustSection::tr("Verdict")},
        {2.8, 1.4, 2.2, 1.4, 1.8, 1.6}, rows);
    // The charts of what was judged, flagged first: at most six, the table names every metric.
    QVector<core::BlindMetricComparison> charted = favoured;
    for (const auto& m : b.metrics) {
        if (!m.disclosedFavoured() && m.verdict != core::BlindVerdict::NotEnoughSamples && charted.size() < 6) {
            charted.append(m);
        }
    }
    const double unit = l.mm(0.3528);  // one point
    const QFont font = l.font(7.5);
    for (const auto& m : charted) {
        l.drawing(l.mm(34), [m, unit, font](QPainter& p, const QRectF& r) {
            p.setFont(font);
            BlindChartPainter::paint(p, r, m, unit);
        });
    }
    Q_UNUSED(c);
}

void agreement(ReportLayout& l, const core::AgreementReport& a) {
    l.heading(ReviewTrustSection::tr("Reviewer agreement"), 0);
    if (!a.visible) {
        l.paragraph(a.hiddenReason);
        return;
    }
    l.paragraph(ReviewTrustSection::tr(
                    "%1 reviewers scored this evaluation independently; no one saw another's scores before every "
                    "sheet was submitted. Agreement is weighted Cohen's kappa (linear and quadratic weights) for two "
                    "reviewers and Krippendorff's alpha (ordinal) for any number; 1 is perfect agreement, 0 what "
                    "chance alone gives.")
                    .arg(a.reviewers.size()));
    l.keyValues({{ReviewTrustSection::tr("Reviewers"), a.reviewers.join(QStringLiteral(", "))},
                 {ReviewTrustSection::tr("Criterion scores (0–5)"),
                  ReviewTrustSection::tr("kappa linear %1, quadratic %2; alpha %3 (%4 criteria)")
                      .arg(number(a.criterionScores.kappaLinear), number(a.criterionScores.kappaQuadratic),
                           number(a.criterionScores.alphaOrdinal))
                      .arg(a.criterionScores.units)},
                 {ReviewTrustSection::tr("Check items (fail / partial / pass)"),
                  ReviewTrustSection::tr("kappa linear %1, quadratic %2; alpha %3 (%4 items)")
                      .arg(number(a.overallItems.kappaLinear), number(a.overallItems.kappaQuadratic),
                           number(a.overallItems.alphaOrdinal))
                      .arg(a.overallItems.units)}});
    QVector<ReportLayout::Row> rows;
    for (const auto& c : a.criteria) {
        QStringList scores;
        for (auto it = c.scores.cbegin(); it != c.scores.cend(); ++it) {
            scores << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        }
        const QString kappa =
            c.items.kappaLinear || c.items.kappaQuadratic
                ? QStringLiteral("%1 / %2").arg(number(c.items.kappaLinear), number(c.items.kappaQuadratic))
                : QStringLiteral("–");
        QString outcome;
        if (c.reconciliation) {
            outcome = ReviewTrustSection::reconciliationOutcome(*c.reconciliation);
            if (!c.reconciliation->note.isEmpty()) {
                outcome += QStringLiteral(": ") + c.reconciliation->note;
            }
        } else if (c.scoresDiffer) {
            outcome = ReviewTrustSection::tr("not reconciled");
        }
        rows.append(ReportLayout::Row{{c.name, {}, {}, true},
                                      {scores.join(QStringLiteral(", ")), {}, c.scoresDiffer ? kFlag : QColor()},
                                      {kappa},
                                      {number(c.items.alphaOrdinal)},
                                      {QString::number(c.disagreeingItems.size())},
                                      {outcome}});
    }
    l.table({ReviewTrustSection::tr("Criterion"), ReviewTrustSection::tr("Scores"),
             ReviewTrustSection::tr("Items kappa (lin. / quad.)"), ReviewTrustSection::tr("Items alpha"),
             ReviewTrustSection::tr("Items differing"), ReviewTrustSection::tr("Final score reconciled")},
            {1.8, 2.0, 1.6, 1.0, 1.4, 3.0}, rows);
    QStringList items;
    for (const auto& c : a.criteria) {
        for (const QString& d : c.disagreeingItems) {
            items << QStringLiteral("%1 — %2").arg(c.name, d);
        }
    }
    if (!items.isEmpty()) {
        l.paragraph(ReviewTrustSection::tr("Check items the reviewers graded differently:"), 10.0, true);
        for (const QString& i : items) {
            l.paragraph(QStringLiteral("\u2022 ") + i, 9.0);
        }
    }
}

}  // namespace

QString ReviewTrustSection::reconciliationOutcome(const core::Reconciliation& r) {
    return tr("%1 by %2 (%3)")
        .arg(QString::number(r.finalScore, 'g', 3), core::ReconciliationMethod::name(r.method), r.by);
}

void ReviewTrustSection::build(ReportLayout& layout, const core::ReviewContent& content) {
    if (!content.trust) {
        return;
    }
    const core::ReviewTrust& t = *content.trust;
    conflicts(layout, content, t);
    if (t.blind) {
        blind(layout, content, *t.blind);
    }
    if (t.agreement) {
        agreement(layout, *t.agreement);
    }
}

}  // namespace tb::ui
