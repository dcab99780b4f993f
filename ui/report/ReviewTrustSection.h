#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>

namespace tb::core {
struct Reconciliation;
}

namespace tb::ui {

class ReportLayout;

// The review's trust sections (issue 18): conflicts of interest from the register (always, so a reader sees that
// the register was consulted), blind runs when any run has an account recorded, reviewer agreement when the
// evaluation has score sheets. Placed right after the reviewer's own disclosure.
class ReviewTrustSection {
    Q_DECLARE_TR_FUNCTIONS(ReviewTrustSection)

public:
    static void build(ReportLayout& layout, const core::ReviewContent& content);
    // "2.5 by discussion (Ana)": the final score, how it was reached in the language shown, and by whom.
    static QString reconciliationOutcome(const core::Reconciliation& r);
};

}  // namespace tb::ui
