// tb-rdma: RDMA write/read bandwidth and write latency per rail with perftest (probes/PROTOCOL.md, "tb-rdma").
#include "ProbeMain.h"
#include "RdmaProbe.h"

#include <cstdio>

int main(int argc, char** argv) {
    tbp::PerftestSettings settings;
    std::string extraArgs, err;
    tbp::ProbeSpec spec{"tb-rdma", "rdma", "", {}, tbp::kRdmaUsage};
    if (!tbp::takeRdmaOptions(argc, argv, settings, extraArgs, err)) {
        std::fprintf(stderr, "tb-rdma: %s\n%s", err.c_str(), tbp::usageText(spec.name, spec.usageExtra).c_str());
        return tbp::exitValue(tbp::ExitCode::Usage);
    }
    tbp::Options o;
    if (auto rc = tbp::parseProbeArgs(argc, argv, spec, o))
        return *rc;
    if (!extraArgs.empty())
        o.argsJson = o.argsJson.size() > 2 ? o.argsJson.substr(0, o.argsJson.size() - 1) + extraArgs + "}"
                                           : "{" + extraArgs.substr(1) + "}";
    tbp::Emitter em;
    return tbp::exitValue(tbp::runRdmaProbe(o, settings, em));
}
