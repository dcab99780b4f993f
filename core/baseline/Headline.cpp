#include "core/baseline/Headline.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>

namespace tb::core {

namespace {
constexpr qint64 kGiB = 1024LL * 1024 * 1024;
constexpr qint64 k64MiB = 64LL * 1024 * 1024;

enum class Family { Collective, Copy, P2p, Gemm, Recipe, Other };

Family familyOf(const QString& base) {
    if (BaselineMatcher::isCollectiveMetric(base)) {
        return base.endsWith(QLatin1String(".busbw")) ? Family::Collective : Family::Other;
    }
    if (base == QLatin1String("h2d.bw") || base == QLatin1String("d2h.bw") || base == QLatin1String("d2d.bw")) {
        return Family::Copy;
    }
    if (base == QLatin1String("p2p.bw")) {
        return Family::P2p;
    }
    if (base.startsWith(QLatin1String("gemm.")) && base.endsWith(QLatin1String(".tflops"))) {
        return Family::Gemm;
    }
    if (base.startsWith(QLatin1String("recipe.")) && base.endsWith(QLatin1String(".seconds"))) {
        return Family::Recipe;
    }
    return Family::Other;
}

int familyOrder(Family f) {
    return static_cast<int>(f);
}

// Peak of the samples at or above minSize; when none reaches it, the samples at the largest size measured.
const SampleRecord* peakAtOrAbove(const QVector<const SampleRecord*>& samples, qint64 minSize, bool* below) {
    const SampleRecord* best = nullptr;
    for (const SampleRecord* s : samples) {
        if (s->sizeBytes.value_or(0) >= minSize && (!best || s->value > best->value)) {
            best = s;
        }
    }
    *below = false;
    if (best) {
        return best;
    }
    qint64 largest = -1;
    for (const SampleRecord* s : samples) {
        largest = std::max(largest, s->sizeBytes.value_or(0));
    }
    for (const SampleRecord* s : samples) {
        if (s->sizeBytes.value_or(0) == largest && (!best || s->value > best->value)) {
            best = s;
        }
    }
    *below = best != nullptr;
    return best;
}

}  // namespace

bool Headline::isHeadlineMetric(const QString& metric) {
    return familyOf(BaselineMatcher::baseMetric(metric)) != Family::Other;
}

QVector<HeadlineValue> Headline::compute(const QVector<SampleRecord>& samples, const QString& hardwareKey,
                                         const QString& algorithm, const BaselineMatcher& matcher,
                                         const QString& backend) {
    QMap<QString, QVector<const SampleRecord*>> byMetric;
    for (const SampleRecord& s : samples) {
        const QString base = BaselineMatcher::baseMetric(s.metric);
        if (familyOf(base) != Family::Other) {
            byMetric[base].push_back(&s);
        }
    }
    QVector<HeadlineValue> out;
    for (auto it = byMetric.cbegin(); it != byMetric.cend(); ++it) {
        const QString& base = it.key();
        const Family family = familyOf(base);
        QString algo = algorithm;
        if (algo.isEmpty()) {
            algo = it.value().front()->extra.value(QStringLiteral("algo")).toString().toLower();
        }
        HeadlineValue h;
        h.metric = base;
        h.match = matcher.match(base, hardwareKey, algo, backend);
        h.unit = it.value().front()->unit;
        const qint64 defaultMin = family == Family::Collective ? kGiB : k64MiB;
        const qint64 minSize =
            h.match.baseline && h.match.baseline->minSizeBytes ? *h.match.baseline->minSizeBytes : defaultMin;
        switch (family) {
            case Family::Collective:
            case Family::Copy: {
                bool below = false;
                const SampleRecord* s = peakAtOrAbove(it.value(), minSize, &below);
                h.value = s->value;
                h.sizeBytes = s->sizeBytes;
                h.belowMinSize = below;
                h.label = tr("Peak at ≥ %1").arg(formatBytes(minSize));
                if (s->metric.endsWith(QLatin1String(".ip"))) {
                    h.note = tr("in-place");
                }
                if (below) {
                    h.note = tr("the sweep stopped at %1, below the %2 the headline needs")
                                 .arg(formatBytes(s->sizeBytes.value_or(0)), formatBytes(minSize));
                }
                break;
            }
            case Family::P2p: {
                QMap<QPair<int, int>, QVector<const SampleRecord*>> pairs;
                for (const SampleRecord* s : it.value()) {
                    pairs[{s->extra.value(QStringLiteral("src")).toInt(-1),
                           s->extra.value(QStringLiteral("dst")).toInt(-1)}]
                        .push_back(s);
                }
                const SampleRecord* worst = nullptr;
                QPair<int, int> worstPair;
                bool worstBelow = false;
                for (auto p = pairs.cbegin(); p != pairs.cend(); ++p) {
                    bool below = false;
                    const SampleRecord* s = peakAtOrAbove(p.value(), minSize, &below);
                    if (!worst || s->value < worst->value) {
                        worst = s;
                        worstPair = p.key();
                        worstBelow = below;
                    }
                }
                h.value = worst->value;
                h.sizeBytes = worst->sizeBytes;
                h.belowMinSize = worstBelow;
                h.label = tr("Slowest GPU pair, peak at ≥ %1").arg(formatBytes(minSize));
                h.note = tr("GPU %1 → GPU %2, worst of %3 pairs")
                             .arg(worstPair.first)
                             .arg(worstPair.second)
                             .arg(pairs.size());
                break;
            }
            case Family::Gemm: {
                const SampleRecord* best = nullptr;
                for (const SampleRecord* s : it.value()) {
                    if (!best || s->value > best->value) {
                        best = s;
                    }
                }
                h.value = best->value;
                h.sizeBytes = best->sizeBytes;
                h.label = tr("Peak");
                break;
            }
            case Family::Recipe: {
                QVector<double> values;
                for (const SampleRecord* s : it.value()) {
                    values.push_back(s->value);
                }
                std::sort(values.begin(), values.end());
                const qsizetype n = values.size();
                h.value = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
                h.label = n > 1 ? tr("Median time of %1 runs").arg(n) : tr("Time");
                break;
            }
            case Family::Other:
                break;
        }
        h.verdict = BaselineVerdict::of(h.value, h.match);
        out.push_back(h);
    }
    std::stable_sort(out.begin(), out.end(), [](const HeadlineValue& a, const HeadlineValue& b) {
        return familyOrder(familyOf(a.metric)) < familyOrder(familyOf(b.metric));
    });
    return out;
}

std::optional<HeadlineValue> Headline::primary(const QVector<HeadlineValue>& values) {
    if (values.isEmpty()) {
        return std::nullopt;
    }
    return values.front();
}

}  // namespace tb::core
