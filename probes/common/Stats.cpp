#include "Stats.h"

#include <algorithm>

namespace tbp {

Stats computeStats(std::vector<double> v) {
    Stats s;
    s.n = static_cast<int>(v.size());
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.min = v.front();
    s.max = v.back();
    const std::size_t m = v.size() / 2;
    s.median = v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
    return s;
}

}  // namespace tbp
