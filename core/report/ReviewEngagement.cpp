#include "core/report/ReviewEngagement.h"

#include "core/engagement/PlanLoader.h"
#include "core/store/EngagementRepository.h"

namespace tb::core {

Result<std::optional<ReviewEngagement>> ReviewEngagementLoader::load(QSqlDatabase& db, qint64 providerId,
                                                                     qint64 evaluationId) {
    EngagementRepository repo(db);
    auto listed = repo.list(providerId);
    if (!listed) {
        return listed.error();
    }
    std::optional<EngagementListing> newest;
    int count = 0;
    for (const EngagementListing& l : *listed) {  // newest first
        if (l.engagement.evaluationId != evaluationId) {
            continue;
        }
        ++count;
        if (!newest) {
            newest = l;
        }
    }
    if (!newest) {
        return std::optional<ReviewEngagement>();
    }
    const EngagementRecord& e = newest->engagement;
    ReviewEngagement r;
    r.id = e.id;
    r.count = count;
    r.planName = e.planName;
    r.planVersion = e.planVersion;
    r.state = e.state;
    r.stateNote = e.stateNote;
    r.createdBy = e.createdBy;
    r.createdAt = e.createdAt;
    r.endedAt = e.endedAt;
    r.consentBy = e.consentBy;
    r.consentAt = e.consentAt;
    r.consentSteps = e.consentSteps;
    r.budgetNodeHours = e.budgetNodeHours;
    r.nodeHoursUsed = newest->nodeHoursUsed;
    auto steps = repo.steps(e.id);
    if (!steps) {
        return steps.error();
    }
    for (const EngagementStepRecord& s : *steps) {
        ReviewEngagementStep step;
        step.name = s.stepName;
        step.instanceId = s.instanceId;
        step.phase = s.phase;
        step.kind = s.kind;
        step.target = s.target;
        step.where = s.where;
        step.state = s.state;
        step.note = s.note;
        step.exitCode = s.exitCode;
        step.attempt = s.attempt;
        step.nodeHours = s.nodeHours;
        step.startedAt = s.startedAt;
        step.endedAt = s.endedAt;
        r.steps << step;
    }
    // The plan as it was started (a later edit of the file changes nothing here). One that no longer reads (a
    // rubric version gone from this database) evidences nothing, and the review says so.
    auto words = PlanVocabulary::current(db);
    auto plan = words ? PlanLoader::parse(e.planJson, *words) : Result<EngagementPlan>(words.error());
    if (plan) {
        r.planTitle = plan->title;
        r.rubric = plan->rubric;
        for (const PlanStep& s : plan->steps()) {
            for (const QString& item : s.evidences) {
                if (!r.evidenced.contains(item)) {
                    r.evidenced << item;
                }
            }
        }
    } else {
        r.planReadable = false;
    }
    return std::optional<ReviewEngagement>(r);
}

}  // namespace tb::core
