#include "ui/report/ReviewChartPlan.h"

#include <QHash>
#include <QSet>

namespace tb::ui {

namespace {

bool isRate(const QString& unit) {
    return unit.endsWith(QLatin1String("/s"));
}

// The operation a metric belongs to ("all_reduce" of "all_reduce.algbw.ip"), empty when it names none.
QString operationOf(const QString& family) {
    for (const char* suffix : {".busbw", ".algbw", ".time_us"}) {
        if (family.endsWith(QLatin1String(suffix))) {
            return family.chopped(int(qstrlen(suffix)));
        }
    }
    return {};
}

}  // namespace

QString ReviewChartPlan::familyOf(const QString& metric) {
    return metric.endsWith(QLatin1String(".ip")) ? metric.chopped(3) : metric;
}

QString ReviewChartPlan::lineLabel(const core::ReviewSeries& line) {
    QString label = line.metric;
    if (line.metric.endsWith(QLatin1String(".ip"))) {
        label = tr("%1 (in-place)").arg(line.metric.chopped(3));
    }
    // One line per GPU of a run that measured each on its own (tb-membw on a multi-GPU node), as the workbench draws.
    if (line.device >= 0) {
        label = tr("GPU %1: %2").arg(line.device).arg(label);
    }
    return label;
}

ReviewChartPlan::Plan ReviewChartPlan::build(const QVector<core::ReviewSeries>& series) {
    Plan plan;
    // Per run: which operations have a bus bandwidth, and whether anything is a rate.
    QHash<qint64, QSet<QString>> busbwOps;
    QHash<qint64, bool> anyRate;
    for (const auto& s : series) {
        const QString family = familyOf(s.metric);
        if (family.endsWith(QLatin1String(".busbw"))) {
            busbwOps[s.runId].insert(operationOf(family));
        }
        anyRate[s.runId] = anyRate.value(s.runId) || isRate(s.unit);
    }
    QHash<QString, int> gpuIndex;  // run/family/unit -> chart
    QHash<qint64, int> hostIndex;  // run -> chart
    for (const auto& s : series) {
        const QString family = familyOf(s.metric);
        const QString op = operationOf(family);
        const bool besideBusbw =
            !op.isEmpty() && !family.endsWith(QLatin1String(".busbw")) && busbwOps.value(s.runId).contains(op);
        const bool timeBesideRate = !isRate(s.unit) && anyRate.value(s.runId);
        if (besideBusbw || timeBesideRate) {
            ++plan.linesLeftOut;
            continue;
        }
        if (s.hostBackend) {
            auto it = hostIndex.find(s.runId);
            if (it == hostIndex.end()) {
                ReviewChart c;
                c.runId = s.runId;
                c.hostBackend = true;
                c.hardwareKey = s.hardwareKey;
                c.title = tr("%1 — run #%2, host backend (no GPU measured)").arg(s.probe).arg(s.runId);
                it = hostIndex.insert(s.runId, int(plan.hostCharts.size()));
                plan.hostCharts.append(c);
            }
            ReviewChart& c = plan.hostCharts[*it];
            core::ReviewSeries line = s;
            line.baseline.reset();  // a GPU baseline never judges a host measurement
            c.lines.append(line);
            continue;
        }
        const QString key = QString::number(s.runId) + u'/' + family + u'/' + s.unit;
        auto it = gpuIndex.find(key);
        if (it == gpuIndex.end()) {
            ReviewChart c;
            c.runId = s.runId;
            c.hardwareKey = s.hardwareKey;
            c.title = s.probe + (s.operation.isEmpty() ? QString() : QStringLiteral(" ") + s.operation) +
                      QStringLiteral(" \u2014 ") + family + QStringLiteral(" (") + s.unit + u')';
            c.baseline = s.baseline;
            c.baselineSource = s.baselineSource;
            c.baselineMinSize = s.baselineMinSize;
            it = gpuIndex.insert(key, int(plan.gpuCharts.size()));
            plan.gpuCharts.append(c);
        }
        ReviewChart& c = plan.gpuCharts[*it];
        if (!c.lines.isEmpty() && (c.baseline != s.baseline || c.baselineMinSize != s.baselineMinSize)) {
            c.baseline.reset();  // the lines disagree on their baseline: no single expected line is true
        }
        c.lines.append(s);
    }
    return plan;
}

}  // namespace tb::ui
