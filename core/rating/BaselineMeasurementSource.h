#pragma once

#include "core/domain/MeasurementSource.h"

#include <QHash>
#include <QString>

namespace tb::core {

// The real MeasurementSource: reads the finished runs of the evaluation's provider (those attached to the evaluation
// and those attached to none), computes each run's headline per metric (core/baseline Headline) against the newest
// stored baseline set (the built-in library when the database has none; nothing is written) and turns every
// headline that found a baseline into evidence for the criterion its metric speaks to. When several runs measured
// one metric on one hardware key, only the newest counts, so a re-run replaces rather than dilutes an older result.
//
// Thread contract: storage thread only (it is called by RatingEngine inside a Store job).
class BaselineMeasurementSource : public MeasurementSource {
public:
    BaselineMeasurementSource();

    QList<MeasuredEvidence> measuredEvidence(QSqlDatabase& db, qint64 evaluationId) const override;

    // Which rubric criterion a base metric speaks to ("all_reduce.busbw" -> "networking"); "" when none. Collectives
    // and P2P -> networking; container pull and model download -> storage; environment set-up recipes ->
    // orchestration; host/device copies and GEMM (a node delivering its specified performance) -> reliability.
    QString criterionFor(const QString& baseMetric) const;
    // Overrides or adds a mapping (an empty criterion key drops the metric).
    void setCriterion(const QString& baseMetric, const QString& criterionKey);

private:
    QHash<QString, QString> m_criterionByMetric;
};

}  // namespace tb::core
