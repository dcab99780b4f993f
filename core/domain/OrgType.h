#pragma once

#include <QString>

#include <optional>

namespace tb::core {

// The kind of organisation an interviewee works for; the only thing besides the role that an anonymised interview
// shows. Stored as a key in interview.org_type.
enum class OrgType { AiLab, Enterprise, Startup, Research, Other };

inline constexpr OrgType kAllOrgTypes[] = {OrgType::AiLab, OrgType::Enterprise, OrgType::Startup, OrgType::Research,
                                           OrgType::Other};

// "ai_lab", "enterprise", "startup", "research", "other"
QString orgTypeKey(OrgType type);
std::optional<OrgType> orgTypeFromKey(const QString& key);
// Translated ("AI lab", ...).
QString orgTypeName(OrgType type);

}  // namespace tb::core
