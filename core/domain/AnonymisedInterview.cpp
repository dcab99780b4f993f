#include "core/domain/AnonymisedInterview.h"

namespace tb::core {

AnonymisedInterview AnonymisedInterview::from(const Interview& interview) {
    AnonymisedInterview a;
    a.id = interview.id;
    a.providerId = interview.providerId;
    a.role = interview.role.trimmed();
    a.orgType = interview.orgType;
    a.sentiment = interview.sentiment;
    return a;
}

QString AnonymisedInterview::label() const {
    return role.isEmpty() ? orgTypeName(orgType) : role + QStringLiteral(", ") + orgTypeName(orgType);
}

}  // namespace tb::core
