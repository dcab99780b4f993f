// A small JSON reader for fio's --output-format=json (the probes' own Json.h only writes). A tree of values, depth
// and size bounded, numbers as double: enough for the figures tb-storage takes from fio, nothing more.
#pragma once

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
    std::string text;                                        // String
    std::vector<JsonValue> items;                            // Array
    std::vector<std::pair<std::string, JsonValue>> members;  // Object, in document order

    // The member `key` of an object, or nullptr (also for a value that is not an object).
    const JsonValue* get(std::string_view key) const;
    // The member as a number: a JSON number, or a string holding one (fio writes some figures as strings).
    bool numberAt(std::string_view key, double& out) const;
    std::string textAt(std::string_view key) const;
};

// Parses one JSON value from `text` (whitespace around it allowed, nothing else). Returns false with `err` (what and
// at which byte) on malformed input or nesting deeper than 64.
bool parseJson(std::string_view text, JsonValue& out, std::string& err);

}  // namespace tbp
