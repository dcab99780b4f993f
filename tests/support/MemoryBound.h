#pragma once

#include <QtGlobal>

namespace tb::test {

// A memory bound a test asserts, in KiB, for this build. The bounds are what the normal build must keep; under
// AddressSanitizer (TB_SANITIZE, which defines TB_SANITIZED) every allocation carries redzones and freed memory sits
// in a quarantine, so the same work holds several times as much and the bound is scaled rather than dropped.
constexpr qint64 memoryBoundKiB(qint64 kib) {
#ifdef TB_SANITIZED
    return kib * 4;
#else
    return kib;
#endif
}

}  // namespace tb::test
