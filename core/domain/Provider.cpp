#include "core/domain/Provider.h"

#include <QCoreApplication>

namespace tb::core {

QString providerKindKey(ProviderKind kind) {
    switch (kind) {
        case ProviderKind::Neocloud:
            return QStringLiteral("neocloud");
        case ProviderKind::Hyperscaler:
            return QStringLiteral("hyperscaler");
        case ProviderKind::Marketplace:
            return QStringLiteral("marketplace");
    }
    return {};
}

std::optional<ProviderKind> providerKindFromKey(const QString& key) {
    const QString k = key.trimmed().toLower();
    for (ProviderKind kind : kAllProviderKinds) {
        if (providerKindKey(kind) == k) {
            return kind;
        }
    }
    if (k == QLatin1String("aggregator")) {
        return ProviderKind::Marketplace;
    }
    return std::nullopt;
}

QString providerKindName(ProviderKind kind) {
    switch (kind) {
        case ProviderKind::Neocloud:
            return QCoreApplication::translate("Provider", "Neocloud");
        case ProviderKind::Hyperscaler:
            return QCoreApplication::translate("Provider", "Hyperscaler");
        case ProviderKind::Marketplace:
            return QCoreApplication::translate("Provider", "Marketplace / aggregator");
    }
    return {};
}

QJsonObject providerToJson(const Provider& provider) {
    QJsonObject o;
    o.insert(QStringLiteral("id"), provider.id);
    o.insert(QStringLiteral("name"), provider.name);
    o.insert(QStringLiteral("website"), provider.website);
    o.insert(QStringLiteral("kind"), providerKindKey(provider.kind));
    o.insert(QStringLiteral("gpu_models"), provider.gpuModels);
    o.insert(QStringLiteral("reference_tier"),
             provider.referenceTier ? QJsonValue(tierKey(*provider.referenceTier)) : QJsonValue());
    o.insert(QStringLiteral("reference_round"), provider.referenceRound);
    o.insert(QStringLiteral("v1_tier"), provider.v1Tier.isEmpty() ? QJsonValue() : QJsonValue(provider.v1Tier));
    o.insert(QStringLiteral("notes"), provider.notes);
    return o;
}

}  // namespace tb::core
