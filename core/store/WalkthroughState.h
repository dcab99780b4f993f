#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QString>

namespace tb::core {

// Where a walkthrough with a provider stands, so it can be paused one day and resumed the next: the current check
// item, whether it was paused or finished, and the time spent per criterion (criterion id -> milliseconds).
struct WalkthroughState {
    qint64 evaluationId = 0;
    qint64 checkItemId = 0;  // 0: start at the first item
    bool paused = false;
    bool finished = false;
    QHash<qint64, qint64> elapsedMs;
    QString updatedAt;

    qint64 totalMs() const;

    // Storage thread only. A missing row reads as a fresh state for the evaluation.
    static Result<WalkthroughState> load(QSqlDatabase& db, qint64 evaluationId);
    // Replaces the stored state of the evaluation in one transaction.
    static Status save(QSqlDatabase& db, const WalkthroughState& state);

    Q_DECLARE_TR_FUNCTIONS(WalkthroughState)
};

}  // namespace tb::core
