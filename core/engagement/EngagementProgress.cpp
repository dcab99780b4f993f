#include "core/engagement/EngagementProgress.h"

#include "core/engagement/PlanLoader.h"

namespace tb::core {

EngagementProgress EngagementProgress::of(const EngagementStatus& status, const QHash<QString, int>& expectedMin) {
    EngagementProgress p;
    p.nodeHoursUsed = status.nodeHoursUsed;
    p.budgetNodeHours = status.engagement.budgetNodeHours;
    for (const EngagementStepRecord& s : status.steps) {
        // Left out never runs: it is neither work done nor work to do.
        if (s.state == EngagementStepState::LeftOut) {
            continue;
        }
        ++p.total;
        switch (s.state) {
            case EngagementStepState::Waiting:
                ++p.waiting;
                break;
            case EngagementStepState::Running:
                ++p.running;
                break;
            case EngagementStepState::Failed:
            case EngagementStepState::Cancelled:
                ++p.failed;
                ++p.finished;
                break;
            default:
                ++p.finished;
                break;
        }
        if (!isFinal(s.state) && status.engagement.state != EngagementState::Stopped) {
            p.minutesLeft += expectedMin.value(s.stepName, 5);
        }
    }
    return p;
}

Result<EngagementView> EngagementView::read(QSqlDatabase& db, qint64 engagementId) {
    auto status = EngagementRunner::readStatus(db, engagementId);
    if (!status) {
        return status.error();
    }
    EngagementView v;
    v.status = *status;
    QHash<QString, int> expected;
    // The plan as started; one that no longer loads here (a newer Tierbench wrote it) only loses the estimate.
    if (auto words = PlanVocabulary::current(db)) {
        if (auto plan = PlanLoader::parse(status->engagement.planJson, *words)) {
            for (const PlanStep& s : plan->steps()) {
                expected.insert(s.name, s.expectedMin);
            }
        }
    }
    v.progress = EngagementProgress::of(v.status, expected);
    return v;
}

}  // namespace tb::core
