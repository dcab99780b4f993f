#pragma once

#include "core/report/ReviewContent.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace tb::ui {

// One chart of the review: the lines of one run that belong together, with the baseline they share (if any).
struct ReviewChart {
    qint64 runId = 0;
    QString title;
    QVector<core::ReviewSeries> lines;  // each a curve; a legend names them
    bool hostBackend = false;
    // The expected line: from the lines' shared baseline; none for host-backend runs or when the lines differ.
    std::optional<double> baseline;
    QString baselineSource;
    qint64 baselineMinSize = 0;
    QString hardwareKey;
};

// Which charts the review draws from its sweeps, so a smoke test does not become dozens of charts over many pages:
//  - a collective's in-place and out-of-place lines share a chart (one baseline judges both);
//  - its algorithm bandwidth and times are left out when its bus bandwidth is there (the figure the baselines and
//    the rating read; the raw results keep the rest, and the review says how many lines it left out);
//  - a host-backend run (no GPU measured) gets one chart for all its lines, without a GPU baseline, marked as such;
//  - everything else is a chart per run and metric family, in the runs' order.
class ReviewChartPlan {
    Q_DECLARE_TR_FUNCTIONS(ReviewChartPlan)

public:
    struct Plan {
        QVector<ReviewChart> gpuCharts;   // measured results against baselines
        QVector<ReviewChart> hostCharts;  // host-backend runs: harness and front-end network figures, not GPU ones
        int linesLeftOut = 0;             // algorithm bandwidth and times beside a bus bandwidth
    };
    static Plan build(const QVector<core::ReviewSeries>& series);
    // "all_reduce.busbw.ip" -> "all_reduce.busbw"
    static QString familyOf(const QString& metric);
    // The legend text of a line within its chart.
    static QString lineLabel(const core::ReviewSeries& line);
};

}  // namespace tb::ui
