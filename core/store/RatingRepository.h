#pragma once

#include "core/Result.h"
#include "core/domain/RatingRecord.h"
#include "core/domain/Tier.h"
#include "core/domain/CriterionSuggestion.h"
#include "core/domain/ScoringInput.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

// Scores and tier assignments of evaluations, and the evidence the scoring reads (criteria, verdicts, interview
// sentiment). Storage thread only. Changes are validated, then written together with their audit entry.
class RatingRepository {
    Q_DECLARE_TR_FUNCTIONS(RatingRepository)

public:
    explicit RatingRepository(QSqlDatabase& db);

    // A provider's newest evaluation; NotFound when it has none.
    Result<EvaluationRef> latestEvaluation(qint64 providerId) const;
    // Every provider's newest evaluation, keyed by provider id.
    Result<QHash<qint64, EvaluationRef>> latestEvaluations() const;
    Result<ScoringInput> scoringInput(const EvaluationRef& evaluation) const;

    Result<QHash<qint64, CriterionScoreRecord>> scores(qint64 evaluationId) const;
    // Stores what the suggester produced (audited only where a value changed).
    Status storeSuggestions(qint64 evaluationId, const QList<CriterionSuggestion>& suggestions, const QString& actor);
    // Sets (or clears, with nullopt) the analyst's score. A rationale is required when the final score differs from
    // the stored suggestion by more than kRationaleThreshold. Refused on a closed evaluation.
    Status setFinalScore(qint64 evaluationId, qint64 criterionId, std::optional<double> finalScore,
                         const QString& rationale, const QString& actor);

    static constexpr double kRationaleThreshold = 0.5;
    static Status validateFinalScore(std::optional<double> finalScore, std::optional<double> suggested,
                                     const QString& rationale);
    // An assigned tier that differs from the suggestion (or with no suggestion at all) needs a justification.
    static Status validateAssignment(Tier assigned, std::optional<Tier> suggested, const QString& justification);

    // Appends a rating row (attached to the open round, if any) and its audit entry.
    Result<qint64> assignTier(qint64 evaluationId, Tier assigned, std::optional<Tier> suggested,
                              const QString& justification, const QString& explanation, const QString& actor);
    // Newest first, over all evaluations of the provider.
    Result<QList<RatingRecord>> history(qint64 providerId) const;
    // Each provider's newest assignment.
    Result<QHash<qint64, RatingRecord>> latestAssignments() const;

private:
    QSqlDatabase& m_db;
};

}  // namespace tb::core
