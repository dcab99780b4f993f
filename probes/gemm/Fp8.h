// FP8 E4M3 encoding in plain code, the same on host and device and for both vendors: the OCP format (NVIDIA
// sm_89+, AMD gfx950; bias 7, max 448, NaN S.1111.111) and AMD gfx942's FNUZ format (bias 8, max 240, NaN 0x80, no
// negative zero). Round to nearest even, saturating to the largest finite value, as the vendors' SATFINITE
// conversions do. Unit-tested on the host (tests/probes/probes_unit.cpp).
#pragma once

#include <cstdint>
#include <cstring>
#include <math.h>

#if defined(__CUDACC__) || defined(__HIPCC__)
#define TBP_HD __host__ __device__
#else
#define TBP_HD
#endif

namespace tbp {

TBP_HD inline std::uint8_t encodeE4M3(float v, bool fnuz) {
    const int bias = fnuz ? 8 : 7;
    if (v != v)
        return fnuz ? 0x80 : 0x7F;
    std::uint32_t bits = 0;
    memcpy(&bits, &v, 4);
    const std::uint8_t sign = (bits >> 31) ? 0x80 : 0;
    const float a = fabsf(v);
    const std::uint8_t maxFinite = fnuz ? 0x7F : 0x7E;
    if (a >= (fnuz ? 240.0f : 448.0f))
        return sign | maxFinite;
    if (a == 0.0f)
        return fnuz ? 0 : sign;
    int e = 0;
    (void)frexpf(a, &e);  // a = m * 2^e, m in [0.5, 1)
    int biased = e - 1 + bias;
    if (biased <= 0) {
        // Subnormal: units of 2^(1 - bias - 3).
        const int q = static_cast<int>(rintf(ldexpf(a, 3 - (1 - bias))));
        if (q >= 8)
            return sign | 0x08;  // rounds up to the smallest normal
        if (q == 0)
            return fnuz ? 0 : sign;
        return sign | static_cast<std::uint8_t>(q);
    }
    int q = static_cast<int>(rintf(ldexpf(a, 3 - (biased - bias))));  // in [8, 16]
    if (q == 16) {
        q = 8;
        ++biased;
    }
    if (biased > 15 || (!fnuz && biased == 15 && q == 15))
        return sign | maxFinite;
    return sign | static_cast<std::uint8_t>((biased << 3) | (q - 8));
}

// The value of a code (NaN for the NaN codes); for tests and host-side checks.
inline float decodeE4M3(std::uint8_t c, bool fnuz) {
    const int bias = fnuz ? 8 : 7;
    if (fnuz ? c == 0x80 : (c & 0x7F) == 0x7F)
        return NAN;
    const int exp = (c >> 3) & 0xF, man = c & 7;
    const float mag =
        exp == 0 ? ldexpf(static_cast<float>(man), 1 - bias - 3) : ldexpf(static_cast<float>(8 + man), exp - bias - 3);
    return (c & 0x80) ? -mag : mag;
}

}  // namespace tbp
