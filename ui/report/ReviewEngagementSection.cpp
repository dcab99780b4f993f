#include "ui/report/ReviewEngagementSection.h"

#include "ui/report/ReportLayout.h"
#include "ui/report/ReviewSections.h"

#include <QDateTime>
#include <QLocale>
#include <QMap>

namespace tb::ui {

namespace {
// The step table's page budget: an engagement of hundreds of instances is summarised by state past it.
constexpr int kListedSteps = 60;

QString hours(double h) {
    return QLocale().toString(h, 'f', 2);
}

// "2025-09-18 10:00" (UTC, as stored): the minute is enough to say when a step ran, and it fits its column.
QString when(const QString& iso) {
    const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : iso;
}
}  // namespace

QString ReviewEngagementSection::stepStateName(core::EngagementStepState state) {
    switch (state) {
        case core::EngagementStepState::Waiting:
            return tr("Waiting");
        case core::EngagementStepState::Running:
            return tr("Running");
        case core::EngagementStepState::Ended:
            return tr("Ended");
        case core::EngagementStepState::Failed:
            return tr("Failed");
        case core::EngagementStepState::Skipped:
            return tr("Skipped");
        case core::EngagementStepState::LeftOut:
            return tr("Left out");
        case core::EngagementStepState::Cancelled:
            return tr("Cancelled");
    }
    return {};
}

QString ReviewEngagementSection::stateName(core::EngagementState state) {
    switch (state) {
        case core::EngagementState::Running:
            return tr("still running");
        case core::EngagementState::Paused:
            return tr("paused");
        case core::EngagementState::Ended:
            return tr("ended");
        case core::EngagementState::Stopped:
            return tr("stopped");
    }
    return {};
}

void ReviewEngagementSection::build(ReportLayout& l, const core::ReviewContent& c) {
    l.heading(tr("Engagement"), 0);
    if (!c.engagement) {
        l.paragraph(
            tr("No engagement was run for this evaluation: every measurement in this review was started by "
               "hand."));
        return;
    }
    const core::ReviewEngagement& e = *c.engagement;
    const QString plan = e.planTitle.isEmpty() ? e.planName : QStringLiteral("%1 (%2)").arg(e.planTitle, e.planName);
    QString state = stateName(e.state);
    if (!e.stateNote.isEmpty()) {
        state += QStringLiteral(": ") + e.stateNote;
    }
    l.paragraph(tr("Plan %1, version %2, started %3 by %4; the engagement is %5.")
                    .arg(plan, e.planVersion, when(e.createdAt), e.createdBy, state));
    if (e.count > 1) {
        l.paragraph(tr("This is the newest of the evaluation's %1 engagements.").arg(e.count), 9.5);
    }
    l.paragraph(e.budgetNodeHours > 0
                    ? tr("Node-hours used: %1 of a budget of %2.").arg(hours(e.nodeHoursUsed), hours(e.budgetNodeHours))
                    : tr("Node-hours used: %1.").arg(hours(e.nodeHoursUsed)));
    l.paragraph(e.consentSteps.isEmpty()
                    ? tr("No consent to destructive steps was recorded: such steps of the plan were left out.")
                    : tr("Destructive steps (%1) ran with the consent of %2, recorded %3.")
                          .arg(e.consentSteps.join(QStringLiteral(", ")), e.consentBy, e.consentAt));

    // What ran where and when; failures, skips and steps left out with their reason.
    QMap<int, int> byState;
    QVector<ReportLayout::Row> rows;
    for (const core::ReviewEngagementStep& s : e.steps) {
        ++byState[int(s.state)];
        if (rows.size() == kListedSteps) {
            continue;
        }
        QString note = s.note;
        if (s.exitCode && *s.exitCode != 0) {
            note = tr("exit code %1").arg(*s.exitCode) + (note.isEmpty() ? QString() : QStringLiteral("; ") + note);
        }
        if (s.attempt > 1) {
            note += (note.isEmpty() ? QString() : QStringLiteral("; ")) + tr("attempt %1").arg(s.attempt);
        }
        const bool bad =
            s.state == core::EngagementStepState::Failed || s.state == core::EngagementStepState::Cancelled;
        rows.append(ReportLayout::Row{{s.instanceId, {}, {}, false, true},
                                      {s.phase},
                                      {s.where},
                                      {stepStateName(s.state), {}, bad ? QColor(0xb0, 0x20, 0x20) : QColor(), bad},
                                      {when(s.startedAt)},
                                      {s.nodeHours > 0 ? hours(s.nodeHours) : QStringLiteral("\u2013")},
                                      {note}});
    }
    QStringList counts;
    for (auto it = byState.cbegin(); it != byState.cend(); ++it) {
        counts << QStringLiteral("%1 %2").arg(it.value()).arg(stepStateName(core::EngagementStepState(it.key())));
    }
    l.paragraph(tr("Steps: %1.").arg(counts.join(QStringLiteral(", "))), 9.5);
    l.table({tr("Step"), tr("Phase"), tr("Where"), tr("State"), tr("Started"), tr("Node-hours"), tr("Why")},
            {1.9, 1.5, 1.2, 0.9, 2.1, 0.8, 2.4}, rows);
    if (e.steps.size() > kListedSteps) {
        l.paragraph(tr("The first %1 of %2 step instances are listed; the counts above cover all of them.")
                        .arg(kListedSteps)
                        .arg(e.steps.size()),
                    9.0);
    }

    // What no step of the plan decides: the analyst's part of the evaluation.
    l.heading(tr("Left for the analyst"), 1, false);
    if (!e.planReadable) {
        l.paragraph(tr("The engagement's stored plan no longer reads in this database, so no item is counted as "
                       "decided by it."),
                    9.5);
    }
    QVector<ReportLayout::Row> left;
    for (const core::ReviewCriterion& criterion : c.criteria) {
        QStringList titles;
        for (const core::ReviewItem& item : criterion.items) {
            if (!e.evidenced.contains(item.key) && item.verdict == core::Verdict::Unknown) {
                titles << item.title;
            }
        }
        if (!titles.isEmpty()) {
            left.append(ReportLayout::Row{{criterion.name}, {QString::number(titles.size())}, {titles.join(u'\n')}});
        }
    }
    if (left.isEmpty()) {
        l.paragraph(tr("Every item the plan does not decide already has a verdict."), 9.5);
        return;
    }
    l.paragraph(tr("No step of the plan decides these items and they have no verdict yet: attestations, pricing, "
                   "partnerships and what customers say are the analyst's to establish."),
                9.5);
    l.table({tr("Criterion"), tr("Items"), tr("Still open")}, {2.0, 0.8, 7.2}, left);
}

}  // namespace tb::ui
