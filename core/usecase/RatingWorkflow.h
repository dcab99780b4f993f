#pragma once

#include "core/Result.h"
#include "core/domain/RatingRecord.h"
#include "core/domain/Tier.h"
#include "core/rating/ProviderRating.h"
#include "core/rating/RatingEngine.h"
#include "core/trust/TrustNotes.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

// What the rating page shows for one provider.
struct RatingPage {
    ProviderRating rating;
    QList<RatingRecord> history;        // newest first
    QHash<qint64, QString> roundNames;  // rating_round id -> name, for the history's round column
};

// The analyst's tier for a provider's evaluation. Unavailable carries its reason (not_launched, sold_out, ...);
// any other tier clears a reason set before.
struct TierAssignment {
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    Tier tier = Tier::Unavailable;
    QString unavailableReason;  // with Tier::Unavailable only
    QString justification;      // required when the tier differs from the suggestion (the reason stands in for it)
    QString actor;
    // The evaluation's reviewer or `actor` has a current conflict of interest and goes ahead with it disclosed
    // (issue 18.6); without it such an assignment is refused (ConflictGate).
    bool conflictsAcknowledged = false;
};

// ClusterMAX 3.0's "unable to test" for a provider's evaluation: marked, it has no tier (it is not the tier
// Unavailable); cleared, it is rated as before. Assigning a tier clears it too.
struct UnableToTestMark {
    qint64 providerId = 0;
    qint64 evaluationId = 0;
    bool unableToTest = true;
    QString actor;
    bool conflictsAcknowledged = false;  // as TierAssignment's
};

// The rating workflows the rating page and `tierbench-cli rate` share. Each call is one transaction on the
// storage thread (inside a Store job): it either happens completely or leaves the database as it was.
class RatingWorkflow {
    Q_DECLARE_TR_FUNCTIONS(RatingWorkflow)

public:
    explicit RatingWorkflow(QSqlDatabase& db, RatingEngine::Config config = {});

    // Rates the provider with the workbench's settings (storing the suggested scores, so final-score validation
    // compares with them) and reads its assignment history.
    Result<RatingPage> page(qint64 providerId, const QString& actor);
    // Rates the provider called `name` (case and surrounding spaces ignored) without writing anything.
    Result<ProviderRating> rateByName(const QString& name) const;
    // Records the reason for Unavailable on the evaluation and clears an unable-to-test mark (audited), rates afresh
    // and appends the rating row with the suggestion and its explanation: three writes, one transaction. Returns the
    // rating row's id.
    Result<qint64> assignTier(const TierAssignment& assignment);
    // Marks the evaluation unable to test, or clears the mark: the evaluation's change (audited) and a fresh rating,
    // one transaction, with the same open-evaluation and conflict checks as assignTier.
    Status setUnableToTest(const UnableToTestMark& mark);
    // The analyst's final score of one criterion (nullopt clears it).
    Status setFinalScore(qint64 evaluationId, qint64 criterionId, std::optional<double> finalScore,
                         const QString& rationale, const QString& actor);

private:
    QSqlDatabase& m_db;
    TrustNotes m_trustNotes;  // before m_engine, which keeps a pointer to it
    RatingEngine m_engine;
};

}  // namespace tb::core
