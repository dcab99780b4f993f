#pragma once

namespace tb::core {

// A rate from few events: k events over an exposure (GPU-hours). The point estimate is exposure / k; the
// two-sided 95% interval on the MTBF comes from the exact (Garwood) Poisson interval on the count, solved by
// bisection on the Poisson distribution function, so it holds for k = 0 (upper bound only: infinite) and k = 1.
struct EventRateInterval {
    double events = 0;
    double exposure = 0;
    double countLow = 0, countHigh = 0;  // 95% interval on the expected count
    double mtbf() const;                 // exposure / events; 0 when there were no events
    double mtbfLow() const;              // exposure / countHigh
    double mtbfHigh() const;             // exposure / countLow; 0 (unbounded) when countLow is 0

    static EventRateInterval of(long long events, double exposure);
    // P(X <= k) for X ~ Poisson(mean).
    static double poissonCdf(long long k, double mean);
};

}  // namespace tb::core
