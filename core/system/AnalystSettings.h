#pragma once

#include "core/rating/RatingEngine.h"

#include <QString>

namespace tb::core {

// The analyst's own settings that the workbench's Preferences edit and `tierbench-cli` reads too (one settings file
// for both, whatever each program's own name): the reviewer's name new evaluations carry and the default
// conflict-of-interest disclosure. The login name ($USER) is not a reviewer's name (issue 12.9); it remains only
// what the audit log names when no reviewer name is set.
class AnalystSettings {
public:
    static QString reviewerName();
    static void setReviewerName(const QString& name);
    static QString defaultDisclosure();
    static void setDefaultDisclosure(const QString& text);
    // How much customer interviews count in the suggested scores (0..1): the Rating tab's setting, read here for
    // the tab, the calibration view, the review PDF and `tierbench-cli rate` alike, so all four say the same.
    static double interviewWeight();
    static void setInterviewWeight(double weight);
    // The rating engine's configuration with the analyst's settings applied.
    static RatingEngine::Config ratingConfig();
};

}  // namespace tb::core
