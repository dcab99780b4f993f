#include "core/rating/BaselineMeasurementSource.h"

#include "core/store/EvaluationRepository.h"

#include "core/store/BaselineRepository.h"
#include "core/baseline/Headline.h"
#include "core/store/MeasuredRunQuery.h"
#include "core/store/RunRepository.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace tb::core {

BaselineMeasurementSource::BaselineMeasurementSource() {
    for (const char* m : {"all_reduce.busbw", "all_gather.busbw", "reduce_scatter.busbw", "alltoall.busbw",
                          "sendrecv.busbw", "broadcast.busbw", "reduce.busbw", "p2p.bw"}) {
        m_criterionByMetric.insert(QLatin1String(m), QStringLiteral("networking"));
    }
    for (const char* m : {"recipe.container_pull.seconds", "recipe.model_download.seconds"}) {
        m_criterionByMetric.insert(QLatin1String(m), QStringLiteral("storage"));
    }
    for (const char* m : {"recipe.install_pytorch.seconds", "recipe.import_torch.seconds"}) {
        m_criterionByMetric.insert(QLatin1String(m), QStringLiteral("orchestration"));
    }
    for (const char* m : {"h2d.bw", "d2h.bw", "d2d.bw"}) {
        m_criterionByMetric.insert(QLatin1String(m), QStringLiteral("reliability"));
    }
}

QString BaselineMeasurementSource::criterionFor(const QString& baseMetric) const {
    if (auto it = m_criterionByMetric.constFind(baseMetric); it != m_criterionByMetric.cend()) {
        return *it;
    }
    if (baseMetric.startsWith(QLatin1String("gemm."))) {
        return QStringLiteral("reliability");
    }
    return {};
}

void BaselineMeasurementSource::setCriterion(const QString& baseMetric, const QString& criterionKey) {
    m_criterionByMetric.insert(baseMetric, criterionKey);
}

QList<MeasuredEvidence> BaselineMeasurementSource::measuredEvidence(QSqlDatabase& db, qint64 evaluationId) const {
    QList<MeasuredEvidence> out;
    auto evaluation = EvaluationRepository(db).get(evaluationId);
    if (!evaluation) {
        return out;
    }
    const qint64 providerId = evaluation->providerId;

    BaselineRepository baselines(db);
    auto set = baselines.latest();
    if (!set) {
        set = BaselineSet::builtin();
    }
    if (!set) {
        return out;  // no baselines at all: measurements cannot be judged, so they move nothing
    }
    const BaselineMatcher matcher(*set);

    // Newest first, so the first headline seen for a metric and hardware key wins. Which metrics each run stored
    // is counted in SQL; a run's samples are read only when one of its metrics is not yet claimed by a newer run
    // (otherwise every headline it could give is already seen), so thousands of re-imports cost a query, not a
    // read of every sample (issue 13.2).
    RunRepository runs(db);
    QSet<QString> seen;
    // Whether any baseline of the set could judge a metric on a hardware key, under any algorithm it names: runs
    // whose every metric has none cannot give evidence and are not read at all.
    QStringList algorithms{QString()};
    for (const Baseline& b : set->entries) {
        if (!algorithms.contains(b.algorithm)) {
            algorithms << b.algorithm;
        }
    }
    QHash<QString, bool> judgeable;
    auto canJudge = [&](const QString& base, const QString& hardwareKey) {
        const QString key = base + QLatin1Char('|') + hardwareKey;
        auto it = judgeable.constFind(key);
        if (it == judgeable.cend()) {
            const bool any = std::any_of(algorithms.cbegin(), algorithms.cend(), [&](const QString& algorithm) {
                return matcher.match(base, hardwareKey, algorithm).baseline.has_value();
            });
            it = judgeable.insert(key, any);
        }
        return *it;
    };
    for (const MeasuredRunQuery::Candidate& candidate : MeasuredRunQuery(db).candidates(providerId, evaluationId)) {
        const bool addsSomething =
            std::any_of(candidate.metrics.cbegin(), candidate.metrics.cend(), [&](const QString& metric) {
                const QString base = BaselineMatcher::baseMetric(metric);
                return Headline::isHeadlineMetric(metric) && !criterionFor(base).isEmpty() &&
                       !seen.contains(base + QLatin1Char('|') + candidate.hardwareKey) &&
                       canJudge(base, candidate.hardwareKey);
            });
        if (!addsSomething) {
            continue;
        }
        const auto found = runs.get(candidate.runId);
        if (!found) {
            continue;
        }
        const RunRecord& run = *found;
        const QVector<SampleRecord> samples = runs.samples(run.id);
        if (samples.isEmpty()) {
            continue;
        }
        const QString algorithm = BaselineMatcher::algorithmFromEnv(run.env);
        // A host-backend run measured no GPU: the matcher refuses GPU baselines for it, so it moves no score.
        for (const HeadlineValue& h : Headline::compute(samples, run.hardwareKey, algorithm, matcher,
                                                        BaselineMatcher::backendFromEnv(run.env))) {
            if (!h.verdict.hasBaseline) {
                continue;
            }
            const QString criterion = criterionFor(h.metric);
            if (criterion.isEmpty()) {
                continue;
            }
            const QString identity = h.metric + QLatin1Char('|') + run.hardwareKey;
            if (seen.contains(identity)) {
                continue;
            }
            seen.insert(identity);
            MeasuredEvidence e;
            e.criterionKey = criterion;
            e.name = QCoreApplication::translate("BaselineMeasurementSource", "%1 on %2 (run %3)")
                         .arg(h.metric, run.hardwareKey.isEmpty() ? QStringLiteral("?") : run.hardwareKey)
                         .arg(run.id);
            e.percentOfExpected = h.verdict.percent;
            e.band = tierKey(h.verdict.band);
            out.append(e);
        }
    }
    return out;
}

}  // namespace tb::core
