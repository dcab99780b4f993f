#pragma once

#include <QJsonObject>
#include <QLatin1String>
#include <QString>

// Reading kubectl's JSON by key: a missing or mistyped field reads as empty, never as a crash (replies are untrusted).
namespace tb::core::kubejson {

inline QString str(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}
inline QJsonObject obj(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toObject();
}

}  // namespace tb::core::kubejson
