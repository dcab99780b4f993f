// tb-net: TCP bandwidth, retransmits, round-trip time and UDP packet loss between every directed pair of nodes,
// driving iperf3 (probes/PROTOCOL.md, "tb-net").
#include "NetProbe.h"
#include "ProbeMain.h"

#include <cstdio>

int main(int argc, char** argv) {
    tbp::IperfSettings settings;
    std::string extraArgs, err;
    tbp::ProbeSpec spec{"tb-net", "net", "", {}, tbp::kNetUsage};
    if (!tbp::takeNetOptions(argc, argv, settings, extraArgs, err)) {
        std::fprintf(stderr, "tb-net: %s\n%s", err.c_str(), tbp::usageText(spec.name, spec.usageExtra).c_str());
        return tbp::exitValue(tbp::ExitCode::Usage);
    }
    tbp::Options o;
    if (auto rc = tbp::parseProbeArgs(argc, argv, spec, o))
        return *rc;
    if (!extraArgs.empty())
        o.argsJson = o.argsJson.size() > 2 ? o.argsJson.substr(0, o.argsJson.size() - 1) + extraArgs + "}"
                                           : "{" + extraArgs.substr(1) + "}";
    tbp::Emitter em;
    return tbp::exitValue(tbp::runNetProbe(o, settings, em));
}
