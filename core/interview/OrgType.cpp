#include "core/interview/OrgType.h"

#include <QCoreApplication>

namespace tb::core {

QString orgTypeKey(OrgType type) {
    switch (type) {
        case OrgType::AiLab:
            return QStringLiteral("ai_lab");
        case OrgType::Enterprise:
            return QStringLiteral("enterprise");
        case OrgType::Startup:
            return QStringLiteral("startup");
        case OrgType::Research:
            return QStringLiteral("research");
        case OrgType::Other:
            return QStringLiteral("other");
    }
    return {};
}

std::optional<OrgType> orgTypeFromKey(const QString& key) {
    const QString k = key.trimmed().toLower();
    for (OrgType t : kAllOrgTypes) {
        if (orgTypeKey(t) == k) {
            return t;
        }
    }
    return std::nullopt;
}

QString orgTypeName(OrgType type) {
    switch (type) {
        case OrgType::AiLab:
            return QCoreApplication::translate("OrgType", "AI lab");
        case OrgType::Enterprise:
            return QCoreApplication::translate("OrgType", "Enterprise");
        case OrgType::Startup:
            return QCoreApplication::translate("OrgType", "Startup");
        case OrgType::Research:
            return QCoreApplication::translate("OrgType", "Research");
        case OrgType::Other:
            return QCoreApplication::translate("OrgType", "Other");
    }
    return {};
}

}  // namespace tb::core
