#include "ui/common/Contrast.h"

#include <algorithm>
#include <cmath>

namespace tb::ui {

namespace {
double channel(double c) {
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
const QColor kInk(0x1a, 0x1a, 0x1a);
}  // namespace

double relativeLuminance(const QColor& c) {
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableTextOn(const QColor& background) {
    const QColor white(Qt::white);
    return contrastRatio(kInk, background) >= contrastRatio(white, background) ? kInk : white;
}

QColor standingOut(QColor colour, const QColor& background) {
    const bool darkBackground = relativeLuminance(background) < 0.18;
    // Twenty steps of 15 % reach black or white from any colour, so the loop ends.
    for (int i = 0; i < 20 && contrastRatio(colour, background) < 3.0; ++i) {
        colour = darkBackground ? colour.lighter(115) : colour.darker(115);
        if (darkBackground && colour.value() == 255) {
            colour = QColor::fromHsvF(colour.hsvHueF(), std::max(0.0f, colour.hsvSaturationF() - 0.1f), 1.0f);
        }
    }
    return colour;
}

}  // namespace tb::ui
