#pragma once

#include <vector>

namespace tbp {

struct Stats {
    double median = 0, min = 0, max = 0;
    int n = 0;
};

// Median (mean of the middle two for even n), min and max; all 0 for an empty input.
Stats computeStats(std::vector<double> values);

}  // namespace tbp
