#include "ui/rating/RatingSettings.h"

#include "core/settings/AnalystSettings.h"

namespace tb::ui {

// One place reads the weight (core::AnalystSettings), in the settings file `tierbench-cli` reads too.
double RatingSettings::interviewWeight() {
    return core::AnalystSettings::interviewWeight();
}

void RatingSettings::setInterviewWeight(double weight) {
    core::AnalystSettings::setInterviewWeight(weight);
}

core::RatingEngine::Config RatingSettings::engineConfig() {
    return core::AnalystSettings::ratingConfig();
}

}  // namespace tb::ui
