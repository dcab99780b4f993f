#include "core/baseline/RunComparison.h"

#include <algorithm>

namespace tb::core {

QVector<ComparisonRow> RunComparison::build(const QString& metric, const QVector<RunRecord>& runs,
                                            const QVector<QVector<SampleRecord>>& samplesPerRun,
                                            const QStringList& providerNames, const BaselineMatcher& matcher) {
    QVector<ComparisonRow> rows;
    const QString base = BaselineMatcher::baseMetric(metric);
    for (int i = 0; i < runs.size() && i < samplesPerRun.size(); ++i) {
        QVector<SampleRecord> own;
        for (const SampleRecord& s : samplesPerRun[i]) {
            if (BaselineMatcher::baseMetric(s.metric) == base) {
                own.push_back(s);
            }
        }
        if (own.isEmpty()) {
            continue;
        }
        const QString algo = BaselineMatcher::algorithmFromEnv(runs[i].env);
        // A run is compared only with a baseline of its own kind: the matcher refuses a GPU baseline for a
        // host-backend run, and the row says why instead of ranking it (issue 12, loop 4d).
        const auto headlines =
            Headline::compute(own, runs[i].hardwareKey, algo, matcher, BaselineMatcher::backendFromEnv(runs[i].env));
        if (headlines.isEmpty()) {
            continue;
        }
        rows.push_back({providerNames.value(i), runs[i], headlines.front()});
    }
    rank(rows);
    return rows;
}

void RunComparison::rank(QVector<ComparisonRow>& rows) {
    std::stable_sort(rows.begin(), rows.end(), [](const ComparisonRow& a, const ComparisonRow& b) {
        const bool ab = a.headline.verdict.hasBaseline;
        const bool bb = b.headline.verdict.hasBaseline;
        if (ab != bb) {
            return ab;
        }
        if (ab) {
            return a.headline.verdict.percent > b.headline.verdict.percent;
        }
        return a.headline.value > b.headline.value;
    });
}

}  // namespace tb::core
