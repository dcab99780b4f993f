#pragma once

#include "core/domain/Baseline.h"
#include "core/domain/RunAccount.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

namespace tb::core {

enum class BlindVerdict {
    NotEnoughSamples,  // a group has fewer than minSamplesPerGroup: no verdict either way
    WithinNoise,       // the interval of the median difference holds 0
    BeyondNoise,       // the interval excludes 0
};

// Disclosed against independent for one metric (at one message size for a sweep).
struct BlindMetricComparison {
    QString metric;
    std::optional<qint64> sizeBytes;
    QString unit;
    BetterDirection direction = BetterDirection::Higher;
    QVector<double> disclosed, independent;  // the samples compared, sorted
    double medianDisclosed = 0, medianIndependent = 0;
    double difference = 0;  // medianDisclosed - medianIndependent, in the unit
    double ciLow = 0, ciHigh = 0;
    BlindVerdict verdict = BlindVerdict::NotEnoughSamples;

    // Relative to the independent median (0.08 = the disclosed account measured 8 % more); 0 when that is 0.
    double relativeDifference() const;
    // Beyond noise, and in the direction that is better for this metric: the provider may have favoured the account
    // it knew about. This is what the rating flags.
    bool disclosedFavoured() const;
};

// The statistics of issue 18.3: for each metric measured under both kinds of account, the difference of the
// medians of the repeated samples and a percentile bootstrap interval of it (each group resampled with
// replacement, independently, `resamples` times, from a fixed seed so the same data always gives the same
// interval). A sweep is compared at the largest message size both groups measured, the size baselines judge.
// Pure: no database, no clock, no global random state.
class BlindComparison {
    Q_DECLARE_TR_FUNCTIONS(BlindComparison)

public:
    struct Options {
        // 4000 resamples put the 2.5 % and 97.5 % percentiles within about ±1 % of their limit (run to run with
        // other seeds), which is well below the differences that matter here; the cost is milliseconds.
        int resamples = 4000;
        quint64 seed = 0x7b18;  // fixed: a review re-exported next week shows the same interval
        int minSamplesPerGroup = 5;
        // A group with more samples is thinned to this many evenly spaced order statistics before resampling (its
        // distribution kept, the cost bounded: 4000 resamples of 2000 values is a few tens of milliseconds).
        int maxSamplesPerGroup = 2000;
        double confidence = 0.95;
    };
    using DirectionOf = std::function<BetterDirection(const QString& metric, const QString& unit)>;

    static QVector<BlindMetricComparison> compare(const QVector<BlindSample>& samples, const Options& options,
                                                  const DirectionOf& directionOf = defaultDirection);
    static QVector<BlindMetricComparison> compare(const QVector<BlindSample>& samples) {
        return compare(samples, Options{});
    }

    // Time-like units are better lower, everything else (bandwidth, FLOP/s) higher.
    static BetterDirection defaultDirection(const QString& metric, const QString& unit);
    static double median(QVector<double> values);
    static QString verdictKey(BlindVerdict verdict);
    // "beyond noise", "within noise", "not enough samples", translated.
    static QString verdictText(BlindVerdict verdict);
    // One sentence for the rating's explanation and the review: empty when nothing is favoured.
    static QString flagSentence(const BlindMetricComparison& c);
};

}  // namespace tb::core
