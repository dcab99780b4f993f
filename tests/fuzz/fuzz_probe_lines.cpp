// libFuzzer target for the probes' JSON Lines reader: the input is fed in chunks whose sizes come from the input,
// and the event count must match a one-piece feed.
#include "core/import/ProbeLineReader.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    tb::core::ProbeLineReader whole(512);
    qsizetype n1 = whole.feed(bytes).size();
    n1 += whole.finish().size();

    tb::core::ProbeLineReader pieces(512);
    qsizetype n2 = 0;
    qsizetype pos = 0;
    size_t i = 0;
    while (pos < bytes.size()) {
        const qsizetype step = 1 + qsizetype(data[i++ % size] % 61);
        n2 += pieces.feed(bytes.mid(pos, step)).size();
        pos += step;
    }
    n2 += pieces.finish().size();
    if (n1 != n2)
        abort();
    return 0;
}
