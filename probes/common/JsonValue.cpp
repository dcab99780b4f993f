#include "JsonValue.h"

#include <cctype>
#include <cmath>
#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace tbp {

namespace {

constexpr int kMaxDepth = 64;
constexpr std::size_t kMaxDocument = 64u << 20;

struct Reader {
    std::string_view s;
    std::size_t i = 0;
    std::string err;

    bool fail(const std::string& why) {
        if (err.empty())
            err = "offset " + std::to_string(i) + ": " + why;
        return false;
    }
    void space() {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
            ++i;
    }
    bool literal(const char* word) {
        const std::size_t n = std::strlen(word);
        if (s.substr(i, n) != word)
            return fail(std::string("expected ") + word);
        i += n;
        return true;
    }
    static void utf8(std::string& out, unsigned cp) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }
    bool hex4(unsigned& v) {
        if (i + 4 > s.size())
            return fail("cut \\u escape");
        v = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = s[i++];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= static_cast<unsigned>(c - 'A' + 10);
            else
                return fail("bad \\u escape");
        }
        return true;
    }
    bool string(std::string& out) {
        ++i;  // the opening quote
        while (i < s.size()) {
            const char c = s[i++];
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (i >= s.size())
                break;
            const char e = s[i++];
            switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    unsigned cp = 0;
                    if (!hex4(cp))
                        return false;
                    if (cp >= 0xD800 && cp < 0xDC00 && s.substr(i, 2) == "\\u") {
                        i += 2;
                        unsigned lo = 0;
                        if (!hex4(lo))
                            return false;
                        cp = (lo >= 0xDC00 && lo < 0xE000) ? 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00) : 0xFFFD;
                    } else if (cp >= 0xD800 && cp < 0xE000) {
                        cp = 0xFFFD;
                    }
                    utf8(out, cp);
                    break;
                }
                default:
                    return fail("bad escape");
            }
        }
        return fail("string not closed");
    }
    bool number(double& out) {
        const std::size_t start = i;
        if (i < s.size() && s[i] == '-')
            ++i;
        while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.' || s[i] == 'e' ||
                                s[i] == 'E' || s[i] == '+' || s[i] == '-'))
            ++i;
        const std::string token(s.substr(start, i - start));
        if (token.empty() || token == "-")
            return fail("expected a value");
        char* end = nullptr;
        errno = 0;
        out = std::strtod(token.c_str(), &end);
        if (end != token.c_str() + token.size())
            return fail("bad number '" + token + "'");
        return true;  // an overflow gives inf: the caller decides what an infinite figure means
    }
    bool value(JsonValue& v, int depth) {
        if (depth > kMaxDepth)
            return fail("nested deeper than 64");
        space();
        if (i >= s.size())
            return fail("the document ends early");
        const char c = s[i];
        if (c == '{') {
            v.kind = JsonValue::Kind::Object;
            ++i;
            space();
            if (i < s.size() && s[i] == '}') {
                ++i;
                return true;
            }
            while (true) {
                space();
                if (i >= s.size() || s[i] != '"')
                    return fail("expected a member name");
                std::string key;
                if (!string(key))
                    return false;
                space();
                if (i >= s.size() || s[i] != ':')
                    return fail("expected ':'");
                ++i;
                v.members.emplace_back(std::move(key), JsonValue{});
                if (!value(v.members.back().second, depth + 1))
                    return false;
                space();
                if (i < s.size() && s[i] == ',') {
                    ++i;
                    continue;
                }
                if (i < s.size() && s[i] == '}') {
                    ++i;
                    return true;
                }
                return fail("expected ',' or '}'");
            }
        }
        if (c == '[') {
            v.kind = JsonValue::Kind::Array;
            ++i;
            space();
            if (i < s.size() && s[i] == ']') {
                ++i;
                return true;
            }
            while (true) {
                v.items.emplace_back();
                if (!value(v.items.back(), depth + 1))
                    return false;
                space();
                if (i < s.size() && s[i] == ',') {
                    ++i;
                    continue;
                }
                if (i < s.size() && s[i] == ']') {
                    ++i;
                    return true;
                }
                return fail("expected ',' or ']'");
            }
        }
        if (c == '"') {
            v.kind = JsonValue::Kind::String;
            return string(v.text);
        }
        if (c == 't') {
            v.kind = JsonValue::Kind::Bool;
            v.boolean = true;
            return literal("true");
        }
        if (c == 'f') {
            v.kind = JsonValue::Kind::Bool;
            return literal("false");
        }
        if (c == 'n') {
            v.kind = JsonValue::Kind::Null;
            return literal("null");
        }
        v.kind = JsonValue::Kind::Number;
        return number(v.number);
    }
};

}  // namespace

const JsonValue* JsonValue::get(std::string_view key) const {
    if (kind != Kind::Object)
        return nullptr;
    for (const auto& [k, v] : members)
        if (k == key)
            return &v;
    return nullptr;
}

const JsonValue* JsonValue::at(std::initializer_list<std::string_view> path) const {
    const JsonValue* v = this;
    for (std::string_view k : path) {
        v = v->get(k);
        if (!v)
            return nullptr;
    }
    return v;
}

std::optional<double> JsonValue::num() const {
    if (kind != Kind::Number)
        return std::nullopt;
    return number;
}

bool JsonValue::numberAt(std::string_view key, double& out) const {
    const JsonValue* v = get(key);
    if (!v) {
        return false;
    }
    if (v->kind == Kind::Number) {
        out = v->number;
        return std::isfinite(out);
    }
    if (v->kind == Kind::String && !v->text.empty()) {
        char* end = nullptr;
        const double d = std::strtod(v->text.c_str(), &end);
        if (end == v->text.c_str() + v->text.size() && std::isfinite(d)) {
            out = d;
            return true;
        }
    }
    return false;
}

std::string JsonValue::textAt(std::string_view key) const {
    const JsonValue* v = get(key);
    return v && v->kind == Kind::String ? v->text : std::string();
}

bool parseJson(std::string_view text, JsonValue& out, std::string& err) {
    out = JsonValue{};
    if (text.size() > kMaxDocument) {
        err = "the document is larger than 64 MiB";
        return false;
    }
    Reader r;
    r.s = text;
    if (!r.value(out, 0)) {
        err = r.err;
        return false;
    }
    r.space();
    if (r.i != text.size()) {
        r.fail("text after the document");
        err = r.err;
        return false;
    }
    return true;
}

}  // namespace tbp
