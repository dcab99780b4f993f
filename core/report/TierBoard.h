#pragma once

#include "core/Result.h"
#include "core/domain/Tier.h"
#include "core/rating/RatingEngine.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace tb::core {

// One provider on the tier board. Holds names of providers only, never anything of an interview.
struct TierBoardEntry {
    qint64 providerId = 0;
    QString name;
    std::optional<Tier> assigned;
    std::optional<Tier> suggested;
    std::optional<Tier> reference;
    std::optional<Tier> previous;  // assigned tier in the round compared with
    // The provider's newest evaluation is marked unable to test (ClusterMAX 3.0): it has no tier (assigned and
    // suggested are empty) and the board shows it in a row of its own, apart from Unavailable.
    bool unableToTest = false;
    // Price beside tier (attachPrices): the list price in force and the effective price of a useful GPU-hour under
    // TierBoard::priceScenario; both empty when unpriced, the list price alone when the calculator refused.
    std::optional<double> listUsdPerGpuHour;
    std::optional<double> effectiveUsdPerUsefulGpuHour;
    // A disclosed conflict of interest of a reviewer of this placement (issue 18.6, BoardConflicts); empty: none.
    QString conflict;

    // > 0 moved up that many tiers since the previous round, < 0 down, 0 same or unknown.
    int movement() const;
};

// All providers by tier, live (newest assignments and fresh suggestions) or as a closed round froze them, with the
// previous closed round for movement. Storage thread only.
struct TierBoard {
    QString title;                  // "Live board" or "Round 2.1"
    QString comparedWith;           // name of the previous round, or empty
    QList<TierBoardEntry> entries;  // sorted by name
    QString priceScenario;          // the scenario's name once attachPrices ran, else empty

    // Fills each entry's list and effective price under the scenario (core/cost/CostScenario key), with the prices
    // in force on `day`. An unknown scenario is an error; a provider the calculator refuses keeps its list price.
    Status attachPrices(QSqlDatabase& db, const QString& scenarioKey, const QDate& day = QDate::currentDate());

    static Result<TierBoard> live(QSqlDatabase& db, const RatingEngine& engine);
    static Result<TierBoard> round(QSqlDatabase& db, qint64 roundId);

    Q_DECLARE_TR_FUNCTIONS(TierBoard)
};

}  // namespace tb::core
