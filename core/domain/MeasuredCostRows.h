#pragma once

#include <QString>

namespace tb::core {

// What the cost calculator reads of a provider's stored evaluation and runs (MeasuredCostRepository), as stored.

// The provider's newest evaluation: its id, start and handover dates ("" when none).
struct CostEvaluationRow {
    qint64 id = 0;
    QString startedAt;
    QString handoverRequested, handoverReceived;
};

// A value some run stored (a finding's text, a sample's number, a start time) and the run it came from.
struct RunValueRow {
    qint64 runId = 0;
    QString text;
    double number = 0;
};

}  // namespace tb::core
