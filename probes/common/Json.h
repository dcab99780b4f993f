// Minimal JSON writer for the probe protocol (probes/PROTOCOL.md). No parsing, no allocation tricks:
// each line is built into a std::string and written whole.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tbp {

// Appends `s` as a quoted JSON string. Control characters are escaped, invalid UTF-8 bytes (common in
// /proc and tool output) become U+FFFD, and at most `maxBytes` input bytes are kept (cut on a character
// boundary, with "..." appended) so no single value can blow the 64 KiB line limit.
void appendJsonString(std::string& out, std::string_view s, std::size_t maxBytes = 16384);
std::string jsonString(std::string_view s, std::size_t maxBytes = 16384);

// Builds one JSON object or array. Keys are trusted literals from our own code but are escaped anyway.
class JsonObject {
public:
    JsonObject& str(std::string_view key, std::string_view value);
    JsonObject& num(std::string_view key, double value);  // NaN/Inf -> null
    JsonObject& integer(std::string_view key, std::int64_t value);
    JsonObject& boolean(std::string_view key, bool value);
    JsonObject& null(std::string_view key);
    JsonObject& raw(std::string_view key, std::string_view json);  // value already JSON
    bool empty() const { return m_body.empty(); }
    std::string done() const { return "{" + m_body + "}"; }

private:
    void key(std::string_view k);
    std::string m_body;
};

class JsonArray {
public:
    JsonArray& raw(std::string_view json);
    JsonArray& str(std::string_view value);
    JsonArray& num(double value);
    std::string done() const { return "[" + m_body + "]"; }

private:
    void sep();
    std::string m_body;
};

std::string jsonNumber(double v);

}  // namespace tbp
