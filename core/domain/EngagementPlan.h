#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

namespace tb::core {

// What a step does on the provider's machines.
enum class PlanStepKind {
    Probe,   // one of Tierbench's probes (tb-node, tb-membw, ...), with its arguments
    Recipe,  // a timing recipe of resources/recipes (pytorch_install, container_pull, ...)
    Audit,   // the scheduler's audit (Slurm or Kubernetes), or tb-node on every node through the scheduler
    Import,  // a file a node wrote, read back and imported in a known format
};

// Where a step runs, and so how many times: once (on the first node or the login node), on each node, on each
// unordered pair of nodes, once across the whole cluster, or across a world that doubles (1, 2, 4, ... nodes, the
// whole cluster last) as ClusterMAX 3.0 grows its collectives.
enum class PlanScope { Once, EachNode, EachPair, Cluster, WorldDoubling };

struct PlanStep {
    QString name;   // unique in its plan: [a-z0-9-], at most 64
    QString title;  // for people; the name when empty
    QString phase;  // the phase it belongs to
    PlanStepKind kind = PlanStepKind::Probe;
    QString target;    // the probe, the recipe, the audit ("scheduler" or "nodes"), or the import's format
    QStringList args;  // the probe's arguments (checked as the probe reads them)
    QString path;      // Import: the file on the node, relative to the step's folder
    PlanScope scope = PlanScope::Once;
    QStringList evidences;     // rubric item keys of the plan's rubric version
    bool destructive = false;  // runs only with the analyst's recorded consent
    int expectedMin = 5;       // what one instance of it usually takes, for the estimate
    int deadlineMin = 30;      // one instance still running after this is cancelled on the cluster and marked
    int line = 0;              // where it is in its file, for messages
};

struct PlanPhase {
    QString name;  // "audit", "performance", "reliability", or the plan's own
    QString title;
    QVector<PlanStep> steps;
};

// A versioned, declarative engagement plan (resources/plans/*.json, format "tierbench-plan").
struct EngagementPlan {
    QString name;     // "clustermax-3.0", "smoke"
    QString version;  // the plan's own version ("1.0"); an engagement keeps the one it started with
    QString title;
    QString rubric;              // the rubric version its evidences name ("2.0", "3.0")
    QString source;              // where its steps come from
    QByteArray text;             // the file as parsed, kept with an engagement so a later edit changes nothing
    double budgetNodeHours = 0;  // the whole plan's ceiling; 0: the sum of the steps' deadlines
    QVector<PlanPhase> phases;

    QVector<PlanStep> steps() const {
        QVector<PlanStep> all;
        for (const PlanPhase& p : phases) {
            all += p.steps;
        }
        return all;
    }
};

QString planStepKindKey(PlanStepKind kind);
QString planScopeKey(PlanScope scope);

}  // namespace tb::core
