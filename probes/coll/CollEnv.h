// What tb-coll's cases share: options, backend, emitter and the run's shape.
#pragma once

#include "Backend.h"
#include "Options.h"

#include <cstdint>

namespace tbp {

struct CollEnv {
    CollEnv(const Options& opts, CollBackend& backend, Emitter& emitter) : o(opts), b(backend), em(emitter) {}
    const Options& o;
    CollBackend& b;
    Emitter& em;
    int world = 1;
    int processes = 1;    // > 1: ranks in separate processes, so times are reduced across them
    bool printer = true;  // this process holds rank 0: it emits the samples
    bool smoke = false;   // one rank: a data-checked smoke run per operation, no bandwidth samples
    std::uint64_t smokeSize = 0;
    long done = 0, total = 0;  // progress
};

}  // namespace tbp
