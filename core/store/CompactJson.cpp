#include "core/store/CompactJson.h"

#include <QJsonDocument>

#include <charconv>
#include <cmath>

namespace tb::core {

namespace {

// Appends a JSON string if it needs no escaping; false otherwise (the caller falls back). ASCII, the common case,
// is copied without an intermediate UTF-8 buffer.
bool appendPlainString(QByteArray& out, const QString& text) {
    const qsizetype start = out.size();
    out += '"';
    for (const QChar ch : text) {
        const char16_t u = ch.unicode();
        if (u >= 0x80) {
            out.truncate(start);
            const QByteArray utf8 = text.toUtf8();
            for (char c : utf8) {
                const auto b = static_cast<unsigned char>(c);
                if (b < 0x20 || c == '"' || c == '\\' || b == 0x7f)
                    return false;
            }
            out += '"';
            out += utf8;
            out += '"';
            return true;
        }
        if (u < 0x20 || u == '"' || u == '\\' || u == 0x7f)
            return false;
        out += char(u);
    }
    out += '"';
    return true;
}

bool appendValue(QByteArray& out, const QJsonValue& v) {
    switch (v.type()) {
        case QJsonValue::Null:
            out += "null";
            return true;
        case QJsonValue::Bool:
            out += v.toBool() ? "true" : "false";
            return true;
        case QJsonValue::String:
            return appendPlainString(out, v.toString());
        case QJsonValue::Double: {
            // Qt writes integral values as integers; below 2^53 every integer (stored as integer or double) is exact
            // in a double. The rest has its own formatting rules.
            const double d = v.toDouble();
            constexpr double kExact = 9007199254740992.0;
            if (!std::isfinite(d) || std::fabs(d) >= kExact || d != std::trunc(d))
                return false;
            char buf[24];
            const auto r = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(d));
            out.append(buf, qsizetype(r.ptr - buf));
            return true;
        }
        case QJsonValue::Array:
        case QJsonValue::Object:
        case QJsonValue::Undefined:
            return false;
    }
    return false;
}

}  // namespace

QByteArray compactJson(const QJsonObject& object) {
    if (object.isEmpty())
        return QByteArray("");
    QByteArray out;
    out.reserve(16 * object.size() + 2);
    out += '{';
    bool first = true;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!first)
            out += ',';
        first = false;
        if (!appendPlainString(out, it.key()))
            return QJsonDocument(object).toJson(QJsonDocument::Compact);
        out += ':';
        if (!appendValue(out, it.value()))
            return QJsonDocument(object).toJson(QJsonDocument::Compact);
    }
    out += '}';
    return out;
}

}  // namespace tb::core
