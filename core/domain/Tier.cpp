#include "core/domain/Tier.h"

#include "core/domain/KeyTable.h"

#include <QCoreApplication>

namespace tb::core {

namespace {

constexpr auto kTiers = keyTable<Tier>(
    "Tier", {
                {Tier::Platinum, "platinum", QT_TRANSLATE_NOOP("Tier", "Platinum")},
                {Tier::Gold, "gold", QT_TRANSLATE_NOOP("Tier", "Gold")},
                {Tier::Silver, "silver", QT_TRANSLATE_NOOP("Tier", "Silver")},
                {Tier::Bronze, "bronze", QT_TRANSLATE_NOOP("Tier", "Bronze")},
                {Tier::ParticipationRibbon, "participation_ribbon", QT_TRANSLATE_NOOP("Tier", "Participation Ribbon")},
                {Tier::Underperforming, "underperforming", QT_TRANSLATE_NOOP("Tier", "Underperforming")},
                {Tier::Unavailable, "unavailable", QT_TRANSLATE_NOOP("Tier", "Unavailable")},
                // ClusterMAX 1.0 called the bottom tier "UnderPerform".
                {Tier::Underperforming, "underperform", nullptr, true},
            });

}  // namespace

QString tierKey(Tier tier) {
    return kTiers.key(tier);
}

std::optional<Tier> tierFromKey(const QString& key) {
    return kTiers.fromKey(key);
}

QString tierName(Tier tier) {
    return kTiers.name(tier);
}

bool isMedallion(Tier tier) {
    return tierRank(tier) <= tierRank(Tier::Bronze);
}

bool isNotRecommended(Tier tier) {
    switch (tier) {
        case Tier::Underperforming:
        case Tier::Unavailable:
            return true;
        case Tier::Platinum:
        case Tier::Gold:
        case Tier::Silver:
        case Tier::Bronze:
        case Tier::ParticipationRibbon:
            return false;
    }
    return false;
}

QString tierKeyList() {
    QStringList keys;
    for (Tier t : kAllTiers) {
        keys << tierKey(t);
    }
    return keys.join(QStringLiteral(", "));
}

QString unableToTestName() {
    return QCoreApplication::translate("Tier", "Unable to test");
}

int tierRank(Tier tier) {
    return static_cast<int>(tier);
}

}  // namespace tb::core
