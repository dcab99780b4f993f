#pragma once

#include "core/Result.h"
#include "core/report/TierBoard.h"

#include <QSqlDatabase>

namespace tb::core {

// Marks the tier board's placements that carry a disclosed conflict of interest (issue 18.6): a relationship in the
// register of the newest evaluation's reviewer, of one of its score sheets' reviewers or of whoever assigned the
// tier, with the provider, overlapping the evaluation (its start to its close, or today while open). Storage thread.
class BoardConflicts {
public:
    static Status mark(QSqlDatabase& db, QList<TierBoardEntry>& entries);
};

}  // namespace tb::core
