#pragma once

#include "core/rating/RatingEngine.h"

namespace tb::ui {

// The rating configuration the analyst chose in this workbench (QSettings "rating/..."), shared by the rating tab
// and the calibration view so both suggest the same tiers.
class RatingSettings {
public:
    // How much customer interviews count in a suggested score, 0..1 (default: the core default, 0.2).
    static double interviewWeight();
    static void setInterviewWeight(double weight);
    static core::RatingEngine::Config engineConfig();
};

}  // namespace tb::ui
