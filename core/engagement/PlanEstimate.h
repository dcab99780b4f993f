#pragma once

#include "core/domain/EngagementPlan.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVector>

namespace tb::core {

// What a plan would run on a set of nodes, where, and for how many node-hours: the dry run, and the budget an
// engagement is held to. A step's instances follow its scope (EngagementPlan.h); its node-hours are instances ×
// nodes per instance × its expected minutes, its ceiling the same with its deadline. Steps of phases not chosen,
// and destructive steps without consent, are listed as left out, with why, and cost nothing.
//
// Plain value type; no threads.
struct PlanEstimate {
    Q_DECLARE_TR_FUNCTIONS(PlanEstimate)

public:
    struct Step {
        PlanStep step;
        QStringList where;         // one entry per instance: "node-a", "node-a + node-b", "4 nodes: node-a … node-d"
        int nodesPerInstance = 1;  // the most any instance takes
        double nodeHours = 0;      // expected
        double ceilingNodeHours = 0;  // if every instance ran to its deadline
        QString leftOut;              // why it will not run; empty when it will
    };
    QVector<Step> steps;
    double nodeHours = 0, ceilingNodeHours = 0;
    double budgetNodeHours = 0;  // the plan's; the ceilings' sum when the plan names none

    // nodes: the engagement's nodes in order (the first is where "once" steps run). phases: the phases to run;
    // empty: all of them. scheduler: the nodes are a Slurm or Kubernetes cluster's (a plain node has no scheduler
    // to audit).
    static PlanEstimate of(const EngagementPlan& plan, const QStringList& nodes, const QStringList& phases = {},
                           bool destructiveConsent = false, bool scheduler = true);
    // The world sizes a world-doubling step runs at on n nodes: 1, 2, 4, ... and n itself last.
    static QVector<int> worldSizes(int n);
    bool overBudget() const { return nodeHours > budgetNodeHours + 1e-9; }
};

}  // namespace tb::core
