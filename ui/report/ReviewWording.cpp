#include "ui/report/ReviewWording.h"

#include "core/domain/Checklist.h"

namespace tb::ui {

// A promise whose date lies before the review's date was not kept (or not yet re-checked): the reader must see it.
bool ReviewWording::promiseOverdue(const core::ReviewItem& item, const QDate& asOf) {
    const QDate promised = QDate::fromString(item.promisedDate, Qt::ISODate);
    return item.isPlanned() && promised.isValid() && asOf.isValid() && promised < asOf;
}

// Only a feature the checklist found (pass, partial) is generally available; a failed, inapplicable or undecided
// item is not labelled available (issue 12.7: unknown items read "Generally available").
QString ReviewWording::availability(const core::ReviewItem& item, const QDate& asOf) {
    if (item.isPlanned()) {
        if (item.promisedDate.isEmpty()) {
            return tr("Planned (no date promised)");
        }
        return promiseOverdue(item, asOf) ? tr("Planned, promised for %1: date passed").arg(item.promisedDate)
                                          : tr("Planned, promised for %1").arg(item.promisedDate);
    }
    switch (item.verdict) {
        case core::Verdict::Pass:
        case core::Verdict::Partial:
            return tr("Generally available");
        case core::Verdict::Fail:
            return tr("Not available");
        case core::Verdict::NotApplicable:
            return tr("Not applicable");
        case core::Verdict::Unknown:
            break;
    }
    return tr("Not established");
}

// The gate an item carries, worded as what it did in this review, not as if it had fired.
QString ReviewWording::gateOutcome(const core::ReviewItem& item, const QString& label) {
    const core::Verdict verdict = item.verdict;
    if (verdict == core::Verdict::Fail) {
        return tr("Gate triggered: %1, so the tier is capped at Underperforming").arg(label);
    }
    if (verdict == core::Verdict::Unknown || !item.confirmed) {
        return tr("Gate not decided yet: %1 would cap the tier").arg(label);
    }
    return tr("Gate not triggered: %1 would cap the tier").arg(label);
}

QString ReviewWording::interviewCount(qsizetype n) {
    if (n <= 0) {
        return tr("no interviews recorded");
    }
    return n == 1 ? tr("1 interview") : tr("%1 interviews").arg(n);
}

QString ReviewWording::duration(double days) {
    const double hours = days * 24.0;
    if (!(hours >= 1.0)) {  // also NaN
        return tr("less than an hour");
    }
    if (days < 1.0) {
        const int h = int(hours + 0.5);
        return h == 1 ? tr("1 hour") : tr("%1 hours").arg(h);
    }
    const QString rounded = QString::number(days, 'f', 1);
    if (rounded == QLatin1String("1.0")) {
        return tr("1 day");
    }
    return tr("%1 days").arg(rounded.endsWith(QLatin1String(".0")) ? rounded.chopped(2) : rounded);
}

}  // namespace tb::ui
