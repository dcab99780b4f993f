// The few assertions the probe unit tests use (no Qt, no test framework: the probes are plain C++).
#pragma once

#include <cmath>
#include <cstdio>

namespace tbp_test {
inline int g_failures = 0;
}

#define EXPECT(cond)                                                                       \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            std::fprintf(stderr, "%s:%d: EXPECT(%s) failed\n", __FILE__, __LINE__, #cond); \
            ++tbp_test::g_failures;                                                        \
        }                                                                                  \
    } while (0)
#define EXPECT_EQ(a, b)                                                                   \
    do {                                                                                  \
        const auto va = (a);                                                              \
        const auto vb = (b);                                                              \
        if (!(va == vb)) {                                                                \
            std::fprintf(stderr, "%s:%d: %s == %s failed\n", __FILE__, __LINE__, #a, #b); \
            ++tbp_test::g_failures;                                                       \
        }                                                                                 \
    } while (0)
#define EXPECT_NEAR(a, b, eps) EXPECT(std::fabs((a) - (b)) <= (eps))

// Ends main(): 0 when every expectation held.
inline int testResult(const char* name) {
    if (tbp_test::g_failures) {
        std::fprintf(stderr, "%s: %d failure(s)\n", name, tbp_test::g_failures);
        return 1;
    }
    std::printf("%s: all passed\n", name);
    return 0;
}
