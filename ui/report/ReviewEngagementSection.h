#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>

namespace tb::ui {

class ReportLayout;

// The review PDF's engagement section (content.engagement, core/report/ReviewEngagement): the plan and its
// version, what ran where and when, what failed or was skipped and why, the node-hours used against the budget, and
// the rubric items no step of the plan decides, which are left for the analyst (attestations, pricing,
// partnerships, interviews). An evaluation without an engagement says that its measurements were started by hand.
class ReviewEngagementSection {
    Q_DECLARE_TR_FUNCTIONS(ReviewEngagementSection)

public:
    static void build(ReportLayout& layout, const core::ReviewContent& content);
    static QString stepStateName(core::EngagementStepState state);
    static QString stateName(core::EngagementState state);
};

}  // namespace tb::ui
