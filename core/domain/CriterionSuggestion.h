#pragma once

#include "core/domain/Contribution.h"

#include <QList>
#include <QString>

#include <optional>

namespace tb::core {

// The suggested score of one criterion and why.
struct CriterionSuggestion {
    qint64 criterionId = 0;
    QString key;
    QString name;
    double weight = 1;
    std::optional<double> score;  // 0..5; empty without evidence or below the decided-items minimum
    // Share of the applicable check items that have evidence (not "unknown"); 1 when there are none to judge.
    double confidence = 1;
    int unknownCount = 0;
    int itemCount = 0;      // check items of the criterion
    int decidedCount = 0;   // items with a verdict other than Unknown (N/A included)
    int decidedNeeded = 0;  // ScoringMinimums::decidedItemsNeeded(itemCount)
    bool belowMinimum() const { return decidedCount < decidedNeeded; }  // then not scored, whatever else is known
    double checklistPart = -1;  // 0..5 or -1 when absent; the three parts before weighting, for display
    double measurementPart = -1;
    double interviewPart = -1;
    QList<Contribution> contributions;
};

}  // namespace tb::core
