#include "core/rating/BaselineMeasurementSource.h"

#include "core/baseline/BaselineRepository.h"
#include "core/baseline/Headline.h"
#include "core/store/RunRepository.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlQuery>

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
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT provider_id FROM evaluation WHERE id = ?"));
    q.addBindValue(evaluationId);
    if (!q.exec() || !q.next()) {
        return out;
    }
    const qint64 providerId = q.value(0).toLongLong();

    BaselineRepository baselines(db);
    auto set = baselines.latest();
    if (!set) {
        set = BaselineSet::builtin();
    }
    if (!set) {
        return out;  // no baselines at all: measurements cannot be judged, so they move nothing
    }
    const BaselineMatcher matcher(*set);

    RunRepository runs(db);
    QVector<RunRecord> candidates;
    for (const RunRecord& run : runs.runsForProvider(providerId)) {
        if (run.status != RunStatus::Ok) {
            continue;
        }
        if (run.evaluationId && *run.evaluationId != evaluationId) {
            continue;  // belongs to another evaluation of the same provider
        }
        candidates.append(run);
    }
    // Newest first, so the first headline seen for a metric and hardware key wins.
    std::stable_sort(candidates.begin(), candidates.end(), [](const RunRecord& a, const RunRecord& b) {
        return a.startedAt != b.startedAt ? a.startedAt > b.startedAt : a.id > b.id;
    });
    QSet<QString> seen;
    for (const RunRecord& run : std::as_const(candidates)) {
        const QVector<SampleRecord> samples = runs.samples(run.id);
        if (samples.isEmpty()) {
            continue;
        }
        const QString algorithm = BaselineMatcher::algorithmFromEnv(run.env);
        for (const HeadlineValue& h : Headline::compute(samples, run.hardwareKey, algorithm, matcher)) {
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
