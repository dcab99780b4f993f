#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace tb::core {

// ClusterMAX tiers, best first (the 3.0 model). Platinum to Bronze are the medallions. ClusterMAX 3.0 (2026-09-23)
// added Participation Ribbon between Bronze and Underperforming; it is not a medal (3.0 counts its medal holders
// from Platinum to Bronze only) and 3.0 does not put it in the "Not Recommended" band, which stays Underperforming
// and Unavailable as 2.0 defined it (docs/DESIGN.md, Rating). A 2.x evaluation never holds it.
// "Unable to test" is not a tier: it is a state of an evaluation (Evaluation::unableToTest), shown where a tier
// would be.
enum class Tier { Platinum, Gold, Silver, Bronze, ParticipationRibbon, Underperforming, Unavailable };

inline constexpr Tier kAllTiers[] = {
    Tier::Platinum,        Tier::Gold,       Tier::Silver, Tier::Bronze, Tier::ParticipationRibbon,
    Tier::Underperforming, Tier::Unavailable};

// Stable key stored in the database ("platinum", ...).
QString tierKey(Tier tier);
std::optional<Tier> tierFromKey(const QString& key);
// Translated name for people ("Platinum", ...).
QString tierName(Tier tier);
// Medallion tiers are the ones the rating recommends (Bronze or better); Participation Ribbon is not one.
bool isMedallion(Tier tier);
// The "Not Recommended" band of ClusterMAX 2.0: Underperforming and Unavailable. Participation Ribbon is in neither.
bool isNotRecommended(Tier tier);
// The key tables and the CLI list the tiers by key: "platinum, gold, ..., unavailable".
QString tierKeyList();
// What is shown where an evaluation marked unable to test would show its tier ("Unable to test"), and its key in
// JSON output ("unable_to_test").
QString unableToTestName();
inline constexpr char kUnableToTestKey[] = "unable_to_test";
// Lower is better; for sorting and for "moved up/down" arrows.
int tierRank(Tier tier);

}  // namespace tb::core
