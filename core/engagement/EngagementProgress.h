#pragma once

#include "core/Result.h"
#include "core/engagement/EngagementRunner.h"

#include <QHash>
#include <QSqlDatabase>

namespace tb::core {

// Where an engagement stands, as the Engagement page and its progress bar show it: how many step instances ended,
// failed, run or wait, the node-hours used against the budget, and the minutes still expected (each step's
// expected_min from the plan the engagement started with, for every instance not yet final).
//
// Plain value type; no threads.
struct EngagementProgress {
    int total = 0, finished = 0, failed = 0, running = 0, waiting = 0;
    double nodeHoursUsed = 0, budgetNodeHours = 0;
    int minutesLeft = 0;

    int percent() const { return total > 0 ? (finished * 100) / total : 0; }
    // expectedMin: by step name (PlanStep::expectedMin of the stored plan); a step missing there counts 5 minutes.
    static EngagementProgress of(const EngagementStatus& status, const QHash<QString, int>& expectedMin);
};

// One engagement with its progress, read in one store job (the storage thread): the rows, and the stored plan
// parsed again for the expected minutes. The Engagement page reads it; `engagement status` reads the rows alone.
struct EngagementView {
    EngagementStatus status;
    EngagementProgress progress;

    static Result<EngagementView> read(QSqlDatabase& db, qint64 engagementId);
};

}  // namespace tb::core
