#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QDate>

namespace tb::ui {

class ReportLayout;

// The review PDF's sections of issue 18 (items 2 and 4): delivery (the handover with how late it was, and the
// planned features with their promised dates and whether they count, as the rating explains them) and the
// provider's disputes with their outcomes and the analyst's reasoning.
class ReviewDeliveryDisputes {
    Q_DECLARE_TR_FUNCTIONS(ReviewDeliveryDisputes)

public:
    // asOf: the review's date, against which promised dates are judged.
    static void build(ReportLayout& layout, const core::ReviewContent& content, const QDate& asOf);
};

}  // namespace tb::ui
