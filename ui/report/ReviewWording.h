#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace tb::ui {

// How the review words an item's availability, promise and gate: from the verdict the checklist holds and the
// review's date, never as if every item were available or every gate had fired (issue 12.7).
class ReviewWording {
    Q_DECLARE_TR_FUNCTIONS(ReviewWording)

public:
    static bool promiseOverdue(const core::ReviewItem& item, const QDate& asOf);
    static QString availability(const core::ReviewItem& item, const QDate& asOf);
    // label: what fails the gate ("PCIe ACS left enabled").
    static QString gateOutcome(const core::ReviewItem& item, const QString& label);
    // "no interviews recorded", "1 interview", "3 interviews": written out, since the English build has no plural
    // catalogue to turn "%n interview(s)" into words (the PDF said "0 interview(s)").
    static QString interviewCount(qsizetype n);
    // A span of `days` as a reader says it: "less than an hour", "5 hours", "1 day", "4.5 days" (the PDF said
    // "0.0 days" for runs a few minutes apart).
    static QString duration(double days);
};

}  // namespace tb::ui
