#include "Json.h"

#include <cmath>
#include <cstdio>

namespace tbp {

namespace {

// Length of the valid UTF-8 sequence starting at s[i], or 0 when the bytes there are not valid UTF-8
// (overlong forms, surrogates and code points above U+10FFFF are rejected as RFC 3629 requires).
std::size_t utf8Length(std::string_view s, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const unsigned char c = b(0);
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (i + n > s.size())
        return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((b(k) & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (b(k) & 0x3F);
    }
    if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
        return 0;
    return n;
}

}  // namespace

void appendJsonString(std::string& out, std::string_view s, std::size_t maxBytes) {
    out += '"';
    std::size_t i = 0;
    while (i < s.size()) {
        if (i >= maxBytes) {
            out += "...";
            break;
        }
        const unsigned char c = static_cast<unsigned char>(s[i]);
        switch (c) {
            case '"':
                out += "\\\"";
                ++i;
                continue;
            case '\\':
                out += "\\\\";
                ++i;
                continue;
            case '\n':
                out += "\\n";
                ++i;
                continue;
            case '\r':
                out += "\\r";
                ++i;
                continue;
            case '\t':
                out += "\\t";
                ++i;
                continue;
            case '\b':
                out += "\\b";
                ++i;
                continue;
            case '\f':
                out += "\\f";
                ++i;
                continue;
            default:
                break;
        }
        if (c < 0x20 || c == 0x7F) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
            ++i;
            continue;
        }
        const std::size_t n = utf8Length(s, i);
        if (n == 0) {
            out += "\\ufffd";
            ++i;
        } else {
            out.append(s.data() + i, n);
            i += n;
        }
    }
    out += '"';
}

std::string jsonString(std::string_view s, std::size_t maxBytes) {
    std::string out;
    out.reserve(s.size() + 2);
    appendJsonString(out, s, maxBytes);
    return out;
}

std::string jsonNumber(double v) {
    if (!std::isfinite(v))
        return "null";
    if (v == std::floor(v) && std::fabs(v) < 9.0e15) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.0f", v);
        return buf;
    }
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.10g", v);
    return buf;
}

void JsonObject::key(std::string_view k) {
    if (!m_body.empty())
        m_body += ',';
    appendJsonString(m_body, k, 256);
    m_body += ':';
}

JsonObject& JsonObject::str(std::string_view k, std::string_view value) {
    key(k);
    appendJsonString(m_body, value);
    return *this;
}

JsonObject& JsonObject::num(std::string_view k, double value) {
    key(k);
    m_body += jsonNumber(value);
    return *this;
}

JsonObject& JsonObject::integer(std::string_view k, std::int64_t value) {
    key(k);
    m_body += std::to_string(value);
    return *this;
}

JsonObject& JsonObject::boolean(std::string_view k, bool value) {
    key(k);
    m_body += value ? "true" : "false";
    return *this;
}

JsonObject& JsonObject::null(std::string_view k) {
    key(k);
    m_body += "null";
    return *this;
}

JsonObject& JsonObject::raw(std::string_view k, std::string_view json) {
    key(k);
    m_body += json;
    return *this;
}

void JsonArray::sep() {
    if (!m_body.empty())
        m_body += ',';
}

JsonArray& JsonArray::raw(std::string_view json) {
    sep();
    m_body += json;
    return *this;
}

JsonArray& JsonArray::str(std::string_view value) {
    sep();
    appendJsonString(m_body, value);
    return *this;
}

JsonArray& JsonArray::num(double value) {
    sep();
    m_body += jsonNumber(value);
    return *this;
}

}  // namespace tbp
