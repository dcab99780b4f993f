#pragma once

#include "core/Result.h"
#include "core/baseline/BaselineMatcher.h"
#include "core/store/RunRepository.h"
#include "ui/charts/Renderable.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <memory>

namespace tb::ui {

class SweepChart;

// Picks the chart that fits a run's samples: a busbw sweep for collectives (out-of-place and in-place), copy
// bandwidth per direction for host/device copies, HBM copy, the GPU-to-GPU matrix for P2P, timing bars for recipes.
// The result renders without being shown (CLI export, PDF report).
class RunCharts {
    Q_DECLARE_TR_FUNCTIONS(RunCharts)

public:
    static core::Result<std::unique_ptr<Renderable>> forRun(const core::RunRecord& run,
                                                            const QVector<core::SampleRecord>& samples,
                                                            const core::BaselineMatcher& matcher, bool dark = false);

    // A sweep of one metric family ("all_reduce.busbw": both .busbw and .busbw.ip; "copy": h2d and d2h) of several
    // runs overlaid, labelled by `labels`, one series per device. When the runs share a baseline its bands are drawn;
    // when they do not, each line is its run's percentage of its own baseline, under bands in percent. Empty series
    // are skipped.
    static std::unique_ptr<SweepChart> overlay(const QString& metric, const QVector<core::RunRecord>& runs,
                                               const QVector<QVector<core::SampleRecord>>& samples,
                                               const QStringList& labels, const core::BaselineMatcher& matcher,
                                               bool dark = false);

    // (bytes, value) points of one exact metric, sorted by size.
    static QVector<QPointF> points(const QVector<core::SampleRecord>& samples, const QString& metric);
    // The same, one series per device the samples name (`extra.device`; -1 when none), each sorted by size.
    struct DeviceSeries {
        int device = -1;
        QVector<QPointF> points;
    };
    static QVector<DeviceSeries> seriesByDevice(const QVector<core::SampleRecord>& samples, const QString& metric);
    static QString algorithmOf(const core::RunRecord& run, const QVector<core::SampleRecord>& samples);
};

}  // namespace tb::ui
