#pragma once

#include <QString>

namespace tb::core {

// A rating round ("2.1"): open while tier assignments are collected, then frozen.
struct RoundRecord {
    qint64 id = 0;
    QString name;  // "2.0", "2.1"
    QString openedAt;
    QString closedAt;  // empty while open
    bool isOpen() const { return closedAt.isEmpty(); }
};

// One provider's line of a closed round's frozen board.
struct FrozenAssignment {
    qint64 providerId = 0;
    QString assignedTier;
    QString suggestedTier;
    QString referenceTier;
};

}  // namespace tb::core
