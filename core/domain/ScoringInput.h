#pragma once

#include "core/domain/Checklist.h"
#include "core/domain/CostEvidence.h"
#include "core/domain/MeasurementSource.h"

#include <QList>
#include <QString>

#include <optional>

namespace tb::core {

// A criterion of the evaluation's rubric.
struct CriterionInfo {
    qint64 id = 0;
    QString key;
    QString name;
    double weight = 1;
};

// One check item with its verdict ("pass", "partial", "fail", "na", "unknown").
struct CheckVerdictInput {
    QString criterionKey;
    QString itemKey;
    QString title;
    double weight = 1;
    Verdict verdict = Verdict::Unknown;
    QString gate;  // check_item.gate, "" when the item is no gate
    QString evidence;
};

// One interview's sentiment (-2..+2) about one criterion. Only the anonymised label travels this far.
struct SentimentInput {
    QString criterionKey;
    int sentiment = 0;
    QString label;  // "ML engineer, AI lab (2026-03-02)"
};

struct ScoringInput {
    QList<CriterionInfo> criteria;
    QList<CheckVerdictInput> verdicts;
    QList<MeasuredEvidence> measurements;
    QList<SentimentInput> sentiments;
    // The cost calculator's verdict on the price (scored for cost->criterionKey); empty: not consulted.
    std::optional<CostEvidence> cost;
};

}  // namespace tb::core
