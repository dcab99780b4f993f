#pragma once

#include "core/domain/SampleRecord.h"

#include <QCoreApplication>
#include <QVector>

#include <optional>

namespace tb::core {

// One step of a training run as tb-train reports it and the training-log importer reads it: the step's figures and
// the rank that was slowest in it.
struct TrainingStep {
    qint64 step = 0;
    std::optional<double> tokensPerSecondPerGpu, mfuPercent, stepTimeMs;
    int slowestRank = -1;
    double spread = 1;    // fastest rank / slowest rank; 1 with one rank
    bool warmup = false;  // tb-train's untimed steps (`extra.warmup`)
};

// A training run's steps out of its samples (`train.*` with `extra.step`; the `extra.summary` medians are not
// steps), and the sentence the workbench's chart and the review PDF put under it.
class TrainingSteps {
    Q_DECLARE_TR_FUNCTIONS(TrainingSteps)

public:
    // A step where one rank is this much behind the fastest is marked (tb-train's and the importer's 10 %).
    static constexpr double kStragglerSpread = 1.1;

    static bool holdsTraining(const QVector<SampleRecord>& samples);
    // Ordered by step.
    static QVector<TrainingStep> of(const QVector<SampleRecord>& samples);
    static bool hasRates(const QVector<TrainingStep>& steps);
    // "median 5,762 tokens/s per GPU · MFU 33.7 % · rank 1 slowest in 3 of 4 steps, up to 14 % behind"; warm-up steps
    // are left out of the medians (tb-train marks them; in a log the first step, which holds compilation), as the
    // importer and tb-train summarise.
    static QString caption(const QVector<TrainingStep>& steps);
};

}  // namespace tb::core
