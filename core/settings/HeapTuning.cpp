#include "core/settings/HeapTuning.h"

#include <cstdint>
#include <cstdlib>  // defines __GLIBC__ on glibc systems, so it must come before the test below

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace tb::core {

void tuneHeapForBulkData() {
#if defined(__GLIBC__)
    constexpr std::size_t kPad = std::size_t(512) << 20;
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    // Blocks up to 32 MB come from the main heap (not one mmap each), the heap grows by 512 MB of address space at a
    // time, and is not trimmed back after every large free (which would fault the same pages in again).
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    // Every thread shares this heap (the storage thread does the sample ingest): few threads, little contention.
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_TOP_PAD, static_cast<int>(kPad));
    mallopt(M_TRIM_THRESHOLD, static_cast<int>(2 * kPad));
    // One allocation grows the heap now; the untouched part above it is marked for huge pages.
    // Through a volatile pointer: a malloc/free pair whose result is unused may be removed by the compiler.
    void* volatile grown = std::malloc(std::size_t(8) << 20);
    void* probe = grown;
    if (!probe) {
        return;
    }
    const auto from = (reinterpret_cast<std::uintptr_t>(probe) + kHuge - 1) & ~(kHuge - 1);
    const auto to = reinterpret_cast<std::uintptr_t>(sbrk(0)) & ~(kHuge - 1);
    if (to > from) {
        // Advice only: where the kernel declines, the heap works as before.
        (void)madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
    }
    std::free(probe);
#endif
}

}  // namespace tb::core
