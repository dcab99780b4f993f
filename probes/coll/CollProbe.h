// tb-coll: collective bandwidth as nccl-tests defines it, over NCCL/RCCL on GPUs, over threads (one process) or
// TCP (one rank per process) on the host backend.
#pragma once

#include "Backend.h"
#include "Options.h"
#include "ProbeMain.h"

namespace tbp {

ProbeSpec collSpec();
ExitCode runCollProbe(const Options& o, CollBackend& b, Emitter& em);

}  // namespace tbp
