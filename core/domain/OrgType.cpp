#include "core/domain/OrgType.h"

#include "core/domain/KeyTable.h"

namespace tb::core {

namespace {

constexpr auto kOrgTypes =
    keyTable<OrgType>("OrgType", {
                                     {OrgType::AiLab, "ai_lab", QT_TRANSLATE_NOOP("OrgType", "AI lab")},
                                     {OrgType::Enterprise, "enterprise", QT_TRANSLATE_NOOP("OrgType", "Enterprise")},
                                     {OrgType::Startup, "startup", QT_TRANSLATE_NOOP("OrgType", "Startup")},
                                     {OrgType::Research, "research", QT_TRANSLATE_NOOP("OrgType", "Research")},
                                     {OrgType::Other, "other", QT_TRANSLATE_NOOP("OrgType", "Other")},
                                 });

}  // namespace

QString orgTypeKey(OrgType type) {
    return kOrgTypes.key(type);
}

std::optional<OrgType> orgTypeFromKey(const QString& key) {
    return kOrgTypes.fromKey(key);
}

QString orgTypeName(OrgType type) {
    return kOrgTypes.name(type);
}

}  // namespace tb::core
