#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

// ClusterMAX 2.x tiers, best first. Underperforming and Unavailable together form the "Not Recommended" band.
enum class Tier { Platinum, Gold, Silver, Bronze, Underperforming, Unavailable };

inline constexpr Tier kAllTiers[] = {Tier::Platinum,        Tier::Gold,       Tier::Silver, Tier::Bronze,
                                     Tier::Underperforming, Tier::Unavailable};

// Stable key stored in the database ("platinum", ...).
QString tierKey(Tier tier);
std::optional<Tier> tierFromKey(const QString& key);
// Translated name for people ("Platinum", ...).
QString tierName(Tier tier);
// Medallion tiers are the ones the rating recommends (Bronze or better).
bool isMedallion(Tier tier);
// Lower is better; for sorting and for "moved up/down" arrows.
int tierRank(Tier tier);

}  // namespace tb::core
