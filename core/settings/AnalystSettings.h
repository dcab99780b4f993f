#pragma once

#include "core/rating/RatingEngine.h"

#include <QString>

namespace tb::core {

// The analyst's own settings that the workbench's Preferences edit and `tierbench-cli` reads too (one settings file
// for both, whatever each program's own name): the reviewer's name new evaluations carry and the default
// conflict-of-interest disclosure. The login name ($USER) is not a reviewer's name (issue 12.9) and is never read.
class AnalystSettings {
public:
    static QString reviewerName();
    // Who the audit log, the assignment history and every other "changed by" names, in the workbench and the CLI
    // alike: the reviewer name, else the word "analyst". Never the login name: it differed from the reviewer on the
    // same screen (issue 12, loop 5).
    static QString analystName();
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
