#include "JsonReader.h"

#include <cmath>
#include <cstdlib>

namespace tbp {

namespace {

constexpr int kMaxDepth = 64;

class Reader {
public:
    explicit Reader(std::string_view s) : m_s(s) {}

    bool value(JsonValue& out, int depth) {
        skipSpace();
        if (m_pos >= m_s.size())
            return fail("unexpected end");
        const char c = m_s[m_pos];
        if (c == '{')
            return object(out, depth);
        if (c == '[')
            return array(out, depth);
        if (c == '"') {
            out.kind = JsonValue::Kind::String;
            return string(out.text);
        }
        if (literal("true")) {
            out.kind = JsonValue::Kind::Bool;
            out.boolean = true;
            return true;
        }
        if (literal("false")) {
            out.kind = JsonValue::Kind::Bool;
            return true;
        }
        if (literal("null")) {
            out.kind = JsonValue::Kind::Null;
            return true;
        }
        return number(out);
    }

    bool atEnd() {
        skipSpace();
        return m_pos == m_s.size();
    }
    bool fail(const char* what) {
        if (m_err.empty())
            m_err = std::string(what) + " at byte " + std::to_string(m_pos);
        return false;
    }
    const std::string& error() const { return m_err; }

private:
    void skipSpace() {
        while (m_pos < m_s.size() &&
               (m_s[m_pos] == ' ' || m_s[m_pos] == '\n' || m_s[m_pos] == '\r' || m_s[m_pos] == '\t'))
            ++m_pos;
    }
    bool literal(std::string_view word) {
        if (m_s.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }
    bool number(JsonValue& out) {
        const std::size_t start = m_pos;
        while (m_pos < m_s.size()) {
            const char c = m_s[m_pos];
            if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')
                ++m_pos;
            else
                break;
        }
        if (m_pos == start || m_pos - start > 64)
            return fail("not a JSON value");
        const std::string digits(m_s.substr(start, m_pos - start));
        char* end = nullptr;
        const double v = std::strtod(digits.c_str(), &end);
        if (end != digits.c_str() + digits.size())
            return fail("malformed number");
        out.kind = JsonValue::Kind::Number;
        out.number = v;
        return true;
    }
    static void appendUtf8(std::string& s, unsigned cp) {
        if (cp < 0x80) {
            s += char(cp);
        } else if (cp < 0x800) {
            s += char(0xC0 | (cp >> 6));
            s += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s += char(0xE0 | (cp >> 12));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        } else {
            s += char(0xF0 | (cp >> 18));
            s += char(0x80 | ((cp >> 12) & 0x3F));
            s += char(0x80 | ((cp >> 6) & 0x3F));
            s += char(0x80 | (cp & 0x3F));
        }
    }
    bool hex4(unsigned& out) {
        if (m_pos + 4 > m_s.size())
            return fail("cut \\u escape");
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_s[m_pos++];
            out <<= 4;
            if (c >= '0' && c <= '9')
                out |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                out |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                out |= unsigned(c - 'A' + 10);
            else
                return fail("bad \\u escape");
        }
        return true;
    }
    bool string(std::string& out) {
        ++m_pos;  // the opening quote
        out.clear();
        while (m_pos < m_s.size()) {
            const char c = m_s[m_pos++];
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_s.size())
                break;
            const char e = m_s[m_pos++];
            switch (e) {
                case '"':
                case '\\':
                case '/':
                    out += e;
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
                    appendUtf8(out, cp);
                    break;
                }
                default:
                    return fail("bad escape");
            }
        }
        return fail("unterminated string");
    }
    bool array(JsonValue& out, int depth) {
        if (depth >= kMaxDepth)
            return fail("nested too deep");
        out.kind = JsonValue::Kind::Array;
        ++m_pos;
        skipSpace();
        if (m_pos < m_s.size() && m_s[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            out.items.emplace_back();
            if (!value(out.items.back(), depth + 1))
                return false;
            skipSpace();
            if (m_pos >= m_s.size())
                return fail("unterminated array");
            const char c = m_s[m_pos++];
            if (c == ']')
                return true;
            if (c != ',')
                return fail("expected , or ]");
        }
    }
    bool object(JsonValue& out, int depth) {
        if (depth >= kMaxDepth)
            return fail("nested too deep");
        out.kind = JsonValue::Kind::Object;
        ++m_pos;
        skipSpace();
        if (m_pos < m_s.size() && m_s[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (m_pos >= m_s.size() || m_s[m_pos] != '"')
                return fail("expected a member name");
            std::string key;
            if (!string(key))
                return false;
            skipSpace();
            if (m_pos >= m_s.size() || m_s[m_pos] != ':')
                return fail("expected :");
            ++m_pos;
            out.members.emplace_back(std::move(key), JsonValue());
            if (!value(out.members.back().second, depth + 1))
                return false;
            skipSpace();
            if (m_pos >= m_s.size())
                return fail("unterminated object");
            const char c = m_s[m_pos++];
            if (c == '}')
                return true;
            if (c != ',')
                return fail("expected , or }");
        }
    }

    std::string_view m_s;
    std::size_t m_pos = 0;
    std::string m_err;
};

}  // namespace

const JsonValue* JsonValue::get(std::string_view key) const {
    if (kind != Kind::Object)
        return nullptr;
    for (const auto& [k, v] : members) {
        if (k == key)
            return &v;
    }
    return nullptr;
}

bool JsonValue::numberAt(std::string_view key, double& out) const {
    const JsonValue* v = get(key);
    if (!v)
        return false;
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
    Reader r(text);
    out = JsonValue();
    if (!r.value(out, 0) || (!r.atEnd() && !r.fail("text after the JSON value"))) {
        err = r.error();
        return false;
    }
    return true;
}

}  // namespace tbp
