#include "core/trust/BlindComparison.h"

#include <QMap>

#include <algorithm>
#include <cmath>
#include <random>

namespace tb::core {

double BlindMetricComparison::relativeDifference() const {
    return medianIndependent == 0 ? 0 : difference / std::abs(medianIndependent);
}

bool BlindMetricComparison::disclosedFavoured() const {
    if (verdict != BlindVerdict::BeyondNoise) {
        return false;
    }
    return direction == BetterDirection::Higher ? difference > 0 : difference < 0;
}

double BlindComparison::median(QVector<double> values) {
    if (values.isEmpty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

BetterDirection BlindComparison::defaultDirection(const QString& metric, const QString& unit) {
    static const QStringList timeUnits{QStringLiteral("s"), QStringLiteral("ms"), QStringLiteral("us"),
                                       QStringLiteral("ns"), QStringLiteral("seconds")};
    if (timeUnits.contains(unit) || metric.endsWith(QLatin1String(".seconds")) ||
        metric.endsWith(QLatin1String(".latency")) || metric.endsWith(QLatin1String(".time"))) {
        return BetterDirection::Lower;
    }
    return BetterDirection::Higher;
}

namespace {

// Quantile by linear interpolation between order statistics (type 7, the common default).
double quantile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) {
        return 0;
    }
    const double h = (double(sorted.size()) - 1) * p;
    const auto lo = std::size_t(std::floor(h));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (h - double(lo)) * (sorted[hi] - sorted[lo]);
}

double resampledMedian(const QVector<double>& values, std::mt19937_64& rng, std::vector<double>& scratch) {
    std::uniform_int_distribution<qsizetype> pick(0, values.size() - 1);
    scratch.resize(std::size_t(values.size()));
    for (double& v : scratch) {
        v = values[pick(rng)];
    }
    const std::size_t n = scratch.size();
    std::nth_element(scratch.begin(), scratch.begin() + std::ptrdiff_t(n / 2), scratch.end());
    const double upper = scratch[n / 2];
    if (n % 2) {
        return upper;
    }
    const double lower = *std::max_element(scratch.begin(), scratch.begin() + std::ptrdiff_t(n / 2));
    return (lower + upper) / 2;
}

struct Group {
    QString unit;
    QVector<double> disclosed, independent;
};

}  // namespace

QVector<BlindMetricComparison> BlindComparison::compare(const QVector<BlindSample>& samples, const Options& options,
                                                        const DirectionOf& directionOf) {
    // metric -> size (-1: none) -> the two groups
    QMap<QString, QMap<qint64, Group>> byMetric;
    for (const BlindSample& s : samples) {
        if (!std::isfinite(s.value)) {
            continue;  // the importers refuse these; a hand-made row must not poison a median either
        }
        Group& g = byMetric[s.metric][s.sizeBytes.value_or(-1)];
        g.unit = s.unit;
        (s.disclosed ? g.disclosed : g.independent).append(s.value);
    }
    QVector<BlindMetricComparison> out;
    for (auto m = byMetric.cbegin(); m != byMetric.cend(); ++m) {
        // The largest size measured under both kinds of account; failing that, the largest measured at all, so a
        // metric one group never measured still shows up (as "not enough samples").
        qint64 size = m->lastKey();
        for (auto it = m->cend(); it != m->cbegin();) {
            --it;
            if (!it->disclosed.isEmpty() && !it->independent.isEmpty()) {
                size = it.key();
                break;
            }
        }
        const Group& g = m->value(size);
        BlindMetricComparison c;
        c.metric = m.key();
        if (size >= 0) {
            c.sizeBytes = size;
        }
        c.unit = g.unit;
        c.direction = directionOf(c.metric, c.unit);
        c.disclosed = g.disclosed;
        c.independent = g.independent;
        std::sort(c.disclosed.begin(), c.disclosed.end());
        std::sort(c.independent.begin(), c.independent.end());
        c.medianDisclosed = median(c.disclosed);
        c.medianIndependent = median(c.independent);
        c.difference = c.medianDisclosed - c.medianIndependent;
        const int minimum = std::max(2, options.minSamplesPerGroup);
        if (c.disclosed.size() < minimum || c.independent.size() < minimum || options.resamples < 100) {
            c.verdict = BlindVerdict::NotEnoughSamples;
            out.append(c);
            continue;
        }
        auto thin = [&](const QVector<double>& sorted) {
            if (sorted.size() <= options.maxSamplesPerGroup || options.maxSamplesPerGroup < 2) {
                return sorted;
            }
            QVector<double> thinned;
            const int keep = options.maxSamplesPerGroup;
            for (int i = 0; i < keep; ++i) {
                thinned.append(sorted[qsizetype(double(i) * double(sorted.size() - 1) / double(keep - 1))]);
            }
            return thinned;
        };
        const QVector<double> disclosed = thin(c.disclosed), independent = thin(c.independent);
        // The seed is mixed with the metric's name so each metric gets its own stream, yet the same every time.
        std::mt19937_64 rng(options.seed ^ qHash(c.metric + u'@' + QString::number(size), 0));
        std::vector<double> diffs, scratch;
        diffs.reserve(std::size_t(options.resamples));
        for (int i = 0; i < options.resamples; ++i) {
            const double d = resampledMedian(disclosed, rng, scratch);
            const double u = resampledMedian(independent, rng, scratch);
            diffs.push_back(d - u);
        }
        std::sort(diffs.begin(), diffs.end());
        const double tail = (1 - options.confidence) / 2;
        c.ciLow = quantile(diffs, tail);
        c.ciHigh = quantile(diffs, 1 - tail);
        c.verdict = (c.ciLow > 0 || c.ciHigh < 0) ? BlindVerdict::BeyondNoise : BlindVerdict::WithinNoise;
        out.append(c);
    }
    return out;
}

QString BlindComparison::verdictKey(BlindVerdict verdict) {
    switch (verdict) {
        case BlindVerdict::NotEnoughSamples:
            return QStringLiteral("not_enough_samples");
        case BlindVerdict::WithinNoise:
            return QStringLiteral("within_noise");
        case BlindVerdict::BeyondNoise:
            return QStringLiteral("beyond_noise");
    }
    return {};
}

QString BlindComparison::verdictText(BlindVerdict verdict) {
    switch (verdict) {
        case BlindVerdict::NotEnoughSamples:
            return tr("not enough samples");
        case BlindVerdict::WithinNoise:
            return tr("within noise");
        case BlindVerdict::BeyondNoise:
            return tr("beyond noise");
    }
    return {};
}

QString BlindComparison::flagSentence(const BlindMetricComparison& c) {
    if (!c.disclosedFavoured()) {
        return {};
    }
    return tr("The account the provider knew about measured %1 better on %2 (median %3 against %4 %5; 95% interval "
              "of the difference %6 to %7): the provider may have treated the benchmark account better.")
        .arg(QString::number(std::abs(c.relativeDifference()) * 100, 'f', 1) + u'%', c.metric,
             QString::number(c.medianDisclosed, 'g', 4), QString::number(c.medianIndependent, 'g', 4), c.unit,
             QString::number(c.ciLow, 'g', 3), QString::number(c.ciHigh, 'g', 3));
}

}  // namespace tb::core
