#include "ui/charts/RunCharts.h"

#include "ui/charts/P2pMatrixWidget.h"
#include "ui/charts/RecipeTimingWidget.h"
#include "ui/charts/SweepChart.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace tb::ui {

namespace {
QString opName(const QString& op) {
    QString s = op;
    return s.replace(u'_', u' ');
}

}  // namespace

QVector<QPointF> RunCharts::points(const QVector<core::SampleRecord>& samples, const QString& metric) {
    QVector<QPointF> out;
    for (const auto& s : samples) {
        if (s.metric == metric && s.sizeBytes && *s.sizeBytes > 0) {
            out.push_back({double(*s.sizeBytes), s.value});
        }
    }
    std::sort(out.begin(), out.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    return out;
}

QString RunCharts::algorithmOf(const core::RunRecord& run, const QVector<core::SampleRecord>& samples) {
    QString algo = core::BaselineMatcher::algorithmFromEnv(run.env);
    if (algo.isEmpty()) {
        for (const auto& s : samples) {
            algo = s.extra.value(QStringLiteral("algo")).toString().toLower();
            if (!algo.isEmpty()) {
                break;
            }
        }
    }
    return algo;
}

std::unique_ptr<SweepChart> RunCharts::overlay(const QString& metric, const QVector<core::RunRecord>& runs,
                                               const QVector<QVector<core::SampleRecord>>& samples,
                                               const QStringList& labels, const core::BaselineMatcher& matcher,
                                               bool dark) {
    auto chart = std::make_unique<SweepChart>();
    chart->setDark(dark);
    const bool copy = metric == QLatin1String("copy");
    const QStringList metrics = copy ? QStringList{QStringLiteral("h2d.bw"), QStringLiteral("d2h.bw")}
                                     : QStringList{metric, metric + QStringLiteral(".ip")};
    bool baselineSet = false;
    for (int i = 0; i < runs.size() && i < samples.size(); ++i) {
        for (const QString& m : metrics) {
            const auto pts = points(samples[i], m);
            if (pts.isEmpty()) {
                continue;
            }
            QString name = i < labels.size() ? labels[i] : QStringLiteral("run %1").arg(runs[i].id);
            if (copy) {
                name += m.startsWith(QLatin1String("h2d")) ? tr(" host→device") : tr(" device→host");
            } else if (m.endsWith(QLatin1String(".ip"))) {
                name += tr(" (in-place)");
            }
            chart->addSeries(name, pts);
            if (!baselineSet) {
                chart->setBaseline(matcher.match(m, runs[i].hardwareKey, algorithmOf(runs[i], samples[i])));
                baselineSet = true;
            }
        }
    }
    if (!baselineSet) {
        core::BaselineMatch none;
        none.reason = tr("No samples of %1 in the selected runs").arg(metric);
        chart->setBaseline(none);
    }
    if (copy) {
        chart->setValueAxisTitle(tr("Copy bandwidth (GB/s)"));
        chart->setTitle(tr("Host/device copy bandwidth"));
    } else if (metric.endsWith(QLatin1String(".busbw"))) {
        chart->setTitle(tr("%1 bus bandwidth").arg(opName(metric.section(u'.', 0, 0))));
    } else {
        chart->setValueAxisTitle(metric);
        chart->setTitle(metric);
    }
    return chart;
}

core::Result<std::unique_ptr<Renderable>> RunCharts::forRun(const core::RunRecord& run,
                                                            const QVector<core::SampleRecord>& samples,
                                                            const core::BaselineMatcher& matcher, bool dark) {
    QSet<QString> metrics;
    for (const auto& s : samples) {
        metrics.insert(s.metric);
    }
    const QString label = run.sourceName.isEmpty() ? QStringLiteral("run %1").arg(run.id) : run.sourceName;
    const QString hw = run.hardwareKey.isEmpty() ? tr("unknown hardware") : run.hardwareKey;
    // Collectives first, in nccl-tests' order.
    for (const char* op :
         {"all_reduce", "all_gather", "reduce_scatter", "alltoall", "sendrecv", "broadcast", "reduce"}) {
        const QString m = QLatin1String(op) + QStringLiteral(".busbw");
        if (metrics.contains(m) || metrics.contains(m + QStringLiteral(".ip"))) {
            auto chart = overlay(m, {run}, {samples}, {label}, matcher, dark);
            chart->setTitle(tr("%1 bus bandwidth — %2").arg(opName(QLatin1String(op)), hw));
            return std::unique_ptr<Renderable>(std::move(chart));
        }
    }
    if (metrics.contains(QStringLiteral("h2d.bw")) || metrics.contains(QStringLiteral("d2h.bw"))) {
        auto chart = overlay(QStringLiteral("copy"), {run}, {samples}, {label}, matcher, dark);
        chart->setTitle(tr("Host/device copy bandwidth — %1").arg(hw));
        return std::unique_ptr<Renderable>(std::move(chart));
    }
    if (metrics.contains(QStringLiteral("p2p.bw"))) {
        auto w = std::make_unique<P2pMatrixWidget>();
        w->setDark(dark);
        w->setSamples(samples);
        w->setBaseline(matcher.match(QStringLiteral("p2p.bw"), run.hardwareKey));
        w->setTitle(tr("GPU-to-GPU bandwidth — %1").arg(hw));
        return std::unique_ptr<Renderable>(std::move(w));
    }
    if (metrics.contains(QStringLiteral("d2d.bw"))) {
        auto chart = overlay(QStringLiteral("d2d.bw"), {run}, {samples}, {label}, matcher, dark);
        chart->setValueAxisTitle(tr("Device copy bandwidth (GB/s)"));
        chart->setTitle(tr("Device memory copy bandwidth — %1").arg(hw));
        return std::unique_ptr<Renderable>(std::move(chart));
    }
    QVector<RecipeTimingWidget::Row> rows;
    QStringList recipeMetrics;
    for (const QString& m : metrics) {
        if (m.startsWith(QLatin1String("recipe.")) && m.endsWith(QLatin1String(".seconds"))) {
            recipeMetrics << m;
        }
    }
    recipeMetrics.sort();
    for (const QString& m : recipeMetrics) {
        QVector<double> values;
        for (const auto& s : samples) {
            if (s.metric == m) {
                values.push_back(s.value);
            }
        }
        std::sort(values.begin(), values.end());
        rows.push_back({m.section(u'.', 1, -2), values[values.size() / 2], matcher.match(m, run.hardwareKey)});
    }
    if (!rows.isEmpty()) {
        auto w = std::make_unique<RecipeTimingWidget>();
        w->setDark(dark);
        w->setRows(rows);
        return std::unique_ptr<Renderable>(std::move(w));
    }
    return core::makeError(core::ErrorCode::NotFound, tr("This run has no samples a chart can show"),
                           QStringLiteral("run %1").arg(run.id));
}

}  // namespace tb::ui
