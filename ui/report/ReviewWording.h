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
};

}  // namespace tb::ui
