// A small JSON reader for the tools the probes drive (fio --output-format=json, iperf3 --json, perftest
// --out_json). The probes write JSON through Json.h; this is the other direction, kept apart so the GPU probes do
// not carry it. Bounded: nesting deeper than 64 and documents over 64 MiB are refused, never a crash.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tbp {

struct JsonValue {
    enum class Kind { Null, Bool, Number, String, Array, Object };
    Kind kind = Kind::Null;
    bool boolean = false;
    double number = 0;
    std::string text;
    std::vector<JsonValue> items;
    std::vector<std::pair<std::string, JsonValue>> members;

    // The member `key` of an object (the first one when a tool repeats it), else nullptr.
    const JsonValue* get(std::string_view key) const;
    // Members down a path: at({"end", "sum_received"}).
    const JsonValue* at(std::initializer_list<std::string_view> path) const;
    std::optional<double> num() const;  // a number, else nothing
    // The member as a finite number: a JSON number, or a string holding one (fio writes some figures as strings).
    bool numberAt(std::string_view key, double& out) const;
    std::string textAt(std::string_view key) const;  // the member's text when it is a string, else empty
    bool isObject() const { return kind == Kind::Object; }
};

// Parses one JSON document. False with `err` ("offset 12: expected ':'") on anything that is not JSON.
bool parseJson(std::string_view text, JsonValue& out, std::string& err);

}  // namespace tbp
