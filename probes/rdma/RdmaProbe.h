// tb-rdma: perftest on every RDMA port (rail), host memory and GPU memory through the GPUDirect mode found
// (probes/PROTOCOL.md, "tb-rdma"). One process: loopback through each port; two processes (--rank/--world 2 or a
// two-task srun step): rank 1 serves, rank 0 measures.
#pragma once

#include "Options.h"
#include "Output.h"
#include "Perftest.h"

#include <string>

namespace tbp {

// Takes --perftest-dir, --qps, --bw-size and --perftest-port out of argv (argc shrinks).
bool takeRdmaOptions(int& argc, char** argv, PerftestSettings& s, std::string& argsJson, std::string& err);
extern const char* const kRdmaUsage;

ExitCode runRdmaProbe(const Options& o, const PerftestSettings& s, Emitter& em);

}  // namespace tbp
