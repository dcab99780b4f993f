#include "core/engagement/PlanEstimate.h"

namespace tb::core {

namespace {
QString group(const QStringList& nodes, int n) {
    if (n == 1) {
        return nodes.value(0);
    }
    if (n == 2) {
        return nodes.value(0) + QStringLiteral(" + ") + nodes.value(1);
    }
    return PlanEstimate::tr("%1 nodes: %2 … %3").arg(n).arg(nodes.value(0), nodes.value(n - 1));
}
}  // namespace

QVector<int> PlanEstimate::worldSizes(int n) {
    QVector<int> sizes;
    for (int s = 1; s < n; s *= 2) {
        sizes << s;
    }
    if (n > 0) {
        sizes << n;
    }
    return sizes;
}

PlanEstimate PlanEstimate::of(const EngagementPlan& plan, const QStringList& nodes, const QStringList& phases,
                              bool destructiveConsent, bool scheduler) {
    PlanEstimate e;
    const int n = int(nodes.size());
    for (const PlanStep& s : plan.steps()) {
        Step out;
        out.step = s;
        if (!phases.isEmpty() && !phases.contains(s.phase)) {
            out.leftOut = tr("phase %1 not chosen").arg(s.phase);
        } else if (s.destructive && !destructiveConsent) {
            out.leftOut = tr("destructive: runs only with recorded consent");
        } else if (n == 0) {
            out.leftOut = tr("no node to run on");
        } else if (s.kind == PlanStepKind::Audit && s.target == QLatin1String("scheduler") && !scheduler) {
            out.leftOut = tr("a plain node has no scheduler to audit");
        } else if (s.scope == PlanScope::EachPair && n < 2) {
            out.leftOut = tr("needs two nodes");
        }
        QVector<int> sizes;  // nodes per instance
        if (out.leftOut.isEmpty()) {
            switch (s.scope) {
                case PlanScope::Once:
                    sizes << 1;
                    out.where << nodes.first();
                    break;
                case PlanScope::EachNode:
                    for (const QString& node : nodes) {
                        sizes << 1;
                        out.where << node;
                    }
                    break;
                case PlanScope::EachPair:
                    for (int i = 0; i < n; ++i) {
                        for (int j = i + 1; j < n; ++j) {
                            sizes << 2;
                            out.where << nodes[i] + QStringLiteral(" + ") + nodes[j];
                        }
                    }
                    break;
                case PlanScope::Cluster:
                    sizes << n;
                    out.where << group(nodes, n);
                    break;
                case PlanScope::WorldDoubling:
                    for (int size : worldSizes(n)) {
                        sizes << size;
                        out.where << group(nodes, size);
                    }
                    break;
            }
        }
        for (int size : sizes) {
            out.nodesPerInstance = std::max(out.nodesPerInstance, size);
            out.nodeHours += size * s.expectedMin / 60.0;
            out.ceilingNodeHours += size * s.deadlineMin / 60.0;
        }
        e.nodeHours += out.nodeHours;
        e.ceilingNodeHours += out.ceilingNodeHours;
        e.steps << out;
    }
    e.budgetNodeHours = plan.budgetNodeHours > 0 ? plan.budgetNodeHours : e.ceilingNodeHours;
    return e;
}

}  // namespace tb::core
