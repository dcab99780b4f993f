#pragma once

#include "core/domain/Tier.h"
#include "core/rating/Gate.h"
#include "core/rating/PeerStanding.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

struct TierSuggestion {
    std::optional<Tier> tier;  // empty: not enough evidence to suggest anything
    std::optional<double> total;
    PeerStanding standing;
    QList<GateHit> gates;       // every gate hit, whether or not it changed the outcome
    QString unavailableReason;  // evaluation.unavailable_reason key when Unavailable
    bool unableToTest = false;  // the evaluation is marked unable to test: no tier, whatever the scores say
    QStringList reasons;        // one translated sentence per step that decided the tier, in order
};

}  // namespace tb::core
