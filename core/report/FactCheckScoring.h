#pragma once

#include "core/Result.h"
#include "core/rating/ProviderRating.h"
#include "core/rating/RatingEngine.h"
#include "core/domain/ScoringInput.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>

namespace tb::core {

// What a fact-check bundle needs to recompute a provider's scores without the database: the scoring input (the
// rubric's criteria, the checklist verdicts, the measured results against their baselines, the anonymised interview
// sentiments, the cost calculator's verdict), the configuration it was scored with, and the scores and tier the
// review states. Only the reviewed provider's data: the peer comparison travels as this provider's standing (rank
// among N), never as the other providers' totals or names.
class FactCheckScoring {
    Q_DECLARE_TR_FUNCTIONS(FactCheckScoring)

public:
    // The input the rating engine scored the provider's newest evaluation with, composed as RatingEngine does.
    static Result<ScoringInput> input(QSqlDatabase& db, const ProviderRating& rating, const RatingConfig& config);

    static QJsonObject inputToJson(const ScoringInput& input);
    static Result<ScoringInput> inputFromJson(const QJsonObject& o);
    static QJsonObject configToJson(const RatingConfig& config);
    static RatingConfig configFromJson(const QJsonObject& o);
    // The stated figures: per criterion the suggested and final score, the total, the standing and the tier.
    static QJsonObject ratingToJson(const ProviderRating& rating);

    // One recomputed figure against the bundle's statement of it.
    struct Figure {
        QString subject;  // "Networking score", "weighted total", "suggested tier"
        QString stated;
        QString recomputed;
        bool matches = true;
        bool tier = false;
    };
    // Scores, total and tier recomputed from input, config and the stated final scores and standing.
    static Result<QList<Figure>> recompute(const QJsonObject& input, const QJsonObject& config,
                                           const QJsonObject& stated);
};

}  // namespace tb::core
