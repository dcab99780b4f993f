#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// One measured result set against its baseline, as the scoring sees it: which criterion it speaks to, what was
// measured, how it compares with the expected value (100 = as expected; above is better) and the tier band the
// baseline places it in (a tier key or empty).
struct MeasuredEvidence {
    QString criterionKey;  // "networking", "storage", ...
    QString name;          // "all_reduce busbw, 4 nodes"
    double percentOfExpected = 0;
    QString band;
};

// Where measured evidence comes from. The real implementation reads probe samples against the baselines
// (core/baseline); tests use a fixed list. Called on the storage thread with its connection.
class MeasurementSource {
public:
    virtual ~MeasurementSource() = default;
    virtual QList<MeasuredEvidence> measuredEvidence(QSqlDatabase& db, qint64 evaluationId) const = 0;
};

}  // namespace tb::core
