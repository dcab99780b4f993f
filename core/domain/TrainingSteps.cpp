#include "core/domain/TrainingSteps.h"

#include <QHash>
#include <QLocale>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace tb::core {

namespace {

double medianOf(QVector<double> v) {
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

QString figure(double v) {
    return QLocale::c().toString(v, 'f', v >= 100 ? 0 : 1);
}

}  // namespace

bool TrainingSteps::holdsTraining(const QVector<SampleRecord>& samples) {
    return std::any_of(samples.cbegin(), samples.cend(), [](const SampleRecord& s) {
        return s.metric.startsWith(QLatin1String("train.")) && s.extra.contains(QStringLiteral("step")) &&
               !s.extra.value(QStringLiteral("summary")).toBool();
    });
}

QVector<TrainingStep> TrainingSteps::of(const QVector<SampleRecord>& samples) {
    QMap<qint64, TrainingStep> steps;
    for (const SampleRecord& s : samples) {
        if (!s.metric.startsWith(QLatin1String("train.")) || s.extra.value(QStringLiteral("summary")).toBool() ||
            !s.extra.contains(QStringLiteral("step")) || !std::isfinite(s.value))
            continue;
        const double number = s.extra.value(QStringLiteral("step")).toDouble(-1);
        if (!(number >= 0 && number < 1e15))
            continue;
        TrainingStep& step = steps[qint64(number)];
        step.step = qint64(number);
        if (s.metric == QLatin1String("train.tokens_per_s_per_gpu"))
            step.tokensPerSecondPerGpu = s.value;
        else if (s.metric == QLatin1String("train.mfu"))
            step.mfuPercent = s.value;
        else if (s.metric == QLatin1String("train.step_time"))
            step.stepTimeMs = s.value;
        step.warmup = step.warmup || s.extra.value(QStringLiteral("warmup")).toBool();
        // Every sample of a step carries the same ranks' figures: whichever names the slowest rank will do.
        if (s.extra.contains(QStringLiteral("slowest_rank"))) {
            step.slowestRank = s.extra.value(QStringLiteral("slowest_rank")).toInt(-1);
            const double spread = s.extra.value(QStringLiteral("spread")).toDouble(1.0);
            step.spread = std::isfinite(spread) ? std::max(1.0, spread) : 1.0;
        }
    }
    return steps.values();
}

bool TrainingSteps::hasRates(const QVector<TrainingStep>& steps) {
    return std::any_of(steps.cbegin(), steps.cend(),
                       [](const TrainingStep& s) { return s.tokensPerSecondPerGpu.has_value(); });
}

QString TrainingSteps::caption(const QVector<TrainingStep>& steps) {
    if (steps.isEmpty())
        return tr("No step was logged.");
    const bool rates = hasRates(steps);
    const auto isWarmup = [](const TrainingStep& s) { return s.warmup; };
    const bool marked = std::any_of(steps.cbegin(), steps.cend(), isWarmup);
    const bool onlyWarmup = std::all_of(steps.cbegin(), steps.cend(), isWarmup);
    QVector<double> main, mfu;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const TrainingStep& s = steps[i];
        const bool warmup = marked ? s.warmup && !onlyWarmup : (i == 0 && steps.size() > 1);
        if (warmup)
            continue;
        if (rates && s.tokensPerSecondPerGpu)
            main << *s.tokensPerSecondPerGpu;
        else if (!rates && s.stepTimeMs)
            main << *s.stepTimeMs;
        if (s.mfuPercent)
            mfu << *s.mfuPercent;
    }
    QStringList parts;
    if (!main.isEmpty())
        parts << (rates ? tr("median %1 tokens/s per GPU").arg(figure(medianOf(main)))
                        : tr("median step %1 ms").arg(figure(medianOf(main))));
    parts << (mfu.isEmpty() ? tr("MFU: no peak known") : tr("MFU %1 %").arg(figure(medianOf(mfu))));
    QHash<int, int> behind;
    double worst = 1;
    for (const TrainingStep& s : steps) {
        if (s.slowestRank >= 0 && s.spread >= kStragglerSpread) {
            ++behind[s.slowestRank];
            worst = std::max(worst, s.spread);
        }
    }
    if (behind.isEmpty()) {
        parts << tr("no rank fell behind");
    } else {
        auto most = behind.cbegin();
        for (auto it = behind.cbegin(); it != behind.cend(); ++it) {
            if (it.value() > most.value() || (it.value() == most.value() && it.key() < most.key()))
                most = it;
        }
        parts << tr("rank %1 slowest in %2 of %n step(s), up to %3 % behind", nullptr, int(steps.size()))
                     .arg(most.key())
                     .arg(most.value())
                     .arg(QLocale::c().toString((1 - 1 / worst) * 100, 'f', 0));
    }
    return parts.join(QStringLiteral(" · "));
}

}  // namespace tb::core
