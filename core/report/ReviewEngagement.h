#pragma once

#include "core/Result.h"
#include "core/domain/Engagement.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace tb::core {

// One step instance of the engagement, as the review shows it.
struct ReviewEngagementStep {
    QString name, instanceId, phase, kind, target, where;
    EngagementStepState state = EngagementStepState::Waiting;
    QString note;  // why it was left out, skipped or run again
    std::optional<int> exitCode;
    int attempt = 0;
    double nodeHours = 0;
    QString startedAt, endedAt;
};

// The review's engagement section (issue 33.6): the evaluation's newest engagement, what its plan was, what ran
// where and when, what failed or was skipped and why, the node-hours used against the budget, and which rubric items
// its plan evidences (the review lists the others as left for the analyst).
struct ReviewEngagement {
    qint64 id = 0;
    int count = 0;  // engagements of the evaluation; the newest is shown
    QString planName, planVersion, planTitle, rubric;
    bool planReadable = true;  // the stored plan still reads (else no item is counted as evidenced)
    EngagementState state = EngagementState::Running;
    QString stateNote;
    QString createdBy, createdAt, endedAt;
    QString consentBy, consentAt;
    QStringList consentSteps;
    double budgetNodeHours = 0, nodeHoursUsed = 0;
    QVector<ReviewEngagementStep> steps;
    QStringList evidenced;  // rubric item keys a step of the plan evidences
};

// Reads it inside ReviewContentLoader's read transaction. Empty when the evaluation has no engagement.
class ReviewEngagementLoader {
    Q_DECLARE_TR_FUNCTIONS(ReviewEngagementLoader)

public:
    static Result<std::optional<ReviewEngagement>> load(QSqlDatabase& db, qint64 providerId, qint64 evaluationId);
};

}  // namespace tb::core
