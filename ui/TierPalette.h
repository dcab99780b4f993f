#pragma once

#include "core/domain/Tier.h"

#include <QColor>

namespace tb::ui {

// Medal colours used on the tier board, the review cover and the tier badges. Chosen to read on light and dark
// palettes alike (text on them is always drawn in tierTextColor()).
QColor tierColor(core::Tier tier);
QColor tierTextColor(core::Tier tier);

}  // namespace tb::ui
