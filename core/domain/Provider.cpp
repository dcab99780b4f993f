#include "core/domain/Provider.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kKinds = keyTable<ProviderKind>(
    "Provider",
    {
        {ProviderKind::Neocloud, "neocloud", QT_TRANSLATE_NOOP("Provider", "Neocloud")},
        {ProviderKind::Hyperscaler, "hyperscaler", QT_TRANSLATE_NOOP("Provider", "Hyperscaler")},
        {ProviderKind::Marketplace, "marketplace", QT_TRANSLATE_NOOP("Provider", "Marketplace / aggregator")},
        {ProviderKind::Marketplace, "aggregator", nullptr, true},
    });

}  // namespace

QString providerKindKey(ProviderKind kind) {
    return kKinds.key(kind);
}

std::optional<ProviderKind> providerKindFromKey(const QString& key) {
    return kKinds.fromKey(key);
}

QString providerKindName(ProviderKind kind) {
    return kKinds.name(kind);
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
