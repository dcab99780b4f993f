#pragma once

#include "core/domain/Tier.h"

#include <QColor>

namespace tb::ui {

// Medal colours used on the tier board, the review cover and the tier badges. The same on light and dark palettes:
// they are chips with their own text colour, tierTextColor(), which reads 4.5:1 on each (tests/ui/tst_Palettes).
QColor tierColor(core::Tier tier);
QColor tierTextColor(core::Tier tier);

}  // namespace tb::ui
