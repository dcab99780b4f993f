#include "core/settings/AnalystSettings.h"

#include "core/settings/WorkbenchSettings.h"

#include <QSettings>

#include <algorithm>

namespace tb::core {

namespace {
QSettings settings() {
    return workbenchSettings();
}
const QString kReviewer = QStringLiteral("analyst/reviewerName");
const QString kDisclosure = QStringLiteral("analyst/defaultDisclosure");
const QString kInterviewWeight = QStringLiteral("rating/interviewWeight");
}  // namespace

QString AnalystSettings::reviewerName() {
    return settings().value(kReviewer).toString().trimmed();
}

QString AnalystSettings::analystName() {
    const QString name = reviewerName();
    return name.isEmpty() ? QStringLiteral("analyst") : name;
}

void AnalystSettings::setReviewerName(const QString& name) {
    settings().setValue(kReviewer, name.trimmed());
}

QString AnalystSettings::defaultDisclosure() {
    return settings().value(kDisclosure).toString();
}

void AnalystSettings::setDefaultDisclosure(const QString& text) {
    settings().setValue(kDisclosure, text);
}

double AnalystSettings::interviewWeight() {
    const double fallback = ScoreSuggester::Config().interviewWeight;
    bool ok = false;
    const double w = settings().value(kInterviewWeight, fallback).toDouble(&ok);
    return ok ? std::clamp(w, 0.0, 1.0) : fallback;
}

void AnalystSettings::setInterviewWeight(double weight) {
    settings().setValue(kInterviewWeight, std::clamp(weight, 0.0, 1.0));
}

RatingEngine::Config AnalystSettings::ratingConfig() {
    RatingEngine::Config config;
    config.scoring.interviewWeight = interviewWeight();
    return config;
}

}  // namespace tb::core
