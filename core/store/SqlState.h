#pragma once

#include "core/Result.h"

#include <QString>

namespace tb::core {

// The detail of an error the server refused for lack of privilege (PostgreSQL's SQLSTATE 42501, see sqlError())
// starts with this, so the CLI can give it its own exit code (22) whatever the message's language.
inline const QString kPermissionDeniedPrefix = QStringLiteral("SQLSTATE 42501: ");

inline bool isPermissionDenied(const Error& error) {
    return error.detail.startsWith(kPermissionDeniedPrefix);
}

}  // namespace tb::core
