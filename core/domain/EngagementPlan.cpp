#include "core/domain/EngagementPlan.h"

namespace tb::core {

QString planStepKindKey(PlanStepKind kind) {
    switch (kind) {
        case PlanStepKind::Probe:
            return QStringLiteral("probe");
        case PlanStepKind::Recipe:
            return QStringLiteral("recipe");
        case PlanStepKind::Audit:
            return QStringLiteral("audit");
        case PlanStepKind::Import:
            break;
    }
    return QStringLiteral("import");
}

QString planScopeKey(PlanScope scope) {
    switch (scope) {
        case PlanScope::Once:
            return QStringLiteral("once");
        case PlanScope::EachNode:
            return QStringLiteral("each-node");
        case PlanScope::EachPair:
            return QStringLiteral("each-pair");
        case PlanScope::Cluster:
            return QStringLiteral("cluster");
        case PlanScope::WorldDoubling:
            break;
    }
    return QStringLiteral("world-doubling");
}

}  // namespace tb::core
