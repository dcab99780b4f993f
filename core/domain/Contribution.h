#pragma once

#include <QString>

namespace tb::core {

// One reason a suggested score sits where it does. A suggestion starts from the neutral middle (2.5) and each
// contribution moves it by `delta` points, so the deltas of a criterion add up to score - 2.5.
struct Contribution {
    enum class Kind { Verdict, Measurement, Interview, Cost };
    Kind kind = Kind::Verdict;
    QString label;   // check item title, measurement name, anonymised interview label
    QString detail;  // "pass (weight 2)", "82% of expected, band silver", "sentiment +1"
    double delta = 0;
};

// "verdict", "measurement", "interview", "cost" (tierbench-cli rate --json).
QString contributionKindKey(Contribution::Kind kind);
// Translated ("Verdict", "Measured", "Interview", "Cost").
QString contributionKindName(Contribution::Kind kind);

}  // namespace tb::core
