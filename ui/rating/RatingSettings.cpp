#include "ui/rating/RatingSettings.h"

#include <QSettings>

#include <algorithm>

namespace tb::ui {

namespace {
const QString kInterviewWeight = QStringLiteral("rating/interviewWeight");
}

double RatingSettings::interviewWeight() {
    const double fallback = core::ScoreSuggester::Config().interviewWeight;
    return std::clamp(QSettings().value(kInterviewWeight, fallback).toDouble(), 0.0, 1.0);
}

void RatingSettings::setInterviewWeight(double weight) {
    QSettings().setValue(kInterviewWeight, std::clamp(weight, 0.0, 1.0));
}

core::RatingEngine::Config RatingSettings::engineConfig() {
    core::RatingEngine::Config config;
    config.scoring.interviewWeight = interviewWeight();
    return config;
}

}  // namespace tb::ui
