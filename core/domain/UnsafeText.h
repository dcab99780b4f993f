#pragma once

#include <QString>

namespace tb::core {

// Characters that change what a terminal (or a reader of a report) sees rather than being seen themselves: the C0
// controls (ESC starts escape sequences, CR returns to the start of the line, BEL rings), DEL, the C1 controls
// U+0080-U+009F (U+009B is a one-character CSI on some terminals) and the bidirectional controls that reorder text
// (U+202A-U+202E, U+2066-U+2069, U+200E/U+200F, U+061C). One list for the CLI's output escaping and for the names
// the store accepts.
constexpr bool isUnsafeTextChar(char32_t c) {
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) ||
           (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f || c == 0x061c;
}

// The first unsafe character of `text` (a UTF-16 code unit suffices: every one above lies in the BMP), or -1.
inline qsizetype firstUnsafeTextChar(const QString& text) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (isUnsafeTextChar(text.at(i).unicode())) {
            return i;
        }
    }
    return -1;
}

}  // namespace tb::core
