#include "core/cost/EventRateInterval.h"

#include <cmath>

namespace tb::core {

double EventRateInterval::poissonCdf(long long k, double mean) {
    if (k < 0) {
        return 0;
    }
    // Summed in log space term by term: stable for the counts a health log holds (thousands at most).
    double term = -mean;  // log of P(X = 0)
    double sum = std::exp(term);
    for (long long i = 1; i <= k; ++i) {
        term += std::log(mean) - std::log(double(i));
        sum += std::exp(term);
    }
    return sum > 1 ? 1 : sum;
}

namespace {

// The mean at which f(mean) crosses target, f decreasing in mean.
template <typename F>
double solveDecreasing(F f, double target, double hi) {
    double lo = 0;
    while (f(hi) > target) {
        hi *= 2;
    }
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        (f(mid) > target ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

}  // namespace

EventRateInterval EventRateInterval::of(long long events, double exposure) {
    EventRateInterval r;
    r.events = double(events < 0 ? 0 : events);
    r.exposure = exposure;
    const long long k = events < 0 ? 0 : events;
    // Upper: P(X <= k; mu) = 0.025. Lower: P(X >= k; mu) = 0.025, i.e. P(X <= k-1; mu) = 0.975 (0 when k = 0).
    r.countHigh = solveDecreasing([k](double mu) { return poissonCdf(k, mu); }, 0.025, double(k) + 10);
    r.countLow = k == 0 ? 0 : solveDecreasing([k](double mu) { return poissonCdf(k - 1, mu); }, 0.975, double(k) + 10);
    return r;
}

double EventRateInterval::mtbf() const {
    return events > 0 ? exposure / events : 0;
}

double EventRateInterval::mtbfLow() const {
    return countHigh > 0 ? exposure / countHigh : 0;
}

double EventRateInterval::mtbfHigh() const {
    return countLow > 0 ? exposure / countLow : 0;
}

}  // namespace tb::core
