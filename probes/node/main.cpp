// tb-node: what the node is and whether it is set up the way GPU clusters should be. Facts and checks as
// JSON Lines (probes/PROTOCOL.md). Exit 0 when no check failed, 1 when one did, 64 on a usage error.
#include "NodeContext.h"
#include "Options.h"

#include <cstdio>

int main(int argc, char** argv) {
    tbp::Options o;
    std::string err;
    if (!tbp::parseOptions(argc, argv, o, err, "", {})) {
        std::fprintf(stderr, "tb-node: %s\n%s", err.c_str(), tbp::usageText("tb-node", "").c_str());
        return tbp::exitValue(tbp::ExitCode::Usage);
    }
    if (o.help) {
        std::printf("%s", tbp::usageText("tb-node", "").c_str());
        return tbp::exitValue(tbp::ExitCode::Ok);
    }
    tbp::Emitter em;
    tbp::NodeContext c(o.root, em);
    em.hello("tb-node", "host", tbp::nodeGpuDevices(c), {}, o.argsJson);
    bool haveGpu = false, haveNvidia = false;
    tbp::nodeSystem(c);
    tbp::nodePci(c, haveGpu, haveNvidia);
    tbp::nodeGpuHealth(c, haveGpu, haveNvidia);
    tbp::nodeNetwork(c, haveGpu);
    tbp::nodeSoftware(c, haveGpu, haveNvidia);
    tbp::nodeFilesystems(c);
    return tbp::exitValue(em.end(em.failedChecks() > 0 ? tbp::ExitCode::Failed : tbp::ExitCode::Ok));
}
