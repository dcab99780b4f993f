#pragma once

#include <QByteArray>
#include <QString>

#include <charconv>
#include <cstring>
#include <optional>
#include <string_view>

// Small helpers over raw bytes for the parsers' hot paths: no allocation, no regular expressions, no locale.
namespace tb::core::bytes {

using View = std::string_view;

inline bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
inline bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
inline bool isAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

inline View trimLeft(View s) {
    size_t i = 0;
    while (i < s.size() && isSpace(s[i]))
        ++i;
    return s.substr(i);
}
inline View trimRight(View s) {
    size_t n = s.size();
    while (n > 0 && isSpace(s[n - 1]))
        --n;
    return s.substr(0, n);
}
inline View trim(View s) {
    return trimRight(trimLeft(s));
}

inline bool startsWith(View s, View p) {
    return s.size() >= p.size() && std::memcmp(s.data(), p.data(), p.size()) == 0;
}
inline bool endsWith(View s, View p) {
    return s.size() >= p.size() && std::memcmp(s.data() + s.size() - p.size(), p.data(), p.size()) == 0;
}
inline bool contains(View s, View p) {
    return s.find(p) != View::npos;
}

// Splits on blanks into at most `max` tokens; returns the number found (capped at max; `more` tells if there was more).
template <size_t N>
inline size_t split(View s, View (&out)[N], bool* more = nullptr) {
    size_t n = 0;
    size_t i = 0;
    const size_t len = s.size();
    if (more)
        *more = false;
    while (i < len) {
        while (i < len && isSpace(s[i]))
            ++i;
        if (i >= len)
            break;
        size_t j = i;
        while (j < len && !isSpace(s[j]))
            ++j;
        if (n == N) {
            if (more)
                *more = true;
            break;
        }
        out[n++] = s.substr(i, j - i);
        i = j;
    }
    return n;
}

inline std::optional<double> toDouble(View s) {
    if (s.empty())
        return std::nullopt;
    if (s.front() == '+')
        s.remove_prefix(1);
    double v = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size())
        return std::nullopt;
    return v;
}

inline std::optional<qint64> toInt(View s) {
    if (s.empty())
        return std::nullopt;
    if (s.front() == '+')
        s.remove_prefix(1);
    qint64 v = 0;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || ptr != s.data() + s.size())
        return std::nullopt;
    return v;
}

// Leading integer of s (digits only), e.g. "400 Gb/sec" -> 400.
inline std::optional<qint64> leadingInt(View s) {
    s = trimLeft(s);
    size_t i = 0;
    while (i < s.size() && isDigit(s[i]))
        ++i;
    if (i == 0)
        return std::nullopt;
    return toInt(s.substr(0, i));
}

inline QString str(View s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
inline View view(const QByteArray& b) {
    return View(b.constData(), size_t(b.size()));
}

// "Key   : value" -> (key, value) trimmed; false when there is no ':'.
inline bool keyValue(View line, View* key, View* value, char sep = ':') {
    const size_t p = line.find(sep);
    if (p == View::npos)
        return false;
    *key = trim(line.substr(0, p));
    *value = trim(line.substr(p + 1));
    return true;
}

}  // namespace tb::core::bytes
