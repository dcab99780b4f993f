#pragma once

#include "core/domain/Tier.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace tb::core {

// How a provider sells GPUs. Stored as a key in provider.kind.
enum class ProviderKind { Neocloud, Hyperscaler, Marketplace };

inline constexpr ProviderKind kAllProviderKinds[] = {ProviderKind::Neocloud, ProviderKind::Hyperscaler,
                                                     ProviderKind::Marketplace};

// Stable key stored in the database ("neocloud", "hyperscaler", "marketplace").
QString providerKindKey(ProviderKind kind);
std::optional<ProviderKind> providerKindFromKey(const QString& key);
// Translated name for people ("Neocloud", "Hyperscaler", "Marketplace / aggregator").
QString providerKindName(ProviderKind kind);

// A GPU cloud under review. v1Tier is the ClusterMAX 1.0 tier key as published then ("platinum", "gold", "silver",
// "bronze", "underperform") or empty; referenceTier is the published tier of `referenceRound` (e.g. "2.1").
struct Provider {
    qint64 id = 0;
    QString name;
    QString website;
    ProviderKind kind = ProviderKind::Neocloud;
    QString gpuModels;  // free text, comma separated ("H100, H200, B200")
    std::optional<Tier> referenceTier;
    QString referenceRound;
    QString v1Tier;
    QString notes;
    QString createdAt;  // ISO 8601 UTC, filled by the store
    QString updatedAt;
    // The row's version when it was read and who wrote that version (RowVersion): an update names it, so an edit
    // made meanwhile by someone else is refused instead of overwritten.
    qint64 rowVersion = 0;
    QString changedBy;
    QString changedAt;
};

// For the audit log and `tierbench-cli providers --json`. Keys are stable.
QJsonObject providerToJson(const Provider& provider);

}  // namespace tb::core
