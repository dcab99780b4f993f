#pragma once

#include <QString>

#include <optional>

namespace tb::core {

// The analyst's and the suggester's score of one criterion in one evaluation.
struct CriterionScoreRecord {
    qint64 criterionId = 0;
    std::optional<double> suggested;
    std::optional<double> finalScore;
    QString rationale;
    QString updatedAt;
};

// One row of the append-only rating history.
struct RatingRecord {
    qint64 id = 0;
    qint64 evaluationId = 0;
    qint64 providerId = 0;
    qint64 roundId = 0;  // 0: assigned while no round was open
    QString suggestedTier;
    QString assignedTier;
    QString justification;
    QString explanation;
    QString assignedBy;
    QString assignedAt;
};

// An evaluation as the rating sees it.
struct EvaluationRef {
    qint64 id = 0;
    qint64 providerId = 0;
    qint64 rubricId = 0;
    QString unavailableReason;
    bool closed = false;        // status final: read-only until re-opened (EvaluationRepository::requireOpen)
    bool unableToTest = false;  // no tier: neither suggested nor counted as a peer
};

}  // namespace tb::core
