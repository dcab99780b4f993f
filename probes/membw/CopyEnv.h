// What tb-membw's cases share: options, backend, emitter, and the buffers of every device.
#pragma once

#include "Backend.h"
#include "Options.h"

#include <string>
#include <vector>

namespace tbp {

struct DeviceBuffers {
    void* a = nullptr;     // device memory: source of D2H/D2D/P2P
    void* b = nullptr;     // device memory: destination of D2D/P2P
    void* host = nullptr;  // pinned host memory placed near this device (H2D source, D2H destination)
    std::string hostWhere;
};

struct CopyEnv {
    CopyEnv(const Options& opts, CopyBackend& backend, Emitter& emitter) : o(opts), b(backend), em(emitter) {}
    const Options& o;
    CopyBackend& b;
    Emitter& em;
    int devices = 0;
    std::vector<DeviceBuffers> bufs;
    std::vector<unsigned char> pattern, readback;  // max size each
    unsigned seed = 1;                             // new per copy, so stale data cannot pass the check
    long done = 0, total = 0;                      // progress
};

}  // namespace tbp
