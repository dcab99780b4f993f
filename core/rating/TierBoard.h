#pragma once

#include "core/Result.h"
#include "core/domain/Tier.h"
#include "core/rating/RatingEngine.h"

#include <QCoreApplication>
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

    // > 0 moved up that many tiers since the previous round, < 0 down, 0 same or unknown.
    int movement() const;
};

// All providers by tier, live (newest assignments and fresh suggestions) or as a closed round froze them, with the
// previous closed round for movement. Storage thread only.
struct TierBoard {
    QString title;                  // "Live board" or "Round 2.1"
    QString comparedWith;           // name of the previous round, or empty
    QList<TierBoardEntry> entries;  // sorted by name

    static Result<TierBoard> live(QSqlDatabase& db, const RatingEngine& engine);
    static Result<TierBoard> round(QSqlDatabase& db, qint64 roundId);

    Q_DECLARE_TR_FUNCTIONS(TierBoard)
};

}  // namespace tb::core
