#pragma once

#include <QFont>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace tb::ui {

// The review PDF's typefaces. DejaVu carries Latin, Greek and Cyrillic but no Japanese or Chinese, so every font of
// the review names a Noto CJK face (Debian's fonts-noto-cjk) as its fallback: a review exported from a Japanese or
// Chinese session embeds a font with glyphs for all its text instead of showing empty boxes. The CJK face follows
// the session's language (JP, SC, TC, KR: the same code point differs in shape between them); other languages get
// the Japanese face for any CJK provider names or notes.
class ReportFonts {
public:
    static QString cjkFamily(const QLocale& locale, bool mono);
    static QStringList families(const QString& primary, bool mono, const QLocale& locale = QLocale());
    // A font of the review: `primary` first, then the CJK face; ligatures off (a letter spacing of 0.1 device pixels,
    // invisible at 300 dpi) so "fi" stays two letters and the PDF's text stays searchable.
    static QFont font(const QString& primary, bool mono, double pointSize, bool bold = false);
};

}  // namespace tb::ui
