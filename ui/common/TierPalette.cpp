#include "ui/common/TierPalette.h"

#include "ui/common/Contrast.h"

namespace tb::ui {

QColor tierColor(core::Tier tier) {
    switch (tier) {
        case core::Tier::Platinum:
            return QColor(0x7f, 0x9c, 0xb5);
        case core::Tier::Gold:
            return QColor(0xd4, 0xa5, 0x17);
        case core::Tier::Silver:
            return QColor(0xa8, 0xa9, 0xad);
        case core::Tier::Bronze:
            return QColor(0xa0, 0x62, 0x2a);  // darker than a medal: white text reads 4.5:1 on it
        case core::Tier::ParticipationRibbon:
            return QColor(0x2f, 0x6f, 0x9f);  // a ribbon's blue, apart from the medals and from the red below
        case core::Tier::Underperforming:
            return QColor(0xb2, 0x3a, 0x3a);
        case core::Tier::Unavailable:
            return QColor(0x6b, 0x6b, 0x6b);
    }
    return {};
}

QColor tierTextColor(core::Tier tier) {
    // Chosen by contrast, not by name: white on platinum read 2.9:1.
    return readableTextOn(tierColor(tier));
}

}  // namespace tb::ui
