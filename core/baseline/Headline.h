#pragma once

#include "core/baseline/BaselineMatcher.h"
#include "core/baseline/BaselineVerdict.h"
#include "core/domain/SampleRecord.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <optional>

namespace tb::core {

// The one number a run is judged by, per metric it measured.
//
// Rules (not nccl-tests' "Avg bus bandwidth", which averages the whole sweep and so depends on the sweep range):
//  - collectives (`<op>.busbw`, in-place and out-of-place together): the peak at or above the baseline's minimum
//    message size (1 GiB when there is no baseline);
//  - host/device copies (`h2d.bw`, `d2h.bw`, `d2d.bw`): the peak at or above 64 MiB (or the baseline's minimum);
//  - P2P (`p2p.bw`): each GPU pair's peak at or above 64 MiB; the headline is the worst pair, since one slow link
//    is what a user meets;
//  - GEMM (`gemm.*.tflops`): the peak;
//  - recipes (`recipe.<name>.seconds`): the time (median when a recipe was run several times).
// When a sweep stops below the minimum size, the largest size measured is used and `belowMinSize` says so.
struct HeadlineValue {
    QString metric;  // base metric ("all_reduce.busbw")
    QString label;   // "Peak busbw at ≥ 1 GiB"
    double value = 0;
    QString unit;
    std::optional<qint64> sizeBytes;
    bool belowMinSize = false;
    QString note;  // which sample, which pair, what was assumed
    BaselineMatch match;
    BaselineVerdict verdict;
};

class Headline {
    Q_DECLARE_TR_FUNCTIONS(Headline)

public:
    // `backend` as BaselineMatcher::match takes it: a host-backend run gets no GPU baseline.
    static QVector<HeadlineValue> compute(const QVector<SampleRecord>& samples, const QString& hardwareKey,
                                          const QString& algorithm, const BaselineMatcher& matcher,
                                          const QString& backend = {});
    // The run's main headline: the first collective, else the first of the list; nullopt without samples.
    static std::optional<HeadlineValue> primary(const QVector<HeadlineValue>& values);
    static bool isHeadlineMetric(const QString& metric);
};

}  // namespace tb::core
