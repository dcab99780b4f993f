#pragma once

#include "core/Result.h"
#include "core/domain/RatingRecord.h"
#include "core/domain/RoundRecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// Rating rounds. At most one round is open at a time; tier assignments made meanwhile carry its id. Closing a round
// freezes every provider's newest assignment (with the suggestion made at that time and the reference tier) into
// round_assignment, which never changes afterwards. Storage thread only; every change is audited.
class RoundRepository {
    Q_DECLARE_TR_FUNCTIONS(RoundRepository)

public:
    explicit RoundRepository(QSqlDatabase& db);

    // Oldest first.
    Result<QList<RoundRecord>> rounds() const;
    // NotFound when no round is open.
    Result<RoundRecord> openRound() const;
    Result<qint64> open(const QString& name, const QString& actor);
    Status close(qint64 roundId, const QString& actor);
    // Opens (when no round of that name is open) and closes at once: the board as it stands now becomes `name`.
    Result<qint64> freeze(const QString& name, const QString& actor);

    Result<QHash<qint64, FrozenAssignment>> assignments(qint64 roundId) const;
    // The newest closed round opened before `roundId` (0: the newest closed round); NotFound when none.
    Result<RoundRecord> previousClosed(qint64 roundId = 0) const;

private:
    // round_assignment rows from each provider's newest assignment, and the round's closed_at.
    Status freezeAssignments(qint64 roundId, const QHash<qint64, RatingRecord>& latest);

    QSqlDatabase& m_db;
};

}  // namespace tb::core
