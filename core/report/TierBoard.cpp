#include "core/report/TierBoard.h"

#include "core/cost/CostScenario.h"
#include "core/store/RatingRepository.h"
#include "core/cost/ProviderCosts.h"
#include "core/store/ProviderRepository.h"
#include "core/store/RoundRepository.h"
#include "core/store/SqlError.h"
#include "core/report/BoardConflicts.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace tb::core {

namespace {
// Every provider with its reference tier, and the previous round's frozen assignments.
Result<QList<TierBoardEntry>> baseEntries(QSqlDatabase& db, qint64 beforeRound, QString* comparedWith) {
    QList<TierBoardEntry> entries;
    auto providers = ProviderRepository(db).list();
    if (!providers) {
        return providers.error();
    }
    for (const Provider& p : *providers) {
        TierBoardEntry e;
        e.providerId = p.id;
        e.name = p.name;
        e.reference = p.referenceTier;
        entries.append(e);
    }
    RoundRepository rounds(db);
    if (auto prev = rounds.previousClosed(beforeRound); prev) {
        *comparedWith = prev->name;
        auto frozen = rounds.assignments(prev->id);
        if (!frozen) {
            return frozen.error();
        }
        for (TierBoardEntry& e : entries) {
            if (frozen->contains(e.providerId)) {
                e.previous = tierFromKey(frozen->value(e.providerId).assignedTier);
            }
        }
    }
    std::sort(entries.begin(), entries.end(), [](const TierBoardEntry& a, const TierBoardEntry& b) {
        return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    return entries;
}
}  // namespace

int TierBoardEntry::movement() const {
    if (!assigned || !previous) {
        return 0;
    }
    return tierRank(*previous) - tierRank(*assigned);
}

Result<TierBoard> TierBoard::live(QSqlDatabase& db, const RatingEngine& engine) {
    TierBoard board;
    board.title = tr("Live board");
    auto entries = baseEntries(db, 0, &board.comparedWith);
    if (!entries) {
        return entries.error();
    }
    auto latest = RatingRepository(db).latestAssignments();
    if (!latest) {
        return latest.error();
    }
    auto rated = engine.rateAll(db);
    if (!rated) {
        return rated.error();
    }
    auto evaluations = RatingRepository(db).latestEvaluations();
    if (!evaluations) {
        return evaluations.error();
    }
    for (TierBoardEntry& e : *entries) {
        if (evaluations->value(e.providerId).unableToTest) {
            e.unableToTest = true;  // no tier, whatever an earlier assignment said
            continue;
        }
        if (latest->contains(e.providerId)) {
            e.assigned = tierFromKey(latest->value(e.providerId).assignedTier);
        }
        if (rated->contains(e.providerId)) {
            e.suggested = rated->value(e.providerId).suggestion.tier;
        }
    }
    board.entries = *entries;
    if (auto st = BoardConflicts::mark(db, board.entries); !st) {  // issue 18.6
        return st.error();
    }
    return board;
}

Status TierBoard::attachPrices(QSqlDatabase& db, const QString& scenarioKey, const QDate& day) {
    const auto scenario = CostScenario::find(scenarioKey);
    if (!scenario) {
        return makeError(ErrorCode::InvalidArgument, tr("There is no cost scenario \"%1\".").arg(scenarioKey));
    }
    auto costs = ProviderCosts(db).compare(*scenario, day);
    if (!costs) {
        return costs.error();
    }
    for (TierBoardEntry& e : entries) {
        e.listUsdPerGpuHour.reset();
        e.effectiveUsdPerUsefulGpuHour.reset();
        for (const ProviderCost& c : *costs) {
            if (c.providerId != e.providerId) {
                continue;
            }
            if (c.price) {
                e.listUsdPerGpuHour = c.price->usdPerGpuHour;
            }
            if (c.result && std::isfinite(c.result->effectivePricePerUsefulGpuHour) &&
                c.result->effectivePricePerUsefulGpuHour > 0) {
                e.effectiveUsdPerUsefulGpuHour = c.result->effectivePricePerUsefulGpuHour;
            }
        }
    }
    priceScenario = scenario->name;
    return {};
}

Result<TierBoard> TierBoard::round(QSqlDatabase& db, qint64 roundId) {
    TierBoard board;
    RoundRepository rounds(db);
    auto all = rounds.rounds();
    if (!all) {
        return all.error();
    }
    for (const RoundRecord& r : *all) {
        if (r.id == roundId) {
            board.title = tr("Round %1").arg(r.name);
        }
    }
    if (board.title.isEmpty()) {
        return makeError(ErrorCode::NotFound, tr("No rating round %1.").arg(roundId));
    }
    auto entries = baseEntries(db, roundId, &board.comparedWith);
    if (!entries) {
        return entries.error();
    }
    auto frozen = rounds.assignments(roundId);
    if (!frozen) {
        return frozen.error();
    }
    for (TierBoardEntry& e : *entries) {
        if (frozen->contains(e.providerId)) {
            const FrozenAssignment& f = frozen->value(e.providerId);
            e.unableToTest = f.assignedTier == QLatin1String(kUnableToTestKey);
            e.assigned = tierFromKey(f.assignedTier);
            e.suggested = tierFromKey(f.suggestedTier);
            e.reference = tierFromKey(f.referenceTier);
        }
    }
    board.entries = *entries;
    if (auto st = BoardConflicts::mark(db, board.entries); !st) {  // issue 18.6
        return st.error();
    }
    return board;
}

}  // namespace tb::core
