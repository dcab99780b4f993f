#pragma once

#include "core/domain/Delivery.h"

#include "core/Result.h"
#include "core/domain/Checklist.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>

namespace tb::core {

// What the rating says about delivery (issue 18.4): when the test cluster was asked for and when it was handed
// over (a late handover is named with how late, as ClusterMAX penalised it), and every feature the provider only
// plans, with the promised date, whether that date has passed, and whether its verdict counts towards the score
// (pass and partial credit the checklist part, fail and unknown do not, n/a is left out: the scoring's own rules).
// The lines explain; they do not move a score. Storage thread.
class DeliveryExplanation {
    Q_DECLARE_TR_FUNCTIONS(DeliveryExplanation)

public:
    using PlannedFeature = core::PlannedFeature;
    // The lines from the dates and the planned features, judged on asOf (the review words them on its own date).
    static QStringList lines(const QString& requested, const QString& received, const QList<PlannedFeature>& planned,
                             const QDate& asOf);
    // asOf: the day promises are judged against (today for the Rating tab and `rate`, the review's date in a PDF).
    static Result<QStringList> lines(QSqlDatabase& db, qint64 evaluationId, const QDate& asOf);
    // The handover line alone, from the two dates (ISO 8601, '' when not known); empty when nothing is known.
    static QString handoverLine(const QString& requested, const QString& received, const QDate& asOf);
};

}  // namespace tb::core
