#pragma once

#include "core/domain/Checklist.h"

#include <QList>
#include <QString>

namespace tb::core {

// A feature the provider has promised but not made generally available: a checklist item marked planned.
struct PlannedFeature {
    QString title;
    QString promisedDate;  // ISO 8601 or ''
    Verdict verdict = Verdict::Unknown;
};

// What an evaluation records about delivery: the handover dates (ISO 8601, '' when not known) and the planned
// features in checklist order.
struct EvaluationDelivery {
    QString handoverRequested;
    QString handoverReceived;
    QList<PlannedFeature> planned;
};

}  // namespace tb::core
