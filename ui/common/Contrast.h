#pragma once

#include <QColor>

namespace tb::ui {

// WCAG 2 relative luminance and contrast ratio: what the palettes are held to (4.5:1 for text, 3:1 for lines and
// symbols), in the code that picks colours and in the tests that check them alike.
double relativeLuminance(const QColor& c);
double contrastRatio(const QColor& a, const QColor& b);
// Near-black or white, whichever reads better on `background`.
QColor readableTextOn(const QColor& background);
// `colour` darkened (on a light background) or lightened (on a dark one) until it stands 3:1 against `background`.
QColor standingOut(QColor colour, const QColor& background);

}  // namespace tb::ui
