#pragma once

#include <QJsonValue>

#include <optional>

namespace tb::core {

// A figure in a tool's JSON, which some tools write as a number and some as a string ("478.90"); nothing else
// counts as a figure. Range and plausibility are the caller's (core/domain/Plausibility).
inline std::optional<double> jsonNumber(const QJsonValue& value) {
    if (value.isDouble()) {
        return value.toDouble();
    }
    if (value.isString()) {
        bool ok = false;
        const double d = value.toString().toDouble(&ok);
        if (ok) {
            return d;
        }
    }
    return std::nullopt;
}

}  // namespace tb::core
