#include "ui/charts/RunCharts.h"

#include "ui/charts/P2pMatrixWidget.h"
#include "ui/charts/RecipeTimingWidget.h"
#include "ui/charts/SweepChart.h"
#include "ui/charts/TrainingStepsChart.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonValue>
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
    std::stable_sort(out.begin(), out.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    return out;
}

QVector<RunCharts::DeviceSeries> RunCharts::seriesByDevice(const QVector<core::SampleRecord>& samples,
                                                           const QString& metric) {
    // tb-membw measures each GPU in turn: GPU 0's sweep then GPU 1's under one metric. One line through both would
    // zig-zag between the devices, so each device is its own series (in the order the devices first appear).
    QVector<DeviceSeries> out;
    QHash<int, int> indexOf;
    for (const auto& s : samples) {
        if (s.metric != metric || !s.sizeBytes || *s.sizeBytes <= 0) {
            continue;
        }
        const QJsonValue d = s.extra.value(QStringLiteral("device"));
        const int device = d.isDouble() ? d.toInt() : -1;
        auto it = indexOf.find(device);
        if (it == indexOf.end()) {
            it = indexOf.insert(device, int(out.size()));
            out.push_back({device, {}});
        }
        out[*it].points.push_back({double(*s.sizeBytes), s.value});
    }
    for (DeviceSeries& series : out) {
        std::stable_sort(series.points.begin(), series.points.end(),
                         [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    }
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

namespace {

bool sameBaseline(const core::BaselineMatch& a, const core::BaselineMatch& b) {
    if (a.found() != b.found()) {
        return false;
    }
    if (!a.found()) {
        return true;
    }
    const core::Baseline& x = *a.baseline;
    const core::Baseline& y = *b.baseline;
    // One expected figure for both (host->device and device->host of one link share 52 GB/s): one set of bands.
    return x.hardwareKey == y.hardwareKey && x.expected == y.expected && x.unit == y.unit && a.scale == b.scale;
}

// The bands of "percent of each run's own expected value": 100 % expected, the edges the run baselines share.
core::BaselineMatch percentMatch(const core::Baseline& like, std::optional<qint64> minSize) {
    core::Baseline b;
    b.metric = like.metric;
    b.hardwareKey = RunCharts::tr("each run's own baseline");
    b.unit = QStringLiteral("%");
    b.expected = 100;
    b.tiers = like.tiers;
    b.minSizeBytes = minSize;
    b.source = like.source;
    core::BaselineMatch m;
    m.kind = core::BaselineMatch::Kind::Exact;
    m.baseline = b;
    return m;
}

}  // namespace

std::unique_ptr<SweepChart> RunCharts::overlay(const QString& metric, const QVector<core::RunRecord>& runs,
                                               const QVector<QVector<core::SampleRecord>>& samples,
                                               const QStringList& labels, const core::BaselineMatcher& matcher,
                                               bool dark) {
    auto chart = std::make_unique<SweepChart>();
    chart->setDark(dark);
    const bool copy = metric == QLatin1String("copy");
    const QStringList metrics = copy ? QStringList{QStringLiteral("h2d.bw"), QStringLiteral("d2h.bw")}
                                     : QStringList{metric, metric + QStringLiteral(".ip")};
    struct Planned {
        QString name;
        QVector<QPointF> points;
        core::BaselineMatch match;
    };
    QVector<Planned> planned;
    for (int i = 0; i < runs.size() && i < samples.size(); ++i) {
        for (const QString& m : metrics) {
            const auto perDevice = seriesByDevice(samples[i], m);
            // A host-backend run measured threads or the front-end network, no GPU: no GPU baseline judges it.
            const bool host = runs[i].env.value(QStringLiteral("backend")).toString() == QLatin1String("host");
            core::BaselineMatch match;
            if (host) {
                match.reason = tr("Host backend: no GPU was measured, so no GPU baseline applies");
            } else if (!perDevice.isEmpty()) {
                match = matcher.match(m, runs[i].hardwareKey, algorithmOf(runs[i], samples[i]));
            }
            for (const DeviceSeries& d : perDevice) {
                // Whole patterns with the run's label as %1, so a language orders the words its own way.
                QString name = i < labels.size() ? labels[i] : tr("run %1").arg(runs[i].id);
                if (copy) {
                    name = (m.startsWith(QLatin1String("h2d")) ? tr("%1 host→device") : tr("%1 device→host")).arg(name);
                } else if (m.endsWith(QLatin1String(".ip"))) {
                    name = tr("%1 (in-place)").arg(name);
                }
                if (perDevice.size() > 1) {
                    name = tr("%1, GPU %2").arg(name).arg(d.device);
                }
                planned.push_back({name, d.points, match});
            }
        }
    }
    // Runs on different hardware have different baselines (as the comparison table judges each against its own):
    // one run's bands behind another's line would rate it against the wrong figure. Then every line is drawn as a
    // percentage of its own run's expected value, under bands in percent.
    bool mixed = false;
    for (const Planned& p : planned) {
        mixed = mixed || !sameBaseline(p.match, planned.first().match);
    }
    QStringList undrawn;
    if (mixed) {
        std::optional<qint64> minSize;
        const core::Baseline* like = nullptr;
        for (const Planned& p : planned) {
            if (p.match.found()) {
                like = like ? like : &*p.match.baseline;
                if (p.match.baseline->minSizeBytes) {
                    minSize = std::max(minSize.value_or(0), *p.match.baseline->minSizeBytes);
                }
            }
        }
        for (const Planned& p : planned) {
            if (!p.match.found() || p.match.expected() <= 0) {
                undrawn << p.name;
                continue;
            }
            QVector<QPointF> pct;
            for (const QPointF& pt : p.points) {
                pct.push_back({pt.x(), 100.0 * pt.y() / p.match.expected()});
            }
            chart->addSeries(p.name, pct);
        }
        if (like) {
            chart->setBaseline(percentMatch(*like, minSize));
        }
        chart->setValueAxisTitle(tr("% of each run's expected value"));
        QString subtitle = tr("The lines have different baselines: each is a percentage of its own.");
        if (!undrawn.isEmpty()) {
            subtitle += u' ' + tr("Not drawn (no baseline): %1.").arg(undrawn.join(QStringLiteral(", ")));
        }
        chart->setSubtitle(subtitle);
    } else {
        for (const Planned& p : planned) {
            chart->addSeries(p.name, p.points);
        }
        if (!planned.isEmpty()) {
            chart->setBaseline(planned.first().match);
        }
    }
    if (planned.isEmpty()) {
        core::BaselineMatch none;
        none.reason = tr("No samples of %1 in the selected runs").arg(metric);
        chart->setBaseline(none);
    }
    if (copy) {
        if (!mixed) {
            chart->setValueAxisTitle(tr("Copy bandwidth (GB/s)"));
        }
        chart->setTitle(tr("Host/device copy bandwidth"));
    } else if (metric.endsWith(QLatin1String(".busbw"))) {
        chart->setTitle(tr("%1 bus bandwidth").arg(opName(metric.section(u'.', 0, 0))));
    } else {
        if (!mixed) {
            chart->setValueAxisTitle(metric);
        }
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
    const QString label = run.sourceName.isEmpty() ? tr("run %1").arg(run.id) : run.sourceName;
    const QString hw = run.hardwareKey.isEmpty() ? tr("unknown hardware") : run.hardwareKey;
    // A training run: its steps, whatever else it measured.
    if (core::TrainingSteps::holdsTraining(samples)) {
        auto w = std::make_unique<TrainingStepsChart>();
        w->setDark(dark);
        w->setSteps(core::TrainingSteps::of(samples));
        w->setBaseline(matcher.match(QStringLiteral("train.tokens_per_s_per_gpu"), run.hardwareKey));
        w->setTitle(tr("Training run %1 — %2").arg(label, hw));
        return std::unique_ptr<Renderable>(std::move(w));
    }
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
                           tr("run %1").arg(run.id));
}

}  // namespace tb::ui
