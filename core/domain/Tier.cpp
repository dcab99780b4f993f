#include "core/domain/Tier.h"

#include <QCoreApplication>

namespace tb::core {

QString tierKey(Tier tier) {
    switch (tier) {
        case Tier::Platinum:
            return QStringLiteral("platinum");
        case Tier::Gold:
            return QStringLiteral("gold");
        case Tier::Silver:
            return QStringLiteral("silver");
        case Tier::Bronze:
            return QStringLiteral("bronze");
        case Tier::Underperforming:
            return QStringLiteral("underperforming");
        case Tier::Unavailable:
            return QStringLiteral("unavailable");
    }
    return {};
}

std::optional<Tier> tierFromKey(const QString& key) {
    const QString k = key.trimmed().toLower();
    for (Tier t : kAllTiers) {
        if (tierKey(t) == k) {
            return t;
        }
    }
    // ClusterMAX 1.0 called the bottom tier "UnderPerform".
    if (k == QLatin1String("underperform")) {
        return Tier::Underperforming;
    }
    return std::nullopt;
}

QString tierName(Tier tier) {
    switch (tier) {
        case Tier::Platinum:
            return QCoreApplication::translate("Tier", "Platinum");
        case Tier::Gold:
            return QCoreApplication::translate("Tier", "Gold");
        case Tier::Silver:
            return QCoreApplication::translate("Tier", "Silver");
        case Tier::Bronze:
            return QCoreApplication::translate("Tier", "Bronze");
        case Tier::Underperforming:
            return QCoreApplication::translate("Tier", "Underperforming");
        case Tier::Unavailable:
            return QCoreApplication::translate("Tier", "Unavailable");
    }
    return {};
}

bool isMedallion(Tier tier) {
    return tierRank(tier) <= tierRank(Tier::Bronze);
}

int tierRank(Tier tier) {
    return static_cast<int>(tier);
}

}  // namespace tb::core
